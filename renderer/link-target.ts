import { pathnameHref } from '../engine/graph/urls.js';

/**
 * The attributes `@docusaurus/Link` gives a link, shared by the server's and the browser's Link (so
 * hydration agrees): a URL with a protocol (`https:`, `mailto:`) or `//host` opens in a new tab, as
 * in Docusaurus; `pathname:///x` is the path `/x` under the base URL, in a new tab too. A `target`
 * or `rel` the page gives wins.
 */
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
const PATHNAME = 'pathname://';

export function linkAttributes(url: string, withBase: (url: string) => string, trailingSlash?: boolean): { href: string; target?: string; rel?: string } {
  if (url.startsWith(PATHNAME)) return { href: pathnameHref(url.slice(PATHNAME.length), withBase), ...NEW_TAB };
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return { href: url, ...NEW_TAB };
  return { href: withBase(withTrailingSlash(url, trailingSlash)) };
}

/**
 * An internal href with the site's `trailingSlash` applied to its path (not to the site root, nor to
 * a bare `#hash` or `?query`), as Docusaurus's Link applies it; unchanged when the site sets none.
 */
function withTrailingSlash(href: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined) return href;
  const at = href.search(/[?#]/);
  const [pathPart, rest] = at < 0 ? [href, ''] : [href.slice(0, at), href.slice(at)];
  if (pathPart === '' || pathPart === '/') return href;
  const slashed = trailingSlash ? (pathPart.endsWith('/') ? pathPart : `${pathPart}/`) : pathPart.replace(/\/+$/, '');
  return (slashed || '/') + rest;
}

/** The props of Link's `<a>`: the page's own (`className` ...), then href, target and rel. */
export function linkProps(url: string, withBase: (url: string) => string, own: Record<string, unknown>, trailingSlash?: boolean): Record<string, unknown> {
  const { href, target, rel } = linkAttributes(url, withBase, trailingSlash);
  return { ...own, href, target: own.target ?? target, rel: own.rel ?? rel };
}
