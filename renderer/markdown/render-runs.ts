/**
 * A very large doc's content rendered in runs of its top-level blocks: each run's mdast -> hast ->
 * enhanced -> HTML, then its hast dropped, so the whole doc's hast (several times the size of its
 * HTML) never exists at once. The HTML, sections, warnings and counters (diagrams) are the
 * ones the whole tree gives: remark-rehype puts a "\n" text between top-level blocks, which is put
 * between runs here; everything else it makes of a block depends on the block alone, but for what it
 * resolves across the doc (link reference and footnote definitions) and raw HTML, which rehype-raw
 * re-parses with everything around it (an HTML block may open an element that a later block
 * closes; math and drawn diagrams are raw HTML too). Trees with any of those are rendered whole.
 */
import type { Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Nodes, Root, RootContent } from 'mdast';
import { enhanceContent, type EnhanceContext } from './enhance.js';
import { toHast } from './pipeline.js';
import { freshNotes, type RenderFeatures, type RenderNotes, withRenderContext } from './render-context.js';
import { type ContentSection, SectionCollector } from './sections.js';

/** A doc whose tree spans at least this much source is rendered in runs... */
export const RUNS_FROM_BYTES = 256 * 1024;
/** ...of top-level blocks spanning about this much source each. */
const RUN_BYTES = 64 * 1024;

/** Node types whose rendering depends on other blocks of the doc (see the module comment). */
const WHOLE_DOC_TYPES = new Set(['html', 'definition', 'footnoteDefinition', 'footnoteReference', 'linkReference', 'imageReference', 'math', 'inlineMath']);

function needsWholeDoc(node: Nodes): boolean {
  if (WHOLE_DOC_TYPES.has(node.type) || (node.type === 'code' && node.lang === 'mermaid')) return true;
  if ('children' in node) for (const child of node.children) if (needsWholeDoc(child)) return true;
  return false;
}

const spanOf = (node: RootContent): number => (node.position?.end.offset ?? 0) - (node.position?.start.offset ?? 0);

/** The runs of `tree`'s top-level blocks to render one after another, or undefined: render it whole. */
export function runsOf(tree: Root, fromBytes = RUNS_FROM_BYTES, runBytes = RUN_BYTES): RootContent[][] | undefined {
  const span = (tree.position?.end.offset ?? 0) - (tree.position?.start.offset ?? 0);
  if (span < fromBytes || needsWholeDoc(tree)) return undefined;
  const runs: RootContent[][] = [];
  let run: RootContent[] = [];
  let size = 0;
  for (const node of tree.children) {
    run.push(node);
    size += spanOf(node);
    if (size >= runBytes) {
      runs.push(run);
      run = [];
      size = 0;
    }
  }
  if (run.length) runs.push(run);
  return runs.length > 1 ? runs : undefined;
}

export interface RunsRendered {
  html: string;
  sections: ContentSection[];
  notes: RenderNotes;
}

/**
 * Renders the runs (runsOf) of a doc's tree as renderDocContent renders the whole tree. Each run is
 * taken out of `runs` as it is rendered (freed then, unless the tree still holds it).
 */
export function renderRuns(runs: RootContent[][], features: RenderFeatures, file: string, docTitle: string, context: EnhanceContext): RunsRendered {
  const notes = freshNotes();
  const sections = new SectionCollector(docTitle);
  const html: string[] = [];
  let blocksBefore = false;
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i];
    runs[i] = [];
    const { result: hast } = withRenderContext(features, file, (): HastRoot => toHast({ type: 'root', children: run }), notes);
    if (hast.children.length === 0) continue;
    // The separator remark-rehype puts between top-level blocks, here between runs.
    if (blocksBefore) hast.children.unshift({ type: 'text', value: '\n' });
    blocksBefore = true;
    enhanceContent(hast, context);
    sections.add(hast);
    html.push(toHtml(hast));
  }
  return { html: html.join(''), sections: sections.finish(), notes };
}
