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

/**
 * Runs every registered build extension (the search index, ...) over a complete set of contents, in
 * order. `pagesWritten` settles once every page's files are in the folder (reused pages are placed
 * apart): an extension that may read them waits for it; the search index, made from the contents
 * alone, runs meanwhile.
 */
export async function runBuildExtensions(ctx: Parameters<BuildExtension>[0], pagesWritten?: Promise<void>): Promise<void> {
  for (const extension of extensions) {
    if (!contentsOnly.has(extension)) await pagesWritten;
    await extension(ctx);
  }
}

