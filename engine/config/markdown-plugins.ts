/**
 * Docusaurus remark/rehype plugins, read by name. A config imports them as packages (`import remarkMath
 * from 'remark-math'`); the engine never runs their code. remark-math and rehype-katex are honoured (they
 * turn on build-time KaTeX math), and so is @docusaurus/remark-plugin-npm2yarn (its tabs are built
 * in: markdown.npm2yarn); any other plugin is named in a warning.
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

export interface MarkdownPlugins {
  /** remark-math is listed. */
  math: boolean;
  /** rehype-katex is listed. */
  katex: boolean;
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
      if (name === 'remark-math' && /remark/i.test(option)) out.math = true;
      else if (name === 'rehype-katex' && /rehype/i.test(option)) out.katex = true;
      else if (name === NPM2YARN && /remark/i.test(option)) out.npm2yarn = Array.isArray(entry) && entry[1] && typeof entry[1] === 'object' ? (entry[1] as Record<string, unknown>) : {};
      else out.ignored.push({ option, name: name ?? `plugin #${i + 1}` });
    });
  }
  return out;
}
