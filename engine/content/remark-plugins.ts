/**
 * The site's own remark plugins (a content plugin's `beforeDefaultRemarkPlugins` and `remarkPlugins`),
 * run on each file's tree once it is parsed, before the engine reads headings, links and components
 * from it: what a plugin adds, removes or rewrites is what the page shows and what is checked. As in
 * Docusaurus, each gets its options and returns a transformer called with the tree and a vfile of the
 * file (its path and text). A plugin that throws, or that works asynchronously (which a parse on one
 * pass cannot wait for), is an error at the file naming the plugin; the file is shown as parsed.
 */
import { createHash } from 'node:crypto';
import type { Root } from 'mdast';
import { unified } from 'unified';
import type { RemarkPluginEntry } from '../config/markdown-plugins.js';
import type { Diagnostic } from '../diagnostics.js';

/** Runs `plugins` on `tree` (changed in place); diagnostics for those that failed. */
export function runRemarkPlugins(tree: Root, plugins: readonly RemarkPluginEntry[], file: { abs?: string; source: string; text: string }): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // unified makes a vfile of it for each run.
  const vfile = { path: file.abs ?? file.source, value: file.text };
  for (const entry of plugins) {
    const failure = runOne(tree, entry, vfile);
    if (failure) diagnostics.push({ severity: 'error', rule: 'remark-plugin', message: `The remark plugin "${entry.name}" failed on ${file.source}: ${failure}`, file: file.source, line: 1, column: 1 });
  }
  return diagnostics;
}

function runOne(tree: Root, entry: RemarkPluginEntry, vfile: { path: string; value: string }): string | undefined {
  try {
    // A processor of its own: the plugin may read `this` (data, parser settings) as remark plugins do.
    const processor = unified().use(entry.plugin as Parameters<ReturnType<typeof unified>['use']>[0], ...(entry.options === undefined ? [] : [entry.options]));
    processor.runSync(tree, vfile);
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/runSync.*finished async|finished async/i.test(message)) return 'it works asynchronously, which the parse cannot wait for; its effect on the content is missing. Make its transformer synchronous.';
    return `${message.replace(/\.$/, '')}. Fix the plugin or its options in the site config.`;
  }
}

/** What the parse of a file depends on in its remark plugins (for the parse cache key): their names, code and options. */
export function remarkPluginsKey(plugins: readonly RemarkPluginEntry[] | undefined): string {
  if (!plugins?.length) return '';
  let key = keys.get(plugins);
  if (key === undefined) {
    const hash = createHash('sha1');
    for (const { name, plugin, options } of plugins) hash.update(name).update('\0').update(String(plugin)).update('\0').update(optionsText(options)).update('\0');
    keys.set(plugins, (key = hash.digest('hex')));
  }
  return key;
}
const keys = new WeakMap<readonly RemarkPluginEntry[], string>();

function optionsText(options: unknown): string {
  try {
    return JSON.stringify(options, (_key, value: unknown) => (typeof value === 'function' ? String(value) : value)) ?? '';
  } catch {
    return String(options);
  }
}
