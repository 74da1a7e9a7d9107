/**
 * Sidebar `link` items as Docusaurus 3.9.2 treats them (deepfence/ThreatMapper's comparison and its
 * fixture): a broken internal href is reported (Docusaurus's broken link check finds it on every
 * page), at the sidebars file; a `pathname:///x` item links `/base/x` in a new tab, in the sidebar and
 * its card; `autoAddBaseUrl: false` writes the href as it is. Before: never checked, `pathname:` kept
 * raw (a dead link), the base URL always added. Under `trailingSlash: true` it takes the slash all
 * the same (Docusaurus: `/raw/path/`).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';
import { writeSite } from '../support/site.js';
import type { Diagnostic } from '../../engine/diagnostics.js';

const site = writeSite({
  'docusaurus.config.js': "module.exports = { title: 'S', url: 'https://s.example.com', baseUrl: '/base/', onBrokenLinks: 'warn', presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]] };",
  'sidebars.js': `module.exports = { main: [
  'intro',
  { type: 'category', label: 'More', link: { type: 'generated-index' }, items: [
    { type: 'link', label: 'Pathname', href: 'pathname:///static.html' },
    { type: 'link', label: 'No base', href: '/docs/intro', autoAddBaseUrl: false },
    { type: 'link', label: 'Missing', href: '/docs/nope' },
    { type: 'link', label: 'Fine', href: '/docs/intro' },
  ] },
] };`,
  'docs/intro.md': '# Intro\n',
  'static/static.html': '<p>static</p>',
});
let outDir = '';
let diagnostics: Diagnostic[] = [];

beforeAll(async () => {
  const loaded = await loadSite(site, { cache: false });
  diagnostics = loaded.diagnostics;
  outDir = path.join(mkdtempSync(path.join(tmpdir(), 'docs-test-')), 'build');
  await buildSite(loaded, { outDir });
}, 60_000);
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('sidebar link items', () => {
  it('are checked: a broken one, and one written without the base URL, at the sidebars file', () => {
    expect(diagnostics.map((d) => [d.severity, d.file, d.line, d.message.split(':')[0] + ': ' + d.message.split('"')[3]])).toEqual([
      ['warning', 'sidebars.js', 5, 'Broken link in sidebar "main": /docs/intro'],
      ['warning', 'sidebars.js', 6, 'Broken link in sidebar "main": /docs/nope'],
    ]);
    expect(diagnostics[0].message).toContain('Write "/base/docs/intro"');
  });

  it('link pathname:/// under the base URL in a new tab, and leave autoAddBaseUrl: false hrefs as written', () => {
    const html = readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8');
    expect(html).toMatch(/<a href="\/base\/static\.html" class="menu-link" target="_blank" rel="noopener noreferrer">Pathname/);
    expect(html).toMatch(/<a href="\/docs\/intro" class="menu-link">No base/);
    expect(readFileSync(path.join(outDir, 'docs/category/more/index.html'), 'utf8')).toContain('<a class="card" href="/base/static.html"');
  });

  it('give an autoAddBaseUrl: false href the site’s trailing slash', async () => {
    const slashed = writeSite({
      'docusaurus.config.js': "module.exports = { title: 'S', url: 'https://s.example.com', baseUrl: '/base/', trailingSlash: true, onBrokenLinks: 'ignore', presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]] };",
      'sidebars.js': "module.exports = { main: ['intro', { type: 'link', label: 'Raw', href: '/raw/path', autoAddBaseUrl: false }] };",
      'docs/intro.md': '# Intro\n',
    });
    try {
      const out = path.join(mkdtempSync(path.join(tmpdir(), 'docs-test-')), 'build');
      await buildSite(await loadSite(slashed, { cache: false }), { outDir: out });
      expect(readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8')).toMatch(/<a href="\/raw\/path\/" class="menu-link">Raw/);
    } finally {
      rmSync(slashed, { recursive: true, force: true });
    }
  });
});
