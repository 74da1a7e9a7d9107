/**
 * A doc's page as a build renders it (here or in a render worker): the page written, and what an
 * incremental build keeps of it (incremental.ts): the files it wrote, the images it read, and its
 * content (search sections with their analysis, diagnostics) for the next build.
 */
import type { Root } from 'mdast';
import type { LinkContext } from '../../engine/graph/links.js';
import type { Route } from '../../engine/graph/types.js';
import { analyseText } from '../../engine/search/analysis.js';
import { siteModuleUses } from '../markdown/mdx-eval/site-modules.js';
import { contentFileOf, keepContent, type PageRecord, type RecordingAssets } from './incremental.js';
import { markdownFileOf } from './machine-readable.js';
import { sectionsDigest } from './sections-digest.js';
import { type BuiltContent, type PageRenderContext, pageChunkFile, routeFile, writeDocPage } from './pages.js';

/** Where rendered pages keep their content: the cache folder, the output folder it is named for, each doc's key. */
export interface KeepContents {
  cacheDir: string;
  outDir: string;
  keys: ReadonlyMap<string, string>;
  /** Docs whose content is kept already under their key (IncrementalBuild.kept): not written again. */
  kept?: ReadonlySet<string>;
}

export interface BuiltDocPage {
  content: BuiltContent;
  chunk: [hash: string, route: string] | undefined;
  record: PageRecord;
}

/**
 * Renders a doc's route into `outDir` and notes its files; keeps its content when `keep` is given.
 * `consumeTree`: the tree is used up (see renderDocContent).
 */
export function buildDocPage(rc: PageRenderContext, outDir: string, route: Route, tree: Root, linkContext: LinkContext, images: RecordingAssets, keep?: KeepContents, options: { consumeTree?: boolean } = {}): BuiltDocPage {
  const doc = rc.docsByKey.get(route.docKey!)!;
  const uses = siteModuleUses();
  images.begin();
  const { content, chunk } = writeDocPage(rc, outDir, route, tree, linkContext, images, options);
  // The search index's analysis of the page's text, made here beside the render (the index writer merges).
  if (rc.graph.config.search.indexDocs && !doc.unlisted && !doc.draft) for (const section of content.sections) section.analysis = analyseText(section.text);
  const noted = images.end();
  const files = [routeFile(route.path, rc.graph.config.trailingSlash), ...(chunk ? [pageChunkFile(chunk[1])] : []), markdownFileOf(doc.permalink), ...noted.files];
  const record: PageRecord = { files, inputs: noted.inputs, reusable: siteModuleUses() === uses };
  const key = keep?.keys.get(doc.key);
  // An incremental build hashes the search index's input by this digest (search-index.ts): made here, where the sections are, and kept with them.
  if (keep) content.digest = sectionsDigest(content.sections);
  if (keep && key && record.reusable) {
    if (!keep.kept?.has(doc.key)) keepContent(contentFileOf(keep.cacheDir, keep.outDir, doc.key), key, content);
    record.kept = { diagnostics: content.diagnostics, ...(content.digest ? { digest: content.digest } : {}), ...(content.browserDiagrams ? { browserDiagrams: true } : {}) };
  }
  return { content, chunk, record };
}
