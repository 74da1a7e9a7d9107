/**
 * A locale's blog and pages, as Docusaurus reads them (tests/fixtures/blog-translations, whose
 * French build by Docusaurus 3.9.2 shows the same): the posts are those of `blog/`, each read from
 * `i18n/{locale}/docusaurus-plugin-content-blog/` when it has the same file there; the authors map
 * and `options.json` (blog title, description, sidebar title) from there too; a Markdown page from
 * `i18n/{locale}/docusaurus-plugin-content-pages/` likewise. The default locale keeps its own.
 */
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { fixture } from './helpers.js';

const site = fixture('blog-translations');

describe('a locale’s blog and pages (i18n/{locale}/docusaurus-plugin-content-blog, -pages)', () => {
  it('reads a translated post, authors map and blog options from the locale’s folder, the others from the blog', async () => {
    const fr = await loadSite(site, { locale: 'fr' });
    expect(fr.diagnostics).toEqual([]);
    const blog = fr.graph.blog!;
    expect(blog.posts.map((p) => [p.title, p.permalink, p.source])).toEqual([
      ['Second post', '/blog/2024/02/01/second', 'blog/2024-02-01-second.md'],
      ['Bonjour le monde', '/blog/2024/01/01/hello', 'i18n/fr/docusaurus-plugin-content-blog/2024-01-01-hello.md'],
    ]);
    expect(blog.posts[1].authors.map((a) => [a.name, a.title])).toEqual([['Ada Lovelace', 'Ingénieure']]);
    expect([blog.title, blog.description, blog.sidebar.title]).toEqual(['Le blog', 'Le blog du site', 'Articles récents']);
    const about = fr.graph.pages!.find((p) => p.permalink === '/about')!;
    expect(about.title).toBe('À propos');
  });

  it('keeps the blog’s own in the default locale', async () => {
    const en = await loadSite(site);
    const blog = en.graph.blog!;
    expect(blog.posts.map((p) => p.title)).toEqual(['Second post', 'Hello world']);
    expect(blog.posts[1].authors.map((a) => a.title)).toEqual(['Engineer']);
    expect([blog.title, blog.sidebar.title]).toEqual(['Blog', 'Recent posts']);
    expect(en.graph.pages!.find((p) => p.permalink === '/about')!.title).toBe('About');
  });
});
