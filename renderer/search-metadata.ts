/**
 * The search metadata Docusaurus 3.9 writes in every page's head (its SearchMetadata), which
 * crawlers such as Algolia DocSearch's facet on: the locale, and the kind of page as a tag, with the
 * docs version on docs pages (`docs-{pluginId}-{version}`). Shared by the server (page HTML) and the
 * client (after a navigation).
 */
import type { PageData, ShellData } from './model.js';

/** The tag of a page that is not a docs or blog list page. */
const DEFAULT_TAG = 'default';

/** The docs version of a page of the docs (by its name in the site), as the metadata names it. */
function docsVersionOf(page: PageData): string | undefined {
  if (page.kind === 'doc' || page.kind === 'generated-index') return page.version.name;
  if (page.kind === 'tag' || page.kind === 'tags-index') return page.version;
  return undefined;
}

/** A page's tag and docs version (its version name within its docs instance). */
function pageSearchTag(page: PageData, versions: ShellData['versions']): { tag: string; version?: string } {
  const name = docsVersionOf(page);
  if (name !== undefined) {
    const version = versions.find((v) => v.name === name);
    const versionName = version?.versionName ?? name;
    if (page.kind === 'tag') return { tag: 'doc_tag_doc_list', version: versionName };
    if (page.kind === 'tags-index') return { tag: 'doc_tags_list', version: versionName };
    return { tag: `docs-${version?.pluginId ?? 'default'}-${versionName}`, version: versionName };
  }
  if (page.kind === 'blog-list') return { tag: page.tag ? 'blog_tags_posts' : page.author ? 'blog_authors_posts' : 'blog_posts_list' };
  if (page.kind === 'blog-tags') return { tag: 'blog_tags_list' };
  if (page.kind === 'blog-authors') return { tag: 'blog_authors_list' };
  return { tag: DEFAULT_TAG };
}

/** The page's search metadata as [name, content] pairs, in Docusaurus's order. */
export function searchMetadata(page: PageData, shell: Pick<ShellData, 'locale' | 'versions'>): [name: string, content: string][] {
  const { tag, version } = pageSearchTag(page, shell.versions);
  return [
    ['docusaurus_locale', shell.locale],
    ['docsearch:language', shell.locale],
    ...(version !== undefined ? [['docusaurus_version', version] as [string, string]] : []),
    ['docusaurus_tag', tag],
    ...(version !== undefined ? [['docsearch:version', version] as [string, string]] : []),
    ['docsearch:docusaurus_tag', tag],
  ];
}

/** The names of the metadata that change between pages (the client updates them after a navigation). */
export const PAGE_SEARCH_METADATA = ['docusaurus_version', 'docusaurus_tag', 'docsearch:version', 'docsearch:docusaurus_tag'] as const;
