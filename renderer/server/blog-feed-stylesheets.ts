/**
 * The built-in stylesheets of the blog's XML feeds (`feedOptions.xslt: true`): a browser that opens
 * `rss.xml` or `atom.xml` shows a readable page (the blog's title, what a feed is, the posts with
 * their dates and summaries) instead of the raw XML tree. Feed readers ignore them. Each feed names
 * its XSL file by a processing instruction; the XSL links the CSS file of the same name beside it.
 */

/** The page an XSL stylesheet makes: `select` paths into the feed for its parts. */
interface FeedPage {
  kind: 'RSS' | 'Atom';
  css: string;
  namespaces: string;
  title: string;
  description: string;
  link: string;
  lang?: string;
  items: string;
  itemTitle: string;
  itemLink: string;
  /** The item's date, cut to the day. */
  itemDate: string;
  itemSummary: string;
}

function stylesheet(page: FeedPage): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"${page.namespaces}>
  <xsl:output method="html" encoding="utf-8" indent="yes" doctype-system="about:legacy-compat"/>
  <xsl:template match="/">
    <html${page.lang ? ` lang="{${page.lang}}"` : ''}>
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="${page.title}"/> (${page.kind} feed)</title>
        <link rel="stylesheet" href="${page.css}"/>
      </head>
      <body>
        <main>
          <p class="feed-note">This is the blog's ${page.kind} feed. To follow new posts, copy this page's address into a feed reader.</p>
          <h1><xsl:value-of select="${page.title}"/></h1>
          <p><xsl:value-of select="${page.description}"/></p>
          <p><a href="{${page.link}}">Read the blog</a></p>
          <h2>Latest posts</h2>
          <xsl:for-each select="${page.items}">
            <article>
              <h3><a href="{${page.itemLink}}"><xsl:value-of select="${page.itemTitle}"/></a></h3>
              <p class="feed-date"><xsl:value-of select="${page.itemDate}"/></p>
              <p><xsl:value-of select="${page.itemSummary}"/></p>
            </article>
          </xsl:for-each>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;
}

export const RSS_XSL = stylesheet({
  kind: 'RSS',
  css: 'rss.css',
  namespaces: '',
  title: 'rss/channel/title',
  description: 'rss/channel/description',
  link: 'rss/channel/link',
  lang: 'rss/channel/language',
  items: 'rss/channel/item',
  itemTitle: 'title',
  itemLink: 'link',
  itemDate: 'substring(pubDate, 6, 11)',
  itemSummary: 'description',
});

export const ATOM_XSL = stylesheet({
  kind: 'Atom',
  css: 'atom.css',
  namespaces: ' xmlns:atom="http://www.w3.org/2005/Atom"',
  title: 'atom:feed/atom:title',
  description: 'atom:feed/atom:subtitle',
  link: 'atom:feed/atom:link[@rel=\'alternate\']/@href',
  items: 'atom:feed/atom:entry',
  itemTitle: 'atom:title',
  itemLink: 'atom:link/@href',
  itemDate: 'substring(atom:updated, 1, 10)',
  itemSummary: 'atom:summary',
});

export const FEED_CSS = `:root { color-scheme: light dark; --text: #1c1e21; --muted: #5c6470; --link: #2e6bd0; --line: #dadde1; --note: #eef4fd; }
@media (prefers-color-scheme: dark) { :root { --text: #e3e3e3; --muted: #a4abb5; --link: #7fb0ff; --line: #3a3d42; --note: #1f2a3a; } }
body { margin: 0; font: 1rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--text); }
main { max-width: 46rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
a { color: var(--link); }
h1 { font-size: 2rem; line-height: 1.25; margin: 1.5rem 0 0.5rem; }
h2 { font-size: 1.25rem; margin: 2.5rem 0 0; padding-bottom: 0.5rem; border-bottom: 1px solid var(--line); }
article { padding: 1rem 0; border-bottom: 1px solid var(--line); }
article h3 { font-size: 1.125rem; margin: 0; }
.feed-date { color: var(--muted); font-size: 0.875rem; margin: 0.25rem 0; }
.feed-note { background: var(--note); border-radius: 0.5rem; padding: 0.75rem 1rem; margin: 0; }
`;
