/**
 * Each page's `<html>` has the classes Docusaurus 3.9.2 gives it (compared with its builds of the
 * same fixtures): the plugin and its id, the kind of page, and on docs pages the version's class
 * (`versions.X.className`, else `docs-version-{name}`) and the doc's id. Sites' stylesheets aim at
 * them (`html.docs-version-1\.0 .navbar`); before, `<html>` had none.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const site = writeSite({
  'docusaurus.config.js': `module.exports = { title: 'H', url: 'https://h.example.com', baseUrl: '/',
    themeConfig: { metadata: [{ name: 'description', content: 'Site-wide words.' }] },
    presets: [['classic', { docs: { lastVersion: 'current', versions: { current: { label: 'Now' }, '1.0': { path: 'legacy', className: 'v1-class' } } } }]] };`,
  'versions.json': '["1.0"]',
  'docs/intro.md': '---\ntags: [alpha]\n---\n# Intro\n',
  'versioned_docs/version-1.0/intro.md': '# Old intro\n',
  'blog/2024-01-01-one.md': '---\ntitle: One\ntags: [t]\n---\n\nPost.\n',
  'src/pages/about.md': '# About\n',
});
let outDir = '';
const htmlClass = (file: string) => /<html [^>]*class="([^"]*)"/.exec(readFileSync(path.join(outDir, file), 'utf8'))?.[1];

beforeAll(async () => {
  ({ outDir } = await buildToTemp(site));
}, 60_000);
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('<html> classes', () => {
  it('name the docs plugin, the version and the doc', () => {
    expect(htmlClass('docs/intro/index.html')).toBe('docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-intro');
    expect(htmlClass('docs/legacy/intro/index.html')).toBe('docs-wrapper plugin-docs plugin-id-default v1-class docs-doc-page docs-doc-id-intro');
    expect(htmlClass('docs/tags/index.html')).toBe('docs-wrapper plugin-docs plugin-id-default docs-version-current docs-tags-list-page');
    expect(htmlClass('docs/tags/alpha/index.html')).toBe('docs-wrapper plugin-docs plugin-id-default docs-version-current docs-tags-doc-list-page');
  });

  it('name the blog, Markdown pages and the 404 page', () => {
    expect(htmlClass('blog/index.html')).toBe('blog-wrapper blog-list-page plugin-blog plugin-id-default');
    expect(htmlClass('blog/2024/01/01/one/index.html')).toBe('blog-wrapper blog-post-page plugin-blog plugin-id-default');
    expect(htmlClass('blog/tags/t/index.html')).toBe('blog-wrapper blog-tags-post-list-page plugin-blog plugin-id-default');
    expect(htmlClass('blog/archive/index.html')).toBe('plugin-blog plugin-id-default');
    expect(htmlClass('about/index.html')).toBe('mdx-wrapper mdx-page plugin-pages plugin-id-default');
    expect(htmlClass('404.html')).toBe('plugin-native plugin-id-default');
  });
});

// As Docusaurus 3.9.2 writes them: tag, tags and 404 pages have no description of their own, so the
// site's metadata description shows there (before, our own sentences replaced it).
describe('descriptions of index pages', () => {
  it('are the site-wide one', () => {
    const description = (file: string) => [...readFileSync(path.join(outDir, file), 'utf8').matchAll(/<meta name="description" content="([^"]*)">/g)].map(([, c]) => c);
    for (const file of ['docs/tags/index.html', 'docs/tags/alpha/index.html', 'blog/tags/index.html', 'blog/tags/t/index.html', '404.html']) expect(description(file)).toEqual(['Site-wide words.']);
  });
});

// As Docusaurus 3.9.2 marks it (navbar--dark / navbar--primary): before, navbar.style was accepted and ignored.
describe('navbar.style', () => {
  it('marks the navbar', async () => {
    const dir = writeSite({
      'docusaurus.config.js': "module.exports = { title: 'N', url: 'https://n.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]], themeConfig: { navbar: { title: 'Site', style: 'dark' } } };",
      'docs/intro.md': '# Intro\n',
    });
    try {
      const built = await buildToTemp(dir);
      expect(readFileSync(path.join(built.outDir, 'intro/index.html'), 'utf8')).toContain('<nav id="navbar" class="navbar navbar--dark"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
