/** Worker thread: parses a slice of files (see parse-files.ts) and posts results in batches. */
import { parentPort, workerData } from 'node:worker_threads';
import { type ParseJob, parseWithCache } from './parse-files.js';
import type { ParsedContent } from './parse.js';

const { jobs, cacheDir } = workerData as { jobs: ParseJob[]; cacheDir?: string };
let batch: { index: number; parsed: ParsedContent }[] = [];
jobs.forEach((job, index) => {
  batch.push({ index, parsed: parseWithCache(job, cacheDir) });
  if (batch.length === 50) {
    parentPort!.postMessage(batch);
    batch = [];
  }
});
if (batch.length) parentPort!.postMessage(batch);
