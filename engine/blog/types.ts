/**
 * The blog part of the SiteGraph (Docusaurus's blog plugin): posts, authors, tags, list pages,
 * archive and sidebar, as plain serialisable data. Built by engine/blog/graph.ts.
 */
import type { ContentReference, Heading } from '../graph/content-types.js';

export interface BlogAuthor {
  /** Key in authors.yml; absent for an inline author. */
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageURL?: string;
  email?: string;
  /** Social links, as full URLs by platform (github, x, linkedin, ...). */
  socials?: Record<string, string>;
  description?: string;
  /** Route of the author's page (authors.yml `page: true` or `page: { permalink }`), e.g. `/blog/authors/ada`. */
  page?: string;
}

export interface BlogTagRef {
  label: string;
  /** Route of the tag page, e.g. `/blog/tags/release`. */
  permalink: string;
  description?: string;
}

export interface BlogPost {
  /** Unique among posts and docs: `@blog/` + the source path (`@blog-{id}/` in another blog than the default one). */
  key: string;
  /** With the blog's showLastUpdateTime/Author: `date` an ISO time (front matter, else the last commit), `author`. */
  lastUpdate?: { date?: string; author?: string };
  /** Source path relative to the site root, e.g. `blog/2024-01-02-hello.md`. */
  source: string;
  /** Source path relative to the blog folder. */
  relativeSource: string;
  format: 'md' | 'mdx';
  /** Decoded route, e.g. `/blog/2024/01/02/hello`. */
  permalink: string;
  slug: string;
  title: string;
  /** Front matter `sidebar_label`: the post's name in the blog sidebar instead of its title. */
  sidebarLabel?: string;
  description: string;
  /** ISO date-time (UTC), e.g. `2024-01-02T00:00:00.000Z`. */
  date: string;
  /** Minutes, as the reading-time estimate (words / 200); absent when showReadingTime is off. */
  readingTime?: number;
  authors: BlogAuthor[];
  tags: BlogTagRef[];
  keywords: string[];
  image?: string;
  /** The post has a truncate marker: list pages show its start and a "Read more" link. */
  truncated: boolean;
  unlisted: boolean;
  draft: boolean;
  hideTableOfContents: boolean;
  tocMinHeadingLevel?: number;
  tocMaxHeadingLevel?: number;
  frontMatter: Record<string, unknown>;
  frontMatterLines: Record<string, number>;
  headings: Heading[];
  /** Ids of elements and footnotes in the content (engine/content/element-anchors.ts). */
  anchors?: string[];
  references: ContentReference[];
  components: { name: string; line: number; column: number }[];
  /** The newer and older listed post (Docusaurus's prevItem / nextItem). */
  newer?: { title: string; permalink: string };
  older?: { title: string; permalink: string };
  editUrl?: string;
}

export interface BlogTag {
  label: string;
  permalink: string;
  description?: string;
  /** Keys of the listed posts with this tag, newest first. */
  postKeys: string[];
  unlisted: boolean;
}

/** One page of a paginated post list (the blog home or a tag). */
export interface BlogListPage {
  permalink: string;
  /** 1-based. */
  page: number;
  totalPages: number;
  postKeys: string[];
  previous?: string;
  next?: string;
}

export interface BlogGraph {
  /** The blog plugin instance: `default` for `blog`, else its id (`blogInstances`). */
  pluginId: string;
  /** Blog folder relative to the site root. */
  path: string;
  /** `/blog` (baseUrl not included). */
  basePath: string;
  title: string;
  description: string;
  /** Every built post (drafts excluded from production builds), newest first. */
  posts: BlogPost[];
  /** The list pages of the blog home: `/blog`, `/blog/page/2`, ... */
  listPages: BlogListPage[];
  tags: BlogTag[];
  /** Tag list pages, by tag permalink. */
  tagPages: Record<string, BlogListPage[]>;
  tagsPath?: string;
  archivePath?: string;
  /** The authors index, when authors.yml names an author. */
  authorsPath?: string;
  /** Every author of authors.yml, in its order, and their listed posts: the authors index. */
  authorsIndex: { author: BlogAuthor; postKeys: string[] }[];
  /** Authors with a page, in authors.yml order, and their listed posts. */
  authorPages: { author: BlogAuthor; permalink: string; postKeys: string[]; pages: BlogListPage[] }[];
  sidebar: { title: string; postKeys: string[] };
  /** Feed formats to write, and their options. */
  /** `linkTitle`: what names the feeds in every page's head links (feedOptions.title, else the site's title). */
  /** `xslt`: the stylesheet each XML feed names: BUILT_IN_XSLT, or an .xsl file's path in the site. */
  feed: { types: ('rss' | 'atom' | 'json')[]; title: string; linkTitle: string; description: string; copyright: string; language?: string; limit: number | false; xslt: FeedXslt };
  showReadingTime: boolean;
  /** The blog's own truncate marker (options.truncateMarker), when it has one. */
  truncateMarker?: RegExp;
  /** Group the sidebar's posts under year headings (themeConfig.blog.sidebar.groupByYear). */
  sidebarGroupByYear: boolean;
}

/** The stylesheet of each XML feed (feedOptions.xslt): BUILT_IN_XSLT, or an .xsl file's path relative to the site. */
export interface FeedXslt {
  rss?: string;
  atom?: string;
}

/** `feedOptions.xslt` naming the engine's own stylesheet (`true`). */
export const BUILT_IN_XSLT = '';
