/**
 * Doc content -> HTML: one doc's parsed mdast (from the engine's parseContent) to the content HTML of
 * its page, plus plain-text sections for search. Docusaurus 3.9 classic-theme behaviour, our markup.
 *
 *   mdast ──(drop the content h1)──► remark-rehype + our handlers ──► rehype-raw (only if raw HTML)
 *         ──► links, images, tables, task lists, heading anchors ──► sections ──► hast-util-to-html
 *
 * Class names emitted (stable; the theme CSS styles these):
 *   Headings     .hash-link                       `<a>` appended to h2-h6 (content is a zero-width space;
 *                                                  name from aria-label "Direct link to …")
 *   Links        .sr-only                         " (opens in new tab)" inside external links (also used by
 *                                                  the footnotes heading); must be visually hidden
 *                .external-link-icon              `<svg>` after the text of external links
 *   Images       (none; every img has loading="lazy" decoding="async")
 *   Admonitions  .admonition .admonition-{note|tip|info|warning|danger}   `<div role="note">`
 *                .admonition-heading .admonition-icon .admonition-icon-svg .admonition-content
 *   Code         .code-block .language-{lang} .line-numbers   container `<div>`
 *                .code-block-title .code-block-content
 *                .code-line .highlighted          one `<span>` per line inside `<pre tabindex="0"><code>`;
 *                                                  each line ends with its own "\n" (may be display:block)
 *                .token .{keyword|string|comment|…}   Prism token classes from refractor
 *                --line-start (style)             counter value before the first line when showLineNumbers=N
 *                .copy-button .copy-button-icon   `<button type="button">`, wired by the client
 *   Tables       .table-wrapper                   `<section tabindex="0" aria-label>` (a region) around each table
 *   Task lists   .task-list-item .contains-task-list (remark-rehype) .task-list-item-label
 *   Footnotes    .footnotes .data-footnote-backref (remark-rehype defaults)
 *   Tabs         .tabs-container .tabs .tabs-item .tabs-item-active .tabs-panels .tab-panel
 *                (non-selected panels have the `hidden` attribute; CSS may reveal them without JS)
 *   Details      .details .details-content
 *   Math         .math .math-inline | .math-display around KaTeX's .katex output; .math-error (source shown)
 *   Diagrams     .mermaid-diagram around `<svg class="mermaid-svg" role="img">` (ids prefixed mermaid-N-)
 */
import type { Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'mdast';
import type { LinkContext } from '../../engine/graph/links.js';
import { computedTitle, contentTitleLeads, contentTitleNode, withoutContentTitle } from '../../engine/content/content-title.js';

export { withoutContentTitle };
import type { ContentPage } from '../../engine/graph/types.js';
import { checkRenderedLinks } from '../../engine/validate/rendered-links.js';
import type { AssetSink } from './assets.js';
import { enhanceContent } from './enhance.js';
import { evaluateDoc, needsEvaluation } from './mdx-eval/index.js';
import { withGlobalComponents } from './mdx-eval/global-components.js';
import { toHast } from './pipeline.js';
import { renderRuns, runsOf } from './render-runs.js';
import { type RenderFeatures, withRenderContext } from './render-context.js';
import type { Diagnostic } from '../../engine/diagnostics.js';
import { type ContentSection, extractSections } from './sections.js';

export type { AssetSink } from './assets.js';
export type { ContentSection } from './sections.js';
export type { RenderFeatures } from './render-context.js';

export interface RenderedContent {
  html: string;
  /** Plain text of each section for search: split at h1-h3. */
  sections: ContentSection[];
  /** Warnings about content that could not be rendered as written (at file:line:col). */
  diagnostics: Diagnostic[];
  /** The content has math: its page needs the KaTeX stylesheet. */
  math: boolean;
  /** The content has diagrams drawn in the browser (mermaid.ts): the build needs the mermaid library. */
  browserDiagrams: boolean;
}

/**
 * A doc's content without its content title, when that opens the content (the page header shows it);
 * a title written after other content stays in place (engine/content/content-title.ts).
 */
export function withoutLeadingTitle(tree: Root): Root {
  const title = contentTitleNode(tree);
  return title && contentTitleLeads(tree, title) && !computedTitle(title) ? withoutContentTitle(tree) : tree;
}

function shownTree(tree: Root, contentTitle: NonNullable<RenderOptions['contentTitle']>): Root {
  if (contentTitle === 'keep') return tree;
  return contentTitle === 'anywhere' ? withoutContentTitle(tree) : withoutLeadingTitle(tree);
}

export interface RenderOptions {
  /**
   * What becomes of the content title: `leading` (docs, the default) takes it out when it opens the
   * content, for the page header; `anywhere` takes it out wherever it is (blog posts, as Docusaurus's
   * blog does); `keep` leaves it (pages of src/pages).
   */
  contentTitle?: 'leading' | 'anywhere' | 'keep';
  /**
   * The caller is done with the tree once its content is rendered: its top-level nodes are taken
   * out of it (it is left empty), so that each part can be freed once rendered.
   */
  consumeTree?: boolean;
}

/**
 * The part of a post a list page shows (`excerpt`: the content before the truncate marker, with
 * the post's imports and exports), rendered as the full content is: its MDX evaluated (expressions,
 * imported images, site components) when it has any. The stylesheet and island scripts of the
 * components it used come apart, for the page to put around it.
 */
export function renderExcerptHast(excerpt: Root, doc: ContentPage, ctx: LinkContext, assets: AssetSink, features: RenderFeatures): { hast: HastRoot; stylesheet: string; scripts: string } {
  const tree = withGlobalComponents(excerpt, ctx.graph.mdxComponents);
  const program = needsEvaluation(tree) ? evaluateDoc(tree, doc, ctx, assets) : undefined;
  const { result: hast } = withRenderContext(features, doc.source, (): HastRoot => toHast(program?.tree ?? tree));
  enhanceContent(hast, { doc, ctx, assets });
  const scripts = (program?.scripts ?? []).map((src) => `<script type="module" src="${src}" data-island-script></script>`).join('');
  return { hast, stylesheet: program?.stylesheet ?? '', scripts };
}

/**
 * Renders one doc's content. Pure apart from `assets.addFile` calls; safe to call again on the same
 * tree (unless `consumeTree`).
 */
export function renderDocContent(input: Root, doc: ContentPage, ctx: LinkContext, assets: AssetSink, features: RenderFeatures = { mermaid: false }, options: RenderOptions = {}): RenderedContent {
  // The site's global MDX components (src/theme/MDXComponents) a doc uses are imported for it.
  const tree = withGlobalComponents(input, ctx.graph.mdxComponents);
  // MDX with JavaScript is evaluated first (mdx-eval/); every other doc takes the fast path.
  const program = needsEvaluation(tree) ? evaluateDoc(tree, doc, ctx, assets) : undefined;
  // A content title the page header does not show (one written with JavaScript, or after other content) stays where it is.
  const inBody = (options.contentTitle ?? 'leading') === 'leading' && (doc as { contentTitleInBody?: true }).contentTitleInBody;
  const shown = shownTree(program?.tree ?? tree, inBody ? 'keep' : (options.contentTitle ?? 'leading'));
  const runs = program ? undefined : runsOf(shown);
  // What site components linked with <Link>, and the cards of given items (<DocCard item>): known only
  // once rendered (the doc's own links were checked before rendering).
  const rendered: { written: string; href: string }[] = [...(program?.links ?? [])];
  const renderedLinkDiagnostics = () => (rendered.length ? checkRenderedLinks(ctx, { permalink: doc.permalink, source: doc.source, checked: new Set(doc.references.map((r) => r.url)) }, rendered) : []);
  if (runs) {
    if (options.consumeTree) tree.children = [];
    const { html, sections, notes } = renderRuns(runs, features, doc.source, doc.title, { doc, ctx, assets, links: rendered });
    return { html, sections, diagnostics: [...notes.diagnostics, ...renderedLinkDiagnostics()], math: notes.math, browserDiagrams: notes.browserDiagrams > 0 };
  }
  const { result: hast, notes } = withRenderContext(features, doc.source, (): HastRoot => toHast(shown));
  if (options.consumeTree && !program) tree.children = [];
  enhanceContent(hast, { doc, ctx, assets, links: rendered });
  const sections = extractSections(hast, doc.title);
  const linkDiagnostics = renderedLinkDiagnostics();
  const scripts = (program?.scripts ?? []).map((src) => `<script type="module" src="${src}" data-island-script></script>`).join('');
  const html = toHtml(hast);
  return { html: (program?.stylesheet ?? '') + html + scripts, sections, diagnostics: [...notes.diagnostics, ...linkDiagnostics, ...unplacedMarkers(html, doc.source)], math: notes.math, browserDiagrams: notes.browserDiagrams > 0 };
}

/**
 * A marker the MDX evaluation left for a built-in component or children that it could not put in
 * place (mdx-eval/): the reader would see `@@docs-…@@` where content belongs. Never silent.
 */
function unplacedMarkers(html: string, source: string): Diagnostic[] {
  if (!/@@docs-(?:theme-slot|mdx-children)-/.test(html)) return [];
  return [{ severity: 'warning', rule: 'mdx-evaluate', message: 'Part of this page\'s content could not be put in place: a component rendered by site code (a partial or a component of src/) holds content the engine did not place. Please report it with this file; meanwhile, write that component in the doc itself.', file: source, line: 1, column: 1 }];
}
