/**
 * Worker thread of parse-files.ts: parses a slice of files (through the cache) and posts the results
 * in batches. A worker that keeps its trees (ContentWorkers) posts the parses without them and then
 * stays, running tasks over the trees it holds (rendering them, for a build), so no tree ever
 * crosses to the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Root } from 'mdast';
import { cachedAt, foundInCache, type HeldTree, type ParsedItem, type ParseJob, parseHoldingTree, parseWithCache, withParser, type WorkerMessage, type WorkerTaskModule, type WorkerTaskRequest, type WorkerTrees } from './parse-files.js';
import type { Diagnostic } from '../diagnostics.js';

const { jobs, cacheDir, trees: treeMode, preload, held: given } = workerData as { jobs: ParseJob[]; cacheDir?: string; trees: WorkerTrees; preload?: string; held?: (HeldTree | undefined)[] };
const EMPTY_TREE: Root = { type: 'root', children: [] };
/**
 * Below this many files not found in the parse cache, a worker does not preload the task module: a
 * build that parsed so few is mostly an edit, whose few pages render on the main thread
 * (renderer/server/build.ts, treesReadHere), and loading the renderer here (about a second on each
 * thread) only takes the cores from the main thread while it assembles the site. A build that renders
 * every doc from a warm cache all the same (a config edit) loads it with its task instead.
 */
const PRELOAD_FROM_PARSED = 32;
const port = parentPort!;
const post = (message: WorkerMessage) => port.postMessage(message);

/** Trees kept for tasks, by the job's source path. */
const trees = new Map<string, HeldTree>();
/** Files parsed here (not found in the parse cache). */
let parsedHere = 0;
let batch: ParsedItem[] = [];
for (const [index, job] of jobs.entries()) {
  const known = given?.[index];
  // The parser is loaded at the first file not in the cache (withParser), if any.
  if (known) trees.set(job.source, known); // its parse is known where the worker was started: not posted
  else if (treeMode === 'keep') {
    const held = await withParser(() => parseHoldingTree(job, cacheDir));
    trees.set(job.source, held.tree);
    if (!foundInCache(held.tree)) parsedHere++;
    const cached = cachedAt(held.tree);
    batch.push({ index, parsed: held.parsed, ...(cached ? { cached } : {}) });
  } else {
    const parsed = await withParser(() => parseWithCache(job, cacheDir));
    batch.push({ index, parsed: treeMode === 'send' ? parsed : { ...parsed, tree: EMPTY_TREE } });
  }
  if (batch.length === 50) {
    post({ type: 'parsed', items: batch });
    batch = [];
  }
}
if (batch.length) post({ type: 'parsed', items: batch });
post({ type: 'ready' });

if (treeMode === 'keep') {
  // Load the task module while the main thread assembles the site (the task's import then finds it
  // loaded); a failure shows again, reported, when the task imports it.
  if (preload && parsedHere >= PRELOAD_FROM_PARSED) import(preload).catch(() => undefined);
  port.on('message', async ({ id, module, input }: WorkerTaskRequest) => {
    try {
      const task = (await import(module)) as WorkerTaskModule;
      const output = await task.runTask(input, { trees, progress: (count, part) => post({ type: 'progress', id, count, ...(part === undefined ? {} : { part }) }) });
      post({ type: 'done', id, output });
    } catch (error) {
      // Content errors found while rendering (SiteLoadError) cross as their diagnostics.
      const diagnostics = (error as { diagnostics?: unknown }).diagnostics;
      post({ type: 'failed', id, error: (error as Error).stack ?? String(error), ...(Array.isArray(diagnostics) ? { diagnostics: diagnostics as Diagnostic[] } : {}) });
    }
  });
}
