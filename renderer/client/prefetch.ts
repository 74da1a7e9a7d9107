/**
 * Prefetching page data: when a link enters the viewport, a `<link rel="prefetch">` for its chunk
 * (the browser fetches it at idle priority; where rel=prefetch is not supported, a fetch into the
 * page cache instead); on hover, focus or touch (a likely click), a fetch into the page cache so the
 * click swaps at once. Nothing is prefetched on 2g connections or with Save-Data on.
 */
import { isFileRoute, type PageLoader, routeOf } from './pages.js';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** False on a 2g connection or when the user asked to save data. */
export function canPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !(connection && (connection.saveData || (connection.effectiveType ?? '').includes('2g')));
}

const idle = (fn: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 50));

export function setupPrefetch(root: HTMLElement, loader: PageLoader, baseUrl: string, currentRoute: () => string): void {
  const linked = new Set<string>();
  const observed = new WeakSet<Element>();
  const supportsLinkPrefetch = !!document.createElement('link').relList?.supports?.('prefetch');

  const routeOfLink = (element: Element | null): string | undefined => {
    const anchor = element?.closest?.('a');
    if (!(anchor instanceof HTMLAnchorElement) || !anchor.hasAttribute('href') || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.hasAttribute('hreflang') || anchor.hasAttribute('data-no-prefetch')) return undefined;
    let url: URL;
    try {
      url = new URL(anchor.href);
    } catch {
      return undefined;
    }
    // A link into this very document (a heading's anchor) needs no data, whatever the address bar
    // has: `/a/b/` shows the page of route `/a/b`, which has no chunk of its own under `/a/b/`.
    if (url.pathname === location.pathname && url.search === location.search) return undefined;
    const route = routeOf(url, baseUrl);
    if (route === undefined || isFileRoute(route) || route === currentRoute()) return undefined;
    return route;
  };

  const strong = (route: string | undefined) => {
    if (route === undefined || !canPrefetch()) return;
    loader.fetch(route).catch(() => {
      // a failed prefetch is retried by the click itself
    });
  };

  const weak = (route: string | undefined) => {
    if (route === undefined || linked.has(route) || loader.cached(route) || !canPrefetch()) return;
    linked.add(route);
    if (supportsLinkPrefetch) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = loader.chunkUrl(route);
      document.head.appendChild(link);
    } else strong(route);
  };

  const onIntent = (e: Event) => strong(routeOfLink(e.target as Element));
  root.addEventListener('mouseover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent, { passive: true });
  root.addEventListener('touchstart', onIntent, { passive: true });

  if (!('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const route = routeOfLink(entry.target);
      idle(() => weak(route));
    }
  });
  const scan = () => {
    for (const anchor of root.querySelectorAll('a[href]')) {
      if (observed.has(anchor)) continue;
      observed.add(anchor);
      observer.observe(anchor);
    }
  };
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    idle(() => {
      pending = false;
      scan();
    });
  }).observe(root, { childList: true, subtree: true });
  idle(scan);
}
