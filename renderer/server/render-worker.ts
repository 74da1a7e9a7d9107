/**
 * Build task run in each content worker (engine/content/content-workers.ts): renders the
 * pages of the docs whose trees this worker holds, straight into the build folder, and hands over
 * their search sections, page-data chunk names and page records with each progress report (held
 * here until the end, they were two copies at once at 10,000 pages: this worker's and the main
 * thread's). The main thread renders the other pages meanwhile. Pages an incremental build reuses
 * (`skip`) are not rendered.
 */
import path from 'node:path';
import { garbageBound } from '../../engine/content/collect-garbage.js';
import { type HeldTree, treeOf, withParser } from '../../engine/content/parse-files.js';
import { createLinkContext } from '../../engine/graph/links.js';
import type { SiteGraph } from '../../engine/graph/types.js';
import { ImageAssets } from './assets.js';
import { buildDocPage } from './doc-build.js';
import { type PageRecord, RecordingAssets } from './incremental.js';
import { type BuiltContent, createPageRenderContext } from './pages.js';
import type { DocumentAssets } from './html.js';

export interface RenderTaskInput {
  graph: SiteGraph;
  assets: DocumentAssets;
  /** The build's temporary folder. */
  outDir: string;
  /** Incremental builds: docs not to render (reused), and where rendered pages keep their content. */
  incremental?: { skip: string[]; cacheDir: string; outDir: string; keys: [docKey: string, key: string][]; kept: string[] };
}

export interface RenderTaskOutput {
  contents: [key: string, content: BuiltContent][];
  chunks: [hash: string, route: string][];
  records: [key: string, record: PageRecord][];
}

/** Progress is reported in steps of this many pages. */
const PROGRESS_STEP = 25;

/** The garbage a worker may hold between its collections (see garbageBound): a few hundred pages' worth. */
const GARBAGE_ALLOWANCE = 64 * 1024 * 1024;

/** Renders the docs whose trees this worker holds; each tree is deleted once rendered (a build uses them up). */
export async function runTask({ graph, assets, outDir, incremental }: RenderTaskInput, { trees, progress }: { trees: Map<string, HeldTree>; progress: (count: number, part?: RenderTaskOutput) => void }): Promise<RenderTaskOutput> {
  const rc = createPageRenderContext(graph, assets);
  const linkContext = createLinkContext(graph);
  const images = new RecordingAssets(new ImageAssets(outDir, graph.config.baseUrl), graph.config.baseUrl);
  rc.images = images;
  const skip = new Set(incremental?.skip);
  const keep = incremental ? { cacheDir: incremental.cacheDir, outDir: incremental.outDir, keys: new Map(incremental.keys), kept: new Set(incremental.kept) } : undefined;
  let output: RenderTaskOutput = { contents: [], chunks: [], records: [] };
  let pending = 0;
  const boundGarbage = garbageBound(GARBAGE_ALLOWANCE);
  for (const route of graph.routes) {
    if (route.kind !== 'doc' || skip.has(route.docKey!)) continue;
    const doc = rc.docsByKey.get(route.docKey!);
    // The trees are keyed by the parse job's source path, which is the doc's (OS separators).
    const source = doc && [doc.source, doc.source.split('/').join(path.sep)].find((s) => trees.has(s));
    if (!doc || !source) continue;
    // A tree left in the parse cache is parsed again if its entry went since (the parser loaded then).
    const held = trees.get(source)!;
    const tree = await withParser(() => treeOf(held));
    // Out of the map before it renders: the render uses the tree up, freeing each part once rendered.
    trees.delete(source);
    const { content, chunk, record } = buildDocPage(rc, outDir, route, tree, linkContext, images, keep, { consumeTree: true });
    output.contents.push([doc.key, content]);
    output.records.push([doc.key, record]);
    if (chunk) output.chunks.push(chunk);
    if (++pending === PROGRESS_STEP) {
      progress(pending, output);
      output = { contents: [], chunks: [], records: [] };
      pending = 0;
      boundGarbage();
    }
  }
  if (pending) progress(pending);
  return output;
}
