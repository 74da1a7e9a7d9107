/**
 * Docusaurus's `pathname://` links: a path of the site that is no page of it (another tool's output
 * under static/, a file) is linked as `pathname:///api/`. As Docusaurus 3.9.2 builds them (checked on
 * the same site): in content, the navbar and the footer the href is the path under baseUrl, opening
 * in a new tab, and the link is never reported as broken. Before, the href kept `pathname://`: a dead
 * link in every browser. A relative one (`pathname://../other`) stays relative to the page, as
 * Docusaurus writes it (/tmp/realsites10/P/repro/pathname-relative); it was made `/../other`.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';
import type { Diagnostic } from '../../engine/diagnostics.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'docs-pathname-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let html: string;
let diagnostics: Diagnostic[];

beforeAll(async () => {
  const site = path.join(scratch, 'site');
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  writeFileSync(
    path.join(site, 'docusaurus.config.js'),
    `module.exports = { title: 'P', url: 'https://p.example.com', baseUrl: '/base/',
      themeConfig: { navbar: { items: [{ to: 'pathname:///api/', label: 'API' }] }, footer: { links: [{ label: 'Raw', to: 'pathname:///raw/' }] } },
      presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };`,
  );
  writeFileSync(path.join(site, 'docs/intro.md'), '# Intro\n\nThe [reference](pathname:///api/index.html) and a [page](pathname:///some/page).\n\n[up](pathname://../other), [file](pathname://files/report.pdf).\n');
  const loaded = await loadSite(site, { cache: false });
  diagnostics = loaded.diagnostics;
  const out = path.join(scratch, 'out');
  await buildSite(loaded, { outDir: out });
  html = readFileSync(path.join(out, 'intro/index.html'), 'utf8');
});

describe('pathname:// links', () => {
  it('are linked under baseUrl in a new tab, in content, the navbar and the footer', () => {
    expect(html).toContain('<a href="/base/api/index.html" target="_blank" rel="noopener noreferrer">reference');
    expect(html).toContain('<a href="/base/some/page" target="_blank" rel="noopener noreferrer">page');
    expect(html).toMatch(/<a href="\/base\/api\/" class="navbar-link"[^>]* target="_blank" rel="noopener noreferrer">API/);
    expect(html).toMatch(/<a href="\/base\/raw\/"[^>]*>Raw/);
    expect(html).not.toContain('pathname:');
  });

  it('stay relative to the page when written relative', () => {
    expect(html).toContain('<a href="../other" target="_blank" rel="noopener noreferrer">up');
    expect(html).toContain('<a href="files/report.pdf" target="_blank" rel="noopener noreferrer">file');
  });

  it('are never reported as broken', () => {
    expect(diagnostics).toEqual([]);
  });
});
