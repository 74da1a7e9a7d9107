/** URL helpers with no Node dependency: the engine, the server renderer and the browser share them. */

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative (`//host`): not a route of the site. */
export const isExternal = (url: string): boolean => SCHEME.test(url) || url.startsWith('//');

/**
 * The path of a Docusaurus `pathname://` link (`pathname:///api/` -> `/api/`): a path of the site
 * that is no page of it, linked under baseUrl without being checked; undefined for any other URL. A
 * relative one (`pathname://../x`) stays relative to the page, as Docusaurus writes it (sitePathHref).
 */
export function pathnameLinkPath(url: string): string | undefined {
  return url.startsWith('pathname://') ? url.slice('pathname://'.length) : undefined;
}

/** The href of a `pathname://` link's path: `withBase` of a site path, a relative one as written. */
export const pathnameHref = (pathname: string, withBase: (sitePath: string) => string): string => (pathname.startsWith('/') ? withBase(pathname) : pathname);

/**
 * A site path as written in a link, without the base URL when it starts with it (`/base/docs/x` ->
 * `/docs/x` under `/base/`): Docusaurus's useBaseUrl adds the base URL only to a path not already
 * under it, so a `to` or `pathname://` link may be written either way.
 */
export function withoutBaseUrl(sitePath: string, baseUrl: string): string {
  return baseUrl !== '/' && sitePath.startsWith(baseUrl) ? sitePath.slice(baseUrl.length - 1) : sitePath;
}
