/**
 * Markdown options of a Docusaurus config, as Docusaurus 3.9.2 applies them (the same fixture built
 * with it): `markdown.anchors.maintainCase` keeps a heading id's letter case, `remarkRehypeOptions`
 * names the footnotes (`footnoteLabel`, `footnoteBackLabel`), and `mdx1Compat.admonitions: false`
 * leaves `:::tip Old style title` as text. Before, all three were dropped without a word.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const site = writeSite({
  'docusaurus.config.js': `module.exports = { title: 'M', url: 'https://m.example.com', baseUrl: '/',
    markdown: { anchors: { maintainCase: true }, remarkRehypeOptions: { footnoteLabel: 'Notes', footnoteBackLabel: 'Back' }, mdx1Compat: { admonitions: false } },
    presets: [['classic', { docs: { sidebarPath: false }, blog: false }]] };`,
  'docs/page.md': '# Config\n\n## Mixed Case Heading\n\nA note[^1]. [Up](#Mixed-Case-Heading)\n\n:::tip Old style title\nBody.\n:::\n\n:::note[New style]\nKept.\n:::\n\n[^1]: Footnote.\n',
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('markdown config options', () => {
  it('keep the heading id case, name the footnotes, and leave the old admonition title syntax as text', async () => {
    const { outDir, site: loaded } = await buildToTemp(site);
    expect(loaded.diagnostics).toEqual([]);
    const html = readFileSync(path.join(outDir, 'docs/page/index.html'), 'utf8');
    expect(html).toContain('<h2 id="Mixed-Case-Heading">');
    expect(html).toMatch(/<h2 class="sr-only" id="footnote-label">Notes<\/h2>/);
    expect(html).toContain('aria-label="Back"');
    expect(html).toContain('<p>:::tip Old style title\nBody.\n:::</p>');
    expect(html).toMatch(/class="admonition admonition-note theme-admonition theme-admonition-[\w-]+"[\s\S]*New style/);
  });
});
