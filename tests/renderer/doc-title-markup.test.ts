/**
 * A doc's content title keeps its inline formatting in the page's h1, as Docusaurus 3.9.2 renders
 * it (checked: `# The \`foo\` API and *emphasis*` gives `<h1>The <code>foo</code> API and
 * <em>emphasis</em></h1>`, and `# Hosting with [fly.io](https://fly.io)` gives `<h1>Hosting with <a
 * href=https://fly.io target=_blank rel="noopener noreferrer">fly.io</a></h1>`). Before, the h1 was its
 * plain text. The `<title>` is unchanged (*differs*: Docusaurus writes a link there as Markdown).
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

let siteDir: string;
let outDir: string;
const page = (route: string) => readFileSync(path.join(outDir, route, 'index.html'), 'utf8');

beforeAll(async () => {
  siteDir = writeSite({
    'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };`,
    'docs/api.md': '---\ntitle: Front matter title\n---\n\n# The `foo` API and *emphasis*\n\nBody.\n',
    'docs/mixed.md': '# Use **`bar()`** with ~~old~~ [the guide](./api.md)\n\nBody.\n',
    'docs/plain.md': '# Plain title\n\nBody.\n',
    'docs/hosting.md': '# Hosting with [fly.io](https://fly.io)\n\nBody.\n\n## Deploy [here](https://fly.io)\n\nMore.\n',
  });
  ({ outDir } = await buildToTemp(siteDir));
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('a content title with inline formatting', () => {
  it('shows its code and emphasis in the h1', () => {
    const api = page('api');
    expect(api).toContain('<h1>The <code>foo</code> API and <em>emphasis</em></h1>');
    expect(api).toContain('<title>Front matter title | T</title>');
  });

  it('nests marks and keeps its links, resolved as the content’s are', () => {
    expect(page('mixed')).toContain('<h1>Use <strong><code>bar()</code></strong> with <del>old</del> <a href="/api">the guide</a></h1>');
    expect(page('hosting')).toContain('<h1>Hosting with <a href="https://fly.io" target="_blank" rel="noopener noreferrer">fly.io</a></h1>');
    expect(page('hosting')).toContain('<title>Hosting with fly.io | T</title>');
    // The TOC keeps a link's text only, as Docusaurus's.
    expect(page('hosting')).toMatch(/class="toc-link">Deploy here</);
  });

  it('leaves a plain title as it was', () => {
    expect(page('plain')).toContain('<h1>Plain title</h1>');
  });
});
