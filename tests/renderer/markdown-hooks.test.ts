/**
 * `markdown.hooks.onBrokenMarkdownLinks` / `onBrokenMarkdownImages` given as functions, as Docusaurus
 * 3.9.2 runs them (realsites10 P): each is called with the file and the URL of a Markdown link
 * (image) to a missing file; the URL it returns is written in its place, and nothing is reported.
 * Before, the functions were dropped and the build failed on the links they were there to mend.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';
import { writeSite } from '../support/site.js';

const site = writeSite({
  'docusaurus.config.js': `const calls = [];
module.exports = { title: 'H', url: 'https://h.example.com', baseUrl: '/base/',
  markdown: { hooks: {
    onBrokenMarkdownLinks: (p) => { calls.push(p); return p.url.includes('renamed') ? '/docs/intro#fixed' : undefined; },
    onBrokenMarkdownImages: (p) => 'https://example.com/placeholder.png',
  } },
  presets: [['classic', { blog: false }]] };`,
  'docs/intro.md': '# Intro\n\n[old page](./renamed-away.md) and [gone](./gone.md).\n\n![diagram](./missing.png)\n\n## Fixed\n',
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

it('writes the URL the hooks return, and reports nothing', async () => {
  const loaded = await loadSite(site, { cache: false });
  expect(loaded.diagnostics.filter((d) => /broken-markdown/.test(d.rule))).toEqual([]);
  const out = path.join(site, 'build');
  const { diagnostics } = await buildSite(loaded, { outDir: out });
  expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const html = readFileSync(path.join(out, 'docs', 'intro', 'index.html'), 'utf8');
  expect(html).toContain('<a href="/base/docs/intro#fixed">old page</a>');
  expect(html).toMatch(/<img src="https:\/\/example\.com\/placeholder\.png" alt="diagram"/);
  // A hook that returns nothing leaves the link as written.
  expect(html).toMatch(/<a href="[^"]*gone\.md">gone<\/a>/);
});
