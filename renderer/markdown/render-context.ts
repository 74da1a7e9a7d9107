/**
 * What one doc's render needs besides its tree (site features) and what it tells back (warnings at
 * file:line:col, whether the page needs the math stylesheet). The mdast -> hast handlers run inside
 * unified's frozen processor, which has no per-call options, so the render in progress is held
 * here for the length of one synchronous `withRenderContext` call.
 */
import type { Npm2YarnOptions } from './npm2yarn.js';
import type { Diagnostic } from '../../engine/diagnostics.js';
import type { MagicComment } from './magic-comments.js';

export interface RenderFeatures {
  /** ```mermaid fences become diagrams (config.markdown.mermaid). */
  mermaid: boolean;
  /**
   * The site has the `mermaid` package (as @docusaurus/theme-mermaid installs it): a diagram the
   * build cannot draw is drawn in the browser instead, on its page only.
   */
  mermaidInBrowser?: boolean;
  /** Put before diagram ids: content shown beside other content on one page (blog list excerpts). */
  diagramIdPrefix?: string;
  /**
   * The locale's words for what the Markdown renders itself (admonition titles, the code copy
   * button), by Docusaurus's keys (`theme.admonition.note`, `theme.CodeBlock.copy`…); English where absent.
   */
  messages?: Readonly<Record<string, string>>;
  /** Admonition names besides the built-in ones (markdown.admonitionKeywords): rendered as info, as Docusaurus's theme falls back. */
  admonitionKeywords?: readonly string[];
  /** The site's `themeConfig.prism.magicComments`; absent: Docusaurus's default (highlight). */
  magicComments?: readonly MagicComment[];
  /** The site's `markdown.remarkRehypeOptions` (footnote labels...), as remark-rehype takes them. */
  remarkRehypeOptions?: Readonly<Record<string, unknown>>;
  /** The language of a code block that names none (`themeConfig.prism.defaultLanguage`); absent: plain text. */
  defaultCodeLanguage?: string;
  /** KaTeX's options for every formula (config.markdown.katex: rehype-katex's `macros`, `strict`...). */
  katex?: Readonly<Record<string, unknown>>;
  /** ```` ```bash npm2yarn ```` blocks become npm/yarn/pnpm/bun tabs (config.markdown.npm2yarn). */
  npm2yarn?: Npm2YarnOptions;
}

export interface RenderNotes {
  diagnostics: Diagnostic[];
  /** The content has KaTeX math: the page links the KaTeX stylesheet. */
  math: boolean;
  /** Diagrams rendered so far (their SVG ids are numbered per page). */
  diagrams: number;
  /** Diagrams left to the browser's mermaid (the build copies the library when a page has one). */
  browserDiagrams: number;
  /** KaTeX's macros of this render: the site's, and those a formula defines (`\gdef`) for the formulas after it. */
  katexMacros?: Record<string, unknown>;
}

interface ActiveRender {
  features: RenderFeatures;
  file: string;
  notes: RenderNotes;
}

let active: ActiveRender | undefined;

/** Notes of a render that has noted nothing yet. */
export function freshNotes(): RenderNotes {
  return { diagnostics: [], math: false, diagrams: 0, browserDiagrams: 0 };
}

/**
 * Runs `render` with `features` on; returns its result and what the handlers noted (into `notes`
 * when given: a doc rendered in several calls numbers its diagrams on).
 */
export function withRenderContext<T>(features: RenderFeatures, file: string, render: () => T, notes: RenderNotes = freshNotes()): { result: T; notes: RenderNotes } {
  const previous = active;
  active = { features, file, notes };
  try {
    return { result: render(), notes };
  } finally {
    active = previous;
  }
}

/** The features of the render in progress (all off outside one). */
export function currentFeatures(): RenderFeatures {
  return active?.features ?? { mermaid: false };
}

/** The notes of the render in progress (a throwaway object outside one). */
export function currentNotes(): RenderNotes {
  return active?.notes ?? { diagnostics: [], math: false, diagrams: 0, browserDiagrams: 0 };
}

type Positioned = { position?: { start: { line: number; column: number } } };

/** A warning at the node's position in the doc being rendered. */
export function warnAt(node: Positioned, rule: string, message: string): void {
  if (!active) return;
  const start = node.position?.start;
  active.notes.diagnostics.push({ severity: 'warning', rule, message, file: active.file, ...(start ? { line: start.line, column: start.column } : {}) });
}
