/**
 * Client redirects (`@docusaurus/plugin-client-redirects`): the old paths of a site, each written as
 * a small page that sends the reader on. Collected as the plugin does: `fromExtensions` and
 * `toExtensions` over every route, the explicit `redirects`, then `createRedirects` called with
 * every route; an old path that is a page of the site already is dropped (the page wins).
 */
import { locateKey, locateValue } from '../config/positions.js';
import type { ClientRedirectsOptions } from '../config/schema.js';
import type { Diagnostic } from '../diagnostics.js';
import { applyTrailingSlash } from '../content/ids.js';
import { isExternal } from './urls.js';
import { matchRoute, routeIndex, routeKey } from './routes.js';
import type { Redirect, Route } from './types.js';

export interface RedirectsInput {
  options: ClientRedirectsOptions | undefined;
  routes: Route[];
  trailingSlash: boolean | undefined;
  configFile: string;
  configSource: string;
}

/** `/a/b/` and `a/b` -> `/a/b` (old paths compare without the trailing slash, as routes do). */
function cleanPath(p: string): string {
  const withSlash = p.startsWith('/') ? p : `/${p}`;
  return routeKey(withSlash.replace(/[?#].*$/, ''));
}

/**
 * A redirect found: `named` when asked for (redirects, createRedirects), not made from an extension;
 * `rest`: the query and fragment of an explicit `to` (`/intro#setup`), kept on the redirect's target.
 */
type FoundRedirect = Redirect & { named?: true; rest?: string };

export function collectRedirects(input: RedirectsInput): { redirects: Redirect[]; diagnostics: Diagnostic[] } {
  const { options, routes, configFile, configSource } = input;
  const diagnostics: Diagnostic[] = [];
  if (!options) return { redirects: [], diagnostics };
  const byKey = routeIndex(routes);
  const found: FoundRedirect[] = [];
  const pages = routes.filter((r) => r.kind !== '404').map((r) => r.path);

  for (const page of pages) {
    const clean = routeKey(page);
    if (clean === '/') continue;
    for (const ext of options.fromExtensions) found.push({ from: `${clean}.${ext.replace(/^\./, '')}`, to: page });
    for (const ext of options.toExtensions) {
      const suffix = `.${ext.replace(/^\./, '')}`;
      if (clean.endsWith(suffix)) found.push({ from: clean.slice(0, -suffix.length), to: page });
    }
  }

  found.push(...explicitRedirects(input, options, byKey, diagnostics));

  if (options.createRedirects) {
    for (const page of pages) {
      let created: string | string[] | null | undefined;
      try {
        created = options.createRedirects(page);
      } catch (error) {
        diagnostics.push({ severity: 'error', rule: 'redirect-target', message: `createRedirects (plugin-client-redirects) threw for "${page}": ${(error as Error).message}`, file: configFile, ...(locateKey(configSource, ['createRedirects']) ?? {}) });
        break;
      }
      for (const f of [created ?? []].flat()) if (typeof f === 'string' && f) found.push({ from: f, to: page, named: true });
    }
  }

  const redirects: Redirect[] = [];
  const seen = new Set<string>();
  const overriding: string[] = [];
  for (const { from, to, named, rest = '' } of found) {
    const clean = cleanPath(from);
    // An existing page (by its exact path: `/guide.html` of fromExtensions is no page, though it names
    // one), or already redirected.
    if (byKey.has(clean) && named) overriding.push(`"${from}" -> "${to}"`);
    if (byKey.has(clean) || seen.has(clean)) continue;
    seen.add(clean);
    const slash = clean !== '/' && /\/$/.test(from.replace(/[?#].*$/, ''));
    redirects.push({ from: clean, to: isExternal(to) ? to : applyTrailingSlash(to, input.trailingSlash) + rest, ...(slash ? { slash } : {}) });
  }
  // As Docusaurus warns: the page stays, the redirect is not written.
  if (overriding.length) {
    diagnostics.push({
      severity: 'warning',
      rule: 'redirect-overrides-page',
      message: `Redirects from a path that is a page of this site are ignored (the page stays): ${overriding.join(', ')}. Remove them from plugin-client-redirects, or move the page.`,
      file: configFile,
      ...(locateKey(configSource, ['redirects']) ?? locateKey(configSource, ['createRedirects']) ?? {}),
    });
  }
  return { redirects, diagnostics };
}

/** The redirects the options name (`redirects`), each to a page of the site (an error at it otherwise) or an absolute URL. */
function explicitRedirects({ configFile, configSource }: RedirectsInput, options: ClientRedirectsOptions, byKey: ReturnType<typeof routeIndex>, diagnostics: Diagnostic[]): FoundRedirect[] {
  const found: FoundRedirect[] = [];
  let searchFrom = locateKey(configSource, ['redirects']) ? configSource.indexOf('redirects') : 0;
  for (const { from, to } of options.redirects) {
    const at = locateValue(configSource, to, searchFrom);
    if (at.line) searchFrom = configSource.split('\n').slice(0, at.line - 1).join('\n').length + (at.column ?? 0);
    if (isExternal(to)) {
      for (const f of [from].flat()) found.push({ from: f, to, named: true });
      continue;
    }
    const target = matchRoute(byKey, cleanPath(to));
    if (!target) {
      diagnostics.push({
        severity: 'error',
        rule: 'redirect-target',
        message: `The redirect to "${to}" (plugin-client-redirects, from ${[from].flat().map((f) => `"${f}"`).join(', ')}) points to a path that is not a page of this site. Fix \`to\`, or remove the redirect.`,
        file: configFile,
        ...(at.line ? at : (locateKey(configSource, ['redirects']) ?? {})),
      });
      continue;
    }
    const rest = /[?#].*$/.exec(to)?.[0];
    for (const f of [from].flat()) found.push({ from: f, to: target.path, named: true, ...(rest ? { rest } : {}) });
  }
  return found;
}
