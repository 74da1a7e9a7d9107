/**
 * Under `trailingSlash: true`, every page's URL ends with a slash, as Docusaurus 3.9.2 writes it (a
 * real site, DaxStudio-Docs, and its fixture built with it): the blog's list pages, archive, tags
 * and tag pages, and the docs' tags pages (canonical, og:url, sitemap, the links to them); and an
 * internal `href` of the navbar, the footer, a sidebar `link` item and its DocCard (Docusaurus's
 * Link applies the slash to `href` as to `to`). Before, all of these kept no slash. A link to a file
 * (`/files/report.pdf`) keeps none (*differs*: Docusaurus gives it one, which breaks it).
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const site = writeSite({
  'docusaurus.config.js': `module.exports = { title: 'S', url: 'https://s.example.com', baseUrl: '/', trailingSlash: true,
    presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: { postsPerPage: 1 } }]],
    themeConfig: { navbar: { items: [{ href: '/about', label: 'NavHref' }, { to: '/blog', label: 'Blog' }, { href: '/files/report.pdf', label: 'Report' }] },
      footer: { links: [{ title: 'More', items: [{ href: '/about', label: 'FootHref' }] }] } } };`,
  'sidebars.js': "module.exports = { docs: ['intro', { type: 'category', label: 'Cat', link: { type: 'generated-index' }, items: ['two', { type: 'link', label: 'About link', href: '/about' }] }] };",
  'docs/intro.md': '---\ntags: [alpha]\n---\n# Intro\n\nText.\n',
  'docs/two.md': '# Two\n\nText.\n',
  'blog/2024-01-01-one.md': '---\ntitle: One\ntags: [t]\n---\n\nFirst.\n',
  'blog/2024-01-02-two.md': '---\ntitle: Two\ntags: [t]\n---\n\nSecond.\n',
  'src/pages/about.md': '# About\n',
  'static/files/report.pdf': 'pdf',
});
let outDir = '';
const page = (route: string) => readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
const canonical = (route: string) => /<link rel="canonical" href="([^"]+)"/.exec(page(route))?.[1];

beforeAll(async () => {
  ({ outDir } = await buildToTemp(site));
}, 60_000);
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('trailingSlash: true', () => {
  it('gives the blog list pages, archive, tags and tag pages their slash', () => {
    for (const route of ['blog', 'blog/page/2', 'blog/archive', 'blog/tags', 'blog/tags/t', 'blog/tags/t/page/2']) expect(canonical(route)).toBe(`https://s.example.com/${route}/`);
    const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://s.example.com/blog/page/2/</loc>');
    expect(sitemap).not.toMatch(/<loc>[^<]*[^/]<\/loc>/);
    expect(page('blog')).toContain('href="/blog/page/2/"');
    expect(page('blog/2024/01/01/one')).toContain('href="/blog/tags/t/"');
  });

  it("gives the docs' tags pages theirs, and the doc's tag link", () => {
    expect(canonical('docs/tags')).toBe('https://s.example.com/docs/tags/');
    expect(canonical('docs/tags/alpha')).toBe('https://s.example.com/docs/tags/alpha/');
    expect(page('docs/intro')).toContain('href="/docs/tags/alpha/"');
  });

  it('slashes internal hrefs of the navbar, the footer, a sidebar link item and its card, not a file', () => {
    const html = page('docs/category/cat');
    expect(html).toMatch(/<a href="\/about\/" class="navbar-link">NavHref/);
    expect(html).toMatch(/<a href="\/about\/" class="footer-link">FootHref/);
    expect(html).toMatch(/<a href="\/about\/" class="menu-link">About link/);
    expect(html).toContain('<a class="card" href="/about/">');
    expect(html).toMatch(/<a href="\/files\/report\.pdf"[^>]*>Report/);
  });
});
