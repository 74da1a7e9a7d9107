/**
 * The modules an evaluated MDX doc may import (engine/content/mdx-modules.ts lists them): React, and
 * server-side versions of Docusaurus's `@docusaurus/*` and `@theme/*` modules. They read the page
 * being rendered from `current` (set by evaluate.ts around each doc; rendering is synchronous).
 */
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import type { SiteConfig } from '../../../engine/config/schema.js';
import type { SiteGraph, Version } from '../../../engine/graph/types.js';
import { idealImageSrc } from '../../ideal-image.js';
import { CONTENT_HEAD_ATTRIBUTE } from '../../content-head.js';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeClassNames } from '../../theme-class-names.js';
import { duplicates, groupBy, isRegexpStringMatch, selectPluralMessage, uniq } from '../../theme-common-utils.js';
import { filterDocCardListItems } from '../../doc-card-items.js';
import { BUILTIN_COMPONENTS, type BuiltinComponent } from '../../../engine/content/components.js';
import { themeOriginal } from '../../../engine/content/mdx-modules.js';
import { type TocEntry, type TocNode, tocTree } from '../../toc-tree.js';
import { linkProps } from '../../link-target.js';
import { type MatchOptions, matchPath } from '../../router-match.js';
import { addBaseUrl, type BaseUrlOptions, linkBase } from '../../base-url.js';

export type { TocEntry };

export interface PageContext {
  siteConfig: SiteConfig;
  permalink: string;
  toc: TocEntry[];
  /** What a React page passed to `@theme/Layout` (set while it renders). */
  layout?: LayoutProps;
  /** The locale being built and its messages (code.json, by id), for `<Translate>` and `translate()`. */
  i18n?: PageI18n;
  /** The docs version of the doc being rendered (useDocsVersion, useActiveDocContext). */
  version?: PageVersion;
  /** `useDoc()`: the doc being rendered, as Docusaurus's DocProvider gives it (docInfoOf); none outside a doc. */
  doc?: Record<string, unknown>;
  /** Built-in components that site code rendered, in order: each left its marker (themeSlotMarker) in the HTML. */
  themeSlots?: ThemeSlot[];
  /** The messages `<Translate>` and `translate()` took from `i18n` so far: what a browser island needs of them. */
  usedMessages?: Record<string, string>;
  /** What the hooks tell of the site (a doc's render has it; site-data.ts). */
  site?: PageSite;
  /** Which of it the hooks gave so far: what a browser island needs too (evaluate.ts puts it in the page). */
  usedSiteData?: { config?: true; themeConfig?: true; globalData?: true; sidebarCategory?: true; sidebarSiblings?: true; version?: true; doc?: true };
  /** Links `<Link>` rendered (as written, and the href with the base URL): checked once the page is rendered, as Docusaurus checks them. */
  links?: RenderedLink[];
}

export interface RenderedLink {
  written: string;
  href: string;
}

/** The site's data as Docusaurus's hooks give it (site-data.ts), computed when asked. */
export interface PageSite {
  /** Global data by plugin name, then plugin id (`useGlobalData()`). */
  globalData(): Record<string, Record<string, unknown>>;
  /** `useCurrentSidebarCategory()`, else undefined (the doc is in no category). */
  sidebarCategory(): Record<string, unknown> | undefined;
  /** `useCurrentSidebarSiblings()`, else undefined (the doc is in no sidebar). */
  sidebarSiblings(): Record<string, unknown>[] | undefined;
}

export interface PageI18n {
  currentLocale: string;
  messages: Readonly<Record<string, string>>;
  /** Every locale's settings, defaults filled in, as `useDocusaurusContext().i18n.localeConfigs` gives them. */
  localeConfigs?: Record<string, Record<string, unknown>>;
}

/** The locale a site is built in, its messages (as `<Translate>` reads them) and every locale's settings. */
export function pageI18n(graph: Pick<SiteGraph, 'locale' | 'translations'> & Partial<Pick<SiteGraph, 'locales' | 'config'>>): PageI18n {
  // Once per graph: every MDX doc that evaluates asks for it.
  const known = pageI18nOf.get(graph);
  if (known) return known;
  const made = makePageI18n(graph);
  pageI18nOf.set(graph, made);
  return made;
}

const pageI18nOf = new WeakMap<object, PageI18n>();

function makePageI18n(graph: Parameters<typeof pageI18n>[0]): PageI18n {
  const configured = graph.config?.i18n?.localeConfigs ?? {};
  const localeConfigs = Object.fromEntries(
    (graph.locales ?? []).map((l) => [l.locale, { label: l.label, direction: l.direction, htmlLang: l.htmlLang, calendar: l.calendar, path: l.path, translate: (configured[l.locale] as { translate?: boolean } | undefined)?.translate ?? true, url: l.url, baseUrl: l.baseUrl }]),
  );
  return { currentLocale: graph.locale.locale, messages: graph.translations ?? {}, ...(graph.locales ? { localeConfigs } : {}) };
}

/** What a doc's hooks tell of its docs version. */
export type PageVersion = Pick<Version, 'pluginId' | 'versionName' | 'label' | 'isLast' | 'path' | 'banner' | 'badge' | 'noIndex'> & Partial<Pick<Version, 'className'>>;

/** `useDocsVersion()` of plugin-content-docs: the doc's version, as Docusaurus describes it to a page. */
export function docsVersionOf({ version: v }: Pick<PageContext, 'version'>): Record<string, unknown> {
  if (!v) return {};
  return { pluginId: v.pluginId, version: v.versionName, label: v.label, isLast: v.isLast, banner: v.banner === 'none' ? null : v.banner, badge: v.badge, noIndex: v.noIndex, className: v.className ?? `docs-version-${v.versionName}` };
}

/** `useActiveDocContext()`: the doc's version and the doc itself. */
export function activeDocContextOf({ version: v, permalink }: Pick<PageContext, 'version' | 'permalink'>): Record<string, unknown> {
  const activeVersion = v ? { name: v.versionName, label: v.label, isLast: v.isLast, path: v.path.replace(/\/$/, '') || '/' } : undefined;
  return { activeVersion, activeDoc: { path: permalink }, alternateDocVersions: {} };
}

/** A hook of the doc's version (noted as used, for islands). */
const versionHook = (of: (page: PageContext) => Record<string, unknown>) => () => {
  const current = page();
  (current.usedSiteData ??= {}).version = true;
  return of(current);
};
const useDocsVersion = versionHook(docsVersionOf);
const useActiveDocContext = versionHook(activeDocContextOf);

/** The props of `@theme/Layout` that reach the page's head and wrapper. */
export interface LayoutProps {
  title?: string;
  description?: string;
  wrapperClassName?: string;
  noFooter?: boolean;
}

let current: PageContext | undefined;

/** Runs `fn` with `page` as the page the runtime modules see. */
export function withPage<T>(page: PageContext, fn: () => T): T {
  const previous = current;
  current = page;
  try {
    return fn();
  } finally {
    current = previous;
  }
}

const page = (): PageContext => {
  if (!current) throw new Error('MDX runtime used outside a page render');
  return current;
};

/** The site's global data, noted as used (useGlobalData, usePluginData ...). */
function globalData(): Record<string, Record<string, unknown>> {
  const current = page();
  if (!current.site) return {};
  (current.usedSiteData ??= {}).globalData = true;
  return current.site.globalData();
}

const usePluginData = (name: string, id = 'default') => globalData()[name]?.[id];
const useAllPluginInstancesData = (name: string) => globalData()[name] ?? {};
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const useDocsData = (pluginId = 'default') => usePluginData(DOCS_PLUGIN, pluginId) as { versions: { name: string; isLast: boolean }[] } | undefined;

/** The docs plugin's hooks of `@docusaurus/plugin-content-docs/client` that read its global data. */
const docsDataHooks = {
  useAllDocsData: () => useAllPluginInstancesData(DOCS_PLUGIN),
  useDocsData,
  useVersions: (pluginId?: string) => useDocsData(pluginId)?.versions ?? [],
  useLatestVersion: (pluginId?: string) => useDocsData(pluginId)?.versions.find((v) => v.isLast),
  useActiveVersion: (pluginId?: string) => useDocsData(pluginId)?.versions.find((v) => v.name === page().version?.versionName),
};

/** `useCurrentSidebarCategory()`: the doc's sidebar category; outside any, an error as in Docusaurus. */
function useCurrentSidebarCategory(): Record<string, unknown> {
  const current = page();
  const category = current.site?.sidebarCategory();
  if (!category) throw new Error(`${current.permalink} is in no sidebar category: useCurrentSidebarCategory() is for the pages of a category (its index doc, or a doc it lists)`);
  (current.usedSiteData ??= {}).sidebarCategory = true;
  return category;
}

/** `useDoc()`: the doc being rendered (its metadata, front matter, table of contents); outside a doc, an error as in Docusaurus. */
function useDoc(): Record<string, unknown> {
  const current = page();
  if (!current.doc) throw new Error(`${current.permalink} is not a doc: useDoc() is for the pages of docs`);
  (current.usedSiteData ??= {}).doc = true;
  return current.doc;
}

/** `useCurrentSidebarSiblings()`: the items of the doc's sidebar category, else of its sidebar's top; outside any sidebar, an error as in Docusaurus. */
function useCurrentSidebarSiblings(): Record<string, unknown>[] {
  const current = page();
  const items = current.site?.sidebarSiblings();
  if (!items) throw new Error(`${current.permalink} is in no sidebar: useCurrentSidebarSiblings() is for the pages of a sidebar`);
  (current.usedSiteData ??= {}).sidebarSiblings = true;
  return items;
}

/** `useDocusaurusContext()`: the site config (noted as used, for islands) and its global data. */
function useDocusaurusContext() {
  const current = page();
  (current.usedSiteData ??= {}).config = true;
  const { i18n } = current.siteConfig;
  return { siteConfig: current.siteConfig, siteMetadata: {}, get globalData() { return globalData(); }, i18n: { currentLocale: current.i18n?.currentLocale ?? i18n.defaultLocale, defaultLocale: i18n.defaultLocale, locales: i18n.locales, path: i18n.path, localeConfigs: current.i18n?.localeConfigs ?? {} } };
}

const h = React.createElement;
type Props = Record<string, unknown> & { children?: React.ReactNode };

/** Link's base URL (linkBase), and useBaseUrl's (addBaseUrl), with the page's site config. */
const withBase = (url: string) => linkBase(url, page().siteConfig.baseUrl);
const withBaseUrl = (url: string, options?: BaseUrlOptions) => addBaseUrl(url, page().siteConfig.baseUrl, page().siteConfig.url, options);
const useBaseUrl = withBaseUrl;
const Link = ({ to, href, children, ...rest }: Props & { to?: string; href?: string }) => {
  const written = String(to ?? href ?? '');
  if (written) (page().links ??= []).push({ written, href: withBase(written) });
  return h('a', linkProps(written, withBase, rest, page().siteConfig.trailingSlash), children);
};
const BrowserOnly = ({ fallback }: { fallback?: React.ReactNode }) => (fallback ?? null) as React.ReactElement | null;
/** `{name}` placeholders of a message filled from `values` (Translate and Interpolate). */
const Interpolate = ({ children, values }: { children?: React.ReactNode; values?: Record<string, React.ReactNode> }) => {
  if (typeof children !== 'string' || !values) return (children ?? null) as React.ReactElement | null;
  return h(React.Fragment, null, ...children.split(/(\{\w+\})/).map((part) => (/^\{\w+\}$/.test(part) ? (values[part.slice(1, -1)] ?? part) : part)));
};
/** The locale's message of `id` (noted as used), as Docusaurus finds it: by id, else by the default message. */
function localeMessage(id: string | undefined): string | undefined {
  const current = page();
  const message = id === undefined ? undefined : current.i18n?.messages[id];
  if (message !== undefined) (current.usedMessages ??= {})[id!] = message;
  return message;
}
/** `<Translate id="…" values={…}>Default</Translate>`: the locale's message, else the default, with `{name}`s filled. */
const Translate = ({ id, children, values }: { id?: string; children?: React.ReactNode; values?: Record<string, React.ReactNode> }) =>
  Interpolate({ children: localeMessage(id ?? (typeof children === 'string' ? children : undefined)) ?? children, values });
const interpolate = (message: string, values?: Record<string, string>) => message.replace(/\{(\w+)\}/g, (m, k: string) => values?.[k] ?? m);

/**
 * `@theme/ThemedImage`: one image per colour mode, as Docusaurus renders it before hydration; the
 * theme's stylesheet shows the one of the reader's mode (the light one without JavaScript). Lazy, so
 * the hidden one is not fetched (and React does not preload both).
 */
function ThemedImage({ sources, className, ...rest }: Props & { sources?: { light?: string; dark?: string }; className?: string }) {
  const modes = (['light', 'dark'] as const).filter((mode) => sources?.[mode]);
  return h(React.Fragment, null, ...modes.map((mode) => h('img', { key: mode, loading: 'lazy', ...rest, src: sources![mode], className: [`themed-image themed-image--${mode}`, className].filter(Boolean).join(' ') })));
}

/**
 * `@docusaurus/Head`: its elements go to the page's head (renderer/content-head.ts). Rendered on their
 * own: React would hoist a `<title>` or `<meta>` out of the template.
 */
function Head({ children }: Props) {
  return h('template', { [CONTENT_HEAD_ATTRIBUTE]: '', dangerouslySetInnerHTML: { __html: renderToStaticMarkup(h(React.Fragment, null, children)) } });
}

/** The href of a router location: `'/docs/intro'` or `{ pathname, search, hash }`, as written (a router path has no base URL added). */
function routerHref(to: unknown): string {
  if (typeof to === 'string') return to;
  const { pathname = '', search = '', hash = '' } = (to ?? {}) as { pathname?: string; search?: string; hash?: string };
  return `${pathname}${search}${hash}`;
}

/**
 * `<Redirect to>` of `@docusaurus/router`: Docusaurus's app goes there in the browser. The page's
 * head gets a refresh to it (so a reader without JavaScript lands there too); the island goes at once.
 */
function Redirect({ to }: { to?: unknown }) {
  return Head({ children: h('meta', { httpEquiv: 'refresh', content: `0; url=${routerHref(to)}` }) });
}

/**
 * The router hooks and components site code imports from `@docusaurus/router`, `react-router-dom`
 * or `react-router` (Docusaurus ships react-router 5), as the page being built answers them: its
 * location, a history that goes nowhere, the match of its own route.
 */
const useLocation = () => ({ pathname: page().permalink, search: '', hash: '' });
const useHistory = () => ({ push() {}, replace() {}, goBack() {}, location: useLocation() });
const ownMatch = () => ({ path: page().permalink, url: page().permalink, isExact: true, params: {} });
const ROUTER = {
  useLocation,
  useHistory,
  Redirect,
  matchPath,
  useParams: () => ({}),
  useRouteMatch: (path?: string | MatchOptions) => (path === undefined ? ownMatch() : matchPath(page().permalink, path)),
  withRouter: (Component: React.ComponentType<Props>) => (props: Props) => h(Component, { ...props, location: useLocation(), history: useHistory(), match: ownMatch() }),
  Link,
  NavLink: Link,
};

/** `@theme/IdealImage`: the image, lazy (Docusaurus's placeholder and progressive loading are left out). */
function IdealImage({ img, alt, className, width, height }: Props & { img?: unknown; alt?: string; className?: string; width?: number; height?: number }) {
  return h('img', { src: idealImageSrc(img), alt: alt ?? '', loading: 'lazy', className, width, height });
}

const translate = ({ message, id }: { message: string; id?: string }, values?: Record<string, string>) => interpolate(localeMessage(id ?? message) ?? message, values);

const tocList = (nodes: TocNode[]): React.ReactElement =>
  h('ul', null, ...nodes.map(({ entry, children }) => h('li', { key: entry.id }, h('a', { href: `#${entry.id}`, dangerouslySetInnerHTML: { __html: entry.value } }), children.length ? tocList(children) : null)));

/**
 * `@theme/Heading`: an h2-h6 with an `id` ends with the theme's anchor link, as a Markdown heading
 * (heading-anchors.ts), labelled by its text (its id when it is not plain text); an h1 drops its id
 * (it is in no TOC). As Docusaurus 3.9.2 renders it (checked).
 */
function Heading({ as = 'h2', id, children, ...rest }: Props & { as?: string; id?: string }) {
  if (!id || as === 'h1') return h(as, rest, children);
  const label = translate({ id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}' }, { heading: typeof children === 'string' ? children : id });
  return h(as, { ...rest, id }, children, h('a', { className: 'hash-link', 'aria-label': label, title: label, href: `#${id}` }, '\u200B'));
}

/** `@theme/TOCInline`: the page's headings from `minHeadingLevel` to `maxHeadingLevel` (default h2-h3), nested. */
function TOCInline({ toc, minHeadingLevel, maxHeadingLevel }: { toc?: TocEntry[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  return h('div', { className: 'toc-inline' }, tocList(tocTree(toc ?? page().toc, minHeadingLevel, maxHeadingLevel)));
}

/**
 * `@theme/Layout`: the theme's navbar and footer are around every page already, so the layout
 * renders its children only and hands its title, description and wrapper class to the page.
 */
function Layout({ children, title, description, wrapperClassName, noFooter }: Props & LayoutProps) {
  const current = page();
  current.layout = {
    ...(typeof title === 'string' ? { title } : {}),
    ...(typeof description === 'string' ? { description } : {}),
    ...(typeof wrapperClassName === 'string' ? { wrapperClassName } : {}),
    ...(noFooter ? { noFooter: true } : {}),
  };
  return h(React.Fragment, null, children);
}

/** A built-in component used by site code, as react-content.ts turns it into a JSX node of the pipeline. */
export interface ThemeSlot {
  name: BuiltinComponent;
  props: Record<string, unknown>;
}

/** The text a built-in component rendered by site code leaves in its HTML, where evaluate.ts puts it. */
export const themeSlotMarker = (index: number) => `@@docs-theme-slot-${index}@@`;
export const THEME_SLOT_MARKER = /@@docs-theme-slot-(\d+)@@/g;

/**
 * A built-in component (Tabs, CodeBlock, Admonition ...) rendered by site code: noted with its props,
 * and a marker in a `<docs-theme>` element. The Markdown pipeline renders it there as if the doc had
 * written it (tab buttons, highlighting, titles), and the browser's island keeps that HTML.
 */
const themeSlot = (name: BuiltinComponent) => (props: Props) => {
  const slots = (page().themeSlots ??= []);
  slots.push({ name, props });
  return h('docs-theme', null, themeSlotMarker(slots.length - 1));
};

/**
 * A module object that works with both of esbuild's CommonJS interop modes: marked `__esModule`
 * (`default` is the default import), and, for files in a `"type": "module"` package (node mode, where
 * the whole module is the default import), the default export itself carrying the named exports.
 */
function esm(defaultExport: unknown, named: Record<string, unknown> = {}): Record<string, unknown> {
  const base = (typeof defaultExport === 'function' || (typeof defaultExport === 'object' && defaultExport !== null) ? defaultExport : {}) as Record<string, unknown>;
  const module = Object.assign(typeof base === 'function' ? base : { ...base }, named, { default: defaultExport });
  Object.defineProperty(module, '__esModule', { value: true });
  return module;
}

/**
 * theme-common's hooks as a page renders on the server: no query string (the page is the same for
 * every reader), the window size `ssr` (as Docusaurus's, until the browser measures it).
 */
const noop = () => undefined;
const themeCommonHooks = {
  usePluralForm: () => ({ selectMessage: (count: number, message: string) => selectPluralMessage(page().i18n?.currentLocale ?? page().siteConfig.i18n.defaultLocale, count, message) }),
  useQueryString: () => [null, noop],
  useQueryStringList: () => [[], noop],
  useClearQueryString: () => noop,
  useThemeConfig: () => {
    // Noted as used: the page's browser code reads it from the client site config (clientSiteConfig).
    const used = (page().usedSiteData ??= {});
    used.config = used.themeConfig = true;
    return page().siteConfig.themeConfig;
  },
  useWindowSize: () => 'ssr',
  usePrevious: () => undefined,
  useEvent: <T>(callback: T) => callback,
  prefersReducedMotion: () => false,
  isRegexpStringMatch,
  uniq,
  duplicates,
  groupBy,
};

const MODULES: Record<string, Record<string, unknown>> = {
  react: esm({ ...React }),
  'react/jsx-runtime': esm(undefined, { ...jsxRuntime }),
  'react/jsx-dev-runtime': esm(undefined, { ...jsxRuntime }),
  '@docusaurus/Link': esm(Link),
  '@docusaurus/useBaseUrl': esm(useBaseUrl, { useBaseUrlUtils: () => ({ withBaseUrl }) }),
  '@docusaurus/useDocusaurusContext': esm(useDocusaurusContext),
  '@docusaurus/BrowserOnly': esm(BrowserOnly),
  '@docusaurus/ExecutionEnvironment': esm({ canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false }),
  '@docusaurus/Head': esm(Head),
  '@docusaurus/router': esm(undefined, { useLocation, useHistory, Redirect, matchPath }),
  'react-router-dom': esm(undefined, ROUTER),
  'react-router': esm(undefined, ROUTER),
  '@docusaurus/Translate': esm(Translate, { translate }),
  '@docusaurus/Interpolate': esm(Interpolate, { interpolate }),
  '@docusaurus/useIsBrowser': esm(() => false),
  '@docusaurus/useGlobalData': esm(globalData, { usePluginData, useAllPluginInstancesData }),
  '@docusaurus/theme-common': esm(undefined, { useColorMode: () => ({ colorMode: 'light', setColorMode() {} }), useCurrentSidebarCategory, filterDocCardListItems, ThemeClassNames, ...themeCommonHooks }),
  '@docusaurus/plugin-content-docs/client': esm(undefined, { useCurrentSidebarCategory, useCurrentSidebarSiblings, filterDocCardListItems, useDocsVersion, useActiveDocContext, useDoc, ...docsDataHooks }),
  '@theme/DocCard': esm(themeSlot('DocCard')),
  '@theme/Tabs': esm(themeSlot('Tabs')),
  '@theme/TabItem': esm(themeSlot('TabItem')),
  '@theme/CodeBlock': esm(themeSlot('CodeBlock')),
  '@theme/Admonition': esm(themeSlot('Admonition')),
  '@theme/Details': esm(themeSlot('Details')),
  '@theme/TOCInline': esm(TOCInline),
  '@theme/DocCardList': esm(themeSlot('DocCardList')),
  '@theme/Mermaid': esm(themeSlot('Mermaid')),
  '@theme/ThemedImage': esm(ThemedImage),
  '@theme/IdealImage': esm(IdealImage),
  '@theme/Heading': esm(Heading),
  '@theme/MDXComponents': esm({}),
  '@theme/Layout': esm(Layout),
};

/** A provided module by name, else undefined. */
export function providedModule(name: string): Record<string, unknown> | undefined {
  // `@theme-original/X` and `@theme-init/X` (what a swizzled theme component wraps, as src/theme/MDXComponents does) are the theme's own X.
  return MODULES[themeOriginal(name)];
}

/** The built-in component (rendered by the Markdown pipeline) whose provided module exports `type`, if any. */
export function builtinComponentOf(type: unknown): BuiltinComponent | undefined {
  return BUILTIN_COMPONENTS.find((name) => MODULES[`@theme/${name}`]?.default === type);
}
