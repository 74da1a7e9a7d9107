/**
 * buildSite: a loaded site -> a static site in `outDir`. Every page is rendered into a temporary
 * folder that replaces `outDir` only when everything succeeded, so a failed build never leaves a
 * half-written site behind.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../engine/diagnostics.js';
import { createLinkContext, type LinkContext } from '../../engine/graph/links.js';
import type { Doc, Route, SiteGraph } from '../../engine/graph/types.js';
import type { LoadedSite } from '../../engine/load.js';
import type { Root } from 'mdast';
import { type AssetSink, renderDocContent, type RenderedContent } from '../markdown/index.js';
import { packPage } from '../client/sidebar-pack.js';
import { type PageData, routeHash, type ShellData } from '../model.js';
import { assertSafeOutDir, swapInBuild } from './output.js';
import { copyStaticDirs, ImageAssets, writeClientBundle, writeStyles } from './assets.js';
import { type DocumentAssets, renderDocument } from './html.js';
import type { RenderTaskInput, RenderTaskOutput } from './render-worker.js';
import { buildShell, docPageData, fullSidebar, generatedIndexPageData, hrefOf, notFoundPageData, tagPageData, tagsIndexPageData } from './model.js';

export interface BuildOptions {
  outDir: string;
  /** Where to print a progress line (a TTY); nothing is printed when absent. */
  progress?: NodeJS.WriteStream;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  diagnostics: Diagnostic[];
  /** The search sections of every rendered doc, by doc key. */
  contents: Map<string, BuiltContent>;
}

/** What the build keeps of a doc's rendered content once its page is written: its search sections. */
export type BuiltContent = Pick<RenderedContent, 'sections'>;

/** File path of a route inside the build (decoded: spaces and `&` are written as such). */
export function routeFile(route: string, trailingSlash: boolean | undefined): string {
  const clean = route.replace(/^\/+/, '');
  if (!clean) return 'index.html';
  if (trailingSlash === false) return `${clean.replace(/\/$/, '')}.html`;
  return path.join(clean, 'index.html');
}

/** Hook for features that add files to a build (search index, ...), run before the swap. */
export type BuildExtension = (ctx: { site: LoadedSite; outDir: string; contents: ReadonlyMap<string, BuiltContent>; shell: ShellData }) => Promise<void> | void;
const extensions: BuildExtension[] = [];
export function registerBuildExtension(extension: BuildExtension): void {
  extensions.push(extension);
}
registerBuildExtension((await import('./search-index.js')).writeSearchIndex);
/** How many extensions this module registers itself: every thread that loads it has these. */
export const BUILTIN_EXTENSION_COUNT = extensions.length;
/** The extensions registered so far, built-in ones first. */
export function buildExtensions(): readonly BuildExtension[] {
  return extensions;
}

/** What every page of a site shares when rendered: the graph, the shell, asset URLs, absolute URLs. */
export interface PageRenderContext {
  graph: SiteGraph;
  shell: ShellData;
  assets: DocumentAssets;
  siteUrl: string;
  /** Absolute URL of the site's social card image, when configured. */
  image?: string;
  docsByKey: Map<string, Doc>;
}

/** One page to render: its data and what goes into its head besides. */
export interface RoutePage {
  page: PageData;
  noIndex?: boolean;
  keywords?: string[];
  docImage?: string;
}

export function createPageRenderContext(graph: SiteGraph, assets: DocumentAssets): PageRenderContext {
  const { config } = graph;
  const siteUrl = config.url.replace(/\/$/, '');
  const image = config.themeConfig.image ? (/^https?:/.test(config.themeConfig.image) ? config.themeConfig.image : siteUrl + hrefOf(graph, config.themeConfig.image)) : undefined;
  return { graph, shell: buildShell(graph), assets, siteUrl, ...(image ? { image } : {}), docsByKey: new Map(graph.docs.map((d) => [d.key, d])) };
}

/** The page of a route (undefined for kinds without a page of their own); `contentHtml` renders a doc's content. */
export function routePage(rc: PageRenderContext, route: Route, contentHtml: (doc: Doc) => string): RoutePage | undefined {
  const { graph, siteUrl } = rc;
  const version = graph.versions.find((v) => v.name === route.version);
  switch (route.kind) {
    case 'doc': {
      const doc = rc.docsByKey.get(route.docKey!) as Doc;
      const page = docPageData(graph, doc, contentHtml(doc));
      const docImage = doc.image ? (/^https?:/.test(doc.image) ? doc.image : siteUrl + hrefOf(graph, doc.image)) : undefined;
      return { page, noIndex: doc.unlisted, keywords: doc.keywords, ...(docImage ? { docImage } : {}) };
    }
    case 'tags-index':
      return { page: tagsIndexPageData(graph, version!) };
    case 'tag': {
      const tag = version!.tags.find((t) => t.permalink === route.tag)!;
      return { page: tagPageData(graph, version!, tag, rc.docsByKey), noIndex: tag.unlisted };
    }
    case 'generated-index':
      return { page: generatedIndexPageData(graph, route) };
    case '404':
      return undefined;
  }
}

/** The site's not-found page (written as 404.html). */
export function notFoundPage(rc: PageRenderContext): RoutePage {
  return { page: notFoundPageData(rc.graph), noIndex: true };
}

/** A page as a complete HTML document. */
export function renderPageHtml(rc: PageRenderContext, { page, noIndex, keywords, docImage }: RoutePage): string {
  const { graph } = rc;
  const config = graph.config;
  return renderDocument(rc.shell, page, rc.assets, {
    canonical: rc.siteUrl + hrefOf(graph, page.route),
    ...(docImage ? { image: docImage } : rc.image ? { image: rc.image } : {}),
    noIndex: !!noIndex || config.noIndex,
    keywords,
    metadata: config.themeConfig.metadata,
  });
}

/**
 * Writes a page into the build folder: its HTML file and (but for the 404 page) its page-data chunk.
 * Returns the chunk's name and route, for the check that no two routes share a name.
 */
export function writeRoutePage(rc: PageRenderContext, outDir: string, routePageData: RoutePage, file: string): [hash: string, route: string] | undefined {
  const { page } = routePageData;
  const abs = path.join(outDir, file);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, renderPageHtml(rc, routePageData));
  if (page.kind === '404') return undefined;
  writeFileSync(path.join(outDir, pageChunkFile(page.route)), pageChunkJson(page));
  return [routeHash(page.route), page.route];
}

/** Renders a doc's route (content and page) into the build folder; returns its search sections and chunk. */
export function writeDocPage(rc: PageRenderContext, outDir: string, route: Route, tree: Root, linkContext: LinkContext, images: AssetSink): { content: BuiltContent; chunk: [string, string] | undefined } {
  let content: BuiltContent = { sections: [] };
  const page = routePage(rc, route, (doc) => {
    const rendered = renderDocContent(tree, doc, linkContext, images);
    content = { sections: rendered.sections };
    return rendered.html;
  });
  return { content, chunk: page ? writeRoutePage(rc, outDir, page, routeFile(route.path, rc.graph.config.trailingSlash)) : undefined };
}

/** A page-data chunk's text: the page, its sidebar packed as in the hydration data (the client unpacks both). */
export function pageChunkJson(page: PageData): string {
  return JSON.stringify(packPage(page));
}

/** The page-data chunk of a route, relative to the build folder. */
export function pageChunkFile(route: string): string {
  return path.join('_pages', `${routeHash(route)}.json`);
}

/** The file of a full sidebar, relative to the build folder. */
export function sidebarChunkFile(version: string, sidebar: string): string {
  return path.join('_pages', `sidebar-${routeHash(`${version}:${sidebar}`)}.json`);
}

/**
 * The full sidebars the client fetches to expand collapsed categories: [file relative to the build,
 * JSON]. `include` picks some of them (by version name and sidebar id).
 */
export function sidebarChunks(graph: SiteGraph, include?: (version: string, sidebar: string) => boolean): [file: string, json: string][] {
  const out: [string, string][] = [];
  for (const version of graph.versions) {
    for (const sidebar of version.sidebars) {
      if (include && !include(version.name, sidebar.id)) continue;
      out.push([sidebarChunkFile(version.name, sidebar.id), JSON.stringify(fullSidebar(graph, sidebar))]);
    }
  }
  return out;
}

/** sitemap.xml of the listed routes. */
export function siteSitemap(graph: SiteGraph): string {
  return sitemap(graph.config.url.replace(/\/$/, ''), graph.routes.filter((r) => !r.unlisted).map((r) => hrefOf(graph, r.path)));
}

/** Copies the static folders and writes the stylesheet and the client bundle into `dir`. */
export async function writeSiteAssets(dir: string, graph: SiteGraph): Promise<DocumentAssets> {
  const { config } = graph;
  copyStaticDirs(config.staticDirectories.map((d) => path.resolve(graph.siteDir, d)), dir);
  const css = await writeStyles(dir, config.baseUrl);
  const js = await writeClientBundle(dir, config.baseUrl);
  return { css: [css], js: js ? [js] : [], ...(config.favicon ? { favicon: hrefOf(graph, config.favicon) } : {}) };
}

/** Runs every registered build extension (the search index, ...) over a complete set of contents. */
export async function runBuildExtensions(ctx: Parameters<BuildExtension>[0]): Promise<void> {
  for (const extension of extensions) await extension(ctx);
}

/** The graph as plain data for a worker thread (a config can hold functions, which do not clone). */
function cloneableGraph(graph: SiteGraph): SiteGraph {
  return JSON.parse(JSON.stringify(graph)) as SiteGraph;
}

export async function buildSite(site: LoadedSite, options: BuildOptions): Promise<BuildResult> {
  const { graph, trees } = site;
  const outDir = path.resolve(options.outDir);
  assertSafeOutDir(outDir, graph);
  const tmpDir = `${outDir}.tmp-${process.pid}`;
  rmSync(tmpDir, { recursive: true, force: true });
  mkdirSync(tmpDir, { recursive: true });
  const diagnostics: Diagnostic[] = [];
  try {
    const { config } = graph;
    const linkContext = createLinkContext(graph);
    const assets = await writeSiteAssets(tmpDir, graph);
    const images = new ImageAssets(tmpDir, config.baseUrl);
    const rc = createPageRenderContext(graph, assets);
    const contents = new Map<string, BuiltContent>();
    mkdirSync(path.join(tmpDir, '_pages'), { recursive: true });
    const chunkNames = new Map<string, string>();
    const noteChunk = (chunk: [string, string] | undefined) => {
      if (!chunk) return;
      const [hash, route] = chunk;
      const clash = chunkNames.get(hash);
      if (clash && clash !== route) throw new Error(`Two routes share a page-data name (${hash}): "${clash}" and "${route}".`);
      chunkNames.set(hash, route);
    };

    const routes = graph.routes;
    let done = 0;
    const tick = (count = 1) => {
      const before = done;
      done += count;
      if (options.progress && (Math.floor(before / 25) !== Math.floor(done / 25) || done === routes.length)) options.progress.write(`\rRendering pages ${done}/${routes.length}`);
    };
    // Docs render where their trees are: in the content workers (large sites; each tree is dropped
    // once rendered, and the workers are closed after), else here.
    const remote = site.workers?.run<RenderTaskOutput>(new URL('./render-worker.js', import.meta.url), { graph: cloneableGraph(graph), assets, outDir: tmpDir } satisfies RenderTaskInput, tick);
    remote?.catch(() => undefined); // awaited below, after the pages rendered here
    for (const route of routes) {
      if (route.kind === 'doc') {
        if (remote) continue;
        const { content, chunk } = writeDocPage(rc, tmpDir, route, trees.get(route.docKey!)!, linkContext, images);
        contents.set(route.docKey!, content);
        noteChunk(chunk);
      } else {
        const page = routePage(rc, route, () => '');
        if (page) noteChunk(writeRoutePage(rc, tmpDir, page, routeFile(route.path, config.trailingSlash)));
      }
      if (!remote || route.kind !== 'doc') tick();
    }
    const outputs = await remote;
    // The workers are spent: closing them now frees their trees before the search index is built.
    await site.workers?.close();
    for (const output of outputs ?? []) {
      for (const [key, content] of output.contents) contents.set(key, content);
      for (const chunk of output.chunks) noteChunk(chunk);
    }
    const missing = remote && routes.find((r) => r.kind === 'doc' && !contents.has(r.docKey!));
    if (missing) throw new Error(`No worker held the parse of ${missing.docKey} (route ${missing.path}).`);
    if (options.progress) options.progress.write('\n');

    for (const [file, json] of sidebarChunks(graph)) writeFileSync(path.join(tmpDir, file), json);
    writeRoutePage(rc, tmpDir, notFoundPage(rc), '404.html');
    writeFileSync(path.join(tmpDir, 'sitemap.xml'), siteSitemap(graph));
    await runBuildExtensions({ site, outDir: tmpDir, contents, shell: rc.shell });

    // Swap: the old build is replaced only now.
    swapInBuild(tmpDir, outDir);
    return { outDir, pages: routes.length + 1, diagnostics, contents };
  } catch (error) {
    await site.workers?.close();
    rmSync(tmpDir, { recursive: true, force: true });
    throw error;
  }
}

function sitemap(siteUrl: string, hrefs: string[]): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${hrefs
    .map((h) => `<url><loc>${escape(siteUrl + h)}</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>`)
    .join('\n')}\n</urlset>\n`;
}

