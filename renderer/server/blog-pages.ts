/** The blog graph -> the page data of each blog route (renderer/blog-model.ts). */
import type { BlogAuthor, BlogGraph, BlogListPage, BlogPost } from '../../engine/blog/types.js';
import type { Route, SiteGraph } from '../../engine/graph/types.js';
import type { BlogArchivePageData, BlogAuthorData, BlogAuthorsPageData, BlogListPageData, BlogPageData, BlogPostItemData, BlogPostPageData, BlogSidebarData, BlogTagsPageData } from '../blog-model.js';
import type { BlogContents } from './blog-content.js';
import { countText, themeText } from '../theme-text.js';
import { hrefOf } from '../hrefs.js';
import { readingTimeLabel } from '../reading-time.js';
import { buildToc, lastUpdateData, pageTitle } from './model.js';
import { authorImageOf, blogListJsonLd, blogPostJsonLd } from './blog-structured-data.js';
import { socialImageUrl } from './social-image.js';
import { tagGroups, tagLink } from './tag-links.js';
import type { AssetSink } from '../markdown/index.js';

/** What a blog route renders: its page data and head extras. */
export interface BlogRoutePage {
  page: BlogPageData;
  noIndex?: boolean;
  keywords?: string[];
  docImage?: string;
}

export interface BlogPageContext {
  graph: SiteGraph;
  blog: BlogGraph;
  contents: BlogContents;
  postsByKey: Map<string, BlogPost>;
  dateFormat: Intl.DateTimeFormat;
  siteUrl: string;
  /** The build's image sink: a post's social image relative to its file is copied through it. */
  images?: AssetSink;
}

export function blogPageContext(graph: SiteGraph, blog: BlogGraph, contents: BlogContents, siteUrl: string, images?: AssetSink): BlogPageContext {
  const dateFormat = localeDateFormat(graph, { year: 'numeric', month: 'long', day: 'numeric' });
  return { graph, blog, contents, postsByKey: new Map(blog.posts.map((p) => [p.key, p])), dateFormat, siteUrl, ...(images ? { images } : {}) };
}

const SOCIAL_LABELS: Record<string, string> = { github: 'GitHub', x: 'X', twitter: 'Twitter', linkedin: 'LinkedIn', stackoverflow: 'Stack Overflow', bluesky: 'Bluesky', instagram: 'Instagram', threads: 'Threads', mastodon: 'Mastodon', twitch: 'Twitch', youtube: 'YouTube', email: 'Email' };

function authorData(graph: SiteGraph, author: BlogAuthor): BlogAuthorData {
  const image = authorImageOf(graph, author);
  return {
    ...(author.name ? { name: author.name } : {}),
    ...(author.title ? { title: author.title } : {}),
    ...(author.url ? { url: author.url } : {}),
    ...(author.email ? { email: author.email } : {}),
    ...(image ? { imageURL: image } : {}),
    ...(author.socials ? { socials: Object.entries(author.socials).map(([platform, href]) => ({ platform: SOCIAL_LABELS[platform] ?? platform, href })) } : {}),
    ...(author.description ? { description: author.description } : {}),
    ...(author.page ? { pageHref: hrefOf(graph, author.page) } : {}),
  };
}

/** A post as list pages (`excerpt`) or its own page show it. */
function postItem(ctx: BlogPageContext, post: BlogPost, excerpt: boolean): BlogPostItemData {
  const rendered = ctx.contents.of(post);
  return {
    title: post.title,
    href: hrefOf(ctx.graph, post.permalink),
    date: post.date,
    dateLabel: ctx.dateFormat.format(new Date(post.date)),
    ...(post.readingTime !== undefined ? { readingTime: readingTimeLabel(Math.max(1, Math.ceil(post.readingTime)), ctx.graph.locale.locale, ctx.graph.translations) } : {}),
    authors: post.authors.map((a) => authorData(ctx.graph, a)),
    tags: post.tags.map((t) => tagLink(ctx.graph, t)),
    contentHtml: excerpt ? rendered.excerptHtml : rendered.html,
    truncated: excerpt && post.truncated,
  };
}

/**
 * The blog sidebar of a page: the blog's sidebar posts but the unlisted ones, an unlisted post
 * kept on its own page (as Docusaurus's BlogSidebar hides them: they still take a place of the count).
 */
function sidebarData(ctx: BlogPageContext, current?: BlogPost): BlogSidebarData | undefined {
  const posts = ctx.blog.sidebar.postKeys.map((k) => ctx.postsByKey.get(k)!).filter((p) => !p.unlisted || p === current);
  if (!posts.length) return undefined;
  return {
    title: ctx.blog.sidebar.title,
    groupByYear: ctx.blog.sidebarGroupByYear,
    items: posts.map((p) => ({ title: p.sidebarLabel ?? p.title, href: hrefOf(ctx.graph, p.permalink), year: p.date.slice(0, 4) })),
  };
}

function listPageData(ctx: BlogPageContext, page: BlogListPage, tag?: BlogGraph['tags'][number], author?: BlogGraph['authorPages'][number]): BlogListPageData {
  const { graph, blog } = ctx;
  const shown = page.postKeys.map((k) => ctx.postsByKey.get(k)!);
  const posts = shown.map((p) => postItem(ctx, p, true));
  const sidebar = sidebarData(ctx);
  const messages = graph.translations;
  const title = tag
    ? themeText(messages, 'theme.blog.tagTitle', { nPosts: countText(messages, 'theme.blog.post.plurals', tag.postKeys.length, graph.locale.htmlLang), tagName: tag.label })
    : author
      ? (author.author.name ?? author.author.key ?? '')
      : blog.title;
  // An author's page is titled with their number of posts ('Ada - 2 posts'), its heading is the name.
  // A blog home at the site's root URL (blog-only mode) is titled with the site's title alone, as
  // Docusaurus does; its test is the full URL, so a blog-only site's other locales keep the blog title.
  const blogOnlyHome = !tag && !author && hrefOf(graph, page.permalink) === '/';
  const headTitle = author ? themeText(messages, 'theme.blog.author.pageTitle', { authorName: title, nPosts: countText(messages, 'theme.blog.post.plurals', author.postKeys.length, graph.locale.htmlLang) }) : blogOnlyHome ? graph.config.title : title;
  return {
    kind: 'blog-list',
    route: page.permalink,
    title,
    headTitle: pageTitle(headTitle, graph.config),
    // As Docusaurus's pages: a tag's own description (tags.yml), none for an author's page, the blog's for its list.
    description: tag ? (tag.description ?? '') : author ? '' : blog.description,
    posts,
    ...(page.previous ? { newerHref: hrefOf(graph, page.previous) } : {}),
    ...(page.next ? { olderHref: hrefOf(graph, page.next) } : {}),
    ...(tag ? { tag: { label: tag.label, ...(tag.description ? { description: tag.description } : {}), allTagsHref: hrefOf(graph, blog.tagsPath!) } } : {}),
    ...(author ? { author: { author: authorData(graph, author.author), count: author.postKeys.length, ...(blog.authorsPath ? { allAuthorsHref: hrefOf(graph, blog.authorsPath) } : {}) } } : {}),
    ...(sidebar ? { sidebar } : {}),
    noIndex: !!tag?.unlisted,
    ...(tag || author ? {} : { structuredData: blogListJsonLd(graph, ctx.siteUrl, blog, page.permalink, shown.map((post) => ({ post, image: postImage(ctx, post) }))) }),
  };
}

function authorsPageData(ctx: BlogPageContext): BlogAuthorsPageData {
  const { graph, blog } = ctx;
  const sidebar = sidebarData(ctx);
  return {
    kind: 'blog-authors',
    route: blog.authorsPath!,
    title: themeText(graph.translations, 'theme.blog.authorsList.pageTitle'),
    headTitle: pageTitle(themeText(graph.translations, 'theme.blog.authorsList.pageTitle'), graph.config),
    // None, as Docusaurus writes none (the site's own metadata description shows).
    description: '',
    authors: blog.authorsIndex.map((a) => ({ author: authorData(graph, a.author), count: a.postKeys.length, countText: countText(graph.translations, 'theme.blog.post.plurals', a.postKeys.length, graph.locale.htmlLang) })),
    ...(sidebar ? { sidebar } : {}),
  };
}

/** The absolute URL of a post's social image (front matter `image`), if it has one. */
function postImage(ctx: BlogPageContext, post: BlogPost): string | undefined {
  return post.image ? socialImageUrl(ctx, post.image, post.source) : undefined;
}

function postPageData(ctx: BlogPageContext, post: BlogPost, image: string | undefined): BlogPostPageData {
  const { graph } = ctx;
  const toc = graph.config.themeConfig.tableOfContents;
  const sidebar = sidebarData(ctx, post);
  return {
    kind: 'blog-post',
    route: post.permalink,
    title: post.title,
    // Front matter `title_meta`: the head's title instead of the post's, as Docusaurus's blog reads it.
    headTitle: pageTitle(typeof post.frontMatter.title_meta === 'string' ? post.frontMatter.title_meta : post.title, graph.config),
    description: post.description,
    post: postItem(ctx, post, false),
    toc: post.hideTableOfContents ? [] : buildToc(post, toc.minHeadingLevel, toc.maxHeadingLevel),
    ...(post.newer ? { newer: { title: post.newer.title, href: hrefOf(graph, post.newer.permalink) } } : {}),
    ...(post.older ? { older: { title: post.older.title, href: hrefOf(graph, post.older.permalink) } } : {}),
    ...(post.editUrl ? { editUrl: post.editUrl } : {}),
    ...(post.lastUpdate ? { lastUpdate: lastUpdateData(graph, post.lastUpdate) } : {}),
    unlisted: post.unlisted,
    ...(sidebar ? { sidebar } : {}),
    structuredData: blogPostJsonLd(graph, ctx.siteUrl, ctx.blog, post, image),
  };
}

function tagsPageData(ctx: BlogPageContext): BlogTagsPageData {
  const { graph, blog } = ctx;
  const sidebar = sidebarData(ctx);
  return {
    kind: 'blog-tags',
    route: blog.tagsPath!,
    title: themeText(graph.translations, 'theme.tags.tagsPageTitle'),
    headTitle: pageTitle(themeText(graph.translations, 'theme.tags.tagsPageTitle'), graph.config),
    description: '',
    groups: tagGroups(graph, blog.tags, (tag) => tag.postKeys.length, 'theme.blog.post.plurals'),
    ...(sidebar ? { sidebar } : {}),
  };
}

/**
 * A date format in the locale and its calendar (`localeConfigs[l].calendar`, else the language's own:
 * Persian for fa), in UTC, as Docusaurus's useDateTimeFormat makes it; English where the locale is unknown.
 */
function localeDateFormat(graph: SiteGraph, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(graph.locale.htmlLang, { ...options, timeZone: 'UTC', calendar: graph.locale.calendar });
  } catch {
    return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' });
  }
}

/**
 * The archive: years newest first, as Docusaurus 3.9 lists them, and within a year the posts oldest
 * first (its archive page puts each post before the ones already listed), dated by month and day.
 */
function archivePageData(ctx: BlogPageContext): BlogArchivePageData {
  const { graph, blog } = ctx;
  // Month and day ('September 11'): an archive entry's date, under its year.
  const format = localeDateFormat(graph, { month: 'long', day: 'numeric' });
  const years = new Map<string, BlogArchivePageData['years'][number]['posts']>();
  for (const post of blog.posts.filter((p) => !p.unlisted)) {
    const year = post.date.slice(0, 4);
    if (!years.has(year)) years.set(year, []);
    years.get(year)!.unshift({ title: post.title, href: hrefOf(graph, post.permalink), date: post.date, dateLabel: format.format(new Date(post.date)) });
  }
  return {
    kind: 'blog-archive',
    route: blog.archivePath!,
    title: themeText(graph.translations, 'theme.blog.archive.title'),
    headTitle: pageTitle(themeText(graph.translations, 'theme.blog.archive.title'), graph.config),
    description: themeText(graph.translations, 'theme.blog.archive.description'),
    years: [...years].map(([year, posts]) => ({ year, posts })),
  };
}

/** The page of a blog route, or undefined when the route is not the blog's. */
export function blogRoutePage(ctx: BlogPageContext, route: Route): BlogRoutePage | undefined {
  const { blog } = ctx;
  switch (route.kind) {
    case 'blog-list': {
      const page = blog.listPages.find((p) => p.page === route.listPage);
      return page ? { page: listPageData(ctx, page) } : undefined;
    }
    case 'blog-tag': {
      const tag = blog.tags.find((t) => t.permalink === route.tag);
      const page = tag && blog.tagPages[tag.permalink]?.find((p) => p.page === route.listPage);
      return tag && page ? { page: listPageData(ctx, page, tag), noIndex: tag.unlisted } : undefined;
    }
    case 'blog-post': {
      const post = ctx.postsByKey.get(route.postKey!);
      if (!post) return undefined;
      const image = postImage(ctx, post);
      return { page: postPageData(ctx, post, image), noIndex: post.unlisted, keywords: post.keywords, ...(image ? { docImage: image } : {}) };
    }
    case 'blog-tags':
      return { page: tagsPageData(ctx) };
    case 'blog-archive':
      return { page: archivePageData(ctx) };
    case 'blog-authors':
      return { page: authorsPageData(ctx) };
    case 'blog-author': {
      const author = blog.authorPages.find((a) => a.permalink === route.author);
      const page = author?.pages.find((p) => p.page === route.listPage);
      return author && page ? { page: listPageData(ctx, page, undefined, author) } : undefined;
    }
    default:
      return undefined;
  }
}
