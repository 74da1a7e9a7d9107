/**
 * The search build extension: writes `search-index-{locale}.json` (and one file per other docs
 * version, search-files.ts) at the root of the build from the sections of every rendered doc
 * (renderer/markdown), through engine/search; on a large site, each also in chunks
 * (`search-index-{locale}/manifest.json` and its chunk folder, engine/search/split-index.ts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSearchIndex, createSearchDocuments, searchDocumentsByPage, searchIndexData, sortedTermIds, type SearchIndexData, type SearchIndexFile, type SearchIndexOptions, type SearchPageInput } from '../../engine/search/index.js';
import { writeIndexFile, writeIndexFileAside } from './search-index-file.js';
import { type PreviousBuild, SearchReuse } from './search-reuse.js';
import { writeSplitSearchIndexData } from '../../engine/search/split-index.js';
import { collectGarbage } from '../../engine/content/collect-garbage.js';
import type { SiteGraph } from '../../engine/graph/types.js';
import type { MarkdownSitePage } from '../../engine/pages/types.js';
import { chunkFolderOf, chunksSearchIndex, searchIndexTargets } from './search-files.js';
import { latestVersions } from '../../engine/graph/instances.js';
import type { RenderedContent } from '../markdown/index.js';
import { hrefOf } from '../hrefs.js';
import { sectionsDigest } from './sections-digest.js';

/**
 * The pages to index: every listed doc that was rendered, of one version (`version`, by default
 * the latest: each version has its own index, searched from its pages), then every listed blog
 * post (type `blog`). No docs when `search.indexDocs` is false, no posts when `search.indexBlog` is.
 */
export function searchPages(graph: SiteGraph, contents: ReadonlyMap<string, Pick<RenderedContent, 'sections'> & { digest?: string }>, versions: readonly string[] = latestVersions(graph).map((v) => v.name)): DigestedPage[] {
  const posts: SearchPageInput[] = graph.config.search.indexBlog
    ? graph.blogs.flatMap((b) => b.posts)
        .filter((post) => !post.unlisted && contents.has(post.key))
        .map((post) => ({ route: hrefOf(graph, post.permalink), title: post.title, type: 'blog' as const, tags: post.tags.map((t) => t.label), sidebarParentCategories: [], sections: contents.get(post.key)!.sections }))
    : [];
  // Markdown pages of src/pages, as type `other` (Docusaurus's search plugins index them as such).
  const pages: SearchPageInput[] = (graph.pages ?? [])
    .filter((page): page is MarkdownSitePage => page.type === 'markdown' && !page.unlisted && contents.has(page.key))
    .map((page) => ({ route: hrefOf(graph, page.permalink), title: page.title, type: 'other' as const, tags: [], sidebarParentCategories: [], sections: contents.get(page.key)!.sections }));
  if (!graph.config.search.indexDocs) return [...posts, ...pages];
  const docs = graph.docs
    .filter((doc) => !doc.unlisted && !doc.draft && versions.includes(doc.version) && contents.has(doc.key))
    .map((doc) => {
      const { sections, digest } = contents.get(doc.key)!;
      return { route: hrefOf(graph, doc.permalink), title: doc.title, type: 'docs' as const, tags: doc.tags.map((t) => t.label), sidebarParentCategories: doc.sidebarParentCategories, sections, ...(digest ? { digest } : {}) };
    });
  return [...docs, ...posts, ...pages];
}

/** A page to index, with the digest of its sections (BuiltContent.digest) when it has one. */
type DigestedPage = SearchPageInput & { digest?: string };

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

/** The index file of a built site. */
export function siteSearchIndex(graph: SiteGraph, contents: ReadonlyMap<string, Pick<RenderedContent, 'sections'>>): SearchIndexFile {
  const options = indexOptions(graph);
  return buildSearchIndex(createSearchDocuments(searchPages(graph, contents), options), options);
}

/**
 * Writes an index file and, when `chunked`, its chunks beside it: `{name}/manifest.json` and
 * `{name}/{hash}/*.json` (the chunks the previous build has as they are, linked: search-reuse.ts).
 * A chunked index's file is written on a thread of its own while the chunks are made here.
 */
async function writeIndexFiles(outDir: string, file: string, data: SearchIndexData, chunked: boolean, collect: () => void, reuse: SearchReuse | undefined): Promise<void> {
  const sorted = sortedTermIds(data.lunr.terms);
  if (!chunked) {
    writeIndexFile(path.join(outDir, file), data, sorted);
    return;
  }
  const written = writeIndexFileAside(path.join(outDir, file), data, sorted);
  // Settles, never rejects: awaited whatever happens below, so nothing is left writing.
  const fileDone = written.then(() => undefined, (error: unknown) => ({ error }));
  try {
    collect();
    // Each chunk is written as it is made, into a folder renamed once the manifest names it after them all.
    const folder = path.join(outDir, chunkFolderOf(file));
    const partial = path.join(folder, '.partial');
    mkdirSync(partial, { recursive: true });
    const manifest = writeSplitSearchIndexData(data, reuse?.chunkWriter(file, partial) ?? ((name, text) => writeFileSync(path.join(partial, name), text)), sorted);
    renameSync(partial, path.join(folder, manifest.base));
    writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
  } catch (error) {
    await fileDone;
    throw error;
  }
  const failed = await fileDone;
  if (failed) throw failed.error;
}

/**
 * The key of each page of an index: its fields and the digest of its sections (made where the page
 * rendered and kept with it, else here: at 10,000 pages the sections' JSON is over 60 MB to make
 * and hash again on every build). What decides the index's bytes is the options and these keys;
 * each page's part of the term table follows from its key (term-table.ts).
 */
function pageKeys(pages: readonly DigestedPage[]): string[] {
  return pages.map(({ sections, digest, ...page }) => createHash('sha1').update(JSON.stringify(page)).update('\0').update(digest ?? sectionsDigest(sections)).digest('hex'));
}

/** The options an index is made under, as text (with whether it is chunked). */
const optionsKey = (graph: SiteGraph, chunked: boolean) => JSON.stringify([indexOptions(graph), chunked]);

/**
 * Lets go of the analyses of the docs an index was made from: nothing reads them after their index's
 * data is made (a doc is in one version's index; blog posts and pages, in each, keep theirs), and
 * at 10,000 pages they are over 100 MB still held while the index is written. (A section without
 * its analysis is analysed from its text again, the same terms, should anything index it later.)
 */
function releaseAnalyses(pages: readonly SearchPageInput[]): void {
  for (const page of pages) if (page.type === 'docs') for (const section of page.sections) delete section.analysis;
}

/**
 * Build extension (registered by build.ts): writes the indexes of the site's locale (one per docs
 * version); in an incremental build, an index whose input did not change is taken from the previous build.
 */
export async function writeSearchIndex({ site, outDir, contents, previous }: { site: { graph: SiteGraph }; outDir: string; contents: ReadonlyMap<string, Pick<RenderedContent, 'sections'> & { digest?: string }>; previous?: PreviousBuild }): Promise<void> {
  const { graph } = site;
  if (!graph.docs.length && !graph.blogs.some((b) => b.posts.length) && !graph.pages?.some((p) => p.type === 'markdown')) return;
  const chunked = chunksSearchIndex(graph);
  const reuse = previous ? new SearchReuse(previous) : undefined;
  for (const { versions, file } of searchIndexTargets(graph)) {
    const pages = searchPages(graph, contents, versions.map((v) => v.name));
    const keys = pageKeys(pages);
    const options = optionsKey(graph, chunked);
    const digest = reuse?.digestOf([options, ...keys]);
    if (reuse && digest && reuse.place(file, digest, outDir)) continue;
    // A large index is made in steps that each leave much garbage (texts hashed, analyses merged, the
    // file written): collected between them, the build's peak (set here) is lower by over 100 MB at 10,000 pages.
    const collect = chunked ? collectGarbage : () => undefined;
    collect();
    const { documents, counts } = searchDocumentsByPage(pages, indexOptions(graph));
    const previous = reuse?.termState(file, options);
    const data = searchIndexData(documents, indexOptions(graph), { pages: counts.map((n, i) => ({ key: keys[i], documents: n })), ...(previous ? { previous } : {}) });
    releaseAnalyses(pages);
    if (reuse) reuse.keepTermState(file, options, data.termState!());
    // The table's making (the previous build's state among it) is let go of.
    delete data.termState;
    collect();
    await writeIndexFiles(outDir, file, data, chunked, collect, reuse);
    if (reuse && digest) reuse.note(file, digest, outDir);
  }
  reuse?.save();
}
