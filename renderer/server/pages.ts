/**
 * The pages of a build: what every page shares (PageRenderContext), the page of each route, its HTML
 * and page-data chunk, and the full sidebars (the sitemap: sitemap.ts). Used by the build pipeline (build.ts), the
 * render workers and the dev server's incremental builder.
 */
import { htmlClassOf } from './html-class.js';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LinkContext } from '../../engine/graph/links.js';
import type { Doc, Route, SiteGraph } from '../../engine/graph/types.js';
import type { Root } from 'mdast';
import { type AssetSink, renderDocContent, type RenderedContent } from '../markdown/index.js';
import { packPage, type SidebarTop, sidebarTopJson } from '../sidebar-pack.js';
import { fileHref, hrefOf } from '../hrefs.js';
import { type PageData, routeHash, type ShellData } from '../model.js';
import { blogOfRoute } from '../../engine/blog/graph.js';
import { BlogContents } from './blog-content.js';
import { blogFeedLinks } from './blog-feeds.js';
import { type BlogPageContext, blogPageContext, blogRoutePage } from './blog-pages.js';
import { type DocumentAssets, renderDocument } from './html.js';
import { markdownRouteOf, pageJsonLd } from '../structured-data.js';
import { writeDocMarkdown } from './machine-readable.js';
import { analyticsTags, siteHeadTags } from '../site-head-tags.js';
import { SitePages } from './site-pages.js';
import { socialImageUrl } from './social-image.js';
import { renderFeaturesOf } from './mermaid-assets.js';
import { collectGarbage } from '../../engine/content/collect-garbage.js';
import { aroundContent, LARGE_CONTENT_CHARS, jsonStringPiece, writeAroundContent } from './large-content-page.js';
import type { RenderedReactPage } from '../markdown/mdx-eval/react-page.js';
import { buildShell, docPageData, fullSidebar, generatedIndexPageData, notFoundPageData, pageSidebar, tagPageData, tagsIndexPageData } from './model.js';

/**
 * What the build keeps of a doc's rendered content once its page is written: its search sections,
 * its warnings, and whether it has diagrams for the browser to draw (the build then copies mermaid).
 */
export type BuiltContent = Pick<RenderedContent, 'sections' | 'diagnostics'> & {
  browserDiagrams?: boolean;
  /** The digest of its search sections (sections-digest.ts), when a doc build made it: kept with the content. */
  digest?: string;
};

/** File path of a route inside the build (decoded: spaces and `&` are written as such). */
export function routeFile(route: string, trailingSlash: boolean | undefined): string {
  const clean = route.replace(/^\/+/, '');
  if (!clean) return 'index.html';
  // A route that names an HTML file (`slug: /legacy.html`) is that file, whatever trailingSlash says, as in Docusaurus.
  if (/\.html?$/i.test(clean)) return clean;
  if (trailingSlash === false) return `${clean.replace(/\/$/, '')}.html`;
  return path.join(clean, 'index.html');
}

/** What every page of a site shares when rendered: the graph, the shell, asset URLs, absolute URLs. */
export interface PageRenderContext {
  graph: SiteGraph;
  shell: ShellData;
  assets: DocumentAssets;
  siteUrl: string;
  /** Absolute URL of the site's social card image, when configured. */
  image?: string;
  /** The build's image sink (attachBlog): a page's social image relative to its file is copied through it (social-image.ts). */
  images?: AssetSink;
  docsByKey: Map<string, Doc>;
  /** The pages of each blog, once attachBlog gave them their post trees. */
  blogs?: BlogPageContext[];
  /** The pages of src/pages, once attachSitePages gave them their trees. */
  sitePages?: SitePages;
  /** Folders of the build folder this context made (a page's folder is made once, not per file). */
  madeDirs: Set<string>;
  /** The site's own head tags and what opens the body (renderer/site-head-tags.ts), the same on every page. */
  siteTags: { head: string[]; preBody: string[] };
}

/** One page to render: its data and what goes into its head besides. */
export interface RoutePage {
  page: PageData;
  noIndex?: boolean;
  keywords?: string[];
  docImage?: string;
}

/** `preview`: pages for `docs serve`, without analytics (as Docusaurus adds them to production builds only). */
export function createPageRenderContext(graph: SiteGraph, assets: DocumentAssets, options: { preview?: boolean } = {}): PageRenderContext {
  const { config } = graph;
  const analytics = options.preview ? { head: [], preBody: [] } : analyticsTags(config.analytics);
  const siteTags = { head: [...analytics.head, ...siteHeadTags(config)], preBody: analytics.preBody };
  const siteUrl = config.url.replace(/\/$/, '');
  const image = config.themeConfig.image ? (/^https?:/.test(config.themeConfig.image) ? config.themeConfig.image : siteUrl + hrefOf(graph, config.themeConfig.image)) : undefined;
  return { graph, shell: buildShell(graph), assets, siteUrl, ...(image ? { image } : {}), docsByKey: new Map(graph.docs.map((d) => [d.key, d])), madeDirs: new Set(), siteTags };
}

/** The page of a route (undefined for kinds without a page of their own); `contentHtml` renders a doc's content. */
export function routePage(rc: PageRenderContext, route: Route, contentHtml: (doc: Doc) => string): RoutePage | undefined {
  const result = routePageOf(rc, route, contentHtml);
  if (result) {
    const doc = route.docKey === undefined ? undefined : rc.docsByKey.get(route.docKey);
    result.page.htmlClass = htmlClassOf(rc.graph, route, doc, result.page.kind === 'page' && result.page.source === 'markdown' ? { wrapperClassName: result.page.wrapperClassName } : undefined);
  }
  return result;
}

function routePageOf(rc: PageRenderContext, route: Route, contentHtml: (doc: Doc) => string): RoutePage | undefined {
  const { graph } = rc;
  const version = graph.versions.find((v) => v.name === route.version);
  // A version with `noIndex` keeps every page of it (docs, tags, generated indexes) out of search engines.
  const versionNoIndex = !!version?.noIndex;
  switch (route.kind) {
    case 'doc': {
      const doc = rc.docsByKey.get(route.docKey!) as Doc;
      const page = docPageData(graph, doc, contentHtml(doc));
      const docImage = doc.image ? socialImageUrl(rc, doc.image, doc.source) : undefined;
      return { page, noIndex: doc.unlisted || versionNoIndex, keywords: doc.keywords, ...(docImage ? { docImage } : {}) };
    }
    case 'tags-index':
      return { page: tagsIndexPageData(graph, version!), noIndex: versionNoIndex };
    case 'tag': {
      const tag = version!.tags.find((t) => t.permalink === route.tag)!;
      return { page: tagPageData(graph, version!, tag, rc.docsByKey), noIndex: tag.unlisted || versionNoIndex };
    }
    case 'generated-index': {
      const { page, keywords, image } = generatedIndexPageData(graph, route);
      const pageImage = image ? socialImageUrl(rc, image, undefined) : undefined;
      return { page, noIndex: versionNoIndex, ...(keywords ? { keywords } : {}), ...(pageImage ? { docImage: pageImage } : {}) };
    }
    case '404':
      return undefined;
    case 'page': {
      const data = rc.sitePages?.pageData(route);
      if (!data) return undefined;
      const image = data.image ? socialImageUrl(rc, data.image, route.pageKey?.replace(/^@pages\//, '')) : undefined;
      return { page: data.page, noIndex: data.noIndex, ...(data.keywords ? { keywords: data.keywords } : {}), ...(image ? { docImage: image } : {}) };
    }
    default:
      return blogPage(rc, route);
  }
}

/** The page of a blog route, from the blog it belongs to. */
function blogPage(rc: PageRenderContext, route: Route): RoutePage | undefined {
  const blog = blogOfRoute(rc.graph.blogs, route);
  const ctx = rc.blogs?.find((b) => b.blog === blog);
  return ctx ? blogRoutePage(ctx, route) : undefined;
}

/** Lets `rc` render the pages of each blog: posts render from `trees`, on first use (one store for all blogs' posts). */
export function attachBlog(rc: PageRenderContext, trees: ReadonlyMap<string, Root>, linkContext: LinkContext, images: AssetSink): void {
  rc.images = images;
  if (!rc.graph.blogs.length) return;
  const contents = new BlogContents(trees, linkContext, images, renderFeaturesOf(rc.graph));
  rc.blogs = rc.graph.blogs.map((blog) => blogPageContext(rc.graph, blog, contents, rc.siteUrl, images));
}

/** Lets `rc` render the pages of src/pages (Markdown pages on first use; React pages once `prepare`d). */
export function attachSitePages(rc: PageRenderContext, trees: ReadonlyMap<string, Root>, linkContext: LinkContext, images: AssetSink, reactCache?: Map<string, RenderedReactPage>): SitePages | undefined {
  if (!rc.graph.pages?.length) return undefined;
  rc.sitePages = new SitePages(rc.graph, trees, linkContext, images, reactCache);
  return rc.sitePages;
}

/** The site's not-found page (written as 404.html). */
export function notFoundPage(rc: PageRenderContext): RoutePage {
  return { page: { ...notFoundPageData(rc.graph), htmlClass: htmlClassOf(rc.graph, { path: '/404', kind: '404' }) }, noIndex: true };
}

/** A page as a complete HTML document. */
export function renderPageHtml(rc: PageRenderContext, { page, noIndex, keywords, docImage }: RoutePage): string {
  const { graph } = rc;
  const config = graph.config;
  const jsonLd = pageJsonLd(page, hrefOf(graph, page.route), rc.siteUrl);
  return renderDocument(rc.shell, page, rc.assets, {
    // The 404 page's own URL is its file's, as Docusaurus writes it.
    canonical: rc.siteUrl + (page.route === '/404' ? `${graph.config.baseUrl}404.html` : hrefOf(graph, page.route)),
    ...(page.kind === 'doc' ? { markdownHref: fileHref(graph, markdownRouteOf(page.route)) } : {}),
    ...(jsonLd.length ? { jsonLd } : {}),
    ...(docImage ? { image: docImage, ownImage: true } : rc.image ? { image: rc.image } : {}),
    noIndex: !!noIndex || config.noIndex,
    keywords,
    metadata: config.themeConfig.metadata,
    siteTags: rc.siteTags.head,
    preBody: rc.siteTags.preBody,
    ...(graph.blogs.length ? { feeds: blogFeedLinks(graph) } : {}),
  });
}

/**
 * Writes a page into the build folder: its HTML file and (but for the 404 page) its page-data chunk.
 * Returns the chunk's name and route, for the check that no two routes share a name.
 */
export function writeRoutePage(rc: PageRenderContext, outDir: string, routePageData: RoutePage, file: string): [hash: string, route: string] | undefined {
  const { page } = routePageData;
  const abs = path.join(outDir, file);
  const dir = path.dirname(abs);
  if (!rc.madeDirs.has(dir)) {
    mkdirSync(dir, { recursive: true });
    rc.madeDirs.add(dir);
  }
  const chunkFile = path.join(outDir, pageChunkFile(page.route));
  const around = aroundContent(page, (shown) => renderPageHtml(rc, { ...routePageData, page: shown }));
  const top = chunkSidebarTop(rc.graph, page);
  const chunkAround = around && aroundContent(page, (shown) => pageChunkJson(shown, top));
  if (around && chunkAround) {
    // A very large content is written into the page and its chunk, never copied into them.
    const content = (page as { contentHtml: string }).contentHtml;
    writeAroundContent(abs, around, content);
    writeAroundContent(chunkFile, chunkAround, content, jsonStringPiece);
    return [routeHash(page.route), page.route];
  }
  writeFileSync(abs, renderPageHtml(rc, routePageData));
  if (page.kind === '404') return undefined;
  writeFileSync(chunkFile, pageChunkJson(page, top));
  return [routeHash(page.route), page.route];
}

/** Renders a doc's route (content and page) into the build folder; returns its search sections and chunk. `consumeTree`: see renderDocContent. */
export function writeDocPage(rc: PageRenderContext, outDir: string, route: Route, tree: Root, linkContext: LinkContext, images: AssetSink, options: { consumeTree?: boolean } = {}): { content: BuiltContent; chunk: [string, string] | undefined } {
  let content: BuiltContent = { sections: [], diagnostics: [] };
  const page = routePage(rc, route, (doc) => {
    writeDocMarkdown(outDir, doc, tree, rc.graph.siteDir);
    const rendered = renderDocContent(tree, doc, linkContext, images, renderFeaturesOf(rc.graph), options);
    content = { sections: rendered.sections, diagnostics: rendered.diagnostics, ...(rendered.browserDiagrams ? { browserDiagrams: true } : {}) };
    // A very large doc's render leaves much garbage: collected before the page is made (collect-garbage.ts).
    if (rendered.html.length >= LARGE_CONTENT_CHARS) collectGarbage();
    return rendered.html;
  });
  return { content, chunk: page ? writeRoutePage(rc, outDir, page, routeFile(route.path, rc.graph.config.trailingSlash)) : undefined };
}

/**
 * A page-data chunk's text: the page, its sidebar packed as in the hydration data (the client unpacks
 * both); with `top`, the top-level items the page shows as its sidebar's top does are taken from it
 * (sidebar-pack.ts).
 */
export function pageChunkJson(page: PageData, top?: SidebarTop): string {
  return JSON.stringify(packPage(page, { firstHrefs: true, top }));
}

/** The file of a sidebar's top (SidebarTop), relative to the build folder. */
export const sidebarTopFile = (name: string): string => path.join('_pages', `sidebar-top-${name}.json`);

const sidebarTops = new WeakMap<SiteGraph, Map<string, { top: SidebarTop; json: string } | undefined>>();

/**
 * The top of a version's sidebar: its items as a page outside every category shows them, made once
 * per graph (with the nodes pages share: a page's items are mostly the very same objects) and named
 * after its content, so that a chunk never takes items from another build's top.
 */
function sidebarTopOf(graph: SiteGraph, versionName: string, sidebarId: string): { top: SidebarTop; json: string } | undefined {
  let tops = sidebarTops.get(graph);
  if (!tops) sidebarTops.set(graph, (tops = new Map()));
  const key = `${versionName}:${sidebarId}`;
  if (!tops.has(key)) {
    const sidebar = graph.versions.find((v) => v.name === versionName)?.sidebars.find((s) => s.id === sidebarId);
    const nodes = sidebar && pageSidebar(graph, sidebar, '');
    const json = nodes && sidebarTopJson(nodes);
    tops.set(key, nodes && json ? { top: { name: createHash('sha1').update(json).digest('hex').slice(0, 12), nodes }, json } : undefined);
  }
  return tops.get(key);
}

/** The page-data chunk of a page of this render context (pageChunkJson with its sidebar's top). */
export const routeChunkJson = (rc: PageRenderContext, page: PageData): string => pageChunkJson(page, chunkSidebarTop(rc.graph, page));

/** The sidebar top a doc page's chunk takes its runs from (not for a page with a sidebar of its own). */
function chunkSidebarTop(graph: SiteGraph, page: PageData): SidebarTop | undefined {
  if (page.kind !== 'doc' || !page.sidebarId || page.ownSidebar) return undefined;
  return sidebarTopOf(graph, page.version.name, page.sidebarId)?.top;
}

/** The files of every sidebar's top: [file relative to the build, JSON]. */
export function sidebarTopFiles(graph: SiteGraph): [file: string, json: string][] {
  return graph.versions.flatMap((version) =>
    version.sidebars.flatMap((sidebar): [string, string][] => {
      const made = sidebarTopOf(graph, version.name, sidebar.id);
      return made ? [[sidebarTopFile(made.top.name), made.json]] : [];
    }),
  );
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



