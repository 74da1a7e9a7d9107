/** One page as a complete HTML document: head tags, the SSR body, and the hydration data. */
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { App } from '../components/App.js';
import { colorModeHeadScript } from '../client/colorMode.js';
import type { PageData, ShellData } from '../model.js';

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
  noIndex: boolean;
  keywords?: string[];
  metadata: Record<string, string>[];
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON safe inside <script>: no `</script>`, no `<!--`. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The data the client hydrates with: the page without its content HTML (the DOM has it already). */
export function hydrationData(shell: ShellData, page: PageData): { shell: ShellData; page: PageData } {
  return { shell, page: page.kind === 'doc' ? { ...page, contentHtml: '' } : page };
}

export function renderDocument(shell: ShellData, page: PageData, assets: DocumentAssets, head: HeadInfo): string {
  const body = renderToString(createElement(App, { shell, page }));
  const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
  const prop = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="generator" content="docs-engine">',
    `<title>${escapeHtml(page.headTitle)}</title>`,
    page.description ? meta('description', page.description) : '',
    head.keywords?.length ? meta('keywords', head.keywords.join(', ')) : '',
    head.noIndex ? meta('robots', 'noindex, nofollow') : '',
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    prop('og:title', page.headTitle),
    page.description ? prop('og:description', page.description) : '',
    prop('og:url', head.canonical),
    prop('og:type', page.kind === 'doc' ? 'article' : 'website'),
    prop('og:site_name', shell.siteTitle),
    prop('og:locale', shell.htmlLang.replace('-', '_')),
    head.image ? prop('og:image', head.image) : '',
    meta('twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('twitter:title', page.headTitle),
    page.description ? meta('twitter:description', page.description) : '',
    head.image ? meta('twitter:image', head.image) : '',
    ...head.metadata.map((m) => `<meta ${Object.entries(m).map(([k, v]) => `${k}="${escapeHtml(v)}"`).join(' ')}>`),
    '<meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)">',
    '<meta name="theme-color" content="#111418" media="(prefers-color-scheme: dark)">',
    assets.favicon ? `<link rel="icon" href="${escapeHtml(assets.favicon)}">` : '',
    `<script>document.documentElement.setAttribute('data-js','');${colorModeHeadScript(shell.colorMode)}</script>`,
    ...assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...assets.js.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`),
  ].filter(Boolean);
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(shell.htmlLang)}" dir="${shell.direction}" data-theme="${shell.colorMode.defaultMode}">`,
    `<head>${tags.join('')}</head>`,
    `<body><div id="__docs">${body}</div>`,
    `<script id="__docs-data" type="application/json">${scriptJson(hydrationData(shell, page))}</script>`,
    '</body></html>',
  ].join('\n');
}
