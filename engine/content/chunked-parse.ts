/**
 * Parsing a very large doc in pieces. micromark's time grows with the square of a doc's size on
 * common constructs (every list that ends before a paragraph or code block rewrites the event list
 * of the whole document so far), so a 1 MB doc took 15 s to parse and 10 MB would take many
 * minutes. A doc above `CHUNK_BYTES` is cut at top-level block boundaries, each piece is parsed
 * alone, and the trees are joined with their positions moved to where the piece sits in the doc, so
 * every line:column is the doc's own.
 *
 * The result is the tree the whole-doc parse gives (tests/engine/chunked-parse.test.ts compares
 * them over the shipped site, the fixtures and generated docs). A boundary is a line that starts at
 * column 1 with a character that cannot continue anything (not a list marker, `>`, `<`, `{`, `:`,
 * `$`, space...) after a blank line. Blank line plus such a line closes every open block except
 * those that run to an explicit end: fenced code, math, container directives, HTML blocks of kinds
 * 1-5, comments, JSX and expressions. So after each piece is parsed, its last top-level block is
 * checked: if it ran to the piece's end without its closing line, the boundary was inside it and
 * the piece is parsed again, larger. What the parser shares across the whole doc is kept whole:
 * a doc that may define link references or footnotes, or has import/export after its first piece,
 * is parsed in one go; so is a piece with a syntax error, so the error is the one the whole doc gives.
 */
import type { Root, RootContent } from 'mdast';
import type {} from 'mdast-util-directive';
import type {} from 'mdast-util-math';
import type {} from './comment-node.js';

/** Docs up to this size are parsed in one go; larger ones in pieces of about this size. */
export const CHUNK_BYTES = 32 * 1024;

/** The tree, and the largest piece parsed in one go (where the parse time grows with its square). */
export interface PiecesParse {
  tree: Root;
  largest: LargestPiece;
}

/** The largest piece parsed in one go: its size, and the type and first line of its largest block. */
export interface LargestPiece {
  bytes: number;
  line: number;
  type?: string;
}

/** The type and first line of the block that spans the most of `tree`. */
function largestBlock(tree: Root): { type?: string; line: number } {
  let best: { type: string; size: number; line: number } | undefined;
  for (const node of tree.children) {
    const size = (node.position?.end.offset ?? 0) - (node.position?.start.offset ?? 0);
    if (!best || size > best.size) best = { type: node.type, size, line: node.position?.start.line ?? 1 };
  }
  return { type: best?.type, line: best?.line ?? 1 };
}

/**
 * A line that may start a link reference definition or footnote definition (after container
 * markers, with a label that may run over lines). The parser resolves `[text][label]` against every
 * definition in the doc, wherever it is, so a doc that may have one is not cut.
 */
const MAYBE_DEFINITION = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+[ \t>]*)*\[(?:[^[\]\\]|\\[\s\S])*\]:/m;

/** First characters of a line that can start a piece (see the module comment). */
const BOUNDARY_START = /^(?![-+*]|\d{1,9}[.)])[^\s>:<{}$[\]\\=|]/;

/** Offsets in `source` of the lines that may start a piece, in order. */
export function boundaryCandidates(source: string): number[] {
  const out: number[] = [];
  let at = 0;
  // Front matter is never cut: start after its closing fence.
  const frontMatter = /^---[ \t]*\r?\n[\s\S]*?\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(source);
  if (source.startsWith('---')) {
    if (!frontMatter) return out;
    at = frontMatter[0].length;
  }
  let previousBlank = false;
  while (at < source.length) {
    const eol = source.indexOf('\n', at);
    const end = eol === -1 ? source.length : eol;
    const line = source.slice(at, end);
    const blank = line.trim() === '';
    if (previousBlank && !blank && BOUNDARY_START.test(line)) out.push(at);
    previousBlank = blank;
    at = end + 1;
  }
  return out;
}

interface Point {
  line: number;
  column: number;
  offset?: number;
}

/** Whether a piece may be cut out of this doc at all. */
function mayCut(source: string, chunkBytes: number): boolean {
  return source.length > chunkBytes && !MAYBE_DEFINITION.test(source);
}

/**
 * The doc's tree: parsed whole when it is small (or cannot be cut), else piece by piece and joined.
 * `parse` is the unified processor's parse; it may throw (an MDX syntax error).
 */
export function parseInPieces(source: string, parse: (text: string) => Root, chunkBytes = CHUNK_BYTES): PiecesParse {
  const whole = (): PiecesParse => {
    const tree = parse(source);
    return { tree, largest: { bytes: source.length, ...largestBlock(tree) } };
  };
  if (!mayCut(source, chunkBytes)) return whole();
  const candidates = boundaryCandidates(source);
  if (candidates.length === 0) return whole();
  /** The first boundary at least `size` after `start`, or the doc's end. */
  const cutAfter = (start: number, size: number): number => {
    let lo = 0;
    let hi = candidates.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (candidates[mid] < start + size) lo = mid + 1;
      else hi = mid;
    }
    return lo < candidates.length ? candidates[lo] : source.length;
  };

  const children: RootContent[] = [];
  let start = 0;
  let line = 1;
  let end: Point = { line: 1, column: 1, offset: 0 };
  const largest: LargestPiece = { bytes: 0, line: 1 };
  while (start < source.length) {
    let size = chunkBytes;
    let stop = cutAfter(start, size);
    let tree: Root | undefined;
    for (;;) {
      const text = source.slice(start, stop);
      try {
        tree = parse(text);
      } catch {
        tree = undefined;
      }
      if (tree && (stop === source.length || closedAtEnd(tree, text))) break;
      if (stop === source.length) return whole(); // a syntax error: the whole doc's own
      size *= 2;
      stop = cutAfter(start, size);
    }
    // Import/export declare names that later import/export must not declare again: only the first
    // piece may have them.
    if (start > 0 && tree.children.some((node) => node.type === 'mdxjsEsm')) return whole();
    if (stop - start > largest.bytes) {
      const block = largestBlock(tree);
      Object.assign(largest, { bytes: stop - start, type: block.type, line: block.line + line - 1 });
    }
    if (start > 0) shiftPositions(tree.children, line - 1, start);
    children.push(...tree.children);
    const treeEnd = tree.position?.end;
    if (treeEnd) end = { line: treeEnd.line + line - 1, column: treeEnd.column, offset: (treeEnd.offset ?? 0) + start };
    line += countLines(source, start, stop);
    start = stop;
  }
  return { tree: { type: 'root', children, position: { start: { line: 1, column: 1, offset: 0 }, end } }, largest };
}

function countLines(source: string, from: number, to: number): number {
  let n = 0;
  for (let i = source.indexOf('\n', from); i !== -1 && i < to; i = source.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * Whether the piece's last top-level block ended on its own closing line, rather than at the end of
 * the piece (where the whole doc would have continued it).
 */
function closedAtEnd(tree: Root, text: string): boolean {
  const last = tree.children[tree.children.length - 1];
  const from = last?.position?.start.offset;
  const to = last?.position?.end.offset;
  if (!last || from === undefined || to === undefined) return true;
  const raw = text.slice(from, to);
  const lines = raw.replace(/\s+$/, '').split('\n');
  const first = lines[0];
  const final = lines[lines.length - 1];
  const closes = (marker: string, min: number): boolean =>
    lines.length > 1 && new RegExp(`^[ \\t]{0,3}\\${marker}{${min},}[ \\t]*$`).test(final);
  switch (last.type) {
    case 'code': {
      const fence = /^[ \t]{0,3}(`{3,}|~{3,})/.exec(first);
      return !fence || closes(fence[1][0], fence[1].length);
    }
    case 'math': {
      const fence = /^[ \t]{0,3}(\${2,})/.exec(first);
      return !fence || closes('$', fence[1].length);
    }
    case 'containerDirective': {
      const fence = /^[ \t]{0,3}(:{3,})/.exec(first);
      return !!fence && closes(':', fence[1].length);
    }
    case 'html': {
      // HTML blocks that a blank line does not end (CommonMark kinds 1-5) must show their end.
      if (/^[ \t]{0,3}<(?:script|pre|style|textarea)(?:[\s>]|$)/i.test(first)) return /<\/(?:script|pre|style|textarea)>/i.test(final);
      if (/^[ \t]{0,3}<!--/.test(first)) return final.includes('-->');
      if (/^[ \t]{0,3}<\?/.test(first)) return final.includes('?>');
      if (/^[ \t]{0,3}<!\[CDATA\[/.test(first)) return final.includes(']]>');
      if (/^[ \t]{0,3}<![A-Za-z]/.test(first)) return final.includes('>');
      return true;
    }
    case 'comment':
      return raw.trimEnd().endsWith('-->');
    default:
      // Paragraphs, headings, tables, lists, block quotes...: a blank line and a line at column 1
      // that is not a list marker or `>` end them. JSX and expressions that are not closed are
      // syntax errors (the piece is parsed again, larger).
      return true;
  }
}

/** Moves every position (mdast and the estree of MDX nodes) down by `lines` lines and `offset` characters. */
function shiftPositions(nodes: unknown[], lines: number, offset: number): void {
  const seen = new Set<object>();
  const shiftPoint = (point: Point | undefined): void => {
    if (!point || seen.has(point)) return;
    seen.add(point);
    point.line += lines;
    if (point.offset !== undefined) point.offset += offset;
  };
  const shiftEstree = (value: unknown): void => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) shiftEstree(item);
      return;
    }
    const node = value as { start?: unknown; end?: unknown; range?: unknown; loc?: { start?: Point; end?: Point } };
    if (typeof node.start === 'number') node.start += offset;
    if (typeof node.end === 'number') node.end += offset;
    if (Array.isArray(node.range) && !seen.has(node.range)) {
      seen.add(node.range);
      node.range = node.range.map((n: number) => n + offset);
    }
    if (node.loc && !seen.has(node.loc)) {
      seen.add(node.loc);
      for (const point of [node.loc.start, node.loc.end] as (Point | undefined)[]) shiftPoint(point);
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'loc' && key !== 'range' && child && typeof child === 'object') shiftEstree(child);
  };
  type Walked = { position?: { start: Point; end: Point }; children?: unknown[]; attributes?: unknown[]; value?: unknown; data?: { estree?: unknown } };
  const walk = (node: Walked): void => {
    if (node.position) {
      shiftPoint(node.position.start);
      shiftPoint(node.position.end);
    }
    if (node.data?.estree) shiftEstree(node.data.estree);
    // A JSX attribute's expression value (`x={…}`) keeps its estree one level down.
    if (Array.isArray(node.attributes)) for (const attribute of node.attributes) walk(attribute as Walked);
    if (node.value && typeof node.value === 'object') walk(node.value as Walked);
    if (node.children) for (const child of node.children) walk(child as Walked);
  };
  for (const node of nodes) walk(node as Walked);
}
