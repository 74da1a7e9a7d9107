/**
 * Docusaurus's `markdown.parseFrontMatter` reads every doc's, blog post's and Markdown page's front
 * matter, as in Docusaurus 3.9.2 (the same site built with it: the slug, title, pagination and
 * keywords the function sets are the pages'). Before, it was not run (a warning): an `index.md` the
 * function gives `slug: /` was at `/guide/`, and the home page was missing.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildToTemp, writeSite } from '../support/site.js';

const sites: string[] = [];
afterAll(() => {
  for (const dir of sites) rmSync(dir, { recursive: true, force: true });
});

function site(parseFrontMatter: string, files: Record<string, string>): string {
  const dir = writeSite({
    'docusaurus.config.js': `module.exports = { title: 'P', url: 'https://p.example.com', baseUrl: '/', markdown: { parseFrontMatter: ${parseFrontMatter} },
      presets: [['classic', { docs: { routeBasePath: '/' }, blog: { path: 'blog' } }]] };`,
    ...files,
  });
  sites.push(dir);
  return dir;
}

// As sites write it: the default reading, then changes.
const SITE_FUNCTION = `async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  if (params.filePath.endsWith('index.md')) { result.frontMatter.slug = '/'; result.frontMatter.title = 'Home from the function'; }
  result.frontMatter.pagination_next = null;
  result.frontMatter.keywords = [...(result.frontMatter.keywords ?? []), 'site-wide'];
  if (params.filePath.includes('/blog/')) result.frontMatter.tags = ['from-function'];
  return result;
}`;

describe('markdown.parseFrontMatter', () => {
  it('gives docs, blog posts and Markdown pages the front matter the function returns', async () => {
    const dir = site(SITE_FUNCTION, {
      'docs/guide/index.md': '---\ntitle: Written title\n---\n\nThe guide.\n',
      'docs/next.md': '---\nkeywords: [own]\n---\n# Next\n\nText.\n',
      'blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\n\nA post.\n',
      'src/pages/about.md': '# About\n\nA page.\n',
    });
    const { outDir } = await buildToTemp(dir);
    // The slug the function set: the home page, not /guide/.
    const home = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(home).toContain('<h1>Home from the function</h1>');
    expect(existsSync(path.join(outDir, 'guide/index.html'))).toBe(false);
    // pagination_next: null on every doc; keywords added to the written ones.
    expect(home).not.toContain('pagination-nav__link--next');
    const next = readFileSync(path.join(outDir, 'next/index.html'), 'utf8');
    expect(next).toContain('<meta name="keywords" content="own,site-wide">');
    expect(readFileSync(path.join(outDir, 'blog/tags/from-function/index.html'), 'utf8')).toContain('Hello');
    expect(readFileSync(path.join(outDir, 'about/index.html'), 'utf8')).toContain('<meta name="keywords" content="site-wide">');
  });

  it('checks what the function sets as written front matter is checked, at the file', async () => {
    const dir = site(`async (p) => { const r = await p.defaultParseFrontMatter(p); r.frontMatter.sidebar_position = 'first'; return r; }`, {
      'docs/intro.md': '---\ntitle: Intro\n---\n\nText.\n',
    });
    const { diagnostics } = await loadSite(dir, { cache: false });
    expect(diagnostics).toContainEqual(expect.objectContaining({ severity: 'error', rule: 'front-matter-type', file: 'docs/intro.md', message: expect.stringContaining('`sidebar_position` should be a number') }));
  });

  it('reports a function that throws at the file once, and keeps the written front matter', async () => {
    const dir = site(`async ({ filePath, fileContent, defaultParseFrontMatter }) => { if (filePath.endsWith('bad.md')) throw new Error('no way'); return defaultParseFrontMatter({ filePath, fileContent }); }`, {
      'docs/intro.md': '---\nsidebar_position: 2\ntitle: Intro\n---\n\nFine.\n',
      'docs/bad.md': '---\ntitle: Bad one\n---\n\nText.\n',
    });
    const site2 = await loadSite(dir, { cache: false });
    expect(site2.diagnostics.filter((d) => d.rule === 'front-matter-function')).toEqual([expect.objectContaining({ severity: 'error', file: 'docs/bad.md', message: expect.stringContaining('no way') })]);
    expect(site2.graph.docs.find((d) => d.source.endsWith('bad.md'))?.title).toBe('Bad one');
  });

  it('reports a front matter key written wrong once when the function hands it back as written', async () => {
    const dir = site(`(p) => p.defaultParseFrontMatter(p)`, { 'docs/intro.md': '---\nsidebar_position: first\n---\n\nText.\n' });
    const { diagnostics } = await loadSite(dir, { cache: false });
    expect(diagnostics.filter((d) => d.rule === 'front-matter-type')).toEqual([expect.objectContaining({ file: 'docs/intro.md', line: 2 })]);
  });
});
