/**
 * `useBaseUrl` and `withBaseUrl` of `@docusaurus/useBaseUrl`, as Docusaurus 3.9 defines them, shared
 * by the build's runtime and the browser's islands (so hydration agrees). A path with or without
 * its leading slash gets the base URL before it (`img/a.png` and `/img/a.png` are both
 * `/base/img/a.png`), unless it already starts with it; an anchor, a URL with a protocol or `//host`
 * is left as written. `@docusaurus/Link` adds the base URL to `/`-paths only (linkBase).
 */
export interface BaseUrlOptions {
  absolute?: boolean;
  forcePrependBaseUrl?: boolean;
}

const LEFT_AS_WRITTEN = /^(?:#|\w*:|\/\/)/;

export function addBaseUrl(url: string, base: string, siteUrl: string, options: BaseUrlOptions = {}): string {
  if (!url || LEFT_AS_WRITTEN.test(url)) return url;
  const baseUrl = base.endsWith('/') ? base : `${base}/`;
  if (options.forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return options.absolute ? siteUrl.replace(/\/$/, '') + path : path;
}

/** What Link does with a `to`: the base URL before a `/`-path, anything else as written. */
export function linkBase(url: string, baseUrl: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? addBaseUrl(url, baseUrl, '') : url;
}
