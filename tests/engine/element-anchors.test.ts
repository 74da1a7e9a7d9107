/**
 * A link to an element's id or a footnote lands there, so the broken-anchor check accepts it:
 * `<a id>`, `<a name>`, `<div id>`, `<details id>` and footnotes (`#user-content-fn-1`, a second
 * reference's `#user-content-fnref-1-2`), in the page or in a partial it imports. Docusaurus 3.9.2 (checked) accepts footnotes and
 * `<details id>`, and warns about the other ids though the browser finds them. Before, every one of
 * these was reported as "not a heading of this page".
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { writeSite } from '../support/site.js';

const siteDir = writeSite({
  'docusaurus.config.js': `module.exports = { title: 'A', url: 'https://a.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };`,
  'docs/intro.md': [
    '# Intro',
    '',
    '[a](#legacy) [b](#named) [c](#box) [d](#more) [e](#user-content-fn-1) [f](#user-content-fnref-1-2) [g](./other.md#raw-id) [h](#nowhere) [i](./third.mdx#from-partial)',
    '',
    'Claim[^1] and again[^1].',
    '',
    '<a id="legacy"></a>',
    '',
    '<a name="named"></a>',
    '',
    '<div id="box">Box</div>',
    '',
    '<details id="more">',
    '<summary>More</summary>',
    '',
    'Hidden.',
    '',
    '</details>',
    '',
    '[^1]: The note.',
    '',
  ].join('\n'),
  'docs/_part.mdx': '<span id="from-partial">Shared</span>\n',
  'docs/third.mdx': "# Third\n\nimport Part from './_part.mdx';\n\n<Part />\n",
  'docs/other.md': '---\nformat: md\n---\n\n# Other\n\n<p id="raw-id">Raw HTML in plain Markdown.</p>\n',
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('anchors besides headings', () => {
  it('are element ids and footnotes; a link to no id at all is still broken', async () => {
    const { diagnostics } = await loadSite(siteDir, { cache: false });
    const anchors = diagnostics.filter((d) => d.rule === 'broken-anchor');
    expect(anchors.map((d) => d.message.split(' is ')[0])).toEqual(['Broken anchor: #nowhere']);
  });
});
