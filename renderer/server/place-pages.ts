/**
 * Puts the pages an incremental build reuses into the new build folder: each file a hard link to
 * the previous build's (a copy where links are not possible). At 10,000 pages that is some 11,000
 * folders and 36,000 links, about a second of system time, so a large set is placed by a thread of
 * its own (place-worker.ts, aside.ts) while this one goes on with the build (the pages to render,
 * the site-wide files); the build waits for it before the extensions, which may read the pages.
 */
import { copyFileSync, linkSync, mkdirSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { runAside } from './aside.js';
import { signalPagesWritten } from './pages-written.js';

/** Below this many files the thread costs more than it saves: they are placed on the calling thread. */
const THREAD_FROM_FILES = 600;

const WORKER_URL = new URL('./place-worker.js', import.meta.url);

/** What the placing thread is given. */
export interface PlaceTask {
  fromDir: string;
  toDir: string;
  files: string[];
  /** Set once placing is over, whatever its outcome (pages-written.ts). */
  signal?: Int32Array;
}

/**
 * Places `files` (relative paths) of `fromDir` at the same paths under `toDir`. Returns the files
 * that are not links to the previous build's (copied, or an image another page had placed): the
 * others have its files' stamps (inode, size, mtime), which the build's records take without a stat.
 */
export function placeFiles(task: PlaceTask): string[] {
  try {
    return placeEach(task);
  } finally {
    if (task.signal) signalPagesWritten(task.signal);
  }
}

function placeEach({ fromDir, toDir, files }: PlaceTask): string[] {
  const madeDirs = new Set<string>();
  const unlinked: string[] = [];
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
        if (file.startsWith('assets/')) {
          unlinked.push(file);
          continue;
        }
        unlinkSync(to);
        linkSync(from, to);
      } else if (code === 'EXDEV' || code === 'EPERM' || code === 'EMLINK') {
        copyFileSync(from, to);
        unlinked.push(file);
      } else throw error;
    }
  }
  return unlinked;
}

/**
 * Places `task`'s files: on a thread of its own when they are many, else here before returning
 * (aside.ts). The promise settles once every file is placed (with placeFiles' answer) or placing failed.
 */
export function placeFilesAside(task: PlaceTask): Promise<string[]> {
  return runAside(WORKER_URL, task, placeFiles, task.files.length >= THREAD_FROM_FILES);
}
