/**
 * react-router 5's `matchPath`, for the `react-router-dom` / `react-router` / `@docusaurus/router`
 * modules site code imports (server runtime and browser islands alike): a route pattern of literal
 * segments and `:name` parameters (`:name?` optional), matched at the start of a path, or whole with
 * `exact`. Regular-expression patterns are not supported (they match nothing).
 */
export interface RouteMatch {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string>;
}

export interface MatchOptions {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matchOne(pathname: string, pattern: string, options: MatchOptions): RouteMatch | null {
  const names: string[] = [];
  let source = '';
  for (const segment of pattern.split('/').filter(Boolean)) {
    const param = /^:(\w+)(\?)?$/.exec(segment);
    if (param) {
      names.push(param[1]);
      source += param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    } else source += `/${escape(segment)}`;
  }
  const tail = options.strict && pattern.endsWith('/') ? '/' : '/?';
  const found = new RegExp(`^${source}${options.exact ? `${tail}$` : '(?:/(?=$))?(?=/|$)'}`, options.sensitive ? '' : 'i').exec(pathname);
  if (!found) return null;
  const url = pattern === '/' && found[0] === '' ? '/' : found[0];
  const isExact = pathname === url || pathname === `${url}/`;
  if (options.exact && !isExact) return null;
  return { path: pattern, url, isExact, params: Object.fromEntries(names.map((name, i) => [name, found[i + 1]]).filter(([, v]) => v !== undefined)) };
}

/** react-router's `matchPath(pathname, pathOrOptions)`: the match, or null. */
export function matchPath(pathname: string, options: string | string[] | MatchOptions = {}): RouteMatch | null {
  const opts: MatchOptions = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  const patterns = opts.path === undefined ? [] : ([] as string[]).concat(opts.path);
  if (!patterns.length) return { path: '/', url: '/', isExact: pathname === '/', params: {} };
  for (const pattern of patterns) {
    const match = matchOne(pathname, pattern, opts);
    if (match) return match;
  }
  return null;
}
