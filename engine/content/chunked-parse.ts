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
 * the piece is parsed again, larger. A long top-level list or table is cut too, before a line at
 * column 1 that starts an item (the same marker) or a row: the next piece's first list or table (a
 * table piece is parsed after a copy of its header rows) is joined to the last one, so a 10 MB list
 * costs ten times a 1 MB one, not a hundred. What the parser shares across the whole doc is kept whole:
 * a doc that may define link references or footnotes, or has import/export after its first piece,
 * is parsed in one go; so is a piece with a syntax error, so the error is the one the whole doc gives.
 */
import type { List, Nodes, Root, RootContent, Table } from 'mdast';
import type {} from 'mdast-util-directive';
import type {} from 'mdast-util-math';
import type {} from './comment-node.js';

/**
 * Docs up to this size are parsed in one go; larger ones in pieces of about this size (micromark's
 * time per byte still grows with a piece's size: 8 KB pieces parse a third faster than 32 KB ones).
 */
export const CHUNK_BYTES = 8 * 1024;

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

/**
 * A line at column 1 that starts an item of a top-level list (a marker, then text; not a thematic
 * break such as `- - -`). A long list is cut between its items and the pieces' lists joined.
 */
const LIST_ITEM = /^(?:([-+*])|\d{1,9}([.)]))[ \t]+\S/;
const THEMATIC_BREAK = /^([-*_])[ \t]*(?:\1[ \t]*){2,}$/;

/** The marker of the list item starting at `at` in `source` (`-`, `*`, `+`, `.` or `)`), if one does. */
function itemMarkerAt(source: string, at: number): string | undefined {
  const eol = source.indexOf('\n', at);
  const line = source.slice(at, eol === -1 ? source.length : eol);
  const m = LIST_ITEM.exec(line);
  return m && !THEMATIC_BREAK.test(line.trimEnd()) ? (m[1] ?? m[2]) : undefined;
}

/** A table's delimiter row (`|---|:-:|`): never the start of a piece (it belongs with the header). */
const DELIMITER_ROW = /^\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

/** Offsets in `source` of the lines that may start a piece, in order. */
export function boundaryCandidates(source: string): number[] {
  return lineCandidates(source).blocks;
}

/**
 * Offsets of the lines that may start a piece: `blocks`, lines that start a top-level block (see the
 * module comment), and `items`, lines at column 1 that may start an item of a top-level list or a
 * row of a table (the piece is then joined to the list or table before it).
 */
function lineCandidates(source: string): { blocks: number[]; items: number[] } {
  const blocks: number[] = [];
  const items: number[] = [];
  let at = 0;
  // Front matter is never cut: start after its closing fence.
  const frontMatter = /^---[ \t]*\r?\n[\s\S]*?\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(source);
  if (source.startsWith('---')) {
    if (!frontMatter) return { blocks, items };
    at = frontMatter[0].length;
  }
  let previousBlank = false;
  while (at < source.length) {
    const eol = source.indexOf('\n', at);
    const end = eol === -1 ? source.length : eol;
    const line = source.slice(at, end);
    const blank = line.trim() === '';
    if (previousBlank && !blank && BOUNDARY_START.test(line)) blocks.push(at);
    else if (itemMarkerAt(line, 0) || (!previousBlank && line.startsWith('|') && !DELIMITER_ROW.test(line))) items.push(at);
    previousBlank = blank;
    at = end + 1;
  }
  return { blocks, items };
}

/** The first of the sorted `offsets` at or after `min`, or `none`. */
function firstAtLeast(offsets: number[], min: number, none: number): number {
  let lo = 0;
  let hi = offsets.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid] < min) lo = mid + 1;
    else hi = mid;
  }
  return lo < offsets.length ? offsets[lo] : none;
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
 * How the next piece goes on with the last block of the pieces so far: more items of a list, or more
 * rows of a table (parsed after a copy of the table's header and delimiter rows, then dropped).
 */
type Carry = { kind: 'list'; list: List; blankBefore: boolean } | { kind: 'table'; table: Table; header: string; headerLines: number };

/** What parsePiece needs besides where the piece starts. */
interface PieceParser {
  source: string;
  chunkBytes: number;
  /** Offsets of lines that may start a piece (see lineCandidates). */
  blocks: number[];
  items: number[];
  /** The doc's top-level fences (fenceRanges), found when first asked for. */
  fences: () => [number, number][];
  /** The first boundary at least `size` after `start`, or the doc's end. */
  cutAfter: (start: number, size: number) => number;
  parse: (text: string) => Root;
}

/**
 * A range of the doc handed to another thread (parallel-parse.ts): `from` to `to`, parsed after
 * `header` (a copy of the header and delimiter rows of the table it starts inside, if it does).
 */
export interface Segment {
  from: number;
  to: number;
  header?: string;
}

/** How the range after a segment goes on with the segment's last node (serialisable: the node is the last of `children`). */
export type SegmentCarry = { kind: 'list'; blankBefore: boolean } | { kind: 'table'; header: string; headerLines: number };

/** A segment parsed piece by piece: its top-level nodes (positions the doc's) and how it ends. */
export interface SegmentParse {
  segment: Segment;
  children: RootContent[];
  end: Point;
  largest: LargestPiece;
  /** How the next segment goes on with this one's last node; false: `to` is no place to cut (inside a block). */
  next?: SegmentCarry | false;
}

/** Parses the segments of a doc (in other threads); undefined for a segment that could not be parsed. */
export type SegmentsParser = (segments: Segment[]) => (SegmentParse | undefined)[];

/** The candidates and cut rule of a doc that may be cut (see parseInPieces), or undefined. */
function pieceParserOf(source: string, parse: (text: string) => Root, chunkBytes: number): PieceParser | undefined {
  if (!mayCut(source, chunkBytes)) return undefined;
  const { blocks, items } = lineCandidates(source);
  if (blocks.length === 0 && items.length === 0) return undefined;
  // A block boundary where there is one near enough (most docs: each piece ends a block); an item or
  // row only inside a long list or table, where there is none.
  const cutAfter = (start: number, size: number): number => {
    const block = firstAtLeast(blocks, start + size, source.length);
    return block <= start + 2 * size ? block : Math.min(block, firstAtLeast(items, start + size, source.length));
  };
  let fences: [number, number][] | undefined;
  return { source, chunkBytes, cutAfter, parse, blocks, items, fences: () => (fences ??= fenceRanges(source)) };
}

/**
 * The doc's tree: parsed whole when it is small (or cannot be cut), else piece by piece and joined.
 * `parse` is the unified processor's parse; it may throw (an MDX syntax error). With `segments`, a
 * doc of at least `segments.minBytes` is cut into as many segments as `segments.count`, parsed by
 * `segments.parse` (in other threads) and joined; when a cut between segments proves to be inside a
 * block, the doc is parsed here, piece by piece, as without.
 */
export function parseInPieces(source: string, parse: (text: string) => Root, chunkBytes = CHUNK_BYTES, segments?: { count: number; minBytes: number; parse: SegmentsParser }): PiecesParse {
  const whole = (): PiecesParse => {
    const tree = parse(source);
    return { tree, largest: { bytes: source.length, ...largestBlock(tree) } };
  };
  const parser = pieceParserOf(source, parse, chunkBytes);
  if (!parser) return whole();
  if (segments && segments.count > 1 && source.length >= segments.minBytes) {
    const plan = planSegments(parser, segments.count);
    if (plan.length > 1) {
      const joined = joinSegments(segments.parse(plan));
      if (joined) return joined;
    }
  }
  const all = parseRange(parser, { from: 0, to: source.length });
  return all ? rootOf(all.children, all.end, all.largest) : whole();
}

function rootOf(children: RootContent[], end: Point, largest: LargestPiece): PiecesParse {
  return { tree: { type: 'root', children, position: { start: { line: 1, column: 1, offset: 0 }, end } }, largest };
}

/**
 * Parses one segment of a doc piece by piece (in whichever thread): the parse a thread given
 * `segments` runs. Undefined when the segment cannot be parsed so (a syntax error, or import/export
 * after the doc's first piece): the doc is then parsed whole.
 */
export function parseSegment(source: string, parse: (text: string) => Root, chunkBytes: number, segment: Segment): SegmentParse | undefined {
  const parser = pieceParserOf(source, parse, chunkBytes);
  return parser && parseRange(parser, segment);
}

/** The segments' nodes joined into the doc's tree, or undefined when a cut between them is no place to cut. */
function joinSegments(parts: (SegmentParse | undefined)[]): PiecesParse | undefined {
  if (parts.some((part) => !part)) return undefined;
  const done = parts as SegmentParse[];
  const children: RootContent[] = [];
  const largest: LargestPiece = { bytes: 0, line: 1 };
  for (const [i, part] of done.entries()) {
    const before = done[i - 1]?.next;
    if (before === false) return undefined;
    // A segment parsed after a table's header copy goes on with that very table, and only then.
    if ((before?.kind === 'table' ? before.header : undefined) !== part.segment.header) return undefined;
    const last = children[children.length - 1];
    let rest = part.children;
    if (before) {
      const carry: Carry | undefined =
        before.kind === 'list' && last?.type === 'list' ? { kind: 'list', list: last, blankBefore: before.blankBefore } : before.kind === 'table' && last?.type === 'table' ? { kind: 'table', table: last, header: before.header, headerLines: before.headerLines } : undefined;
      const joined = carry && joinCarried(carry, rest);
      if (!joined) return undefined;
      rest = joined;
    }
    for (const node of rest) children.push(node);
    if (part.largest.bytes > largest.bytes) Object.assign(largest, part.largest);
  }
  return rootOf(children, done[done.length - 1].end, largest);
}

/**
 * Where to cut the doc into `count` segments of about equal size: at a block boundary near the
 * middle of each (else an item or row of a long list or table), not inside a top-level fence (a cut
 * there is taken back, costing a second parse). A segment that starts at a row of a table is parsed
 * after a copy of the table's header (as the piece after such a cut is).
 */
function planSegments(parser: PieceParser, count: number): Segment[] {
  const { source, chunkBytes, blocks, items } = parser;
  const fences = parser.fences();
  const near = Math.max(chunkBytes, Math.round(source.length / count / 8));
  const firstOutsideFences = (offsets: number[], from: number): number => {
    let at = firstAtLeast(offsets, from, source.length);
    while (at < source.length && insideRange(fences, at)) at = firstAtLeast(offsets, at + 1, source.length);
    return at;
  };
  const cuts: number[] = [];
  for (let i = 1; i < count; i++) {
    const target = Math.round((source.length * i) / count);
    const block = firstOutsideFences(blocks, target);
    const cut = block <= target + near ? block : Math.min(block, firstOutsideFences(items, target));
    const previous = cuts[cuts.length - 1] ?? 0;
    if (cut < source.length - chunkBytes && cut > previous + chunkBytes) cuts.push(cut);
  }
  const bounds = [0, ...cuts, source.length];
  return bounds.slice(1).map((to, i) => {
    const from = bounds[i];
    const header = from > 0 && source[from] === '|' ? tableHeaderBefore(source, from) : undefined;
    return header === undefined ? { from, to } : { from, to, header };
  });
}

/**
 * The header and delimiter rows of the table the row at `at` goes on (the lines back to the
 * delimiter row, with no blank line between), or undefined. A guess checked after the parse: the
 * segment before reports the header it really ended with.
 */
function tableHeaderBefore(source: string, at: number): string | undefined {
  let lineEnd = at;
  while (lineEnd > 0) {
    const lineStart = source.lastIndexOf('\n', lineEnd - 2) + 1;
    const line = source.slice(lineStart, lineEnd).replace(/\r?\n$/, '');
    if (line.trim() === '') return undefined;
    if (DELIMITER_ROW.test(line) && lineStart > 0) {
      const headerStart = source.lastIndexOf('\n', lineStart - 2) + 1;
      return source.slice(headerStart, lineEnd);
    }
    lineEnd = lineStart;
  }
  return undefined;
}

/** Offsets [open, close) of top-level fenced code and math blocks (indented at most 3 spaces). */
function fenceRanges(source: string): [number, number][] {
  const out: [number, number][] = [];
  const fence = /^ {0,3}(`{3,}|~{3,}|\${2,})/gm;
  for (let m = fence.exec(source); m; m = fence.exec(source)) {
    const open = m[1];
    const close = new RegExp(`^ {0,3}\\${open[0]}{${open.length},}[ \\t]*$`, 'm');
    const after = source.indexOf('\n', m.index);
    if (after === -1) break;
    const rest = close.exec(source.slice(after + 1));
    const end = rest ? after + 1 + rest.index + rest[0].length : source.length;
    out.push([m.index, end]);
    fence.lastIndex = end;
  }
  return out;
}

/** The range of the sorted, disjoint `ranges` that has `at` strictly inside, if any. */
function rangeAround(ranges: [number, number][], at: number): [number, number] | undefined {
  let lo = 0;
  let hi = ranges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid][1] <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo < ranges.length && ranges[lo][0] < at ? ranges[lo] : undefined;
}

const insideRange = (ranges: [number, number][], at: number): boolean => rangeAround(ranges, at) !== undefined;

/**
 * Parses `segment` of the doc piece by piece (the whole doc: 0 to its length), joining each piece's
 * carried list or table to the one before. Undefined when it cannot be (the doc is parsed whole).
 */
function parseRange(parser: PieceParser, segment: Segment): SegmentParse | undefined {
  const { source } = parser;
  const { from, to } = segment;
  const children: RootContent[] = [];
  let start = from;
  let line = from === 0 ? 1 : countLines(source, 0, from) + 1;
  let end: Point = { line, column: 1, offset: from };
  const largest: LargestPiece = { bytes: 0, line: 1 };
  let carry: Carry | undefined;
  let next: Carry | false | undefined;
  while (start < to) {
    // The segment's first piece may go on with a table of the segment before: parsed after its
    // header, which the piece then drops once joined (joinSegments).
    const opening = start === from && segment.header !== undefined;
    const prefix = carry?.kind === 'table' ? carry.header : opening ? segment.header! : '';
    const headerLines = carry?.kind === 'table' ? carry.headerLines : opening ? 2 : 0;
    const piece = parsePiece(parser, start, prefix, to);
    if (!piece) return undefined; // a syntax error: the whole doc's own
    const { tree, text, stop } = piece;
    // Import/export declare names that later import/export must not declare again: only the first
    // piece may have them.
    if (start > 0 && tree.children.some((node) => node.type === 'mdxjsEsm')) return undefined;
    if (stop - start > largest.bytes) {
      const block = largestBlock(tree);
      Object.assign(largest, { bytes: stop - start, type: block.type, line: block.line + line - 1 });
    }
    // Before the positions move: carryOf reads them in the piece's own text.
    next = !piece.cuttable ? false : stop < source.length ? carryOf(tree, text, source, start - prefix.length, stop) : undefined;
    // A table that began in the header copy goes on with that header (carryOf reads it in the doc, where it is not).
    if (opening && next && next.kind === 'table' && tree.children.length === 1) next = { ...next, header: segment.header!, headerLines };
    const lineShift = line - 1 - headerLines;
    const offsetShift = start - prefix.length;
    if (lineShift !== 0 || offsetShift !== 0) shiftPositions(tree.children, lineShift, offsetShift);
    const rest = carry ? joinCarried(carry, tree.children) : tree.children;
    if (!rest) return undefined; // not expected: carryOf saw the block go on
    for (const node of rest) children.push(node);
    carry = next ? carriedOn(next, carry, tree.children.length === 1) : undefined;
    const treeEnd = tree.position?.end;
    if (treeEnd) end = { line: treeEnd.line + lineShift, column: treeEnd.column, offset: (treeEnd.offset ?? 0) + offsetShift };
    line += countLines(source, start, stop);
    start = stop;
  }
  const carried: SegmentCarry | false | undefined = next === false ? false : !carry ? undefined : carry.kind === 'list' ? { kind: 'list', blankBefore: carry.blankBefore } : { kind: 'table', header: carry.header, headerLines: carry.headerLines };
  return { segment, children, end, largest, next: carried };
}

/** The carry to the next piece: a piece that was all more of the carried block carries that block on. */
function carriedOn(next: Carry, carry: Carry | undefined, allCarried: boolean): Carry {
  if (!allCarried || !carry || carry.kind !== next.kind) return next;
  return carry.kind === 'list' ? { ...(next as typeof carry), list: carry.list } : { ...carry };
}

/**
 * Parses the piece from `start` (after `prefix`), from about `chunkBytes` up to the first boundary
 * after which nothing the piece ends with would have gone on in the whole doc (larger when it
 * would), and at most to `to`. A piece that reaches `to` (before the doc's end) without such a
 * boundary is returned not `cuttable`. Undefined when even the rest of the range does not parse.
 */
function parsePiece({ source, chunkBytes, cutAfter, parse, fences }: PieceParser, start: number, prefix: string, to: number): { tree: Root; text: string; stop: number; cuttable: boolean } | undefined {
  let size = chunkBytes;
  for (;;) {
    const stop = Math.min(cutAfter(start, size), to);
    const text = prefix + source.slice(start, stop);
    let tree: Root | undefined;
    try {
      tree = parse(text);
    } catch {
      tree = undefined;
    }
    if (tree && (stop === source.length || (closedAtEnd(tree, text) && carryOf(tree, text, source, start - prefix.length, stop) !== false))) return { tree, text, stop, cuttable: true };
    if (stop === to) return tree && stop < source.length ? { tree, text, stop, cuttable: false } : undefined;
    // Cut inside a top-level fence: the next try goes past its closing line (a long code block is
    // parsed twice, not once per doubling).
    const fence = rangeAround(fences(), stop);
    size = fence && fence[1] - start > 2 * size ? fence[1] - start : size * 2;
  }
}

/**
 * The carried block's more items or rows (the first node of the next piece's `nodes`) joined to it;
 * returns the nodes after them, or undefined when the piece does not start with them.
 */
function joinCarried(carry: Carry, nodes: RootContent[]): RootContent[] | undefined {
  const first = nodes[0];
  if (carry.kind === 'list') {
    if (first?.type !== 'list') return undefined;
    // One list, as the whole doc has it: loose when any item is, or a blank line comes between items.
    carry.list.children.push(...first.children);
    carry.list.spread = carry.list.spread || first.spread || carry.blankBefore;
    if (carry.list.position && first.position) carry.list.position.end = first.position.end;
    return nodes.slice(1);
  }
  if (first?.type !== 'table' || first.children.length < 2) return undefined;
  carry.table.children.push(...first.children.slice(1)); // not the copied header row
  if (carry.table.position && first.position) carry.table.position.end = first.position.end;
  return nodes.slice(1);
}

/**
 * For a piece cut at `stop` in `source` (the piece's text starts at `textStart` in `source`): how the
 * next piece goes on with this one's last block when the cut is before an item of its top-level list
 * or a row of its table; false when the cut is before such a line but inside something else (the
 * piece is parsed again, larger); undefined when the cut is not before such a line.
 */
function carryOf(tree: Root, text: string, source: string, textStart: number, stop: number): Carry | false | undefined {
  const marker = itemMarkerAt(source, stop);
  const row = !marker && source[stop] === '|' && source.slice(source.lastIndexOf('\n', stop - 2) + 1, stop).trim() !== '';
  if (!marker && !row) return undefined;
  const last = tree.children[tree.children.length - 1];
  const from = last?.position?.start.offset;
  const to = last?.position?.end.offset;
  if (!last || from === undefined || to === undefined) return false;
  if (marker) {
    if (last.type !== 'list' || text.slice(to).trim() !== '') return false;
    const own = /^[ \t]*(?:([-+*])|\d{1,9}([.)]))/.exec(text.slice(from, from + 16));
    if (!own || (own[1] ?? own[2]) !== marker || !endsOnItsOwn(last, text)) return false;
    return { kind: 'list', list: last, blankBefore: source.slice(source.lastIndexOf('\n', stop - 2) + 1, stop).trim() === '' };
  }
  // A row goes on with a table that ran to the line before it.
  if (last.type !== 'table' || !/^\r?\n$/.test(text.slice(to)) || last.children.length < 2) return false;
  const lineStart = text.lastIndexOf('\n', from - 1) + 1;
  const delimiterEnd = text.indexOf('\n', text.indexOf('\n', lineStart) + 1);
  if (delimiterEnd === -1) return false;
  return { kind: 'table', table: last, header: source.slice(textStart + lineStart, textStart + delimiterEnd + 1), headerLines: 2 };
}

/**
 * Whether the innermost block the list ends with ends where it would in the whole doc: a block run
 * to the piece's end by an explicit-end construct (a fence never closed, HTML, JSX...) ends at the
 * next item's line there, with other positions; such a cut is not taken.
 */
function endsOnItsOwn(list: List, text: string): boolean {
  let node = list as Nodes;
  while ((node.type === 'list' || node.type === 'listItem' || node.type === 'blockquote') && node.children.length) node = node.children[node.children.length - 1];
  if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'thematicBreak' || node.type === 'table' || node.type === 'list' || node.type === 'listItem') return true;
  if (node.type !== 'code' || node.position?.start.offset === undefined || node.position.end.offset === undefined) return false;
  const lines = text.slice(node.position.start.offset, node.position.end.offset).split('\n');
  const fence = /^(`{3,}|~{3,})/.exec(lines[0]);
  if (!fence) return false; // indented code
  const close = /^[ \t]*(`{3,}|~{3,})[ \t]*$/.exec(lines[lines.length - 1]);
  return lines.length > 1 && !!close && close[1][0] === fence[1][0] && close[1].length >= fence[1].length;
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
    case 'list':
      // A list goes on over blank lines: a fence left open in its last item would run on too.
      return endsOnItsOwn(last, text);
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
