/** The active rule of a configured navbar link (Docusaurus's NavbarNavLink), see renderer/navbar-active.ts. */
import type { ActiveMatch } from '../navbar-active.js';
import { withoutBaseUrl } from '../../engine/graph/urls.js';

/** A site path as `useBaseUrl` would read it, without the base URL, query or hash: `docs/a?x` -> `/docs/a`. */
export function sitePath(to: string): string {
  const p = to.replace(/[?#].*$/, '');
  return p.startsWith('/') ? p : `/${p}`;
}

/**
 * `activeBaseRegex` wins, then `activeBasePath` (a text prefix), else the link's own target `to`:
 * that path and the paths below it, or that path only with `exact: true`.
 */
export function linkActive(raw: Record<string, unknown>, to: string, baseUrl: string): ActiveMatch {
  if (typeof raw.activeBaseRegex === 'string' && raw.activeBaseRegex) return { kind: 'regex', source: raw.activeBaseRegex, base: baseUrl.replace(/\/$/, '') };
  if (typeof raw.activeBasePath === 'string' && raw.activeBasePath) return { kind: 'startsWith', path: sitePath(raw.activeBasePath) };
  return { kind: raw.exact === true ? 'exact' : 'prefix', path: sitePath(withoutBaseUrl(to, baseUrl)) };
}
