/**
 * Redirect pages of plugin-client-redirects: one small HTML file per old path that sends the reader
 * to the new one with a meta refresh (no JavaScript needed), names it as the canonical URL, keeps
 * the query and hash with a script when scripts run, and shows a plain link as a last resort.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Redirect, SiteGraph } from '../../engine/graph/types.js';
import { hrefOf } from '../hrefs.js';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The HTML of a redirect page to `href` (what the browser goes to) with `canonical` (absolute URL). */
export function redirectPageHtml(href: string, canonical: string): string {
  const attr = escapeHtml(href);
  return [
    '<!DOCTYPE html>',
    '<html>',
    '<head>',
    '<meta charset="UTF-8">',
    `<meta http-equiv="refresh" content="0; url=${attr}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    '<meta name="robots" content="noindex">',
    '<title>Redirecting…</title>',
    `<script>window.location.replace(${JSON.stringify(href).replace(/</g, '\\u003c')} + window.location.search + window.location.hash);</script>`,
    '</head>',
    `<body><p>This page has moved to <a href="${attr}">${escapeHtml(href)}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/**
 * File of a redirect's old path inside the build: `old/index.html` (`old.html` with trailingSlash
 * false, unless the old path was written `/old/`: as Docusaurus, `old/index.html`, which `/old/` serves).
 */
export function redirectFile(redirect: Pick<Redirect, 'from' | 'slash'>, trailingSlash: boolean | undefined): string {
  const clean = redirect.from.replace(/^\/+|\/+$/g, '');
  if (/\.html?$/i.test(clean)) return clean; // `fromExtensions: ['html']`: the old file itself
  return trailingSlash === false && !redirect.slash ? `${clean}.html` : path.join(clean, 'index.html');
}

/** Writes every redirect page; a file the build already has (a page, a static file) is kept. */
export function writeRedirectPages(graph: SiteGraph, outDir: string): number {
  const siteUrl = graph.config.url.replace(/\/$/, '');
  let written = 0;
  for (const redirect of graph.redirects) {
    const abs = path.join(outDir, redirectFile(redirect, graph.config.trailingSlash));
    if (existsSync(abs)) continue;
    mkdirSync(path.dirname(abs), { recursive: true });
    const href = redirectHref(graph, redirect);
    writeFileSync(abs, redirectPageHtml(href, /^[a-z][a-z0-9+.-]*:/i.test(href) ? href : siteUrl + href));
    written++;
  }
  return written;
}

/** The target's href (a route's, with the query and fragment the redirect's `to` gave, as written). */
function redirectHref(graph: SiteGraph, redirect: Redirect): string {
  const at = redirect.to.search(/[?#]/);
  return at < 0 || /^[a-z][a-z0-9+.-]*:/i.test(redirect.to) ? hrefOf(graph, redirect.to) : hrefOf(graph, redirect.to.slice(0, at)) + redirect.to.slice(at);
}
