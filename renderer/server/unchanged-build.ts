/**
 * A build with nothing to do. When everything a build is made from is as it was for the previous
 * successful build into the same folder, and that folder is still exactly as that build left it,
 * `docs build` keeps it and repeats the previous build's warnings, without loading the site.
 *
 * What a build is made from (the build key): the engine's own files, the options, the evaluated
 * config (a config may read the environment or the date), the environment, and every file under the
 * site folder by path, size and modification time: content, sidebars, static files, translations,
 * the site's own components and styles, the config's own imports. Left out of the walk: the output
 * and cache folders (and the leftovers of other builds beside the output), `.git` (its HEAD and
 * current branch are stamped: last-update data comes from git) and `node_modules` (npm's
 * `.package-lock.json` there is stamped: an install changes it).
 *
 * The folder is checked by the stamp of each file and folder the build wrote (size, mtime, inode):
 * a file edited, replaced, added or removed since means a real build. Anything not known for sure means a real
 * build too; this only ever saves time.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../engine/diagnostics.js';
import { writeCacheFile } from '../../engine/write-atomic.js';
import { buildRecordFile, engineStamp, type KnownStamps } from './incremental.js';
import { OUTPUT_MARKER } from './output.js';

const RECORD_VERSION = '1';
/** A site folder with more files than this is not walked (it would cost more than it saves). */
const MAX_FILES = 200_000;
/** Environment variables that change from shell to shell without changing a build. */
const VOLATILE_ENV = new Set(['_', 'OLDPWD', 'PWD', 'SHLVL']);

export interface UnchangedRecord {
  version: string;
  key: string;
  /** Every file and folder of the output folder, relative, with its [size, mtimeMs, ino]. */
  outputs: [file: string, size: number, mtimeMs: number, ino: number][];
  diagnostics: Diagnostic[];
  pages: number;
}

const recordFile = (cacheDir: string, outDir: string) => buildRecordFile(cacheDir, outDir, 'unchanged');

/** A file's [size, mtimeMs, ino], by absolute path, as the build key's walk found them (BuildKey.stamps). */
export type InputStamps = Map<string, [size: number, mtimeMs: number, ino: number]>;

/** Adds `rel`'s stamp to the hash (nothing when it does not exist), and to `stamps` when given. */
function stampInto(hash: ReturnType<typeof createHash>, abs: string, rel: string, stamps?: InputStamps): void {
  try {
    const s = statSync(abs);
    hash.update(`${rel}\0${s.size}\0${s.mtimeMs}\n`);
    stamps?.set(abs, [s.size, s.mtimeMs, s.ino]);
  } catch {
    // absent
  }
}

/** The git folder of the site (its own or a parent's), for HEAD and the current branch. */
function gitStamps(hash: ReturnType<typeof createHash>, siteDir: string): void {
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const git = path.join(dir, '.git');
    if (existsSync(git)) {
      stampInto(hash, path.join(git, 'HEAD'), '.git/HEAD');
      stampInto(hash, path.join(git, 'packed-refs'), '.git/packed-refs');
      try {
        const ref = /^ref: (.+)$/m.exec(readFileSync(path.join(git, 'HEAD'), 'utf8'))?.[1];
        if (ref) stampInto(hash, path.join(git, ref), `.git/${ref}`);
      } catch {
        // a worktree's .git file or an unreadable HEAD: the stamps above are what there is
      }
      return;
    }
    if (path.dirname(dir) === dir) return;
  }
}

/** Stamps every file under `root` but the skipped ones (links followed, once); false when there are too many. */
function walkFolder(hash: ReturnType<typeof createHash>, root: string, skip: (abs: string, name: string) => boolean, state: { count: number; seen: Set<string>; stamps?: InputStamps } = { count: 0, seen: new Set<string>() }): boolean {
  const walk = (dir: string, rel: string): boolean => {
    try {
      // The native call: one system call, not one lstat per path component.
      const real = realpathSync.native(dir);
      if (state.seen.has(real)) return true;
      state.seen.add(real);
    } catch {
      return true;
    }
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    } catch {
      hash.update(`${rel}\0(unreadable)\n`);
      return true;
    }
    for (const entry of entries) {
      const abs = path.join(dir, entry.name);
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (skip(abs, entry.name)) continue;
      if (++state.count > MAX_FILES) return false;
      // A link is followed (a linked folder's files are the site's as much as its own).
      const isDir = entry.isDirectory() || (entry.isSymbolicLink() && isFolder(abs));
      if (isDir) {
        hash.update(`${relPath}/\n`);
        if (!walk(abs, relPath)) return false;
      } else stampInto(hash, abs, relPath, state.stamps);
    }
    return true;
  };
  return walk(root, '');
}

function isFolder(abs: string): boolean {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Folders and files the config names outside the site folder (`docs.path: '../docs'`, a static
 * folder elsewhere): options whose name ends in "path", staticDirectories, customCss.
 */
function pathsOutside(config: unknown, siteDir: string): string[] {
  const found = new Set<string>();
  const note = (value: unknown) => {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item !== 'string' || !item || /^[a-z][a-z0-9+.-]*:/i.test(item)) continue;
      const abs = path.resolve(siteDir, item);
      const inside = abs === siteDir || abs.startsWith(siteDir + path.sep);
      const ancestor = siteDir.startsWith(abs.endsWith(path.sep) ? abs : abs + path.sep);
      if (!inside && !ancestor && existsSync(abs)) found.add(abs);
    }
  };
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 8) return;
    for (const [key, child] of Object.entries(value)) {
      if (/path$/i.test(key) || key === 'staticDirectories' || key === 'customCss') note(child);
      visit(child, depth + 1);
    }
  };
  visit(config, 0);
  return [...found].sort();
}

/** The config as text: functions and regular expressions by their source, so a changed one changes the key. */
function configText(config: unknown): string {
  return JSON.stringify(config, (_key, value: unknown) => (typeof value === 'function' ? `(function) ${String(value)}` : value instanceof RegExp ? `(regexp) ${String(value)}` : value));
}

/**
 * The key of a build of `siteDir` into `outDir` with `options` and the evaluated `config`, or
 * undefined when the site folder is too large to walk. `stamps`, when given, gets the stamp of every
 * file the walk found (the incremental build checks its pages' inputs against them: no second stat).
 */
export function buildKeyOf(input: { siteDir: string; outDir: string; cacheDir: string; config: unknown; options: unknown; stamps?: InputStamps }): string | undefined {
  const { siteDir, outDir, cacheDir } = input;
  const outBase = path.basename(outDir);
  const hash = createHash('sha1');
  hash.update(`${RECORD_VERSION}\0${engineStamp()}\0${JSON.stringify(input.options)}\0${outDir}\0${configText(input.config)}\0`);
  hash.update(JSON.stringify(Object.entries(process.env).filter(([k]) => !VOLATILE_ENV.has(k)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
  gitStamps(hash, siteDir);
  stampInto(hash, path.join(siteDir, 'node_modules', '.package-lock.json'), 'node_modules/.package-lock.json');
  const outParent = path.dirname(outDir);
  const skip = (abs: string, name: string) =>
    name === 'node_modules' ||
    name === '.git' ||
    abs === outDir ||
    abs === cacheDir ||
    (path.dirname(abs) === outParent && (name.startsWith(`${outBase}.tmp-`) || name.startsWith(`${outBase}.old-`) || name === `${outBase}.lock`));
  const state = { count: 0, seen: new Set<string>(), ...(input.stamps ? { stamps: input.stamps } : {}) };
  if (!walkFolder(hash, siteDir, skip, state)) return undefined;
  for (const abs of pathsOutside(input.config, siteDir)) {
    hash.update(`\0outside:${abs}\0`);
    if (isFolder(abs) ? !walkFolder(hash, abs, skip, state) : (stampInto(hash, abs, abs), false)) return undefined;
  }
  return hash.digest('hex');
}

function readRecord(cacheDir: string, outDir: string): UnchangedRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(recordFile(cacheDir, outDir), 'utf8')) as UnchangedRecord;
    return record.version === RECORD_VERSION ? record : undefined;
  } catch {
    return undefined;
  }
}

/** Every file and folder the last recorded build wrote into `outDir`, with its stamp (reuse-plan.ts). */
export function previousOutputs(cacheDir: string, outDir: string): UnchangedRecord['outputs'] | undefined {
  return readRecord(cacheDir, outDir)?.outputs;
}

/** The previous build's record when its key is `key` and every file it wrote is still as it was. */
export function unchangedBuild(cacheDir: string, outDir: string, key: string): UnchangedRecord | undefined {
  const record = readRecord(cacheDir, outDir);
  if (!record || record.key !== key || !record.outputs.some(([file]) => file === OUTPUT_MARKER)) return undefined;
  for (const [file, size, mtimeMs, ino] of record.outputs) {
    try {
      const s = statSync(path.join(outDir, file));
      if (s.size !== size || s.mtimeMs !== mtimeMs || s.ino !== ino) return undefined;
    } catch {
      return undefined;
    }
  }
  return record;
}

/**
 * Every file and folder under `dir` (and `dir` itself: '.'), relative, with its stamp; a folder's
 * changes when an entry is added to it. A file's stamp is taken from `known` when there (the reused
 * pages' links, incremental.ts linkedStamps), else found.
 */
export function outputStamps(dir: string, known: KnownStamps = new Map()): UnchangedRecord['outputs'] {
  const root = statSync(dir);
  const out: UnchangedRecord['outputs'] = [['.', root.size, root.mtimeMs, root.ino]];
  const prefix = dir + path.sep;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const abs = `${entry.parentPath}${path.sep}${entry.name}`;
    // The listing's paths start with `dir`: its relative path by slicing (path.relative, 40,000
    // times, cost a quarter of the record); by path.relative for a path that would not.
    const rel = abs.startsWith(prefix) && !abs.includes(`${path.sep}.`) ? abs.slice(prefix.length) : path.relative(dir, abs);
    const linked = entry.isFile() ? known.get(rel) : undefined;
    if (linked) out.push([rel, ...linked]);
    else {
      const s = statSync(abs);
      out.push([rel, s.size, s.mtimeMs, s.ino]);
    }
  }
  return out;
}

/** Records a successful build (after its swap) for the next one; a record that cannot be written only costs time. `known`: see outputStamps. */
export function recordBuild(cacheDir: string, outDir: string, key: string, result: { diagnostics: Diagnostic[]; pages: number }, known?: KnownStamps): void {
  try {
    const record: UnchangedRecord = { version: RECORD_VERSION, key, outputs: outputStamps(outDir, known), diagnostics: result.diagnostics, pages: result.pages };
    mkdirSync(path.join(cacheDir, 'builds'), { recursive: true });
    writeCacheFile(recordFile(cacheDir, outDir), JSON.stringify(record));
  } catch {
    // the next build is a real one
  }
}

