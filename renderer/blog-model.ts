/**
 * The blog's page data (part of the view model in renderer/model.ts): list pages (the blog home,
 * its pages, tag pages), post pages, the tags index and the archive. Plain data only.
 */
import type { TagGroup, TagLinkData } from './tag-model.js';

/** A heading of a post's table of contents (the same shape as model.ts's TocItem). */
export interface BlogTocItem {
  id: string;
  text: string;
  level: number;
  children: BlogTocItem[];
}

export interface BlogAuthorData {
  name?: string;
  title?: string;
  url?: string;
  /** Shown as a `mailto:` link when the author has no page nor url. */
  email?: string;
  imageURL?: string;
  socials?: { platform: string; href: string }[];
  description?: string;
  /** The author's page on this blog, when it has one. */
  pageHref?: string;
}

/** A post as a list page or its own page shows it. */
export interface BlogPostItemData {
  title: string;
  href: string;
  /** ISO date-time. */
  date: string;
  /** The date as the site's locale writes it, e.g. "March 10, 2024". */
  dateLabel: string;
  /** "N min read" (whole minutes, at least 1) in the site's locale; absent when reading time is off. */
  readingTime?: string;
  authors: BlogAuthorData[];
  tags: TagLinkData[];
  /** The post's HTML: on list pages only the part before the truncate marker. */
  contentHtml: string;
  /** On a list page: the content was cut, a "Read more" link follows. */
  truncated: boolean;
}

export interface BlogSidebarData {
  title: string;
  items: { title: string; href: string; year: string }[];
  groupByYear: boolean;
}

export interface BlogListPageData {
  kind: 'blog-list';
  route: string;
  title: string;
  headTitle: string;
  description: string;
  posts: BlogPostItemData[];
  /** Newer entries / older entries. */
  newerHref?: string;
  olderHref?: string;
  /** On a tag's pages: the tag. */
  tag?: { label: string; description?: string; allTagsHref: string };
  /** On an author's pages: the author and how many posts they wrote. */
  author?: { author: BlogAuthorData; count: number; allAuthorsHref?: string };
  sidebar?: BlogSidebarData;
  noIndex: boolean;
  /** The blog's JSON-LD `Blog` with this page's posts (blog list pages only, not a tag's or author's). */
  structuredData?: object;
}

export interface BlogPostPageData {
  kind: 'blog-post';
  route: string;
  title: string;
  headTitle: string;
  description: string;
  post: BlogPostItemData;
  toc: BlogTocItem[];
  newer?: { title: string; href: string };
  older?: { title: string; href: string };
  editUrl?: string;
  /** With the blog's showLastUpdateTime/Author: as a doc page shows it. */
  lastUpdate?: { date?: string; dateText?: string; author?: string };
  unlisted: boolean;
  sidebar?: BlogSidebarData;
  /** The post's JSON-LD `BlogPosting`. */
  structuredData?: object;
}

export interface BlogTagsPageData {
  kind: 'blog-tags';
  route: string;
  title: string;
  headTitle: string;
  description: string;
  groups: TagGroup[];
  sidebar?: BlogSidebarData;
}

export interface BlogArchivePageData {
  kind: 'blog-archive';
  route: string;
  title: string;
  headTitle: string;
  description: string;
  years: { year: string; posts: { title: string; href: string; date: string; dateLabel: string }[] }[];
}

export interface BlogAuthorsPageData {
  kind: 'blog-authors';
  route: string;
  title: string;
  headTitle: string;
  description: string;
  /** `countText`: the number of posts in the locale's words (`theme.blog.post.plurals`: "2 posts", "2 articles"). */
  authors: { author: BlogAuthorData; count: number; countText: string }[];
  sidebar?: BlogSidebarData;
}

export type BlogPageData = BlogListPageData | BlogPostPageData | BlogTagsPageData | BlogArchivePageData | BlogAuthorsPageData;

export const BLOG_PAGE_KINDS: ReadonlySet<string> = new Set(['blog-list', 'blog-post', 'blog-tags', 'blog-archive', 'blog-authors']);

export function isBlogPage(page: { kind: string }): page is BlogPageData {
  return BLOG_PAGE_KINDS.has(page.kind);
}
