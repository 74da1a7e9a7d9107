/** SiteGraph -> view model: the shell (navbar, footer, ...) and each page's data. */
import { childKey } from '../sidebar-pack.js';
import { navbarItemType } from '../../engine/graph/navbar.js';
import { pathnameLinkPath, withoutBaseUrl } from '../../engine/graph/urls.js';
import { DEFAULT_DOCS_ID } from '../../engine/config/schema.js';
import { docsPluginIdOf, instanceOptions, instanceVersions, latestVersion } from '../../engine/graph/instances.js';
import { flattenSidebar, listedItems, type NavEntry, paginationLinkOf } from '../../engine/graph/sidebars.js';
import type { Doc, Route, Sidebar, SidebarItem, SiteGraph, Tag, TitlePart, Version } from '../../engine/graph/types.js';
import { createLinkContext, type LinkContext, resolveDocLink } from '../../engine/graph/links.js';
import type {
  Crumb,
  DocPageData,
  FooterData,
  FooterLinkData,
  GeneratedIndexPageData,
  LogoData,
  NavItemData,
  NotFoundPageData,
  PageVersionData,
  ShellData,
  SidebarNode,
  TagPageData,
  TagsIndexPageData,
  TocItem,
  VersionTarget,
} from '../model.js';
import { categoryCards } from '../cards.js';
import { assetHref, hrefOf, isExternal, pathnameHrefOf, sidebarLinkHref, siteHrefOf, toHref } from '../hrefs.js';
import { linkActive } from './navbar-active.js';
import { THEME_STRINGS } from '../components/translate.js';
import { countText, themeText } from '../theme-text.js';
import { searchSettings } from './search-files.js';
import { tagGroups, tagLink } from './tag-links.js';

/** The head's title of a page: its title and the site's, between them the config's `titleDelimiter` (as Docusaurus's title formatter). */
export function pageTitle(title: string, site: { title: string; titleDelimiter: string }): string {
  return !title || title === site.title ? site.title : `${title} ${site.titleDelimiter} ${site.title}`;
}

function logoData(graph: SiteGraph, logo: { src: string; srcDark?: string; alt?: string; href?: string; target?: string; width?: number | string; height?: number | string; className?: string; style?: unknown } | undefined, fallbackAlt: string, place: 'navbar' | 'footer'): LogoData | undefined {
  if (!logo) return undefined;
  // The navbar's logo links home unless told otherwise, and opens an external link in a new tab;
  // the footer's links only where `href` says, in a new tab only when `target` says (Docusaurus 3.9).
  const href = logo.href ?? (place === 'navbar' ? '/' : undefined);
  // `pathname:///x`: a path under the base URL, as Docusaurus's useBaseUrl writes it.
  const pathname = href !== undefined ? pathnameLinkPath(href) : undefined;
  const external = href !== undefined && pathname === undefined && isExternal(href);
  const target = logo.target ?? (place === 'navbar' && external ? '_blank' : undefined);
  return {
    src: assetHref(graph, logo.src),
    ...(logo.srcDark ? { srcDark: assetHref(graph, logo.srcDark) } : {}),
    alt: logo.alt ?? fallbackAlt,
    ...(href !== undefined ? { href: pathname !== undefined ? pathnameHrefOf(graph, pathname) : external ? href : hrefOf(graph, withoutBaseUrl(href, graph.config.baseUrl)) } : {}),
    ...(target ? { target } : {}),
    ...(external ? { external } : {}),
    ...(logo.width !== undefined ? { width: logo.width } : {}),
    ...(logo.height !== undefined ? { height: logo.height } : {}),
    ...(typeof logo.className === 'string' && logo.className ? { className: logo.className } : {}),
    ...(styleObject(logo.style) ? { style: styleObject(logo.style) } : {}),
  };
}

/** A config `style` that React can write: an object of CSS properties (strings or numbers). */
function styleObject(style: unknown): Record<string, string | number> | undefined {
  if (!style || typeof style !== 'object' || Array.isArray(style)) return undefined;
  const entries = Object.entries(style).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** Docs by version and id, per graph: pages look docs up by id, and a scan per page is quadratic. */
const docIndexes = new WeakMap<SiteGraph, Map<string, Doc>>();

function docById(graph: SiteGraph, version: Version | undefined, id: string): Doc | undefined {
  if (!version) return undefined;
  let index = docIndexes.get(graph);
  if (!index) {
    index = new Map(graph.docs.map((d) => [`${d.version}\0${d.id}`, d]));
    docIndexes.set(graph, index);
  }
  return index.get(`${version.name}\0${id}`);
}

/** The route of a version's main doc (its first doc), else of the version. */
function mainRoute(graph: SiteGraph, version: Version): string {
  const doc = version.mainDocId ? docById(graph, version, version.mainDocId) : undefined;
  return doc?.permalink ?? version.path;
}

function mainHref(graph: SiteGraph, version: Version): string {
  return hrefOf(graph, mainRoute(graph, version));
}

/**
 * A docs link's target in every version that has it, for the client to follow the active doc's (or
 * the preferred) version. A site with one version has nothing to choose: no `byVersion`.
 */
function byVersion(graph: SiteGraph, pluginId: string, target: (v: Version) => VersionTarget | undefined): { byVersion?: Record<string, VersionTarget> } {
  const versions = instanceVersions(graph, pluginId);
  if (versions.length < 2) return {};
  const targets: Record<string, VersionTarget> = {};
  for (const v of versions) {
    const t = target(v);
    if (t) targets[v.name] = t;
  }
  return { byVersion: targets };
}

/** A version dropdown of a docs instance links each version to the page's doc there (one version: its link, to the page's doc). */
function hasVersionDropdown(graph: SiteGraph, pluginId: string): boolean {
  // One version too: its dropdown is then a link to the page's doc.
  return instanceVersions(graph, pluginId).length > 0 && (graph.config.themeConfig.navbar.items as Record<string, unknown>[]).some((i) => i.type === 'docsVersionDropdown' && instanceVersions(graph, docsPluginIdOf(i))[0]?.pluginId === pluginId);
}

/** The same doc (by id) in every version of its docs instance that has it: version name -> href (alternate doc versions). */
function alternateDocs(graph: SiteGraph, doc: Doc, pluginId: string): Record<string, string> {
  const hrefs: Record<string, string> = {};
  for (const version of instanceVersions(graph, pluginId)) {
    const same = docById(graph, version, doc.id);
    if (same) hrefs[version.name] = hrefOf(graph, same.permalink);
  }
  return hrefs;
}

function linkItem(graph: SiteGraph, raw: Record<string, unknown>, position: 'left' | 'right'): NavItemData {
  const label = String(raw.label ?? '');
  // What the item gives its link besides: its class, its `aria-label` (an icon link's name) and its
  // `html` (the link's content in place of the label), as Docusaurus passes them on.
  const extras = {
    ...(typeof raw.className === 'string' ? { className: raw.className } : {}),
    ...(typeof raw['aria-label'] === 'string' ? { ariaLabel: raw['aria-label'] } : {}),
    ...(typeof raw.html === 'string' ? { html: raw.html } : {}),
    ...(typeof raw.target === 'string' ? { target: raw.target } : {}),
  };
  const to = String(raw.to ?? '/');
  // `pathname:///api/`: a path of the site that is no page of it (under baseUrl, a new tab), as in Docusaurus.
  const pathname = pathnameLinkPath(typeof raw.href === 'string' ? raw.href : to);
  if (pathname !== undefined) return { type: 'link', label, href: pathnameHrefOf(graph, pathname), external: true, position, ...extras };
  if (typeof raw.href === 'string') {
    return { type: 'link', label, href: siteHrefOf(graph, raw.href), external: isExternal(raw.href), position, ...extras };
  }
  // A `to` may be a URL off the site too: it opens in a new tab, as an `href` does (Docusaurus 3.9).
  if (isExternal(to)) return { type: 'link', label, href: to, external: true, position, ...extras };
  return { type: 'link', label, href: toHref(graph, to), external: false, position, active: linkActive(raw, to, graph.config.baseUrl), ...extras };
}

/** The docs instance a sidebar match names (navbar-active.ts): none for the default one. */
const instanceOfVersion = (v: Version): { instance?: string } => (v.pluginId === DEFAULT_DOCS_ID ? {} : { instance: v.pluginId });

/** A `docsVersionDropdown` navbar item: its versions (with the item's extra links), or a link when it has one entry. */
function versionDropdownItem(graph: SiteGraph, raw: Record<string, unknown>, position: 'left' | 'right', pluginId: string | undefined, className: string | undefined): NavItemData | undefined {
  const last = latestVersion(graph, pluginId);
  const wanted = Array.isArray(raw.versions) ? (raw.versions as string[]) : raw.versions && typeof raw.versions === 'object' ? Object.keys(raw.versions) : undefined;
  const labels = raw.versions && typeof raw.versions === 'object' && !Array.isArray(raw.versions) ? (raw.versions as Record<string, { label?: string }>) : {};
  // In the order the item lists them, as Docusaurus lists them (else the site's order).
  const all = instanceVersions(graph, pluginId);
  const versions = wanted ? wanted.map((name) => all.find((v) => v.versionName === name)).filter((v): v is NonNullable<typeof v> => !!v) : all;
  const extra = (list: unknown) => extraDropdownItems(graph, list, position);
  const shownLabel = (v: (typeof versions)[number] | undefined) => (v ? (labels[v.versionName]?.label ?? v.label) : String(raw.label ?? 'Versions'));
  const items = [
    ...extra(raw.dropdownItemsBefore),
    ...versions.map((v): NavItemData => ({ type: 'link', label: labels[v.versionName]?.label ?? v.label, href: mainHref(graph, v), external: false, position, active: { kind: 'version', version: v.name } })),
    ...extra(raw.dropdownItemsAfter),
  ];
  // One entry is a link, not a dropdown, as Docusaurus renders it: a version's to the page's doc in it (the client's alternate), else its main doc.
  if (items.length <= 1) return items[0] && { ...items[0], ...(className ? { className } : {}) };
  return {
    type: 'dropdown',
    // Where no version of it is shown (the page's or the preferred one): the latest version's label
    // when it is listed, else the first listed one's, as Docusaurus labels it (never the item's `label`).
    label: shownLabel(versions.find((v) => v.name === last?.name) ?? versions[0]),
    position,
    versionDropdown: true,
    ...(raw.dropdownActiveClassDisabled === true || !last ? {} : { versionToggle: { paths: Object.fromEntries(versions.map((v) => [v.name, mainRoute(graph, v)])), latest: last.name } }),
    items,
  };
}

/** Resolves one configured navbar item (validated earlier) to render data. */
function navItem(graph: SiteGraph, raw: Record<string, unknown>, fallbackPosition: 'left' | 'right'): NavItemData | undefined {
  const position = raw.position === 'left' ? 'left' : raw.position === 'right' ? 'right' : fallbackPosition;
  const type = navbarItemType(raw);
  const pluginId = docsPluginIdOf(raw);
  const last = latestVersion(graph, pluginId);
  const className = typeof raw.className === 'string' ? raw.className : undefined;
  switch (type) {
    case 'default':
      return linkItem(graph, raw, position);
    case 'search':
      return { type: 'search', position };
    case 'html':
      return { type: 'html', value: String(raw.value ?? ''), position, ...(className ? { className } : {}) };
    case 'dropdown':
      return {
        type: 'dropdown',
        label: String(raw.label ?? ''),
        position,
        items: ((raw.items as Record<string, unknown>[]) ?? []).map((i) => navItem(graph, i, position)).filter((i): i is NavItemData => !!i),
        ...(className ? { className } : {}),
        ...(typeof raw.to === 'string' ? { active: linkActive(raw, raw.to, graph.config.baseUrl), href: toHref(graph, raw.to) } : {}),
      };
    // doc, docSidebar, docsVersion: the latest version's target, and the targets in other versions.
    case 'doc':
    case 'docSidebar':
    case 'docsVersion': {
      const target = (v: Version): VersionTarget | undefined => {
        if (type === 'doc') {
          const doc = docById(graph, v, String(raw.docId));
          return doc && { label: String(raw.label ?? doc.id), href: hrefOf(graph, doc.permalink), active: { kind: 'sidebar', path: doc.permalink, ...(doc.sidebar ? { sidebar: doc.sidebar } : {}), ...instanceOfVersion(v) } };
        }
        if (type === 'docSidebar') {
          const sidebar = v.sidebars.find((s) => s.id === raw.sidebarId);
          const first = sidebar ? flattenSidebar(sidebar.items)[0] : undefined;
          // Unlabelled, it is named as Docusaurus names it: the sidebar's first link's written label, else its doc's id.
          return sidebar && first && { label: String(raw.label ?? first.writtenLabel ?? first.id ?? first.label), href: hrefOf(graph, first.href), active: { kind: 'sidebar', path: first.href, sidebar: sidebar.id, ...instanceOfVersion(v) } };
        }
        const to = typeof raw.to === 'string' ? raw.to : mainRoute(graph, v);
        return { label: String(raw.label ?? v.label), href: toHref(graph, to), active: linkActive(raw, to, graph.config.baseUrl) };
      };
      const latest = last && target(last);
      if (!latest) return undefined;
      return { type: 'link', label: latest.label, href: latest.href, external: false, position, active: latest.active, ...(className ? { className } : {}), ...byVersion(graph, pluginId, target) };
    }
    case 'docsVersionDropdown':
      return versionDropdownItem(graph, raw, position, pluginId, className);
    case 'localeDropdown': {
      if (graph.locales.length < 2) return undefined;
      return {
        type: 'dropdown',
        label: graph.locale.label,
        position,
        items: [
          ...extraDropdownItems(graph, raw.dropdownItemsBefore, position),
          ...graph.locales.map((l): NavItemData => ({ type: 'link', label: l.label, href: l.baseUrl, external: false, position, locale: { htmlLang: l.htmlLang, current: l.locale === graph.locale.locale, ...(typeof raw.queryString === 'string' && raw.queryString ? { queryString: raw.queryString } : {}), ...(l.url !== graph.locale.url ? { origin: l.url.replace(/\/+$/, '') } : {}) } })),
          ...extraDropdownItems(graph, raw.dropdownItemsAfter, position),
        ],
      };
    }
    default:
      return undefined;
  }
}

/** The `dropdownItemsBefore`/`dropdownItemsAfter` links of a version or locale dropdown. */
function extraDropdownItems(graph: SiteGraph, list: unknown, position: 'left' | 'right'): NavItemData[] {
  return ((list as Record<string, unknown>[]) ?? []).map((i) => navItem(graph, i, position)).filter((i): i is NavItemData => !!i);
}

function footerLink(graph: SiteGraph, raw: Record<string, unknown>): FooterLinkData {
  const to = String(raw.to ?? '/');
  const pathname = pathnameLinkPath(typeof raw.href === 'string' ? raw.href : to);
  const href = pathname !== undefined ? pathnameHrefOf(graph, pathname) : typeof raw.href === 'string' ? siteHrefOf(graph, raw.href) : toHref(graph, to);
  return { label: String(raw.label ?? ''), href, external: pathname !== undefined || isExternal(href), ...(typeof raw.html === 'string' ? { html: raw.html } : {}) };
}

export function buildShell(graph: SiteGraph): ShellData {
  const { config } = graph;
  const theme = config.themeConfig;
  // An item without a position is on the left, as Docusaurus's config validation defaults it.
  const items = (theme.navbar.items as Record<string, unknown>[]).map((i) => navItem(graph, i, 'left')).filter((i): i is NavItemData => !!i);
  const searchEnabled = graph.docs.length > 0 || graph.blogs.some((b) => b.posts.length > 0);
  if (searchEnabled && !items.some((i) => i.type === 'search')) items.push({ type: 'search', position: 'right' });
  let footer: FooterData | undefined;
  if (theme.footer) {
    const links = theme.footer.links as Record<string, unknown>[];
    const isColumns = links.some((l) => Array.isArray(l.items));
    footer = {
      style: theme.footer.style,
      columns: isColumns ? links.map((c) => ({ ...(typeof c.title === 'string' ? { title: c.title } : {}), items: ((c.items as Record<string, unknown>[]) ?? []).map((i) => footerLink(graph, i)) })) : [],
      links: isColumns ? [] : links.map((i) => footerLink(graph, i)),
      ...(theme.footer.logo ? { logo: logoData(graph, theme.footer.logo, config.title, 'footer') } : {}),
      ...(theme.footer.copyright ? { copyright: theme.footer.copyright } : {}),
    };
  }
  return {
    siteTitle: config.title,
    tagline: config.tagline,
    baseUrl: config.baseUrl,
    ...(config.trailingSlash !== undefined ? { trailingSlash: config.trailingSlash } : {}),
    htmlLang: graph.locale.htmlLang,
    locale: graph.locale.locale,
    direction: graph.locale.direction,
    navbar: { ...(theme.navbar.title ? { title: theme.navbar.title } : {}), ...(theme.navbar.logo ? { logo: logoData(graph, theme.navbar.logo, config.title, 'navbar') } : {}), hideOnScroll: theme.navbar.hideOnScroll, ...(theme.navbar.style ? { style: theme.navbar.style } : {}), items },
    ...(footer ? { footer } : {}),
    colorMode: theme.colorMode,
    ...(theme.announcementBar ? { announcementBar: theme.announcementBar } : {}),
    sidebarHideable: theme.docs.sidebar.hideable,
    ...(theme.docs.sidebar.autoCollapseCategories ? { sidebarAutoCollapse: true } : {}),
    ...(graph.routes.some((r) => r.path === '/') ? { homeHref: hrefOf(graph, '/') } : {}),
    search: searchSettings(graph, searchEnabled),
    versions: graph.versions.map((v) => ({ name: v.name, ...(v.pluginId === DEFAULT_DOCS_ID ? {} : { versionName: v.versionName, pluginId: v.pluginId }), label: v.label, path: hrefOf(graph, v.path), isLast: v.isLast, mainHref: mainHref(graph, v) })),
    pageDataBase: `${config.baseUrl}_pages/`,
    ...themeTranslations(graph),
    // Every locale, one alone too: each page's hreflang alternates name them (as Docusaurus writes them).
    locales: graph.locales.map((l) => ({ locale: l.locale, label: l.label, htmlLang: l.htmlLang, baseUrl: l.baseUrl, url: l.url, current: l.locale === graph.locale.locale, isDefault: l.locale === config.i18n.defaultLocale })),
  };
}

/** The locale's code.json messages for the strings this theme prints (not the whole file: it is in every page). */
function themeTranslations(graph: SiteGraph): { translations?: Record<string, string> } {
  if (!graph.translations) return {};
  const own = Object.entries(graph.translations).filter(([key]) => Object.hasOwn(THEME_STRINGS, key));
  return own.length ? { translations: Object.fromEntries(own) } : {};
}

/** TOC from a doc's (or a blog post's) headings, nested, within [min, max] levels. */
export function buildToc(doc: Pick<Doc, 'headings' | 'tocMinHeadingLevel' | 'tocMaxHeadingLevel'>, minLevel: number, maxLevel: number): TocItem[] {
  const min = doc.tocMinHeadingLevel ?? minLevel;
  const max = doc.tocMaxHeadingLevel ?? maxLevel;
  const root: TocItem[] = [];
  const stack: TocItem[] = [];
  for (const h of doc.headings) {
    if (h.depth < min || h.depth > max) continue;
    const item: TocItem = { id: h.id, text: h.text, ...(h.parts ? { parts: h.parts } : {}), level: h.depth, children: [] };
    while (stack.length && stack[stack.length - 1].level >= h.depth) stack.pop();
    (stack.length ? stack[stack.length - 1].children : root).push(item);
    stack.push(item);
  }
  return root;
}

/**
 * The path of categories (by index) to each href of a sidebar: the first item, depth first, that is a
 * doc of that href or a category with that page. Made once per tree (a page looks its path up twice:
 * at 10,000 docs, walking the tree for it took longer than rendering the page's sidebar).
 */
const sidebarPaths = new WeakMap<SidebarItem[], Map<string, number[][]>>();
const NO_PATHS: readonly number[][] = [];

/** Paths of categories (by index) leading to an href in a sidebar, in sidebar order: more than one for a page listed twice. */
function findPaths(items: SidebarItem[], href: string): number[][] {
  let paths = sidebarPaths.get(items);
  if (!paths) {
    const found = new Map<string, number[][]>();
    const add = (at: string, path: number[]) => {
      const known = found.get(at);
      if (known) known.push(path);
      else found.set(at, [path]);
    };
    const walk = (list: SidebarItem[], above: number[]) => {
      list.forEach((item, i) => {
        if (item.type === 'doc' || (item.type === 'link' && !item.external)) add(item.href, [...above, i]);
        if (item.type !== 'category') return;
        if (item.link) add(item.link.href, [...above, i]);
        walk(item.items, [...above, i]);
      });
    };
    walk(items, []);
    sidebarPaths.set(items, (paths = found));
  }
  return paths.get(href) ?? [];
}

/** The first path of categories (by index) leading to an href in a sidebar (what breadcrumbs follow), or undefined. */
function findPath(items: SidebarItem[], href: string): number[] | undefined {
  return findPaths(items, href)[0];
}

/** The first link inside a category (a doc, a link, or a category's own page), depth first. */
function firstLinkOf(graph: SiteGraph, items: SidebarItem[]): string | undefined {
  // Unlisted docs (shown on their own page only) and category links to them are passed over, as Docusaurus's findFirstSidebarItemLink does.
  for (const item of items) {
    if (item.type === 'doc' && !item.unlisted) return hrefOf(graph, item.href);
    if (item.type === 'link') return sidebarLinkHref(graph, item);
    if (item.type === 'category') {
      const href = item.link && !(item.link.type === 'doc' && item.link.unlisted) ? hrefOf(graph, item.link.href) : firstLinkOf(graph, item.items);
      if (href) return href;
    }
  }
  return undefined;
}

/** `firstHref` of a category node: only for collapsible categories without their own page. */
function firstHrefField(graph: SiteGraph, item: Extract<SidebarItem, { type: 'category' }>): { firstHref?: string } {
  if (item.link || !item.collapsible) return {};
  const href = firstLinkOf(graph, item.items);
  return href ? { firstHref: href } : {};
}

/** A category with nothing to show under it (its docs unlisted), shown as Docusaurus shows it: a plain link to its page. */
function categoryAsLink(graph: SiteGraph, item: Extract<SidebarItem, { type: 'category' }>, activeRoute: string): SidebarNode {
  const href = item.link!.href;
  return { type: 'doc', label: item.label, href: hrefOf(graph, href), active: href === activeRoute, ...(item.className ? { className: item.className } : {}) };
}

/**
 * The sidebar as one page shows it: every top-level item, and the children of the categories on the
 * active path or configured expanded. Collapsed categories carry no children (fetched on expand),
 * so a page's size does not grow with the whole tree.
 */
export function pageSidebar(graph: SiteGraph, sidebar: Sidebar, activeRoute: string, everyCategory = false): SidebarNode[] {
  const shared = everyCategory ? undefined : sharedNodesOf(graph);
  // `paths`: the active paths that run through these items (a page listed twice has two: every
  // category holding it is active and expanded, as in Docusaurus). An index at one depth alone says
  // nothing: a sibling category's child with the same index is elsewhere.
  const convert = (items: SidebarItem[], depth: number, keyPrefix: string, paths: readonly number[][]): SidebarNode[] =>
    items.map((item, i): SidebarNode => {
      const onPath = paths.some((path) => path[depth] === i);
      // A node the same on every page showing it (off the active path, not the active page, showing no children) is made once.
      const same = shared && !onPath && !((item.type === 'doc' || item.type === 'link') && item.href === activeRoute) && !(item.type === 'category' && item.link?.href === activeRoute);
      const known = same ? shared.get(item) : undefined;
      if (known && (known.type !== 'category' || known.key === childKey(keyPrefix, i))) return known;
      const node = nodeOf(item, childKey(keyPrefix, i), onPath, (children, key) => convert(children, depth + 1, key, onPath ? paths.filter((path) => path[depth] === i) : NO_PATHS));
      if (same && !(node.type === 'category' && node.items)) shared.set(item, node);
      return node;
    });
  // One item's node; `convertItems` converts a category's items (under its key) when it shows them.
  const nodeOf = (item: SidebarItem, key: string, onPath: boolean, convertItems: (items: SidebarItem[], key: string) => SidebarNode[]): SidebarNode => {
    switch (item.type) {
      case 'doc':
        return { type: 'doc', label: item.label, href: hrefOf(graph, item.href), active: item.href === activeRoute, ...(item.className ? { className: item.className } : {}) };
      case 'link':
        return { type: 'link', label: item.label, href: sidebarLinkHref(graph, item), external: item.external, ...(!item.external && !item.noBaseUrl && item.href === activeRoute ? { active: true as const } : {}), ...(item.className ? { className: item.className } : {}) };
      case 'html':
        return { type: 'html', value: item.value, ...(item.className ? { className: item.className } : {}) };
      case 'category': {
        if (!item.items.length && item.link) return categoryAsLink(graph, item, activeRoute);
        const expanded = onPath || !item.collapsed || !item.collapsible;
        return {
          type: 'category',
          label: item.label,
          ...(item.link ? { href: hrefOf(graph, item.link.href) } : {}),
          active: onPath,
          ...(item.link && item.link.href === activeRoute ? { current: true } : {}),
          collapsible: item.collapsible,
          collapsed: !expanded,
          key,
          ...(expanded || everyCategory ? { items: convertItems(item.items, key) } : {}),
          ...(item.className ? { className: item.className } : {}),
          ...firstHrefField(graph, item),
        };
      }
    }
  };
  return convert(sidebar.items, 0, '', findPaths(sidebar.items, activeRoute));
}

/**
 * Sidebar nodes the same on every page that shows them, by sidebar item, per graph: made once, and the
 * same object on each page, so that the sidebar's HTML is rendered once per node (sidebar-html.ts).
 * Never changed once made (no page data is).
 */
const sharedNodes = new WeakMap<SiteGraph, WeakMap<SidebarItem, SidebarNode>>();
function sharedNodesOf(graph: SiteGraph): WeakMap<SidebarItem, SidebarNode> {
  let nodes = sharedNodes.get(graph);
  if (!nodes) sharedNodes.set(graph, (nodes = new WeakMap()));
  return nodes;
}

/** The full sidebar with every category's children, for the client to expand collapsed ones. */
export function fullSidebar(graph: SiteGraph, sidebar: Sidebar): SidebarNode[] {
  const convert = (items: SidebarItem[], keyPrefix: string): SidebarNode[] =>
    items.map((item, i): SidebarNode => {
      if (item.type === 'category' && (item.items.length || !item.link)) {
        const key = childKey(keyPrefix, i);
        return { type: 'category', label: item.label, ...(item.link ? { href: hrefOf(graph, item.link.href) } : {}), active: false, collapsible: item.collapsible, collapsed: item.collapsed, key, items: convert(item.items, key), ...firstHrefField(graph, item) };
      }
      return pageSidebar(graph, { id: '', items: [item] }, '')[0];
    });
  return convert(sidebar.items, '');
}

/**
 * Breadcrumbs: the categories from the sidebar root down to the page (linked when they have a
 * page), then the page itself, by the label its sidebar item shows (a `label` given in sidebars.js
 * wins over the doc's title, as in Docusaurus); a category's own index page ends with that category's label.
 */
function breadcrumbs(graph: SiteGraph, sidebar: Sidebar | undefined, route: string, label: string): Crumb[] {
  const crumbs: Crumb[] = [];
  const path = sidebar ? findPath(sidebar.items, route) : undefined;
  // A page shown with a sidebar that does not list it (displayed_sidebar) has none (the bar shows the home link alone: breadcrumbsHomeOnly).
  if (!path) return [];
  let items = sidebar?.items ?? [];
  for (const [depth, index] of path.entries()) {
    const item = items[index];
    if (item.type !== 'category') break;
    if (depth === path.length - 1) return [...crumbs, { label: item.label }];
    crumbs.push({ label: item.label, ...(item.link ? { href: hrefOf(graph, item.link.href) } : {}) });
    items = item.items;
  }
  const own = items[path[path.length - 1]];
  return [...crumbs, { label: own?.type === 'doc' || own?.type === 'link' ? own.label : label }];
}

/**
 * The sidebar a doc's page shows. An unlisted doc's own page shows it in its sidebar, as Docusaurus
 * does: that sidebar differs from the one other pages show (`own`).
 */
function docSidebar(version: Version, doc: Doc): { sidebar?: Sidebar; own: boolean } {
  const sidebar = doc.sidebar ? version.sidebars.find((s) => s.id === doc.sidebar) : undefined;
  if (!sidebar?.withUnlisted || !doc.unlisted) return { sidebar, own: false };
  return { sidebar: { id: sidebar.id, items: listedItems(sidebar.withUnlisted, doc.id) }, own: true };
}

/** The link context of a graph, made once (a title's links are resolved as the content's are). */
const linkContexts = new WeakMap<SiteGraph, LinkContext>();

/** A content title's runs with their links resolved (`./setup.md` -> the page's href; another site's in a new tab). */
function resolvedTitleParts(graph: SiteGraph, doc: Doc, parts: TitlePart[]): TitlePart[] {
  if (!parts.some((part) => part.href !== undefined)) return parts;
  let ctx = linkContexts.get(graph);
  if (!ctx) linkContexts.set(graph, (ctx = createLinkContext(graph)));
  return parts.map((part) => {
    if (part.href === undefined) return part;
    const link = resolveDocLink(ctx, doc, part.href);
    const href = 'href' in link ? link.href : part.href;
    return { ...part, href, ...(link.kind === 'external' || link.kind === 'pathname' ? { external: true as const } : {}) };
  });
}

/** The page header's h1: the content's own title, else the doc's (which hide_title hides). */
function titleFields(graph: SiteGraph, doc: Doc): Pick<DocPageData, 'heading' | 'headingParts' | 'hideTitle'> {
  return {
    ...(doc.contentTitle !== undefined && doc.contentTitle !== doc.title ? { heading: doc.contentTitle } : {}),
    ...(doc.contentTitleParts ? { headingParts: resolvedTitleParts(graph, doc, doc.contentTitleParts) } : {}),
    hideTitle: doc.hideTitle && doc.contentTitle === undefined,
  };
}

export function docPageData(graph: SiteGraph, doc: Doc, contentHtml: string): DocPageData {
  const version = graph.versions.find((v) => v.name === doc.version)!;
  const { sidebar, own } = docSidebar(version, doc);
  const latest = latestVersion(graph, version.pluginId);
  const toc = graph.config.themeConfig.tableOfContents;
  const withBreadcrumbs = instanceOptions(graph.config, version.pluginId)?.breadcrumbs ?? true;
  const crumbs = withBreadcrumbs && sidebar ? breadcrumbs(graph, sidebar, doc.permalink, doc.sidebarLabel) : [];
  return {
    kind: 'doc',
    route: doc.permalink,
    title: doc.title,
    headTitle: pageTitle(doc.title, graph.config),
    description: doc.description,
    // As Docusaurus: the content's own h1 is the page's heading, and hide_title hides only a title
    // taken from front matter (or the file name), never the one the content writes.
    // A content title written after other content (an image, a paragraph) stays there, the only h1.
    ...(doc.contentTitleInBody ? { titleInContent: true as const } : titleFields(graph, doc)),
    toc: doc.hideTableOfContents ? [] : buildToc(doc, toc.minHeadingLevel, toc.maxHeadingLevel),
    breadcrumbs: crumbs,
    ...(withBreadcrumbs && sidebar && !crumbs.length ? { breadcrumbsHomeOnly: true as const } : {}),
    tags: doc.tags.map((t) => tagLink(graph, t)),
    ...(doc.previous ? { previous: { title: doc.previous.title, href: hrefOf(graph, doc.previous.permalink) } } : {}),
    ...(doc.next ? { next: { title: doc.next.title, href: hrefOf(graph, doc.next.permalink) } } : {}),
    version: pageVersion(version, latest && { href: latestHrefFor(graph, doc, latest), label: latest.label }),
    ...(hasVersionDropdown(graph, version.pluginId) ? { alternates: alternateDocs(graph, doc, version.pluginId) } : {}),
    ...(doc.editUrl ? { editUrl: doc.editUrl } : {}),
    ...(doc.lastUpdate ? { lastUpdate: lastUpdateData(graph, doc.lastUpdate) } : {}),
    // Its own sidebar carries every category's children: the client cannot take them from the version's full sidebar.
    ...(sidebar ? { sidebarId: sidebar.id, sidebar: pageSidebar(graph, sidebar, doc.permalink, own), ...(own ? { ownSidebar: true as const } : {}) } : {}),
    contentHtml,
    noIndex: doc.unlisted || version.noIndex || graph.config.noIndex,
    ...(doc.unlisted ? { unlisted: true as const } : {}),
  };
}

/**
 * A page's version as its banner and badge show it; `latest` is where the banner sends the reader
 * (kept only when there is a banner: the latest version's own, when its `banner` is set, links to
 * itself, as in Docusaurus).
 */
function pageVersion(version: Version, latest: { href: string; label: string } | undefined): PageVersionData {
  return { name: version.name, label: version.label, banner: version.banner, badge: version.badge, ...(latest && version.banner !== 'none' ? { latestHref: latest.href, latestLabel: latest.label } : {}) };
}

/** The same doc in the latest version, else the latest version's main doc. */
function latestHrefFor(graph: SiteGraph, doc: Doc, latest: Version): string {
  const same = docById(graph, latest, doc.id);
  return same ? hrefOf(graph, same.permalink) : mainHref(graph, latest);
}

export function tagsIndexPageData(graph: SiteGraph, version: Version): TagsIndexPageData {
  return {
    kind: 'tags-index',
    route: version.tagsPath,
    version: version.name,
    title: themeText(graph.translations, 'theme.tags.tagsPageTitle'),
    headTitle: pageTitle(themeText(graph.translations, 'theme.tags.tagsPageTitle'), graph.config),
    // None, as Docusaurus writes none (the site's own metadata description shows).
    description: '',
    groups: tagGroups(graph, version.tags, (tag) => tag.docKeys.length, 'theme.docs.tagDocListPageTitle.nDocsTagged'),
  };
}

/** `One doc tagged with "x"`, in the site's locale (its plural forms). */
export function tagPageTitle(graph: SiteGraph, count: number, label: string): string {
  const counted = countText(graph.translations, 'theme.docs.tagDocListPageTitle.nDocsTagged', count, graph.locale.htmlLang);
  return themeText(graph.translations, 'theme.docs.tagDocListPageTitle', { nDocsTagged: counted, tagName: label });
}

export function tagPageData(graph: SiteGraph, version: Version, tag: Tag, docsByKey: Map<string, Doc>): TagPageData {
  const docs = tag.docKeys.map((k) => docsByKey.get(k)).filter((d): d is Doc => !!d).sort((a, b) => a.title.localeCompare(b.title));
  const title = tagPageTitle(graph, docs.length, tag.label);
  const translated = graph.translations?.['theme.docs.tagDocListPageTitle'] !== undefined;
  return {
    kind: 'tag',
    route: tag.permalink,
    version: version.name,
    title,
    // In English, shorter than Docusaurus's (the heading's text, `2 docs tagged with "x"`): with the
    // site title that often passes 70 characters, where search results cut a title (the shipped
    // site's quality bar). In a locale that translates the heading, the heading, as Docusaurus.
    headTitle: pageTitle(translated ? title : `Docs tagged "${tag.label}"`, graph.config),
    // The tag's own description (tags.yml), else none, as Docusaurus writes it.
    description: tag.description ?? '',
    label: tag.label,
    ...(tag.description ? { tagDescription: tag.description } : {}),
    allTagsHref: hrefOf(graph, version.tagsPath),
    docs: docs.map((d) => ({ title: d.title, href: hrefOf(graph, d.permalink), description: d.description })),
    noIndex: tag.unlisted || version.noIndex,
  };
}

/** The generated indexes of a graph (`{version}\0{path}`): each generated-index page looks its path up in every version. */
const generatedIndexPaths = new WeakMap<SiteGraph, Set<string>>();

/**
 * The same generated index in every version of its docs instance that has it: version name -> href.
 * As in Docusaurus, a generated index is matched across versions by its path within the version.
 */
function alternateGeneratedIndexes(graph: SiteGraph, version: Version, routePath: string): Record<string, string> {
  let paths = generatedIndexPaths.get(graph);
  if (!paths) {
    paths = new Set(graph.routes.filter((r) => r.kind === 'generated-index').map((r) => `${r.version}\0${r.path}`));
    generatedIndexPaths.set(graph, paths);
  }
  const within = routePath.slice(version.path.length);
  const hrefs: Record<string, string> = {};
  for (const other of instanceVersions(graph, version.pluginId)) {
    if (paths.has(`${other.name}\0${other.path}${within}`)) hrefs[other.name] = hrefOf(graph, other.path + within);
  }
  return hrefs;
}

/** A generated index's page, and the keywords and image its category link gives its head. */
export function generatedIndexPageData(graph: SiteGraph, route: Route): { page: GeneratedIndexPageData; keywords?: string[]; image?: string } {
  const version = graph.versions.find((v) => v.name === route.version)!;
  const sidebar = version.sidebars.find((s) => s.id === route.category?.sidebar)!;
  const path = findPath(sidebar.items, route.path) ?? [];
  let items = sidebar.items;
  let category: SidebarItem | undefined;
  for (const index of path) {
    category = items[index];
    if (category.type === 'category') items = category.items;
  }
  const cat = category?.type === 'category' ? category : undefined;
  const link = cat?.link?.type === 'generated-index' ? cat.link : undefined;
  const title = link?.title ?? route.category?.label ?? '';
  const order = flattenSidebar(sidebar.items);
  const at = order.findIndex((e) => e.href === route.path);
  // The neighbours' docs only: a version's docs by id would be made again for each generated index.
  const neighbours = new Map(graph.docs.filter((d) => d.version === version.name && (d.id === order[at - 1]?.id || d.id === order[at + 1]?.id)).map((d) => [d.id, d]));
  const navLink = (e: NavEntry) => {
    const link = paginationLinkOf(e, neighbours);
    return { title: link.title, href: hrefOf(graph, link.permalink) };
  };
  const alternates = alternateGeneratedIndexes(graph, version, route.path);
  const latest = latestVersion(graph, version.pluginId);
  const latestTarget = latest && { href: alternates[latest.name] ?? mainHref(graph, latest), label: latest.label };
  const page: GeneratedIndexPageData = {
    kind: 'generated-index',
    route: route.path,
    title,
    headTitle: pageTitle(title, graph.config),
    description: link?.description ?? '',
    // The docs plugin's `breadcrumbs: false` leaves them out here too (and their JSON-LD with them).
    breadcrumbs: (instanceOptions(graph.config, version.pluginId)?.breadcrumbs ?? true) ? breadcrumbs(graph, sidebar, route.path, title) : [],
    items: categoryCards(graph, version.name, cat?.items ?? [], route.path),
    version: pageVersion(version, latestTarget),
    ...(hasVersionDropdown(graph, version.pluginId) ? { alternates } : {}),
    sidebarId: sidebar.id,
    sidebar: pageSidebar(graph, sidebar, route.path),
    ...(at > 0 ? { previous: navLink(order[at - 1]) } : {}),
    ...(at >= 0 && at < order.length - 1 ? { next: navLink(order[at + 1]) } : {}),
  };
  return { page, ...(link?.keywords ? { keywords: link.keywords } : {}), ...(link?.image ? { image: link.image } : {}) };
}

export function notFoundPageData(graph: SiteGraph): NotFoundPageData {
  const title = themeText(graph.translations, 'theme.NotFound.title');
  // No description, as Docusaurus's not-found page has none (the site's own metadata description shows).
  return { kind: '404', route: '/404', title, headTitle: pageTitle(title, graph.config), description: '' };
}

/** The last update as the page shows it: the date written as Docusaurus writes it (UTC, "May 5, 2024" in English). */
export function lastUpdateData(graph: SiteGraph, lastUpdate: NonNullable<Doc['lastUpdate']>): NonNullable<DocPageData['lastUpdate']> {
  const { date, author } = lastUpdate;
  let dateText: string | undefined;
  if (date) {
    try {
      dateText = new Intl.DateTimeFormat(graph.locale.htmlLang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC', calendar: graph.locale.calendar }).format(new Date(date));
    } catch {
      dateText = date.slice(0, 10);
    }
  }
  return { ...(date ? { date } : {}), ...(dateText ? { dateText } : {}), ...(author ? { author } : {}) };
}
