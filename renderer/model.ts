/**
 * The renderer's view model: what the React components receive. Built from the SiteGraph on the
 * server (renderer/server/model.ts) and, for client-side navigation, shipped as JSON: the shell
 * once per page (small), a page's data as its chunk. Plain data only.
 */
import type { BlogPageData } from './blog-model.js';
import type { TagGroup, TagLinkData } from './tag-model.js';
import type { ActiveMatch } from './navbar-active.js';
import type { TitlePart } from '../engine/graph/content-types.js';

export type { TitlePart };

export interface LogoData {
  src: string;
  srcDark?: string;
  alt: string;
  /** Where the logo links; a footer logo without `href` is no link. */
  href?: string;
  /** The link's target: the configured one; for the navbar's logo linking off the site, `_blank` (as Docusaurus). */
  target?: string;
  /** The link leaves the site (it gets rel="noopener noreferrer"). */
  external?: boolean;
  width?: number | string;
  height?: number | string;
  /** The config's `className` and `style` (a React style object), given to the image. */
  className?: string;
  style?: Record<string, string | number>;
}

/** How a navbar link decides it is the active one for a route (navbar-active.ts). */
export type { ActiveMatch };
export { isActive } from './navbar-active.js';

/** Where a docs navbar link (doc, docSidebar, docsVersion) points in one docs version. */
export interface VersionTarget {
  label: string;
  href: string;
  active?: ActiveMatch;
}

export type NavItemData =
  /**
   * `byVersion` (sites with several versions): the link's target per version name, where it exists;
   * the client picks the active doc's version, else the preferred one, else keeps the latest (the
   * link's own fields).
   */
  | {
      type: 'link';
      label: string;
      href: string;
      external: boolean;
      position: 'left' | 'right';
      active?: ActiveMatch;
      className?: string;
      /** The item's `aria-label`: the name of a link without a label (an icon). */
      ariaLabel?: string;
      /** The item's `html`: the link's content, in place of the label. */
      html?: string;
      /** The item's `target` (`_self`, `_top`), over the default (a new tab for a link off the site). */
      target?: string;
      byVersion?: Record<string, VersionTarget>;
      /** A locale dropdown entry: `href` is the locale's base URL, the link goes to the same page there. */
      /**
       * A locale dropdown's entry: `queryString`, the item's (`?persist=1`), added to the link as Docusaurus
       * adds it; `origin`, the locale's own site URL when it is not this locale's (`localeConfigs[x].url`).
       */
      locale?: { htmlLang: string; current: boolean; queryString?: string; origin?: string };
    }
  /**
   * `active`: a dropdown with a `to` is a NavLink too. A version dropdown is one to the main doc of
   * the version it shows (`versionTargets`: its path per version; `latest` when the page has none),
   * unless `dropdownActiveClassDisabled`.
   */
  | { type: 'dropdown'; label: string; position: 'left' | 'right'; items: NavItemData[]; className?: string; versionDropdown?: boolean; active?: ActiveMatch; versionToggle?: { paths: Record<string, string>; latest: string }; /** Its own `to`: the toggle is a link there, as in Docusaurus. */ href?: string }
  | { type: 'html'; value: string; position: 'left' | 'right'; className?: string }
  | { type: 'search'; position: 'left' | 'right' };

export interface FooterLinkData {
  label: string;
  href: string;
  external: boolean;
  html?: string;
}

export interface FooterData {
  style: 'light' | 'dark';
  columns: { title?: string; items: FooterLinkData[] }[];
  /** Single row of links (used when the config gives items instead of columns). */
  links: FooterLinkData[];
  logo?: LogoData;
  copyright?: string;
}

/** What the search box needs: which index to load (by the page's docs version) and how many results to show. */
export interface SearchSettingsData {
  enabled: boolean;
  /** The index of the latest docs version (and of pages outside the docs). */
  indexUrl: string;
  maxSearchResults: number;
  /** The indexes are also in chunks: `{index without .json}/manifest.json` (engine/search/chunk-types.ts). */
  chunked?: boolean;
  /** The other docs versions' indexes, by route prefix (`/docs/1.0/`). */
  versions?: { path: string; indexUrl: string }[];
}

export interface ShellData {
  siteTitle: string;
  tagline: string;
  baseUrl: string;
  /** The site's `trailingSlash`, when set: site code's `<Link>` applies it, as Docusaurus's does. */
  trailingSlash?: boolean;
  htmlLang: string;
  /** The locale's code (`fr`, `pt-BR`), as the search metadata names it (htmlLang may differ). */
  locale: string;
  direction: 'ltr' | 'rtl';
  /** `style`: the navbar's own look whatever the color mode (`navbar.style`, Docusaurus's `navbar--dark` / `navbar--primary`). */
  navbar: { title?: string; logo?: LogoData; hideOnScroll: boolean; style?: 'dark' | 'primary'; items: NavItemData[] };
  footer?: FooterData;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  announcementBar?: { id: string; content: string; backgroundColor?: string; textColor?: string; isCloseable: boolean };
  sidebarHideable: boolean;
  /** themeConfig.docs.sidebar.autoCollapseCategories: expanding a category collapses its sibling categories. */
  sidebarAutoCollapse?: boolean;
  /** The site's home page (a page at the base URL), when it has one: the breadcrumbs start there. */
  homeHref?: string;
  search: SearchSettingsData;
  /**
   * Every docs version; `name` is unique in the site, `versionName` within its docs instance
   * (`pluginId`). Both are left out for the default instance's versions (`name`, `default`).
   */
  versions: { name: string; versionName?: string; pluginId?: string; label: string; path: string; isLast: boolean; mainHref: string }[];
  /** URL of the page-data chunk folder (chunks are named by a hash of the route). */
  pageDataBase: string;
  /** Theme strings of the locale (i18n/{locale}/code.json), by Docusaurus key; English when absent. */
  translations?: Record<string, string>;
  /** Every locale (one alone too): each locale's root href and html lang, for the locale dropdown and hreflang. */
  locales?: { locale: string; label: string; htmlLang: string; baseUrl: string; url: string; current: boolean; isDefault: boolean }[];
}

/** A sidebar as a page receives it: only the active path is expanded with its children. */
export type SidebarNode =
  | { type: 'doc'; label: string; href: string; active: boolean; className?: string }
  /** `active`: a link to the page shown (Docusaurus marks it as a doc's, and expands its categories). */
  | { type: 'link'; label: string; href: string; external: boolean; active?: true; className?: string }
  | { type: 'html'; value: string; className?: string }
  | {
      type: 'category';
      label: string;
      href?: string;
      active: boolean;
      /** Its link is the page shown (a generated index, or its doc): aria-current, as Docusaurus marks it. */
      current?: true;
      collapsible: boolean;
      collapsed: boolean;
      /** Children, present when expanded (or when the category holds the active page). */
      items?: SidebarNode[];
      /** Index of this category in its sidebar (a path like "3.1"), to fetch its items on expand. */
      key: string;
      className?: string;
      /**
       * A collapsible category without a page of its own: its first link (as Docusaurus renders it on
       * the server), so that its label navigates into it without JavaScript; with JavaScript it toggles.
       */
      firstHref?: string;
    };

export interface TocItem {
  id: string;
  text: string;
  /** The heading's inline code, emphasis, strong and strikethrough, when it has any. */
  parts?: TitlePart[];
  level: number;
  children: TocItem[];
}

export interface Crumb {
  label: string;
  href?: string;
}

/** The docs version a page belongs to, as its banner and badge show it. */
export interface PageVersionData {
  name: string;
  label: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** The same page in the latest version, else the latest version's main doc (the banner's link). */
  latestHref?: string;
  latestLabel?: string;
  badge: boolean;
}

export interface DocPageData {
  kind: 'doc';
  route: string;
  title: string;
  /** `<title>` text: "page | site". */
  headTitle: string;
  description: string;
  /** The page's h1 when the content has its own (`# Title`), which Docusaurus shows over front matter `title`. */
  heading?: string;
  /** The content's h1 with its inline formatting (`# The \`foo\` API`), when it has any. */
  headingParts?: TitlePart[];
  /** `hide_title`, which hides only a title the content does not write itself. */
  hideTitle?: boolean;
  /** The content writes its title after other content: it shows it there, and the page adds no header. */
  titleInContent?: true;
  toc: TocItem[];
  breadcrumbs: Crumb[];
  /** Shown with a sidebar that does not list it (displayed_sidebar): the breadcrumbs are the home link alone, as Docusaurus shows them. */
  breadcrumbsHomeOnly?: true;
  tags: TagLinkData[];
  previous?: { title: string; href: string };
  next?: { title: string; href: string };
  version: PageVersionData;
  /**
   * With a version dropdown on a site with several versions: this doc in each version that has it
   * (version name -> href), where the dropdown links (Docusaurus's alternate doc versions).
   */
  alternates?: Record<string, string>;
  editUrl?: string;
  /** `date` an ISO time, `dateText` it written for the locale ("May 5, 2024"). */
  lastUpdate?: { date?: string; dateText?: string; author?: string };
  sidebarId?: string;
  sidebar?: SidebarNode[];
  /**
   * The sidebar differs from the one the version's other pages show (an unlisted doc shows itself
   * in it): it holds every category's children, and the client keeps its state apart.
   */
  ownSidebar?: true;
  contentHtml: string;
  noIndex: boolean;
  /** Front matter `unlisted`: the page opens with the unlisted banner. */
  unlisted?: true;
}

export interface TagsIndexPageData {
  kind: 'tags-index';
  route: string;
  /** The docs version whose tags these are (its name in the site: ShellData.versions). */
  version: string;
  title: string;
  headTitle: string;
  description: string;
  groups: TagGroup[];
}

export interface TagPageData {
  kind: 'tag';
  route: string;
  /** The docs version of the tag (its name in the site: ShellData.versions). */
  version: string;
  title: string;
  headTitle: string;
  description: string;
  label: string;
  tagDescription?: string;
  allTagsHref: string;
  docs: { title: string; href: string; description: string }[];
  noIndex: boolean;
}

/** A card of a category's item (generated-index pages, `<DocCardList />`). */
export interface CardData {
  label: string;
  href: string;
  description?: string;
  /** 📄️ doc, 🗃️ category, 🔗 link. */
  icon: string;
}

export interface GeneratedIndexPageData {
  kind: 'generated-index';
  route: string;
  title: string;
  headTitle: string;
  description: string;
  breadcrumbs: Crumb[];
  items: CardData[];
  /** The version of the category's sidebar: its banner, badge, and what the navbar's docs items follow. */
  version: PageVersionData;
  /** With a version dropdown: the same generated index (by its path in the version) in each version that has it. */
  alternates?: Record<string, string>;
  sidebarId?: string;
  sidebar?: SidebarNode[];
  previous?: { title: string; href: string };
  next?: { title: string; href: string };
}

export interface NotFoundPageData {
  kind: '404';
  route: string;
  title: string;
  headTitle: string;
  description: string;
}

/** A page of src/pages: Markdown (content, TOC) or React (its island, rendered at build time). */
export interface SitePageData {
  kind: 'page';
  route: string;
  title: string;
  headTitle: string;
  description: string;
  /** `react`: the content is the page's component (no article, no TOC); `markdown`: an MDX page. */
  source: 'markdown' | 'react';
  toc: TocItem[];
  /** front matter wrapperClassName, or the Layout's wrapperClassName prop. */
  wrapperClassName?: string;
  /** The Layout's `noFooter` prop: the page is shown without the site's footer. */
  noFooter?: boolean;
  contentHtml: string;
  noIndex: boolean;
  /** A Markdown page's: front matter `unlisted` (a banner says so), the pages plugin's "Edit this page" URL and last update. */
  unlisted?: boolean;
  editUrl?: string;
  lastUpdate?: DocPageData['lastUpdate'];
}

/** `htmlClass`: the classes of the page's `<html>`, as Docusaurus sets them (renderer/server/html-class.ts). */
export type PageData = (DocPageData | TagsIndexPageData | TagPageData | GeneratedIndexPageData | NotFoundPageData | BlogPageData | SitePageData) & { htmlClass?: string };

/**
 * A route's 64-bit hash as 16 hex chars: names its page-data chunk, on server and client alike. Two
 * 32-bit hashes side by side (FNV-1a, and a multiply-xorshift of other constants): with 32 bits
 * alone, two of 100,000 routes share a name more often than not.
 */
export function routeHash(route: string): string {
  // `/team` and `/team/` are one route (engine/graph/routes.ts routeKey): a link written either way
  // (`<Link to="/team">` in site code, as written) finds the page's data at once.
  const key = route.length > 1 && route.endsWith('/') ? route.slice(0, -1) : route;
  let one = 0x811c9dc5;
  let two = 0x2f6b4a1d;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    one = Math.imul(one ^ c, 0x01000193);
    two = Math.imul(two ^ c, 0x5bd1e995);
    two ^= two >>> 15;
  }
  return (one >>> 0).toString(16).padStart(8, '0') + (two >>> 0).toString(16).padStart(8, '0');
}

