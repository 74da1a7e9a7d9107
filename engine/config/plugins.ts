/**
 * A Docusaurus config's `plugins`: the client-redirects plugin is read (its options become
 * `clientRedirects`), and so are the gtag and Tag Manager plugins (`analytics`); every other plugin
 * gets one warning naming it, since the engine does not run plugin code.
 */
import type { Diagnostic } from '../diagnostics.js';

const CLIENT_REDIRECTS = new Set(['@docusaurus/plugin-client-redirects', 'docusaurus-plugin-client-redirects', 'client-redirects', '@docusaurus/client-redirects']);
/** The analytics plugins whose tags the engine writes, by the `analytics` key (and preset option) of each. */
const ANALYTICS: Record<string, 'gtag' | 'googleTagManager'> = {};
for (const [plugin, key] of [['google-gtag', 'gtag'], ['google-tag-manager', 'googleTagManager']] as const) {
  for (const name of [`@docusaurus/plugin-${plugin}`, `docusaurus-plugin-${plugin}`, plugin]) ANALYTICS[name] = key;
}
/** Plugins whose work the engine does itself: no warning. */
// plugin-ideal-image: its `@theme/IdealImage` is provided (renderer/markdown/mdx-eval/runtime.ts);
// docusaurus-plugin-sass: Sass stylesheets are compiled (renderer/markdown/mdx-eval/sass-module.ts).
const BUILT_IN = new Set(['@docusaurus/plugin-ideal-image', 'docusaurus-plugin-ideal-image', 'ideal-image', 'docusaurus-plugin-sass', 'sass']);
/** Local search plugins: the engine's own search (a lunr index per locale, the navbar's search box) takes their place. */
const LOCAL_SEARCH = new Set(['@easyops-cn/docusaurus-search-local', '@cmfcmf/docusaurus-search-local', 'docusaurus-lunr-search', 'docusaurus-plugin-search-local', '@getcanary/docusaurus-theme-search-pagefind', 'docusaurus-search-local']);
/** The sitemap plugin: the engine writes the sitemap itself, with its options (`sitemap`). */
const SITEMAP = new Set(['@docusaurus/plugin-sitemap', 'docusaurus-plugin-sitemap', 'sitemap']);

type Obj = Record<string, unknown>;

/** The name a plugin entry is known by: its module name, or the function's name. */
export function pluginName(entry: unknown): string {
  const written = Array.isArray(entry) ? entry[0] : entry;
  // An ES module's plugin (`require('./plugins/og')` of `export default function og()`) is its default export.
  const head = written && typeof written === 'object' && typeof (written as Obj).default === 'function' ? (written as Obj).default : written;
  if (typeof head === 'string') return head;
  if (typeof head === 'function') return head.name || '(anonymous plugin function)';
  if (head && typeof head === 'object' && typeof (head as Obj).name === 'string') return (head as Obj).name as string;
  return '(unnamed plugin)';
}

/**
 * Splits `plugins` into the client-redirects options (the last instance's, if given more than once)
 * and one warning for each plugin that is not run.
 */
export function readPlugins(plugins: unknown[], file: string): { clientRedirects?: Obj; analytics: Obj; sitemap?: unknown; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const analytics: Obj = {};
  let clientRedirects: Obj | undefined;
  let sitemap: unknown;
  for (const entry of plugins) {
    if (entry === false || entry === null || entry === undefined) continue; // Docusaurus skips these
    const name = pluginName(entry);
    if (CLIENT_REDIRECTS.has(name)) {
      const options = Array.isArray(entry) ? entry[1] : undefined;
      clientRedirects = options && typeof options === 'object' ? { ...(options as Obj) } : {};
      continue;
    }
    const analyticsKey = Object.hasOwn(ANALYTICS, name) ? ANALYTICS[name] : undefined;
    if (analyticsKey) {
      analytics[analyticsKey] = Array.isArray(entry) ? entry[1] : undefined;
      continue;
    }
    if (SITEMAP.has(name)) {
      sitemap = (Array.isArray(entry) ? entry[1] : undefined) ?? {};
      continue;
    }
    if (BUILT_IN.has(name)) continue;
    const what = LOCAL_SEARCH.has(name) ? 'The built-in search (a local index, the navbar search box) takes its place.' : 'Whatever it adds to the site is missing.';
    diagnostics.push({
      severity: 'warning',
      rule: 'plugin-not-run',
      message: `Plugin "${name}" is not run: docs runs no Docusaurus plugin code (only @docusaurus/plugin-client-redirects is read). ${what}`,
      file,
    });
  }
  return { ...(clientRedirects ? { clientRedirects } : {}), analytics, ...(sitemap !== undefined ? { sitemap } : {}), diagnostics };
}
