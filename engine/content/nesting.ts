/**
 * A limit on how deeply lists and block quotes nest. The Markdown parser's cost grows with the
 * square of the nesting depth (every nested list re-walks the events of the lists inside it), so a
 * list nested 1,000 levels took over a minute; no real page nests more than a few levels. Like
 * markdown-it's maxNesting, deeper nesting is refused, with the place where it first goes too deep.
 */

/** The deepest nesting of lists and block quotes a doc may have. */
export const MAX_NESTING = 100;

/** Width of leading whitespace, tabs to the next multiple of 4. */
function indentOf(line: string, from: number): { width: number; end: number } {
  let width = 0;
  let i = from;
  for (; i < line.length; i++) {
    if (line[i] === ' ') width++;
    else if (line[i] === '\t') width += 4 - (width % 4);
    else break;
  }
  return { width, end: i };
}

/**
 * The first place (1-based line and column) where lists and block quotes nest deeper than `max`,
 * or undefined. A quick line scan that follows indentation, skipping fenced code; it may count a
 * lazy continuation line short, never a real nesting long.
 */
export function findExcessNesting(text: string, max = MAX_NESTING): { line: number; column: number; depth: number } | undefined {
  // Fast path: nesting deeper than `max` needs at least `max` container markers on some line or
  // that many levels of indentation; short texts and texts without long indents skip the scan.
  if (text.length < max * 2) return undefined;
  /** Content columns of the open list items. */
  const open: number[] = [];
  let fence: string | null = null;
  let lineNo = 0;
  for (const line of text.split('\n')) {
    lineNo++;
    const lead = indentOf(line, 0);
    if (lead.end === line.length) continue; // blank: lists stay open
    const f = /^(`{3,}|~{3,})/.exec(line.slice(lead.end));
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length) fence = null;
      continue;
    }
    while (open.length && lead.width < open[open.length - 1]) open.pop();
    let quotes = 0;
    let pos = lead.end;
    let col = lead.width;
    for (;;) {
      const at = pos;
      if (line[pos] === '>') {
        quotes++;
        pos++;
        col++;
        if (line[pos] === ' ') {
          pos++;
          col++;
        }
      } else {
        const marker = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/.exec(line.slice(pos));
        if (!marker) break;
        const after = indentOf(line, pos + marker[0].length);
        const spaces = after.end === line.length || after.width > 4 ? 1 : after.width;
        open.push(col + marker[0].length + spaces);
        col += marker[0].length + after.width;
        pos = after.end;
      }
      if (open.length + quotes > max) return { line: lineNo, column: at + 1, depth: open.length + quotes };
      const next = indentOf(line, pos);
      col += next.width;
      pos = next.end;
    }
    if (f && !quotes) fence = f[1];
  }
  return undefined;
}
