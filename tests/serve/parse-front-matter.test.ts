/**
 * `docs serve` reads front matter through the site's `markdown.parseFrontMatter` on every edit, as
 * the first build does: an edited doc's and a new doc's pages show what the function returns (here,
 * their titles in capitals). Before, an edit was read as written.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSite } from '../support/site.js';
import { EVENT_TIMEOUT, serveFixture, type ServedSite } from './helpers.js';

const fixture = writeSite({
  'docusaurus.config.js': `module.exports = { title: 'S', url: 'https://s.example.com', baseUrl: '/',
    markdown: { parseFrontMatter: async (p) => { const r = await p.defaultParseFrontMatter(p); if (r.frontMatter.title) r.frontMatter.title = r.frontMatter.title.toUpperCase(); return r; } },
    presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };`,
  'docs/intro.md': '---\ntitle: First words\n---\n\nText.\n',
});
let site: ServedSite;

beforeAll(async () => {
  site = await serveFixture({}, undefined, fixture);
  await site.settled();
}, 60_000);
afterAll(async () => {
  await site?.close();
  rmSync(fixture, { recursive: true, force: true });
});

describe('markdown.parseFrontMatter in docs serve', { timeout: 4 * EVENT_TIMEOUT }, () => {
  it("gives an edited doc and a new doc the function's front matter", async () => {
    expect((await site.get('/intro')).body).toContain('<h1>FIRST WORDS</h1>');
    await site.editAndReload('docs/intro.md', '---\ntitle: Second words\n---\n\nText.\n');
    expect((await site.get('/intro')).body).toContain('<h1>SECOND WORDS</h1>');
    await site.editAndReload('docs/added.md', '---\ntitle: Added page\n---\n\nMore.\n');
    expect((await site.get('/added')).body).toContain('<h1>ADDED PAGE</h1>');
  });
});
