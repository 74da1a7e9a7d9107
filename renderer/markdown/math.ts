/**
 * Math (remark-math's `inlineMath` and `math` nodes) rendered with KaTeX at build time, as rehype-katex
 * does in Docusaurus: HTML plus MathML, no JavaScript in the page. A formula KaTeX cannot parse is
 * shown as its source (class `math-error`) with a warning at its position.
 */
import type { ElementContent } from 'hast';
import { createRequire } from 'node:module';
import { h, text } from './hast.js';
import { currentFeatures, currentNotes, warnAt } from './render-context.js';
import type { Handler, State } from './types.js';

type Katex = typeof import('katex').default;
let loaded: Katex | undefined;
/** KaTeX, loaded for the first formula: a render worker of a site without math never loads it. */
const katex = (): Katex => (loaded ??= createRequire(import.meta.url)('katex') as Katex);

type MathNode = { type: 'math' | 'inlineMath'; value: string; position?: { start: { line: number; column: number } } };

/**
 * KaTeX's options for a formula: the site's (rehype-katex's options), and one macros object for
 * the whole render, so that a `\gdef` in a formula serves the formulas after it, as rehype-katex's
 * shared options let it (there, across files too, in whatever order they build).
 */
function katexOptions(displayMode: boolean): Record<string, unknown> {
  const site = currentFeatures().katex;
  const notes = currentNotes();
  notes.katexMacros ??= { ...(site?.macros as Record<string, unknown> | undefined) };
  return { strict: 'ignore', ...site, macros: notes.katexMacros, displayMode, throwOnError: true, output: 'htmlAndMathml' };
}

function renderMath(node: MathNode, displayMode: boolean): ElementContent {
  try {
    const html = katex().renderToString(node.value, katexOptions(displayMode));
    currentNotes().math = true;
    // Parsed into elements by rehype-raw, which runs whenever the tree holds raw nodes. KaTeX sets
    // glyph heights and offsets in style attributes: the comment tells html-validate they are meant.
    return { type: 'raw', value: `<!-- [html-validate-disable-block no-inline-style: KaTeX positions glyphs inline] -->${html}` } as unknown as ElementContent;
  } catch (error) {
    const reason = (error as Error).message.replace(/^KaTeX parse error:\s*/, '');
    warnAt(node, 'math-syntax', `KaTeX cannot render this formula: ${reason}. It is shown as its source.`);
    const code = h('code', { className: ['math-error'] }, [text(displayMode ? node.value : `$${node.value}$`)]);
    return displayMode ? h('pre', { className: ['math-error-block'] }, [code]) : code;
  }
}

/** `$$ … $$` blocks: a `<div class="math math-display">` around KaTeX's display output. */
export const math: Handler = (_state: State, node: MathNode) => h('div', { className: ['math', 'math-display'] }, [renderMath(node, true)]);

/** `$ … $` inline: KaTeX's inline output. */
export const inlineMath: Handler = (_state: State, node: MathNode) => h('span', { className: ['math', 'math-inline'] }, [renderMath(node, false)]);
