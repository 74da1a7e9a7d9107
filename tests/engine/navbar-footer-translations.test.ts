/**
 * A locale's navbar.json title and footer.json copyright apply even where the config has neither,
 * as Docusaurus 3.9.2 applies them (realsites9 M: ElenixOS's English pages show the translated
 * title beside the logo there, and showed nothing with us).
 */
import { expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { writeSite } from '../support/site.js';

it('takes the translated navbar title and footer copyright when the config has none', async () => {
  const site = writeSite({
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { docs: {}, blog: false }]], themeConfig: { navbar: { logo: { alt: 'Logo', src: 'img/logo.svg' }, items: [] }, footer: { links: [{ label: 'Intro', to: '/docs/intro' }] } } };",
    'docs/intro.md': '# Intro\n',
    'i18n/fr/docusaurus-theme-classic/navbar.json': '{ "title": { "message": "Titre FR" }, "logo.alt": { "message": "Logo FR" } }',
    'i18n/fr/docusaurus-theme-classic/footer.json': '{ "copyright": { "message": "Droits FR" }, "link.item.label.Intro": { "message": "Intro FR" } }',
  });
  const fr = (await loadSite(site, { cache: false, locale: 'fr' })).graph.config.themeConfig;
  expect([fr.navbar.title, fr.navbar.logo?.alt, fr.footer?.copyright]).toEqual(['Titre FR', 'Logo FR', 'Droits FR']);
  const en = (await loadSite(site, { cache: false })).graph.config.themeConfig;
  expect([en.navbar.title, en.footer?.copyright]).toEqual([undefined, undefined]);
});
