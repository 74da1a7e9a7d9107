/**
 * Two docs instances whose sidebars share an id (both without sidebarPath: `defaultSidebar`): a
 * navbar `docSidebar` or `doc` item is active on its own instance's pages only, as in Docusaurus
 * 3.9.2. Before, every such item lit up on every page of either instance.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const site = writeSite({
  'docusaurus.config.js': `module.exports = { title: 'I', url: 'https://i.example.com', baseUrl: '/',
    presets: [['classic', { docs: {}, blog: false }]],
    plugins: [['@docusaurus/plugin-content-docs', { id: 'other', path: 'other', routeBasePath: 'other' }]],
    themeConfig: { navbar: { items: [
      { type: 'docSidebar', sidebarId: 'defaultSidebar', label: 'Docs' },
      { type: 'docSidebar', sidebarId: 'defaultSidebar', docsPluginId: 'other', label: 'Other' },
      { type: 'doc', docId: 'c', docsPluginId: 'other', label: 'Other C' },
    ] } } };`,
  'docs/a.md': '# A\n',
  'other/b.md': '# B\n',
  'other/c.md': '# C\n',
});
let outDir = '';
const activeItems = (route: string) =>
  [...readFileSync(path.join(outDir, route, 'index.html'), 'utf8').matchAll(/<a [^>]*class="navbar-link([^"]*)"[^>]*>([^<]*)</g)].filter(([, cls]) => cls.includes('active')).map(([, , label]) => label);

beforeAll(async () => {
  ({ outDir } = await buildToTemp(site));
}, 60_000);
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('navbar items of two docs instances with one sidebar id', () => {
  it('are active on their own instance’s pages only', () => {
    expect(activeItems('docs/a')).toEqual(['Docs']);
    expect(activeItems('other/b')).toEqual(['Other', 'Other C']);
  });
});
