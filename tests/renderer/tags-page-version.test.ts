/**
 * A docs version's tags pages are of that version, as Docusaurus 3.9.2 renders them (realsites9 L):
 * on `/docs/next/tags/`, the navbar's docsVersion, docSidebar and doc items lead into the current
 * version and the version dropdown shows it. Before, they followed the latest version there.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const site = writeSite({
  'docusaurus.config.js': `module.exports = { title: 'R', url: 'https://r.example.com', baseUrl: '/',
    presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
    themeConfig: { navbar: { items: [
      { type: 'docsVersion', label: 'Docs' }, { type: 'docSidebar', sidebarId: 's', label: 'Sidebar' },
      { type: 'doc', docId: 'intro', label: 'Intro' }, { type: 'docsVersionDropdown', position: 'right' },
    ] } } };`,
  'sidebars.js': "module.exports = { s: ['intro'] };",
  'versions.json': '["1.0"]',
  'docs/intro.md': '---\ntags: [alpha]\n---\n# Intro next\n',
  'versioned_docs/version-1.0/intro.md': '---\ntags: [alpha]\n---\n# Intro 1.0\n',
  'versioned_sidebars/version-1.0-sidebars.json': '{ "s": ["intro"] }',
});
let outDir = '';
beforeAll(async () => {
  ({ outDir } = await buildToTemp(site));
}, 60_000);
afterAll(() => rmSync(site, { recursive: true, force: true }));

const navLinks = (route: string) => {
  const navbar = /<nav id="navbar"[\s\S]*?<\/nav>/.exec(readFileSync(path.join(outDir, route, 'index.html'), 'utf8'))![0];
  return [...navbar.matchAll(/<a href="(\/docs[^"]*)"[^>]*>([^<]*)</g)].map((m) => `${m[2]} ${m[1]}`);
};

it("leads the navbar's doc items into the tags page's own version", () => {
  for (const route of ['docs/next/tags', 'docs/next/tags/alpha']) {
    expect(navLinks(route).slice(0, 4), route).toEqual(['Docs /docs/next/intro', 'Sidebar /docs/next/intro', 'Intro /docs/next/intro', 'Next /docs/next/intro']);
  }
  expect(navLinks('docs/tags').slice(0, 3)).toEqual(['Docs /docs/intro', 'Sidebar /docs/intro', 'Intro /docs/intro']);
});
