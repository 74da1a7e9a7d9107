/**
 * The classes Docusaurus 3.9 puts on a page's `<html>` (its HtmlClassNameProvider and the route's
 * plugin), which sites' stylesheets aim at (`html.docs-version-1\.0 .navbar`, `.plugin-blog`,
 * `.docs-doc-id-intro`): the wrapper of the plugin's pages, the kind of page, the plugin and its
 * instance, and on docs pages the version's class and the doc's id, in Docusaurus's order.
 */
import type { Doc, Route, SiteGraph } from '../../engine/graph/types.js';
import { DEFAULT_BLOG_ID } from '../../engine/blog/options.js';

const plugin = (name: string, id: string | undefined) => `plugin-${name} plugin-id-${id ?? 'default'}`;

/** A blog route's classes: its wrapper and page kind first, then its plugin (the archive has no page class). */
function blogClasses(route: Route): string {
  const own = plugin('blog', route.blogId ?? DEFAULT_BLOG_ID);
  const pageClass: Partial<Record<Route['kind'], string>> = {
    'blog-list': 'blog-list-page',
    'blog-post': 'blog-post-page',
    'blog-tags': 'blog-tags-list-page',
    'blog-tag': 'blog-tags-post-list-page',
    'blog-authors': 'blog-authors-list-page',
    'blog-author': 'blog-authors-posts-page',
  };
  const page = pageClass[route.kind];
  return page ? `blog-wrapper ${page} ${own}` : own;
}

/**
 * The `<html>` class of a route's page; `doc` is a doc route's doc; `markdownPage`, for a Markdown
 * page of src/pages, its front matter `wrapperClassName` (which takes the place of `mdx-wrapper`, as in Docusaurus's MDXPage).
 */
export function htmlClassOf(graph: SiteGraph, route: Route, doc?: Doc, markdownPage?: { wrapperClassName?: string }): string {
  const version = route.version === undefined ? undefined : graph.versions.find((v) => v.name === route.version);
  const docs = version && `docs-wrapper ${plugin('docs', version.pluginId)} ${version.className}`;
  switch (route.kind) {
    case 'doc':
      return `${docs} docs-doc-page${doc ? ` docs-doc-id-${doc.id}` : ''}`;
    case 'generated-index':
      return `${docs} docs-doc-page`;
    case 'tags-index':
      return `${docs} docs-tags-list-page`;
    case 'tag':
      return `${docs} docs-tags-doc-list-page`;
    case 'page':
      return markdownPage ? `${markdownPage.wrapperClassName ?? 'mdx-wrapper'} mdx-page ${plugin('pages', undefined)}` : plugin('pages', undefined);
    case '404':
      return plugin('native', undefined);
    default:
      return blogClasses(route);
  }
}
