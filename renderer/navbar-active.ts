/**
 * When a navbar item shows as active, by Docusaurus 3.9's rules (theme-classic): a link is a
 * react-router NavLink to its target (active on that path and, unless exact, every path below it,
 * case-insensitive), `activeBasePath` replaces that with a plain "the path starts with" test and
 * `activeBaseRegex` with a regular expression; a doc or docSidebar item is active on its own page
 * and on every page of its sidebar; a version dropdown's entries on the pages of their version.
 * Shared by the server (which builds the matches) and the browser (which tests them).
 */
import { encodeRoute } from '../engine/content/route-encoding.js';

export type ActiveMatch =
  /** NavLink `exact`: this path only (a trailing slash does not matter). */
  | { kind: 'exact'; path: string }
  /** NavLink: this path and the paths below it, segment by segment. */
  | { kind: 'prefix'; path: string }
  /** `activeBasePath`: the page's path starts with this text. */
  | { kind: 'startsWith'; path: string }
  /** `activeBaseRegex`, tested on the path the browser shows (base URL included). */
  | { kind: 'regex'; source: string; base: string }
  /**
   * doc and docSidebar items: the target page (`path`), or any page of `sidebar` of the item's docs
   * instance (`instance`, absent for the default one: two instances may name a sidebar alike).
   */
  | { kind: 'sidebar'; path: string; sidebar?: string; instance?: string }
  /** A version dropdown's entry: the pages of this docs version. */
  | { kind: 'version'; version: string };

export interface MatchedPage {
  route: string;
  sidebarId?: string;
  version?: string;
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);

/** NavLink's matching (path-to-regexp, not strict, not case-sensitive). */
function navLinkMatches(path: string, route: string, exact: boolean): boolean {
  const target = trimSlash(path).toLowerCase();
  const here = trimSlash(route).toLowerCase();
  if (here === target) return true;
  return !exact && here.startsWith(target.endsWith('/') ? target : `${target}/`);
}

function regexMatches(source: string, pathname: string): boolean {
  try {
    return new RegExp(source, 'i').test(pathname);
  } catch {
    return false; // an invalid expression matches nothing (the navbar check names it)
  }
}

/** The docs instance of a page's version (its name in the site: `{pluginId}/{version}`, the default instance's bare); undefined for the default one. */
const instanceOf = (version: string | undefined) => (version?.includes('/') ? version.slice(0, version.indexOf('/')) : undefined);

/** Is an item with this match active on this page? */
export function isActive(match: ActiveMatch | undefined, page: MatchedPage): boolean {
  if (!match) return false;
  switch (match.kind) {
    case 'exact':
      return navLinkMatches(match.path, page.route, true);
    case 'prefix':
      return navLinkMatches(match.path, page.route, false);
    case 'startsWith':
      return encodeRoute(page.route).startsWith(match.path);
    case 'regex':
      return regexMatches(match.source, match.base + encodeRoute(page.route));
    case 'sidebar':
      return navLinkMatches(match.path, page.route, true) || (!!match.sidebar && page.sidebarId === match.sidebar && instanceOf(page.version) === match.instance);
    case 'version':
      return page.version === match.version;
  }
}

/** Whether the page is the link's own target: the link gets `aria-current="page"`. */
export function isTargetPage(match: ActiveMatch | undefined, route: string): boolean {
  return !!match && 'path' in match && match.kind !== 'startsWith' && navLinkMatches(match.path, route, true);
}
