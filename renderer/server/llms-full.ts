/**
 * llms-full.txt (machine-readable.ts): every listed doc's Markdown file, read back from the build
 * folder, in the order of llms.txt. Reading 10,000 files takes about a second, so a large site's is
 * assembled on a thread of its own (llms-full-worker.ts, aside.ts) while the search index is made;
 * in an incremental build it starts while the reused pages are still being placed, and waits for
 * them there (pages-written.ts).
 */
import { closeSync, existsSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { asideThreadExists, runAside } from './aside.js';
import { type PagesWritten, waitForPages } from './pages-written.js';

/** What assembling llms-full.txt takes: the file, its header, and each doc's address and Markdown file, in order. */
export interface LlmsFullTask {
  file: string;
  header: string;
  docs: [url: string, markdownFile: string][];
  /**
   * The previous build's folder in an incremental build, and this build's: a doc's file not in this
   * build's folder yet is read from there (a reused page whose folder is moved in at the end: reuse-plan.ts).
   */
  previous?: { dir: string; pagesDir: string };
  /** On a thread: the flag to wait on before reading the Markdown files (they are still being placed). */
  pagesSignal?: Int32Array;
}

/**
 * Writes llms-full.txt: the header, then each doc's Markdown (one not written yet is left out: serve
 * renders pages on request), a block at a time (never the whole text at once: 60 MB at 10,000 docs).
 */
export function writeLlmsFull({ file, header, docs, pagesSignal, previous }: LlmsFullTask): void {
  if (pagesSignal) waitForPages(pagesSignal);
  const fd = openSync(file, 'w');
  try {
    let block = header;
    for (const [url, markdownFile] of docs) {
      const found = existsSync(markdownFile) ? markdownFile : previous && previousFile(markdownFile, previous);
      if (!found) continue;
      block += `\n\n---\n\nSource: ${url}\n\n${readFileSync(found, 'utf8').trimEnd()}`;
      if (block.length >= BLOCK_CHARS) {
        writeAll(fd, block);
        block = '';
      }
    }
    writeAll(fd, `${block}\n`);
  } finally {
    closeSync(fd);
  }
}

/** Where `file` (in this build's pages folder) is in the previous build's folder, if it is there. */
function previousFile(file: string, previous: NonNullable<LlmsFullTask['previous']>): string | undefined {
  const rel = path.relative(previous.pagesDir, file);
  const before = path.join(previous.dir, rel);
  return !rel.startsWith('..') && existsSync(before) ? before : undefined;
}

function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
}

/** About this much text is written at a time. */
const BLOCK_CHARS = 1 << 20;

/** From this many docs the file is assembled by a thread of its own. */
const THREAD_FROM_DOCS = 1000;

const WORKER_URL = new URL('./llms-full-worker.js', import.meta.url);

/**
 * Writes llms-full.txt once `pages` are written, on a thread of its own for a large site; the
 * promise settles once it is written. The thread starts at once, and waits for the pages there.
 */
export async function writeLlmsFullAside(task: LlmsFullTask, pages?: PagesWritten): Promise<void> {
  const onThread = task.docs.length >= THREAD_FROM_DOCS;
  if (pages && !pages.done()) {
    if (onThread && pages.signal && asideThreadExists(WORKER_URL)) return runAside(WORKER_URL, { ...task, pagesSignal: pages.signal }, writeLlmsFull, true);
    await pages.promise;
  }
  return runAside(WORKER_URL, task, writeLlmsFull, onThread);
}
