/**
 * sitemap.xml, as @docusaurus/plugin-sitemap writes it with the site's `sitemap` options: an item
 * per listed route (its absolute URL, `lastmod`, `changefreq`, `priority`), `ignorePatterns` left
 * out; and, when the site gives `createSitemapItems`, the items that function returns (it may call
 * `defaultCreateSitemapItems` for these, and filter or change them), as Docusaurus runs it.
 */
import path from 'node:path';
import type { Diagnostic } from '../../engine/diagnostics.js';
import type { Route, SiteGraph } from '../../engine/graph/types.js';
import { matchesGlob } from '../../engine/content/glob.js';
import { safeDecode } from '../../engine/content/route-encoding.js';
import { readGitHistory } from '../../engine/content/git-history.js';
import { hrefOf } from '../hrefs.js';
import { pagesInstancesOf } from '../../engine/pages/load.js';

export interface SitemapItem {
  url: string;
  lastmod?: string | null;
  changefreq?: string | null;
  priority?: number | null;
}

/**
 * The last commit date of each doc and page file, for the sitemap's `lastmod`: Docusaurus dates every
 * doc and page there from git, whether or not the docs show their last update. Read only when some
 * doc has no date of its own, or there are pages; nothing outside git.
 */
function lastCommitDates(graph: SiteGraph): Map<string, string> | undefined {
  const posts = graph.blogs.flatMap((b) => b.posts.map((post) => ({ post, blog: b.path })));
  if (!graph.docs.some((d) => !d.lastUpdate?.date) && !graph.pages?.length && !posts.some(({ post }) => !post.lastUpdate?.date)) return undefined;
  // A translated doc's (or post's) date is its translation's (i18n/{locale}/…), as Docusaurus dates it.
  const postFolders = posts.map(({ post, blog }) => (post.source.startsWith(`${blog}/`) ? blog : path.posix.dirname(post.source)));
  const folders = [...new Set([...graph.versions.flatMap((v) => [v.contentPath, ...(v.localizedContentPath ? [v.localizedContentPath] : [])]), ...pagesInstancesOf(graph.config).map((instance) => instance.path), ...postFolders])];
  const history = readGitHistory(graph.siteDir, folders);
  if (history.kind !== 'ok') return undefined;
  return new Map([...history.files].map(([file, commit]) => [file, new Date(commit.timestamp * 1000).toISOString()]));
}

type SitemapOptions = Exclude<SiteGraph['config']['sitemap'], false>;

/** The routes a sitemap lists: not unlisted, not of a `noIndex` version. */
function listedRoutes(graph: SiteGraph): Route[] {
  const noIndexVersions = new Set(graph.versions.filter((v) => v.noIndex).map((v) => v.name));
  return graph.routes.filter((r) => !r.unlisted && !(r.version && noIndexVersions.has(r.version)));
}

/**
 * The default items (Docusaurus's defaultCreateSitemapItems): one per listed route whose href is in
 * `hrefs` when given, `ignorePatterns` globs over each href, base URL included (`/tags/**` also leaves
 * out `/tags`, as Docusaurus's matcher does).
 */
function defaultSitemapItems(graph: SiteGraph, options: SitemapOptions, hrefs?: ReadonlySet<string>): SitemapItem[] {
  const docs = new Map(graph.docs.map((d) => [d.key, d]));
  const pages = new Map((graph.pages ?? []).map((p) => [p.key, p]));
  const posts = new Map(graph.blogs.flatMap((b) => b.posts).map((p) => [p.key, p]));
  const committed = options.lastmod === null ? undefined : lastCommitDates(graph);
  const lastmod = (route: Route) => {
    if (options.lastmod === null) return undefined;
    // A doc or blog post by its last update (front matter, else git), a page by git; lists and tag pages have none.
    const dated = (route.docKey ? docs.get(route.docKey) : undefined) ?? (route.postKey ? posts.get(route.postKey) : undefined);
    const page = route.pageKey ? pages.get(route.pageKey) : undefined;
    const date = dated ? (dated.lastUpdate?.date ?? committed?.get(dated.source)) : page ? committed?.get(page.source) : undefined;
    const time = date ? Date.parse(date) : NaN;
    if (Number.isNaN(time)) return undefined;
    const iso = new Date(time).toISOString();
    return options.lastmod === 'datetime' ? iso : iso.slice(0, 10);
  };
  const ignored = (href: string) => options.ignorePatterns.some((pattern) => matchesGlob(href, pattern) || matchesGlob(`${href.replace(/\/$/, '')}/`, pattern));
  const siteUrl = graph.config.url.replace(/\/$/, '');
  return listedRoutes(graph)
    .map((route) => ({ route, href: hrefOf(graph, route.path) }))
    .filter(({ href }) => (!hrefs || hrefs.has(href)) && !ignored(safeDecode(href)))
    .map(({ route, href }) => ({ url: siteUrl + href, lastmod: lastmod(route) ?? null, changefreq: options.changefreq, priority: options.priority }));
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function sitemapXml(items: readonly SitemapItem[]): string {
  const url = ({ url: loc, lastmod, changefreq, priority }: SitemapItem) =>
    `<url><loc>${escape(loc)}</loc>${lastmod ? `<lastmod>${escape(lastmod)}</lastmod>` : ''}${changefreq ? `<changefreq>${escape(changefreq)}</changefreq>` : ''}${priority !== null && priority !== undefined ? `<priority>${priority}</priority>` : ''}</url>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.map(url).join('\n')}\n</urlset>\n`;
}

const sitemapOptions = (graph: SiteGraph): SitemapOptions | undefined => (graph.config.sitemap === false || graph.config.noIndex ? undefined : graph.config.sitemap);

/** The sitemap of the default items: its file name and XML, or undefined when there is none (`sitemap: false`, `noIndex`, or no item). */
export function siteSitemap(graph: SiteGraph): { file: string; xml: string } | undefined {
  const options = sitemapOptions(graph);
  if (!options) return undefined;
  const items = defaultSitemapItems(graph, options);
  return items.length ? { file: options.filename, xml: sitemapXml(items) } : undefined;
}

/** The site's `createSitemapItems`, when it gives one. */
type CreateSitemapItems = (params: Record<string, unknown>) => unknown;

/**
 * The build's sitemap: siteSitemap's, or the items the site's `createSitemapItems` returns, called as
 * Docusaurus calls it (`{ siteConfig, routes, head, defaultCreateSitemapItems }`). A function that
 * throws or returns no list of items is an error at the config file.
 */
export async function buildSitemap(graph: SiteGraph): Promise<{ sitemap?: { file: string; xml: string }; diagnostics: Diagnostic[] }> {
  const options = sitemapOptions(graph);
  const create = (options as { createSitemapItems?: unknown } | undefined)?.createSitemapItems;
  if (!options || typeof create !== 'function') return { sitemap: siteSitemap(graph), diagnostics: [] };
  const routes = listedRoutes(graph).map((r) => ({ path: hrefOf(graph, r.path), exact: true }));
  const defaultCreateSitemapItems = async (params?: { routes?: { path?: unknown }[] }) =>
    defaultSitemapItems(graph, options, Array.isArray(params?.routes) ? new Set(params.routes.map((r) => String(r?.path))) : undefined);
  const failed = (why: string): { diagnostics: Diagnostic[] } => ({ diagnostics: [{ severity: 'error', rule: 'config-invalid', message: `sitemap.createSitemapItems ${why}`, file: graph.configFile }] });
  let items: unknown;
  try {
    items = await (create as CreateSitemapItems)({ siteConfig: graph.config, routes, head: {}, defaultCreateSitemapItems });
  } catch (error) {
    return failed(`threw: ${(error as Error)?.message ?? String(error)}. Fix the function, or remove it to list every page.`);
  }
  if (!Array.isArray(items) || !items.every((i) => typeof (i as SitemapItem | null)?.url === 'string')) return failed('must return a list of items, each with a url (as defaultCreateSitemapItems gives them).');
  return { sitemap: items.length ? { file: options.filename, xml: sitemapXml(items as SitemapItem[]) } : undefined, diagnostics: [] };
}
