/**
 * A `docsVersionDropdown` that lists its versions, as Docusaurus 3.9.2 renders it (realsites9 L): its
 * entries in the item's order, and, on a page of no version, the latest version's label when listed,
 * else the first listed one's; the item's own `label` is never shown. Before, the entries were in the
 * site's order and the toggle showed the item's label or the version's own name.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const sites: string[] = [];
afterAll(() => sites.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function homeNavbar(item: string): Promise<string> {
  const site = writeSite({
    'docusaurus.config.js': `module.exports = { title: 'V', url: 'https://v.example.com', baseUrl: '/',
      presets: [['classic', { docs: { lastVersion: '2.0' }, blog: false }]], themeConfig: { navbar: { items: [${item}] } } };`,
    'docs/intro.md': '# Intro\n',
    'versions.json': '["2.0", "1.0"]',
    'versioned_docs/version-2.0/intro.md': '# Intro 2\n',
    'versioned_docs/version-1.0/intro.md': '# Intro 1\n',
    'versioned_sidebars/version-2.0-sidebars.json': '{ "s": ["intro"] }',
    'versioned_sidebars/version-1.0-sidebars.json': '{ "s": ["intro"] }',
    'src/pages/about.md': '# About\n',
  });
  sites.push(site);
  const { outDir } = await buildToTemp(site);
  return /<nav id="navbar"[\s\S]*?<\/nav>/.exec(readFileSync(path.join(outDir, 'about', 'index.html'), 'utf8'))![0];
}

const toggle = (html: string) => /dropdown-toggle"[^>]*>([^<]*)</.exec(html)?.[1];
const entries = (html: string) => [...html.matchAll(/<li><a href="([^"]*)"[^>]*>([^<]*)</g)].map((m) => `${m[1]} ${m[2]}`);

describe('a version dropdown that lists its versions', () => {
  it("lists them in the item's order, labelled as it says, and shows the latest version's label", async () => {
    const html = await homeNavbar("{ type: 'docsVersionDropdown', label: 'Ignored', versions: { '1.0': { label: 'Old one' }, current: { label: 'Dev' }, '2.0': { label: 'Stable' } } }");
    expect(entries(html)).toEqual(['/docs/1.0/intro Old one', '/docs/next/intro Dev', '/docs/intro Stable']);
    expect(toggle(html)).toBe('Stable');
  });

  it('shows the first listed version when the latest is not listed', async () => {
    const html = await homeNavbar("{ type: 'docsVersionDropdown', label: 'Pick a version', versions: ['1.0', 'current'] }");
    expect(entries(html)).toEqual(['/docs/1.0/intro 1.0', '/docs/next/intro Next']);
    expect(toggle(html)).toBe('1.0');
  });
});
