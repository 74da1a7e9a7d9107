/**
 * Incremental builds and the search index: an index whose documents are the same as in the previous
 * build is taken from it (hard links, as reused pages are) instead of written again, which is most
 * of a no-change build's work. An index that changed is written again, but each of its chunks whose
 * bytes are the same as the previous build's chunk of that name is a link to it: after a one-doc edit
 * at 10,000 pages that is 6,000 of 6,400 files not created. The record (one per output folder, beside the build manifest) keeps
 * each index file's digest and the stamps of the files written for it; files edited since, or gone,
 * mean the index is written again.
 *
 * An index written again is made from its previous term table (engine/search/term-table.ts, kept in
 * a file of its own per index) for every page whose key is the same: only edited pages' words are
 * looked up again. The table follows from the pages' keys alone, whatever became of the output.
 */
import { createHash } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type IndexState, indexStateBytes, indexStateOf, type TermState } from '../../engine/search/index.js';
import type { PostingPlan } from '../../engine/search/posting-prints.js';
import type { ChunkSink } from '../../engine/search/split-index.js';
import { writeCacheFile, writeCacheFileLater } from '../../engine/write-atomic.js';
import { buildRecordFile, engineStamp } from './incremental.js';
import { placeFiles } from './place-pages.js';
import { chunkFolderOf } from './search-files.js';

/** Where the previous build is and where this one goes, when the build is incremental. */
export interface PreviousBuild {
  cacheDir: string;
  /** The previous build's folder. */
  dir: string;
  /** The folder this build is swapped into. */
  outDir: string;
  /**
   * The kept states of the indexes (by index file), being read while the build renders
   * (readIndexStatesAhead). Each is taken out once used, and the rest when the indexes are written:
   * the build holds this object to its end, and a state's bytes are some 100 MB.
   */
  states?: Map<string, Promise<Buffer | undefined>>;
  /**
   * Where the extensions note the files they linked to the previous build's (LinkStamp, by path
   * relative to the build folder, knownKey): the build's records take their stamps without a stat.
   */
  linked?: Map<string, LinkStamp>;
}

type Stamp = [file: string, size: number, mtimeMs: number, ino: number];
/** A linked file's stamp without its name. */
export type LinkStamp = [size: number, mtimeMs: number, ino: number];

/** What a chunk writer (SearchReuse.chunkWriter) gathers: each chunk's digest, and the stamps of the chunks it linked, by chunk name. */
export interface ChunkWriting {
  digests: { [name: string]: string };
  linked: Map<string, LinkStamp>;
}

/** What a build records of an index's chunks: each chunk's digest by name, and its posting chunks' plan with the engine it was made by. */
export interface ChunkRecord {
  digests: { [name: string]: string };
  plan?: { engine: string; chunks: PostingPlan['chunks'] };
}

interface Record {
  version: string;
  indexes: { [file: string]: { digest: string; files: Stamp[]; chunks?: ChunkRecord } };
}

const RECORD_VERSION = '2';
const recordFile = (cacheDir: string, outDir: string) => buildRecordFile(cacheDir, outDir, 'search');
/** The file of index `file`'s term table (one per index: an index taken as it is leaves its own alone). */
const termStateFile = (cacheDir: string, outDir: string, file: string) => buildRecordFile(cacheDir, outDir, 'search', createHash('sha1').update(file).digest('hex').slice(0, 8));

const TERM_STATE_VERSION = '5';

/** Whether a kept table's arrays agree with each other (a damaged file is not taken). */
function consistent(state: TermState): boolean {
  const documents = state.pageDocuments.reduce((sum, n) => sum + n, 0);
  const lists = documents * state.fields;
  return (
    state.terms.length === state.words.length &&
    state.pageKeys.length === state.pageDocuments.length &&
    state.lists.offsets.length === lists + 1 &&
    state.lengths.length === lists &&
    state.lists.offsets[lists] === state.lists.ids.length &&
    state.lists.ids.length === state.lists.counts.length &&
    state.lists.ids.length === state.lists.order.length &&
    state.pairs.offsets.length === state.pageKeys.length + 1 &&
    state.pairs.offsets[state.pageKeys.length] === state.pairs.terms.length &&
    state.pairs.terms.length === state.pairs.forms.length
  );
}

function readRecord(file: string): Record | undefined {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as Record;
    return record.version === RECORD_VERSION ? record : undefined;
  } catch {
    return undefined;
  }
}

function stampOf(root: string, file: string): Stamp | undefined {
  try {
    const s = statSync(path.join(root, file));
    return [file, s.size, s.mtimeMs, s.ino];
  } catch {
    return undefined;
  }
}

/**
 * Starts reading the kept states of indexes `files` (some 100 MB at 10,000 pages): an edit's few
 * pages render while a thread of the pool reads them, instead of the index waiting for them after.
 */
export function readIndexStatesAhead(build: Pick<PreviousBuild, 'cacheDir' | 'dir'>, files: readonly string[]): Map<string, Promise<Buffer | undefined>> {
  return new Map(files.map((file) => [file, readFile(termStateFile(build.cacheDir, build.dir, file)).catch(() => undefined)]));
}

/** Files below `dir`, relative to `root`. */
function filesUnder(root: string, dir: string): string[] {
  try {
    return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

/** The folder of the previous build's chunks of index `file` (its manifest names it), if it has one. */
function previousChunkFolder(buildDir: string, file: string): string | undefined {
  try {
    const folder = path.join(buildDir, chunkFolderOf(file));
    const { base } = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as { base?: unknown };
    return typeof base === 'string' ? path.join(folder, base) : undefined;
  } catch {
    return undefined;
  }
}

/** The search indexes of one build: which can be taken from the previous build, and what to record for the next. */
export class SearchReuse {
  private readonly previous: Record | undefined;
  private readonly next: Record = { version: RECORD_VERSION, indexes: {} };

  constructor(private readonly build: PreviousBuild) {
    this.previous = readRecord(recordFile(build.cacheDir, build.dir));
  }

  /** The digest of an index's input (its documents and options, as JSON texts) with the engine's identity. */
  digestOf(input: Iterable<string>): string {
    const hash = createHash('sha1').update(engineStamp());
    for (const text of input) hash.update('\0').update(text);
    return hash.digest('hex');
  }

  /** Places the previous build's files of `file` into `tmpDir` when its digest is the same and nothing edited them. */
  place(file: string, digest: string, tmpDir: string): boolean {
    const known = this.previous?.indexes[file];
    if (!known || known.digest !== digest) return false;
    const unchanged = known.files.every(([name, size, mtimeMs, ino]) => {
      const now = stampOf(this.build.dir, name);
      return !!now && now[1] === size && now[2] === mtimeMs && now[3] === ino;
    });
    if (!unchanged) return false;
    const files = known.files.map(([name]) => name);
    // As reused pages are placed: hard links, a copy where links are not possible.
    placeFiles({ fromDir: this.build.dir, toDir: tmpDir, files });
    this.note(file, digest, tmpDir, known.chunks, undefined, files);
    return true;
  }

  /**
   * The sink of index `file`'s chunks, written into `dir`: a chunk with the digest of the previous
   * build's chunk of the same name is a hard link to it, as is a posting chunk taken from the previous
   * build (split-index.ts), provided that file is as the previous build wrote it; else a new file.
   * `digests` gathers every chunk's digest, for the record.
   */
  chunkWriter(file: string, dir: string): ChunkSink & ChunkWriting {
    const known = this.previous?.indexes[file];
    const folder = previousChunkFolder(this.build.dir, file);
    const stamps = new Map(known?.files.map((stamp) => [stamp[0], stamp]));
    const digests: { [name: string]: string } = {};
    const linked = new Map<string, LinkStamp>();
    // Links the previous build's chunk `from` as `name`, when its digest is `digest` and nobody changed its file since.
    const link = (name: string, from: string, digest: string): boolean => {
      if (!folder || known?.chunks?.digests[from] !== digest) return false;
      const relative = path.relative(this.build.dir, path.join(folder, from));
      const was = stamps.get(relative);
      const now = stampOf(this.build.dir, relative);
      if (!was || !now || now[1] !== was[1] || now[2] !== was[2] || now[3] !== was[3]) return false;
      try {
        linkSync(path.join(folder, from), path.join(dir, name));
      } catch {
        return false;
      }
      digests[name] = digest;
      // A link has its file's inode, size and mtime: no stat needed to record it.
      linked.set(name, [now[1], now[2], now[3]]);
      return true;
    };
    return {
      digests,
      linked,
      write: (name, text, digest) => {
        if (link(name, name, digest)) return;
        writeFileSync(path.join(dir, name), text);
        digests[name] = digest;
      },
      take: link,
    };
  }

  /** The plan of the previous build's posting chunks of index `file`, when this engine made it. */
  postingPlan(file: string): PostingPlan | undefined {
    const plan = this.previous?.indexes[file]?.chunks?.plan;
    return plan && plan.engine === this.digestOf([]) ? { chunks: plan.chunks } : undefined;
  }

  /**
   * Records the files written (or placed) for `file`: the index file and the folder of its chunks,
   * with what is known of the chunks. `linked`: the stamps of files linked to the previous build's,
   * by path relative to `tmpDir` (not found again).
   */
  note(file: string, digest: string, tmpDir: string, chunks?: ChunkRecord, linked?: ReadonlyMap<string, LinkStamp>, files = [file, ...filesUnder(tmpDir, file.replace(/\.json$/, ''))]): void {
    const stamps = files.map((name): Stamp | undefined => {
      const known = linked?.get(name);
      if (known) this.build.linked?.set(name, known);
      return known ? [name, ...known] : stampOf(tmpDir, name);
    }).filter((s): s is Stamp => !!s);
    this.next.indexes[file] = { digest, files: stamps, ...(chunks ? { chunks } : {}) };
  }

  /** The chunk record of a split written with `writer` (chunkWriter) and its plan. */
  chunkRecord(writer: { digests: ChunkRecord['digests'] }, plan: PostingPlan | undefined): ChunkRecord {
    return { digests: writer.digests, ...(plan ? { plan: { engine: this.digestOf([]), chunks: plan.chunks } } : {}) };
  }

  /** What the last build kept of index `file` (IndexState), when made by this engine under the same options (`key`). */
  async indexState(file: string, key: string): Promise<IndexState | undefined> {
    try {
      const ahead = this.build.states?.get(file);
      this.build.states?.delete(file);
      const bytes = (await ahead) ?? readFileSync(termStateFile(this.build.cacheDir, this.build.dir, file));
      const state = indexStateOf(bytes, TERM_STATE_VERSION, this.digestOf([key]));
      return state && consistent(state.terms) && state.documents.routes.length === state.terms.lengths.length / state.terms.fields && state.documents.routeHashes.length === state.documents.routes.length ? state : undefined;
    } catch {
      return undefined;
    }
  }

  /** Keeps what the next build takes of index `file`, written in the background (some 80 MB at 10,000 pages): settles once written or failed. */
  keepIndexState(file: string, key: string, state: IndexState): Promise<void> {
    try {
      const stateFile = termStateFile(this.build.cacheDir, this.build.outDir, file);
      mkdirSync(path.dirname(stateFile), { recursive: true });
      const bytes = indexStateBytes(state, TERM_STATE_VERSION, this.digestOf([key]));
      // A state that cannot be written as it is (kept pages are taken by their keys: an older state stays right).
      if (!bytes) return Promise.resolve();
      return writeCacheFileLater(stateFile, bytes).catch(() => undefined);
    } catch {
      // a cache that cannot be written only costs time
      return Promise.resolve();
    }
  }

  /** Saves the record for the next build (the stamps stay valid when the build folder is renamed into place). */
  save(): void {
    // States read ahead for indexes taken as they were are not needed.
    this.build.states?.clear();
    try {
      writeCacheFile(recordFile(this.build.cacheDir, this.build.outDir), JSON.stringify(this.next));
    } catch {
      // a cache that cannot be written only costs time
    }
  }
}
