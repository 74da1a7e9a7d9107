/**
 * Page data on the client: a route's chunk is `${pageDataBase}${routeHash(route)}.json`, the route
 * being the decoded path without the base URL. Chunks are fetched once and kept in memory
 * (prefetching fills the same cache); full sidebars and sidebar tops (what a built chunk's sidebar
 * takes its common items from, renderer/sidebar-pack.ts) likewise.
 */
import { decodeRoutePath, encodeRoute } from '../../engine/content/route-encoding.js';
import { type PageData, routeHash, type ShellData, type SidebarNode } from '../model.js';
import { type HydrationPage, sidebarTopNodes, unpackPage } from '../sidebar-pack.js';

/** A chunk the server answered with an error status, or that is not page data. */
export class ChunkError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ChunkError';
  }
}

/** Route of a same-site URL (decoded, without the base URL), or undefined when it is outside the site. */
export function routeOf(url: URL, baseUrl: string): string | undefined {
  if (url.origin !== location.origin) return undefined;
  const base = baseUrl.replace(/\/$/, '');
  let path = url.pathname;
  if (base) {
    if (path === base) path = '/';
    else if (path.startsWith(`${base}/`)) path = path.slice(base.length);
    else return undefined;
  }
  return decodeRoutePath(path);
}

/** The URL path of a route (percent-encoded as the server writes hrefs). */
export function hrefOfRoute(route: string, baseUrl: string): string {
  return baseUrl.replace(/\/$/, '') + encodeRoute(route);
}

/**
 * Routes to try for a path, in order: the exact one, then without a `.html` / `/index.html`
 * suffix, then each with the trailing slash toggled.
 */
export function routeCandidates(route: string): string[] {
  const out = [route];
  const add = (r: string) => {
    if (r && !out.includes(r)) out.push(r);
  };
  if (/\/index\.html$/i.test(route)) add(route.slice(0, -'index.html'.length));
  else if (/\.html$/i.test(route)) add(route.slice(0, -'.html'.length));
  for (const r of [...out]) if (r !== '/' && !/\.html$/i.test(r)) add(r.endsWith('/') ? r.slice(0, -1) : `${r}/`);
  return out;
}

const FILE_EXTENSION = /\.(pdf|png|jpe?g|gif|svg|webp|avif|ico|zip|gz|tgz|tar|json|xml|txt|csv|ya?ml|mp4|webm|mp3|css|js|mjs|map|woff2?|ttf|md|mdx|exe|dmg|deb|rpm)$/i;

/** Links to files (downloads, images, the sitemap...) are left to the browser. */
export function isFileRoute(route: string): boolean {
  return FILE_EXTENSION.test(route) || route.startsWith('/assets/') || route.startsWith('/_pages/');
}

function isPageData(value: unknown): value is PageData {
  return !!value && typeof value === 'object' && typeof (value as PageData).kind === 'string' && typeof (value as PageData).route === 'string';
}

export class PageLoader {
  private pages = new Map<string, Promise<PageData>>();
  private settled = new Map<string, PageData>();
  private sidebars = new Map<string, Promise<SidebarNode[]>>();
  private tops = new Map<string, Promise<SidebarNode[]>>();

  constructor(private shell: ShellData) {}

  chunkUrl(route: string): string {
    return `${this.shell.pageDataBase}${routeHash(route)}.json`;
  }

  /** Page data already in memory (a prefetch finished), for a synchronous swap. */
  cached(route: string): PageData | undefined {
    return this.settled.get(route);
  }

  /** Keeps a route's data (new data pushed by `docs serve`). */
  store(route: string, page: PageData): void {
    this.settled.set(route, page);
    this.pages.set(route, Promise.resolve(page));
  }

  /** Drops what is kept of these routes (their pages changed): fetched again when needed. */
  forget(routes: readonly string[]): void {
    for (const route of routes) {
      this.settled.delete(route);
      this.pages.delete(route);
    }
  }

  /** Fetches one route's chunk (once; a failure is forgotten so a later call retries). */
  fetch(route: string, fresh = false): Promise<PageData> {
    const known = fresh ? undefined : this.pages.get(route);
    if (known) return known;
    const promise = fetch(this.chunkUrl(route), fresh ? { cache: 'no-cache' } : undefined).then(async (response) => {
      if (!response.ok) throw new ChunkError(`The page data of "${route}" could not be loaded (HTTP ${response.status}).`, response.status);
      let data: unknown;
      try {
        data = await response.json();
      } catch {
        throw new ChunkError(`The page data of "${route}" is not valid JSON.`);
      }
      if (!isPageData(data)) throw new ChunkError(`The page data of "${route}" is not page data.`);
      const page = await this.withSidebarTop(route, data);
      this.settled.set(route, page);
      return page;
    });
    this.pages.set(route, promise);
    promise.catch(() => {
      if (this.pages.get(route) === promise) this.pages.delete(route);
    });
    return promise;
  }

  /**
   * Loads the page at a path, trying the normalised routes when the exact one has no chunk (404).
   * Resolves with the route that matched.
   */
  async load(route: string, fresh = false): Promise<{ route: string; page: PageData }> {
    const candidates = routeCandidates(route);
    let lastError: unknown;
    for (const candidate of candidates) {
      try {
        return { route: candidate, page: await this.fetch(candidate, fresh) };
      } catch (error) {
        lastError = error;
        if (!(error instanceof ChunkError && error.status === 404)) throw error;
      }
    }
    throw lastError;
  }

  /** A chunk's page with its sidebar unpacked, when it takes items from its sidebar's top (fetched once); else the page as it is. */
  async withSidebarTop(route: string, data: HydrationPage): Promise<PageData> {
    const name = data.sidebarTop;
    if (!name) return data;
    let top = this.tops.get(name);
    if (!top) {
      top = fetch(`${this.shell.pageDataBase}sidebar-top-${name}.json`).then(async (r) => {
        if (!r.ok) throw new ChunkError(`The sidebar of "${route}" could not be loaded (HTTP ${r.status}).`);
        return sidebarTopNodes((await r.json()) as object);
      });
      this.tops.set(name, top);
      top.catch(() => this.tops.delete(name));
    }
    const nodes = await top;
    try {
      return unpackPage(data, [], nodes);
    } catch {
      throw new ChunkError(`The page data of "${route}" does not match its sidebar.`);
    }
  }

  /** A version's full sidebar (every category's children), fetched once. */
  sidebar(version: string, sidebarId: string): Promise<SidebarNode[]> {
    const key = `${version}:${sidebarId}`;
    let known = this.sidebars.get(key);
    if (!known) {
      known = fetch(`${this.shell.pageDataBase}sidebar-${routeHash(key)}.json`).then((r) => {
        if (!r.ok) throw new ChunkError(`The sidebar "${sidebarId}" could not be loaded (HTTP ${r.status}).`, r.status);
        return r.json() as Promise<SidebarNode[]>;
      });
      this.sidebars.set(key, known);
      known.catch(() => this.sidebars.delete(key));
    }
    return known;
  }
}
