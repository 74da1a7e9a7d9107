/**
 * Flowchart source as mermaid reads it, rewritten into the spelling the build-time drawer
 * (beautiful-mermaid) reads the same way. Mermaid's own examples write `graph TD;` and `A-->B;`;
 * the drawer rejects a header with a `;`, ignores statements after a `;` on one line, and reads
 * `A-->B` as a node named `A--` with no edge (its ids may hold dashes). So statements are put one per
 * line and every arrow gets a space before it. Text inside brackets, quotes and `|edge labels|` is
 * never touched.
 */

/** Lines that hold no edges (styles, classes, clicks, comments): left as they are. */
const NOT_AN_EDGE_LINE = /^\s*(?:%%|classDef\b|class\b|style\b|linkStyle\b|click\b|direction\b)/;

/** An arrow's start (`--`, `==`, `-.`, `~~~`) right after an id character. */
const ARROW_AFTER_ID = /([\p{L}\p{N}_])(?=--|==|-\.|~~~)/gu;

/**
 * `line` with `change` applied to its parts outside brackets, quotes and `|labels|` (what mermaid
 * reads as ids, arrows and separators); the parts inside are kept whole.
 */
function mapOutside(line: string, change: (outside: string) => string): string {
  let out = '';
  let run = '';
  let depth = 0;
  let quoted = false;
  let piped = false;
  for (const char of line) {
    const outside = depth === 0 && !quoted && !piped;
    if (char === '"') quoted = !quoted;
    else if (!quoted && '[({'.includes(char)) depth++;
    else if (!quoted && depth > 0 && '])}'.includes(char)) depth--;
    else if (!quoted && depth === 0 && char === '|') piped = !piped;
    if (outside && depth === 0 && !quoted && !piped) run += char;
    else {
      if (run) out += change(run);
      run = '';
      out += char;
    }
  }
  return out + (run ? change(run) : '');
}

/** One flowchart line as its statements, one per line (a `;` outside brackets ends a statement). */
function statementsOf(line: string): string[] {
  const indent = /^\s*/.exec(line)?.[0] ?? '';
  return mapOutside(line, (outside) => outside.replace(/;/g, '\n'))
    .split('\n')
    .map((statement, i) => (i === 0 ? statement.trimEnd() : indent + statement.trim()))
    .filter((statement, i) => i === 0 || statement.trim() !== '');
}

/** The flowchart `source` (its body, after any front matter) in the drawer's spelling. */
export function normalizeFlowchart(source: string): string {
  const frontMatter = /^\s*---\n[\s\S]*?\n---\s*\n/.exec(source)?.[0] ?? '';
  const lines = source.slice(frontMatter.length).split('\n');
  // A header without a direction (`flowchart`) is top to bottom in mermaid; the drawer needs it written.
  const header = lines.findIndex((line) => line.trim() !== '' && !line.trim().startsWith('%%'));
  if (header >= 0) lines[header] = lines[header].replace(/^(\s*(?:graph|flowchart))\s*(;|$)/i, '$1 TB$2');
  const out: string[] = [];
  for (const line of lines) {
    if (NOT_AN_EDGE_LINE.test(line)) out.push(line);
    else for (const statement of statementsOf(line)) out.push(mapOutside(statement, (outside) => outside.replace(ARROW_AFTER_ID, '$1 ')));
  }
  return frontMatter + out.join('\n');
}
