/**
 * Unlisted posts in the blog sidebar and on author pages, as Docusaurus 3.9.2 builds them (checked
 * on this fixture): `blogSidebarCount` counts every post, an unlisted one shown on its own page
 * only; an author's page and the authors index count and list the author's unlisted posts too.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const post = (title: string, front = '') => `---\ntitle: ${title}\n${front}---\n\n${title}.\n\n<!-- truncate -->\n\nMore.\n`;
const siteDir = writeSite({
  'docusaurus.config.js': `module.exports = { title: 'R5', url: 'https://example.com', baseUrl: '/',
    presets: [['classic', { docs: false, blog: { routeBasePath: '/', blogSidebarCount: 2 } }]] };`,
  'blog/2024-01-01-old.md': post('Old', 'authors: ada\n'),
  'blog/2024-01-02-middle.md': post('Middle'),
  'blog/2024-01-03-secret.md': post('Secret', 'unlisted: true\nauthors: ada\n'),
  'blog/authors.yml': 'ada:\n  name: Ada Lovelace\n  page: true\n',
});
let outDir: string;
beforeAll(async () => {
  ({ outDir } = await buildToTemp(siteDir));
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const html = (route: string) => readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
const sidebarTitles = (page: string) => [...(/<nav class="blog-sidebar"[^>]*>([\s\S]*?)<\/nav>/.exec(page)?.[1] ?? '').matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
const listedTitles = (page: string) => [...page.matchAll(/<h2 class="blog-post-title"><a href="[^"]*">([^<]*)<\/a><\/h2>/g)].map((m) => m[1]);

describe('unlisted blog posts', () => {
  it('take a place of the sidebar count, and show in the sidebar on their own page only', () => {
    expect(sidebarTitles(html(''))).toEqual(['Middle']);
    expect(sidebarTitles(html('2024/01/02/middle'))).toEqual(['Middle']);
    expect(sidebarTitles(html('2024/01/03/secret'))).toEqual(['Secret', 'Middle']);
    expect(listedTitles(html(''))).toEqual(['Middle', 'Old']);
  });

  it('are listed and counted on their authors’ pages', () => {
    const ada = html('authors/ada');
    expect(ada).toContain('<title>Ada Lovelace - 2 posts | R5</title>');
    expect(listedTitles(ada)).toEqual(['Secret', 'Old']);
    expect(html('authors')).toMatch(/2 posts/);
  });
});
