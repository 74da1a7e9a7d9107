/**
 * Warnings for docs too large to build well. A doc is parsed in pieces (chunked-parse.ts), so its
 * time grows with its size (a long top-level list or table is cut between items or rows); but a
 * block quote, or a list or table cut nowhere (its items end in fenced code, HTML or JSX), is parsed
 * in one go, in time growing with the square of its size, and so is a doc that cannot be cut (one
 * that defines link references). Every doc's tree is held in memory while its page is made.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { LargestPiece } from './chunked-parse.js';

/** Above this size a doc builds slowly and needs much memory (about 100 MB per MB of Markdown). */
export const LARGE_DOC_BYTES = 8 * 1024 * 1024;
/** A piece above this size takes seconds to parse, and four times as long at twice the size. */
export const LARGE_PIECE_BYTES = 512 * 1024;

/** Blocks whose parse time grows with their size, not its square. */
const LINEAR_BLOCKS = new Set(['code', 'math', 'html', 'paragraph', 'comment']);

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Warnings for a doc of `bytes` whose largest piece parsed in one go is `largest` (none for most docs). */
export function sizeWarnings(bytes: number, largest: LargestPiece, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const at = (line: number) => ({ file, line, column: 1 });
  if (bytes > LARGE_DOC_BYTES) {
    out.push({
      severity: 'warning',
      rule: 'doc-too-large',
      message: `This doc is ${megabytes(bytes)}; docs above ${megabytes(LARGE_DOC_BYTES)} build slowly and need much memory (about 100 MB per MB). It is built in full; split it into several docs to build it faster.`,
      ...at(1),
    });
  }
  if (largest.bytes > LARGE_PIECE_BYTES && !LINEAR_BLOCKS.has(largest.type ?? '')) {
    const what =
      largest.bytes === bytes
        ? `This doc (${megabytes(bytes)}) is parsed in one piece: it may define link references or footnotes (\`[label]: …\`), which apply across the whole doc, or has no blank line before a line at column 1 to cut it at.`
        : `A ${largest.type === 'list' ? 'list' : largest.type === 'table' ? 'table' : largest.type === 'blockquote' ? 'block quote' : 'block'} of ${megabytes(largest.bytes)} starts here and is parsed in one piece.`;
    out.push({
      severity: 'warning',
      rule: 'block-too-large',
      message: `${what} The parser's time grows with the square of such a piece's size, so it builds slowly. It is built in full; split it (headings or paragraphs between shorter parts) to build it faster.`,
      ...at(largest.line),
    });
  }
  return out;
}
