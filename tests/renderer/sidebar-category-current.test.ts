/**
 * A sidebar category whose link is the page shown (its generated index, or its doc) is marked the
 * current page, as Docusaurus 3.9.2 marks it (`aria-current="page"` on the category's link); on a
 * page inside the category it is only on the active path. Before, a screen reader was not told.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

let siteDir = '';
let outDir = '';
beforeAll(async () => {
  siteDir = writeSite({
    'docusaurus.config.js': "module.exports = { title: 'C', url: 'https://c.example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]] };",
    'sidebars.js': "module.exports = { main: ['intro', { type: 'category', label: 'Core', link: { type: 'generated-index' }, items: ['core/a'] }, { type: 'category', label: 'Ext', collapsed: true, items: [{ type: 'link', label: 'GitHub', href: 'https://github.com/' }, 'core/b'] }] };",
    'docs/intro.md': '# Intro\n',
    'docs/core/a.md': '# A\n',
    'docs/core/b.md': '# B\n',
  });
  ({ outDir } = await buildToTemp(siteDir));
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const categoryLink = (page: string) => /<a href="\/docs\/category\/core"[^>]*>/.exec(readFileSync(path.join(outDir, page, 'index.html'), 'utf8'))?.[0];

describe('a sidebar category linking the page shown', () => {
  it('is the current page on its generated index', () => {
    expect(categoryLink('docs/category/core')).toBe('<a href="/docs/category/core" class="menu-link menu__link menu-category-link active menu__link--active" aria-current="page">');
  });

  it('is only on the active path on a page inside it', () => {
    expect(categoryLink('docs/core/a')).toBe('<a href="/docs/category/core" class="menu-link menu__link menu-category-link active menu__link--active">');
  });
});

describe('a sidebar link item to the page shown', () => {
  // As Docusaurus 3.9.2 (checked): the link is active (aria-current) and its category expanded, as a doc item is.
  it('is active, and its category expanded', async () => {
    const dir = writeSite({
      'docusaurus.config.js': "module.exports = { title: 'L', url: 'https://l.example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]] };",
      'sidebars.js': "module.exports = { main: [{ type: 'category', label: 'Guide', collapsed: true, items: ['guide/one', { type: 'link', label: 'Internal link', href: '/docs/intro' }] }, 'intro'] };",
      'docs/intro.md': '# Intro\n',
      'docs/guide/one.md': '# One\n',
    });
    const { outDir: out } = await buildToTemp(dir);
    const html = readFileSync(path.join(out, 'docs/intro', 'index.html'), 'utf8');
    rmSync(dir, { recursive: true, force: true });
    expect(html).toContain('<a href="/docs/intro" class="menu-link active menu__link--active" aria-current="page">Internal link</a>');
    expect(html).toMatch(/<a href="\/docs\/guide\/one" class="menu-link menu-category-link active menu__link--active" aria-expanded="true"[^>]*>Guide</);
  });
});

describe('a category without a page of its own whose first item is a link off the site', () => {
  it('opens that link in a new tab from its label, as Docusaurus does', () => {
    const html = readFileSync(path.join(outDir, 'docs/intro', 'index.html'), 'utf8');
    expect(html).toMatch(/<a href="https:\/\/github\.com\/" target="_blank" rel="noopener noreferrer" class="menu-link menu-category-link"[^>]*>Ext</);
  });
});
