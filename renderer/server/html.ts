/** One page as a complete HTML document: head tags, the SSR body, and the hydration data. */
import { contentHeadTags, contentRootClasses, mergeHeadTags } from '../content-head.js';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { announcementHeadScript } from '../components/AnnouncementBar.js';
import { App, BASE_URL_BANNER_ID } from '../components/App.js';
import { SidebarRunsContext } from '../components/context.js';
import { sidebarRuns } from './sidebar-html.js';
import { colorModeHeadScript } from '../color-mode.js';
import { type HydrationPage, packPage } from '../sidebar-pack.js';
import { mathStylesheetHref, pageHasMath } from '../math-stylesheet.js';
import { localeHref } from '../locale-href.js';
import type { BlogPostItemData } from '../blog-model.js';
import type { PageData, ShellData } from '../model.js';
import { searchMetadata } from '../search-metadata.js';

export interface DocumentAssets {
  css: string[];
  js: string[];
  favicon?: string;
}

export interface HeadInfo {
  /** Absolute canonical URL of the page. */
  canonical: string;
  /** Absolute URL of the social card image, when configured. */
  image?: string;
  /** The image is the page's own (front matter `image`), not the site's (`themeConfig.image`): it wins over `themeConfig.metadata`. */
  ownImage?: boolean;
  noIndex: boolean;
  keywords?: string[];
  metadata: Record<string, string>[];
  /** Feeds the page links to (`<link rel="alternate">`): the blog's. */
  feeds?: { type: string; href: string; title: string }[];
  /** JSON-LD objects for the head (breadcrumbs, a blog's Blog or BlogPosting). */
  jsonLd?: object[];
  /** URL of the page's Markdown twin (a doc's `{route}.md`). */
  markdownHref?: string;
  /** The site's own head tags (analytics, then config headTags, stylesheets, scripts: renderer/site-head-tags.ts), as HTML. */
  siteTags?: string[];
  /** What opens the body before the page (Tag Manager's `<noscript>` frame). */
  preBody?: string[];
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON safe inside <script>: no `</script>`, no `<!--`. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The data the client hydrates with: the page without its content HTML (the DOM has it already),
 * its sidebar packed (renderer/sidebar-pack.ts: the client unpacks it for its first render).
 */
export function hydrationData(shell: ShellData, page: PageData): { shell: ShellData; page: HydrationPage } {
  return { shell, page: packPage(page.kind === 'doc' || page.kind === 'page' ? { ...page, contentHtml: '' } : page) };
}

/** Global the client bundle sets first thing; its absence after DOMContentLoaded means the scripts did not load. */
export const CLIENT_LOADED_GLOBAL = '__docsClient';

/**
 * The home page's base-URL check (as Docusaurus's BaseUrlIssueBanner): when the client bundle did not
 * run by DOMContentLoaded (typically its URL, built with the configured baseUrl, 404s because the site
 * is served elsewhere), a banner says so and suggests the base URL the page is actually served at.
 * Inline styles only: the stylesheet did not load either.
 */
export function baseUrlIssueScript(baseUrl: string): string {
  const banner =
    '<div id="docs-base-url-issue-banner" role="alert" style="border:thick solid #c53030;background:#fff3cd;color:#1c1e21;margin:20px;padding:20px;font-size:20px;font-family:system-ui,sans-serif">' +
    '<p style="font-weight:bold;font-size:30px;margin:0 0 12px">Your site did not load properly.</p>' +
    '<p>A very common reason is a wrong site <code>baseUrl</code> configuration.</p>' +
    `<p>Current configured baseUrl = <span style="font-weight:bold;color:#9b1c1c">${escapeHtml(baseUrl)}</span>${baseUrl === '/' ? ' (default value)' : ''}</p>` +
    '<p>We suggest trying baseUrl = <span id="docs-base-url-issue-suggestion" style="font-weight:bold;color:#0b6b2e"></span></p></div>';
  return `document.addEventListener('DOMContentLoaded',function(){if(window.${CLIENT_LOADED_GLOBAL})return;var c=document.getElementById(${JSON.stringify(BASE_URL_BANNER_ID)});if(!c)return;c.innerHTML=${JSON.stringify(banner).replace(/</g, '\\u003c')};var p=location.pathname.replace(/index\\.html$/,'');document.getElementById('docs-base-url-issue-suggestion').textContent=p.slice(-1)==='/'?p:p+'/'})`;
}

/** The meta tags a page's own metadata writes in Docusaurus (its PageMetadata), over the site's: `name:` or `property:` and the key. */
type PageMetaKey = 'property:og:title' | 'name:description' | 'property:og:description' | 'name:keywords' | 'property:og:image' | 'name:twitter:image';

/**
 * The config's `themeConfig.metadata` tags, as Docusaurus's head keeps them (one tag per name or
 * property, the later one winning): each replaces the page's default of the same key (`og:url`,
 * `twitter:title`, `og:type` ...), except what the page itself writes (its title, description,
 * keywords and image), which wins. `replaced`: the default tags the configured ones replace.
 */
function siteMetadata(head: HeadInfo, page: PageData): { configured: Record<string, string>[]; replaced: Set<string> } {
  const own: Record<PageMetaKey, boolean> = { 'property:og:title': true, 'name:description': !!page.description, 'property:og:description': !!page.description, 'name:keywords': !!head.keywords?.length, 'property:og:image': !!head.ownImage, 'name:twitter:image': !!head.ownImage };
  // A `name` and a `property` of one key are two tags (`name="og:title"` beside `property="og:title"`), as Docusaurus's head keeps them.
  const keyOf = (m: Record<string, string>) => (m.name !== undefined ? `name:${m.name}` : m.property !== undefined ? `property:${m.property}` : undefined);
  const configured = head.metadata.filter((m) => !(own as Record<string, boolean>)[keyOf(m) ?? '']);
  return { configured, replaced: new Set(configured.map(keyOf).filter((k): k is string => k !== undefined)) };
}

/**
 * A blog post's `article:` metas, as Docusaurus's blog post page writes them: its date, its authors'
 * URLs and its tags' labels, each list in one tag, joined with commas.
 */
function articleMetas(post: BlogPostItemData): [string, string][] {
  const authors = post.authors.flatMap((author) => (author.url ? [author.url] : []));
  return [
    ['article:published_time', post.date],
    ...(authors.length ? [['article:author', authors.join(',')] as [string, string]] : []),
    ...(post.tags.length ? [['article:tag', post.tags.map((tag) => tag.label).join(',')] as [string, string]] : []),
  ];
}

export function renderDocument(shell: ShellData, page: PageData, assets: DocumentAssets, head: HeadInfo): string {
  // React 19 writes resource hints (image preloads) at the start of the body: they belong in the
  // head, and the client's first render has no such nodes.
  let hints = '';
  const { runs, fill } = sidebarRuns(shell);
  const body = fill(renderToString(createElement(SidebarRunsContext.Provider, { value: runs }, createElement(App, { shell, page })))).replace(/^(?:<link [^>]*>)+/, (m) => {
    hints = m;
    return '';
  });
  const { configured, replaced } = siteMetadata(head, page);
  const meta = (name: string, content: string) => (replaced.has(`name:${name}`) ? '' : `<meta name="${name}" content="${escapeHtml(content)}">`);
  const prop = (property: string, content: string) => (replaced.has(`property:${property}`) ? '' : `<meta property="${property}" content="${escapeHtml(content)}">`);
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="generator" content="docs-engine">',
    `<title>${escapeHtml(page.headTitle)}</title>`,
    page.description ? meta('description', page.description) : '',
    // Joined with a comma alone, as Docusaurus's PageMetadata writes them.
    head.keywords?.length ? meta('keywords', head.keywords.join(',')) : '',
    head.noIndex ? meta('robots', 'noindex, nofollow') : '',
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    head.markdownHref ? `<link rel="alternate" type="text/markdown" href="${escapeHtml(head.markdownHref)}">` : '',
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
    prop('og:title', page.headTitle),
    page.description ? prop('og:description', page.description) : '',
    prop('og:url', head.canonical),
    prop('og:type', page.kind === 'doc' || page.kind === 'blog-post' ? 'article' : 'website'),
    prop('og:site_name', shell.siteTitle),
    prop('og:locale', shell.htmlLang.replace('-', '_')),
    ...localeAlternates(shell, page.route),
    head.image ? prop('og:image', head.image) : '',
    // A blog post's date and tags, as Docusaurus's blog post page writes them.
    ...(page.kind === 'blog-post' ? articleMetas(page.post).map(([property, content]) => prop(property, content)) : []),
    meta('twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('twitter:title', page.headTitle),
    page.description ? meta('twitter:description', page.description) : '',
    head.image ? meta('twitter:image', head.image) : '',
    ...searchMetadata(page, shell).map(([name, content]) => meta(name, content)),
    ...configured.map((m) => `<meta ${Object.entries(m).map(([k, v]) => `${k}="${escapeHtml(v)}"`).join(' ')}>`),
    '<meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)">',
    '<meta name="theme-color" content="#111418" media="(prefers-color-scheme: dark)">',
    assets.favicon ? `<link rel="icon" href="${escapeHtml(assets.favicon)}">` : '',
    ...(head.feeds ?? []).map((f) => `<link rel="alternate" type="${escapeHtml(f.type)}" href="${escapeHtml(f.href)}" title="${escapeHtml(f.title)}">`),
    `<script>document.documentElement.setAttribute('data-js','');${colorModeHeadScript(shell.colorMode)}${shell.announcementBar ? `;${announcementHeadScript(shell.announcementBar.id)}` : ''}${page.route === '/' ? `;${baseUrlIssueScript(shell.baseUrl)}` : ''}</script>`,
    hints,
    // Before the theme's stylesheets and scripts, as Docusaurus puts them.
    ...(head.siteTags ?? []),
    ...assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    pageHasMath(page) ? `<link rel="stylesheet" href="${escapeHtml(mathStylesheetHref(shell.baseUrl))}">` : '',
    ...assets.js.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`),
  ].filter(Boolean);
  // What the content puts in the head (MDX `<head>`, `<Head>`): it replaces the page's own title, meta or canonical link.
  const headTags = mergeHeadTags(tags, contentHeadTags(body));
  // Classes the content gives <html> replace the page's, as a later Helmet attribute does in Docusaurus.
  const own = contentRootClasses(body);
  const htmlClass = own.html ?? page.htmlClass;
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(shell.htmlLang)}" dir="${shell.direction}"${htmlClass ? ` class="${escapeHtml(htmlClass)}"` : ''} data-theme="${shell.colorMode.defaultMode}">`,
    `<head>${headTags.join('')}</head>`,
    `<body${own.body ? ` class="${escapeHtml(own.body)}"` : ''}>${(head.preBody ?? []).join('')}<div id="docs-root">${body}</div>`,
    `<script id="docs-data" type="application/json">${scriptJson(hydrationData(shell, page))}</script>`,
    '</body></html>',
  ].join('\n');
}

/**
 * The page in every locale (`hreflang` = the locale's html lang; one locale alone too), the default
 * locale's as `x-default`, and the other locales for Open Graph, as Docusaurus writes them (the 404
 * page as `/404.html`).
 */
function localeAlternates(shell: ShellData, route: string): string[] {
  if (!shell.locales?.length) return [];
  const path = route === '/404' ? '/404.html' : route;
  const url = (l: NonNullable<ShellData['locales']>[number]) => escapeHtml(l.url + localeHref(l.baseUrl, path));
  const fallback = shell.locales.find((l) => l.isDefault) ?? shell.locales[0];
  return [
    ...shell.locales.map((l) => `<link rel="alternate" href="${url(l)}" hreflang="${escapeHtml(l.htmlLang)}">`),
    `<link rel="alternate" href="${url(fallback)}" hreflang="x-default">`,
    ...shell.locales.filter((l) => l.htmlLang !== shell.htmlLang).map((l) => `<meta property="og:locale:alternate" content="${escapeHtml(l.htmlLang.replace('-', '_'))}">`),
  ];
}
