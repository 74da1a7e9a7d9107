/**
 * Client-side navigation. An internal link click fetches the target's page-data chunk, pushes the
 * URL and swaps the page in (React state); the swap then updates the head, scrolls to the hash
 * target or the top, and applies stored tab choices. Back and forward restore the scroll position
 * of their entry (kept per history entry, and in sessionStorage across reloads).
 *
 * Failures: a chunk the server answers with an error (or that is not page data) means the client
 * cannot show that page, so the browser loads it in full (warning logged); a network failure
 * (offline) shows the error with a Retry button instead, since a full load would fail as well.
 * A progress bar appears only when a navigation takes longer than 200 ms.
 */
import type { PageData, ShellData } from '../model.js';
import { initContent } from './content.js';
import { linkPageStyles, noteInitialClasses, siteUrlOf, updateHead, updateMachineHead } from './head.js';
import { ChunkError, hrefOfRoute, isFileRoute, PageLoader, routeOf } from './pages.js';
import { ProgressBar } from './progress.js';
import { NAVIGATED_EVENT, NAVIGATING_EVENT } from '../navigated-event.js';

export interface RouterState {
  page: PageData;
  /** Bumps with every page swapped in (0 = the hydrated page). */
  renderKey: number;
  loading: boolean;
  error?: { message: string; retry: () => void };
  /** Where the swap scrolls: a saved position, else the hash target, else the top. */
  scroll?: { y?: number; hash: string; focus: boolean };
}

type Mode = 'push' | 'replace' | 'pop';

const SCROLL_STORAGE_KEY = 'docs-scroll-positions';
export const NAVIGATION_START_MARK = 'docs:navigation-start';
export const CONTENT_SWAPPED_MARK = 'docs:content-swapped';
export const NAVIGATION_MEASURE = 'docs:navigation';
export { NAVIGATED_EVENT };

let keyCounter = 0;
const newKey = () => `${Date.now().toString(36)}-${(keyCounter++).toString(36)}`;

export class Router {
  state: RouterState;
  readonly loader: PageLoader;
  readonly progress = new ProgressBar();
  private listeners = new Set<(state: RouterState) => void>();
  private route: string;
  private key: string;
  private token = 0;
  private positions = new Map<string, number>();
  private siteUrl: string | undefined;
  private siteNoIndex: boolean;

  constructor(
    readonly shell: ShellData,
    page: PageData,
  ) {
    this.state = { page, renderKey: 0, loading: false };
    this.loader = new PageLoader(shell);
    this.route = page.route;
    noteInitialClasses(page);
    this.siteUrl = siteUrlOf(hrefOfRoute(page.route, shell.baseUrl));
    this.siteNoIndex = !!document.head.querySelector('meta[name="robots"]') && !('noIndex' in page && page.noIndex);
    const state = history.state as { key?: unknown } | null;
    this.key = typeof state?.key === 'string' ? state.key : newKey();
  }

  /** Listens for clicks, history and page hide. Call once, after hydration. */
  start(): void {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    history.replaceState({ ...(history.state as object | null), key: this.key }, '');
    try {
      const saved = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '[]') as [string, number][];
      this.positions = new Map(saved);
    } catch {
      // no storage
    }
    // A reload or a return from another site: put the page back where it was.
    const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    const y = this.positions.get(this.key);
    if (y !== undefined && (navigation?.type === 'reload' || navigation?.type === 'back_forward')) window.scrollTo(0, y);

    document.addEventListener('click', (e) => this.onClick(e));
    window.addEventListener('popstate', (e) => this.onPopState(e));
    window.addEventListener('hashchange', () => {
      // A fragment navigation made by the browser creates an entry without our key.
      const current = history.state as { key?: unknown } | null;
      if (typeof current?.key !== 'string') {
        this.key = newKey();
        history.replaceState({ ...(current ?? {}), key: this.key }, '');
      }
    });
    window.addEventListener('pagehide', () => {
      this.saveScroll();
      try {
        sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify([...this.positions].slice(-50)));
      } catch {
        // no storage
      }
    });
    // A `.html` / `/index.html` path: the 404 page shows the page it names, when there is one;
    // a page the server found that way gets its own path in the address bar.
    if (/\.html$/i.test(location.pathname)) {
      if (this.state.page.kind === '404') void this.navigate(new URL(location.href), 'replace', { fallback: false });
      else history.replaceState(history.state, '', hrefOfRoute(this.state.page.route, this.shell.baseUrl) + location.search + location.hash);
    }
  }

  subscribe(listener: (state: RouterState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private setState(patch: Partial<RouterState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }

  private saveScroll(): void {
    this.positions.set(this.key, window.scrollY);
  }

  /** Is this click one the router handles (an internal page link, plain left click)? */
  private onClick(e: MouseEvent): void {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const anchor = (e.target as Element | null)?.closest?.('a');
    if (!(anchor instanceof HTMLAnchorElement) || !anchor.hasAttribute('href')) return;
    this.saveScroll();
    // hreflang: the page in another locale, a site of its own (full page load).
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.hasAttribute('hreflang') || /\bexternal\b/.test(anchor.rel)) return;
    if (anchor.getAttribute('href')!.startsWith('#')) return; // in-page, even a bare "#": the browser's
    const url = new URL(anchor.href);
    const route = routeOf(url, this.shell.baseUrl);
    if (route === undefined || isFileRoute(route)) return;
    const samePage = url.pathname === location.pathname && url.search === location.search;
    if (samePage && url.hash) return; // an anchor on this page: the browser scrolls to it
    e.preventDefault();
    void this.navigate(url, samePage ? 'replace' : 'push');
  }

  private onPopState(e: PopStateEvent): void {
    this.saveScroll(); // the entry being left (manual restoration: nothing has scrolled yet)
    const state = e.state as { key?: unknown } | null;
    if (typeof state?.key === 'string') this.key = state.key;
    else {
      this.key = newKey();
      history.replaceState({ ...(state ?? {}), key: this.key }, '');
    }
    const url = new URL(location.href);
    const y = this.positions.get(this.key);
    // After the other popstate listeners (search clears its highlights before the page changes).
    setTimeout(() => {
      if (routeOf(url, this.shell.baseUrl) === this.route && !this.state.error) {
        if (y !== undefined) window.scrollTo(0, y);
        else scrollToHash(url.hash);
        return;
      }
      void this.navigate(url, 'pop', { y });
    }, 0);
  }

  /** Goes to a URL of the site: swapped in from its chunk, or (failing that) loaded in full. */
  async navigate(url: URL, mode: Mode, options: { y?: number; fallback?: boolean; fresh?: boolean } = {}): Promise<void> {
    const route = routeOf(url, this.shell.baseUrl);
    if (route === undefined) {
      location.assign(url.href);
      return;
    }
    const token = ++this.token;
    performance.clearMarks?.(NAVIGATION_START_MARK);
    performance.mark?.(NAVIGATION_START_MARK);
    window.dispatchEvent(new CustomEvent(NAVIGATING_EVENT, { detail: { href: url.href } }));
    const cached = options.fresh ? undefined : this.loader.cached(route);
    if (cached) {
      this.commit(url, route, cached, mode, options.y);
      return;
    }
    this.progress.schedule();
    this.setState({ loading: true });
    try {
      const { route: found, page } = await this.loader.load(route, options.fresh);
      if (token !== this.token) return;
      const target = found === route ? url : new URL(hrefOfRoute(found, this.shell.baseUrl) + url.search + url.hash, location.href);
      this.commit(target, found, page, mode === 'pop' && found !== route ? 'replace' : mode, options.y);
    } catch (error) {
      if (token !== this.token) return;
      this.progress.finish();
      if (error instanceof ChunkError) {
        if (options.fallback === false) {
          this.setState({ loading: false });
          return;
        }
        console.warn(`Could not load the page data of ${url.pathname} (${error.message}); loading the page in full.`);
        if (mode === 'pop') location.reload();
        else location.assign(url.href);
        return;
      }
      // The network failed: a full load would fail too. Show the error and offer to retry.
      if (mode === 'push') {
        this.key = newKey();
        history.pushState({ key: this.key }, '', url.href);
      }
      this.route = route;
      const reason = error instanceof Error ? error.message : String(error);
      this.setState({
        loading: false,
        error: { message: `The page ${decodeURI(url.pathname)} could not be loaded: ${reason}`, retry: () => void this.navigate(new URL(location.href), 'replace', { fresh: true }) },
      });
    }
  }

  /**
   * New data of the page being read (an edit under `docs serve`): swapped in where the reader is,
   * without a history entry, a scroll or a focus move.
   */
  showInPlace(page: PageData): void {
    if (page.route !== this.route) return;
    this.loader.store(page.route, page);
    if (this.state.loading) return; // the reader is leaving this page: their navigation goes on
    this.setState({ page, renderKey: this.state.renderKey + 1, loading: false, error: undefined, scroll: { y: window.scrollY, hash: '', focus: false } });
  }

  /** "Try again" on the crash page: the current page's data, fetched afresh, rendered anew. */
  refresh(): void {
    void this.navigate(new URL(location.href), 'replace', { fresh: true, y: window.scrollY });
  }

  private commit(url: URL, route: string, page: PageData, mode: Mode, y: number | undefined): void {
    if (mode === 'push') {
      this.key = newKey();
      history.pushState({ key: this.key }, '', url.href);
    } else if (mode === 'replace') {
      history.replaceState({ ...(history.state as object | null), key: this.key }, '', url.href);
    }
    this.route = route;
    this.setState({ page, renderKey: this.state.renderKey + 1, loading: false, error: undefined, scroll: { y, hash: url.hash, focus: mode !== 'pop' } });
  }

  /** Runs in the layout effect of a swap: the DOM holds the new page. */
  afterSwap(state: RouterState): void {
    updateHead(state.page, hrefOfRoute(state.page.route, this.shell.baseUrl), this.siteUrl, this.siteNoIndex, this.shell);
    linkPageStyles(state.page, this.shell.baseUrl);
    updateMachineHead(state.page, (route) => hrefOfRoute(route, this.shell.baseUrl), this.siteUrl);
    initContent(document.getElementById('main-content') ?? document);
    const scroll = state.scroll;
    if (scroll?.y !== undefined) window.scrollTo(0, scroll.y);
    else scrollToHash(scroll?.hash ?? '');
    // Like a page load, the next Tab reaches "Skip to main content".
    if (scroll?.focus) document.querySelector<HTMLElement>('.skip-to-content')?.focus({ preventScroll: true });
    performance.mark?.(CONTENT_SWAPPED_MARK);
    try {
      performance.measure?.(NAVIGATION_MEASURE, NAVIGATION_START_MARK, CONTENT_SWAPPED_MARK);
    } catch {
      // no start mark (a swap without navigate)
    }
    this.progress.finish();
    // For other client parts (search highlights the URL's terms on the new page).
    window.dispatchEvent(new CustomEvent(NAVIGATED_EVENT, { detail: { route: state.page.route } }));
  }
}

/** Scrolls to the element a hash names, else to the top. */
export function scrollToHash(hash: string): void {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep it as written
  }
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}
