/**
 * buildSite: a loaded site -> a static site in `outDir`. Every page is rendered into a temporary
 * folder that replaces `outDir` only when everything succeeded, so a failed build never leaves a
 * half-written site behind.
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../engine/diagnostics.js';
import { createLinkContext } from '../../engine/graph/links.js';
import type { Doc, Route } from '../../engine/graph/types.js';
import type { LoadedSite } from '../../engine/load.js';
import { renderDocContent, type RenderedContent } from '../markdown/index.js';
import { type PageData, routeHash, type ShellData } from '../model.js';
import { copyStaticDirs, ImageAssets, writeClientBundle, writeStyles } from './assets.js';
import { type DocumentAssets, renderDocument } from './html.js';
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
  /** Rendered content of every doc, by doc key (sections feed the search index). */
  contents: Map<string, RenderedContent>;
}

/** File path of a route inside the build (decoded: spaces and `&` are written as such). */
export function routeFile(route: string, trailingSlash: boolean | undefined): string {
  const clean = route.replace(/^\/+/, '');
  if (!clean) return 'index.html';
  if (trailingSlash === false) return `${clean.replace(/\/$/, '')}.html`;
  return path.join(clean, 'index.html');
}

/** Hook for features that add files to a build (search index, ...), run before the swap. */
export type BuildExtension = (ctx: { site: LoadedSite; outDir: string; contents: Map<string, RenderedContent>; shell: ShellData }) => Promise<void> | void;
const extensions: BuildExtension[] = [];
export function registerBuildExtension(extension: BuildExtension): void {
  extensions.push(extension);
}

export async function buildSite(site: LoadedSite, options: BuildOptions): Promise<BuildResult> {
  const { graph, trees } = site;
  const outDir = path.resolve(options.outDir);
  const tmpDir = `${outDir}.tmp-${process.pid}`;
  rmSync(tmpDir, { recursive: true, force: true });
  mkdirSync(tmpDir, { recursive: true });
  const diagnostics: Diagnostic[] = [];
  try {
    const { config } = graph;
    const baseUrl = config.baseUrl;
    const linkContext = createLinkContext(graph);
    copyStaticDirs(linkContext.staticDirs, tmpDir);
    const images = new ImageAssets(tmpDir, baseUrl);
    const css = await writeStyles(tmpDir, baseUrl);
    const js = await writeClientBundle(tmpDir, baseUrl);
    const assets: DocumentAssets = { css: [css], js: js ? [js] : [], ...(config.favicon ? { favicon: hrefOf(graph, config.favicon) } : {}) };
    const shell = buildShell(graph);
    const siteUrl = config.url.replace(/\/$/, '');
    const image = config.themeConfig.image ? (/^https?:/.test(config.themeConfig.image) ? config.themeConfig.image : siteUrl + hrefOf(graph, config.themeConfig.image)) : undefined;
    const docsByKey = new Map(graph.docs.map((d) => [d.key, d]));
    const contents = new Map<string, RenderedContent>();
    const pagesDir = path.join(tmpDir, '_pages');
    mkdirSync(pagesDir, { recursive: true });
    const chunkNames = new Map<string, string>();

    const writePage = (page: PageData, file: string, extra: { noIndex?: boolean; keywords?: string[]; docImage?: string } = {}) => {
      const canonical = siteUrl + hrefOf(graph, page.route);
      const html = renderDocument(shell, page, assets, {
        canonical,
        ...(extra.docImage ? { image: extra.docImage } : image ? { image } : {}),
        noIndex: !!extra.noIndex || config.noIndex,
        keywords: extra.keywords,
        metadata: config.themeConfig.metadata,
      });
      const abs = path.join(tmpDir, file);
      mkdirSync(path.dirname(abs), { recursive: true });
      writeFileSync(abs, html);
      if (page.kind !== '404') {
        const hash = routeHash(page.route);
        const clash = chunkNames.get(hash);
        if (clash && clash !== page.route) throw new Error(`Two routes share a page-data name (${hash}): "${clash}" and "${page.route}".`);
        chunkNames.set(hash, page.route);
        writeFileSync(path.join(pagesDir, `${hash}.json`), JSON.stringify(page));
      }
    };

    const routes = graph.routes;
    let done = 0;
    const tick = () => {
      done++;
      if (options.progress && (done % 25 === 0 || done === routes.length)) options.progress.write(`\rRendering pages ${done}/${routes.length}`);
    };
    for (const route of routes) {
      const file = routeFile(route.path, config.trailingSlash);
      writeRoute(route, file);
      tick();
    }
    if (options.progress) options.progress.write('\n');

    function writeRoute(route: Route, file: string) {
      const version = graph.versions.find((v) => v.name === route.version);
      switch (route.kind) {
        case 'doc': {
          const doc = docsByKey.get(route.docKey!) as Doc;
          const rendered = renderDocContent(trees.get(doc.key)!, doc, linkContext, images);
          contents.set(doc.key, rendered);
          const page = docPageData(graph, doc, rendered.html);
          const docImage = doc.image ? (/^https?:/.test(doc.image) ? doc.image : siteUrl + hrefOf(graph, doc.image)) : undefined;
          writePage(page, file, { noIndex: doc.unlisted, keywords: doc.keywords, ...(docImage ? { docImage } : {}) });
          break;
        }
        case 'tags-index':
          writePage(tagsIndexPageData(graph, version!), file);
          break;
        case 'tag': {
          const tag = version!.tags.find((t) => t.permalink === route.tag)!;
          writePage(tagPageData(graph, version!, tag, docsByKey), file, { noIndex: tag.unlisted });
          break;
        }
        case 'generated-index':
          writePage(generatedIndexPageData(graph, route), file);
          break;
        case '404':
          break;
      }
    }

    // Full sidebars, fetched by the client when a collapsed category is expanded.
    for (const version of graph.versions) {
      for (const sidebar of version.sidebars) {
        writeFileSync(path.join(pagesDir, `sidebar-${routeHash(`${version.name}:${sidebar.id}`)}.json`), JSON.stringify(fullSidebar(graph, sidebar)));
      }
    }
    writePage(notFoundPageData(graph), '404.html', { noIndex: true });
    writeFileSync(path.join(tmpDir, 'sitemap.xml'), sitemap(siteUrl, routes.filter((r) => !r.unlisted).map((r) => hrefOf(graph, r.path))));
    for (const extension of extensions) await extension({ site, outDir: tmpDir, contents, shell });

    // Swap: the old build is replaced only now.
    const oldDir = `${outDir}.old-${process.pid}`;
    if (existsSync(outDir)) renameSync(outDir, oldDir);
    renameSync(tmpDir, outDir);
    rmSync(oldDir, { recursive: true, force: true });
    return { outDir, pages: routes.length + 1, diagnostics, contents };
  } catch (error) {
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

