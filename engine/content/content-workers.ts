/**
 * Worker threads that parsed a large site and keep its trees (about twice the size of the Markdown
 * in memory, once): a build renders in them, on every core, instead of cloning every tree to the
 * main thread and rendering there on one. Idle workers do not keep the process alive.
 *
 * With the parse cache, the files whose stamps the site's parse index (parse-index.ts) has are not
 * read at all; when at most a few others are left (an edit), those are parsed here, and the workers
 * start only if a task needs them (an edit build renders its few pages here: renderer/server/build.ts).
 */
import type { Worker } from 'node:worker_threads';
import type { Root } from 'mdast';
import { SiteLoadError } from '../diagnostics.js';
import { CACHE_VERSION, cachedAt, type HeldTree, type ParseJob, parseFiles, parseHoldingTree, parseWithCache, siteDirOf, startWorkers, threadsFor, withParser, withThreads, type WorkerMessage, type WorkerTaskRequest } from './parse-files.js';
import { fileStamp, type FileStamp, jobKey, ParseIndex } from './parse-index.js';
import type { ParsedContent } from './parse.js';

const EMPTY_TREE: Root = { type: 'root', children: [] };
/** At most this many files not in the parse index are parsed here rather than in workers started for them. */
const PARSE_HERE_LIMIT = 32;

type Pool = { workers: Worker[]; sources: Set<string>[] };

/** The jobs' stamps and parse options, their parses found in the index, and their trees as the cache keeps them. */
interface Lookup {
  index: ParseIndex;
  stamps: (FileStamp | undefined)[];
  keys: string[];
  parsed: ParsedContent[];
  held: (HeldTree | undefined)[];
  misses: number[];
}

/** Looks every job up in the site's parse index (each file stamped before anything reads it). */
function lookUp(jobs: ParseJob[], cacheDir: string): Lookup {
  const siteDir = siteDirOf(jobs[0]);
  const index = ParseIndex.open(cacheDir, siteDir, CACHE_VERSION);
  const stamps = jobs.map((job) => fileStamp(job.abs));
  const keys = jobs.map(jobKey);
  const parsed = new Array<ParsedContent>(jobs.length);
  const held = new Array<HeldTree | undefined>(jobs.length);
  const misses: number[] = [];
  jobs.forEach((job, i) => {
    const stamp = stamps[i];
    const hit = stamp && index.lookup(job.abs, stamp, keys[i]);
    if (!hit) return misses.push(i);
    parsed[i] = { ...hit.parsed, tree: EMPTY_TREE };
    held[i] = { cacheFile: hit.cacheFile, treeAt: hit.treeAt, job, cacheDir };
  });
  return { index, stamps, keys, parsed, held, misses };
}

/** Records a job's parse in the index when the cache had it (a tree with imports, or just parsed, is not indexed). */
function record(lookup: Lookup, jobs: ParseJob[], i: number, parsed: ParsedContent, cached: { cacheFile: string; treeAt: number } | undefined): void {
  const stamp = lookup.stamps[i];
  if (!stamp || !cached) return;
  const { tree: _tree, ...meta } = parsed;
  lookup.index.add(jobs[i].abs, stamp, lookup.keys[i], { parsed: meta, ...cached });
}

/**
 * The parses of `jobs` without their trees (`docs check`: nothing renders): the files the site's
 * parse index has are not read; the others are parsed as parseFiles does. The index is left as the
 * builds wrote it.
 */
export async function parseWithoutTrees(jobs: ParseJob[], options: { cacheDir?: string; threads?: number }): Promise<ParsedContent[]> {
  const { cacheDir } = options;
  if (!cacheDir || !jobs.length) return parseFiles(jobs, { ...options, withTrees: false });
  const { parsed, misses } = lookUp(jobs, cacheDir);
  const read = await parseFiles(
    misses.map((i) => jobs[i]),
    { ...options, withTrees: false },
  );
  misses.forEach((i, k) => (parsed[i] = read[k]));
  return parsed;
}

export class ContentWorkers {
  private nextId = 0;
  private readonly jobsBySource: ReadonlyMap<string, ParseJob>;

  /**
   * `pool`: the started workers (`sources[i]`: the sources of the jobs worker i holds the trees of),
   * else started at the first task, each given its jobs' trees from `held`.
   */
  private constructor(
    private readonly jobs: ParseJob[],
    private readonly threads: number,
    private readonly cacheDir: string | undefined,
    private pool: Promise<Pool> | undefined,
    private held: (HeldTree | undefined)[] | undefined,
  ) {
    this.jobsBySource = new Map(jobs.map((job) => [job.source, job]));
    void pool?.then(({ workers }) => workers.forEach((worker) => worker.unref()));
  }

  /**
   * The parse of a doc these workers hold, made again here through the parse cache (a cache hit:
   * no parser loaded). A build that renders a few docs renders them here with it, instead of sending
   * the workers the whole graph (about a second at 10,000 docs). Undefined for a source no worker parsed.
   */
  async parseHere(source: string): Promise<ParsedContent | undefined> {
    const job = this.jobsBySource.get(source);
    return job && (await withParser(() => parseWithCache(job, this.cacheDir)));
  }

  /**
   * Parses the jobs (in workers that keep the trees, by job source, or here: see the module's
   * comment); returns the parses with empty trees. Undefined when the site is too small for threads
   * to pay (parse on the main thread then).
   */
  static async open(jobs: ParseJob[], options: { cacheDir?: string; threads?: number; preload?: string } = {}): Promise<{ workers: ContentWorkers; parsed: ParsedContent[] } | undefined> {
    const threads = threadsFor(jobs, options.threads);
    if (threads === 1) return undefined;
    const sent = withThreads(jobs, options.threads);
    const { cacheDir } = options;
    const lookup = cacheDir ? lookUp(sent, cacheDir) : undefined;
    if (lookup && lookup.misses.length <= PARSE_HERE_LIMIT) {
      for (const i of lookup.misses) {
        const { parsed, tree } = await withParser(() => parseHoldingTree(sent[i], cacheDir));
        lookup.parsed[i] = parsed;
        lookup.held[i] = tree;
        record(lookup, sent, i, parsed, cachedAt(tree));
      }
      lookup.index.save();
      return { workers: new ContentWorkers(sent, threads, cacheDir, undefined, lookup.held), parsed: lookup.parsed };
    }
    const parsed = lookup?.parsed ?? new Array<ParsedContent>(sent.length);
    const onParsed = ({ index, parsed: one, cached }: { index: number; parsed: ParsedContent; cached?: { cacheFile: string; treeAt: number } }) => {
      parsed[index] = one;
      if (lookup) record(lookup, sent, index, one, cached);
    };
    const pool = await startWorkers(sent, threads, { cacheDir, trees: 'keep', preload: options.preload, held: lookup?.held, onParsed });
    lookup?.index.save();
    return { workers: new ContentWorkers(sent, threads, cacheDir, Promise.resolve(pool), undefined), parsed };
  }

  /** The workers, started now if they were not (each holding its jobs' trees as found by open). */
  private started(): Promise<Pool> {
    if (!this.pool) {
      const held = this.held;
      this.held = undefined;
      this.pool = startWorkers(this.jobs, this.threads, { cacheDir: this.cacheDir, trees: 'keep', held });
      void this.pool.then(({ workers }) => workers.forEach((worker) => worker.unref()));
    }
    return this.pool;
  }

  /**
   * Runs a task module (see WorkerTaskModule) in every worker, or only in those holding the tree of
   * one of `sources` (an incremental build renders a few docs: the others are not sent the task and
   * its graph); resolves with each one's output.
   */
  async run<Output>(module: URL, input: unknown, onProgress?: (count: number, part?: Output) => void, sources?: ReadonlySet<string>): Promise<Output[]> {
    const id = this.nextId++;
    const pool = await this.started();
    const holds = (i: number) => !sources || [...sources].some((source) => pool.sources[i].has(source));
    return Promise.all(pool.workers.filter((_, i) => holds(i)).map((worker) => runOn<Output>(worker, { id, module: module.href, input }, onProgress)));
  }

  /** Ends the workers (and frees their trees). */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = Promise.resolve({ workers: [], sources: [] });
    this.held = undefined;
    const started = await pool?.catch(() => undefined);
    await Promise.all((started?.workers ?? []).map((w) => w.terminate()));
  }
}

/** Runs one task request on one worker; resolves with its output. */
function runOn<Output>(worker: Worker, request: WorkerTaskRequest, onProgress?: (count: number, part?: Output) => void): Promise<Output> {
  return new Promise<Output>((resolve, reject) => {
    worker.ref();
    const finish = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.unref();
    };
    const onError = (error: Error) => {
      finish();
      reject(error);
    };
    const onMessage = (message: WorkerMessage) => {
      if (!('id' in message) || message.id !== request.id) return;
      if (message.type === 'progress') onProgress?.(message.count, message.part as Output | undefined);
      else if (message.type === 'done') {
        finish();
        resolve(message.output as Output);
      } else if (message.type === 'failed') {
        finish();
        reject(message.diagnostics ? new SiteLoadError(message.diagnostics, 1) : new Error(message.error));
      }
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.postMessage(request);
  });
}
