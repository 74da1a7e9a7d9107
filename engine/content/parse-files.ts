/**
 * Parsing many files: a content-addressed cache (same text, same parser -> the stored result, no
 * parse) and, for large sites, worker threads so both cores parse. Results come back in input order.
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, fstatSync, futimesSync, mkdirSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { Root } from 'mdast';
import type { Diagnostic } from '../diagnostics.js';
import { PROVIDED_MODULES } from './mdx-modules.js';
import { siteThemeImportDiagnostics } from './site-theme.js';
import { siteFileImportDiagnostics } from './site-file-imports.js';
import { sitePackageImportDiagnostics } from './site-packages.js';
import type { ParsedContent } from './parse.js';
import type { MathSyntax } from './parallel-parse.js';
import { writeCacheFile } from '../write-atomic.js';
import { expandPartials, type PartialFile, rawImportFiles, usesGlobalPartial } from './partials.js';
import type { MarkdownPreprocessor } from '../config/schema.js';
import type { RemarkPluginEntry } from '../config/markdown-plugins.js';
import { remarkPluginsKey } from './remark-plugins.js';
import { preprocessSource } from './preprocess.js';
import { type DocSource, readDocSource } from './read-source.js';
import { BIG_DOC_WORKER_LIMITS } from './worker-limits.js';

export interface ParseJob {
  /** Absolute path of the file. */
  abs: string;
  /** Path for diagnostics, relative to the site root. */
  source: string;
  /** The site folder, when `source` leads out of it (`../docs/x.md`): else `abs` without `source` (siteDirOf). */
  siteDir?: string;
  format: 'md' | 'mdx';
  /** `$…$` math syntax on (config.markdown.math; ParseOptions.math). */
  math?: MathSyntax;
  /** MDX: HTML comments are comments (markdown.mdx1Compat.comments); default true. */
  comments?: boolean;
  /** Format of imported partials when the site sets one (markdown.format); default: by extension. */
  partialFormat?: 'md' | 'mdx';
  /** Threads a very large doc may be parsed on (engine/content/parallel-parse.ts); default 1. */
  threads?: number;
  /** Emoji shortcodes become emoji (markdown.emoji); default true. */
  emoji?: boolean;
  /**
   * The site's markdown.preprocessor, run on the file's text (and its partials') before parsing.
   * A function cannot be sent to a worker thread: jobs that have one are parsed on the main thread.
   */
  preprocess?: MarkdownPreprocessor;
  /** Admonition names besides the built-in ones (markdown.admonitionKeywords). */
  admonitionKeywords?: string[];
  /** `false`: the built-in admonition names do not count (ParseOptions.admonitionDefaults). */
  admonitionDefaults?: boolean;
  /** Heading ids keep their letter case (markdown.anchors.maintainCase). */
  maintainCase?: boolean;
  /** `false`: `:::tip Title` is not an admonition title (markdown.mdx1Compat.admonitions). */
  oldAdmonitionTitles?: boolean;
  /** The remark plugins of the file's content plugin, run on its tree (functions too: parsed on the main thread). */
  remarkPlugins?: RemarkPluginEntry[];
  /** Global MDX components that are Markdown files, name -> `@site/…` specifier: used, they are partials. */
  globalPartials?: Record<string, string>;
}

/** A job's file read honestly (read-source.ts), then through the site's preprocessor when it has one. */
export function readJobSource(job: ParseJob): DocSource {
  return preprocessSource(readDocSource(job.abs, job.source), job.abs, job.source, job.preprocess);
}

/**
 * Bump when the parse output changes shape, so stale cache entries are not read. The modules MDX may
 * import are part of it: an import the engine comes to provide is no longer an error of the cached parse.
 */
export const CACHE_VERSION = `49\0${PROVIDED_MODULES.join(',')}`;
/** Each part of an entry (its metadata, its tree) starts with its SHA-256 (readEntryMeta). */
const CHECKSUM_BYTES = 32;
/** How long after its last recorded use a read of a cache entry records the use again. */
const ENTRY_TOUCH_AFTER_MS = 24 * 60 * 60 * 1000;
/** Below this many files, threads cost more than they save. */
const WORKER_THRESHOLD = 300;

/**
 * The cache lives with the site (node_modules/.cache/docs-engine, else .docs-cache/), never in the
 * shared OS temp folder, where any user of the machine could plant entries.
 */
export function defaultCacheDir(siteDir: string): string {
  const nodeModules = path.join(siteDir, 'node_modules');
  return existsSync(nodeModules) ? path.join(nodeModules, '.cache', 'docs-engine') : path.join(siteDir, '.docs-cache');
}

function cacheKey(text: string, job: ParseJob): string {
  return createHash('sha1').update(CACHE_VERSION).update('\0').update(job.format).update(job.math ? `math:${String(job.math)}` : '').update(job.comments === false ? 'no-comments' : '').update(job.emoji === false ? 'no-emoji' : '').update((job.admonitionKeywords ?? []).join(',')).update(job.maintainCase ? 'case' : '').update(job.oldAdmonitionTitles === false ? 'no-old-titles' : '').update(job.admonitionDefaults === false ? 'no-default-admonitions' : '').update('\0').update(remarkPluginsKey(job.remarkPlugins)).update('\0').update(job.source).update('\0').update(text).digest('hex');
}

/** Where the parse of `text` (for `job`) is cached in `cacheDir`. */
export function cacheFileOf(text: string, job: ParseJob, cacheDir: string): string {
  const key = cacheKey(text, job);
  return path.join(cacheDir, key.slice(0, 2), `${key}.bin`);
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

/** A cache entry's parse without its tree (and whether the tree has ESM), and where its tree starts. */
interface EntryMeta {
  meta: Omit<ParsedContent, 'tree'> & { esm: boolean };
  treeAt: number;
}

/** How much of an entry is read first: its metadata (about 1.3 KB on average) fits, mostly. */
const HEAD_BYTES = 16_384;

/**
 * A cache entry is [SHA-256 of the next two][u32 length of the metadata][the metadata, v8-serialised]
 * [SHA-256 of the tree][the tree, v8-serialised]. The metadata is read and checked alone: a build
 * needs every doc's metadata but renders few of the docs (an incremental build), and the trees are
 * about 95 % of the cache (215 MB at 10,000 docs). A part that does not match its checksum (edited,
 * truncated) is parsed again, never trusted. An entry last used over a day ago gets the time of this
 * use as its modification time: entries unused for a month are removed (parse-cache-prune.ts).
 */
function readEntryMeta(file: string): EntryMeta | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    let head = Buffer.alloc(HEAD_BYTES);
    let length = readSync(fd, head, 0, head.length, 0);
    if (length < CHECKSUM_BYTES + 4) return undefined;
    const metaEnd = CHECKSUM_BYTES + 4 + head.readUInt32LE(CHECKSUM_BYTES);
    if (metaEnd > length) {
      const whole = Buffer.alloc(metaEnd);
      head.copy(whole, 0, 0, length);
      length += readSync(fd, whole, length, metaEnd - length, length);
      head = whole;
    }
    if (metaEnd > length || !sha256(head.subarray(CHECKSUM_BYTES, metaEnd)).equals(head.subarray(0, CHECKSUM_BYTES))) return undefined;
    recordUse(fd);
    return { meta: deserialize(head.subarray(CHECKSUM_BYTES + 4, metaEnd)) as EntryMeta['meta'], treeAt: metaEnd };
  } catch {
    return undefined; // not cached yet (or unreadable)
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Marks an entry used now, when its last recorded use is over a day old. */
function recordUse(fd: number): void {
  try {
    if (Date.now() - fstatSync(fd).mtimeMs <= ENTRY_TOUCH_AFTER_MS) return;
    const now = new Date();
    futimesSync(fd, now, now);
  } catch {
    // a cache whose times cannot be set: its entries may be parsed again after a month
  }
}

/** The tree of a cache entry, from where readEntryMeta found it starts; undefined when it is gone or does not match its checksum. */
function readEntryTree(file: string, treeAt: number): Root | undefined {
  try {
    const bytes = readFileSync(file).subarray(treeAt);
    const tree = bytes.subarray(CHECKSUM_BYTES);
    if (bytes.length <= CHECKSUM_BYTES || !sha256(tree).equals(bytes.subarray(0, CHECKSUM_BYTES))) return undefined;
    return deserialize(tree) as Root;
  } catch {
    return undefined;
  }
}

/** A cached parse (see readEntryMeta), or undefined. */
export function readCachedParse(file: string): ParsedContent | undefined {
  const entry = readEntryMeta(file);
  const tree = entry && readEntryTree(file, entry.treeAt);
  if (!entry || !tree) return undefined;
  const { esm: _esm, ...meta } = entry.meta;
  return { ...meta, tree };
}

/** Stores a parse in the cache (atomically); a cache that cannot be written only costs time. */
export function writeCachedParse(file: string, parsed: ParsedContent): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const { tree, ...meta } = parsed;
    const metaBytes = serialize({ ...meta, esm: tree.children.some((node) => node.type === 'mdxjsEsm') });
    const head = Buffer.alloc(4);
    head.writeUInt32LE(metaBytes.length);
    const treeBytes = serialize(tree);
    // The parts are hashed and written as they are: a large doc's tree is tens of MB, not copied twice.
    const metaChecksum = createHash('sha256').update(head).update(metaBytes).digest();
    writeCacheFile(file, [metaChecksum, head, metaBytes, sha256(treeBytes), treeBytes]);
  } catch {
    // ignore
  }
}

const EMPTY_TREE: Root = { type: 'root', children: [] };

/** Thrown where a file must be parsed before the parser is loaded (see withParser). */
class ParserNotLoaded extends Error {}

let parseModule: typeof import('./parse.js') | undefined;

/** The loaded parser (engine/content/parse.ts); ParserNotLoaded until loadParser has run on this thread. */
function parser(): typeof import('./parse.js') {
  if (!parseModule) throw new ParserNotLoaded('internal: the Markdown parser is used before loadParser()');
  return parseModule;
}

/**
 * Loads the Markdown parser on this thread. It is loaded only once a file must be parsed: a build
 * that finds every file in the parse cache (an incremental build) never loads it, which saves about
 * 0.4 s of module loading on each thread.
 */
export async function loadParser(): Promise<void> {
  parseModule ??= await import('./parse.js');
}

/**
 * Runs `work`, which may need the parser: when it turns out to, the parser is loaded and `work` runs
 * again. Only for work that has no effect before it first parses (reading files and the cache).
 */
export async function withParser<T>(work: () => T): Promise<T> {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof ParserNotLoaded)) throw error;
    await loadParser();
    return work();
  }
}

/**
 * A cached doc's tree left where it is, in its cache entry: read again (and its checksum checked
 * again) only when a task renders the doc. An incremental build renders few of the docs it parses,
 * and holding every tree's bytes held the whole parse cache in memory (460 MB at 10,000 docs).
 */
interface TreeInCache {
  cacheFile: string;
  /** Where the tree starts in the entry (after its metadata); not known yet for an entry this thread just wrote. */
  treeAt?: number;
  job: ParseJob;
  cacheDir: string;
}

/** A tree a worker holds: the tree, its serialised bytes, or where the cache keeps it (deserialised when a task needs it). */
export type HeldTree = Root | Uint8Array | TreeInCache;

/** Whether a held tree was found in the parse cache, not parsed (nor read with its imports expanded) by this thread. */
export function foundInCache(held: HeldTree): boolean {
  return cachedAt(held) !== undefined;
}

/** Where the parse cache keeps a held tree that was found there (see foundInCache). */
export function cachedAt(held: HeldTree): { cacheFile: string; treeAt: number } | undefined {
  return !(held instanceof Uint8Array) && 'cacheFile' in held && held.treeAt !== undefined ? { cacheFile: held.cacheFile, treeAt: held.treeAt } : undefined;
}

/** The tree of a HeldTree (a cache entry gone or damaged since is parsed again). */
export function treeOf(held: HeldTree): Root {
  if (held instanceof Uint8Array) return deserialize(held) as Root;
  if (!('cacheFile' in held)) return held;
  const treeAt = held.treeAt ?? readEntryMeta(held.cacheFile)?.treeAt;
  return (treeAt !== undefined ? readEntryTree(held.cacheFile, treeAt) : undefined) ?? parseWithCache(held.job, held.cacheDir).tree;
}

/**
 * For a worker that keeps the trees (ContentWorkers): the parse with an empty tree, and the tree
 * held apart. A cached doc that imports nothing leaves its tree in the cache (TreeInCache): no time
 * spent deserialising trees a build does not render, and no memory held for them.
 */
export function parseHoldingTree(job: ParseJob, cacheDir: string | undefined): { parsed: ParsedContent; tree: HeldTree } {
  let cacheFile: string | undefined;
  if (cacheDir) {
    const read = readJobSource(job);
    cacheFile = read.usable ? cacheFileOf(read.text, job, cacheDir) : undefined;
    const entry = cacheFile ? readEntryMeta(cacheFile) : undefined;
    if (cacheFile && entry && !entry.meta.esm && !usesGlobalPartial(entry.meta, job.globalPartials)) {
      const { esm: _esm, ...meta } = entry.meta;
      const parsed = withReadDiagnostics(read, () => ({ ...meta, tree: EMPTY_TREE }));
      return { parsed: { ...parsed, inputHash: inputHashOf(read.text, job, parsed.dependencies) }, tree: { cacheFile, treeAt: entry.treeAt, job, cacheDir } };
    }
  }
  const parsed = parseWithCache(job, cacheDir);
  // A tree with partials expanded (a global one needs no import) differs from the cached one: held apart.
  const esm = parsed.tree.children.some((node) => node.type === 'mdxjsEsm') || !!parsed.dependencies?.length;
  const big = (parsed.tree.position?.end.offset ?? 0) >= BIG_DOC_BYTES; // the text's length, with no second stat
  // Just written to the cache: left there, as a cached one is (a cold 10,000-doc build held 200 MB of tree bytes).
  if (cacheFile && cacheDir && !esm && !big && existsSync(cacheFile)) return { parsed: { ...parsed, tree: EMPTY_TREE }, tree: { cacheFile, job, cacheDir } };
  // Else held serialised: a fraction of the tree's memory until it renders (not a very large doc's:
  // its tree and its bytes at once would raise the peak it sets anyway).
  return { parsed: { ...parsed, tree: EMPTY_TREE }, tree: esm || big ? parsed.tree : serialize(parsed.tree) };
}

/**
 * Parses one file through the cache (when `cacheDir` is set), with its imported partials expanded;
 * a file that cannot be read honestly (binary, not UTF-8, a dangling link) says so.
 */
export function parseWithCache(job: ParseJob, cacheDir: string | undefined): ParsedContent {
  const read = readJobSource(job);
  const parsed = withReadDiagnostics(read, () => withPartials(parseTextWithCache(read.text, job, cacheDir), job, cacheDir));
  return { ...parsed, inputHash: inputHashOf(read.usable ? read.text : '', job, parsed.dependencies) };
}

/** ParsedContent.inputHash: the parse's cache key and the text of every partial it expanded. */
function inputHashOf(text: string, job: ParseJob, dependencies: string[] | undefined): string {
  const hash = createHash('sha1').update(cacheKey(text, job));
  for (const file of dependencies ?? []) {
    hash.update('\0').update(file).update('\0');
    try {
      hash.update(readFileSync(file));
    } catch {
      hash.update('(unreadable)');
    }
  }
  return hash.digest('hex');
}

/** The partials read by this thread, by path and format, with the text they were parsed from. */
const partialMemo = new Map<string, { text: string; parsed: ParsedContent }>();

function loadPartial(file: PartialFile, job: ParseJob, cacheDir: string | undefined): ParsedContent {
  const read = preprocessSource({ text: readFileSync(file.abs, 'utf8'), usable: true, diagnostics: [] }, file.abs, file.source, job.preprocess);
  const text = read.text;
  const key = `${file.format}:${file.abs}`;
  const hit = partialMemo.get(key);
  if (hit && hit.text === text) return hit.parsed;
  const parsed = withReadDiagnostics(read, () => parseTextWithCache(text, { ...job, ...file }, cacheDir));
  partialMemo.set(key, { text, parsed });
  return parsed;
}

/** The site folder of a job's file. */
export const siteDirOf = (job: Pick<ParseJob, 'abs' | 'source' | 'siteDir'>): string => job.siteDir ?? job.abs.slice(0, job.abs.length - job.source.length);

/** A doc's parse with the Markdown files it imports expanded in place (engine/content/partials.ts). */
export function withPartials(parsed: ParsedContent, job: ParseJob, cacheDir: string | undefined): ParsedContent {
  const siteDir = siteDirOf(job);
  const expanded = expandPartials(parsed, job, { siteDir, format: job.partialFormat ?? 'detect', load: (file) => loadPartial(file, job, cacheDir), globalPartials: job.globalPartials });
  // Files whose text the doc shows (raw-loader imports) are inputs of its page, as partials are.
  const esm = expanded.tree.children.some((node) => node.type === 'mdxjsEsm');
  const raw = esm ? rawImportFiles(expanded.tree, job.abs, siteDir) : [];
  // `@theme/X` imports the engine does not provide must be the site's own theme components.
  // Packages a doc imports must be installed for the site.
  const theme = esm ? [...siteThemeImportDiagnostics(expanded.tree, job.source, siteDir), ...sitePackageImportDiagnostics(expanded.tree, job.source, siteDir), ...siteFileImportDiagnostics(parsed.tree, job.source, job.abs, siteDir)] : [];
  const checked = theme.length ? { ...expanded, diagnostics: [...expanded.diagnostics, ...theme] } : expanded;
  return raw.length ? { ...checked, dependencies: [...new Set([...(checked.dependencies ?? []), ...raw])] } : checked;
}

/**
 * The parse of a file's `text`: the cached one when the cache has it; else parsed now, with the
 * cache file it belongs in (`store`), which the caller writes now or later. Partials not expanded.
 */
export function parseThroughCache(text: string, job: ParseJob, cacheDir: string | undefined): { parsed: ParsedContent; store?: string } {
  const options = { math: job.math, comments: job.comments, threads: job.threads, emoji: job.emoji, admonitionKeywords: job.admonitionKeywords, admonitionDefaults: job.admonitionDefaults, maintainCase: job.maintainCase, oldAdmonitionTitles: job.oldAdmonitionTitles, ...(job.remarkPlugins ? { remarkPlugins: job.remarkPlugins, abs: job.abs } : {}) };
  if (!cacheDir) return { parsed: parser().parseContent(text, job.source, job.format, options) };
  const file = cacheFileOf(text, job, cacheDir);
  const cached = readCachedParse(file);
  if (cached) return { parsed: cached };
  return { parsed: parser().parseContent(text, job.source, job.format, options), store: file };
}

/** Parses a file's text through the cache (when `cacheDir` is set); partials are not expanded. */
export function parseTextWithCache(text: string, job: ParseJob, cacheDir: string | undefined): ParsedContent {
  const { parsed, store } = parseThroughCache(text, job, cacheDir);
  if (store) writeCachedParse(store, parsed);
  return parsed;
}

/** The parse of a file read by readDocSource: nothing for an unusable file, and the reading's diagnostics first. */
export function withReadDiagnostics(read: DocSource, parse: () => ParsedContent): ParsedContent {
  if (!read.usable) return { ...parser().parseContent('', '', 'md'), diagnostics: read.diagnostics };
  const parsed = parse();
  return read.diagnostics.length ? { ...parsed, diagnostics: [...read.diagnostics, ...parsed.diagnostics] } : parsed;
}

/** A job's parse as a worker posts it: `cached`, where the parse cache keeps its tree when it was found there (cachedAt). */
export interface ParsedItem {
  index: number;
  parsed: ParsedContent;
  cached?: { cacheFile: string; treeAt: number };
}

/** What a parse worker posts (parse-worker.ts). */
export type WorkerMessage =
  | { type: 'parsed'; items: ParsedItem[] }
  | { type: 'ready' }
  | { type: 'progress'; id: number; count: number; part?: unknown }
  | { type: 'done'; id: number; output: unknown }
  | { type: 'failed'; id: number; error: string; diagnostics?: Diagnostic[] };

/** A task for ContentWorkers.run: a module URL and its (structured-cloneable) input. */
export interface WorkerTaskRequest {
  id: number;
  module: string;
  input: unknown;
}

/**
 * What a task module exports: it runs in each worker over the trees that worker holds (and may
 * delete those it is done with, to free memory, when no later task needs them). `progress` reports
 * items done and may hand over a part of the output as it goes, which the worker then need not hold.
 */
export interface WorkerTaskModule {
  runTask(input: unknown, context: { trees: Map<string, HeldTree>; progress: (count: number, part?: unknown) => void }): unknown;
}

/** Without a request, at most this many threads (each holds a share of the trees and its own V8 heap). */
const DEFAULT_MAX_THREADS = 8;

/**
 * The thread count asked for: the `threads` option (`docs build --threads N`), else DOCS_THREADS,
 * else undefined (as many as the machine has).
 */
export function requestedThreads(requested?: number): number | undefined {
  if (requested !== undefined && requested >= 1) return Math.floor(requested);
  const env = Number(process.env.DOCS_THREADS);
  return Number.isFinite(env) && env >= 1 ? Math.floor(env) : undefined;
}

/** The threads a parse may use: as asked for (see requestedThreads), else as many as the machine has, at most 8. */
export function threadCount(requested?: number): number {
  return requestedThreads(requested) ?? Math.min(availableParallelism(), DEFAULT_MAX_THREADS);
}

/**
 * A doc of at least this size is parsed and rendered in a worker thread even on a small site: a
 * worker can be given a larger young generation (worker-limits.ts), where the parser's short-lived
 * objects die without being copied, which halves the time a very large doc takes.
 */
export const BIG_DOC_BYTES = 1024 * 1024;

/** Whether a job's file is a big doc (BIG_DOC_BYTES or more). */
function isBigDoc(job: ParseJob): boolean {
  try {
    return statSync(job.abs).size >= BIG_DOC_BYTES;
  } catch {
    return false;
  }
}

/** The jobs, each big doc's allowed every thread (the other docs are parsed meanwhile, if any). */
export function withThreads(jobs: ParseJob[], requested: number | undefined): ParseJob[] {
  const threads = threadCount(requested);
  return threads > 1 ? jobs.map((job) => ({ ...job, threads })) : jobs;
}

/**
 * Threads to use for `jobs` (1: parse on the main thread): threadCount, on a site of
 * WORKER_THRESHOLD files or more, or one with a big doc; 1 when the site has a preprocessor or remark
 * plugins (functions of the config, which a worker thread cannot be sent).
 */
export function threadsFor(jobs: ParseJob[], requested?: number): number {
  const threads = threadCount(requested);
  if (jobs.some((job) => job.preprocess || job.remarkPlugins?.length)) return 1;
  const worthIt = jobs.length >= WORKER_THRESHOLD || jobs.some(isBigDoc);
  return threads > 1 && worthIt && WORKER_URL.pathname.endsWith('.js') && existsSync(WORKER_URL) ? threads : 1;
}
const WORKER_URL = new URL('./parse-worker.js', import.meta.url);

/** What workers do with the trees they parse: post them with the parse, keep them for tasks, or drop them. */
export type WorkerTrees = 'send' | 'keep' | 'drop';

/** How startWorkers starts its workers. */
export interface WorkerStart {
  cacheDir: string | undefined;
  trees: WorkerTrees;
  /** A module the workers load once they have parsed (when they parsed enough: parse-worker.ts). */
  preload?: string;
  /** Trees already known, by job index: the worker holds them as they are, without reading the file. */
  held?: readonly (HeldTree | undefined)[];
  /** Each parse a worker posts, by job index (none for a job whose tree was given in `held`). */
  onParsed?: (item: ParsedItem) => void;
}

/** Starts workers over contiguous slices of the jobs; resolves once each has parsed its slice. */
export function startWorkers(jobs: ParseJob[], threads: number, start: WorkerStart): Promise<{ workers: Worker[]; sources: Set<string>[] }> {
  // Contiguous slices keep each worker's file reads local and the message count low.
  const size = Math.ceil(jobs.length / threads);
  const workers: Worker[] = [];
  const sources: Set<string>[] = [];
  const ready = Array.from({ length: threads }, (_, w) => {
    const first = w * size;
    const slice = jobs.slice(first, first + size);
    if (!slice.length) return Promise.resolve();
    const held = start.held?.slice(first, first + size);
    const worker = new Worker(WORKER_URL, { workerData: { jobs: slice, cacheDir: start.cacheDir, trees: start.trees, preload: start.preload, held }, ...(slice.some(isBigDoc) ? { resourceLimits: BIG_DOC_WORKER_LIMITS } : {}) });
    workers.push(worker);
    sources.push(new Set(slice.map((job) => job.source)));
    return new Promise<void>((resolve, reject) => {
      const onMessage = (message: WorkerMessage) => {
        if (message.type === 'parsed') for (const item of message.items) start.onParsed?.({ ...item, index: first + item.index });
        else if (message.type === 'ready') {
          worker.off('message', onMessage);
          worker.off('error', reject);
          resolve();
        }
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  });
  return Promise.all(ready).then(
    () => ({ workers, sources }),
    async (error: unknown) => {
      await Promise.all(workers.map((w) => w.terminate()));
      throw error;
    },
  );
}

/**
 * Parses every job, in order. Uses worker threads for large sites when the compiled worker exists.
 * `withTrees: false` (nothing will render): workers do not send the trees, which saves their copy.
 */
export async function parseFiles(jobs: ParseJob[], options: { cacheDir?: string; threads?: number; withTrees?: boolean } = {}): Promise<ParsedContent[]> {
  const threads = threadsFor(jobs, options.threads);
  if (threads === 1) {
    const parsed: ParsedContent[] = [];
    for (const job of jobs) parsed.push(await withParser(() => parseWithCache(job, options.cacheDir)));
    return parsed;
  }
  const parsed = new Array<ParsedContent>(jobs.length);
  const { workers } = await startWorkers(withThreads(jobs, options.threads), threads, { cacheDir: options.cacheDir, trees: options.withTrees === false ? 'drop' : 'send', onParsed: (item) => (parsed[item.index] = item.parsed) });
  await Promise.all(workers.map((w) => w.terminate()));
  return parsed;
}
