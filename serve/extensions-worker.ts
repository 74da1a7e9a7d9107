/**
 * Worker thread of `docs serve` that runs the built-in build extensions (the search index: a few
 * seconds of lunr on a large site) off the main thread, so requests and rebuilds are not held up.
 * It receives the graph, the rendered contents and the shell, writes into the given folder, and
 * answers `{ id, ok }`. Extensions registered at run time stay on the main thread (serve/builder.ts).
 */
import { parentPort } from 'node:worker_threads';
import type { SiteGraph } from '../engine/graph/types.js';
import type { RenderedContent } from '../renderer/markdown/index.js';
import type { ShellData } from '../renderer/model.js';
import { BUILTIN_EXTENSION_COUNT, buildExtensions } from '../renderer/server/extensions.js';

export interface ExtensionJob {
  id: number;
  graph: SiteGraph;
  contents: [string, RenderedContent][];
  shell: ShellData;
  outDir: string;
  pagesDir: string;
}

parentPort?.on('message', async (job: ExtensionJob) => {
  try {
    const site = { graph: job.graph, trees: new Map(), diagnostics: [] };
    const contents = new Map(job.contents);
    for (const extension of buildExtensions().slice(0, BUILTIN_EXTENSION_COUNT)) await extension({ site, outDir: job.outDir, pagesDir: job.pagesDir, contents, shell: job.shell });
    parentPort!.postMessage({ id: job.id, ok: true });
  } catch (error) {
    parentPort!.postMessage({ id: job.id, ok: false, error: (error as Error).stack ?? String(error) });
  }
});
