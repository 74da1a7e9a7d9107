/**
 * The blog's feeds, as Docusaurus writes them: `rss.xml` (RSS 2.0), `atom.xml` (Atom 1.0) and
 * `feed.json` (JSON Feed 1) in the blog's folder, with the newest listed posts (feedOptions.limit)
 * and their full content, links made absolute. With `feedOptions.xslt`, the XML feeds name a
 * stylesheet (the built-in one, or the site's .xsl and its .css, copied beside the feed).
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BlogPost } from '../../engine/blog/types.js';
import { joinRoute } from '../../engine/content/ids.js';
import type { SiteGraph } from '../../engine/graph/types.js';
import type { BlogPageContext } from './blog-pages.js';
import { hrefOf } from '../hrefs.js';
import { BUILT_IN_XSLT } from '../../engine/blog/types.js';
import { ATOM_XSL, FEED_CSS, RSS_XSL } from './blog-feed-stylesheets.js';

const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;
const FEED_TYPES = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/json' } as const;
const FEED_NAMES = { rss: 'RSS Feed', atom: 'Atom Feed', json: 'JSON Feed' } as const;
const GENERATOR = 'docs-engine';

/** XML text and attribute escaping. */
function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * `href`/`src` attributes made absolute, as Docusaurus's feeds have them (feed readers do not know
 * the site): a root-relative one on the site's URL, any other relative one (a heading's `#anchor`)
 * on the post's URL.
 */
export function absolutize(html: string, siteUrl: string, postUrl: string): string {
  return html.replace(/\b(href|src)="([^"]*)"/g, (whole, attr: string, url: string) => {
    // Web URLs are written as the URL parser gives them back, as Docusaurus writes them (`//host` takes
    // the post's scheme, `https://host` gets its `/`); other schemes (mailto:, data:) stay as written.
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^https?:/i.test(url)) return whole;
    if (url.startsWith('/') && !url.startsWith('//')) return `${attr}="${siteUrl}${url}"`;
    try {
      return `${attr}="${new URL(url, postUrl).href}"`;
    } catch {
      return whole;
    }
  });
}

/**
 * A post's HTML as a feed reader shows it (no stylesheet, no script): without what only the page
 * needs, which a reader would show as text or a stray control: the screen-reader note and icon of
 * external links, code blocks' copy buttons, the components' stylesheet links and island scripts,
 * and the island wrappers (their server-rendered content stays).
 */
export function feedHtml(html: string): string {
  return html
    .replace(/<span class="sr-only">[^<]*<\/span>/g, '')
    .replace(/<svg class="external-link-icon"[^>]*>[\s\S]*?<\/svg>/g, '')
    .replace(/<button type="button" class="copy-button"[^>]*>[\s\S]*?<\/button>/g, '')
    .replace(/<script type="module" src="[^"]*" data-island-script><\/script>/g, '')
    .replace(/<link rel="stylesheet"[^>]*>/g, '')
    // An MDX `<head>` (canonical, metas) belongs to the post's page, not to its text (content-head.ts).
    .replace(/<template data-docs-head(?:="")?>[\s\S]*?<\/template>/g, '')
    .replace(/<\/?docs-(?:island|children|theme)\b[^>]*>/g, '');
}

interface FeedItem {
  post: BlogPost;
  url: string;
  html: string;
  authors: { name: string; url?: string; email?: string }[];
}

/** The links every page's head carries to the feeds (rel="alternate"), as Docusaurus adds them. */
export function blogFeedLinks(graph: SiteGraph): { type: string; href: string; title: string }[] {
  return graph.blogs.flatMap((blog) => blog.feed.types.map((type) => ({ type: FEED_TYPES[type], href: hrefOf(graph, joinRoute(blog.basePath, FEED_FILES[type])), title: `${blog.feed.linkTitle} ${FEED_NAMES[type]}` })));
}

function feedItems(ctx: BlogPageContext): FeedItem[] {
  const listed = ctx.blog.posts.filter((p) => !p.unlisted);
  const limited = ctx.blog.feed.limit === false ? listed : listed.slice(0, ctx.blog.feed.limit);
  return limited.map((post) => {
    const url = ctx.siteUrl + hrefOf(ctx.graph, post.permalink);
    return {
      post,
      url,
      html: absolutize(feedHtml(ctx.contents.of(post).html), ctx.siteUrl, url),
      authors: post.authors.filter((a) => a.name).map((a) => ({ name: a.name!, ...(a.url ? { url: a.url } : {}), ...(a.email ? { email: a.email } : {}) })),
    };
  });
}

function rss(ctx: BlogPageContext, items: FeedItem[], blogUrl: string): string {
  const { feed } = ctx.blog;
  const updated = items[0]?.post.date;
  const channel = [
    `<title>${xml(feed.title)}</title>`,
    `<link>${xml(blogUrl)}</link>`,
    `<description>${xml(feed.description)}</description>`,
    updated ? `<lastBuildDate>${new Date(updated).toUTCString()}</lastBuildDate>` : '',
    '<docs>https://validator.w3.org/feed/docs/rss2.html</docs>',
    `<generator>${GENERATOR}</generator>`,
    `<language>${xml(feed.language ?? ctx.graph.locale.htmlLang)}</language>`,
    feed.copyright ? `<copyright>${xml(feed.copyright)}</copyright>` : '',
    ...items.map(({ post, url, html, authors }) =>
      [
        '<item>',
        `<title>${xml(post.title)}</title>`,
        `<link>${xml(url)}</link>`,
        `<guid isPermaLink="true">${xml(url)}</guid>`,
        `<pubDate>${new Date(post.date).toUTCString()}</pubDate>`,
        `<description>${xml(post.description)}</description>`,
        `<content:encoded>${xml(html)}</content:encoded>`,
        // As Docusaurus's feed writes them: an author with an email as RSS's <author> (`email (name)`); one
        // without, as <dc:creator> (*differs*: Docusaurus leaves such an author out).
        ...authors.map((a) => (a.email ? `<author>${xml(`${a.email} (${a.name})`)}</author>` : `<dc:creator>${xml(a.name)}</dc:creator>`)),
        ...post.tags.map((t) => `<category>${xml(t.label)}</category>`),
        '</item>',
      ].join('\n'),
    ),
  ].filter(Boolean);
  return `<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">\n<channel>\n${channel.join('\n')}\n</channel>\n</rss>\n`;
}

function atom(ctx: BlogPageContext, items: FeedItem[], blogUrl: string, favicon?: string): string {
  const { feed } = ctx.blog;
  const updated = items[0]?.post.date ?? new Date(0).toISOString();
  const head = [
    `<id>${xml(blogUrl)}</id>`,
    `<title>${xml(feed.title)}</title>`,
    `<updated>${updated}</updated>`,
    `<generator>${GENERATOR}</generator>`,
    `<link rel="alternate" href="${xml(blogUrl)}"/>`,
    `<subtitle>${xml(feed.description)}</subtitle>`,
    favicon ? `<icon>${xml(favicon)}</icon>` : '',
    feed.copyright ? `<rights>${xml(feed.copyright)}</rights>` : '',
  ].filter(Boolean);
  const entries = items.map(({ post, url, html, authors }) =>
    [
      '<entry>',
      `<title type="html">${xml(post.title)}</title>`,
      `<id>${xml(url)}</id>`,
      `<link href="${xml(url)}"/>`,
      `<updated>${post.date}</updated>`,
      `<summary type="html">${xml(post.description)}</summary>`,
      `<content type="html">${xml(html)}</content>`,
      ...authors.map((a) => `<author><name>${xml(a.name)}</name>${a.email ? `<email>${xml(a.email)}</email>` : ''}${a.url ? `<uri>${xml(a.url)}</uri>` : ''}</author>`),
      ...post.tags.map((t) => `<category label="${xml(t.label)}" term="${xml(t.label)}"/>`),
      '</entry>',
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n${[...head, ...entries].join('\n')}\n</feed>\n`;
}

function jsonFeed(ctx: BlogPageContext, items: FeedItem[], blogUrl: string): string {
  const { feed } = ctx.blog;
  return `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1',
      title: feed.title,
      home_page_url: blogUrl,
      description: feed.description,
      items: items.map(({ post, url, html, authors }) => ({
        id: url,
        content_html: html,
        url,
        title: post.title,
        summary: post.description,
        date_modified: post.date,
        ...(authors[0] ? { author: { name: authors[0].name, ...(authors[0].url ? { url: authors[0].url } : {}) } } : {}),
        tags: post.tags.map((t) => t.label),
      })),
    },
    null,
    2,
  )}\n`;
}

/**
 * Writes the stylesheet of an XML feed (feedOptions.xslt) beside it, and returns the feed's text
 * naming it; the text unchanged without one.
 */
function withStylesheet(ctx: BlogPageContext, type: 'rss' | 'atom', text: string, dir: string): string {
  const xslt = ctx.blog.feed.xslt[type];
  if (xslt === undefined) return text;
  let name: string;
  if (xslt === BUILT_IN_XSLT) {
    name = `${type}.xsl`;
    writeFileSync(path.join(dir, name), type === 'rss' ? RSS_XSL : ATOM_XSL);
    writeFileSync(path.join(dir, `${type}.css`), FEED_CSS);
  } else {
    const source = path.resolve(ctx.graph.siteDir, xslt);
    name = path.basename(source);
    const css = `${source.replace(/\.[^./]*$/, '')}.css`;
    copyFileSync(source, path.join(dir, name));
    copyFileSync(css, path.join(dir, path.basename(css)));
  }
  return text.replace('<?xml version="1.0" encoding="utf-8"?>\n', `<?xml version="1.0" encoding="utf-8"?>\n<?xml-stylesheet type="text/xsl" href="${xml(name)}"?>\n`);
}

/** Writes the configured feeds into the build folder. */
export function writeBlogFeeds(ctx: BlogPageContext, outDir: string): void {
  const { blog, graph } = ctx;
  if (!blog.feed.types.length) return;
  const items = feedItems(ctx);
  // The blog's URL without a trailing slash, as Docusaurus writes it in the feeds (its channel link, Atom id), whatever trailingSlash says.
  // The blog's URL as Docusaurus writes it: the site's trailingSlash applied, when set (a blog at the root ends with a slash otherwise).
  const bare = (ctx.siteUrl + hrefOf(graph, blog.basePath)).replace(/\/+$/, '');
  const { trailingSlash } = graph.config;
  const blogUrl = trailingSlash === true || (trailingSlash === undefined && isRootPath(blog.basePath)) ? `${bare}/` : bare;
  const favicon = graph.config.favicon ? ctx.siteUrl + hrefOf(graph, graph.config.favicon.startsWith('/') ? graph.config.favicon : `/${graph.config.favicon}`) : undefined;
  const dir = path.join(outDir, blog.basePath.replace(/^\/+/, ''));
  mkdirSync(dir, { recursive: true });
  for (const type of blog.feed.types) {
    const text = type === 'rss' ? withStylesheet(ctx, type, rss(ctx, items, blogUrl), dir) : type === 'atom' ? withStylesheet(ctx, type, atom(ctx, items, blogUrl, favicon), dir) : jsonFeed(ctx, items, blogUrl);
    writeFileSync(path.join(dir, FEED_FILES[type]), text);
  }
}

/** Whether a blog's base path is the site root. */
function isRootPath(basePath: string): boolean {
  return basePath.replace(/\/+$/, '') === '';
}
