/**
 * Routes <-> URL paths: the one place that decides how a route is written in an href (pages,
 * page data, sitemap, search index, redirects, the client router).
 *
 * A route is the decoded path a page is written at (`/step 4 - monitors & alerts/alerts`,
 * `/hash#tag`). Its href encodes only what a URL path must encode, as browsers do when they
 * build a path: `%`, space, `#`, `?`, `"`, `<`, `>`, `` ` ``, `{`, `}`, `\`, control characters
 * and non-ASCII. Everything else (`&`, `+`, `@`, `,`, `'`, `(`, ...) stays raw, because static
 * servers that decode with `decodeURI` (sirv among them) leave `%26` and the like encoded and
 * would not find the file. Dependency-free: the browser runtime imports it too.
 */

/** Characters a path segment must carry percent-encoded (besides controls and non-ASCII). */
const MUST_ENCODE = /[%\s"#<>?`{}\\\u0000-\u001f\u007f]|[^\u0000-\u007f]+/gu;

/** Percent-encodes a decoded route (no query, no hash) for an href; `/` separates segments. */
export function encodeRoute(route: string): string {
  return route.replace(MUST_ENCODE, (chars) => {
    try {
      return encodeURIComponent(chars);
    } catch {
      // A lone surrogate: U+FFFD, as browsers write it.
      return encodeURIComponent(Array.from(chars, (c) => (c.length === 1 && c >= '\ud800' && c <= '\udfff' ? '\ufffd' : c)).join(''));
    }
  });
}

/** `decodeURIComponent`, or the text unchanged when it holds a malformed escape. */
export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * An href written by a person (config, sidebars, links): path, optional `?query` and `#hash`,
 * maybe already percent-encoded. The path is decoded and encoded again the way encodeRoute does,
 * so `/a%20b` and `/a b` give the same href; query and hash are kept as written.
 */
export function encodeHref(href: string): string {
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = beforeHash.indexOf('?');
  const pathPart = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  return encodeRoute(safeDecode(pathPart)) + href.slice(pathPart.length);
}

/** The route of a URL path (what a server or the client router looks up), undefined when malformed. */
export function decodeRoutePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}
