/** Hrefs of the built site: routes and config asset paths under the site's base URL. */
import { encodeRoute } from '../engine/content/ids.js';
import type { SiteGraph } from '../engine/graph/types.js';
import { isExternal } from '../engine/graph/urls.js';

export { isExternal };

/** Site-relative route -> href with the base URL, percent-encoded. */
export function hrefOf(graph: SiteGraph, route: string): string {
  if (isExternal(route)) return route;
  const base = graph.config.baseUrl.replace(/\/$/, '');
  return base + encodeRoute(route.startsWith('/') ? route : `/${route}`);
}

/** An asset path from the config (`img/logo.svg` or `/img/logo.svg`) -> href. */
export function assetHref(graph: SiteGraph, p: string): string {
  if (isExternal(p)) return p;
  return hrefOf(graph, p.startsWith('/') ? p : `/${p}`);
}
