/**
 * Puts the pages an incremental build reuses into the new build folder: each file a hard link to
 * the previous build's (a copy where links are not possible). At 10,000 pages that is some 11,000
 * folders and 36,000 links, about a second of system time, so a large set is placed by a thread of
 * its own (place-worker.ts) while this one goes on with the build (rendering, the search index); the
 * build waits for it before anything reads the placed files.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Below this many files the thread costs more than it saves: they are placed on the calling thread. */
const THREAD_FROM_FILES = 600;

const WORKER_URL = new URL('./place-worker.js', import.meta.url);

/** What the placing thread is given. */
export interface PlaceTask {
  fromDir: string;
  toDir: string;
  files: string[];
}

/** What it answers: nothing, or the error that stopped it (its text carries code, call and path). */
export interface PlaceAnswer {
  error?: { message: string; code?: string; syscall?: string; path?: string };
}

/** Places `files` (relative paths) of `fromDir` at the same paths under `toDir`. */
export function placeFiles({ fromDir, toDir, files }: PlaceTask): void {
  const madeDirs = new Set<string>();
  for (const file of files) {
    const from = path.join(fromDir, file);
    const to = path.join(toDir, file);
    const dir = path.dirname(to);
    if (!madeDirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      madeDirs.add(dir);
    }
    try {
      linkSync(from, to);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') {
        // An image another page copied already (same name, same bytes); anything else is replaced as a render would.
        if (file.startsWith('assets/')) continue;
        unlinkSync(to);
        linkSync(from, to);
      } else if (code === 'EXDEV' || code === 'EPERM' || code === 'EMLINK') copyFileSync(from, to);
      else throw error;
    }
  }
}

/** The error a placing thread answered, as the Error it was (for asOutputWriteError). */
function errorOf(answer: NonNullable<PlaceAnswer['error']>): Error {
  return Object.assign(new Error(answer.message), { code: answer.code, syscall: answer.syscall, path: answer.path });
}

/**
 * Places `task`'s files: on a thread of its own when they are many (and the compiled worker exists:
 * not when run from TypeScript sources), else here before returning. The promise settles once every
 * file is placed or placing failed; until then the thread may still be writing into `toDir`.
 */
export function placeFilesAside(task: PlaceTask): Promise<void> {
  if (task.files.length < THREAD_FROM_FILES || !WORKER_URL.pathname.endsWith('.js') || !existsSync(WORKER_URL)) {
    try {
      placeFiles(task);
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { workerData: task });
    worker.once('message', (answer: PlaceAnswer) => (answer.error ? reject(errorOf(answer.error)) : resolve()));
    worker.once('error', reject);
    // After an answer this changes nothing; without one (the thread was killed) the build fails.
    worker.once('exit', (code) => reject(new Error(`The thread placing the reused pages stopped (exit code ${code}) before it was done.`)));
  });
}
