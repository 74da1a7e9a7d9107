/**
 * A category card's count of items in the page's language, as Docusaurus 3.9.2 says it (checked:
 * "1 élément" and "2 éléments" in fr, from the theme's `theme.docs.DocCard.categoryDescription.plurals`). Before, it
 * was "2 items" in every locale.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';
import { writeSite } from '../support/site.js';

const siteDir = writeSite({
  'docusaurus.config.js': `module.exports = { title: 'C', url: 'https://c.example.com', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
    presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]] };`,
  'sidebars.js': "module.exports = { s: ['intro', { type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['a', 'b'] }, { type: 'category', label: 'One', link: { type: 'generated-index' }, items: [{ type: 'category', label: 'Inner', items: ['c'] }] }] };",
  'docs/intro.md': '# Intro\n',
  'docs/a.md': '# A\n',
  'docs/b.md': '# B\n',
  'docs/c.md': '# C\n',
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const cardDescriptions = (html: string) => [...html.matchAll(/<p class="card-description">([^<]*)<\/p>/g)].map((m) => m[1]);

describe('a category card’s count of items', () => {
  it('is in the locale’s words', async () => {
    const out = (locale: string) => path.join(mkdtempSync(path.join(tmpdir(), `docs-cards-${locale}-`)), 'build');
    const en = out('en');
    const fr = out('fr');
    await buildSite(await loadSite(siteDir, { cache: false }), { outDir: en });
    await buildSite(await loadSite(siteDir, { cache: false, locale: 'fr' }), { outDir: fr });
    expect(cardDescriptions(readFileSync(path.join(en, 'docs/category/one/index.html'), 'utf8'))).toEqual(['1 item']);
    expect(cardDescriptions(readFileSync(path.join(fr, 'docs/category/one/index.html'), 'utf8'))).toEqual(['1 élément']);
  });
});
