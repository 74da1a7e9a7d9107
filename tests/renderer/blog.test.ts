/**
 * The blog of tests/fixtures/blog-site, built once: its routes, the HTML of list, post, tag, tags
 * and archive pages, the feeds (parsed as XML and JSON), the search documents of type `blog`, and
 * the diagnostics of links into the blog.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite, type LoadedSite } from '../../engine/load.js';
import type { SearchIndexFile } from '../../engine/search/types.js';
import { buildToTemp, REPO_ROOT } from '../support/site.js';

const fixture = path.join(REPO_ROOT, 'tests/fixtures/blog-site');
let site: LoadedSite;
let outDir: string;

beforeAll(async () => {
  ({ site, outDir } = await buildToTemp(fixture));
}, 120_000);

const html = (route: string) => readFileSync(path.join(outDir, route.replace(/^\//, ''), 'index.html'), 'utf8');
/** The text of an element's HTML: tags dropped, whitespace collapsed. */
const textOf = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/\s+/g, ' ').trim();
/** Post titles in the order a list page shows them. */
const listedTitles = (markup: string) => [...markup.matchAll(/<h2 class="blog-post-title"><a href="[^"]*">([^<]*)<\/a><\/h2>/g)].map((m) => m[1]);

describe('blog routes', () => {
  it('has list pages of two posts, one page per post (drafts left out), tags, tags index and archive', () => {
    const blogRoutes = site.graph.routes.filter((r) => r.kind.startsWith('blog-')).map((r) => `${r.kind} ${r.path}`).sort();
    expect(blogRoutes).toEqual([
      'blog-archive /blog/archive',
      'blog-author /blog/authors/ada',
      'blog-authors /blog/authors',
      'blog-list /blog',
      'blog-list /blog/page/2',
      'blog-list /blog/page/3',
      'blog-post /blog/2024/02/01/secret',
      'blog-post /blog/2024/03/10/welcome',
      'blog-post /blog/2024/04/02/second-post',
      'blog-post /blog/2024/05/20/bundle',
      'blog-post /blog/2024/06/01/long-read',
      'blog-post /blog/custom/path',
      'blog-tag /blog/tags/engineering',
      'blog-tag /blog/tags/engineering/page/2',
      'blog-tag /blog/tags/release',
      'blog-tag /blog/tags/release/page/2',
      'blog-tag /blog/tags/secret-tag',
      'blog-tags /blog/tags',
    ]);
    expect(site.graph.routes.find((r) => r.path === '/blog/2024/02/01/secret')?.unlisted).toBe(true);
    expect(existsSync(path.join(outDir, 'blog/2024/06/15/draft'))).toBe(false);
    const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('https://blog.example.com/blog/2024/03/10/welcome</loc>');
    expect(sitemap).not.toContain('secret');
  });

  it('dates posts by file name, folder or front matter, and reads authors from authors.yml and inline', () => {
    const bySlug = new Map(site.graph.blogs[0].posts.map((p) => [p.permalink, p]));
    expect(bySlug.get('/blog/2024/04/02/second-post')?.date).toBe('2024-04-02T00:00:00.000Z');
    expect(bySlug.get('/blog/custom/path')?.date).toBe('2023-12-01T00:00:00.000Z');
    expect(bySlug.get('/blog/2024/03/10/welcome')?.authors.map((a) => a.name)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(bySlug.get('/blog/2024/03/10/welcome')?.authors[0].socials).toEqual({ github: 'https://github.com/ada-l', x: 'https://x.com/adalovelace' });
    expect(bySlug.get('/blog/2024/05/20/bundle')?.authors).toEqual([{ name: 'Linus Inline', title: 'Guest writer', url: 'https://example.com/linus' }]);
    expect(site.diagnostics.map((d) => `${d.file}:${d.line} ${d.rule}`)).toEqual([
      'blog/2024-02-01-secret.md:4 unknown-tag',
      'blog/2024-05-20-bundle/index.md:3 blog-inline-author',
      'blog/2024-06-01-long-read.md:1 blog-untruncated',
      // The fixture has no home page, which its navbar title links (tests/renderer/navbar-brand-link.test.ts).
      'site.config.ts:21 broken-link',
    ]);
  });
});

describe('blog pages', () => {
  it('lists the newest posts first, two a page, with newer/older entries links', () => {
    expect(listedTitles(html('/blog'))).toEqual(['A long read', 'A folder post']);
    expect(listedTitles(html('/blog/page/2'))).toEqual(['Second post', 'Welcome to the blog']);
    expect(listedTitles(html('/blog/page/3'))).toEqual(['An MDX post with a custom slug']);
    const first = html('/blog');
    expect(first).toContain('<title>Blog | Blog Fixture</title>');
    expect(first).toMatch(/<a class="pagination-link pagination-next" href="\/blog\/page\/2" rel="next"><span class="pagination-label">Older entries<\/span>/);
    expect(first).not.toContain('Newer entries');
    const second = html('/blog/page/2');
    expect(second).toMatch(/href="\/blog" rel="prev"><span class="pagination-label">Newer entries/);
    expect(second).toMatch(/href="\/blog\/page\/3" rel="next"><span class="pagination-label">Older entries/);
  });

  it('shows what comes before the truncate marker and a Read more link; untruncated posts in full', () => {
    const page = html('/blog/page/2');
    expect(page).toContain('This is the <strong>first post</strong>');
    expect(page).not.toContain('the hidden paragraph');
    expect(page).toContain('<a class="blog-read-more" href="/blog/2024/03/10/welcome" aria-label="Read more about Welcome to the blog"><b>Read more</b></a>');
    const mdx = html('/blog/page/3');
    expect(mdx).toContain('An MDX post dated by its front matter.');
    expect(mdx).not.toContain('Only on the post page.');
    const first = html('/blog');
    expect(first).toContain('observability observability');
    expect(first.match(/class="blog-read-more"/g)).toHaveLength(1); // the folder post only
    // Headings of excerpts keep no ids (several posts share a page).
    expect(first).not.toMatch(/<h2 id="the-long-part"/);
  });

  it('shows date, reading time, authors with avatars and socials, and tags', () => {
    const page = html('/blog/page/2');
    expect(page).toContain('<time dateTime="2024-03-10T00:00:00.000Z">March 10, 2024</time> · <!-- -->One min read');
    expect(page).toContain('<img class="blog-author-avatar" src="/img/ada.svg" alt="Ada Lovelace"');
    // Her own site opens in a new tab, as in Docusaurus.
    expect(page).toContain('<a href="https://example.com/grace" class="blog-author-name" target="_blank" rel="author noopener noreferrer">Grace Hopper<span class="sr-only"> (opens in new tab)</span></a>');
    expect(page).toContain('href="https://github.com/ada-l"');
    expect(textOf(html('/blog/2024/06/01/long-read'))).toMatch(/June 1, 2024 · 3 min read/);
  });

  it('renders a post with its full content, TOC, tags, sidebar and newer/older posts', () => {
    const page = html('/blog/2024/03/10/welcome');
    expect(page).toContain('<title>Welcome to the blog | Blog Fixture</title>');
    expect(page).toContain('<meta name="description" content="Why we started this blog.">');
    expect(page).toContain('<meta property="og:type" content="article">');
    expect(page).toContain('<h1 class="blog-post-title">Welcome to the blog</h1>');
    expect(page).toContain('the hidden paragraph');
    expect(page).toMatch(/<h2 id="first-steps">/);
    expect(page).toContain('<a href="#first-steps" class="toc-link">First steps</a>');
    expect(page).toContain('<a href="/blog/2024/04/02/second-post">next post</a>');
    expect(page).toMatch(/href="\/blog\/2024\/04\/02\/second-post" rel="prev"><span class="pagination-sublabel">Newer post<\/span><span class="pagination-label">Second post/);
    expect(page).toMatch(/href="\/blog\/custom\/path" rel="next"><span class="pagination-sublabel">Older post<\/span><span class="pagination-label">An MDX post with a custom slug/);
    // A tag's tags.yml description is its link's tooltip, as Docusaurus's Tag gives it.
    expect(page).toContain('<a class="tag" href="/blog/tags/release" rel="tag" title="New versions and what changed.">');
    const sidebar = /<nav class="blog-sidebar"[^>]*>([\s\S]*?)<\/nav>/.exec(page)![1];
    expect(textOf(sidebar)).toBe('All our posts 2024 A long read A folder post Second post Welcome to the blog 2023 An MDX post with a custom slug');
    expect(sidebar).toContain('aria-current="page"');
    // The navbar and footer of the site are there.
    expect(page).toContain('class="navbar');
    expect(page).toContain('Copyright 2024 Blog Fixture');
  });

  it('marks an unlisted post as such and keeps it out of lists, tags, archive and sidebar', () => {
    const page = html('/blog/2024/02/01/secret');
    expect(page).toContain('Unlisted page');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    for (const route of ['/blog', '/blog/page/2', '/blog/page/3', '/blog/archive', '/blog/tags']) expect(html(route)).not.toContain('An unlisted post');
    expect(html('/blog/tags/secret-tag')).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('has tag pages (paginated), a tags index with counts and an archive by year', () => {
    const release = html('/blog/tags/release');
    expect(release).toContain('<h1>3 posts tagged with &quot;Release&quot;</h1>');
    expect(release).toContain('New versions and what changed.');
    expect(release).toContain('<a href="/blog/tags" class="view-all-tags">View All Tags</a>');
    expect(listedTitles(release)).toEqual(['A long read', 'A folder post']);
    expect(listedTitles(html('/blog/tags/release/page/2'))).toEqual(['Welcome to the blog']);
    const tags = textOf(html('/blog/tags'));
    // The number shown, and in words for screen readers.
    expect(tags).toContain('Engineering 3 3 posts');
    expect(tags).toContain('Release 3 3 posts');
    expect(tags).not.toContain('secret');
    expect(html('/blog/tags')).toContain('<a class="tag" href="/blog/tags/engineering" title="How we build things.">');
    const archive = html('/blog/archive');
    expect(archive).toContain('<title>Archive | Blog Fixture</title>');
    const text = textOf(/<div class="blog-archive-years">([\s\S]*?)<\/div><\/div>/.exec(archive)![1]);
    expect(text).toBe(
      // As Docusaurus 3.9.2 (checked): years newest first, a year's posts oldest first, by month and day.
      '2024 March 10 - Welcome to the blog April 2 - Second post May 20 - A folder post June 1 - A long read 2023 December 1 - An MDX post with a custom slug',
    );
  });

  it('has author pages for authors with page: true, and an authors index of every author', () => {
    const ada = html('/blog/authors/ada');
    // As Docusaurus 3.9.2: titled with the number of posts, the name once as the heading, a link to all authors.
    expect(ada).toContain('<title>Ada Lovelace - 2 posts | Blog Fixture</title>');
    expect(/<header class="blog-author-header">[\s\S]*?<\/header>/.exec(ada)![0].match(/Ada Lovelace</g)).toHaveLength(1);
    expect(ada).toMatch(/<h1 class="blog-author-name">Ada Lovelace<\/h1>[\s\S]*<a href="\/blog\/authors">View all authors<\/a><\/header>/);
    expect(ada).toContain('Wrote the first program.');
    expect(listedTitles(ada)).toEqual(['Second post', 'Welcome to the blog']);
    expect(html('/blog/page/2')).toContain('<a href="/blog/authors/ada" class="blog-author-name" rel="author">Ada Lovelace</a>');
    // Her avatar links to her page too, as in Docusaurus: hidden from keyboards and screen readers, which have the name's link.
    expect(html('/blog/page/2')).toMatch(/<a href="\/blog\/authors\/ada" class="blog-author-avatar-link" tabindex="-1" aria-hidden="true" rel="author"><img class="blog-author-avatar" src="[^"]*ada[^"]*\.svg"/);
    const index = textOf(html('/blog/authors'));
    expect(index).toContain('Ada Lovelace Analyst of engines · 2 posts');
    // Docusaurus 3.9 lists every author of authors.yml there; one without a page links to their URL.
    expect(index).toMatch(/Grace Hopper \(opens in new tab\) Compiler pioneer · (One post|\d+ posts)/);
    expect(html('/blog/authors')).toContain('<a href="https://example.com/grace" class="blog-author-name" target="_blank" rel="author noopener noreferrer">Grace Hopper<span class="sr-only"> (opens in new tab)</span></a>');
    expect(html('/blog/authors')).not.toContain('href="/blog/authors/grace"');
  });

  it('links every page to the feeds, and docs links into the blog resolve', () => {
    const doc = html('/docs/intro');
    expect(doc).toContain('<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Blog Fixture RSS Feed">');
    expect(doc).toContain('<link rel="alternate" type="application/atom+xml" href="/blog/atom.xml" title="Blog Fixture Atom Feed">');
    expect(doc).toContain('href="/blog/2024/03/10/welcome#first-steps"');
  });
});

describe('a post page’s head', () => {
  // As Docusaurus 3.9.2's blog post page writes them (BlogPostPage/Metadata): the publication date,
  // the authors' URLs and the tags, each list in one tag.
  it('names its publication date, its authors and its tags', () => {
    const welcome = html('/blog/2024/03/10/welcome');
    expect(welcome).toContain(
      '<meta property="article:published_time" content="2024-03-10T00:00:00.000Z"><meta property="article:author" content="https://example.com/ada,https://example.com/grace"><meta property="article:tag" content="Release,Engineering">',
    );
    expect(html('/blog')).not.toContain('article:published_time');
  });

  it('is titled by front matter title_meta when it has one, its heading by its title', () => {
    const page = html('/blog/2024/06/01/long-read');
    expect(page).toContain('<title>The long read, in the head | Blog Fixture</title>');
    expect(page).toContain('<meta property="og:title" content="The long read, in the head | Blog Fixture">');
    expect(page).toMatch(/<h1[^>]*>A long read<\/h1>/);
  });

  // As Docusaurus 3.9.2 writes them (checked on a fixture with a base URL, authors, front matter image and keywords).
  const jsonLd = (markup: string) => [...markup.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);

  it('describes the post as a BlogPosting of the blog (JSON-LD)', () => {
    const [posting] = jsonLd(html('/blog/2024/03/10/welcome'));
    const url = 'https://blog.example.com/blog/2024/03/10/welcome';
    expect(posting).toMatchObject({ '@context': 'https://schema.org', '@type': 'BlogPosting', '@id': url, mainEntityOfPage: url, url, headline: 'Welcome to the blog', name: 'Welcome to the blog', datePublished: '2024-03-10T00:00:00.000Z', keywords: [] });
    expect(posting.isPartOf).toEqual({ '@type': 'Blog', '@id': 'https://blog.example.com/blog', name: 'Blog' });
    // Two authors: a list of people, each with what authors.yml gives (title as description, image under the base URL).
    expect(posting.author).toEqual([
      { '@type': 'Person', name: 'Ada Lovelace', description: 'Analyst of engines', url: 'https://example.com/ada', image: '/img/ada.svg' },
      { '@type': 'Person', name: 'Grace Hopper', description: 'Compiler pioneer', url: 'https://example.com/grace' },
    ]);
  });

  it('describes a list page as the Blog with that page’s posts, and a tag’s page not at all', () => {
    const [blog] = jsonLd(html('/blog/page/2'));
    expect(blog).toMatchObject({ '@type': 'Blog', '@id': 'https://blog.example.com/blog/page/2', headline: 'Blog', description: 'Blog' });
    const posts = blog.blogPost as { '@type': string; headline: string }[];
    expect(posts.map((p) => p.headline)).toEqual(listedTitles(html('/blog/page/2')));
    expect(posts.every((p) => p['@type'] === 'BlogPosting' && !('isPartOf' in p))).toBe(true);
    expect(jsonLd(html('/blog/tags/release'))).toEqual([]);
    expect(jsonLd(html('/blog/authors/ada'))).toEqual([]);
  });
});

describe('blog feeds', () => {
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['item', 'entry', 'category', 'dc:creator', 'author'].includes(name) });

  it('writes valid RSS 2.0 with the listed posts, newest first, and full content with absolute links', () => {
    const text = readFileSync(path.join(outDir, 'blog/rss.xml'), 'utf8');
    expect(XMLValidator.validate(text)).toBe(true);
    const channel = parser.parse(text).rss.channel;
    expect(channel.title).toBe('Blog Fixture Blog');
    expect(channel.link).toBe('https://blog.example.com/blog');
    expect(channel.copyright).toBe('Copyright 2024 Blog Fixture');
    expect(channel.item.map((i: { title: string }) => i.title)).toEqual(['A long read', 'A folder post', 'Second post', 'Welcome to the blog', 'An MDX post with a custom slug']);
    const welcome = channel.item[3];
    expect(welcome.link).toBe('https://blog.example.com/blog/2024/03/10/welcome');
    expect(welcome.pubDate).toBe('Sun, 10 Mar 2024 00:00:00 GMT');
    expect(welcome['dc:creator']).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(welcome.category).toEqual(['Release', 'Engineering']);
    expect(welcome['content:encoded']).toContain('the hidden paragraph');
    expect(welcome['content:encoded']).toContain('href="https://blog.example.com/blog/2024/04/02/second-post"');
    // A heading's anchor link too, on the post's URL, as Docusaurus's feed has it.
    expect(welcome['content:encoded']).toContain('href="https://blog.example.com/blog/2024/03/10/welcome#first-steps"');
    expect(welcome['content:encoded']).not.toMatch(/href="#/);
  });

  // A feed reader shows a post without the page's stylesheet and scripts: Docusaurus 3.9.2's feeds
  // carry no screen-reader note, icon or copy button (speice.io's feed showed 50 "(opens in new tab)").
  it('gives feed readers the content without what only the page needs', async () => {
    const { feedHtml } = await import('../../renderer/server/blog-feeds.js');
    const page = [
      '<link rel="stylesheet" href="/assets/css/components-1.css">',
      '<p>See <a href="https://example.org" target="_blank" rel="noopener noreferrer">Example<span class="sr-only"> (opens in new tab)</span><svg class="external-link-icon" width="13" height="13" aria-hidden="true"><use href="#i"></use></svg></a>.</p>',
      '<div class="code-block"><pre><code>x</code></pre><button type="button" class="copy-button" aria-label="Copy code to clipboard" title="Copy"><svg><path d="M0"></path></svg></button></div>',
      '<p><docs-island data-island="a1" data-props="{}"><mark>hi<docs-children>there</docs-children></mark></docs-island></p>',
      '<script type="module" src="/assets/js/island-a-1.js" data-island-script></script>',
      // A post's MDX <head> (realsites13 X, FerretDB's post with its own canonical URL): it showed in every feed item.
      '<template data-docs-head=""><link rel="canonical" href="https://example.org/x"><meta name="robots" content="noindex"></template>',
    ].join('');
    expect(feedHtml(page)).toBe('<p>See <a href="https://example.org" target="_blank" rel="noopener noreferrer">Example</a>.</p><div class="code-block"><pre><code>x</code></pre></div><p><mark>hithere</mark></p>');
  });

  // As Docusaurus 3.9.2 writes them (realsites8 J, BFBAN's `//bfban.com`): web URLs as the URL parser gives them back.
  it('writes the feed content’s web URLs absolute and whole, other schemes as written', async () => {
    const { absolutize } = await import('../../renderer/server/blog-feeds.js');
    const html = '<a href="//example.com">a</a><a href="https://example.com">b</a><a href="/docs/x">c</a><a href="#top">d</a><a href="mailto:a@example.com">e</a><img src="img/p.png">';
    expect(absolutize(html, 'https://site.example', 'https://site.example/blog/post')).toBe(
      '<a href="https://example.com/">a</a><a href="https://example.com/">b</a><a href="https://site.example/docs/x">c</a><a href="https://site.example/blog/post#top">d</a><a href="mailto:a@example.com">e</a><img src="https://site.example/blog/img/p.png">',
    );
  });

  it('writes valid Atom and JSON feeds', () => {
    const atom = readFileSync(path.join(outDir, 'blog/atom.xml'), 'utf8');
    expect(XMLValidator.validate(atom)).toBe(true);
    const feed = parser.parse(atom).feed;
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.updated).toBe('2024-06-01T00:00:00.000Z');
    expect(feed.entry).toHaveLength(5);
    expect(feed.entry[1].author[0].name).toBe('Linus Inline');
    const json = JSON.parse(readFileSync(path.join(outDir, 'blog/feed.json'), 'utf8'));
    expect(json.version).toBe('https://jsonfeed.org/version/1');
    expect(json.items.map((i: { url: string }) => i.url)[0]).toBe('https://blog.example.com/blog/2024/06/01/long-read');
    expect(json.items[3].content_html).toContain('the hidden paragraph');
  });
});

describe('search metadata', () => {
  /** The docusaurus_* and docsearch:* metas of a page, as name=content. */
  const searchMetas = (markup: string) => [...markup.matchAll(/<meta name="((?:docusaurus_|docsearch:)[^"]+)" content="([^"]*)">/g)].map((m) => `${m[1]}=${m[2]}`);

  it("writes Docusaurus's locale, page tag and docs version metas, for crawlers such as DocSearch", () => {
    const blogTag = (tag: string) => ['docusaurus_locale=en', 'docsearch:language=en', `docusaurus_tag=${tag}`, `docsearch:docusaurus_tag=${tag}`];
    expect(searchMetas(html('/blog'))).toEqual(blogTag('blog_posts_list'));
    expect(searchMetas(html('/blog/tags'))).toEqual(blogTag('blog_tags_list'));
    expect(searchMetas(html('/blog/tags/release'))).toEqual(blogTag('blog_tags_posts'));
    expect(searchMetas(html('/blog/authors'))).toEqual(blogTag('blog_authors_list'));
    expect(searchMetas(html('/blog/authors/ada'))).toEqual(blogTag('blog_authors_posts'));
    expect(searchMetas(html('/blog/2024/03/10/welcome'))).toEqual(blogTag('default'));
    expect(searchMetas(html('/blog/archive'))).toEqual(blogTag('default'));
    expect(searchMetas(html('/docs/intro'))).toEqual(['docusaurus_locale=en', 'docsearch:language=en', 'docusaurus_version=current', 'docusaurus_tag=docs-default-current', 'docsearch:version=current', 'docsearch:docusaurus_tag=docs-default-current']);
  });
});

describe('blog search documents', () => {
  it('indexes each listed post section by section as type blog', () => {
    const index = JSON.parse(readFileSync(path.join(outDir, 'search-index-en.json'), 'utf8')) as SearchIndexFile;
    const blog = index.documents.filter((d) => d.type === 'blog');
    expect(new Set(blog.map((d) => d.pageTitle))).toEqual(new Set(['A long read', 'A folder post', 'Second post', 'Welcome to the blog', 'An MDX post with a custom slug']));
    expect(blog).toContainEqual(expect.objectContaining({ pageTitle: 'Welcome to the blog', sectionTitle: 'First steps', sectionRoute: '/blog/2024/03/10/welcome#first-steps' }));
    expect(index.documents.filter((d) => d.type === 'docs').map((d) => d.pageTitle)).toContain('Introduction');
  });
});

describe('links into the blog', () => {
  let copy: string;
  beforeAll(() => {
    copy = path.join(mkdtempSync(path.join(tmpdir(), 'docs-blog-')), 'site');
    cpSync(fixture, copy, { recursive: true });
    writeFileSync(path.join(copy, 'docs/broken.md'), '# Broken\n\nSee [the welcome](/blog/2024/03/10/welcom) and [steps](/blog/2024/03/10/welcome#first-step).\n');
    writeFileSync(path.join(copy, 'blog/2024-07-01-links.md'), '---\ntitle: Links\n---\n\nA [missing post](./2024-07-02-nothing.md).\n\n<!-- truncate -->\n');
    writeFileSync(path.join(copy, 'off.config.ts'), readFileSync(path.join(copy, 'site.config.ts'), 'utf8').replace(/blog: \{[\s\S]*?\n {2}\},/, 'blog: false,'));
  });

  it('reports a broken link and a broken anchor into a post at file:line:col, with the route it meant', async () => {
    const { diagnostics } = await loadSite(copy, { cache: false });
    const link = diagnostics.find((d) => d.file === 'docs/broken.md' && d.rule === 'broken-link');
    expect(link).toMatchObject({ severity: 'error', line: 3, column: 5, suggestion: '/blog/2024/03/10/welcome' });
    const anchor = diagnostics.find((d) => d.file === 'docs/broken.md' && d.rule === 'broken-anchor');
    expect(anchor).toMatchObject({ line: 3, column: 48, suggestion: 'first-steps' });
    expect(anchor?.message).toContain('/blog/2024/03/10/welcome');
    const md = diagnostics.find((d) => d.file === 'blog/2024-07-01-links.md');
    expect(md).toMatchObject({ rule: 'broken-markdown-link', line: 5, column: 3 });
  });

  it('builds no blog with blog: false, and links to /blog are then broken', async () => {
    const { graph, diagnostics } = await loadSite(copy, { cache: false, config: 'off.config.ts' });
    expect(graph.blogs).toEqual([]);
    expect(graph.routes.some((r) => r.path.startsWith('/blog'))).toBe(false);
    expect(diagnostics.filter((d) => d.file === 'docs/intro.md' && d.rule === 'broken-link')).toHaveLength(4);
  });
});
