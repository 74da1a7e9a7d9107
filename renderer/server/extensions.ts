/**
 * Build extensions: features that add files to a build (the search index, ...), run over the
 * complete set of rendered contents before the output folder is swapped in. The dev server runs the
 * built-in ones in a worker thread (serve/extensions-worker.ts), so this module registers them itself.
 */
import type { LoadedSite } from '../../engine/load.js';
import type { ShellData } from '../model.js';
import type { BuiltContent } from './pages.js';
import { writeMachineReadableFiles } from './machine-readable.js';
import type { PagesWritten } from './pages-written.js';
import { writeSearchIndex } from './search-index.js';
import type { PreviousBuild } from './search-reuse.js';

export type { PagesWritten } from './pages-written.js';

/**
 * What an extension gets: the site, its rendered contents, and the folder to write into. `pagesDir` is
 * where the pages and their `{route}.md` twins were written when that is not `outDir` (serve writes
 * extension files to a scratch folder first). `previous` is the build being replaced, when the build
 * is incremental: an extension may take its unchanged files from there. `pages`: the pages still
 * being written, for an extension that waits for them itself (registered with readsPages false).
 */
export type BuildExtension = (ctx: { site: LoadedSite; outDir: string; pagesDir?: string; contents: ReadonlyMap<string, BuiltContent>; shell: ShellData; previous?: PreviousBuild; pages?: PagesWritten }) => Promise<void> | void;
const extensions: BuildExtension[] = [];
/** Extensions started without waiting for the pages' files: made from the contents alone (the search index), or waiting for them themselves (llms-full.txt's thread). */
const startsAtOnce = new Set<BuildExtension>();
export function registerBuildExtension(extension: BuildExtension, options: { readsPages?: boolean } = {}): void {
  extensions.push(extension);
  if (options.readsPages === false) startsAtOnce.add(extension);
}
// llms.txt and llms-full.txt first: llms-full.txt's thread starts before the search index is made here.
registerBuildExtension(writeMachineReadableFiles, { readsPages: false });
registerBuildExtension(writeSearchIndex, { readsPages: false });
/** How many extensions this module registers itself: every thread that loads it has these. */
export const BUILTIN_EXTENSION_COUNT = extensions.length;
/** The extensions registered so far, built-in ones first. */
export function buildExtensions(): readonly BuildExtension[] {
  return extensions;
}

/**
 * Runs every registered build extension (the search index, ...) over a complete set of contents.
 * An extension that may read the pages' files waits for `pages`, unless it waits for them itself.
 * The built-in ones do, and run together, in their order, on this thread until one waits:
 * llms-full.txt's thread starts first (it waits for the pages there), then the search index is
 * made here while the pages are placed. Then the other extensions, in order. Whatever fails,
 * nothing is left writing when this settles.
 */
export async function runBuildExtensions(ctx: Parameters<BuildExtension>[0], pages?: PagesWritten): Promise<void> {
  const run = async (extension: BuildExtension) => {
    if (pages && !pages.done() && !startsAtOnce.has(extension)) await pages.promise;
    await extension(pages ? { ...ctx, pages } : ctx);
  };
  const builtins = extensions.slice(0, BUILTIN_EXTENSION_COUNT);
  const settled = await Promise.allSettled(builtins.map((extension) => Promise.resolve().then(() => run(extension))));
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  for (const extension of extensions.slice(BUILTIN_EXTENSION_COUNT)) await run(extension);
}
