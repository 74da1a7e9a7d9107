/**
 * `localeConfigs[x].translate: false`: the locale reads none of its translated docs, posts, pages,
 * navbar.json or blog options.json, as Docusaurus 3.9.2 builds it (the same fixture: `Intro`, `Home`,
 * `News`, navbar `Docs` in fr). Before, every translated file was used.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { writeSite } from '../support/site.js';

const site = writeSite({
  'docusaurus.config.js': "module.exports = { title: 'R3', url: 'https://example.com', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { translate: false } } }, presets: [['classic', { docs: {}, blog: { blogTitle: 'News', onUntruncatedBlogPosts: 'ignore' } }]], themeConfig: { navbar: { items: [{ to: '/docs/intro', label: 'Docs' }] } } };",
  'docs/intro.md': '# Intro\n',
  'blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\n\nHi.\n',
  'src/pages/index.md': '# Home\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Intro FR\n',
  'i18n/fr/docusaurus-plugin-content-blog/2024-01-01-hello.md': '---\ntitle: Bonjour\n---\n\nSalut.\n',
  'i18n/fr/docusaurus-plugin-content-blog/options.json': JSON.stringify({ title: { message: 'Nouvelles' } }),
  'i18n/fr/docusaurus-plugin-content-pages/index.md': '# Accueil\n',
  'i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({ 'item.label.Docs': { message: 'Documentation FR' } }),
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('translate: false', () => {
  it('reads none of the locale’s translated content or plugin files', async () => {
    const { graph } = await loadSite(site, { cache: false, locale: 'fr' });
    expect(graph.docs.map((d) => d.title)).toEqual(['Intro']);
    expect(graph.blogs[0].posts.map((p) => p.title)).toEqual(['Hello']);
    expect(graph.blogs[0].title).toBe('News');
    expect(graph.pages?.map((p) => p.title)).toEqual(['Home']);
    expect((graph.config.themeConfig.navbar.items[0] as { label: string }).label).toBe('Docs');
  });
});
