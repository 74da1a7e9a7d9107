/**
 * The attributes `@docusaurus/Link` gives a link, shared by the server's and the browser's Link (so
 * hydration agrees): a URL with a protocol (`https:`, `mailto:`) or `//host` opens in a new tab, as
 * in Docusaurus; `pathname:///x` is the path `/x` under the base URL, in a new tab too. A `target`
 * or `rel` the page gives wins.
 */
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
const PATHNAME = 'pathname://';

export function linkAttributes(url: string, withBase: (url: string) => string): { href: string; target?: string; rel?: string } {
  if (url.startsWith(PATHNAME)) return { href: withBase(url.slice(PATHNAME.length)), ...NEW_TAB };
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return { href: url, ...NEW_TAB };
  return { href: withBase(url) };
}

/** The props of Link's `<a>`: the page's own (`className` ...), then href, target and rel. */
export function linkProps(url: string, withBase: (url: string) => string, own: Record<string, unknown>): Record<string, unknown> {
  const { href, target, rel } = linkAttributes(url, withBase);
  return { ...own, href, target: own.target ?? target, rel: own.rel ?? rel };
}
