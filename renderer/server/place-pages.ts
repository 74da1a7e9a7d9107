/**
 * Puts the pages an incremental build reuses into the new build folder (reuse-plan.ts): each file a
 * hard link to the previous build's (a copy where links are not possible), or, for a folder holding
 * nothing else, the folder itself moved in at the end (moveFolders). At 10,000 pages the links alone
 * are some 11,000 folders and 36,000 links, seconds of system time, so a large set is placed by a
 * thread of its own (place-worker.ts, aside.ts) while this one goes on with the build (the pages to
 * render, the site-wide files); the build waits for it before the extensions, which may read the pages.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, renameSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { runAside } from './aside.js';
import { signalPagesWritten } from './pages-written.js';
import type { FolderMove, OutputStamp } from './reuse-plan.js';

/** Below this many files the thread costs more than it saves: they are placed on the calling thread. */
const THREAD_FROM_FILES = 600;

const WORKER_URL = new URL('./place-worker.js', import.meta.url);

/** What the placing thread is given. */
export interface PlaceTask {
  fromDir: string;
  toDir: string;
  files: string[];
  /** Folders to move whole at the end, when their folders still have their stamps: else their files are linked here. */
  moves?: FolderMove[];
  /** Set once placing is over, whatever its outcome (pages-written.ts). */
  signal?: Int32Array;
}

/** What placing did: the files that are not links to the previous build's, and the folders left to move. */
export interface Placed {
  unlinked: string[];
  moves: FolderMove[];
}

/**
 * Places `files` (relative paths) of `fromDir` at the same paths under `toDir`, and checks the
 * folders to move: one changed since the previous build (an entry added or removed) has its files
 * linked instead. Returns the files that are not links to the previous build's (copied, or an image
 * another page had placed): the others have its files' stamps (inode, size, mtime), which the
 * build's records take without a stat; moved files keep theirs too.
 */
export function placeFiles(task: PlaceTask): Placed {
  try {
    const moves: FolderMove[] = [];
    const files = [...task.files];
    for (const move of task.moves ?? []) {
      if (move.folders.every((stamp) => stillStamped(task.fromDir, stamp))) moves.push(move);
      else files.push(...move.files);
    }
    return { unlinked: placeEach({ ...task, files }), moves };
  } finally {
    if (task.signal) signalPagesWritten(task.signal);
  }
}

function stillStamped(root: string, [file, size, mtimeMs, ino]: OutputStamp): boolean {
  try {
    const s = statSync(path.join(root, file));
    return s.isDirectory() && s.size === size && s.mtimeMs === mtimeMs && s.ino === ino;
  } catch {
    return false;
  }
}

/** Folders moved into the new build folder, each [from, to], to put back should the build fail before its swap. */
export type MovedFolders = [from: string, to: string][];

/**
 * Moves `moves`' folders from `fromDir` into `toDir` (at the end of the build: the previous build
 * is whole until then), noting each in `moved`. A folder the build has since written into is
 * linked file by file instead. Returns the files that are not links (as placeFiles).
 */
export function moveFolders(fromDir: string, toDir: string, moves: readonly FolderMove[], moved: MovedFolders): string[] {
  const unlinked: string[] = [];
  for (const move of moves) {
    const from = path.join(fromDir, move.dir);
    const to = path.join(toDir, move.dir);
    if (existsSync(to)) {
      unlinked.push(...placeEach({ fromDir, toDir, files: move.files }));
      continue;
    }
    mkdirSync(path.dirname(to), { recursive: true });
    renameSync(from, to);
    moved.push([from, to]);
  }
  return unlinked;
}

/** Puts moved folders back where they were (the build failed before its swap); best effort. */
export function unmoveFolders(moved: MovedFolders): void {
  for (const [from, to] of moved.reverse()) {
    try {
      renameSync(to, from);
    } catch {
      // the folder stays in the abandoned build; the previous one lacks it
    }
  }
  moved.length = 0;
}

function placeEach({ fromDir, toDir, files }: Pick<PlaceTask, 'fromDir' | 'toDir' | 'files'>): string[] {
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
export function placeFilesAside(task: PlaceTask): Promise<Placed> {
  const count = task.files.length + (task.moves ?? []).reduce((sum, move) => sum + move.folders.length, 0);
  return runAside(WORKER_URL, task, placeFiles, count >= THREAD_FROM_FILES);
}
