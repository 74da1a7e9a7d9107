/**
 * The search build extension: writes `search-index-{locale}.json` (and one file per other docs
 * version, search-files.ts) at the root of the build from the sections of every rendered doc
 * (renderer/markdown), through engine/search; on a large site, each also in chunks
 * (`search-index-{locale}/manifest.json` and its chunk folder, engine/search/split-index.ts).
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSearchIndex, createSearchDocuments, type IndexState, searchIndexDataOfPages, sortedTermIds, type SearchIndexData, type SearchIndexFile, type SearchIndexOptions, type SearchPageInput } from '../../engine/search/index.js';
import { writeIndexFile, writeIndexFileAside } from './search-index-file.js';
import { type ChunkRecord, type PreviousBuild, SearchReuse } from './search-reuse.js';
import { writeSplitSearchIndexData } from '../../engine/search/split-index.js';
import { collectGarbage } from '../../engine/content/collect-garbage.js';
import type { SiteGraph } from '../../engine/graph/types.js';
import type { MarkdownSitePage } from '../../engine/pages/types.js';
import { chunkFolderOf, chunksSearchIndex, searchIndexTargets } from './search-files.js';
import { latestVersions } from '../../engine/graph/instances.js';
import type { RenderedContent } from '../markdown/index.js';
import { hrefOf } from '../hrefs.js';
import { sectionsDigest } from './sections-digest.js';

/** What the index reads of a page's content: its search sections and their digest (BuiltContent). */
type IndexedContent = Pick<RenderedContent, 'sections'> & { digest?: string };

/** A page to index, its content read only when asked (a reused page's sections are read from the cache only if its index needs them). */
interface PageToIndex {
  fields: Omit<SearchPageInput, 'sections'>;
  content: () => IndexedContent;
}

/**
 * The pages to index: every listed doc that was rendered, of one version (`version`, by default
 * the latest: each version has its own index, searched from its pages), then every listed blog
 * post (type `blog`). No docs when `search.indexDocs` is false, no posts when `search.indexBlog` is.
 */
function pagesToIndex(graph: SiteGraph, contents: ReadonlyMap<string, IndexedContent>, versions: readonly string[]): PageToIndex[] {
  const content = (key: string) => () => contents.get(key)!;
  const posts: PageToIndex[] = graph.config.search.indexBlog
    ? graph.blogs.flatMap((b) => b.posts)
        .filter((post) => !post.unlisted && contents.has(post.key))
        .map((post) => ({ fields: { route: hrefOf(graph, post.permalink), title: post.title, type: 'blog' as const, tags: post.tags.map((t) => t.label), sidebarParentCategories: [] }, content: content(post.key) }))
    : [];
  // Markdown pages of src/pages, as type `other` (Docusaurus's search plugins index them as such).
  const pages: PageToIndex[] = (graph.pages ?? [])
    .filter((page): page is MarkdownSitePage => page.type === 'markdown' && !page.unlisted && contents.has(page.key))
    .map((page) => ({ fields: { route: hrefOf(graph, page.permalink), title: page.title, type: 'other' as const, tags: [], sidebarParentCategories: [] }, content: content(page.key) }));
  if (!graph.config.search.indexDocs) return [...posts, ...pages];
  const docs = graph.docs
    .filter((doc) => !doc.unlisted && !doc.draft && versions.includes(doc.version) && contents.has(doc.key))
    .map((doc) => ({ fields: { route: hrefOf(graph, doc.permalink), title: doc.title, type: 'docs' as const, tags: doc.tags.map((t) => t.label), sidebarParentCategories: doc.sidebarParentCategories }, content: content(doc.key) }));
  return [...docs, ...posts, ...pages];
}

/** The pages to index (pagesToIndex), with their sections. */
export function searchPages(graph: SiteGraph, contents: ReadonlyMap<string, IndexedContent>, versions: readonly string[] = latestVersions(graph).map((v) => v.name)): SearchPageInput[] {
  return pagesToIndex(graph, contents, versions).map(({ fields, content }) => ({ ...fields, sections: content().sections }));
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
async function writeIndexFiles(outDir: string, file: string, data: SearchIndexData, chunked: boolean, reuse: SearchReuse | undefined): Promise<{ chunks: ChunkRecord; linked: Map<string, [number, number, number]> } | undefined> {
  const sorted = sortedTermIds(data.lunr.terms);
  if (!chunked) {
    writeIndexFile(path.join(outDir, file), data, sorted);
    return undefined;
  }
  const written = writeIndexFileAside(path.join(outDir, file), data, sorted);
  // Settles, never rejects: awaited whatever happens below, so nothing is left writing.
  const fileDone = written.then(() => undefined, (error: unknown) => ({ error }));
  let record: { chunks: ChunkRecord; linked: Map<string, [number, number, number]> } | undefined;
  try {
    // Each chunk is written as it is made, into a folder renamed once the manifest names it after them all.
    const folder = path.join(outDir, chunkFolderOf(file));
    const partial = path.join(folder, '.partial');
    mkdirSync(partial, { recursive: true });
    const writer = reuse?.chunkWriter(file, partial);
    const { manifest, plan } = writeSplitSearchIndexData(data, writer ?? { write: (name, text) => writeFileSync(path.join(partial, name), text) }, sorted, undefined, reuse && { previous: reuse.postingPlan(file) });
    renameSync(partial, path.join(folder, manifest.base));
    writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
    // The linked chunks' stamps, by their path in the build folder (after the rename).
    const base = path.join(chunkFolderOf(file), manifest.base);
    if (writer && reuse) record = { chunks: reuse.chunkRecord(writer, plan), linked: new Map([...writer.linked].map(([name, stamp]) => [path.join(base, name), stamp])) };
  } catch (error) {
    await fileDone;
    throw error;
  }
  const failed = await fileDone;
  if (failed) throw failed.error;
  return record;
}

/**
 * The key of a page of an index: its fields and the digest of its sections (made where the page
 * rendered and kept with it, else here: at 10,000 pages the sections' JSON is over 60 MB to make
 * and hash again on every build). What decides the index's bytes is the options and these keys;
 * each page's part of the index follows from its key (build-index.ts IndexState).
 */
function pageKey({ fields, content }: PageToIndex): string {
  // A reused page's sections are read from the cache only when asked: not when it has its digest.
  const indexed = content();
  const { route, title, type, tags, sidebarParentCategories } = fields;
  return `${JSON.stringify([route, title, type, tags, sidebarParentCategories])}\0${indexed.digest ?? sectionsDigest(indexed.sections)}`;
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
 * The data of one index: from what the previous build kept of it (`previous`), for every page whose
 * key it has, when the build is incremental; the state for the next build is kept.
 */
function indexData(pages: readonly PageToIndex[], keys: readonly string[], options: SearchIndexOptions, previous: IndexState | undefined, kept: { reuse: SearchReuse; file: string; key: string; written: Promise<void>[] } | undefined): SearchIndexData {
  const read: SearchPageInput[] = [];
  const sources = pages.map(({ fields, content }, i) => ({ key: keys[i], page: () => read[read.push({ ...fields, sections: content().sections }) - 1] }));
  const data = searchIndexDataOfPages(sources, options, previous);
  releaseAnalyses(read);
  if (kept) kept.written.push(kept.reuse.keepIndexState(kept.file, kept.key, data.indexState!()));
  // The index's making (the previous build's state among it) is let go of.
  delete data.indexState;
  return data;
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
  // The index states being written (while the indexes' files are made): the next build reads them.
  const written: Promise<void>[] = [];
  for (const { versions, file } of searchIndexTargets(graph)) {
    const pages = pagesToIndex(graph, contents, versions.map((v) => v.name));
    const keys = pages.map(pageKey);
    const options = optionsKey(graph, chunked);
    const digest = reuse?.digestOf([options, ...keys]);
    if (reuse && digest && reuse.place(file, digest, outDir)) continue;
    const previous = await reuse?.indexState(file, options);
    // A large index made from nothing is made in steps that each leave much garbage (texts hashed,
    // analyses merged): collected before and after the data is made, the build's peak (set here) is
    // lower by over 100 MB at 10,000 pages. (Collecting once more after the file's documents are
    // written freed 8 to 50 MB, below the peak, for 0.1 s.) One made from the previous build's state
    // analyses only the edited pages: its peak stays some 150 MB below a full build's without the
    // collections, which cost 0.25 s of a one-doc edit at 10,000 pages.
    const collect = chunked && !previous ? collectGarbage : () => undefined;
    collect();
    const data = indexData(pages, keys, indexOptions(graph), previous, reuse && { reuse, file, key: options, written });
    collect();
    const chunks = await writeIndexFiles(outDir, file, data, chunked, reuse);
    if (reuse && digest) reuse.note(file, digest, outDir, chunks?.chunks, chunks?.linked);
  }
  reuse?.save();
  await Promise.all(written);
}
