/**
 * ```` ```mdx-code-block ```` fences: Docusaurus removes their fence lines before parsing, in every
 * format, so what they hold is read as the doc's own MDX (sites write JSX this way so that GitHub and
 * translation tools show it as code; one fence may open `<Tabs>` and a later one close it). Like
 * Docusaurus: three or four backticks, nothing after the name, closed by the first line that is the
 * same fence alone, and fences inside other code blocks are unwrapped too.
 *
 * A removed fence line becomes an empty line where that changes nothing (next to a blank line, or at
 * either end), so the lines after it keep their numbers in diagnostics; otherwise it is dropped.
 */

const OPEN = /^ *(`{3,4}) *mdx-code-block\r?$/;

function closingLine(lines: string[], from: number, fence: string): number {
  const close = new RegExp(`^ *${fence}\\r?$`);
  for (let i = from; i < lines.length; i++) if (close.test(lines[i])) return i;
  return -1;
}

const isBlank = (line: string | undefined): boolean => line === undefined || line.trim() === '';

/** `text` with the fence lines of its mdx-code-block fences removed. */
export function unwrapMdxCodeBlocks(text: string): string {
  if (!text.includes('mdx-code-block')) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPEN.exec(lines[i]);
    const close = open ? closingLine(lines, i + 1, open[1]) : -1;
    if (close < 0) {
      out.push(lines[i]);
      continue;
    }
    if (isBlank(out[out.length - 1])) out.push('');
    out.push(...lines.slice(i + 1, close));
    if (isBlank(lines[close + 1])) out.push('');
    i = close;
  }
  return out.join('\n');
}
