/**
 * Checks the previous build's pages (incremental.ts intactPagesOf) on a thread of its own, started
 * before the site loads: at 10,000 pages its stats take half a second that the build's own thread
 * spends loading the site meanwhile. The build takes the answer when it opens the incremental build.
 */
import { runAside } from './aside.js';
import { type IntactPages, intactPagesOf } from './incremental.js';

const WORKER_URL = new URL('./intact-pages-worker.js', import.meta.url);

/** The intact pages of the last build into `outDir`; undefined when it cannot tell (the build checks them itself). */
export function checkPreviousPagesAside(cacheDir: string, outDir: string): Promise<IntactPages | undefined> {
  return runAside(WORKER_URL, { cacheDir, outDir }, intactPagesOf, true).catch(() => undefined);
}
