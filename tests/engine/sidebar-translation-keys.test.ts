/**
 * Two sidebar items with one translation key (`sidebar.s.category.Guide`) on a locale with a
 * translation file: its translation names both alike. Docusaurus 3.9.2 refuses the build ("Multiple
 * docs sidebar items produce the same translation key"); ours warns at the sidebars file and
 * builds. Before, nothing was said. Without a translation file, neither says anything.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { writeSite } from '../support/site.js';

const files = (translated: boolean) => ({
  'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]] };",
  'sidebars.js': "module.exports = { s: [{ type: 'category', label: 'Guide', items: ['a'] }, { type: 'category', label: 'Guide', items: ['b'] }, { type: 'category', label: 'Guide', key: 'other-guide', items: ['c'] }] };",
  'docs/a.md': '# A\n',
  'docs/b.md': '# B\n',
  'docs/c.md': '# C\n',
  ...(translated ? { 'i18n/fr/docusaurus-plugin-content-docs/current.json': JSON.stringify({ 'sidebar.s.category.Guide': { message: 'Guide FR' } }) } : {}),
});
const translated = writeSite(files(true));
const untranslated = writeSite(files(false));
afterAll(() => {
  rmSync(translated, { recursive: true, force: true });
  rmSync(untranslated, { recursive: true, force: true });
});

describe('a translation key two sidebar items share', () => {
  it('is a warning at the sidebars file where the locale translates the labels', async () => {
    const { diagnostics } = await loadSite(translated, { cache: false, locale: 'fr' });
    expect(diagnostics.map((d) => `${d.file}:${d.line} ${d.rule} ${d.message.split(':')[0]}`)).toEqual(['sidebars.js:1 sidebar-translation-key 2 sidebar items share the translation key "sidebar.s.category.Guide"']);
  });

  it('is not said without a translation file', async () => {
    expect((await loadSite(untranslated, { cache: false, locale: 'fr' })).diagnostics).toEqual([]);
    expect((await loadSite(translated, { cache: false })).diagnostics).toEqual([]);
  });
});
