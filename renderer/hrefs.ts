/** Hrefs of the built site: routes and config asset paths under the site's base URL. */
import { linkAttributes } from './link-target.js';
import { encodeHref, encodeRoute } from '../engine/content/route-encoding.js';
import { routeIndex, routeKey } from '../engine/graph/routes.js';
import type { Route, SiteGraph } from '../engine/graph/types.js';
import { isExternal, pathnameHref, withoutBaseUrl } from '../engine/graph/urls.js';

export { isExternal };

/** The paths of the site's routes, per routes array (hrefOf tells routes from written hrefs). */
const routePaths = new WeakMap<readonly Route[], Set<string>>();
function isRoutePath(graph: SiteGraph, p: string): boolean {
  let paths = routePaths.get(graph.routes);
  if (!paths) routePaths.set(graph.routes, (paths = new Set(graph.routes.map((r) => r.path))));
  return paths.has(p);
}

/** The site's routes by their key (engine/graph/routes.ts), per routes array. */
const routeIndexes = new WeakMap<readonly Route[], Map<string, Route>>();

/** The route a path names in the route's own form (`/team` -> `/team/` when that is the route), else the path. */
function routeForm(graph: SiteGraph, p: string): string {
  let index = routeIndexes.get(graph.routes);
  if (!index) routeIndexes.set(graph.routes, (index = routeIndex(graph.routes)));
  return index.get(routeKey(p))?.path ?? p;
}

/**
 * Site-relative route or written href -> href with the base URL, percent-encoded: a route of the
 * site (a decoded path, which may hold `#`, `?` or `%` from its file name) is encoded whole;
 * anything else is an href as a person wrote it (optional `?query`, `#hash`, escapes).
 */
export function hrefOf(graph: SiteGraph, route: string): string {
  if (isExternal(route)) return route;
  const base = graph.config.baseUrl.replace(/\/$/, '');
  const p = route.startsWith('/') ? route : `/${route}`;
  return base + (isRoutePath(graph, p) ? encodeRoute(p) : encodeHref(p));
}

/**
 * A navbar, footer or sidebar `href` of the site (`/docs/x`) -> href: as a `to` is (toHref), for
 * Docusaurus's Link treats an internal `href` as a `to` (the base URL once, the site's
 * `trailingSlash`); anything else as written.
 */
export function siteHrefOf(graph: SiteGraph, href: string): string {
  if (isExternal(href) || !href.startsWith('/')) return href;
  return toHref(graph, href);
}

/**
 * A sidebar `link` item's href (or its DocCard's): another site's as written; a `pathname:///x` link
 * under the base URL; a site path as siteHrefOf makes it (as written with `autoAddBaseUrl: false`),
 * anything else as a route.
 */
export function sidebarLinkHref(graph: SiteGraph, item: { href: string; external: boolean; noBaseUrl?: true }): string {
  const { href } = item;
  if (href.startsWith('pathname://')) return pathnameHrefOf(graph, href.slice('pathname://'.length));
  if (item.external) return href;
  // `autoAddBaseUrl: false`: no base URL, but the site's trailing slash all the same, as Docusaurus's Link gives it.
  if (item.noBaseUrl) return linkAttributes(href, (url) => url, graph.config.trailingSlash).href;
  return href.startsWith('/') ? siteHrefOf(graph, href) : hrefOf(graph, href);
}

/** A `pathname:///x` link's path -> href: under the base URL (once), never changed otherwise (Docusaurus's Link leaves it alone). */
export function pathnameHrefOf(graph: SiteGraph, pathname: string): string {
  return pathnameHref(pathname, (sitePath) => hrefOf(graph, withoutBaseUrl(sitePath, graph.config.baseUrl)));
}

/**
 * A navbar or footer `to` -> href, with the site's `trailingSlash` applied to its path (not to the
 * site root, nor to its `?query` or `#hash`), as Docusaurus's Link does for internal links.
 */
export function toHref(graph: SiteGraph, written: string): string {
  const trailingSlash = graph.config.trailingSlash;
  if (isExternal(written)) return hrefOf(graph, written);
  // Written with the base URL already (`/base/docs/x`): Docusaurus does not add it twice.
  const to = withoutBaseUrl(written, graph.config.baseUrl);
  const at = to.search(/[?#]/);
  const [pathPart, rest] = at < 0 ? [to, ''] : [to.slice(0, at), to.slice(at)];
  // A page of the site in its own URL form, as content links are (no redirect, the client finds its data at once).
  if (trailingSlash === undefined) {
    const route = pathPart.startsWith('/') ? routeForm(graph, pathPart) : pathPart;
    return route === pathPart ? hrefOf(graph, to) : hrefOf(graph, route) + rest;
  }
  if (pathPart === '' || pathPart === '/') return hrefOf(graph, to);
  // A file (`/files/report.pdf`) is not given a slash (*differs*: Docusaurus's Link gives it one, a broken link).
  if (/\.[a-z0-9]+$/i.test(pathPart) && !isRoutePath(graph, pathPart)) return hrefOf(graph, to);
  const slashed = trailingSlash ? (pathPart.endsWith('/') ? pathPart : `${pathPart}/`) : pathPart.replace(/\/+$/, '');
  return hrefOf(graph, slashed + rest);
}

/** A file the build writes, by its decoded path (a route's Markdown twin, `/a#b.md`) -> href, encoded whole. */
export function fileHref(graph: SiteGraph, filePath: string): string {
  return graph.config.baseUrl.replace(/\/$/, '') + encodeRoute(filePath.startsWith('/') ? filePath : `/${filePath}`);
}

/** An asset path from the config (`img/logo.svg` or `/img/logo.svg`) -> href. */
export function assetHref(graph: SiteGraph, p: string): string {
  if (isExternal(p)) return p;
  return hrefOf(graph, p.startsWith('/') ? p : `/${p}`);
}
