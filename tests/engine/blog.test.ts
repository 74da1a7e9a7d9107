/** The blog's conventions, function by function: file names, truncation, pagination, options, authors. */
import { describe, expect, it } from 'vitest';
import { resolvePostAuthors } from '../../engine/blog/authors.js';
import { paginate } from '../../engine/blog/graph.js';
import { feedTypes } from '../../engine/blog/feed-types.js';
import { readBlogOptions } from '../../engine/blog/options.js';
import { parseBlogFileName, readingTimeOf, readingWordCount, truncatedTree } from '../../engine/blog/posts.js';
import { parseContent } from '../../engine/content/parse.js';

describe('blog file names', () => {
  it('take the date and slug from YYYY-MM-DD-slug.md, YYYY/MM/DD/slug.md and folders with index.md', () => {
    expect(parseBlogFileName('2024-03-10-welcome.md')).toEqual({ date: new Date('2024-03-10T00:00:00Z'), text: 'welcome', slug: '/2024/03/10/welcome' });
    expect(parseBlogFileName('2024/04/02/second-post.mdx')).toEqual({ date: new Date('2024-04-02T00:00:00Z'), text: 'second-post', slug: '/2024/04/02/second-post' });
    // A one-digit month or day, kept in the slug as written (Docusaurus 3.9.2: /blog/2023/10/7/hello).
    expect(parseBlogFileName('2023/10/7-hello/index.md')).toEqual({ date: new Date('2023-10-07T00:00:00Z'), text: 'hello', slug: '/2023/10/7/hello' });
    expect(parseBlogFileName('2023/9/15-month.md')).toEqual({ date: new Date('2023-09-15T00:00:00Z'), text: 'month', slug: '/2023/9/15/month' });
    expect(parseBlogFileName('2024-05-20-bundle/index.md')).toMatchObject({ text: 'bundle', slug: '/2024/05/20/bundle' });
    expect(parseBlogFileName('news/2024-01-02-hi.md')).toMatchObject({ slug: '/2024/01/02/news/hi' });
    expect(parseBlogFileName('about/index.md')).toEqual({ text: 'about', slug: '/about' });
    expect(parseBlogFileName('plain.md')).toEqual({ text: 'plain', slug: '/plain' });
  });
});

describe('truncation and reading time', () => {
  it('finds <!-- truncate --> in Markdown and {/* truncate */} in MDX at the top level', () => {
    expect(truncatedTree(parseContent('Intro\n\n<!-- truncate -->\n\nRest\n', 'a.md', 'md').tree)?.at).toBe(1);
    expect(truncatedTree(parseContent('Intro\n\n{/* truncate */}\n\nRest\n', 'a.mdx', 'mdx').tree)?.at).toBe(1);
    expect(truncatedTree(parseContent('Intro\n\n<!-- more -->\n', 'a.md', 'md').tree)).toBeUndefined();
  });

  it('reads at 200 words a minute', () => {
    expect(readingTimeOf(readingWordCount(`${'word '.repeat(400)}\n`, 'en'))).toBe(2);
  });
});

describe('list pages', () => {
  it('paginates under page/N, ALL on one page', () => {
    const pages = paginate(['a', 'b', 'c'], '/blog', 'page', 2);
    expect(pages.map((p) => [p.permalink, p.postKeys, p.previous, p.next])).toEqual([
      ['/blog', ['a', 'b'], undefined, '/blog/page/2'],
      ['/blog/page/2', ['c'], '/blog', undefined],
    ]);
    expect(paginate(['a', 'b', 'c'], '/blog', 'page', 'ALL')).toHaveLength(1);
  });
});

describe('blog options', () => {
  it('has Docusaurus defaults, feed types from all/one/list/null, and errors naming the key', () => {
    const { options } = readBlogOptions({}, 'site.config.ts');
    expect(options).toMatchObject({ path: 'blog', routeBasePath: 'blog', postsPerPage: 10, blogSidebarCount: 5, blogSidebarTitle: 'Recent posts', showReadingTime: true });
    expect(feedTypes(options!.feedOptions.type)).toEqual(['rss', 'atom']);
    expect(feedTypes('all')).toEqual(['rss', 'atom', 'json']);
    expect(feedTypes('json')).toEqual(['json']);
    expect(feedTypes(null)).toEqual([]);
    expect(readBlogOptions(false, 'site.config.ts').options).toBeUndefined();
    const bad = readBlogOptions({ postsPerPage: 'many' }, 'site.config.ts');
    expect(bad.options).toBeUndefined();
    expect(bad.diagnostics[0]).toMatchObject({ severity: 'error', file: 'site.config.ts' });
    expect(bad.diagnostics[0].message).toContain('blog.postsPerPage');
  });
});

describe('post authors', () => {
  const map = { file: 'blog/authors.yml', authors: new Map([['ada', { key: 'ada', name: 'Ada' }]]) };

  it('resolves keys, inline objects and the legacy author keys; an unknown key is an error with a suggestion', () => {
    expect(resolvePostAuthors({ authors: ['ada', { name: 'Bo', image_url: '/b.png' }] }, map, null, 'blog/x.md', 2, 'blog/authors.yml').authors).toEqual([{ key: 'ada', name: 'Ada' }, { name: 'Bo', imageURL: '/b.png' }]);
    // An inline author is reported even where the site has no authors map, as Docusaurus 3.9 reports it.
    const legacy = resolvePostAuthors({ author: 'Old', author_url: 'https://o.example' }, undefined, 'warning', 'blog/x.md', 2, 'blog/authors.yml');
    expect(legacy.authors).toEqual([{ name: 'Old', url: 'https://o.example' }]);
    expect(legacy.diagnostics).toMatchObject([{ severity: 'warning', rule: 'blog-inline-author', file: 'blog/x.md', line: 2 }]);
    expect(legacy.diagnostics[0].message).toContain('not by a key of blog/authors.yml');
    expect(resolvePostAuthors({ author: 'Old' }, undefined, null, 'blog/x.md', 2, 'blog/authors.yml').diagnostics).toEqual([]);
    const unknown = resolvePostAuthors({ authors: 'adaa' }, map, null, 'blog/x.md', 3, 'blog/authors.yml').diagnostics;
    expect(unknown).toMatchObject([{ severity: 'error', rule: 'blog-author', file: 'blog/x.md', line: 3, suggestion: 'ada' }]);
  });
});

/** A blog-only Docusaurus site of `posts` (file name -> text) in a temporary folder, loaded; the folder is removed. */
async function loadBlog(posts: Record<string, string>) {
  const { mkdtempSync, mkdirSync, rmSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = (await import('node:path')).default;
  const { loadSite } = await import('../../engine/load.js');
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-blog-'));
  mkdirSync(path.join(dir, 'blog'));
  for (const [file, text] of Object.entries(posts)) writeFileSync(path.join(dir, 'blog', file), text);
  writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'B', url: 'https://b.example.com', baseUrl: '/', presets: [['classic', { docs: false }]] };\n");
  try {
    return await loadSite(dir, { cache: false });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('a post that fails to parse', () => {
  // Docusaurus 3.9.2 reports only the MDX error; we added a false "no truncation marker" warning.
  it('has its syntax error reported, and no missing truncation marker', async () => {
    const { diagnostics } = await loadBlog({ '2025-01-01-post.mdx': '---\ntitle: Post\n---\n\nIntro.\n\n{/* truncate */}\n\n<details>\n\nNever closed.\n' });
    expect(diagnostics.map((d) => [d.severity, d.rule])).toEqual([['error', 'mdx-syntax']]);
  });
});

describe('a post’s front matter date written without a time zone', () => {
  // Docusaurus 3.9.2 reads it as UTC (`new Date(text + 'Z')`) in any time zone (Audius's blog writes
  // `date: 2020-11-17T23:30`); we read it in the build machine's zone, a day off east or west of UTC.
  it('is UTC, whatever zone the build runs in', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      const { graph } = await loadBlog({
        'minutes.md': '---\ntitle: Minutes\ndate: 2020-11-17T23:30\n---\n\nText.\n\n<!-- truncate -->\n',
        'zoned.md': '---\ntitle: Zoned\ndate: 2024-01-31T10:00:00+02:00\n---\n\nText.\n\n<!-- truncate -->\n',
      });
      const dates = Object.fromEntries(graph.blogs[0].posts.map((p) => [p.title, p.date]));
      expect(dates).toEqual({ Minutes: '2020-11-17T23:30:00.000Z', Zoned: '2024-01-31T08:00:00.000Z' });
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
