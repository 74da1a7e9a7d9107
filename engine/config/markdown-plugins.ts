/**
 * Docusaurus remark/rehype plugins, read by name. A config imports them as packages (`import remarkMath
 * from 'remark-math'`) or from the site's files. remark-math and rehype-katex are honoured (they turn on
 * build-time KaTeX math), and so is @docusaurus/remark-plugin-npm2yarn (its tabs are built in:
 * markdown.npm2yarn). Any other remark plugin the config could load is run on each parsed file
 * (engine/content/remark-plugins.ts); rehype and recma plugins, and remark plugins whose package is not
 * installed, are named in a warning.
 */

/** The package of Docusaurus's npm2yarn remark plugin. */
export const NPM2YARN = '@docusaurus/remark-plugin-npm2yarn';

/** Packages the config loader always replaces with a named stand-in (installed or not). */
export const HONOURED_PLUGIN_PACKAGES: ReadonlySet<string> = new Set(['remark-math', 'rehype-katex', NPM2YARN]);

/** Symbol.for() key under which a config stand-in answers its package name. */
export const STAND_IN_PACKAGE_KEY = 'docs-engine.stand-in-package';

/** The package a config value stands in for, when the loader replaced a missing import with a stand-in. */
export function standInPackage(value: unknown): string | undefined {
  if (typeof value !== 'function' && (typeof value !== 'object' || value === null)) return undefined;
  const name = (value as Record<symbol, unknown>)[Symbol.for(STAND_IN_PACKAGE_KEY)];
  return typeof name === 'string' ? name : undefined;
}

/** Function names of the honoured plugins, for configs built some other way (already evaluated objects). */
const FUNCTION_NAMES: Record<string, string> = { remarkMath: 'remark-math', rehypeKatex: 'rehype-katex' };

/** The package (or function) name of one `remarkPlugins`/`rehypePlugins` entry (`plugin` or `[plugin, options]`). */
export function pluginName(entry: unknown): string | undefined {
  const plugin = Array.isArray(entry) ? entry[0] : entry;
  if (typeof plugin === 'string') return plugin;
  if (typeof plugin !== 'function' && (typeof plugin !== 'object' || plugin === null)) return undefined;
  const standIn = standInPackage(plugin);
  if (standIn !== undefined) return standIn.split('/').slice(0, standIn.startsWith('@') ? 2 : 1).join('/');
  const name = typeof plugin === 'function' ? plugin.name : '';
  return name ? (FUNCTION_NAMES[name] ?? name) : undefined;
}

/** A remark plugin the parse runs: the function the config gave, with its options. */
export interface RemarkPluginEntry {
  name: string;
  plugin: (this: unknown, options?: unknown) => unknown;
  options?: unknown;
}

/** Options of a content plugin listing remark plugins, in the order Docusaurus runs them. */
const REMARK_OPTIONS = ['beforeDefaultRemarkPlugins', 'remarkPlugins'];

/** The function of a remark plugin entry the config loaded (an ES module's default too), unless it stands in for a missing package. */
function runnablePlugin(entry: unknown): RemarkPluginEntry['plugin'] | undefined {
  const value = Array.isArray(entry) ? entry[0] : entry;
  const plugin = typeof value === 'function' ? value : value && typeof value === 'object' && typeof (value as { default?: unknown }).default === 'function' ? (value as { default: unknown }).default : undefined;
  if (typeof plugin !== 'function' || standInPackage(plugin) !== undefined || standInPackage(value) !== undefined) return undefined;
  return plugin as RemarkPluginEntry['plugin'];
}

/** The remark plugins of a content plugin's options that the parse runs (not the honoured ones). */
export function runnableRemarkPlugins(options: Record<string, unknown>): RemarkPluginEntry[] {
  const out: RemarkPluginEntry[] = [];
  for (const option of REMARK_OPTIONS) {
    const list = options[option];
    if (!Array.isArray(list)) continue;
    list.forEach((entry, i) => {
      const plugin = runnablePlugin(entry);
      const name = pluginName(entry) ?? `plugin #${i + 1}`;
      if (plugin && !HONOURED_PLUGIN_PACKAGES.has(name)) out.push({ name, plugin, ...(Array.isArray(entry) && entry.length > 1 ? { options: entry[1] } : {}) });
    });
  }
  return out;
}

export interface MarkdownPlugins {
  /** remark-math is listed. */
  math: boolean;
  /** rehype-katex is listed. */
  katex: boolean;
  /** remark-math's options (`singleDollarTextMath`), when given. */
  mathOptions?: Record<string, unknown>;
  /** rehype-katex's options (KaTeX's: `macros`, `strict`...), when given. */
  katexOptions?: Record<string, unknown>;
  /** @docusaurus/remark-plugin-npm2yarn is listed: its options (`{}` when it has none). */
  npm2yarn?: Record<string, unknown>;
  /** Every other plugin, by name (`plugin #N` when it has none), with the option it came from. */
  ignored: { option: string; name: string }[];
}

/** Sorts the plugin lists of a docs options object into honoured and ignored ones. */
export function readMarkdownPlugins(docs: Record<string, unknown>): MarkdownPlugins {
  const out: MarkdownPlugins = { math: false, katex: false, ignored: [] };
  for (const option of ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins', 'recmaPlugins']) {
    const list = docs[option];
    if (!Array.isArray(list)) continue;
    list.forEach((entry, i) => {
      const name = pluginName(entry);
      const options = Array.isArray(entry) && entry[1] && typeof entry[1] === 'object' ? (entry[1] as Record<string, unknown>) : undefined;
      if (name === 'remark-math' && /remark/i.test(option)) {
        out.math = true;
        if (options) out.mathOptions = options;
      } else if (name === 'rehype-katex' && /rehype/i.test(option)) {
        out.katex = true;
        if (options) out.katexOptions = options;
      }
      else if (name === NPM2YARN && /remark/i.test(option)) out.npm2yarn = Array.isArray(entry) && entry[1] && typeof entry[1] === 'object' ? (entry[1] as Record<string, unknown>) : {};
      else if (REMARK_OPTIONS.includes(option) && runnablePlugin(entry)) return; // run by the parse
      else out.ignored.push({ option, name: name ?? `plugin #${i + 1}` });
    });
  }
  return out;
}
