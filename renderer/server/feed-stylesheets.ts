/**
 * Browser styling of the blog's feeds (feedOptions.xslt): an XSLT stylesheet that shows rss.xml or
 * atom.xml as a page (the blog's title and description, how to subscribe, every post with its date,
 * link and summary), and the CSS it links. A feed names its stylesheet in an `xml-stylesheet`
 * processing instruction, relative to the feed, as Docusaurus writes it.
 */

/** The feed's XML with its stylesheet named after the XML declaration. */
export function withStylesheet(feedXml: string, xslName: string): string {
  const pi = `<?xml-stylesheet type="text/xsl" href="${xslName}"?>`;
  return feedXml.replace(/^(<\?xml [^?]*\?>)/, `$1${pi}`);
}

/** An XSLT 1.0 stylesheet for one feed format: where its channel and items are, by XPath. */
function stylesheet(kind: 'RSS' | 'Atom', css: string, paths: { title: string; description: string; home: string; items: string; itemTitle: string; itemLink: string; itemDate: string; itemSummary: string }, namespaces = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"${namespaces}>
  <xsl:output method="html" encoding="UTF-8" indent="yes"/>
  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>${kind} feed: <xsl:value-of select="${paths.title}"/></title>
        <link rel="stylesheet" href="${css}"/>
      </head>
      <body>
        <main>
          <p class="feed-note">This is an ${kind} feed. Copy its address into a feed reader to follow new posts.</p>
          <h1><xsl:value-of select="${paths.title}"/></h1>
          <p><xsl:value-of select="${paths.description}"/></p>
          <p><a href="{${paths.home}}">Visit the blog</a></p>
          <h2>Posts</h2>
          <xsl:for-each select="${paths.items}">
            <article>
              <h3><a href="{${paths.itemLink}}"><xsl:value-of select="${paths.itemTitle}"/></a></h3>
              <p class="feed-date"><xsl:value-of select="${paths.itemDate}"/></p>
              <p><xsl:value-of select="${paths.itemSummary}"/></p>
            </article>
          </xsl:for-each>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;
}

export const RSS_XSL = stylesheet('RSS', 'rss.css', {
  title: 'rss/channel/title',
  description: 'rss/channel/description',
  home: 'rss/channel/link',
  items: 'rss/channel/item',
  itemTitle: 'title',
  itemLink: 'link',
  itemDate: 'pubDate',
  itemSummary: 'description',
});

export const ATOM_XSL = stylesheet(
  'Atom',
  'atom.css',
  {
    title: 'atom:feed/atom:title',
    description: 'atom:feed/atom:subtitle',
    home: "atom:feed/atom:link[@rel='alternate']/@href",
    items: 'atom:feed/atom:entry',
    itemTitle: 'atom:title',
    itemLink: 'atom:link/@href',
    itemDate: 'substring(atom:updated, 1, 10)',
    itemSummary: 'atom:summary',
  },
  ' xmlns:atom="http://www.w3.org/2005/Atom"',
);

/** The page's look: readable on its own, light or dark as the reader's system is. */
export const FEED_CSS = `:root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.6; }
main { max-width: 46rem; margin: 0 auto; padding: 2rem 1rem; }
.feed-note { padding: 0.75rem 1rem; border-radius: 6px; background: rgba(127, 127, 127, 0.15); }
h1 { margin-bottom: 0.25rem; }
article { padding: 1rem 0; border-top: 1px solid rgba(127, 127, 127, 0.3); }
article h3 { margin: 0; }
.feed-date { margin: 0.25rem 0; opacity: 0.7; font-size: 0.9rem; }
`;
