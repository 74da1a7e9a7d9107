/**
 * Posts -> the blog graph: newest first, newer/older links between listed posts, paginated list
 * pages (`/blog`, `/blog/page/2`), tags and their pages, the archive and the sidebar, and the routes
 * of all of them. Drafts are never built; unlisted posts get their page, a place on their authors'
 * pages and a place of the sidebar's count (shown on their own page only), and nothing else.
 */
import path from 'node:path';
import { applyTrailingSlash, joinRoute } from '../content/ids.js';
import type { Route } from '../graph/types.js';
import { byLabel } from '../graph/tags.js';
import { feedTypes } from './feed-types.js';
import { type BlogOptions, DEFAULT_BLOG_ID } from './options.js';
import { type BlogAuthor, type BlogGraph, type BlogListPage, type BlogPost, type BlogTag, BUILT_IN_XSLT, type FeedXslt } from './types.js';

/** Splits `keys` into list pages under `basePath` (`basePath`, `basePath/page/2`, ...), in the site's `trailingSlash` form. */
export function paginate(keys: string[], basePath: string, pageBasePath: string, perPage: number | 'ALL', trailingSlash?: boolean): BlogListPage[] {
  const size = perPage === 'ALL' || perPage === 0 ? Math.max(1, keys.length) : perPage;
  const total = Math.max(1, Math.ceil(keys.length / size));
  const permalinkOf = (page: number) => applyTrailingSlash(page === 1 ? basePath : joinRoute(basePath, pageBasePath, String(page)), trailingSlash);
  return Array.from({ length: total }, (_, i) => ({
    permalink: permalinkOf(i + 1),
    page: i + 1,
    totalPages: total,
    postKeys: keys.slice(i * size, (i + 1) * size),
    ...(i > 0 ? { previous: permalinkOf(i) } : {}),
    ...(i + 1 < total ? { next: permalinkOf(i + 2) } : {}),
  }));
}

export interface BlogGraphInput {
  /** The blog plugin instance (DEFAULT_BLOG_ID for `blog`). */
  pluginId: string;
  /** Blog folder relative to the site root. */
  path: string;
  options: BlogOptions;
  siteTitle: string;
  /** Every post read, drafts included (they are dropped here). */
  posts: BlogPost[];
  sidebarGroupByYear: boolean;
  /** The authors of authors.yml (those with a page get one). */
  authors?: BlogAuthor[];
  /** The site's `trailingSlash`: the blog's list, tag, archive and author routes follow it, as its posts' do. */
  trailingSlash?: boolean;
}

/** `feedOptions.xslt` as the stylesheet of each XML feed: true names the built-in one, a string a file of the blog folder. */
export function feedXslt(option: BlogOptions['feedOptions']['xslt'], blogPath: string): FeedXslt {
  const one = (value: string | boolean | null | undefined): string | undefined =>
    value === true ? BUILT_IN_XSLT : typeof value === 'string' && value ? (path.posix.isAbsolute(value) ? value : path.posix.join(blogPath, value)) : undefined;
  const wanted = typeof option === 'object' && option ? option : { rss: option, atom: option };
  const rss = one(wanted.rss);
  const atom = one(wanted.atom);
  return { ...(rss !== undefined ? { rss } : {}), ...(atom !== undefined ? { atom } : {}) };
}

/**
 * Every author of authors.yml is on the authors index (as in Docusaurus 3.9, which writes it
 * whenever authors.yml has an author), with their posts, unlisted ones too (as Docusaurus lists
 * them there, not on tag pages); those with `page` also get their own paginated pages, whose
 * page 2 Docusaurus puts under authorsBasePath, not pageBasePath: /blog/authors/ada/authors/2.
 */
function authorsOf(authors: readonly BlogAuthor[], posts: readonly BlogPost[], options: BlogOptions, trailingSlash: boolean | undefined): Pick<BlogGraph, 'authorsIndex' | 'authorPages'> {
  const authorsIndex = authors.map((author) => ({
    author,
    postKeys: posts.filter((p) => p.authors.some((a) => a.key === author.key)).map((p) => p.key),
  }));
  const authorPages = authorsIndex
    .filter(({ author }) => author.page)
    .map(({ author, postKeys }) => ({ author, permalink: author.page!, postKeys, pages: paginate(postKeys, author.page!, options.authorsBasePath, options.postsPerPage, trailingSlash) }));
  return { authorsIndex, authorPages };
}

export function buildBlogGraph(input: BlogGraphInput): BlogGraph {
  const { options, trailingSlash } = input;
  const slashed = (route: string) => applyTrailingSlash(route, trailingSlash);
  const basePath = slashed(joinRoute(options.routeBasePath));
  // Newest first, posts of one date in the order Docusaurus finds their files (those of a folder
  // before those of its sub-folders, then by path); `ascending` is that list reversed, ties too.
  const depth = (p: BlogPost) => p.source.split('/').length;
  const posts = input.posts
    .filter((p) => !p.draft)
    .map((p, order) => ({ p, order, depth: depth(p) }))
    .sort((a, b) => Date.parse(b.p.date) - Date.parse(a.p.date) || a.depth - b.depth || a.order - b.order)
    .map(({ p }) => p);
  if (options.sortPosts === 'ascending') posts.reverse();
  const listed = posts.filter((p) => !p.unlisted);
  listed.forEach((post, i) => {
    const newer = listed[i - 1];
    const older = listed[i + 1];
    if (newer) post.newer = { title: newer.title, permalink: newer.permalink };
    if (older) post.older = { title: older.title, permalink: older.permalink };
  });

  const tagsByPermalink = new Map<string, BlogTag>();
  for (const post of posts) {
    for (const ref of post.tags) {
      let tag = tagsByPermalink.get(ref.permalink);
      if (!tag) {
        tag = { label: ref.label, permalink: ref.permalink, ...(ref.description ? { description: ref.description } : {}), postKeys: [], unlisted: true };
        tagsByPermalink.set(ref.permalink, tag);
      }
      if (!post.unlisted) {
        tag.unlisted = false;
        tag.postKeys.push(post.key);
      }
    }
  }
  const tags = [...tagsByPermalink.values()].sort(byLabel);
  const tagPages: Record<string, BlogListPage[]> = {};
  for (const tag of tags) tagPages[tag.permalink] = paginate(tag.postKeys, tag.permalink, options.pageBasePath, options.postsPerPage, trailingSlash);

  const { authorsIndex, authorPages } = authorsOf(input.authors ?? [], posts, options, trailingSlash);

  const feed = options.feedOptions;
  // Counted over every post: an unlisted one takes its place, and is shown on its own page only (blog-pages.ts).
  const sidebarCount = options.blogSidebarCount === 'ALL' ? posts.length : options.blogSidebarCount;
  return {
    pluginId: input.pluginId,
    path: input.path,
    basePath,
    title: options.blogTitle,
    description: options.blogDescription,
    posts,
    listPages: posts.length ? paginate(listed.map((p) => p.key), basePath, options.pageBasePath, options.postsPerPage, trailingSlash) : [],
    tags,
    tagPages,
    ...(tags.length ? { tagsPath: slashed(joinRoute(basePath, options.tagsBasePath)) } : {}),
    ...(options.archiveBasePath !== null && listed.length ? { archivePath: slashed(joinRoute(basePath, options.archiveBasePath)) } : {}),
    ...(authorsIndex.length ? { authorsPath: slashed(joinRoute(basePath, options.authorsBasePath)) } : {}),
    authorsIndex,
    authorPages,
    sidebar: { title: options.blogSidebarTitle, postKeys: posts.slice(0, sidebarCount).map((p) => p.key) },
    feed: {
      types: listed.length ? feedTypes(feed.type) : [],
      title: feed.title ?? `${input.siteTitle} Blog`,
      linkTitle: feed.title ?? input.siteTitle,
      description: feed.description ?? `${input.siteTitle} Blog`,
      copyright: feed.copyright,
      ...(feed.language ? { language: feed.language } : {}),
      limit: typeof feed.limit === 'number' ? feed.limit : false,
      xslt: feedXslt(feed.xslt, input.path),
    },
    showReadingTime: options.showReadingTime,
    ...(options.truncateMarker ? { truncateMarker: options.truncateMarker } : {}),
    sidebarGroupByYear: input.sidebarGroupByYear,
  };
}

/** The routes of the blog: list pages, posts, tags index and tag pages, archive. */
export function blogRoutes(blog: BlogGraph): { route: Route; owner: string; file?: string; line?: number }[] {
  const out: { route: Route; owner: string; file?: string; line?: number }[] = [];
  // Another instance's routes name it (the default blog's stay as they were).
  const own = blog.pluginId === DEFAULT_BLOG_ID ? {} : { blogId: blog.pluginId };
  const the = blog.pluginId === DEFAULT_BLOG_ID ? 'the blog' : `blog "${blog.pluginId}"`;
  for (const page of blog.listPages) out.push({ route: { path: page.permalink, kind: 'blog-list', listPage: page.page, ...own }, owner: page.page === 1 ? the : `${the} page ${page.page}` });
  for (const post of blog.posts) {
    out.push({ route: { path: post.permalink, kind: 'blog-post', postKey: post.key, ...(post.unlisted ? { unlisted: true } : {}), ...own }, owner: post.source, file: post.source, line: post.frontMatterLines.slug ?? 1 });
  }
  if (blog.tagsPath) out.push({ route: { path: blog.tagsPath, kind: 'blog-tags', ...own }, owner: `${the} tags index` });
  for (const tag of blog.tags) {
    for (const page of blog.tagPages[tag.permalink] ?? []) {
      out.push({ route: { path: page.permalink, kind: 'blog-tag', tag: tag.permalink, listPage: page.page, ...(tag.unlisted ? { unlisted: true } : {}), ...own }, owner: `${the} tag "${tag.label}"${page.page > 1 ? ` page ${page.page}` : ''}` });
    }
  }
  if (blog.archivePath) out.push({ route: { path: blog.archivePath, kind: 'blog-archive', ...own }, owner: `${the} archive` });
  if (blog.authorsPath) out.push({ route: { path: blog.authorsPath, kind: 'blog-authors', ...own }, owner: `${the} authors index` });
  for (const { author, permalink, pages } of blog.authorPages) {
    for (const page of pages) out.push({ route: { path: page.permalink, kind: 'blog-author', author: permalink, listPage: page.page, ...own }, owner: `${the} author "${author.key}"${page.page > 1 ? ` page ${page.page}` : ''}` });
  }
  return out;
}

/** The blog a blog route belongs to. */
export function blogOfRoute(blogs: BlogGraph[], route: Pick<Route, 'blogId'>): BlogGraph | undefined {
  const id = route.blogId ?? DEFAULT_BLOG_ID;
  return blogs.find((b) => b.pluginId === id);
}
