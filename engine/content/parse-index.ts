/**
 * The parse index of a site: for each file the builds found in the parse cache, its stamp (size,
 * times, inode, taken before it was read) with its parse's metadata and where the cache keeps its
 * tree. A file whose stamp is the same is taken from here without being read: an incremental build
 * of 10,000 docs otherwise reads and hashes every doc and opens every cache entry (about 5 s of CPU
 * over the threads) to find one doc edited. A file whose stamp differs (edited, checked out again,
 * restored by CI) goes the usual way, by its text's hash.
 *
 * The index is trusted for a day: an older one is read through (which also records the cache
 * entries' use, parse-cache-prune.ts, and forgets files gone since) and written again. A damaged
 * index is ignored.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { ParsedContent } from './parse.js';
import { writeCacheFile } from '../write-atomic.js';

/** A file's size, modification and change times, and inode (a tool that restores the modification time still changes the change time). */
export type FileStamp = [size: number, mtimeMs: number, ctimeMs: number, ino: number];

/** A file's parse as the index keeps it: the parse without its tree, and where its tree is in the cache. */
export interface IndexedParse {
  parsed: Omit<ParsedContent, 'tree'>;
  cacheFile: string;
  treeAt: number;
}

interface Entry extends IndexedParse {
  stamp: FileStamp;
}

/** The entries by file and parse options (entryKey): a file parsed two ways (two locales, two plugins) has two. */
interface IndexFile {
  version: string;
  written: number;
  entries: Map<string, Entry>;
}

const entryKey = (abs: string, job: string) => `${abs}\0${job}`;

const INDEX_VERSION = '2';
const TRUSTED_MS = 24 * 60 * 60 * 1000;
/**
 * A file modified this recently when it was stamped is not indexed: on a file system whose times are
 * coarse, a second edit in the same tick would leave the stamp as it was (git's "racily clean" files).
 */
const RACY_MS = 3000;
const CHECKSUM_BYTES = 32;
/** Files read that the index did not have before it is written again (see save). */
const REWRITE_AFTER = 32;

/** The stamp of a file, or undefined when it cannot be read. */
export function fileStamp(abs: string): FileStamp | undefined {
  try {
    const s = statSync(abs);
    return [s.size, s.mtimeMs, s.ctimeMs, s.ino];
  } catch {
    return undefined;
  }
}

const sameStamp = (a: FileStamp, b: FileStamp) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];

/** The index file of a site (by its folder) in a parse cache folder. */
function indexFile(cacheDir: string, siteDir: string): string {
  return path.join(cacheDir, 'parse-index', `${createHash('sha1').update(path.resolve(siteDir)).digest('hex').slice(0, 16)}.bin`);
}

/** The kept index of a site, when there is one from the last day that is whole and of this version (`cacheVersion`: the parse cache's). */
function readIndex(file: string, cacheVersion: string, now: number): IndexFile | undefined {
  try {
    const bytes = readFileSync(file);
    const body = bytes.subarray(CHECKSUM_BYTES);
    if (!createHash('sha256').update(body).digest().equals(bytes.subarray(0, CHECKSUM_BYTES))) return undefined;
    const index = deserialize(body) as IndexFile;
    return index.version === `${INDEX_VERSION}\0${cacheVersion}` && now - index.written >= 0 && now - index.written < TRUSTED_MS ? index : undefined;
  } catch {
    return undefined;
  }
}

/** The parse index of one site: looked up before the files are read, and written again after. */
export class ParseIndex {
  /** Parses read this build that the index did not have (add). */
  private readonly added = new Map<string, Entry>();

  private constructor(
    private readonly file: string,
    private readonly cacheVersion: string,
    private readonly kept: IndexFile | undefined,
    private readonly now: number,
  ) {}

  static open(cacheDir: string, siteDir: string, cacheVersion: string, now = Date.now()): ParseIndex {
    const file = indexFile(cacheDir, siteDir);
    return new ParseIndex(file, cacheVersion, readIndex(file, cacheVersion, now), now);
  }

  /** The indexed parse of file `abs` when its stamp and parse options (`job`) are the ones indexed. */
  lookup(abs: string, stamp: FileStamp, job: string): IndexedParse | undefined {
    const entry = this.kept?.entries.get(entryKey(abs, job));
    return entry && sameStamp(entry.stamp, stamp) ? entry : undefined;
  }

  /** Records the parse of file `abs` (read this build, found in the cache) under the stamp it had before it was read. */
  add(abs: string, stamp: FileStamp, job: string, parse: IndexedParse): void {
    if (this.now - Math.max(stamp[1], stamp[2]) < RACY_MS) return;
    this.added.set(entryKey(abs, job), { ...parse, stamp });
  }

  /**
   * Writes the index again when it is worth it: there was none (or an old one), or files it did not
   * have were read, at least REWRITE_AFTER or 1 % of it. A few edited files are read again by the
   * next builds instead of the whole index being written after each edit. The kept entries stay (a
   * build of another locale needs its own), and so does the time the index was started: it is read
   * through again a day after that, however often it was added to.
   */
  save(): void {
    const { kept, added } = this;
    if (kept ? added.size < Math.max(REWRITE_AFTER, kept.entries.size / 100) : added.size === 0) return;
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      const entries = kept ? new Map([...kept.entries, ...added]) : added;
      const body = serialize({ version: `${INDEX_VERSION}\0${this.cacheVersion}`, written: kept?.written ?? this.now, entries } satisfies IndexFile);
      writeCacheFile(this.file, [createHash('sha256').update(body).digest(), body]);
    } catch {
      // an index that cannot be written only costs time
    }
  }
}

/** A job's parse options as the index compares them (its fields, its file's path aside). */
export function jobKey(job: object): string {
  const { abs: _abs, threads: _threads, ...options } = job as { abs?: string; threads?: number };
  return JSON.stringify(options);
}
