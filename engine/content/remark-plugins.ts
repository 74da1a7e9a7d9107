/**
 * The site's own remark plugins (a content plugin's `beforeDefaultRemarkPlugins` and `remarkPlugins`),
 * run on each file's tree once it is parsed, before the engine reads headings, links and components
 * from it: what a plugin adds, removes or rewrites is what the page shows and what is checked. As in
 * Docusaurus, each gets its options and returns a transformer called with the tree and a vfile of the
 * file (its path and text). A plugin that throws is an error at the file naming the plugin; the file
 * is shown as parsed. One whose transformer is asynchronous has run up to its first `await` (all of
 * it when it awaits nothing); one that awaits is a warning (a parse on one pass cannot wait).
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
    if (failure) diagnostics.push({ severity: failure.severity, rule: 'remark-plugin', message: `The remark plugin "${entry.name}" failed on ${file.source}: ${failure.message}`, file: file.source, line: 1, column: 1 });
  }
  return diagnostics;
}

/** What went wrong with a plugin on a file: an error, or a warning (it may have done only part of its work). */
interface Failure {
  severity: 'error' | 'warning';
  message: string;
}

function runOne(tree: Root, entry: RemarkPluginEntry, vfile: { path: string; value: string }): Failure | undefined {
  try {
    // A processor of its own: the plugin may read `this` (data, parser settings) as remark plugins do.
    const processor = unified().use(entry.plugin as Parameters<ReturnType<typeof unified>['use']>[0], ...(entry.options === undefined ? [] : [entry.options]));
    processor.runSync(tree, vfile);
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/runSync.*finished async|finished async/i.test(message)) return asyncFailure(entry);
    return { severity: 'error', message: `${message.replace(/\.$/, '')}. Fix the plugin or its options in the site config.` };
  }
}

/**
 * A transformer that returned a promise has run up to its first `await`, on the tree itself. One
 * written `async` that awaits nothing (common: Docusaurus awaits every transformer, so sites mark
 * them `async` freely) has done all its work; one that awaits may have done only part of it.
 */
function asyncFailure(entry: RemarkPluginEntry): Failure | undefined {
  let source = '';
  try {
    source = String((entry.plugin as (this: unknown, options?: unknown) => unknown).call(unified(), entry.options));
  } catch {
    // its source is unknown: it may await
  }
  if (source && !/\bawait\b/.test(source)) return undefined;
  return { severity: 'warning', message: 'it works asynchronously (its transformer awaits), which the parse cannot wait for: what it does after its first `await` is missing from the page. Make its transformer synchronous.' };
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
