/**
 * A raw HTML `<a href>` in a Markdown (.md) doc is checked as a JSX `<a href>` is: a broken one is a
 * warning at its tag's line and column, as Docusaurus 3.9.2 reports it ("Broken link on source page").
 * Before, such a link was never checked.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { writeSite } from '../support/site.js';

const site = writeSite({
  'docusaurus.config.js': "module.exports = { title: 'H', url: 'https://h.example.com', baseUrl: '/', presets: [['classic', { blog: false }]] };",
  'docs/intro.md': '# Intro\n\nSee <a href="/docs/gone">a page</a> and <a href="/docs/other">another</a>.\n\n<p>\n  <a class="x" href="#nowhere">anchor</a>\n</p>\n',
  'docs/other.md': '# Other\n',
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('raw HTML links in Markdown', () => {
  it('are checked, a broken one a warning at its tag', async () => {
    const { diagnostics } = await loadSite(site, { cache: false });
    expect(diagnostics.map((d) => [d.severity, d.line, d.column, d.message.split(':')[0]])).toEqual([
      ['warning', 3, 5, 'Broken link'],
      ['warning', 6, 3, 'Broken anchor'],
    ]);
  });
});
