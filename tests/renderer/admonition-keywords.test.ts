/**
 * A content plugin's `admonitions: { keywords }` makes those `:::name` blocks admonitions, drawn as
 * info, as Docusaurus 3.9.2 draws a type its theme has no component for (checked: `:::security` is
 * an info admonition titled "info", `:::release[v2 is out]` keeps its title, `:::other` is still an
 * unused directive). Before, they were plain blocks with an unknown-directive warning each.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildToTemp, writeSite } from '../support/site.js';

const siteDir = writeSite({
  'docusaurus.config.js': `module.exports = { title: 'K', url: 'https://k.example.com', baseUrl: '/',
    presets: [['classic', { docs: { routeBasePath: '/', admonitions: { keywords: ['security', 'release'], extendDefaults: true } }, blog: false }]] };`,
  'docs/intro.md': '# Intro\n\n:::security\n\nKeep keys safe.\n\n:::\n\n:::release[v2 is out]\n\nNew.\n\n:::\n\n:::other\n\nNot one.\n\n:::\n',
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('admonitions.keywords', () => {
  it('draws the site’s keywords as info admonitions, and warns only about other names', async () => {
    const { diagnostics } = await loadSite(siteDir, { cache: false });
    expect(diagnostics.filter((d) => d.rule === 'unknown-directive').map((d) => d.line)).toEqual([15]);
    const { outDir } = await buildToTemp(siteDir);
    const html = readFileSync(path.join(outDir, 'intro/index.html'), 'utf8');
    expect(html).toMatch(/<div class="admonition admonition-info" role="note"><p class="admonition-heading">.*?<\/span>Info<\/p><div class="admonition-content">\s*<p>Keep keys safe\.<\/p>/);
    expect(html).toMatch(/<div class="admonition admonition-info" role="note"><p class="admonition-heading">.*?<\/span>v2 is out<\/p>/);
    expect(html).toMatch(/<div>\s*<p>Not one\.<\/p>\s*<\/div>/);
  });
});
