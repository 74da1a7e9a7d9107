/**
 * The output folder: which folders a build may replace, and the atomic swap that replaces one.
 *
 * A build is written to `<out>.tmp-<pid>` and renamed over `<out>` at the end, so the old folder is
 * deleted. That must never be the user's sources: the out-dir is refused when it is the site, holds
 * it, lies inside a content folder, is `/` or the home folder, is a file, or is a non-empty folder
 * that no build wrote. Every build marks its output with a small file (OUTPUT_MARKER) so the next
 * build knows the folder is ours.
 *
 * One build at a time writes an out-dir: `<out>.lock` holds the builder's PID, and a lock whose
 * process is gone is taken over. The next build also removes what a killed build left beside the
 * out-dir (`<out>.tmp-PID`, `<out>.old-PID` of a dead PID; a large replaced build is removed by a
 * background process, see removeReplaced). A file-system failure while writing (no
 * permission, disk full) becomes an OutputWriteError: one line saying what failed and what to do.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteGraph } from '../../engine/graph/types.js';
import { versioningPaths } from '../../engine/graph/versions.js';

/** The file every build writes at the top of its output folder. */
export const OUTPUT_MARKER = '.docs-build';

/** A problem with the out-dir: the build must not start (exit 2). */
export class OutDirError extends Error {}

const inside = (child: string, parent: string) => child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

/** The folders and files of a site that a build must never delete or write into. */
export function siteSourcePaths(graph: SiteGraph): string[] {
  const { config, siteDir } = graph;
  const rel = [
    ...graph.versions.map((v) => v.contentPath),
    'versioned_docs',
    'versioned_sidebars',
    config.docs ? config.docs.path : 'docs',
    ...config.docsInstances.flatMap((instance) => [instance.path, ...Object.values(versioningPaths(instance.id))]),
    ...config.staticDirectories,
    config.i18n.path,
    'blog',
    'src',
    'node_modules',
    '.git',
  ];
  const paths = rel.map((p) => path.resolve(siteDir, p));
  if (graph.configFile) paths.push(path.resolve(siteDir, graph.configFile));
  return [...new Set(paths)];
}

/**
 * A folder that an earlier build wrote: ours carries the marker; builds written before the marker
 * existed (ours, or Docusaurus's `build/`) are a site at the top (index.html or 404.html beside
 * assets/) with nothing of a project in them.
 */
function isBuildOutput(dir: string, entries: string[]): boolean {
  if (entries.includes(OUTPUT_MARKER)) return true;
  const names = new Set(entries);
  const project = ['package.json', '.git', 'node_modules', 'docusaurus.config.js', 'docusaurus.config.ts', 'site.config.ts', 'site.config.js', 'site.config.mjs'];
  if (project.some((p) => names.has(p))) return false;
  return (names.has('index.html') || names.has('404.html')) && names.has('assets') && lstatSync(path.join(dir, 'assets')).isDirectory();
}

/** Why a build must not write to `outDir` (absolute), or undefined when it may. */
export function outDirProblem(outDir: string, graph: SiteGraph): string | undefined {
  const siteDir = path.resolve(graph.siteDir);
  const shown = path.relative(process.cwd(), outDir) || '.';
  const own = 'The build replaces its output folder as a whole: choose a folder of its own with --out-dir, such as build.';
  if (outDir === path.parse(outDir).root) return `The output folder ${shown} is the root of the file system. ${own}`;
  if (outDir === homedir()) return `The output folder ${shown} is your home folder. ${own}`;
  if (inside(siteDir, outDir)) return `The output folder ${shown} ${siteDir === outDir ? 'is' : 'contains'} the site folder. ${own}`;
  for (const source of siteSourcePaths(graph)) {
    const relation = outDir === source ? 'is' : inside(outDir, source) ? 'lies inside' : inside(source, outDir) ? 'contains' : undefined;
    if (relation) return `The output folder ${shown} ${relation} ${path.relative(siteDir, source) || source}, a source of the site. ${own}`;
  }
  let stat;
  try {
    stat = lstatSync(outDir);
  } catch {
    return undefined; // not there yet: the build creates it
  }
  if (!stat.isDirectory()) return `The output folder ${shown} is a file. Remove it, or choose another folder with --out-dir.`;
  const entries = readdirSync(outDir);
  if (entries.length && !isBuildOutput(outDir, entries)) {
    return `The output folder ${shown} holds files that docs build did not write (it has no ${OUTPUT_MARKER} marker), and the build would replace them. Empty or remove that folder, or choose another one with --out-dir.`;
  }
  return undefined;
}

/** Throws OutDirError when a build must not write to `outDir`. */
export function assertSafeOutDir(outDir: string, graph: SiteGraph): void {
  const problem = outDirProblem(outDir, graph);
  if (problem) throw new OutDirError(problem);
}

/** Marks a finished build folder as written by docs build. */
export function markOutput(dir: string): void {
  writeFileSync(path.join(dir, OUTPUT_MARKER), 'This folder was written by docs build, which replaces it on every build.\n');
}

/** Above this many entries at its top, a replaced build folder is removed in the background. */
const BACKGROUND_REMOVAL_ENTRIES = 200;

/**
 * Removes a replaced build folder: at once when it is small; else by a detached process of its own,
 * so the build does not wait for thousands of folders to go (on a large site that is seconds). The
 * process's PID is in `<folder>.remover` until it is done; should it die, the next build removes
 * the folder as any dead build's leftover.
 */
function removeReplaced(oldDir: string): void {
  let entries: number;
  try {
    entries = readdirSync(oldDir).length + (existsSync(path.join(oldDir, '_pages')) ? readdirSync(path.join(oldDir, '_pages')).length : 0);
  } catch {
    return;
  }
  if (entries > BACKGROUND_REMOVAL_ENTRIES) {
    try {
      const remover = spawn(process.execPath, [fileURLToPath(new URL('./remove-folder.js', import.meta.url)), oldDir], { detached: true, stdio: 'ignore' });
      if (remover.pid) {
        writeFileSync(`${oldDir}.remover`, `${remover.pid}\n`);
        remover.unref();
        return;
      }
    } catch {
      // no process to spare: remove it here
    }
  }
  rmSync(oldDir, { recursive: true, force: true });
}

/** Whether a removal process (removeReplaced) still works on `dir`. */
function removerRuns(dir: string): boolean {
  try {
    const pid = Number.parseInt(readFileSync(`${dir}.remover`, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 && isAlive(pid);
  } catch {
    return false;
  }
}

/** Replaces `outDir` with the finished build in `tmpDir`: rename the old one aside, rename the new one in, delete the old. */
export function swapInBuild(tmpDir: string, outDir: string): void {
  markOutput(tmpDir);
  const oldDir = `${outDir}.old-${process.pid}`;
  rmSync(oldDir, { recursive: true, force: true });
  const hadOld = existsSync(outDir);
  if (hadOld) renameSync(outDir, oldDir);
  try {
    renameSync(tmpDir, outDir);
  } catch (error) {
    if (hadOld) renameSync(oldDir, outDir); // put the previous build back
    throw error;
  }
  removeReplaced(oldDir);
}

/** Whether a process with this PID is running (a process we may not signal is running too). */
function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const lockFileOf = (outDir: string) => `${outDir}.lock`;

/**
 * Takes the out-dir's lock (`<out>.lock`, holding our PID), taking over a lock whose process is
 * gone. Throws OutDirError while another build writes the same out-dir.
 */
function takeLock(outDir: string): () => void {
  const lock = lockFileOf(outDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeFileSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner: number;
    try {
      owner = Number.parseInt(readFileSync(lock, 'utf8'), 10);
    } catch {
      continue; // released meanwhile
    }
    if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
      const shown = path.relative(process.cwd(), outDir) || '.';
      throw new OutDirError(`Another docs build (process ${owner}) is writing ${shown} now. Wait for it to finish, or stop it; if no such build runs, remove ${path.basename(lock)}.`);
    }
    rmSync(lock, { force: true }); // its build died: take the lock over
  }
  throw new OutDirError(`Cannot take the build lock ${lock}: other builds keep taking it. Build again.`);
}

/**
 * Removes what killed builds left beside `outDir`: `<out>.tmp-PID` and `<out>.old-PID` folders of a
 * PID that no longer runs, and only when they carry the build marker or are a temporary build folder.
 */
export function removeDeadBuildLeftovers(outDir: string): string[] {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return removed;
  }
  for (const name of names) {
    if (!name.startsWith(`${base}.`)) continue;
    const m = /^\.(tmp|old)-(\d+)$/.exec(name.slice(base.length));
    if (!m || isAlive(Number(m[2]))) continue;
    const abs = path.join(parent, name);
    if (removerRuns(abs)) continue;
    try {
      if (!lstatSync(abs).isDirectory()) continue;
      if (m[1] === 'old' && !isBuildOutput(abs, readdirSync(abs))) continue;
      rmSync(abs, { recursive: true, force: true });
      rmSync(`${abs}.remover`, { force: true });
      removed.push(abs);
    } catch {
      // not ours to fight over: leave it
    }
  }
  return removed;
}

/** The build's temporary folder, taken under the out-dir's lock; `release` drops the lock. */
export interface BuildTarget {
  tmpDir: string;
  release: () => void;
}

/**
 * Before a build writes anything: refuses an unsafe out-dir, takes the lock, removes a dead
 * build's leftovers, and creates the (marked) temporary folder the build is written to.
 */
export function openBuildTarget(outDir: string, graph: SiteGraph): BuildTarget {
  assertSafeOutDir(outDir, graph);
  const tmpDir = `${outDir}.tmp-${process.pid}`;
  let release = () => {};
  try {
    mkdirSync(path.dirname(outDir), { recursive: true });
    release = takeLock(outDir);
    removeDeadBuildLeftovers(outDir);
    rmSync(tmpDir, { recursive: true, force: true });
    mkdirSync(tmpDir, { recursive: true });
    markOutput(tmpDir);
  } catch (error) {
    release();
    throw asOutputWriteError(error, outDir) ?? error;
  }
  return { tmpDir, release };
}

/** A file-system failure while writing the output (no permission, disk full): one clear line, exit 2. */
export class OutputWriteError extends Error {}

const FAILURES: Record<string, [what: string, todo: string]> = {
  ENOSPC: ['the disk is full', 'Free some disk space, or choose an --out-dir on another disk, and build again.'],
  EDQUOT: ['the disk quota is used up', 'Free some space in your quota, or choose an --out-dir elsewhere, and build again.'],
  EACCES: ['permission denied', 'Make PARENT writable for you, or choose another --out-dir.'],
  EPERM: ['operation not permitted', 'Make PARENT writable for you, or choose another --out-dir.'],
  EROFS: ['the file system is read-only', 'Choose an --out-dir on a writable disk.'],
  EMFILE: ['too many open files', 'Raise the open-file limit (ulimit -n) and build again.'],
  ENFILE: ['too many open files on the system', 'Close other programs, or raise the limit, and build again.'],
  ENOTDIR: ['a part of the path is a file, not a folder', 'Choose another --out-dir.'],
  EIO: ['an input/output error on the disk', 'Check the disk, and build again.'],
};

/**
 * The OutputWriteError for a file-system error raised while writing `outDir` (also one a render
 * worker passed on as text), or undefined when `error` is something else.
 */
export function asOutputWriteError(error: unknown, outDir: string): OutputWriteError | undefined {
  if (error instanceof OutDirError || error instanceof OutputWriteError) return error;
  const e = error as Partial<NodeJS.ErrnoException> | undefined;
  const text = e?.message ?? '';
  const parsed = /\b(E[A-Z]+): [^,\n]+, (\w+)(?: '([^']+)')?/.exec(text);
  const code = e?.code ?? parsed?.[1];
  if (!code || !(code in FAILURES)) return undefined;
  const at = e?.path ?? parsed?.[3];
  const shown = (p: string) => path.relative(process.cwd(), p) || '.';
  const [what, todo] = FAILURES[code];
  const where = at ? ` (${e?.syscall ?? parsed?.[2] ?? 'write'} ${shown(at)})` : '';
  const advice = todo.replace('PARENT', `${shown(path.dirname(outDir))} (the folder that holds the output folder and its temporary copy)`);
  return new OutputWriteError(`docs build could not write ${shown(outDir)}: ${what}, ${code}${where}. ${advice}`, { cause: error });
}
