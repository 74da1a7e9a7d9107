/**
 * The navbar's locale dropdown as Docusaurus 3.9.2 renders it (checked): each locale links the same
 * page in that locale, between the item's `dropdownItemsBefore` and `dropdownItemsAfter` links (a
 * "Help us translate" link is the usual one), its `queryString` added to each locale's link.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

let siteDir: string;
let outDir: string;

beforeAll(async () => {
  siteDir = writeSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Site', url: 'https://site.example.com', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { label: 'Français' } } },
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
  themeConfig: { navbar: { items: [{ type: 'localeDropdown', position: 'right', queryString: '?persist=1',
    dropdownItemsBefore: [{ to: '/docs/intro', label: 'Languages' }],
    dropdownItemsAfter: [{ href: 'https://translate.example.com', label: 'Help us translate' }] }] } },
};\n`,
    'docs/intro.md': '# Intro\n\nText.\n',
  });
  ({ outDir } = await buildToTemp(siteDir));
}, 120_000);
afterAll(() => {
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
  if (outDir) rmSync(path.dirname(outDir), { recursive: true, force: true });
});

describe('the locale dropdown', () => {
  it('lists its dropdownItemsBefore, the locales, then its dropdownItemsAfter', () => {
    const html = readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8');
    const menu = /<ul class="dropdown-menu">[^]*?<\/ul>/.exec(html)![0];
    const links = [...menu.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)</g)].map(([, href, label]) => `${label} ${href}`);
    expect(links).toEqual(['Languages /docs/intro', 'English /docs/intro?persist=1', 'Français /fr/docs/intro?persist=1', 'Help us translate https://translate.example.com']);
  });
});

// As Docusaurus 3.9.2 links it: a locale with a site of its own (`localeConfigs[x].url`) is linked there, absolutely.
// Before, the link stayed on the current domain (the same page again).
describe('a locale with its own site URL', () => {
  it('is linked on that site', async () => {
    const dir = writeSite({
      'docusaurus.config.js': "module.exports = { title: 'R4', url: 'https://example.com', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'ja'], localeConfigs: { ja: { url: 'https://ja.example.com', baseUrl: '/' } } }, presets: [['classic', { docs: false, blog: false }]], themeConfig: { navbar: { items: [{ type: 'localeDropdown' }] } } };",
      'src/pages/about.md': '# About\n',
    });
    try {
      const built = await buildToTemp(dir);
      const html = readFileSync(path.join(built.outDir, 'about/index.html'), 'utf8');
      expect(html).toMatch(/<a href="https:\/\/ja\.example\.com\/about" lang="ja"/);
      expect(html).toMatch(/<a href="\/about" lang="en"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
