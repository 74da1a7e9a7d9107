/**
 * A second blog plugin instance (tests/fixtures/blog-instances: `changelog`, listed in `plugins`
 * with an id, beside the preset's blog), built as Docusaurus 3.9.2 builds it (the same fixture built
 * by Docusaurus writes the same 49 HTML and feed files, with the same list pages, sidebars, tags,
 * authors, feed titles and French translations): its own routes, sidebar, authors, tags, feeds, edit
 * URLs and translations (`i18n/fr/docusaurus-plugin-content-blog-changelog`); its posts are searched
 * from the site's index, and every page's head links to both blogs' feeds.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { linkedTextOf } from '../support/page-text.js';
import { REPO_ROOT } from '../support/site.js';

const fixture = path.join(REPO_ROOT, 'tests/fixtures/blog-instances');
const scratch = mkdtempSync(path.join(tmpdir(), 'blog-instances-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const textOf = linkedTextOf;

let out: string;
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
const mainOf = (file: string) => textOf(/<main[\s\S]*<\/main>/.exec(read(file))![0]);

beforeAll(async () => {
  const site = path.join(scratch, 'site');
  cpSync(fixture, site, { recursive: true });
  out = path.join(site, 'build');
  await new Promise<void>((resolve, reject) =>
    execFile(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site], { env: { ...process.env, NO_COLOR: '1' } }, (error, _stdout, err) => (error ? reject(new Error(err)) : resolve())),
  );
}, 120_000);

describe('a blog plugin instance with an id (Docusaurus multi-instance blog)', () => {
  it('loads both blogs, each with its own routes (the other instance’s named by its id)', async () => {
    const { graph, diagnostics } = await loadSite(fixture, { cache: false });
    expect(diagnostics).toEqual([]);
    expect(graph.blogs.map((b) => [b.pluginId, b.path, b.basePath, b.title, b.posts.map((p) => p.permalink)])).toEqual([
      ['default', 'blog', '/blog', 'Blog', ['/blog/2024/01/01/hello']],
      ['changelog', 'changelog', '/changelog', 'Changelog', ['/changelog/2024/04/01/v1-1', '/changelog/2024/03/01/2024/v1']],
    ]);
    const blogRoutes = graph.routes.filter((r) => r.kind.startsWith('blog-')).map((r) => `${r.kind} ${r.path}${r.blogId ? ` (${r.blogId})` : ''}`);
    expect(blogRoutes.sort()).toEqual(
      [
        'blog-list /blog',
        'blog-post /blog/2024/01/01/hello',
        'blog-tags /blog/tags',
        'blog-tag /blog/tags/news',
        'blog-archive /blog/archive',
        'blog-authors /blog/authors',
        'blog-author /blog/authors/ada',
        'blog-list /changelog (changelog)',
        'blog-post /changelog/2024/04/01/v1-1 (changelog)',
        'blog-post /changelog/2024/03/01/2024/v1 (changelog)',
        'blog-tags /changelog/tags (changelog)',
        'blog-tag /changelog/tags/news (changelog)',
        'blog-tag /changelog/tags/release (changelog)',
        'blog-archive /changelog/archive (changelog)',
        'blog-authors /changelog/authors (changelog)',
      ].sort(),
    );
  });

  it('writes the other blog’s list, post, tag, archive and authors pages with its own title, sidebar and authors', () => {
    const list = mainOf('changelog/index.html');
    expect(list).toContain('Changelog [/changelog/2024/04/01/v1-1] Version 1.1 April 1, 2024 Second release.');
    expect(list).toContain('All releases 2024 [/changelog/2024/04/01/v1-1] Version 1.1 [/changelog/2024/03/01/2024/v1] Version 1.0');
    expect(read('changelog/index.html')).toContain('<title>Changelog | Two Blogs</title>');
    // Its posts link to the other blog's by file; reading time is off for this blog only.
    const post = mainOf('changelog/2024/03/01/2024/v1/index.html');
    expect(post).toContain('Bob Release manager');
    expect(post).toContain('First release. See [/blog/2024/01/01/hello] hello .');
    expect(post).toContain('[https://github.com/x/y/edit/main/changelog/2024/2024-03-01-v1.md] Edit this page');
    expect(post).not.toContain('min read');
    expect(mainOf('blog/2024/01/01/hello/index.html')).toContain('min read');
    expect(mainOf('changelog/tags/release/index.html')).toContain('2 posts tagged with &quot;release&quot; [/changelog/tags] View All Tags');
    expect(mainOf('changelog/authors/index.html')).toContain('Bob Release manager');
    expect(mainOf('changelog/authors/index.html')).not.toContain('Ada');
    expect(mainOf('changelog/archive/index.html')).toContain('[/changelog/2024/03/01/2024/v1] March 1 - Version 1.0 [/changelog/2024/04/01/v1-1] April 1 - Version 1.1');
    // The default blog keeps its own pages.
    expect(mainOf('blog/index.html')).toContain('Blog [/blog/2024/01/01/hello] Hello');
    expect(mainOf('blog/index.html')).not.toContain('Version 1.1');
  });

  it('writes each blog’s feeds, and links every page’s head to all of them, titled as Docusaurus titles them', () => {
    for (const file of ['rss.xml', 'atom.xml', 'feed.json']) expect(existsSync(path.join(out, 'changelog', file))).toBe(true);
    expect(existsSync(path.join(out, 'blog/feed.json'))).toBe(false);
    expect(read('changelog/rss.xml')).toContain('<title>Release feed</title>');
    expect(read('changelog/rss.xml')).toContain('<link>https://example.com/changelog/2024/04/01/v1-1</link>');
    expect(read('changelog/rss.xml')).not.toContain('Hello post');
    const head = /<head>[\s\S]*<\/head>/.exec(read('docs/intro/index.html'))![0];
    expect(head.match(/<link rel="alternate" type="application\/[^>]*>/g)).toEqual([
      '<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Two Blogs RSS Feed">',
      '<link rel="alternate" type="application/atom+xml" href="/blog/atom.xml" title="Two Blogs Atom Feed">',
      '<link rel="alternate" type="application/rss+xml" href="/changelog/rss.xml" title="Release feed RSS Feed">',
      '<link rel="alternate" type="application/atom+xml" href="/changelog/atom.xml" title="Release feed Atom Feed">',
      '<link rel="alternate" type="application/json" href="/changelog/feed.json" title="Release feed JSON Feed">',
    ]);
  });

  it('translates the other blog from i18n/fr/docusaurus-plugin-content-blog-changelog (posts and options.json)', () => {
    const list = mainOf('fr/changelog/index.html');
    expect(list).toContain('Journal [/fr/changelog/2024/04/01/v1-1] Version 1.1 FR');
    expect(list).toContain('Toutes les versions 2024');
    expect(read('fr/changelog/index.html')).toContain('<title>Journal | Two Blogs</title>');
    // A translated post links to an untranslated one by its path in the locale's folder.
    const post = mainOf('fr/changelog/2024/04/01/v1-1/index.html');
    expect(post).toContain('Deuxième version, après la [/fr/changelog/2024/03/01/2024/v1] 1.0 .');
    expect(post).toContain('[https://github.com/x/y/edit/main/changelog/2024-04-01-v1-1.md] Éditer cette page');
    expect(mainOf('fr/changelog/2024/03/01/2024/v1/index.html')).toContain('First release. See [/fr/blog/2024/01/01/hello] hello .');
  });

  it('searches both blogs’ posts from the site’s index', () => {
    const index = read('search-index-en.json');
    expect(index).toContain('"/changelog/2024/03/01/2024/v1#added"');
    expect(index).toContain('"/blog/2024/01/01/hello"');
  });
});
