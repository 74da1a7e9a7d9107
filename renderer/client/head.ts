/** After a client-side navigation: <title>, description, social and robots tags follow the new page. */
import { contentHeadTitle, contentRootClasses } from '../content-head.js';
import { mathStylesheetHref, pageHasMath } from '../math-stylesheet.js';
import { localeHref } from '../locale-href.js';
import type { PageData, ShellData } from '../model.js';
import { PAGE_SEARCH_METADATA, searchMetadata } from '../search-metadata.js';
import { markdownRouteOf, pageJsonLd } from '../structured-data.js';

function setMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** The site URL prefix of canonical links: the initial canonical minus the initial page's path. */
export function siteUrlOf(initialPath: string): string | undefined {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href');
  if (!canonical || !canonical.endsWith(initialPath)) return undefined;
  return canonical.slice(0, canonical.length - initialPath.length);
}

/** The classes the shown page put on `<html>` and `<body>` (others, a site script's, stay). */
let htmlClasses: string[] = [];
let bodyClasses: string[] = [];
const classesOf = (htmlClass: string | undefined) => (htmlClass ? htmlClass.split(' ').filter(Boolean) : []);

/** The classes a page gives `<html>` and `<body>`: its content's own (`<Head><html className>`) before the page's. */
function rootClassesOf(page: PageData): { html: string[]; body: string[] } {
  const own = 'contentHtml' in page && typeof page.contentHtml === 'string' ? contentRootClasses(page.contentHtml) : {};
  return { html: classesOf(own.html ?? page.htmlClass), body: classesOf(own.body) };
}

/** Notes the classes the server wrote on the first page's `<html>` and `<body>`: a navigation replaces them. */
export function noteInitialClasses(page: PageData): void {
  ({ html: htmlClasses, body: bodyClasses } = rootClassesOf(page));
}

/** Swaps an element's classes of the previous page for the shown page's. */
function swapClasses(list: DOMTokenList, previous: string[], next: string[]): string[] {
  list.remove(...previous);
  list.add(...next);
  return next;
}

/**
 * Gives `<html>` the page's classes (Docusaurus's: plugin, page kind, docs version, doc id), or those
 * its content gives it, and `<body>` its content's, in place of the previous page's.
 */
function setRootClasses(page: PageData): void {
  const next = rootClassesOf(page);
  htmlClasses = swapClasses(document.documentElement.classList, htmlClasses, next.html);
  bodyClasses = swapClasses(document.body.classList, bodyClasses, next.body);
}

/** `siteNoIndex`: every page of the site is noindex (config.noIndex). */
export function updateHead(page: PageData, path: string, siteUrl: string | undefined, siteNoIndex: boolean, shell: Pick<ShellData, 'locales' | 'locale' | 'versions'>): void {
  const { locales } = shell;
  // hreflang alternates: the new page in each locale (the default one also as x-default).
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
    const lang = link.getAttribute('hreflang');
    const locale = lang === 'x-default' ? locales?.find((l) => l.isDefault) : locales?.find((l) => l.htmlLang === lang);
    if (locale) link.href = locale.url + localeHref(locale.baseUrl, page.route);
  }
  setRootClasses(page);
  document.title = ('contentHtml' in page && typeof page.contentHtml === 'string' ? contentHeadTitle(page.contentHtml) : undefined) ?? page.headTitle;
  const description = page.description || null;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', page.headTitle);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:type', page.kind === 'doc' || page.kind === 'blog-post' ? 'article' : 'website');
  setMeta('name', 'twitter:title', page.headTitle);
  setMeta('name', 'twitter:description', description);
  // Keywords come from a doc's front matter, which page data does not carry: never keep another page's.
  setMeta('name', 'keywords', null);
  const noIndex = 'noIndex' in page && page.noIndex;
  setMeta('name', 'robots', noIndex || siteNoIndex ? 'noindex, nofollow' : null);
  // The page's kind and docs version for search crawlers (the locale's stay as the server wrote them).
  const search = new Map(searchMetadata(page, shell));
  for (const name of PAGE_SEARCH_METADATA) setMeta('name', name, search.get(name) ?? null);
  if (siteUrl !== undefined) {
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = siteUrl + path;
    setMeta('property', 'og:url', siteUrl + path);
  }
}

/** A page with math needs the KaTeX stylesheet: linked on the first such page (and kept after). */
export function linkPageStyles(page: PageData, baseUrl: string): void {
  if (!pageHasMath(page)) return;
  const href = mathStylesheetHref(baseUrl);
  if (document.head.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.appendChild(link);
}

/**
 * The Markdown alternate link and the JSON-LD (breadcrumbs, a blog's) follow the page (the server wrote the first
 * page's). `hrefOf` turns a route into an href with the base URL.
 */
export function updateMachineHead(page: PageData, hrefOf: (route: string) => string, siteUrl: string | undefined): void {
  let alternate = document.head.querySelector<HTMLLinkElement>('link[rel="alternate"][type="text/markdown"]');
  if (page.kind === 'doc') {
    if (!alternate) {
      alternate = document.createElement('link');
      alternate.rel = 'alternate';
      alternate.type = 'text/markdown';
      document.head.appendChild(alternate);
    }
    alternate.setAttribute('href', hrefOf(markdownRouteOf(page.route)));
  } else alternate?.remove();
  for (const old of document.head.querySelectorAll('script[type="application/ld+json"]')) old.remove();
  for (const data of pageJsonLd(page, hrefOf(page.route), siteUrl)) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    document.head.appendChild(script);
  }
}
