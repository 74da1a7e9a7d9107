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
 *
 * Computed from the site graph at build time; islands get the same in the page (evaluate.ts).
 */
import type { SiteConfig } from '../../../engine/config/schema.js';
import type { SidebarItem, SiteGraph, Version } from '../../../engine/graph/types.js';
import { flattenSidebar } from '../../../engine/graph/sidebars.js';
import { hrefOf } from '../../hrefs.js';
import { sidebarCategoryOf, sidebarSiblingsOf } from '../../cards.js';
import { activeDocContextOf, docsVersionOf, type PageContext } from './runtime.js';

/** The serialisable part of the site config that browser code reads through useDocusaurusContext. */
export function clientSiteConfig(config: SiteConfig): Record<string, unknown> {
  const raw = config as unknown as Record<string, unknown>;
  const pick = (key: string) => (raw[key] !== undefined ? { [key]: raw[key] } : {});
  let customFields: unknown;
  try {
    customFields = JSON.parse(JSON.stringify(raw.customFields ?? {}));
  } catch {
    customFields = {};
  }
  return { title: config.title, tagline: config.tagline, url: config.url, baseUrl: config.baseUrl, ...pick('organizationName'), ...pick('projectName'), customFields };
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
    html += `<script type="application/json" data-docs-site-config>${scriptJson(clientSiteConfig(page.siteConfig))}</script>`;
  }
  if ((used.globalData || used.sidebarCategory || used.sidebarSiblings || used.version) && !written.has('data')) {
    written.add('data');
    const data = { globalData: page.site?.globalData() ?? {}, sidebarCategory: page.site?.sidebarCategory() ?? null, sidebarSiblings: page.site?.sidebarSiblings() ?? null, docsVersion: docsVersionOf(page), activeDocContext: activeDocContextOf(page) };
    html += `<script type="application/json" data-docs-site-data>${scriptJson(data)}</script>`;
  }
  return html;
}
