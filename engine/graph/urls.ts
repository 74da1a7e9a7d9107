/** URL helpers with no Node dependency: the engine, the server renderer and the browser share them. */

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative (`//host`): not a route of the site. */
export const isExternal = (url: string): boolean => SCHEME.test(url) || url.startsWith('//');
