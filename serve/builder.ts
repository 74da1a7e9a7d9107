/**
 * The build folder of `docs serve`, kept up to date one change at a time.
 *
 * After each update of the site graph, the builder works out which pages can have changed by
 * comparing the new graph to the previous one (a doc's own fields, what other pages show of it, each
 * sidebar, each tag, the shell), computes those pages' data, and compares it with what the page was
 * rendered from: only pages whose data differs are rendered again. A doc whose text changed is
 * rendered before the update returns (the browser reloads it next); other changed pages (every page
 * of a sidebar whose labels changed, tag pages, ...) are marked stale and rendered when requested or
 * in the background, so a change to one title does not hold up the reload.
 *
 * Build extensions (the search index) run again when docs changed, in the background or when one of
 * their files is requested; their files are written to a scratch folder and moved in, file by file.
 */
import { createHash } from 'node:crypto';
import { candidateRoutes, docFingerprints, docsChanged, type GraphSnapshot, sameStructure, snapshotGraph } from './graph-diff.js';
import { swapInBuild } from '../renderer/server/output.js';
import { writeFileAtomic } from '../engine/write-atomic.js';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Html, Root } from 'mdast';
import { type Diagnostic, SiteLoadError } from '../engine/diagnostics.js';
import type { RenderedReactPage } from '../renderer/markdown/mdx-eval/react-page.js';
import { createLinkContext, type LinkContext, resolveDocImage, resolveDocLink } from '../engine/graph/links.js';
import type { Doc, Route, SiteGraph } from '../engine/graph/types.js';
import type { LoadedSite } from '../engine/load.js';
import { linkWorldSignature } from '../engine/session/identity.js';
import { renderDocContent, type RenderedContent } from '../renderer/markdown/index.js';
import { copyStaticDirs, ImageAssets } from '../renderer/server/assets.js';
import { writeClientAssets } from '../renderer/server/client-assets.js';
import { writeCustomCss } from '../renderer/server/custom-css.js';
import { writeClientModules } from '../renderer/server/client-modules.js';
import { writeBlogFeeds } from '../renderer/server/blog-feeds.js';
import { writeMathAssets } from '../renderer/server/math-assets.js';
import { renderFeaturesOf, writeMermaidAssets } from '../renderer/server/mermaid-assets.js';
import { prismThemeCss, writePrismTheme } from '../renderer/server/prism-theme.js';
import { markdownFileOf, writeDocMarkdown } from '../renderer/server/machine-readable.js';
import type { AssetFolder } from '../renderer/markdown/assets.js';
import {
  attachBlog,
  attachSitePages,
  createPageRenderContext,
  notFoundPage,
  pageChunkFile,
  routeChunkJson,
  type PageRenderContext,
  renderPageHtml,
  routeFile,
  type RoutePage,
  routePage,
  sidebarChunkFile,
  sidebarChunks,
  sidebarTopFiles,
} from '../renderer/server/pages.js';
import { siteSitemap } from '../renderer/server/sitemap.js';
import { BUILTIN_EXTENSION_COUNT, buildExtensions } from '../renderer/server/extensions.js';
import type { DocumentAssets } from '../renderer/server/html.js';
import type { ExtensionJob } from './extensions-worker.js';
import { hrefOf } from '../renderer/hrefs.js';

/** What the builder needs of a session update. */
export interface BuilderInput {
  site: LoadedSite;
  fileEpoch: number;
  /** Changed non-doc files of content folders (absolute). */
  assets?: string[];
  /** Changed files of static folders. */
  staticFiles?: { event: string; abs: string; rel: string }[];
  /** Only these docs' bodies changed; the rest of the graph is the previous update's (SessionUpdate). */
  sameStructure?: boolean;
  changedDocs?: string[];
}

export interface BuilderUpdate {
  /** Routes rendered during the update. */
  rendered: string[];
  /** Routes whose page changed but that are rendered later (on request or in the background). */
  stale: string[];
  /** Routes that no longer exist (their files were removed). */
  removed: string[];
  /** Whether anything a browser could see changed. */
  changed: boolean;
  /**
   * Pages of edited docs whose new data (the page-data chunk, as JSON) was written before the update
   * returned, their HTML being rendered later: an open page shows them in place (serve/live-update.ts).
   */
  live: { route: string; json: string }[];
  /** The routes, shell, sidebars and tags are those of the previous update (only docs changed). */
  structureKept: boolean;
}

interface RouteState {
  route: Route;
  /** HTML file relative to the build folder (posix separators). */
  file: string;
  /** Page-data chunk relative to the build folder. */
  chunk?: string;
  /** Hash of the page's data (with a doc's content as a version key) it was, or is to be, rendered from. */
  fingerprint?: string;
  /** The HTML (and a doc's Markdown) is to be rendered again. */
  stale: boolean;
  /** Stale, but the chunk is already written for the current data (an edit shown in place). */
  chunkFresh?: boolean;
  /** A doc's Markdown file (`{route}.md`) relative to the build folder. */
  markdown?: string;
}

interface ContentEntry {
  tree: Root;
  title: string;
  permalink: string;
  source: string;
  /** Link world version the link signature was computed in. */
  world: number;
  /** How the doc's links and images resolve; a change means the content HTML changes. */
  links: string;
  /** Bumped when the content must be rendered again. */
  version: number;
  rendered?: RenderedContent;
  /** Files (images) the rendered content refers to. */
  files: Set<string>;
  /** Rendered, but its Markdown file (`{route}.md`) is not written yet. */
  markdownPending?: boolean;
}


const toPosix = (p: string) => p.split(path.sep).join('/');
const EXTENSIONS_KEY = '\u0000extensions';
/** Below this many docs the search index takes a blink: no worker (and no second heap). */
const WORKER_MIN_DOCS = 200;
/** The worker stops after this long without work. */
const WORKER_IDLE_MS = 15_000;
/** The compiled extension worker (absent when running from the TypeScript sources). */
const WORKER_URL = new URL('./extensions-worker.js', import.meta.url);
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** URLs written in raw HTML of a Markdown doc (`<a href>`, `<img src>`): they are resolved when rendered. */
const rawHtmlUrls = new WeakMap<Root, string[]>();
function htmlUrlsOf(tree: Root): string[] {
  let urls = rawHtmlUrls.get(tree);
  if (urls) return urls;
  urls = [];
  const walk = (node: { type: string; children?: unknown[] }) => {
    if (node.type === 'html') for (const m of (node as Html).value.matchAll(/\b(href|src)\s*=\s*["']([^"']+)["']/gi)) urls!.push(`${m[1].toLowerCase() === 'src' ? 'image' : 'link'} ${m[2]}`);
    if (node.children) for (const child of node.children) walk(child as { type: string; children?: unknown[] });
  };
  walk(tree);
  rawHtmlUrls.set(tree, urls);
  return urls;
}

/** How every link and image of a doc resolves in the current site. */
function linkSignature(ctx: LinkContext, doc: Doc, tree: Root): string {
  const out: string[] = [];
  const add = (kind: string, url: string) => {
    if (kind === 'image') {
      const image = resolveDocImage(ctx, doc, url);
      out.push(image.kind === 'file' ? `i ${image.file}` : `i ${image.kind}`);
    } else {
      const link = resolveDocLink(ctx, doc, url);
      out.push('href' in link ? `l ${link.href}` : `l ${link.kind}`);
    }
  };
  for (const ref of doc.references) add(ref.kind, ref.url);
  for (const entry of htmlUrlsOf(tree)) {
    const space = entry.indexOf(' ');
    add(entry.slice(0, space), entry.slice(space + 1));
  }
  return out.join('\n');
}

export class IncrementalBuilder {
  readonly outDir: string;
  private site?: LoadedSite;
  private rc?: PageRenderContext;
  private linkContext?: LinkContext;
  private images?: ImageAssets;
  private worldSignature = '';
  private world = 0;
  private assets?: DocumentAssets;
  private assetsBaseUrl?: string;
  /** The theme's and Prism's stylesheets and the client bundle: what a reset with the same base URL reuses (the site's customCss is bundled again every reset). */
  private themeAssets?: { css: string[]; js: string[] };
  private snapshot?: GraphSnapshot;
  private routes = new Map<string, RouteState>();
  private byFile = new Map<string, RouteState>();
  private contents = new Map<string, ContentEntry>();
  private sidebarFiles = new Map<string, string>();
  private contentCounter = 0;
  private knownDirs = new Set<string>();
  /** Bumped by every update; an extension run that saw an older one leaves the extensions stale. */
  private generation = 0;
  private extensionsStale = true;
  private extensionRun?: Promise<void>;
  private extensionFiles = new Set<string>();
  private worker?: Worker;
  private workerIdle?: NodeJS.Timeout;
  private jobs = 0;
  private failed = new Map<string, Diagnostic>();

  private readonly reactPages = new Map<string, RenderedReactPage>();
  private reactEpoch = -1;
  private reactErrors: Diagnostic[] = [];

  constructor(outDir: string) {
    this.outDir = path.resolve(outDir);
  }

  /** The site the build folder shows. */
  get current(): LoadedSite | undefined {
    return this.site;
  }

  /** Pages waiting to be rendered. */
  get staleCount(): number {
    let n = 0;
    for (const state of this.routes.values()) if (state.stale) n++;
    return n;
  }

  get needsExtensions(): boolean {
    return this.extensionsStale;
  }

  /**
   * Starts a build folder from scratch: assets, static files, the 404 page, sidebars, sitemap; every
   * page is stale (rendered on request or in the background). Written to a scratch folder and swapped
   * in. The stylesheet and client bundle of the previous build are reused when the base URL is the same.
   */
  async reset(input: BuilderInput): Promise<void> {
    const { graph } = input.site;
    const tmp = `${this.outDir}.tmp-serve-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    const { config } = graph;
    copyStaticDirs(config.staticDirectories.map((d) => path.resolve(graph.siteDir, d)), tmp);
    let css: string[];
    let js: string[];
    if (this.themeAssets && this.assetsBaseUrl === config.baseUrl && existsSync(path.join(this.outDir, 'assets'))) {
      for (const sub of ['css', 'js']) {
        const from = path.join(this.outDir, 'assets', sub);
        if (existsSync(from)) cpSync(from, path.join(tmp, 'assets', sub), { recursive: true });
      }
      ({ css, js } = this.themeAssets);
    } else {
      const written = await writeClientAssets(tmp, config.baseUrl);
      const prism = writePrismTheme(tmp, config.baseUrl, prismThemeCss(config.themeConfig.prism));
      css = [written.css, ...(prism ? [prism] : [])];
      js = written.js ? [written.js] : [];
    }
    this.themeAssets = { css, js };
    // Old custom.<hash>.css files copied along are harmless: pages link the new one.
    const custom = await writeCustomCss(tmp, config.baseUrl, graph.siteDir, config.customCss, config.staticDirectories);
    if (custom.href) css = [...css, custom.href];
    const clientModules = await writeClientModules(tmp, config.baseUrl, graph.siteDir, config.clientModules, graph.configFile);
    if (clientModules.href) js = [...js, clientModules.href];
    if (config.markdown.math) writeMathAssets(tmp, config.baseUrl);
    // The library for diagrams the build cannot draw, whether a page has one yet or not (an edit may add one).
    if (renderFeaturesOf(graph).mermaidInBrowser) writeMermaidAssets(tmp, graph.siteDir);
    this.assets = { css, js, ...(config.favicon ? { favicon: hrefOf(graph, config.favicon) } : {}) };
    this.assetsBaseUrl = config.baseUrl;
    swapInBuild(tmp, this.outDir);

    this.routes.clear();
    this.byFile.clear();
    this.contents.clear();
    this.sidebarFiles.clear();
    this.knownDirs.clear();
    this.extensionFiles.clear();
    this.failed.clear();
    this.snapshot = undefined;
    this.update(input, { eager: false });
  }

  /** Applies a new graph to the build folder; see the file comment. */
  update(input: BuilderInput, options: { eager?: boolean } = {}): BuilderUpdate {
    const { site } = input;
    const { graph } = site;
    if (!this.assets) throw new Error('IncrementalBuilder.update before reset');
    this.generation++;
    const previous = this.snapshot;
    // Only doc bodies changed (the session says so): routes, sidebars, tags and the shell are the
    // previous ones, and only the changed docs need looking at.
    const fast = !!input.sameStructure && !!previous && !!this.linkContext && !!this.site;
    this.site = site;
    const rc = createPageRenderContext(graph, this.assets, { preview: true });
    this.rc = rc;
    this.images = new ImageAssets(this.outDir, graph.config.baseUrl);
    const { snapshot, docsToCheck } = fast ? this.snapshotChangedDocs(previous!, input, rc) : this.snapshotAll(input, rc);
    this.snapshot = snapshot;
    attachBlog(rc, site.trees, this.linkContext!, this.images);
    // Markdown pages render here; React pages once renderReactPages bundled them (kept until files come or go).
    if (input.fileEpoch !== this.reactEpoch) this.reactPages.clear();
    this.reactEpoch = input.fileEpoch;
    attachSitePages(rc, site.trees, this.linkContext!, this.images, this.reactPages);

    const changedFiles = new Set<string>(input.assets ?? []);
    let changed = this.copyStaticFiles(input.staticFiles ?? [], changedFiles);
    const contentChanged = this.refreshContents(site, docsToCheck, changedFiles, fast);
    const { full, candidates } = candidateRoutes(graph, previous, snapshot, { fast, docsToCheck, contentChanged, docsByKey: rc.docsByKey });
    // The blog is re-read whole when one of its files changes: its pages are compared again.
    if (!fast && graph.blogs.length) for (const route of graph.routes) if (route.kind.startsWith('blog-')) candidates.add(route.path);
    const removed = fast ? [] : this.removeGoneRoutes(graph);
    const { stale, eager } = this.markStale(graph, fast ? [...candidates].map((p) => this.routes.get(p)?.route).filter((r): r is Route => !!r) : graph.routes, candidates, contentChanged, !!previous);
    changed = this.writeSiteFiles(graph, previous, snapshot, { full, fast }) || changed;
    // Extensions (search index) read every doc's title, tags, sidebar categories and content.
    if (full || contentChanged.size || removed.length || docsChanged(previous, snapshot, fast ? docsToCheck : graph.docs)) this.extensionsStale = true;

    const rendered: string[] = [];
    const live: BuilderUpdate['live'] = [];
    // Compared with what is served (not with the session's last graph, which may be one with errors).
    const structureKept = !!previous && (fast || sameStructure(previous, snapshot));
    if (options.eager !== false) {
      for (const state of eager.slice(0, 25)) {
        // Only docs changed: the page's data now, its HTML later (on request or in the background).
        if (structureKept) {
          const json = this.renderChunk(state);
          if (json !== undefined) live.push({ route: state.route.path, json });
        } else this.render(state);
        rendered.push(state.route.path);
      }
    }
    changed ||= stale.length > 0 || removed.length > 0;
    return { rendered, stale: stale.filter((r) => !rendered.includes(r)), removed, changed, live, structureKept };
  }

  /** The fast path's snapshot: the previous one with the changed docs' fingerprints, and those docs. */
  private snapshotChangedDocs(previous: GraphSnapshot, input: BuilderInput, rc: PageRenderContext): { snapshot: GraphSnapshot; docsToCheck: Doc[] } {
    const ctx = this.linkContext!;
    ctx.graph = input.site.graph;
    const docsToCheck: Doc[] = [];
    const docs = new Map(previous.docs);
    for (const key of input.changedDocs ?? []) {
      const doc = rc.docsByKey.get(key);
      if (!doc) continue;
      ctx.docsByKey.set(key, doc);
      ctx.docsBySource.set(doc.source, doc);
      docs.set(key, docFingerprints(doc));
      docsToCheck.push(doc);
    }
    return { snapshot: { ...previous, docs }, docsToCheck };
  }

  /** A snapshot of the whole graph, with a new link context (and link world, when files changed). */
  private snapshotAll(input: BuilderInput, rc: PageRenderContext): { snapshot: GraphSnapshot; docsToCheck: Doc[] } {
    const { graph } = input.site;
    this.linkContext = createLinkContext(graph);
    const worldSignature = linkWorldSignature(graph, input.fileEpoch);
    if (worldSignature !== this.worldSignature) {
      this.worldSignature = worldSignature;
      this.world++;
    }
    return { snapshot: snapshotGraph(graph, rc.shell), docsToCheck: graph.docs };
  }

  /** Copies changed static files as they are (adds them to `changedFiles`); returns whether any was. */
  private copyStaticFiles(files: NonNullable<BuilderInput['staticFiles']>, changedFiles: Set<string>): boolean {
    let changed = false;
    for (const file of files) {
      changedFiles.add(file.abs);
      const target = path.join(this.outDir, file.rel);
      if (!target.startsWith(this.outDir + path.sep)) continue;
      try {
        if (file.event === 'unlink') rmSync(target, { force: true });
        else if (file.event === 'unlinkDir') rmSync(target, { recursive: true, force: true });
        else if (file.event === 'addDir') mkdirSync(target, { recursive: true });
        else if (statSync(file.abs).isFile()) {
          mkdirSync(path.dirname(target), { recursive: true });
          cpSync(file.abs, target);
        }
        changed = true;
      } catch {
        // gone again already: the next event says so
      }
    }
    return changed;
  }

  /** Finds the docs whose content must be rendered again (new tree, title, path, link targets or images). */
  private refreshContents(site: LoadedSite, docsToCheck: readonly Doc[], changedFiles: ReadonlySet<string>, fast: boolean): Set<string> {
    const linkContext = this.linkContext!;
    const docsByKey = this.rc!.docsByKey;
    const contentChanged = new Set<string>();
    const checkContent = (doc: Doc) => {
      const tree = site.trees.get(doc.key);
      if (!tree) return;
      const entry = this.contents.get(doc.key);
      let dirty = !entry || entry.tree !== tree || entry.title !== doc.title || entry.permalink !== doc.permalink || entry.source !== doc.source;
      if (!dirty && entry!.files.size && changedFiles.size && [...entry!.files].some((f) => changedFiles.has(f))) dirty = true;
      let links: string | undefined;
      if (!dirty && entry!.world !== this.world) {
        links = linkSignature(linkContext, doc, tree);
        if (links !== entry!.links) dirty = true;
        else entry!.world = this.world;
      }
      if (!dirty) return;
      links ??= linkSignature(linkContext, doc, tree);
      this.contents.set(doc.key, { tree, title: doc.title, permalink: doc.permalink, source: doc.source, world: this.world, links, version: ++this.contentCounter, files: new Set() });
      contentChanged.add(doc.key);
    };
    for (const doc of docsToCheck) checkContent(doc);
    if (fast && changedFiles.size) {
      // Images that changed: the docs that show them.
      for (const [key, entry] of this.contents) if ([...entry.files].some((f) => changedFiles.has(f))) checkContent(docsByKey.get(key)!);
    }
    if (!fast) for (const key of [...this.contents.keys()]) if (!docsByKey.has(key)) this.contents.delete(key);
    return contentChanged;
  }

  /** Removes the files of routes the graph no longer has; returns those routes. */
  private removeGoneRoutes(graph: SiteGraph): string[] {
    const current = new Set(graph.routes.map((r) => r.path));
    const removed: string[] = [];
    for (const [routePath, state] of this.routes) {
      if (current.has(routePath)) continue;
      this.routes.delete(routePath);
      this.failed.delete(routePath);
      this.byFile.delete(state.file);
      if (state.chunk) this.byFile.delete(state.chunk);
      if (state.markdown) this.byFile.delete(state.markdown);
      rmSync(path.join(this.outDir, state.file), { force: true });
      if (state.chunk) rmSync(path.join(this.outDir, state.chunk), { force: true });
      removed.push(routePath);
    }
    return removed;
  }

  /**
   * Which candidates really changed: their page data is compared with what they were rendered
   * from. Returns the routes now stale, and those to render before the update returns (edited docs).
   */
  private markStale(graph: SiteGraph, routesToCheck: readonly Route[], candidates: ReadonlySet<string>, contentChanged: ReadonlySet<string>, hadBuild: boolean): { stale: string[]; eager: RouteState[] } {
    const rc = this.rc!;
    const stale: string[] = [];
    const eager: RouteState[] = [];
    for (const route of routesToCheck) {
      let state = this.routes.get(route.path);
      if (state) state.route = route;
      else {
        const file = toPosix(routeFile(route.path, graph.config.trailingSlash));
        state = { route, file, chunk: toPosix(pageChunkFile(route.path)), stale: true, ...(route.docKey ? { markdown: toPosix(markdownFileOf(route.path)) } : {}) };
        this.routes.set(route.path, state);
        this.byFile.set(state.file, state);
        this.byFile.set(state.chunk!, state);
        if (state.markdown) this.byFile.set(state.markdown, state);
        stale.push(route.path);
        if (route.docKey && contentChanged.has(route.docKey) && hadBuild) eager.push(state);
        continue;
      }
      if (!candidates.has(route.path)) continue;
      const page = routePage(rc, route, (doc) => this.contentKey(doc));
      const fingerprint = page ? sha1(JSON.stringify(page)) : '';
      if (state.fingerprint === fingerprint) continue;
      const known = state.fingerprint !== undefined;
      state.fingerprint = fingerprint;
      const edited = !!route.docKey && contentChanged.has(route.docKey);
      state.chunkFresh = false;
      if (!known && state.stale && !edited) continue; // never rendered yet: stays stale, nobody saw it
      state.stale = true;
      stale.push(route.path);
      if (edited) eager.push(state);
    }
    return { stale, eager };
  }

  /** The 404 page, the full sidebars for the client and the sitemap, where they changed; returns whether any did. */
  private writeSiteFiles(graph: SiteGraph, previous: GraphSnapshot | undefined, snapshot: GraphSnapshot, { full, fast }: { full: boolean; fast: boolean }): boolean {
    const rc = this.rc!;
    let changed = false;
    if (!previous || previous.shell !== snapshot.shell) {
      this.write('404.html', renderPageHtml(rc, notFoundPage(rc)));
      changed = true;
    }
    if (fast) return changed;
    // Full sidebars: written again when their sidebar or the shell (hrefs) changed.
    // And the sidebars' tops the chunks take their common items from (named after their content).
    const tops = sidebarTopFiles(graph);
    for (const [file, json] of [...sidebarChunks(graph, (version, id) => full || previous?.sidebars.get(`${version}:${id}`) !== snapshot.sidebars.get(`${version}:${id}`)), ...tops]) {
      const rel = toPosix(file);
      if (this.sidebarFiles.get(rel) === json) continue;
      this.write(rel, json);
      this.sidebarFiles.set(rel, json);
      changed = true;
    }
    const liveChunks = new Set<string>();
    for (const version of graph.versions) for (const sidebar of version.sidebars) liveChunks.add(toPosix(sidebarChunkFile(version.name, sidebar.id)));
    for (const [file] of tops) liveChunks.add(toPosix(file));
    for (const file of [...this.sidebarFiles.keys()]) {
      if (liveChunks.has(file)) continue;
      rmSync(path.join(this.outDir, file), { force: true });
      this.sidebarFiles.delete(file);
    }
    if (!previous || previous.routes !== snapshot.routes) {
      const sitemap = siteSitemap(graph);
      if (sitemap) this.write(sitemap.file, sitemap.xml);
    }
    for (const blog of this.rc?.blogs ?? []) writeBlogFeeds(blog, this.outDir);
    return changed;
  }

  /**
   * Makes sure the file at `rel` (relative to the build folder, posix) is up to date when it is a
   * page or a page-data chunk: renders the page now if it is stale. Returns whether it is a page file.
   */
  ensureFresh(rel: string): boolean {
    const state = this.byFile.get(rel);
    if (!state) return false;
    if (state.stale && !(rel === state.chunk && state.chunkFresh)) this.render(state);
    return true;
  }

  /** Whether `rel` is a file written by a build extension (known after their first run). */
  isExtensionFile(rel: string): boolean {
    return this.extensionFiles.has(rel);
  }

  /** Renders up to `limit` stale pages; returns how many are left. */
  renderStale(limit: number): number {
    let done = 0;
    let left = 0;
    for (const state of this.routes.values()) {
      if (!state.stale) continue;
      if (done < limit) {
        this.render(state);
        done++;
      } else left++;
    }
    return left;
  }

  /**
   * Runs the build extensions (search index) over every doc's rendered content, when anything they
   * read changed; again if the site changed while they ran. Contents not rendered yet are rendered
   * now. The built-in extensions run in a worker thread when the compiled worker exists.
   */
  async runExtensions(): Promise<void> {
    while (this.extensionsStale && this.site) {
      this.extensionRun ??= this.runExtensionsNow()
        .then(() => {
          this.failed.delete(EXTENSIONS_KEY);
        })
        .catch((error: unknown) => {
          // Shown like a build error; tried again after the next change, not in a loop.
          this.extensionsStale = false;
          this.failed.set(EXTENSIONS_KEY, { severity: 'error', rule: 'build-extension', message: `A build extension (the search index, ...) failed: ${(error as Error).message}` });
        })
        .finally(() => {
          this.extensionRun = undefined;
        });
      await this.extensionRun;
    }
  }

  /** Stops the extension worker. */
  async close(): Promise<void> {
    if (this.workerIdle) clearTimeout(this.workerIdle);
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private async runExtensionsNow(): Promise<void> {
    const site = this.site!;
    const rc = this.rc!;
    const generation = this.generation;
    const contents = new Map<string, RenderedContent>();
    for (const doc of site.graph.docs) {
      const rendered = this.content(doc);
      if (rendered) contents.set(doc.key, rendered);
    }
    const tmp = `${this.outDir}.ext-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    try {
      const all = buildExtensions();
      const inWorker = await this.runInWorker(site.graph, contents, rc.shell, tmp);
      const ctx = { site, outDir: tmp, pagesDir: this.outDir, contents, shell: rc.shell };
      for (const extension of inWorker ? all.slice(BUILTIN_EXTENSION_COUNT) : all) await extension(ctx);
      // An update that came in meanwhile made a newer build: these files would be older than it.
      if (generation !== this.generation) return;
      const moveAll = (dir: string, rel: string) => {
        for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
          const child = rel ? `${rel}/${entry.name}` : entry.name;
          if (entry.isDirectory()) moveAll(dir, child);
          else {
            const target = path.join(this.outDir, child);
            this.ensureDir(path.dirname(target));
            renameSync(path.join(dir, child), target);
            this.extensionFiles.add(child);
          }
        }
      };
      moveAll(tmp, '');
      this.extensionsStale = false;
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }

  /** Runs the built-in extensions in the worker; false when there is no worker (sources) or it failed. */
  private async runInWorker(graph: SiteGraph, contents: Map<string, RenderedContent>, shell: PageRenderContext['shell'], outDir: string): Promise<boolean> {
    if (!BUILTIN_EXTENSION_COUNT || graph.docs.length < WORKER_MIN_DOCS || !WORKER_URL.pathname.endsWith('.js') || !existsSync(WORKER_URL)) return false;
    try {
      if (this.workerIdle) clearTimeout(this.workerIdle);
      this.worker ??= this.startWorker();
      const worker = this.worker;
      const id = ++this.jobs;
      const job: ExtensionJob = { id, graph, contents: [...contents], shell, outDir, pagesDir: this.outDir };
      const done = new Promise<boolean>((resolve) => {
        const onMessage = (message: { id: number; ok: boolean; error?: string }) => {
          if (message.id !== id) return;
          worker.off('message', onMessage);
          worker.off('exit', onExit);
          if (!message.ok) process.stderr.write(`docs serve: a build extension failed in its worker: ${message.error}\n`);
          resolve(message.ok);
        };
        const onExit = () => {
          worker.off('message', onMessage);
          resolve(false);
        };
        worker.on('message', onMessage);
        worker.once('exit', onExit);
      });
      try {
        worker.postMessage(job);
      } catch {
        // Something in the graph cannot be cloned (a function in the config): send plain data.
        worker.postMessage({ ...job, graph: JSON.parse(JSON.stringify(graph)) as SiteGraph });
      }
      const ok = await done;
      // A worker holds its own heap: let it go when changes stop for a while.
      this.workerIdle = setTimeout(() => void this.close(), WORKER_IDLE_MS);
      this.workerIdle.unref();
      return ok;
    } catch {
      return false;
    }
  }

  private startWorker(): Worker {
    const worker = new Worker(WORKER_URL);
    worker.unref();
    worker.on('error', () => undefined);
    worker.once('exit', () => {
      if (this.worker === worker) this.worker = undefined;
    });
    return worker;
  }

  /** A stand-in for a doc's content HTML in page data compared between updates. */
  private contentKey(doc: Doc): string {
    return `\u0000content ${doc.key}@${this.contents.get(doc.key)?.version ?? 0}`;
  }

  /** A doc's rendered content (rendered now if needed); its Markdown file is written too unless `markdown` is false (then later). */
  private content(doc: Doc, markdown = true): RenderedContent | undefined {
    const entry = this.contents.get(doc.key);
    if (!entry) return undefined;
    if (!entry.rendered) {
      const images = this.images!;
      const files = entry.files;
      files.clear();
      entry.markdownPending = true;
      entry.rendered = renderDocContent(
        entry.tree,
        doc,
        this.linkContext!,
        {
          addFile(abs: string, folder?: AssetFolder) {
            files.add(abs);
            return images.addFile(abs, folder);
          },
        },
        renderFeaturesOf(this.rc!.graph),
      );
    }
    if (markdown && entry.markdownPending) {
      writeDocMarkdown(this.outDir, doc, entry.tree, this.site!.graph.siteDir);
      entry.markdownPending = false;
    }
    return entry.rendered;
  }

  /** Pages that failed to render (a bug, not a content problem), and React pages that failed: shown like build errors. */
  get renderErrors(): Diagnostic[] {
    return [...this.failed.values(), ...this.reactErrors];
  }

  /**
   * Bundles and renders the React pages of src/pages (asynchronous, so after reset/update) and writes
   * the routes of those rendered anew; returns them. A page that fails is an error shown like a build error.
   */
  async renderReactPages(): Promise<string[]> {
    const pages = this.rc?.sitePages;
    this.reactErrors = [];
    if (!pages) return [];
    const before = new Set(this.reactPages.keys());
    try {
      await pages.prepare();
    } catch (error) {
      if (!(error instanceof SiteLoadError)) throw error;
      this.reactErrors = error.diagnostics;
    }
    const written: string[] = [];
    for (const state of this.routes.values()) {
      const key = state.route.pageKey;
      if (state.route.kind !== 'page' || !key || before.has(key) || !this.reactPages.has(key)) continue;
      this.render(state);
      written.push(state.route.path);
    }
    return written;
  }

  /**
   * Writes a stale page's data chunk only (its HTML stays stale); returns the chunk, or undefined
   * when the page cannot be rendered (then render() says why, on request).
   */
  private renderChunk(state: RouteState): string | undefined {
    try {
      const page = routePage(this.rc!, state.route, (doc) => this.content(doc, false)?.html ?? '');
      if (!page || !state.chunk) return undefined;
      const json = routeChunkJson(this.rc!, page.page);
      this.write(state.chunk, json);
      state.chunkFresh = true;
      return json;
    } catch {
      return undefined;
    }
  }

  private render(state: RouteState): void {
    const rc = this.rc!;
    state.stale = false;
    state.chunkFresh = false;
    try {
      const page: RoutePage | undefined = routePage(rc, state.route, (doc) => this.content(doc)?.html ?? '');
      if (!page) return;
      this.write(state.file, renderPageHtml(rc, page));
      if (state.chunk) this.write(state.chunk, routeChunkJson(rc, page.page));
      if (state.fingerprint === undefined) {
        const keyed = routePage(rc, state.route, (doc) => this.contentKey(doc));
        state.fingerprint = keyed ? sha1(JSON.stringify(keyed)) : '';
      }
      this.failed.delete(state.route.path);
    } catch (error) {
      // The previous file stays; the page is tried again when what it shows changes.
      const doc = state.route.docKey ? rc.docsByKey.get(state.route.docKey) : undefined;
      this.failed.set(state.route.path, {
        severity: 'error',
        rule: 'render-error',
        message: `The page ${state.route.path} could not be rendered: ${(error as Error).message}. The previous version is served; please report this.`,
        ...(doc ? { file: doc.source, line: 1, column: 1 } : {}),
      });
    }
  }

  private ensureDir(dir: string): void {
    if (this.knownDirs.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    this.knownDirs.add(dir);
  }

  /** Writes a file of the build atomically (a request never reads half a file). */
  private write(rel: string, data: string): void {
    const abs = path.join(this.outDir, rel);
    this.ensureDir(path.dirname(abs));
    writeFileAtomic(abs, data);
  }
}
