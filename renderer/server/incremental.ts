/**
 * Incremental `docs build`: a doc's page files (HTML, page-data chunk, Markdown twin, the images it
 * copied) are taken from the previous build instead of rendered again when nothing they are made
 * from changed. The build still writes a complete new folder and swaps it in (output.ts); reused
 * files are hard links into the previous build (a copy where links are not possible).
 *
 * What a doc page is made from, as one key per doc (pageKeyOf):
 *   - the site key (siteKeyOf): the engine's own files, the config file's text, the client assets,
 *     the names in the static folders, and the whole SiteGraph except the fields of each doc that
 *     only its own page shows (headings, references, components). Any change to the sidebar, navbar,
 *     versions, tags, titles, descriptions, routes, blog or config changes it, and every page is
 *     rendered again;
 *   - the doc's input hash (its text, parse options and imported partials: ParsedContent.inputHash);
 *   - the doc itself as the graph holds it (title, prev/next, tags, sidebar place, last update...).
 * Besides the key, the images a page copied must be unchanged (size, mtime), the previous build's
 * files must be the ones this manifest recorded (inode, size, mtime: nothing edited them), and a page
 * whose render evaluated site modules (components bundled by esbuild) is always rendered again.
 *
 * Pages made from the graph alone (tag pages, the tags list, generated-index pages) are kept while
 * the site key is the same (their key: the site key and the route), so a doc's text edit renders one page.
 *
 * The build manifest (beside the parse cache, one per output folder) lists each page's key and
 * files; each rendered page's search sections and diagnostics are kept in a file of their own, so a
 * reused page brings them to the search index and the diagnostics as a render would.
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Doc, Route, RouteKind, SiteGraph } from '../../engine/graph/types.js';
import { writeCacheFile } from '../../engine/write-atomic.js';
import type { AssetFolder, AssetSink } from '../markdown/assets.js';
import { PACKAGE_ROOT } from './assets.js';
import type { DocumentAssets } from './html.js';
import { renderFeaturesOf } from './mermaid-assets.js';
import { OUTPUT_MARKER } from './output.js';
import type { BuiltContent } from './pages.js';

/** Bump when the manifest or the kept contents change shape. */
const MANIFEST_VERSION = '2';

/** What rendering a doc's page wrote and read, reported by whoever rendered it (here or a worker). */
export interface PageRecord {
  /** The page's files, relative to the build folder. */
  files: string[];
  /** Files its content read besides the doc and its partials (copied images), absolute. */
  inputs: string[];
  /** False when the render evaluated site modules (their sources are not tracked): never reused. */
  reusable: boolean;
  /** What the manifest notes of the page's kept content (keepContent), when it was kept. */
  kept?: KeptSummary;
}

type FileStamp = [file: string, size: number, mtimeMs: number, ino: number];

/**
 * What a reused page brings besides its search sections: its warnings, the digest of its sections,
 * whether it has diagrams. Noted in the manifest, so that a reused page's kept content (its
 * sections, some 100 MB at 10,000 pages) is read only should the search index need its sections.
 */
export type KeptSummary = Pick<BuiltContent, 'diagnostics' | 'digest' | 'browserDiagrams'>;

interface ManifestPage {
  key: string;
  files: FileStamp[];
  inputs: FileStamp[];
  /** The kept content's summary and its file's stamp (it must be the very file the build kept). */
  kept?: KeptSummary & { stamp: FileStamp };
}

interface Manifest {
  version: string;
  outDir: string;
  /** Stamp of the output folder's marker: another build (or --no-cache) wrote a new one. */
  marker: FileStamp;
  pages: Record<string, ManifestPage>;
}

/** A reused page: its manifest entry and its kept content. */
export interface ReusedPage {
  entry: ManifestPage;
  content: BuiltContent;
}

/** The incremental state of one build: the keys of this build and what the previous one left. */
export interface IncrementalBuild {
  cacheDir: string;
  /** The output folder (the previous build, replaced at the end). */
  outDir: string;
  /** The key of each doc page that can be kept, by doc key (graph-only pages by routeRecordKey). */
  keys: Map<string, string>;
  /** Pages taken from the previous build, by doc key (graph-only pages by routeRecordKey). */
  reused: Map<string, ReusedPage>;
  /**
   * Docs whose kept content (keepContent) is there already under this build's key: the last build
   * into the folder recorded that key, even if its pages cannot be reused (the folder was removed).
   * A render need not keep it again, nor read it back to compare (that cost more than the rest of
   * the render at times). Should it be gone or damaged, the next build that could reuse the page renders it
   * instead, and keeps it again (a content that fails to read is not in this set).
   */
  kept: Set<string>;
  /** Docs the last build into the folder recorded that this one has not (deleted, renamed): their kept contents go with its manifest. */
  gone: string[];
}

const sha1 = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

function stampOf(file: string): FileStamp | undefined {
  try {
    const s = statSync(file);
    return [file, s.size, s.mtimeMs, s.ino];
  } catch {
    return undefined;
  }
}

const sameStamp = (a: FileStamp | undefined, b: FileStamp | undefined) => !!a && !!b && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];

/** Every file below `dir`, as paths relative to it, sorted; nothing when it is missing. */
function filesBelow(dir: string, rel = '', out: string[] = []): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(dir, rel), { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) filesBelow(dir, child, out);
    else out.push(child);
  }
  return out;
}

/**
 * The engine's identity: the bytes of its compiled files and the installed packages' lock (a new
 * version renders differently). Bytes, not times: compiling the same sources again (npm run build)
 * keeps the previous build's pages; about 20 ms for the 3 MB of dist.
 */
let engineStampMemo: string | undefined;
export function engineStamp(): string {
  if (engineStampMemo) return engineStampMemo;
  const hash = createHash('sha1').update(process.version).update('\0');
  const dist = path.join(PACKAGE_ROOT, 'dist');
  // Not the CLI's bundle: it is made of these files and the installed packages.
  for (const file of filesBelow(dist)) if (!file.endsWith('.d.ts') && !file.startsWith('cli-bundle/')) hash.update(file).update('\0').update(readFileSync(path.join(dist, file))).update('\0');
  try {
    hash.update(readFileSync(path.join(PACKAGE_ROOT, 'node_modules', '.package-lock.json')));
  } catch {
    hash.update('(no lock)');
  }
  return (engineStampMemo = hash.digest('hex'));
}

/** Fields of a doc that only its own page shows: left out of the site key, part of the doc's key. */
function sharedFace(doc: Doc): Partial<Doc> {
  const { headings: _h, references: _r, components: _c, frontMatterLines: _l, ...shared } = doc;
  return shared;
}

/** The key of everything a doc page is made from besides the doc (see the module comment). */
export function siteKeyOf(graph: SiteGraph, assets: DocumentAssets): string {
  let configText = '';
  try {
    configText = readFileSync(path.join(graph.siteDir, graph.configFile), 'utf8');
  } catch {
    // a site without a config file: its config is in the graph
  }
  const staticNames: string[] = [];
  for (const dir of graph.config.staticDirectories) filesBelow(path.resolve(graph.siteDir, dir), '', staticNames);
  return sha1(MANIFEST_VERSION, engineStamp(), configText, JSON.stringify(assets), JSON.stringify(renderFeaturesOf(graph)), staticNames.join('\n'), JSON.stringify({ ...graph, docs: graph.docs.map(sharedFace) }));
}

/** Route kinds whose pages are made from the graph alone (and the shell): reused while the site key is the same. */
const GRAPH_ONLY_ROUTES = new Set<RouteKind>(['tags-index', 'tag', 'generated-index']);

/** Whether a route's page is made from the graph alone. */
export function isGraphOnlyRoute(route: Route): boolean {
  return GRAPH_ONLY_ROUTES.has(route.kind);
}

/** The manifest's name of a graph-only page (doc pages go by their doc key). */
export function routeRecordKey(routePath: string): string {
  return `route:${routePath}`;
}

/** The key of a doc's page, or undefined when its inputs are not known (never reused). */
export function pageKeyOf(siteKey: string, doc: Doc, inputHash: string | undefined): string | undefined {
  return inputHash ? sha1(siteKey, inputHash, JSON.stringify(doc)) : undefined;
}

const buildsDir = (cacheDir: string) => path.join(cacheDir, 'builds');

/**
 * A file the cache keeps for a build folder, named after the folder: its manifest (no kind), the
 * search index's record (search-reuse.ts), the unchanged build's (unchanged-build.ts); with `part`,
 * a binary `.state` file of that kind, one per part (a search index's state, search-reuse.ts; not
 * `.bin`, the parse cache's entries).
 */
export const buildRecordFile = (cacheDir: string, outDir: string, kind?: 'search' | 'unchanged', part?: string) =>
  path.join(buildsDir(cacheDir), `${createHash('sha1').update(outDir).digest('hex').slice(0, 16)}${kind ? `.${kind}` : ''}${part ? `.${part}.state` : '.json'}`);
const manifestFile = (cacheDir: string, outDir: string) => buildRecordFile(cacheDir, outDir);

/** Where a doc's kept content lives (one file per doc and output folder, replaced when rendered again). */
export function contentFileOf(cacheDir: string, outDir: string, docKey: string): string {
  const name = sha1(outDir, docKey);
  return path.join(buildsDir(cacheDir), 'pages', name.slice(0, 2), `${name}.content`);
}

/** Keeps a rendered page's content for the next build; a cache that cannot be written only costs time. */
export function keepContent(file: string, key: string, content: BuiltContent): void {
  try {
    const payload = serialize({ key, content });
    const entry = Buffer.concat([createHash('sha256').update(payload).digest(), payload]);
    // The same page rendered again (a build after the output was removed): the entry is already there.
    // Not rewriting it spares the write (and the removal of the file it replaces).
    if (sameBytes(file, entry)) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeCacheFile(file, entry);
  } catch {
    // ignore
  }
}

function sameBytes(file: string, bytes: Buffer): boolean {
  try {
    return statSync(file).size === bytes.length && readFileSync(file).equals(bytes);
  } catch {
    return false;
  }
}

function readContent(file: string, key: string): BuiltContent | undefined {
  try {
    // Like a parse cache entry: the SHA-256 of the rest first; an entry that does not match is not trusted.
    const bytes = readFileSync(file);
    const payload = bytes.subarray(32);
    if (bytes.length <= 32 || !createHash('sha256').update(payload).digest().equals(bytes.subarray(0, 32))) return undefined;
    const kept = deserialize(payload) as { key?: string; content?: BuiltContent };
    return kept.key === key && kept.content ? kept.content : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A reused page's content: from the manifest's summary when its kept file is the one noted there,
 * its sections read from that file only when asked (the search index asks only for pages it has
 * no state of); else read whole now (undefined when it cannot be: the page is rendered again).
 */
function keptContent(file: string, key: string, summary: ManifestPage['kept']): BuiltContent | undefined {
  if (!summary) return readContent(file, key);
  if (!sameStamp(summary.stamp, stampOf(file))) return undefined;
  let sections: BuiltContent['sections'] | undefined;
  return {
    diagnostics: summary.diagnostics,
    ...(summary.digest ? { digest: summary.digest } : {}),
    ...(summary.browserDiagrams ? { browserDiagrams: true } : {}),
    get sections() {
      sections ??= readContent(file, key)?.sections;
      if (!sections) throw new Error(`The build cache's copy of a page's search sections (${file}) cannot be read. Build again with --no-cache.`);
      return sections;
    },
  };
}

/** The manifest the last build into `outDir` wrote, whether or not the folder is still that build. */
function readManifest(cacheDir: string, outDir: string): Manifest | undefined {
  try {
    const manifest = JSON.parse(readFileSync(manifestFile(cacheDir, outDir), 'utf8')) as Manifest;
    return manifest.version === MANIFEST_VERSION && manifest.outDir === outDir ? manifest : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the output folder is the very build the manifest describes. */
const describesFolder = (manifest: Manifest, outDir: string) => sameStamp(manifest.marker, stampOf(path.join(outDir, OUTPUT_MARKER)));

/**
 * Opens an incremental build of `graph` into `outDir`: each doc page's key, and the pages of the
 * previous build (when its manifest matches the folder) that can be kept as they are.
 */
export function openIncremental(options: { cacheDir: string; outDir: string; graph: SiteGraph; assets: DocumentAssets; inputHashes: ReadonlyMap<string, string> | undefined; inputStamps?: ReadonlyMap<string, readonly [number, number, number]> }): IncrementalBuild {
  const { cacheDir, outDir, graph } = options;
  const siteKey = siteKeyOf(graph, options.assets);
  const keys = new Map<string, string>();
  for (const doc of graph.docs) {
    const key = pageKeyOf(siteKey, doc, options.inputHashes?.get(doc.key));
    if (key) keys.set(doc.key, key);
  }
  for (const route of graph.routes) if (isGraphOnlyRoute(route)) keys.set(routeRecordKey(route.path), sha1(siteKey, route.kind, route.path));
  const reused = new Map<string, ReusedPage>();
  const recorded = readManifest(cacheDir, outDir);
  const kept = new Set<string>();
  for (const [docKey, key] of keys) if (!docKey.startsWith('route:') && recorded?.pages[docKey]?.key === key) kept.add(docKey);
  const manifest = recorded && describesFolder(recorded, outDir) ? recorded : undefined;
  // An input the build key's walk stamped is not stat'ed again (at 10,000 docs, 10,000 stats).
  const inputStamp = (file: string): FileStamp | undefined => {
    const known = options.inputStamps?.get(file);
    return known ? [file, ...known] : stampOf(file);
  };
  if (manifest) {
    for (const [docKey, key] of keys) {
      const entry = manifest.pages[docKey];
      if (!entry || entry.key !== key) continue;
      if (!entry.inputs.every((stamp) => sameStamp(stamp, inputStamp(stamp[0])))) continue;
      if (!entry.files.every((stamp) => sameStamp(stamp, stampOf(path.join(outDir, stamp[0]))))) continue;
      const content = docKey.startsWith('route:') ? { sections: [], diagnostics: [] } : keptContent(contentFileOf(cacheDir, outDir, docKey), key, entry.kept);
      if (content) reused.set(docKey, { entry, content });
      // Gone or damaged: kept again when the page renders.
      else kept.delete(docKey);
    }
  }
  const docKeys = new Set(graph.docs.map((doc) => doc.key));
  const gone = Object.keys(recorded?.pages ?? {}).filter((docKey) => !docKey.startsWith('route:') && !docKeys.has(docKey));
  return { cacheDir, outDir, keys, reused, kept, gone };
}

/** The output folder a manifest names, from the start of its file (`{"version":…,"outDir":"…",`), without reading the rest. */
function outDirOfManifest(file: string): string | undefined {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(16_384);
    const text = head.subarray(0, readSync(fd, head, 0, head.length, 0)).toString('utf8');
    const match = /^\{"version":"[^"]*","outDir":("(?:[^"\\]|\\.)*")/.exec(text);
    return match ? (JSON.parse(match[1]) as string) : undefined;
  } finally {
    closeSync(fd);
  }
}

/**
 * Removes what the cache keeps for build folders that are gone (a build into a temporary folder, a
 * folder deleted): their manifest, each page's kept content and their records (search index,
 * unchanged build). Every output folder has its own, a kept content per page: without this the
 * cache grows with every folder ever built into. A folder built into again starts afresh.
 */
export function pruneGoneBuilds(cacheDir: string): void {
  const dir = buildsDir(cacheDir);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const manifests = new Set<string>();
  for (const name of names) {
    if (!/^[0-9a-f]{16}\.json$/.test(name)) continue;
    const file = path.join(dir, name);
    try {
      const outDir = outDirOfManifest(file);
      const current = outDir !== undefined && file === manifestFile(cacheDir, outDir);
      if (current && existsSync(outDir)) {
        manifests.add(name.slice(0, 16));
        continue;
      }
      // A folder that is gone: its kept contents go too. A manifest no build reads (written under an
      // older name, or not ours) goes alone: the kept contents are its folder's current manifest's.
      if (outDir !== undefined && !existsSync(outDir)) {
        const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
        for (const docKey of Object.keys(manifest.pages)) if (!docKey.startsWith('route:')) rmSync(contentFileOf(cacheDir, outDir, docKey), { force: true });
      }
      rmSync(file, { force: true });
    } catch {
      // a record that cannot be read or removed stays: it costs room, never correctness
    }
  }
  // The search index's and unchanged build's records of a folder without a manifest: nothing reuses
  // them; nor a search index's state under its former name (`.bin`, before 2026-11-27: 118 MB at 10,000 pages).
  for (const name of names) {
    const record = /^([0-9a-f]{16})\.(?:search|unchanged)\.(?:json|[0-9a-f]+\.state)$/.exec(name);
    if ((record && !manifests.has(record[1])) || /^[0-9a-f]{16}\.search\.[0-9a-f]+\.bin$/.test(name)) rmSync(path.join(dir, name), { force: true });
  }
}

/** The files of every page reused from the previous build, relative to the build folder (for place-pages.ts). */
export function reusedFiles(build: IncrementalBuild): string[] {
  return [...build.reused.values()].flatMap((page) => page.entry.files.map(([file]) => file));
}

/** Stamps of files of a build folder known without a stat, by relative path (knownKey). */
export type KnownStamps = ReadonlyMap<string, readonly [size: number, mtimeMs: number, ino: number]>;

/** A relative path of a page's files as KnownStamps has it: with the OS's separators, as a folder listing gives it. */
export const knownKey = (file: string) => (path.sep === '/' ? file : file.split('/').join(path.sep));

/**
 * The stamps of the reused pages' files in the new build folder, known without a stat (some 36,000
 * at 10,000 docs, about a second for the manifest and the unchanged build's record): each is a hard
 * link to the previous build's file, whose stamp openIncremental found as the manifest has it, and a
 * link has its file's inode, size and mtime. Left out: the files placing did not link (`unlinked`,
 * place-pages.ts) and every file a rendered page wrote. A stamp gone stale all the same (a file
 * written since) is never one the file has: the next build finds that it differs, and renders again.
 */
export function linkedStamps(build: IncrementalBuild, unlinked: readonly string[], records: ReadonlyMap<string, PageRecord>): Map<string, [size: number, mtimeMs: number, ino: number]> {
  const excluded = new Set(unlinked.map(knownKey));
  for (const record of records.values()) for (const file of record.files) excluded.add(knownKey(file));
  const known = new Map<string, [number, number, number]>();
  for (const page of build.reused.values()) {
    for (const [file, size, mtimeMs, ino] of page.entry.files) {
      const rel = knownKey(file);
      if (!excluded.has(rel)) known.set(rel, [size, mtimeMs, ino]);
    }
  }
  return known;
}

/**
 * Writes the manifest of the finished build in `builtDir` (after its swap; `build.outDir` unless it
 * is a locale's folder inside a build that is swapped in later): the key, files and inputs of every
 * page that may be reused next time. A page without a key or record is left out. Its files' stamps
 * are taken from `known` (linkedStamps) when there, else found.
 */
export function writeManifest(build: IncrementalBuild, records: ReadonlyMap<string, PageRecord>, builtDir = build.outDir, known: KnownStamps = new Map()): void {
  const marker = stampOf(path.join(builtDir, OUTPUT_MARKER));
  if (!marker) return;
  const pages: Record<string, ManifestPage> = {};
  const stamps = (files: string[], root?: string) => {
    const out: FileStamp[] = [];
    for (const file of files) {
      const linked = root ? known.get(knownKey(file)) : undefined;
      const stamp: FileStamp | undefined = linked ? [file, ...linked] : stampOf(root ? path.join(root, file) : file);
      if (!stamp) return undefined;
      out.push([file, stamp[1], stamp[2], stamp[3]]);
    }
    return out;
  };
  for (const [docKey, key] of build.keys) {
    const reused = build.reused.get(docKey);
    const record = records.get(docKey);
    if (reused) {
      const files = stamps(reused.entry.files.map(([f]) => f), builtDir);
      if (files) pages[docKey] = { ...reused.entry, files };
    } else if (record?.reusable) {
      const files = stamps(record.files, builtDir);
      const inputs = stamps(record.inputs);
      const keptStamp = record.kept && stampOf(contentFileOf(build.cacheDir, build.outDir, docKey));
      if (files && inputs) pages[docKey] = { key, files, inputs, ...(record.kept && keptStamp ? { kept: { ...record.kept, stamp: keptStamp } } : {}) };
    }
  }
  const manifest: Manifest = { version: MANIFEST_VERSION, outDir: build.outDir, marker: [OUTPUT_MARKER, marker[1], marker[2], marker[3]], pages };
  try {
    mkdirSync(buildsDir(build.cacheDir), { recursive: true });
    writeCacheFile(manifestFile(build.cacheDir, build.outDir), JSON.stringify(manifest));
    for (const docKey of build.gone) rmSync(contentFileOf(build.cacheDir, build.outDir, docKey), { force: true });
  } catch {
    // the next build is a full one
  }
}

/**
 * An AssetSink that notes the files of one page at a time (the images it copies), around the
 * build's sink. One per build and thread, so site modules stay evaluated once per build.
 */
export class RecordingAssets implements AssetSink {
  private current: { files: Set<string>; inputs: Set<string> } | undefined;
  constructor(
    private inner: AssetSink,
    private baseUrl: string,
  ) {}

  addFile(absPath: string, folder?: AssetFolder): string {
    const url = this.inner.addFile(absPath, folder);
    if (this.current && url.startsWith(this.baseUrl)) {
      this.current.files.add(decodeURIComponent(url.slice(this.baseUrl.length)));
      this.current.inputs.add(absPath);
    }
    return url;
  }

  /** Starts noting a page's files. */
  begin(): void {
    this.current = { files: new Set(), inputs: new Set() };
  }

  /** What was noted since begin(). */
  end(): { files: string[]; inputs: string[] } {
    const noted = this.current ?? { files: new Set<string>(), inputs: new Set<string>() };
    this.current = undefined;
    return { files: [...noted.files], inputs: [...noted.inputs] };
  }
}
