/**
 * Every locale of a site, one after the other: `docs build` builds each under its base URL (the
 * default locale at the root of the output, the others in `{locale}/`), `docs check` validates each.
 * Only one locale's site is loaded at a time. Diagnostics that several locales share (a doc that
 * is not translated is the same file in each) are reported once.
 */
import path from 'node:path';
import { type Diagnostic } from '../engine/diagnostics.js';
import type { LocaleInfo } from '../engine/graph/types.js';
import { dedupeDiagnostics, loadSite, type LoadedSite, type LoadOptions } from '../engine/load.js';

/** The locales after the first loaded one, in config order. */
export function otherLocales(site: LoadedSite): LocaleInfo[] {
  return site.graph.locales.filter((l) => l.locale !== site.graph.locale.locale);
}

/**
 * Where a locale's build goes inside the output folder: its base URL's place below the site's (the
 * default locale at the root, another in `{locale}/`), as Docusaurus lays the folders out.
 */
export function localeOutDir(outDir: string, site: LoadedSite, locale: LocaleInfo): string {
  // The site's own base URL: the default locale's (a locale's loaded config has its own).
  const defaultLocale = site.graph.config.i18n.defaultLocale;
  const siteBase = site.graph.locales.find((l) => l.locale === defaultLocale)?.baseUrl ?? '/';
  const below = locale.baseUrl.startsWith(siteBase) ? locale.baseUrl.slice(siteBase.length) : locale.baseUrl.replace(/^\//, '');
  return path.join(outDir, ...below.split('/').filter(Boolean));
}

/** Diagnostics not seen before (and remembers them). */
export function unseen(list: Diagnostic[], seen: Set<string>): Diagnostic[] {
  return dedupeDiagnostics(list).filter((d) => {
    const key = `${d.file}:${d.line}:${d.column}:${d.rule}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Diagnostics of another locale's build, saying which: a file of the default locale (a doc the
 * locale does not translate) reads the same in both, and a link may resolve in one and not the other
 * (under `/fr/`, `/base/docs/x` written with the default base URL is no page).
 */
export function inLocale(list: Diagnostic[], locale: string): Diagnostic[] {
  return list.map((d) => (d.file && !d.file.startsWith('i18n/') ? { ...d, message: `${d.message} (in the ${locale} build)` } : d));
}

export interface CheckedLocales {
  diagnostics: Diagnostic[];
  docs: number;
  routes: number;
  locales: number;
  configFile: string;
}

/** Loads and validates every locale (throws SiteLoadError as loadSite does). */
export async function checkEveryLocale(siteDir: string, options: LoadOptions): Promise<CheckedLocales> {
  const first = await loadSite(siteDir, options);
  const seen = new Set<string>();
  const diagnostics = unseen(first.diagnostics, seen);
  let docs = first.graph.docs.length;
  let routes = first.graph.routes.length;
  const others = otherLocales(first);
  for (const locale of others) {
    const site = await loadSite(siteDir, { ...options, locale: locale.locale });
    diagnostics.push(...inLocale(unseen(site.diagnostics, seen), locale.locale));
    docs += site.graph.docs.length;
    routes += site.graph.routes.length;
  }
  return { diagnostics, docs, routes, locales: others.length + 1, configFile: first.graph.configFile };
}
