/**
 * The sitemap's options, as the classic preset's `sitemap` (plugin-sitemap) reads them: its file
 * name, `ignorePatterns` (globs over page paths, base URL included), `changefreq` and `priority`
 * (null: left out), and `sitemap: false` for none. Docusaurus 3.9.2 writes the same `map.xml` for the
 * same config. Before, these options were dropped silently and every page was in `sitemap.xml`.
 * `createSitemapItems` gives the items, as Docusaurus 3.9.2 runs it (checked on the same function).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'docs-sitemap-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Builds a two-doc site (tags alpha and beta) whose preset has these options; returns its output folder. */
async function buildWith(name: string, presetOptions: string, extra = ''): Promise<string> {
  const site = path.join(scratch, name);
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  writeFileSync(path.join(site, 'docs/one.md'), '---\ntags: [alpha]\n---\n# One\n\nHi.\n');
  writeFileSync(path.join(site, 'docs/two.md'), '---\ntags: [beta]\n---\n# Two\n\nHo.\n');
  writeFileSync(path.join(site, 'docusaurus.config.js'), `module.exports = { title: 'SM', url: 'https://example.com', baseUrl: '/base/', ${extra} presets: [['classic', { docs: { sidebarPath: false }, blog: false, ${presetOptions} }]] };\n`);
  const loaded = await loadSite(site, { cache: false });
  expect(loaded.diagnostics).toEqual([]);
  const out = path.join(site, 'build');
  await buildSite(loaded, { outDir: out });
  return out;
}

describe('sitemap options', () => {
  it('writes the named file without the ignored pages, changefreq or default priority', async () => {
    const out = await buildWith('options', "sitemap: { filename: 'map.xml', ignorePatterns: ['/base/docs/tags/**'], changefreq: null, priority: 0.8 }", 'robots: true,');
    expect(existsSync(path.join(out, 'sitemap.xml'))).toBe(false);
    const xml = readFileSync(path.join(out, 'map.xml'), 'utf8');
    expect([...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1])).toEqual([
      '<loc>https://example.com/base/docs/one</loc><priority>0.8</priority>',
      '<loc>https://example.com/base/docs/two</loc><priority>0.8</priority>',
    ]);
    expect(readFileSync(path.join(out, 'robots.txt'), 'utf8')).toContain('Sitemap: https://example.com/base/map.xml');
  });

  it('keeps every page, weekly at 0.5, by default', async () => {
    const out = await buildWith('default', '');
    const xml = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    expect(xml).toContain('<url><loc>https://example.com/base/docs/tags/alpha</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>');
  });

  it('writes none with sitemap: false', async () => {
    const out = await buildWith('off', 'sitemap: false', 'robots: true,');
    expect(existsSync(path.join(out, 'sitemap.xml'))).toBe(false);
    expect(readFileSync(path.join(out, 'robots.txt'), 'utf8')).not.toContain('Sitemap:');
  });

  it('lists the items createSitemapItems returns, from defaultCreateSitemapItems', async () => {
    const out = await buildWith(
      'create',
      `sitemap: { lastmod: null, async createSitemapItems(params) {
        const { defaultCreateSitemapItems, ...rest } = params;
        const items = await defaultCreateSitemapItems(rest);
        return items.filter((i) => !i.url.includes('/tags')).map((i) => ({ ...i, priority: i.url.endsWith('/one') ? 0.9 : 0.3 }));
      } }`,
    );
    const xml = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    expect([...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1])).toEqual([
      '<loc>https://example.com/base/docs/one</loc><changefreq>weekly</changefreq><priority>0.9</priority>',
      '<loc>https://example.com/base/docs/two</loc><changefreq>weekly</changefreq><priority>0.3</priority>',
    ]);
  });

  it('fails the build, naming the config, when createSitemapItems throws', async () => {
    await expect(buildWith('throws', "sitemap: { createSitemapItems() { throw new Error('no routes today'); } }")).rejects.toMatchObject({
      diagnostics: expect.arrayContaining([expect.objectContaining({ severity: 'error', file: 'docusaurus.config.js', message: expect.stringContaining('sitemap.createSitemapItems threw: no routes today') })]),
    });
  });
});
