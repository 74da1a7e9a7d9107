/**
 * Loading `src/pages`: the page files (Markdown ones parsed by the same pipeline and cache as docs),
 * then the SitePages. `loadSite` runs both phases; the renderer renders React pages.
 */
import { applySiteFrontMatter } from '../content/site-front-matter.js';
import path from 'node:path';
import type { Root } from 'mdast';
import { localizationDir, type SiteConfig, translatesContent } from '../config/schema.js';
import type { ParsedContent } from '../content/parse.js';
import { applyTrailingSlash } from '../content/ids.js';
import { contentJob, localizedSource } from '../content/content-job.js';
import type { GlobalComponent } from '../content/global-components.js';
import { type ParseJob, parseFiles } from '../content/parse-files.js';
import type { Diagnostic } from '../diagnostics.js';
import { isMarkdownPage, listPageFiles, pageRoute } from './discover.js';
import type { MarkdownSitePage, SitePage } from './types.js';

/** The pages of the site: one folder per pages plugin instance (the default's first). */
export interface PagesInput {
  folders: PagesFolderInput[];
}

/** One pages plugin instance's folder, read. */
export interface PagesFolderInput {
  /** The pages folder relative to the site root (posix). */
  path: string;
  routeBasePath: string;
  /** The site's `trailingSlash`, which a page's route follows as a doc's does. */
  trailingSlash: boolean | undefined;
  /** Page files relative to the pages folder. */
  files: string[];
  /** Parse jobs and results of the Markdown pages, by file (relative to the pages folder). */
  jobs: Map<string, ParseJob>;
  parsed: Map<string, ParsedContent>;
  /** The source (relative to the site root, posix) of each React page: the locale's own when it has one. */
  reactSources: Map<string, string>;
  /** The instance's edit and last-update options, the locale being built and the site's base URL (an `editUrl` function is told them). */
  edit: Pick<PagesInstance, 'editUrl' | 'editLocalizedFiles' | 'showLastUpdateTime' | 'showLastUpdateAuthor'> & { locale: string; baseUrl: string };
}

type PagesInstance = Exclude<SiteConfig['pages'], false> & { id?: string };

/** The pages' translations for a locale, as Docusaurus lays them out: `i18n/{locale}/docusaurus-plugin-content-pages`. */
export function pagesLocalizedPath(config: SiteConfig, locale: string): string | undefined {
  if (!translatesContent(config, locale)) return undefined;
  return path.join(localizationDir(config, locale), 'docusaurus-plugin-content-pages').split(path.sep).join('/');
}

/** The pages plugin instances of a config: the default one (unless `pages: false`), then each of `pagesInstances`. */
export function pagesInstancesOf(config: SiteConfig): PagesInstance[] {
  return [...(config.pages === false ? [] : [config.pages]), ...config.pagesInstances];
}

/**
 * Reads the pages folders (one per pages plugin instance), or undefined when pages are off or there
 * are none. The locale's folder (pagesLocalizedPath) has pages (Markdown or React, by the same file
 * name) that replace the folder's own, as Docusaurus reads them (`…-pages-{id}` for another
 * instance); the pages are those of the pages folder. `components`: the site's global MDX components
 * (a Markdown one is a partial where a page uses it).
 */
export async function readPagesInput(root: string, config: SiteConfig, cacheDir: string | undefined, locale: string, components?: Record<string, GlobalComponent>): Promise<PagesInput | undefined> {
  const localized = pagesLocalizedPath(config, locale);
  const folders: PagesFolderInput[] = [];
  for (const instance of pagesInstancesOf(config)) {
    const folder = await readPagesFolder(root, config, instance, cacheDir, locale, localized && instance.id ? `${localized}-${instance.id}` : localized, components);
    if (folder) folders.push(folder);
  }
  return folders.length ? { folders } : undefined;
}

async function readPagesFolder(root: string, config: SiteConfig, instance: PagesInstance, cacheDir: string | undefined, locale: string, localized?: string, components?: Record<string, GlobalComponent>): Promise<PagesFolderInput | undefined> {
  const dir = instance.path.replace(/^\.\/+/, '').replace(/\/+$/, '').split(path.sep).join('/');
  const files = listPageFiles(path.join(root, dir), instance);
  if (!files.length) return undefined;
  const jobs = new Map<string, ParseJob>();
  const reactSources = new Map<string, string>();
  for (const rel of files) {
    const source = localizedSource(root, dir, localized, rel).split(path.sep).join('/');
    if (isMarkdownPage(rel)) jobs.set(rel, contentJob(root, config, source, 'pages', components));
    else reactSources.set(rel, source);
  }
  const list = [...jobs.values()];
  const results = list.length ? await parseFiles(list, { cacheDir }) : [];
  await applySiteFrontMatter(list, results, config.markdown.parseFrontMatter);
  const parsed = new Map([...jobs.keys()].map((rel, i) => [rel, results[i]]));
  const { editUrl, editLocalizedFiles, showLastUpdateTime, showLastUpdateAuthor } = instance;
  const edit = { editUrl, editLocalizedFiles, showLastUpdateTime, showLastUpdateAuthor, locale, baseUrl: config.baseUrl };
  return { path: dir, routeBasePath: instance.routeBasePath, trailingSlash: config.trailingSlash, files, jobs, parsed, reactSources, edit };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/**
 * The route of a page under the plugin's routeBasePath, with the site's trailingSlash: its file's, or
 * a Markdown page's front matter `slug` (absolute or not, the same under routeBasePath, as Docusaurus joins it).
 */
function routeOf(input: Pick<PagesFolderInput, 'routeBasePath' | 'trailingSlash'>, rel: string, slug?: string): string {
  const own = slug !== undefined ? `/${slug.replace(/^\/+/, '')}` : pageRoute(rel);
  const prefix = `/${input.routeBasePath.replace(/^\/+|\/+$/g, '')}`;
  return applyTrailingSlash(prefix === '/' ? own : own === '/' ? prefix : `${prefix}${own}`, input.trailingSlash);
}

/**
 * A Markdown page's "Edit this page" URL from the plugin's `editUrl`, as Docusaurus makes it: the base
 * URL, the pages folder (the locale's, with editLocalizedFiles, for a translated page) and the file;
 * or what the function form answers for `{ pagesDirPath, pagesPath, permalink, locale }`.
 */
function pageEditUrl({ path: dir, edit }: PagesFolderInput, rel: string, source: string, permalink: string): string | undefined {
  const { editUrl } = edit;
  if (!editUrl) return undefined;
  // A translated page's file is in the locale's folder; the folder is what is before its relative path.
  const folder = source.slice(0, source.length - rel.length - 1);
  if (typeof editUrl === 'function') {
    try {
      const url: unknown = editUrl({ pagesDirPath: folder, pagesPath: rel, permalink: `${edit.baseUrl.replace(/\/$/, '')}${permalink}`, locale: edit.locale });
      return typeof url === 'string' ? url : undefined;
    } catch {
      return undefined;
    }
  }
  return `${editUrl.replace(/\/+$/, '')}/${edit.editLocalizedFiles ? folder : dir}/${rel}`;
}

function markdownPage(input: PagesFolderInput, rel: string, parsed: ParsedContent, job: ParseJob): MarkdownSitePage {
  const fm = parsed.frontMatter;
  const source = job.source;
  const permalink = routeOf(input, rel, str(fm.slug));
  const editUrl = pageEditUrl(input, rel, source, permalink);
  return {
    type: 'markdown',
    key: `@pages/${source}`,
    source,
    permalink,
    ...(editUrl ? { editUrl } : {}),
    format: job.format,
    // Docusaurus's pages: the front matter title, else the content's first h1; no title otherwise.
    title: str(fm.title) ?? (parsed.contentTitleAfterPreamble ? undefined : parsed.contentTitle) ?? '',
    description: str(fm.description) ?? parsed.excerpt ?? '',
    keywords: Array.isArray(fm.keywords) ? fm.keywords.filter((k): k is string => typeof k === 'string') : [],
    ...(str(fm.image) ? { image: str(fm.image) } : {}),
    ...(str(fm.wrapperClassName) ? { wrapperClassName: str(fm.wrapperClassName) } : {}),
    hideTableOfContents: fm.hide_table_of_contents === true,
    ...(num(fm.toc_min_heading_level) !== undefined ? { tocMinHeadingLevel: num(fm.toc_min_heading_level) } : {}),
    ...(num(fm.toc_max_heading_level) !== undefined ? { tocMaxHeadingLevel: num(fm.toc_max_heading_level) } : {}),
    unlisted: fm.unlisted === true,
    draft: fm.draft === true,
    frontMatter: fm,
    frontMatterLines: parsed.frontMatterLines,
    headings: parsed.headings,
    ...(parsed.anchors ? { anchors: parsed.anchors } : {}),
    references: parsed.references,
    components: parsed.components,
  };
}

export interface AssembledPages {
  /** Every built page (drafts left out), in source order. */
  pages: SitePage[];
  /** The Markdown pages of each folder, with its options and the folders its files are in (for their last updates). */
  byFolder: { options: PagesFolderInput['edit']; pages: MarkdownSitePage[]; folders: string[] }[];
  /** Trees of the Markdown pages, by page key. */
  trees: Map<string, Root>;
  /** Parse diagnostics by page source. */
  diagnostics: Map<string, Diagnostic[]>;
}

export function assemblePages(pagesInput: PagesInput): AssembledPages {
  const pages: SitePage[] = [];
  const trees = new Map<string, Root>();
  const diagnostics = new Map<string, Diagnostic[]>();
  const byFolder = pagesInput.folders.map((input) => {
    const markdown = assembleFolder(input, pages, trees, diagnostics);
    const folders = [...new Set([input.path, ...markdown.map((page) => page.source.slice(0, page.source.lastIndexOf('/')))])];
    return { options: input.edit, pages: markdown, folders };
  });
  return { pages, trees, diagnostics, byFolder };
}

/** Adds the folder's pages to `pages`; returns its Markdown ones. */
function assembleFolder(input: PagesFolderInput, pages: SitePage[], trees: Map<string, Root>, diagnostics: Map<string, Diagnostic[]>): MarkdownSitePage[] {
  const markdown: MarkdownSitePage[] = [];
  for (const rel of input.files) {
    const parsed = input.parsed.get(rel);
    const job = input.jobs.get(rel);
    if (!parsed || !job) {
      const source = input.reactSources.get(rel) ?? `${input.path}/${rel}`;
      pages.push({ type: 'react', key: `@pages/${source}`, source, permalink: routeOf(input, rel) });
      continue;
    }
    const page = markdownPage(input, rel, parsed, job);
    diagnostics.set(page.source, parsed.diagnostics);
    if (page.draft) continue;
    pages.push(page);
    markdown.push(page);
    trees.set(page.key, parsed.tree);
  }
  return markdown;
}
