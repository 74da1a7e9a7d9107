/**
 * What each page of a versioned docs site says about its version, as Docusaurus 3.9.2 builds it
 * (checked): `versions.X.noIndex` keeps every page of that version out of search engines and out of
 * the sitemap; a generated-index page shows its version's banner and badge, and the navbar's docs
 * items follow its version (the version dropdown links the same index in each version); a
 * `dropdownItemsAfter` link never becomes the version dropdown's label; the latest version given a
 * banner of its own links itself as the latest version.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const GUIDES = "{ type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['install'] }";
const VERSIONED_SIDEBAR = JSON.stringify({ main: ['intro', { type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['install'] }] });

/** Builds the site of `files` before the tests of the enclosing block, removes it after; reads a page of its output. */
function builtSite(files: Record<string, string>): (route: string) => string {
  let siteDir = '';
  let outDir = '';
  beforeAll(async () => {
    siteDir = writeSite(files);
    ({ outDir } = await buildToTemp(siteDir));
  }, 120_000);
  afterAll(() => {
    if (siteDir) rmSync(siteDir, { recursive: true, force: true });
    if (outDir) rmSync(path.dirname(outDir), { recursive: true, force: true });
  });
  return (file) => readFileSync(path.join(outDir, file), 'utf8');
}

const output = builtSite({
  'docusaurus.config.js': `module.exports = {
  title: 'Site', url: 'https://site.example.com', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js', versions: { current: { label: 'Next', banner: 'unreleased' }, '1.0': { noIndex: true } } }, blog: false }]],
  themeConfig: { navbar: { items: [
  { type: 'docSidebar', sidebarId: 'main', label: 'Docs' },
  { type: 'docsVersionDropdown', dropdownItemsAfter: [{ to: '/versions', label: 'All versions' }] },
  ] } },
};\n`,
  'sidebars.js': `module.exports = { main: ['intro', ${GUIDES}] };\n`,
  'versions.json': '["2.0", "1.0"]',
  'docs/intro.md': '# Intro\n\nNext.\n',
  'docs/install.md': '# Install\n\nNext.\n',
  'versioned_docs/version-2.0/intro.md': '# Intro\n\nTwo.\n',
  'versioned_docs/version-2.0/install.md': '# Install\n\nTwo.\n',
  'versioned_sidebars/version-2.0-sidebars.json': VERSIONED_SIDEBAR,
  'versioned_docs/version-1.0/intro.md': '---\ntags: [old]\n---\n# Intro\n\nOne.\n',
  'versioned_docs/version-1.0/install.md': '# Install\n\nOne.\n',
  'versioned_sidebars/version-1.0-sidebars.json': VERSIONED_SIDEBAR,
  'src/pages/versions.md': '# All versions\n',
});

const page = (route: string) => output(`${route}/index.html`);
/** Where a page's version banner sends the reader. */
const bannerHref = (html: string) => /class="version-banner"[^]*?<a href="([^"]*)"/.exec(html)?.[1];
const robots = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
/** The navbar's links: label -> href. */
function navLinks(html: string): Record<string, string> {
  const nav = html.slice(html.search(/<nav [^>]*class="navbar/), html.indexOf('</nav>'));
  return Object.fromEntries([...nav.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, label]) => [label, href]));
}
const dropdownLabel = (html: string) => /class="navbar-link dropdown-toggle[^"]*"[^>]*>([^<]*)</.exec(html)?.[1];

describe('a version with noIndex', () => {
  it("asks search engines not to index its docs, tag pages and generated indexes, and no other version's", () => {
    for (const route of ['docs/1.0/intro', 'docs/1.0/install', 'docs/1.0/category/guides', 'docs/1.0/tags', 'docs/1.0/tags/old']) expect(robots(page(route)), route).toBe('noindex, nofollow');
    for (const route of ['docs/intro', 'docs/next/intro', 'docs/category/guides']) expect(robots(page(route)), route).toBeUndefined();
  });

  it('is left out of the sitemap', () => {
    const sitemap = output('sitemap.xml');
    expect(sitemap).toContain('https://site.example.com/docs/intro</loc>');
    expect(sitemap).not.toContain('/docs/1.0/');
  });
});

describe('a generated-index page of a version', () => {
  it("shows the version's banner, linking the same index in the latest version, and its badge", () => {
    const html = page('docs/next/category/guides');
    expect(html).toContain('class="version-banner"');
    expect(text(html)).toContain('This is unreleased documentation for Site Next version.');
    expect(bannerHref(html)).toBe('/docs/category/guides');
    expect(text(html)).toContain('Version: Next');
    expect(text(page('docs/category/guides'))).toContain('Version: 2.0');
    expect(page('docs/category/guides')).not.toContain('class="version-banner"');
  });

  it("has the navbar's docs items follow its version, and the dropdown link the same index in each version", () => {
    const html = page('docs/1.0/category/guides');
    expect(dropdownLabel(html)).toBe('1.0');
    expect(navLinks(html)).toMatchObject({ Docs: '/docs/1.0/intro', Next: '/docs/next/category/guides', '2.0': '/docs/category/guides', '1.0': '/docs/1.0/category/guides' });
  });
});

describe('the version dropdown', () => {
  it('keeps the version as its label on the page a dropdownItemsAfter link opens', () => {
    const html = page('versions');
    expect(dropdownLabel(html)).toBe('2.0');
    expect(navLinks(html)['All versions']).toBe('/versions');
  });
});

describe('the latest version with a banner of its own', () => {
  const latest = builtSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Site', url: 'https://site.example.com', baseUrl: '/',
  presets: [['classic', { docs: { lastVersion: 'current', versions: { current: { label: 'Next', banner: 'unreleased' } } }, blog: false }]],
};\n`,
    'versions.json': '["1.0"]',
    'docs/intro.md': '# Intro\n\nNext.\n',
    'versioned_docs/version-1.0/intro.md': '# Intro\n\nOne.\n',
    'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({ main: ['intro'] }),
  });

  it('links the same doc, itself, as the latest version, with its label (Docusaurus 3.9.2 does)', () => {
    const html = latest('docs/intro/index.html');
    expect(text(html)).toContain('This is unreleased documentation for Site Next version.');
    expect(bannerHref(html)).toBe('/docs/intro');
    expect(text(html)).toMatch(/see the latest version \( Next \)|see the latest version \(Next\)/);
    // An older version's banner sends its reader there too.
    expect(bannerHref(latest('docs/1.0/intro/index.html'))).toBe('/docs/intro');
  });
});
