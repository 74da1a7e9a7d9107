/**
 * A locale's blog and pages, as Docusaurus reads them (tests/fixtures/blog-translations, whose
 * French build by Docusaurus 3.9.2 shows the same): the posts are those of `blog/`, each read from
 * `i18n/{locale}/docusaurus-plugin-content-blog/` when it has the same file there; the authors map
 * and `options.json` (blog title, description, sidebar title) from there too; a Markdown page from
 * `i18n/{locale}/docusaurus-plugin-content-pages/` likewise. The default locale keeps its own.
 * And a doc's "Edit this page" URL in a locale, with editLocalizedFiles and editCurrentVersion.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { fixture } from './helpers.js';

const site = fixture('blog-translations');

describe('a locale’s blog and pages (i18n/{locale}/docusaurus-plugin-content-blog, -pages)', () => {
  it('reads a translated post, authors map and blog options from the locale’s folder, the others from the blog', async () => {
    const fr = await loadSite(site, { locale: 'fr' });
    expect(fr.diagnostics).toEqual([]);
    const blog = fr.graph.blogs[0];
    expect(blog.posts.map((p) => [p.title, p.permalink, p.source])).toEqual([
      ['Second post', '/blog/2024/02/01/second', 'blog/2024-02-01-second.md'],
      ['Bonjour le monde', '/blog/2024/01/01/hello', 'i18n/fr/docusaurus-plugin-content-blog/2024-01-01-hello.md'],
    ]);
    expect(blog.posts[1].authors.map((a) => [a.name, a.title])).toEqual([['Ada Lovelace', 'Ingénieure']]);
    expect([blog.title, blog.description, blog.sidebar.title]).toEqual(['Le blog', 'Le blog du site', 'Articles récents']);
    // (No editUrl in this fixture: see the edit URL tests below.)
    expect(blog.posts[1].editUrl).toBeUndefined();
    const about = fr.graph.pages!.find((p) => p.permalink === '/about')!;
    expect(about.title).toBe('À propos');
  });

  it('keeps the blog’s own in the default locale', async () => {
    const en = await loadSite(site);
    const blog = en.graph.blogs[0];
    expect(blog.posts.map((p) => p.title)).toEqual(['Second post', 'Hello world']);
    expect(blog.posts[1].authors.map((a) => a.title)).toEqual(['Engineer']);
    expect([blog.title, blog.sidebar.title]).toEqual(['Blog', 'Recent posts']);
    expect(en.graph.pages!.find((p) => p.permalink === '/about')!.title).toBe('About');
  });
});

describe('edit URLs in a locale (editLocalizedFiles, editCurrentVersion), as Docusaurus 3.9.2 makes them', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'docs-edit-urls-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** The sidebar-translations fixture (versions 1.0 and Next) with a French intro and these docs options. */
  async function editUrls(name: string, docs: string): Promise<Record<string, string | undefined>> {
    const dir = path.join(scratch, name);
    cpSync(fixture('sidebar-translations'), dir, { recursive: true });
    mkdirSync(path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current'), { recursive: true });
    writeFileSync(path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md'), '---\ntitle: Intro FR\n---\n\nTexte.\n');
    writeFileSync(
      path.join(dir, 'docusaurus.config.js'),
      `module.exports = { title: 'F', url: 'https://f.example.com', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
        presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: './sidebars.js', ${docs} }, blog: false }]] };`,
    );
    const fr = await loadSite(dir, { locale: 'fr' });
    const url = (version: string, id: string) => fr.graph.docs.find((d) => d.version === version && d.id === id)?.editUrl;
    return { translated: url('current', 'intro'), untranslated: url('current', 'labelled'), versioned: url('1.0', 'intro') };
  }
  const base = 'https://github.com/o/r/edit/main';

  it('names the original file by default, the translation with editLocalizedFiles', async () => {
    expect(await editUrls('default', `editUrl: '${base}/'`)).toEqual({
      translated: `${base}/docs/intro.md`,
      untranslated: `${base}/docs/labelled.md`,
      versioned: `${base}/versioned_docs/version-1.0/intro.md`,
    });
    expect(await editUrls('localized', `editUrl: '${base}/', editLocalizedFiles: true`)).toEqual({
      translated: `${base}/i18n/fr/docusaurus-plugin-content-docs/current/intro.md`,
      untranslated: `${base}/docs/labelled.md`,
      versioned: `${base}/versioned_docs/version-1.0/intro.md`,
    });
  });

  it('names a translated blog post’s original file, or the translation with the blog’s editLocalizedFiles', async () => {
    const posts = async (name: string, blog: string) => {
      const dir = path.join(scratch, name);
      cpSync(site, dir, { recursive: true });
      writeFileSync(
        path.join(dir, 'docusaurus.config.js'),
        `module.exports = { title: 'F', url: 'https://f.example.com', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
          presets: [['classic', { docs: { routeBasePath: '/docs' }, blog: { onUntruncatedBlogPosts: 'ignore', ${blog} } }]] };`,
      );
      return (await loadSite(dir, { locale: 'fr' })).graph.blogs[0].posts.map((p) => p.editUrl);
    };
    expect(await posts('blog-default', `editUrl: '${base}/'`)).toEqual([`${base}/blog/2024-02-01-second.md`, `${base}/blog/2024-01-01-hello.md`]);
    expect(await posts('blog-localized', `editUrl: '${base}/', editLocalizedFiles: true`)).toEqual([`${base}/blog/2024-02-01-second.md`, `${base}/i18n/fr/docusaurus-plugin-content-blog/2024-01-01-hello.md`]);
    // The function form, as Docusaurus 3.9.2 calls it (before, the blog was refused: "expected string, received function").
    const fn = 'editUrl: ({ blogDirPath, blogPath, permalink, locale }) => `https://x.example.com/${locale}/${blogDirPath}/${blogPath}?at=${permalink}`';
    expect(await posts('blog-function', fn)).toEqual(['https://x.example.com/fr/blog/2024-02-01-second.md?at=/fr/blog/2024/02/01/second', 'https://x.example.com/fr/blog/2024-01-01-hello.md?at=/fr/blog/2024/01/01/hello']);
    expect(await posts('blog-function-localized', `${fn}, editLocalizedFiles: true`)).toEqual(['https://x.example.com/fr/blog/2024-02-01-second.md?at=/fr/blog/2024/02/01/second', 'https://x.example.com/fr/i18n/fr/docusaurus-plugin-content-blog/2024-01-01-hello.md?at=/fr/blog/2024/01/01/hello']);
  });

  it('names the current version’s file with editCurrentVersion, and gives the function form the locale', async () => {
    expect((await editUrls('current', `editUrl: '${base}', editCurrentVersion: true`)).versioned).toBe(`${base}/docs/intro.md`);
    const fn = await editUrls('function', 'editUrl: ({ locale, versionDocsDirPath, docPath, permalink }) => `https://x.example.com/${locale}/${versionDocsDirPath}/${docPath}?at=${permalink}`');
    expect(fn).toEqual({
      translated: 'https://x.example.com/fr/docs/intro.md?at=/fr/next/intro',
      untranslated: 'https://x.example.com/fr/docs/labelled.md?at=/fr/next/labelled',
      versioned: 'https://x.example.com/fr/versioned_docs/version-1.0/intro.md?at=/fr/intro',
    });
  });
});
