/**
 * A `docsVersionDropdown` with one entry (a site without versions, as ezbot-ai/docs has it) is a
 * link, as Docusaurus 3.9.2 renders it: the version's label, to the page's own doc (its main doc on
 * other pages). Before, it was a one-item dropdown whose entry led every page to the first doc.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const site = writeSite({
  'docusaurus.config.js': `module.exports = { title: 'V', url: 'https://v.example.com', baseUrl: '/',
    presets: [['classic', { blog: false }]], themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown' }] } } };`,
  'docs/a.md': '# A\n',
  'docs/kit/part.md': '# Part\n',
  'src/pages/about.md': '# About\n',
});
let outDir = '';
const navbar = (route: string) => /<nav id="navbar"[\s\S]*?<\/nav>/.exec(readFileSync(path.join(outDir, route, 'index.html'), 'utf8'))![0];

beforeAll(async () => {
  ({ outDir } = await buildToTemp(site));
}, 60_000);
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('a version dropdown of one version', () => {
  it("is a link to the page's doc", () => {
    const html = navbar('docs/kit/part');
    expect(html).toContain('<a href="/docs/kit/part" class="navbar-link active">Next</a>');
    expect(html).not.toContain('dropdown');
  });

  // A navbar with neither logo nor title has no brand: an empty link has no name (and left a gap).
  it('has no empty brand link', () => {
    expect(navbar('docs/kit/part')).not.toContain('navbar-brand');
  });

  it('leads to the main doc from a page that is not a doc', () => {
    expect(navbar('about')).toContain('<a href="/docs/a" class="navbar-link">Next</a>');
  });
});
