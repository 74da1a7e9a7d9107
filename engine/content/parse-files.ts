/**
 * Parsing many files: a content-addressed cache (same text, same parser -> the stored result, no
 * parse) and, for large sites, worker threads so both cores parse. Results come back in input order.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { parseContent, type ParsedContent } from './parse.js';

export interface ParseJob {
  /** Absolute path of the file. */
  abs: string;
  /** Path for diagnostics, relative to the site root. */
  source: string;
  format: 'md' | 'mdx';
}

/** Bump when the parse output changes shape, so stale cache entries are not read. */
const CACHE_VERSION = '1';
/** Below this many files, threads cost more than they save. */
const WORKER_THRESHOLD = 300;

export function defaultCacheDir(siteDir: string): string {
  const nodeModules = path.join(siteDir, 'node_modules');
  return existsSync(nodeModules) ? path.join(nodeModules, '.cache', 'docs-engine') : path.join(tmpdir(), 'docs-engine-cache');
}

function cacheKey(text: string, job: ParseJob): string {
  return createHash('sha1').update(CACHE_VERSION).update('\0').update(job.format).update('\0').update(job.source).update('\0').update(text).digest('hex');
}

/** Where the parse of `text` (for `job`) is cached in `cacheDir`. */
export function cacheFileOf(text: string, job: ParseJob, cacheDir: string): string {
  const key = cacheKey(text, job);
  return path.join(cacheDir, key.slice(0, 2), `${key}.bin`);
}

/** A cached parse, or undefined when there is none (or it cannot be read). */
export function readCachedParse(file: string): ParsedContent | undefined {
  try {
    return deserialize(readFileSync(file)) as ParsedContent;
  } catch {
    return undefined; // not cached yet (or unreadable)
  }
}

/** Stores a parse in the cache (atomically); a cache that cannot be written only costs time. */
export function writeCachedParse(file: string, parsed: ParsedContent): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(tmp, serialize(parsed));
    renameSync(tmp, file);
  } catch {
    // ignore
  }
}

/** Parses one file through the cache (when `cacheDir` is set). */
export function parseWithCache(job: ParseJob, cacheDir: string | undefined): ParsedContent {
  const text = readFileSync(job.abs, 'utf8');
  if (!cacheDir) return parseContent(text, job.source, job.format);
  const file = cacheFileOf(text, job, cacheDir);
  const cached = readCachedParse(file);
  if (cached) return cached;
  const parsed = parseContent(text, job.source, job.format);
  writeCachedParse(file, parsed);
  return parsed;
}

/** Parses every job, in order. Uses worker threads for large sites when the compiled worker exists. */
export async function parseFiles(jobs: ParseJob[], options: { cacheDir?: string; threads?: number } = {}): Promise<ParsedContent[]> {
  const threads = Math.min(options.threads ?? availableParallelism(), 4);
  const workerUrl = new URL('./parse-worker.js', import.meta.url);
  const canThread = threads > 1 && jobs.length >= WORKER_THRESHOLD && workerUrl.pathname.endsWith('.js') && existsSync(workerUrl);
  if (!canThread) return jobs.map((job) => parseWithCache(job, options.cacheDir));

  const results = new Array<ParsedContent>(jobs.length);
  // Contiguous slices keep each worker's file reads local and the message count low.
  const size = Math.ceil(jobs.length / threads);
  await Promise.all(
    Array.from({ length: threads }, (_, w) => {
      const start = w * size;
      const slice = jobs.slice(start, start + size);
      if (!slice.length) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const worker = new Worker(workerUrl, { workerData: { jobs: slice, cacheDir: options.cacheDir } });
        worker.on('message', (message: { index: number; parsed: ParsedContent }[]) => {
          for (const { index, parsed } of message) results[start + index] = parsed;
        });
        worker.once('error', reject);
        worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`parse worker exited with code ${code}`))));
      });
    }),
  );
  return results;
}
