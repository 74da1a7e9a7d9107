/**
 * What Docusaurus's hooks tell site code about the site, in the shapes Docusaurus gives them:
 *
 *   clientSiteConfig      useDocusaurusContext().siteConfig (its serialisable part)
 *   docsGlobalData        useGlobalData()['docusaurus-plugin-content-docs'], by plugin id: each
 *                         version's docs ({id, path, sidebar}), main doc and sidebars
 *                         (usePluginData, useAllDocsData, useVersions, ...)
 *   currentSidebarCategory useCurrentSidebarCategory(): the sidebar category a doc is in
 *                         (renderer/cards.ts), its items as the theme's components read them
 *                         ({type: 'link', label, href, docId} ...)
 *   currentSidebarSiblings useCurrentSidebarSiblings(): the items of that category, else of the
 *                         top of the doc's sidebar (what `<DocCardList />` lists)
 *   docInfoOf             useDoc(): the doc's metadata and front matter (its toc is added by evaluate.ts)
 *
 * Computed from the site graph at build time; islands get the same in the page (evaluate.ts).
 */
import type { SiteConfig } from '../../../engine/config/schema.js';
import type { Doc, SidebarItem, SiteGraph, Version } from '../../../engine/graph/types.js';
import { flattenSidebar } from '../../../engine/graph/sidebars.js';
import { hrefOf } from '../../hrefs.js';
import { sidebarCategoryOf, sidebarSiblingsOf } from '../../cards.js';
import { activeDocContextOf, docsVersionOf, type PageContext } from './runtime.js';

/** `value` as JSON gives it back (functions and the like left out), or `fallback` when it cannot be written. */
function jsonCopy(value: unknown, fallback: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(value ?? fallback)) as unknown;
  } catch {
    return fallback;
  }
}

/**
 * The serialisable part of the site config that browser code reads through useDocusaurusContext
 * (with `themeConfig` when the page's code asked for it: useThemeConfig).
 */
export function clientSiteConfig(config: SiteConfig, withThemeConfig = false): Record<string, unknown> {
  const raw = config as unknown as Record<string, unknown>;
  const pick = (key: string) => (raw[key] !== undefined ? { [key]: raw[key] } : {});
  return { title: config.title, tagline: config.tagline, url: config.url, baseUrl: config.baseUrl, ...pick('organizationName'), ...pick('projectName'), customFields: jsonCopy(raw.customFields, {}), ...(withThemeConfig ? { themeConfig: jsonCopy(raw.themeConfig, {}) } : {}) };
}

/** A version's path as Docusaurus's global data writes it: without a trailing slash, unless it is the base URL itself. */
const versionPath = (graph: SiteGraph, route: string) => {
  const href = hrefOf(graph, route);
  return href === graph.config.baseUrl ? href : href.replace(/(.)\/$/, '$1');
};

/** One version as the docs plugin's global data describes it. */
function versionData(graph: SiteGraph, version: Version): Record<string, unknown> {
  const sidebarOf = new Map<string, string>();
  const generated: { id: string; path: string; sidebar: string }[] = [];
  for (const sidebar of version.sidebars) {
    for (const entry of flattenSidebar(sidebar.items)) {
      if (entry.kind === 'doc' && entry.id && !sidebarOf.has(entry.id)) sidebarOf.set(entry.id, sidebar.id);
      if (entry.kind === 'generated-index') generated.push({ id: entry.href, path: hrefOf(graph, entry.href), sidebar: sidebar.id });
    }
  }
  const docs = graph.docs
    .filter((d) => d.version === version.name && !d.draft)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((d) => ({ id: d.id, path: hrefOf(graph, d.permalink), ...(sidebarOf.has(d.id) ? { sidebar: sidebarOf.get(d.id) } : {}) }));
  const sidebars = Object.fromEntries(
    version.sidebars.map((s) => {
      const first = flattenSidebar(s.items)[0];
      return [s.id, first ? { link: { path: hrefOf(graph, first.href), label: first.id ?? first.label } } : {}];
    }),
  );
  return { name: version.versionName, label: version.label, isLast: version.isLast, path: versionPath(graph, version.path), mainDocId: version.mainDocId, docs: [...docs, ...generated], draftIds: version.draftIds, sidebars };
}

const globalDataOf = new WeakMap<SiteGraph, Record<string, Record<string, unknown>>>();

/** The docs plugin's global data by plugin id (`default`, ...): what `useAllDocsData()` returns. */
export function docsGlobalData(graph: SiteGraph): Record<string, Record<string, unknown>> {
  let data = globalDataOf.get(graph);
  if (data) return data;
  data = {};
  for (const pluginId of [...new Set(graph.versions.map((v) => v.pluginId))]) {
    const versions = graph.versions.filter((v) => v.pluginId === pluginId);
    const last = versions.find((v) => v.isLast) ?? versions[0];
    data[pluginId] = { path: versionPath(graph, last.path), versions: versions.map((v) => versionData(graph, v)), breadcrumbs: true };
  }
  globalDataOf.set(graph, data);
  return data;
}

/** A sidebar item as the theme's components read it (DocCardList, useCurrentSidebarCategory). */
export type ClientSidebarItem = Record<string, unknown>;

/** A sidebar item in the shape of Docusaurus's client sidebar (docs are `link` items with a `docId`). */
export function clientSidebarItem(graph: SiteGraph, item: SidebarItem): ClientSidebarItem | undefined {
  switch (item.type) {
    case 'doc':
      return { type: 'link', label: item.label, href: hrefOf(graph, item.href), docId: item.id, unlisted: !!item.unlisted };
    case 'link':
      return { type: 'link', label: item.label, href: item.external ? item.href : hrefOf(graph, item.href) };
    case 'category':
      return {
        type: 'category',
        label: item.label,
        collapsed: item.collapsed,
        collapsible: item.collapsible,
        ...(item.description ? { description: item.description } : {}),
        ...(item.link ? { href: hrefOf(graph, item.link.href) } : {}),
        ...(item.link?.type === 'doc' ? { linkDocId: item.link.id } : {}),
        items: item.items.map((i) => clientSidebarItem(graph, i)).filter((i) => i !== undefined),
      };
    default:
      return undefined;
  }
}

/** `useCurrentSidebarCategory()` of the doc: its sidebar category in the client's shape, else undefined. */
export function currentSidebarCategory(graph: SiteGraph, doc: { id: string; version?: string }): ClientSidebarItem | undefined {
  const category = doc.version === undefined ? undefined : sidebarCategoryOf(graph, doc.version, doc.id);
  return category ? clientSidebarItem(graph, category) : undefined;
}

/** `useCurrentSidebarSiblings()` of the doc, in the client's shape; undefined when no sidebar has it. */
export function currentSidebarSiblings(graph: SiteGraph, doc: { id: string; version?: string }): ClientSidebarItem[] | undefined {
  const items = doc.version === undefined ? undefined : sidebarSiblingsOf(graph, doc.version, doc.id);
  return items?.map((item) => clientSidebarItem(graph, item)).filter((item) => item !== undefined);
}

/** JSON for a `<script type="application/json">` (no `</script>` inside). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The scripts a hydrating island needs before it, for what its server render read of the site
 * (`used`): the client site config (useDocusaurusContext) and the global data and sidebar category
 * (renderer/islands/docusaurus.tsx reads both). Each at most once a page (`written` remembers).
 */
export function siteDataScripts(page: PageContext, written: Set<string>): string {
  const used = page.usedSiteData ?? {};
  let html = '';
  if (used.config && !written.has('config')) {
    written.add('config');
    html += `<script type="application/json" data-docs-site-config>${scriptJson(clientSiteConfig(page.siteConfig, used.themeConfig))}</script>`;
  }
  if ((used.globalData || used.sidebarCategory || used.sidebarSiblings || used.version || used.doc) && !written.has('data')) {
    written.add('data');
    const data = { globalData: page.site?.globalData() ?? {}, sidebarCategory: page.site?.sidebarCategory() ?? null, sidebarSiblings: page.site?.sidebarSiblings() ?? null, docsVersion: docsVersionOf(page), activeDocContext: activeDocContextOf(page), doc: page.doc ?? null };
    html += `<script type="application/json" data-docs-site-data>${scriptJson(data)}</script>`;
  }
  return html;
}

/** A YAML 1.1 timestamp as js-yaml reads one unquoted (`date: 2026-02-06`): Docusaurus's front matter holds a Date there. */
const YAML_TIMESTAMP = /^\d{4}-\d\d?-\d\d?(?:(?:[Tt]|[ \t]+)\d\d?:\d\d:\d\d(?:\.\d*)?(?:[ \t]*(?:Z|[-+]\d\d?(?::\d\d)?))?)?$/;

/** Front matter as Docusaurus's parser gives it to site code: timestamps as Dates. */
function docusaurusFrontMatter(frontMatter: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(frontMatter)) {
    const date = typeof value === 'string' && YAML_TIMESTAMP.test(value) ? new Date(/^\d{4}-\d\d-\d\d$/.test(value) ? `${value}T00:00:00Z` : value) : undefined;
    out[key] = date && !Number.isNaN(date.getTime()) ? date : value;
  }
  return out;
}

/**
 * `useDoc()` of plugin-content-docs: the doc being rendered as Docusaurus's DocProvider gives it,
 * `{ metadata, frontMatter, contentTitle, assets }` (the toc is added where the page is evaluated).
 */
export function docInfoOf(graph: SiteGraph, doc: Doc): Record<string, unknown> {
  const frontMatter = docusaurusFrontMatter(doc.frontMatter);
  const version = graph.versions.find((v) => v.name === doc.version);
  const nav = (link: Doc['previous']) => (link ? { title: link.title, permalink: hrefOf(graph, link.permalink) } : undefined);
  const lastUpdatedAt = doc.lastUpdate?.date ? Date.parse(doc.lastUpdate.date) : undefined;
  const metadata = {
    id: doc.id,
    title: doc.title,
    description: doc.description,
    source: `@site/${doc.source}`,
    sourceDirName: doc.relativeSource.includes('/') ? doc.relativeSource.slice(0, doc.relativeSource.lastIndexOf('/')) : '.',
    slug: doc.slug,
    permalink: hrefOf(graph, doc.permalink),
    draft: doc.draft,
    unlisted: doc.unlisted,
    editUrl: doc.editUrl ?? null,
    tags: doc.tags.map((tag) => ({ label: tag.label, permalink: hrefOf(graph, tag.permalink), ...(tag.description ? { description: tag.description } : {}) })),
    version: version?.versionName ?? doc.version,
    ...(lastUpdatedAt !== undefined && !Number.isNaN(lastUpdatedAt) ? { lastUpdatedAt } : {}),
    ...(doc.lastUpdate?.author ? { lastUpdatedBy: doc.lastUpdate.author } : {}),
    ...(doc.sidebarPosition !== undefined ? { sidebarPosition: doc.sidebarPosition } : {}),
    frontMatter,
    ...(doc.sidebar ? { sidebar: doc.sidebar } : {}),
    previous: nav(doc.previous),
    next: nav(doc.next),
  };
  return { metadata, frontMatter, ...(doc.contentTitle ? { contentTitle: doc.contentTitle } : {}), assets: {} };
}
