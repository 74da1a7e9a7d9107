/**
 * Build extensions: features that add files to a build (the search index, ...), run over the
 * complete set of rendered contents before the output folder is swapped in. The dev server runs the
 * built-in ones in a worker thread (serve/extensions-worker.ts), so this module registers them itself.
 */
import type { LoadedSite } from '../../engine/load.js';
import type { ShellData } from '../model.js';
import type { BuiltContent } from './pages.js';
import { writeMachineReadableFiles } from './machine-readable.js';
import { writeSearchIndex } from './search-index.js';
import type { PreviousBuild } from './search-reuse.js';

/**
 * What an extension gets: the site, its rendered contents, and the folder to write into. `pagesDir` is
 * where the pages and their `{route}.md` twins were written when that is not `outDir` (serve writes
 * extension files to a scratch folder first). `previous` is the build being replaced, when the build
 * is incremental: an extension may take its unchanged files from there.
 */
export type BuildExtension = (ctx: { site: LoadedSite; outDir: string; pagesDir?: string; contents: ReadonlyMap<string, BuiltContent>; shell: ShellData; previous?: PreviousBuild }) => Promise<void> | void;
const extensions: BuildExtension[] = [];
/** Extensions made from the contents alone, which need not wait for the pages' files (the search index). */
const contentsOnly = new Set<BuildExtension>();
export function registerBuildExtension(extension: BuildExtension, options: { readsPages?: boolean } = {}): void {
  extensions.push(extension);
  if (options.readsPages === false) contentsOnly.add(extension);
}
registerBuildExtension(writeSearchIndex, { readsPages: false });
registerBuildExtension(writeMachineReadableFiles);
/** How many extensions this module registers itself: every thread that loads it has these. */
export const BUILTIN_EXTENSION_COUNT = extensions.length;
/** The extensions registered so far, built-in ones first. */
export function buildExtensions(): readonly BuildExtension[] {
  return extensions;
}

/** Pages still being written beside the build (reused pages are placed by a thread: place-pages.ts). */
export interface PagesWritten {
  /** Settles once every page's files are in the folder. */
  promise: Promise<unknown>;
  /** Whether they all are, already. */
  done(): boolean;
}

/**
 * Runs every registered build extension (the search index, ...) over a complete set of contents.
 * An extension that may read the pages' files waits for `pages`; the search index, made from the
 * contents alone, does not. The built-in ones run together, on this thread until one waits: when the
 * pages are all written, the page readers start first (llms-full.txt is assembled on a thread of its
 * own while the search index is made here); else the search index is made while the pages are
 * placed, and the readers follow. Then the other extensions, in order. Whatever fails, nothing is
 * left writing when this settles.
 */
export async function runBuildExtensions(ctx: Parameters<BuildExtension>[0], pages?: PagesWritten): Promise<void> {
  const run = async (extension: BuildExtension) => {
    if (pages && !pages.done() && !contentsOnly.has(extension)) await pages.promise;
    await extension(ctx);
  };
  const builtins = extensions.slice(0, BUILTIN_EXTENSION_COUNT);
  const readers = builtins.filter((e) => !contentsOnly.has(e));
  const makers = builtins.filter((e) => contentsOnly.has(e));
  const order = !pages || pages.done() ? [...readers, ...makers] : [...makers, ...readers];
  const settled = await Promise.allSettled(order.map((extension) => Promise.resolve().then(() => run(extension))));
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  for (const extension of extensions.slice(BUILTIN_EXTENSION_COUNT)) await run(extension);
}
