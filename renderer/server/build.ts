/**
 * buildSite: a loaded site -> a static site in `outDir`. Every page is rendered into a temporary
 * folder that replaces `outDir` only when everything succeeded (output.ts), so a failed build never
 * leaves a half-written site behind. The pipeline: assets, pages (here or in the content workers),
 * full sidebars, 404, sitemap, build extensions, swap.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { type Diagnostic, SiteLoadError } from '../../engine/diagnostics.js';
import { createLinkContext } from '../../engine/graph/links.js';
import type { Doc, Route, SiteGraph } from '../../engine/graph/types.js';
import type { LoadedSite } from '../../engine/load.js';
import { hrefOf } from '../hrefs.js';
import { copyStaticDirs, ImageAssets } from './assets.js';
import { writeClientAssets } from './client-assets.js';
import { writeCustomCss } from './custom-css.js';
import { writeClientModules } from './client-modules.js';
import { BUILTIN_EXTENSION_COUNT, buildExtensions, runBuildExtensions } from './extensions.js';
import type { DocumentAssets } from './html.js';
import { asOutputWriteError, openBuildTarget, swapInBuild } from './output.js';
import { writeBlogFeeds } from './blog-feeds.js';
import { attachBlog, attachSitePages, type BuiltContent, createPageRenderContext, type PageRenderContext, notFoundPage, pageChunkFile, routeFile, routePage, sidebarChunks, sidebarTopFiles, writeRoutePage } from './pages.js';
import { buildSitemap } from './sitemap.js';

/** The build's sitemap and what making it found (buildSitemap). */
type SiteSitemap = Awaited<ReturnType<typeof buildSitemap>>;
import { buildDocPage } from './doc-build.js';
import { type IncrementalBuild, isGraphOnlyRoute, type KnownStamps, linkedStamps, openIncremental, type PageRecord, RecordingAssets, reusedFiles, routeRecordKey, writeManifest } from './incremental.js';
import { type MovedFolders, moveFolders, type Placed, placeFilesAside, unmoveFolders } from './place-pages.js';
import { planPlacing } from './reuse-plan.js';
import { previousOutputs } from './unchanged-build.js';
import { newPagesSignal, type PagesWritten, signalPagesWritten } from './pages-written.js';
import { routeHash } from '../model.js';
import { writeMathAssets } from './math-assets.js';
import { writeMermaidAssets } from './mermaid-assets.js';
import { prismThemeCss, writePrismTheme } from './prism-theme.js';
import { writeRedirectPages } from './redirects.js';
import type { RenderTaskInput, RenderTaskOutput } from './render-worker.js';
import { RENDER_WORKER_URL } from './render-worker-url.js';
import { searchIndexTargets } from './search-files.js';
import { type PreviousBuild, readIndexStatesAhead } from './search-reuse.js';
import type { InputStamps } from './unchanged-build.js';

export type { BuiltContent } from './pages.js';

export interface BuildOptions {
  outDir: string;
  /** Where to print a progress line (a TTY); nothing is printed when absent. */
  progress?: NodeJS.WriteStream;
  /** Adds to the new build folder before it replaces `outDir` (the other locales); a throw fails the build. */
  beforeSwap?: (tmpDir: string) => Promise<void>;
  /**
   * Incremental build (incremental.ts): the cache folder that holds the build manifest (the parse
   * cache's); pages whose inputs did not change are taken from the previous build. Off when absent.
   */
  cacheDir?: string;
  /** Where the previous build of this output is, when not `outDir` (a locale built inside a new folder). */
  previousDir?: string;
  /** Stamps of the site's files found at the start of the build (unchanged-build.ts buildKeyOf): its pages' inputs are not stat'ed again. */
  inputStamps?: InputStamps;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  diagnostics: Diagnostic[];
  /** The search sections of every rendered doc, by doc key. */
  contents: Map<string, BuiltContent>;
  /** Pages taken from the previous build (incremental builds): doc pages and pages made from the graph alone. */
  reused: number;
  /** Of those, doc pages. */
  reusedDocs: number;
  /** Stamps of the files in `outDir` known without a stat (the reused pages' links: incremental.ts linkedStamps). */
  knownStamps: KnownStamps;
}

/** Copies the static folders and writes the stylesheets and the client bundle into `dir`; the site's stylesheets' warnings go to `diagnostics`. */
export async function writeSiteAssets(dir: string, graph: SiteGraph, diagnostics: Diagnostic[]): Promise<DocumentAssets> {
  const { config } = graph;
  copyStaticDirs(config.staticDirectories.map((d) => path.resolve(graph.siteDir, d)), dir);
  const { css, js } = await writeClientAssets(dir, config.baseUrl);
  const prism = writePrismTheme(dir, config.baseUrl, prismThemeCss(config.themeConfig.prism));
  const custom = await writeCustomCss(dir, config.baseUrl, graph.siteDir, config.customCss, config.staticDirectories);
  diagnostics.push(...custom.diagnostics);
  if (config.markdown.math) writeMathAssets(dir, config.baseUrl);
  const clientModules = await writeClientModules(dir, config.baseUrl, graph.siteDir, config.clientModules, graph.configFile);
  diagnostics.push(...clientModules.diagnostics);
  return { css: [css, ...(prism ? [prism] : []), ...(custom.href ? [custom.href] : [])], js: [...(js ? [js] : []), ...(clientModules.href ? [clientModules.href] : [])], ...(config.favicon ? { favicon: hrefOf(graph, config.favicon) } : {}) };
}

/** The graph as plain data for a worker thread (a config can hold functions, which do not clone). */
function cloneableGraph(graph: SiteGraph): SiteGraph {
  return JSON.parse(JSON.stringify(graph)) as SiteGraph;
}

/** Notes each page-data chunk's name; two routes with one name (a hash clash) stop the build. */
function chunkNameGuard(): (chunk: [hash: string, route: string] | undefined) => void {
  const chunkNames = new Map<string, string>();
  return (chunk) => {
    if (!chunk) return;
    const [hash, route] = chunk;
    const clash = chunkNames.get(hash);
    if (clash && clash !== route) throw new Error(`Two routes share a page-data name (${hash}): "${clash}" and "${route}".`);
    chunkNames.set(hash, route);
  };
}

/** Counts rendered pages; writes "Rendering pages n/total" every 25 pages and at the end. */
function progressTicker(progress: BuildOptions['progress'], total: number): (count?: number) => void {
  let done = 0;
  return (count = 1) => {
    const before = done;
    done += count;
    if (progress && (Math.floor(before / 25) !== Math.floor(done / 25) || done === total)) progress.write(`\rRendering pages ${done}/${total}`);
  };
}

/** What the whole site has once every route is written: sidebars, 404, blog feeds, redirects, sitemap; the blog's and pages' contents join `contents`. */
function writeSiteWideFiles(rc: PageRenderContext, tmpDir: string, contents: Map<string, BuiltContent>, diagnostics: Diagnostic[], sitemap: SiteSitemap): void {
  const { graph } = rc;
  for (const [file, json] of [...sidebarChunks(graph), ...sidebarTopFiles(graph)]) writeFileSync(path.join(tmpDir, file), json);
  // The theme's not-found page, unless the site has its own (src/pages/404: siteNotFoundFile).
  if (!graph.routes.some(isSiteNotFoundPage)) writeRoutePage(rc, tmpDir, notFoundPage(rc), '404.html');
  for (const blog of rc.blogs ?? []) writeBlogFeeds(blog, tmpDir);
  // The blogs share one store of rendered posts.
  for (const [key, content] of [...(rc.blogs?.[0]?.contents.sections() ?? []), ...(rc.sitePages?.sections() ?? [])]) {
    contents.set(key, content);
    diagnostics.push(...content.diagnostics);
  }
  diagnostics.push(...(rc.sitePages?.reactPageWarnings() ?? []));
  writeRedirectPages(graph, tmpDir);
  diagnostics.push(...sitemap.diagnostics);
  if (sitemap.sitemap) writeFileSync(path.join(tmpDir, sitemap.sitemap.file), sitemap.sitemap.xml);
}

/** The site's own not-found page (src/pages/404.js, .md ...): written as 404.html, the file hosts serve for a missing URL, as Docusaurus writes it. */
const isSiteNotFoundPage = (route: Route) => route.kind === 'page' && route.path === '/404';

/** A page that is not a doc's: taken from the previous build (placed apart) when it is made from the graph alone and that did not change, else rendered (and recorded). */
function writeGraphPage(rc: PageRenderContext, tmpDir: string, route: Route, incremental: IncrementalBuild | undefined, records: Map<string, PageRecord>, noteChunk: (chunk: [string, string] | undefined) => void): void {
  const recordKey = isGraphOnlyRoute(route) ? routeRecordKey(route.path) : undefined;
  if (recordKey && incremental?.reused.has(recordKey)) {
    noteChunk([routeHash(route.path), route.path]);
    return;
  }
  const page = routePage(rc, route, () => '');
  if (!page) return;
  const file = isSiteNotFoundPage(route) ? '404.html' : routeFile(route.path, rc.graph.config.trailingSlash);
  const chunk = writeRoutePage(rc, tmpDir, page, file);
  noteChunk(chunk);
  if (recordKey && incremental && chunk) records.set(recordKey, { files: [file, pageChunkFile(page.page.route)], inputs: [], reusable: true });
}

/** What the render workers rendered joins what was rendered here. */
function takeRemoteOutputs(outputs: readonly RenderTaskOutput[], contents: Map<string, BuiltContent>, records: Map<string, PageRecord>, noteChunk: (chunk: [string, string] | undefined) => void): void {
  for (const output of outputs) {
    for (const [key, content] of output.contents) contents.set(key, content);
    for (const chunk of output.chunks) noteChunk(chunk);
    for (const [key, record] of output.records) records.set(key, record);
  }
}

/** What rendering the docs found, in route order (the workers' parts arrive in no set order); every doc must have been rendered. */
function docDiagnostics(routes: readonly Route[], contents: ReadonlyMap<string, BuiltContent>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const route of routes) {
    if (route.kind !== 'doc' || seen.has(route.docKey!)) continue;
    seen.add(route.docKey!);
    const content = contents.get(route.docKey!);
    if (!content) throw new Error(`No worker held the parse of ${route.docKey} (route ${route.path}).`);
    diagnostics.push(...content.diagnostics);
  }
  return diagnostics;
}

/**
 * Once every route is rendered: what rendering found, and the site-wide files. A page that rendered an
 * error (a broken `<Link>` with onBrokenLinks 'throw') fails the build here, before the swap: the
 * previous output stays.
 */
function finishRendering(rc: PageRenderContext, tmpDir: string, routes: readonly Route[], contents: Map<string, BuiltContent>, diagnostics: Diagnostic[], sitemap: SiteSitemap): void {
  diagnostics.push(...docDiagnostics(routes, contents));
  writeSiteWideFiles(rc, tmpDir, contents, diagnostics, sitemap);
  if (diagnostics.some((d) => d.severity === 'error')) throw new SiteLoadError(diagnostics, 1);
}

/** The sources of the docs an incremental build renders (both separators: the workers key trees by the OS's). */
function sourcesToRender(docs: readonly Doc[]): Set<string> {
  const sources = new Set<string>();
  for (const doc of docs) sources.add(doc.source).add(doc.source.split('/').join(path.sep));
  return sources;
}

/** The docs an incremental build renders (once each, in route order). */
function docsToRender(rc: PageRenderContext, routes: readonly Route[], incremental: IncrementalBuild): Doc[] {
  const docs = new Set<Doc>();
  for (const route of routes) {
    const doc = route.kind === 'doc' && !incremental.reused.has(route.docKey!) ? rc.docsByKey.get(route.docKey!) : undefined;
    if (doc) docs.add(doc);
  }
  return [...docs];
}

/** At most this many docs to render are rendered here rather than in the content workers (see treesReadHere). */
const RENDER_HERE_LIMIT = 32;

/**
 * The trees of the few docs an incremental build renders, read here from the parse cache
 * (ContentWorkers.parseHere), so they render here: asking the workers costs a copy of the whole graph
 * to each and their setting up (over a second at 10,000 docs, for one page). Undefined, and the
 * workers render, when there are many, or when a parse read here is not the one the doc was
 * assembled from (its file changed since: its input hash differs).
 */
async function treesReadHere(site: LoadedSite, docs: readonly Doc[]): Promise<Map<string, Root> | undefined> {
  if (!site.workers || docs.length > RENDER_HERE_LIMIT) return undefined;
  const trees = new Map<string, Root>();
  for (const doc of docs) {
    const parsed = (await site.workers.parseHere(doc.source)) ?? (await site.workers.parseHere(doc.source.split('/').join(path.sep)));
    if (!parsed?.inputHash || parsed.inputHash !== site.inputHashes?.get(doc.key)) return undefined;
    trees.set(doc.key, parsed.tree);
  }
  return trees;
}

/**
 * The placing of the reused pages' files, with whether it is done yet and its flag in shared memory
 * (awaited, or waited on by a thread, before anything reads the placed files: pages-written.ts).
 */
function placingOf(placing: Promise<Placed> | undefined, signal: Int32Array): PagesWritten | undefined {
  if (!placing) return undefined;
  let done = false;
  placing.then(() => (done = true)).catch(() => undefined);
  // The placing sets the flag itself as it ends; this covers a thread that died first.
  placing.finally(() => signalPagesWritten(signal)).catch(() => undefined);
  return { promise: placing, done: () => done, signal };
}

/**
 * Where the previous build is, for the build extensions. In an edit (`ahead`: a few pages to render),
 * the search indexes' kept states are read from now on, on the thread pool.
 */
function previousBuildOf(graph: SiteGraph, incremental: IncrementalBuild | undefined, ahead: boolean): PreviousBuild | undefined {
  if (!incremental) return undefined;
  const previous = { cacheDir: incremental.cacheDir, dir: incremental.outDir, outDir: incremental.outDir, linked: new Map<string, [number, number, number]>() };
  return ahead ? { ...previous, states: readIndexStatesAhead(previous, searchIndexTargets(graph).map((target) => target.file)) } : previous;
}

/** The manifest of a finished incremental build (its files' stamps as known: linkedStamps), and those stamps for the unchanged build's record. */
function writeManifestOf(incremental: IncrementalBuild, records: ReadonlyMap<string, PageRecord>, outDir: string, unlinked: readonly string[], previous: PreviousBuild | undefined): KnownStamps {
  const known = linkedStamps(incremental, unlinked, records);
  writeManifest(incremental, records, outDir, known);
  // The files the extensions linked (the search index's unchanged chunks) are known too.
  for (const [file, stamp] of previous?.linked ?? []) known.set(file, stamp);
  return known;
}

/**
 * How the reused pages' files are placed (reuse-plan.ts). Their folders are moved whole only when
 * the build is swapped into the folder it reuses (not a locale built inside a new folder), that
 * folder's record lists everything in it, and no extension but the engine's reads the pages.
 */
function placingPlan(rc: PageRenderContext, incremental: IncrementalBuild, options: BuildOptions, outDir: string) {
  const toSlashes = (file: string) => (path.sep === '/' ? file : file.split(path.sep).join('/'));
  const reused = reusedFiles(incremental).map(toSlashes);
  const movable = options.cacheDir && !options.previousDir && buildExtensions().length === BUILTIN_EXTENSION_COUNT;
  const previous = movable ? previousOutputs(options.cacheDir!, outDir)?.map(([file, ...stamp]) => [toSlashes(file), ...stamp] as const) : undefined;
  // The folders this build writes pages into (the site-wide folders are met at the move: moveFolders).
  const written = ['_pages', 'assets'];
  for (const route of rc.graph.routes) {
    const key = route.kind === 'doc' ? route.docKey! : routeRecordKey(route.path);
    if (!incremental.reused.has(key)) written.push(path.posix.dirname(toSlashes(routeFile(route.path, rc.graph.config.trailingSlash))));
  }
  return planPlacing(reused, previous, written);
}

/**
 * The end of a build: once the reused files are placed and the other locales built (beforeSwap),
 * the previous build's folders to keep are moved in and the new folder replaces the old one.
 * Returns the reused files that are not links to the previous build's (place-pages.ts).
 */
async function swapInFinished(tmpDir: string, outDir: string, build: { placing: Promise<Placed> | undefined; incremental: IncrementalBuild | undefined; options: BuildOptions; moved: MovedFolders }): Promise<string[]> {
  const { placing, incremental, options, moved } = build;
  const placed = await placing;
  await options.beforeSwap?.(tmpDir);
  const unlinked = [...(placed?.unlinked ?? []), ...(placed?.moves.length ? moveFolders(incremental!.outDir, tmpDir, placed.moves, moved) : [])];
  swapInBuild(tmpDir, outDir);
  // Moved for good: the previous build is the replaced folder now.
  moved.length = 0;
  return unlinked;
}

/** After a failure: the workers closed, moved folders put back, and the temporary folder removed once nothing writes into it. */
async function abandonBuild(site: LoadedSite, tmpDir: string, placing: Promise<unknown> | undefined, moved: MovedFolders): Promise<void> {
  await site.workers?.close();
  // The placing thread writes into the temporary folder until it is done.
  await placing?.catch(() => undefined);
  unmoveFolders(moved);
  try {
    rmSync(tmpDir, { recursive: true, force: true });
  } catch {
    // the next build removes it (a dead build's leftover)
  }
}

export async function buildSite(site: LoadedSite, options: BuildOptions): Promise<BuildResult> {
  const { graph, trees } = site;
  const outDir = path.resolve(options.outDir);
  const { tmpDir, release } = openBuildTarget(outDir, graph);
  const diagnostics: Diagnostic[] = [];
  // The reused pages' files, placed by a thread of their own while the rest is built (place-pages.ts).
  let placing: Promise<Placed> | undefined;
  // Folders of the previous build moved into this one at the end (reuse-plan.ts), put back on a failure.
  const moved: MovedFolders = [];
  try {
    const { config } = graph;
    const linkContext = createLinkContext(graph);
    const assets = await writeSiteAssets(tmpDir, graph, diagnostics);
    const images = new RecordingAssets(new ImageAssets(tmpDir, config.baseUrl), config.baseUrl);
    const incremental = options.cacheDir ? openIncremental({ cacheDir: options.cacheDir, outDir: path.resolve(options.previousDir ?? outDir), graph, assets, inputHashes: site.inputHashes, inputStamps: options.inputStamps }) : undefined;
    const placedSignal = newPagesSignal();
    const keep = incremental ? { cacheDir: incremental.cacheDir, outDir: incremental.outDir, keys: incremental.keys, kept: incremental.kept } : undefined;
    const records = new Map<string, PageRecord>();
    const rc = createPageRenderContext(graph, assets);
    const routes = graph.routes;
    // Nothing to render there when every doc page is reused (a no-change build): the workers are not asked.
    const allReused = !!incremental && routes.every((r) => r.kind !== 'doc' || incremental.reused.has(r.docKey!));
    const toRender = incremental && !allReused ? docsToRender(rc, routes, incremental) : undefined;
    // An edit (a few docs to render): the search index's kept state is read from here on (previousBuildOf).
    const previous = previousBuildOf(graph, incremental, !!toRender && toRender.length <= RENDER_HERE_LIMIT);
    const plan = incremental?.reused.size ? placingPlan(rc, incremental, options, outDir) : undefined;
    placing = plan ? placeFilesAside({ fromDir: incremental!.outDir, toDir: tmpDir, files: plan.link, moves: plan.moves, signal: placedSignal }) : undefined;
    const placed = placingOf(placing, placedSignal);
    attachBlog(rc, trees, linkContext, images);
    // React pages are bundled and rendered first (asynchronous); a page that fails stops the build.
    await attachSitePages(rc, trees, linkContext, images)?.prepare();
    const contents = new Map<string, BuiltContent>();
    mkdirSync(path.join(tmpDir, '_pages'), { recursive: true });
    const noteChunk = chunkNameGuard();

    const tick = progressTicker(options.progress, routes.length);
    // Docs render where their trees are: in the content workers (large sites; each tree is dropped
    // once rendered, and the workers are closed after), else here, as do a few docs (an edit: treesReadHere).
    const remoteIncremental = incremental && keep ? { skip: [...incremental.reused.keys()], cacheDir: keep.cacheDir, outDir: keep.outDir, keys: [...keep.keys], kept: [...incremental.kept] } : undefined;
    // What the workers render arrives in parts as they go (render-worker.ts), the rest with their end.
    const takePart = (count: number, part?: RenderTaskOutput) => (tick(count), part && takeRemoteOutputs([part], contents, records, noteChunk));
    const treesHere = toRender && (await treesReadHere(site, toRender));
    const remote = allReused || treesHere ? undefined : site.workers?.run<RenderTaskOutput>(RENDER_WORKER_URL, { graph: cloneableGraph(graph), assets, outDir: tmpDir, ...(remoteIncremental ? { incremental: remoteIncremental } : {}) } satisfies RenderTaskInput, takePart, toRender && sourcesToRender(toRender));
    remote?.catch(() => undefined); // awaited below, after the pages rendered here
    for (const route of routes) {
      const reusedPage = route.kind === 'doc' ? incremental?.reused.get(route.docKey!) : undefined;
      if (reusedPage) {
        const permalink = rc.docsByKey.get(route.docKey!)!.permalink;
        contents.set(route.docKey!, reusedPage.content);
        noteChunk([routeHash(permalink), permalink]);
      } else if (route.kind === 'doc') {
        if (remote) continue;
        const { content, chunk, record } = buildDocPage(rc, tmpDir, route, (treesHere ?? trees).get(route.docKey!)!, linkContext, images, keep);
        contents.set(route.docKey!, content);
        records.set(route.docKey!, record);
        noteChunk(chunk);
      } else {
        writeGraphPage(rc, tmpDir, route, incremental, records, noteChunk);
      }
      if (!remote || route.kind !== 'doc' || reusedPage) tick();
    }
    const outputs = await remote;
    // The workers are spent: closing them now frees their trees before the search index is built.
    await site.workers?.close();
    takeRemoteOutputs(outputs ?? [], contents, records, noteChunk);
    if (options.progress) options.progress.write('\n');
    finishRendering(rc, tmpDir, routes, contents, diagnostics, await buildSitemap(graph));
    if ([...contents.values()].some((content) => content.browserDiagrams)) writeMermaidAssets(tmpDir, graph.siteDir);
    await runBuildExtensions({ site, outDir: tmpDir, contents, shell: rc.shell, ...(previous ? { previous } : {}) }, placed);
    const unlinked = await swapInFinished(tmpDir, outDir, { placing, incremental, options, moved });
    const knownStamps = incremental ? writeManifestOf(incremental, records, outDir, unlinked, previous) : new Map<string, never>();
    const reusedDocs = incremental ? [...incremental.reused.keys()].filter((key) => !key.startsWith('route:')).length : 0;
    return { outDir, pages: routes.length + 1, diagnostics, contents, reused: incremental?.reused.size ?? 0, reusedDocs, knownStamps };
  } catch (error) {
    await abandonBuild(site, tmpDir, placing, moved);
    throw asOutputWriteError(error, outDir) ?? error;
  } finally {
    release();
  }
}

