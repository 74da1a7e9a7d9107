/**
 * The search build extension: writes `search-index-{locale}.json` at the root of the build from
 * the sections of every rendered doc (renderer/markdown), through engine/search.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSearchIndex, createSearchDocuments, serializeSearchIndex, type SearchIndexFile, type SearchIndexOptions, type SearchPageInput } from '../../engine/search/index.js';
import type { SiteGraph } from '../../engine/graph/types.js';
import type { MarkdownSitePage } from '../../engine/pages/types.js';
import type { RenderedContent } from '../markdown/index.js';
import { hrefOf } from '../hrefs.js';

/**
 * The pages to index: every listed doc that was rendered, of the latest version only (older and
 * unreleased versions would repeat each section under another route), then every listed blog post
 * (type `blog`). No docs when `search.indexDocs` is false, no posts when `search.indexBlog` is.
 */
export function searchPages(graph: SiteGraph, contents: ReadonlyMap<string, Pick<RenderedContent, 'sections'>>): SearchPageInput[] {
  const posts: SearchPageInput[] = graph.config.search.indexBlog
    ? (graph.blog?.posts ?? [])
        .filter((post) => !post.unlisted && contents.has(post.key))
        .map((post) => ({ route: hrefOf(graph, post.permalink), title: post.title, type: 'blog' as const, tags: post.tags.map((t) => t.label), sidebarParentCategories: [], sections: contents.get(post.key)!.sections }))
    : [];
  // Markdown pages of src/pages, as type `other` (Docusaurus's search plugins index them as such).
  const pages: SearchPageInput[] = (graph.pages ?? [])
    .filter((page): page is MarkdownSitePage => page.type === 'markdown' && !page.unlisted && contents.has(page.key))
    .map((page) => ({ route: hrefOf(graph, page.permalink), title: page.title, type: 'other' as const, tags: [], sidebarParentCategories: [], sections: contents.get(page.key)!.sections }));
  if (!graph.config.search.indexDocs) return [...posts, ...pages];
  const latest = graph.versions.find((v) => v.isLast)?.name;
  const docs = graph.docs
    .filter((doc) => !doc.unlisted && !doc.draft && (latest === undefined || doc.version === latest) && contents.has(doc.key))
    .map((doc) => ({
      route: hrefOf(graph, doc.permalink),
      title: doc.title,
      type: 'docs' as const,
      tags: doc.tags.map((t) => t.label),
      sidebarParentCategories: doc.sidebarParentCategories,
      sections: contents.get(doc.key)!.sections,
    }));
  return [...docs, ...posts, ...pages];
}

/** The index options of a site (config.search). */
function indexOptions(graph: SiteGraph): SearchIndexOptions {
  const search = graph.config.search;
  return {
    boosts: search.boosts,
    indexDocSidebarParentCategories: search.indexDocSidebarParentCategories,
    excerptLength: search.searchResultContextMaxLength,
    highlight: search.highlightSearchTermsOnTargetPage,
  };
}

/** The index file of a built site, as the JSON text written to the build. */
export function siteSearchIndexJson(graph: SiteGraph, contents: ReadonlyMap<string, Pick<RenderedContent, 'sections'>>): string {
  const options = indexOptions(graph);
  return serializeSearchIndex(createSearchDocuments(searchPages(graph, contents), options), options);
}

/** The index file of a built site. */
export function siteSearchIndex(graph: SiteGraph, contents: ReadonlyMap<string, Pick<RenderedContent, 'sections'>>): SearchIndexFile {
  const options = indexOptions(graph);
  return buildSearchIndex(createSearchDocuments(searchPages(graph, contents), options), options);
}

/** Build extension (registered by build.ts): writes the index of the site's locale. */
export function writeSearchIndex({ site, outDir, contents }: { site: { graph: SiteGraph }; outDir: string; contents: ReadonlyMap<string, Pick<RenderedContent, 'sections'>> }): void {
  const { graph } = site;
  if (!graph.docs.length && !graph.blog?.posts.length && !graph.pages?.some((p) => p.type === 'markdown')) return;
  writeFileSync(path.join(outDir, `search-index-${graph.locale.locale}.json`), siteSearchIndexJson(graph, contents));
}
