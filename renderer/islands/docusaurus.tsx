/**
 * The browser versions of the `@docusaurus/*` and `@theme/*` modules a site component may import
 * (the server's are in renderer/markdown/mdx-eval/runtime.ts). Island bundles map each module name
 * to a re-export of this file (islands.ts). The site's base URL comes from the page's hydration data.
 */
import { Fragment, h, type ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { idealImageSrc } from '../ideal-image.js';
import { type TocEntry, type TocNode, tocTree, tocValueHtml } from '../toc-tree.js';
import { linkProps } from '../link-target.js';
import { type MatchOptions, matchPath } from '../router-match.js';
import { addBaseUrl, type BaseUrlOptions, linkBase } from '../base-url.js';
import { selectPluralMessage } from '../theme-common-utils.js';

type Props = Record<string, unknown> & { children?: ComponentChildren };

function shell(): { baseUrl: string; siteTitle?: string } {
  try {
    return (JSON.parse(document.getElementById('docs-data')?.textContent ?? '{}') as { shell?: { baseUrl: string; siteTitle?: string } }).shell ?? { baseUrl: '/' };
  } catch {
    return { baseUrl: '/' };
  }
}

const withBase = (url: string) => linkBase(url, shell().baseUrl);
const withBaseUrl = (url: string, options?: BaseUrlOptions) => addBaseUrl(url, shell().baseUrl, String(siteConfig().url ?? ''), options);

export const useBaseUrl = withBaseUrl;
export const useBaseUrlUtils = () => ({ withBaseUrl });
export const Link = ({ to, href, children, ...rest }: Props & { to?: string; href?: string }) => h('a', linkProps(String(to ?? href ?? ''), withBase, rest, (shell() as { trailingSlash?: boolean }).trailingSlash), children);
/** The site config a React page's HTML carries (react-page.ts), else what the shell knows. */
function siteConfig(): Record<string, unknown> {
  try {
    const own = document.querySelector('script[data-docs-site-config]')?.textContent;
    if (own) return JSON.parse(own) as Record<string, unknown>;
  } catch {
    // fall back to the shell
  }
  const { baseUrl, siteTitle, tagline } = shell() as { baseUrl: string; siteTitle?: string; tagline?: string };
  return { baseUrl, title: siteTitle ?? '', tagline: tagline ?? '', customFields: {} };
}
/** `useDocusaurusContext().i18n` from the shell's locales (the page's own direction from `<html dir>`). */
function i18n(): Record<string, unknown> {
  const { locale, locales = [] } = shell() as { locale?: string; locales?: { locale: string; label: string; htmlLang: string; baseUrl: string; url: string; isDefault: boolean }[] };
  const currentLocale = locale ?? document.documentElement.lang;
  const localeConfigs = Object.fromEntries(locales.map((l) => [l.locale, { label: l.label, htmlLang: l.htmlLang, baseUrl: l.baseUrl, url: l.url, ...(l.locale === currentLocale ? { direction: document.documentElement.dir || 'ltr' } : {}) }]));
  return { currentLocale, defaultLocale: locales.find((l) => l.isDefault)?.locale ?? currentLocale, locales: locales.length ? locales.map((l) => l.locale) : [currentLocale], localeConfigs };
}
export const useDocusaurusContext = () => ({ siteConfig: siteConfig(), siteMetadata: {}, globalData: siteData().globalData, i18n: i18n() });
export const BrowserOnly = ({ children, fallback }: { children?: () => ComponentChildren; fallback?: ComponentChildren }) => (typeof children === 'function' ? children() : (fallback ?? null));
export const ExecutionEnvironment = { canUseDOM: true, canUseEventListeners: true, canUseIntersectionObserver: typeof IntersectionObserver !== 'undefined', canUseViewport: true };
export const Head = () => null;
export const useLocation = () => ({ pathname: location.pathname, search: location.search, hash: location.hash });
export const useHistory = () => ({ push: (to: string) => location.assign(to), replace: (to: string) => location.replace(to), goBack: () => history.back(), location });
export { matchPath };
export const useParams = () => ({});
const ownMatch = () => ({ path: location.pathname, url: location.pathname, isExact: true, params: {} });
export const useRouteMatch = (path?: string | MatchOptions) => (path === undefined ? ownMatch() : matchPath(location.pathname, path));
export const withRouter = (Component: (props: Props) => ComponentChildren) => (props: Props) => h(Component as never, { ...props, location: useLocation(), history: useHistory(), match: ownMatch() });
export const NavLink = Link;
/** `<Redirect to push?>` of `@docusaurus/router`: goes there once mounted (the server's page has a refresh to it too). */
export const Redirect = ({ to, push }: { to?: string | { pathname?: string; search?: string; hash?: string }; push?: boolean }) => {
  useEffect(() => {
    const href = typeof to === 'string' ? to : `${to?.pathname ?? ''}${to?.search ?? ''}${to?.hash ?? ''}`;
    if (push) location.assign(href);
    else location.replace(href);
  }, []);
  return null;
};
/** The locale's messages the islands' server render used (mount.ts gathers them from `data-messages`). */
const localeMessage = (id: string | undefined): string | undefined => (id === undefined ? undefined : (window as { __docsMessages?: Record<string, string> }).__docsMessages?.[id]);
export const interpolate = (message: string, values?: Record<string, string>) => message.replace(/\{(\w+)\}/g, (m, k: string) => values?.[k] ?? m);
export const Interpolate = ({ children, values }: { children?: ComponentChildren; values?: Record<string, ComponentChildren> }) =>
  typeof children === 'string' && values ? h(Fragment, null, ...children.split(/(\{\w+\})/).map((part) => (/^\{\w+\}$/.test(part) ? (values[part.slice(1, -1)] ?? part) : part))) : (children ?? null);
/** As on the server (runtime.ts): the locale's message by id (else by the default message), `{name}`s filled. */
export const Translate = ({ id, children, values }: { id?: string; children?: ComponentChildren; values?: Record<string, ComponentChildren> }) =>
  Interpolate({ children: localeMessage(id ?? (typeof children === 'string' ? children : undefined)) ?? children, values });
/** False for the render that hydrates the server's HTML, true after (as in Docusaurus). */
export const useIsBrowser = () => {
  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);
  return browser;
};
/** What the server's render of the page's islands read of the site (site-data.ts writes it in the page). */
interface SiteData {
  globalData: Record<string, Record<string, unknown>>;
  sidebarCategory: Record<string, unknown> | null;
  sidebarSiblings: Record<string, unknown>[] | null;
  docsVersion: Record<string, unknown>;
  activeDocContext: Record<string, unknown>;
  doc?: Record<string, unknown> | null;
}
function siteData(): SiteData {
  try {
    const own = document.querySelector('script[data-docs-site-data]')?.textContent;
    if (own) return JSON.parse(own) as SiteData;
  } catch {
    // none
  }
  return { globalData: {}, sidebarCategory: null, sidebarSiblings: null, docsVersion: {}, activeDocContext: {} };
}
export const useGlobalData = () => siteData().globalData;
export const usePluginData = (name: string, id = 'default') => siteData().globalData[name]?.[id];
export const useAllPluginInstancesData = (name: string) => siteData().globalData[name] ?? {};
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
export const useAllDocsData = () => useAllPluginInstancesData(DOCS_PLUGIN);
export const useDocsData = (pluginId = 'default') => usePluginData(DOCS_PLUGIN, pluginId) as { versions: { name: string; isLast: boolean }[] } | undefined;
export const useVersions = (pluginId?: string) => useDocsData(pluginId)?.versions ?? [];
export const useLatestVersion = (pluginId?: string) => useDocsData(pluginId)?.versions.find((v) => v.isLast);
export const useDocsVersion = () => siteData().docsVersion;
export const useActiveDocContext = () => siteData().activeDocContext;
/** Front matter dates came as their JSON text (2026-02-06T00:00:00.000Z): Dates again, as the server's render had them. */
const withDates = (frontMatter: unknown) =>
  Object.fromEntries(Object.entries((frontMatter ?? {}) as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(v) ? new Date(v) : v]));
/** The doc as the server gave it to useDoc(). */
export const useDoc = () => {
  const doc = siteData().doc;
  if (!doc) return {};
  const metadata = doc.metadata as Record<string, unknown> | undefined;
  return { ...doc, frontMatter: withDates(doc.frontMatter), ...(metadata ? { metadata: { ...metadata, frontMatter: withDates(metadata.frontMatter) } } : {}) };
};
export const useActiveVersion = (pluginId?: string) => useDocsData(pluginId)?.versions.find((v) => v.name === siteData().docsVersion.version);
/** Both images, as on the server: the stylesheet shows the one of the reader's mode. */
export const ThemedImage = ({ sources, className, ...rest }: Props & { sources?: { light?: string; dark?: string }; className?: string }) =>
  h(Fragment, null, ...(['light', 'dark'] as const).filter((mode) => sources?.[mode]).map((mode) => h('img', { key: mode, loading: 'lazy', ...rest, src: sources![mode], className: [`themed-image themed-image--${mode}`, className].filter(Boolean).join(' ') })));
/** As on the server (renderer/ideal-image.ts). */
export const IdealImage = ({ img, alt, className, width, height }: Props & { img?: unknown; alt?: string; className?: string; width?: number; height?: number }) =>
  h('img', { src: idealImageSrc(img), alt: alt ?? '', loading: 'lazy', className, width, height });
export const translate = ({ message, id }: { message: string; id?: string }, values?: Record<string, string>) => interpolate(localeMessage(id ?? message) ?? message, values);
/** Changes the page's query string by `change`, in a new history entry when `push` says so (as Docusaurus's router). */
function setQuery(change: (params: URLSearchParams) => void, options?: { push?: boolean }): void {
  const params = new URLSearchParams(location.search);
  change(params);
  const query = params.toString();
  const url = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
  if (options?.push) history.pushState(history.state, '', url);
  else history.replaceState(history.state, '', url);
}
/** `useQueryString(key)` of theme-common: the value in the page's query string, and a setter that changes it there (as Docusaurus's router does). */
export const useQueryString = (key: string): [string | null, (value: string | null, options?: { push?: boolean }) => void] => {
  const [value, setValue] = useState(() => new URLSearchParams(location.search).get(key));
  const set = (next: string | null, options?: { push?: boolean }) => {
    setQuery((params) => (next ? params.set(key, next) : params.delete(key)), options);
    setValue(next);
  };
  return [value, set];
};
/** `useQueryStringList(key)`: every value of `key` in the query string, and a setter of them all. */
export const useQueryStringList = (key: string): [string[], (values: string[], options?: { push?: boolean }) => void] => {
  const [values, setValues] = useState(() => new URLSearchParams(location.search).getAll(key));
  const set = (next: string[], options?: { push?: boolean }) => {
    setQuery((params) => {
      params.delete(key);
      for (const v of next) params.append(key, v);
    }, options);
    setValues(next);
  };
  return [values, set];
};
export const useClearQueryString = () => () => history.replaceState(history.state, '', `${location.pathname}${location.hash}`);
export const usePluralForm = () => ({ selectMessage: (count: number, message: string) => selectPluralMessage(document.documentElement.lang || 'en', count, message) });
export const useThemeConfig = () => (siteConfig().themeConfig ?? {}) as Record<string, unknown>;
/** `useWindowSize()`: `ssr` until mounted, as the server rendered it, then `desktop` or `mobile` (Infima's 996 px). */
export const useWindowSize = ({ desktopBreakpoint = 996 }: { desktopBreakpoint?: number } = {}) => {
  const [size, setSize] = useState('ssr');
  useEffect(() => {
    const update = () => setSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return size;
};
export const usePrevious = () => undefined;
export const useEvent = <T,>(callback: T) => callback;
export const prefersReducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
export { duplicates, groupBy, isRegexpStringMatch, uniq } from '../theme-common-utils.js';
export const useColorMode = () => ({ colorMode: document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light', setColorMode() {} });
export const useCurrentSidebarCategory = () => siteData().sidebarCategory ?? { items: [] };
export const useCurrentSidebarSiblings = () => siteData().sidebarSiblings ?? [];
export { filterDocCardListItems } from '../doc-card-items.js';
export { ThemeClassNames } from '../theme-class-names.js';
export const Passthrough = ({ children }: Props) => h('div', null, children);

/** The page's headings as the page data gives them (a tree of the theme's levels), flat. */
function pageToc(): TocEntry[] {
  type Item = { id: string; text: string; parts?: Parameters<typeof tocValueHtml>[0]['parts']; level: number; children?: Item[] };
  const flat = (items: Item[]): TocEntry[] => items.flatMap((i) => [{ value: tocValueHtml(i), id: i.id, level: i.level }, ...flat(i.children ?? [])]);
  try {
    return flat((JSON.parse(document.getElementById('docs-data')?.textContent ?? '{}') as { page?: { toc?: Item[] } }).page?.toc ?? []);
  } catch {
    return [];
  }
}
const tocList = (nodes: TocNode[]): ComponentChildren => h('ul', null, ...nodes.map(({ entry, children }) => h('li', { key: entry.id }, h('a', { href: `#${entry.id}`, dangerouslySetInnerHTML: { __html: entry.value } }), children.length ? tocList(children) : null)));
/** As on the server (runtime.ts): the headings given (else the page's), nested. */
export const TOCInline = ({ toc, minHeadingLevel, maxHeadingLevel }: { toc?: TocEntry[]; minHeadingLevel?: number; maxHeadingLevel?: number }) =>
  h('div', { className: 'toc-inline' }, tocList(tocTree(toc ?? pageToc(), minHeadingLevel, maxHeadingLevel)));
/**
 * A built-in component (Tabs, CodeBlock, Admonition ...) a site component renders: the server put the
 * pipeline's HTML in its `<docs-theme>`, which hydration keeps (Preact leaves the inner HTML alone).
 */
export const ThemeHtml = () => h('docs-theme', { dangerouslySetInnerHTML: { __html: '' } });
/** The theme's layout is around the page already (as on the server): its children only. */
export const Layout = ({ children }: Props) => h(Fragment, null, children);
/** As on the server (runtime.ts): an h2-h6 with an id ends with the theme's anchor link. */
export const Heading = ({ as = 'h2', id, children, ...rest }: Props & { as?: string; id?: string }) => {
  if (!id || as === 'h1') return h(as, rest, children);
  const label = translate({ id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}' }, { heading: typeof children === 'string' ? children : id });
  return h(as, { ...rest, id }, children, h('a', { className: 'hash-link', 'aria-label': label, title: label, href: `#${id}` }, '\u200B'));
};
