/**
 * Docusaurus magic comments: a code line that is only a comment naming a directive
 * (`// highlight-next-line`, `# highlight-start` … `# highlight-end`) is removed and gives the lines
 * it marks a class. The directives and their classes are the site's `themeConfig.prism.magicComments`
 * (for instance `{ className: 'code-block-error-line', line: 'this-line-is-error' }`); a site that
 * sets none gets Docusaurus's default, the highlight one.
 */

export interface MagicComment {
  className: string;
  /** Marks the next line. */
  line?: string;
  /** Marks every line between the two. */
  block?: { start: string; end: string };
}

/** The class Docusaurus gives highlighted lines (its default magic comment's). */
export const HIGHLIGHT_CLASS = 'theme-code-block-highlighted-line';

export const DEFAULT_MAGIC_COMMENTS: readonly MagicComment[] = [
  { className: HIGHLIGHT_CLASS, line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function magicCommentOf(entry: unknown): MagicComment | undefined {
  if (!isRecord(entry) || typeof entry.className !== 'string' || !entry.className.trim()) return undefined;
  const line = typeof entry.line === 'string' && entry.line ? entry.line : undefined;
  const block = isRecord(entry.block) && typeof entry.block.start === 'string' && typeof entry.block.end === 'string' && entry.block.start && entry.block.end
    ? { start: entry.block.start, end: entry.block.end }
    : undefined;
  if (!line && !block) return undefined;
  return { className: entry.className.trim(), ...(line ? { line } : {}), ...(block ? { block } : {}) };
}

/** The site's magic comments from `themeConfig.prism`, or undefined when it sets none (the default applies). */
export function magicCommentsOf(prism: unknown): MagicComment[] | undefined {
  if (!isRecord(prism) || !Array.isArray(prism.magicComments)) return undefined;
  return prism.magicComments.map(magicCommentOf).filter((c): c is MagicComment => c !== undefined);
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A whole line that is one comment (`//`, `#`, `--`, `%`, `;;`, `/* *\/`, `{/* *\/}`, `<!-- -->`) holding one of `directives`. */
function directiveLine(directives: string[]): RegExp {
  const names = directives.map(escapeRegExp).join('|');
  return new RegExp(`^\\s*(?:\\/\\/|#|--|%|;;|\\/\\*|\\{\\s*\\/\\*|<!--)\\s*(${names})\\s*(?:\\*\\/\\s*\\}?|-->)?\\s*$`);
}

type Action = { kind: 'line' | 'start' | 'end'; className: string };

function actionsOf(comments: readonly MagicComment[]): Map<string, Action> {
  const actions = new Map<string, Action>();
  for (const c of comments) {
    if (c.line) actions.set(c.line, { kind: 'line', className: c.className });
    if (c.block) {
      actions.set(c.block.start, { kind: 'start', className: c.className });
      actions.set(c.block.end, { kind: 'end', className: c.className });
    }
  }
  return actions;
}

/**
 * Removes the magic comment lines of `code` and returns, by 1-based line of what is left, the
 * classes those comments give it (a block left open runs to the end, as in Docusaurus).
 */
export function applyMagicComments(code: string, comments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS): { code: string; lineClasses: Map<number, string[]> } {
  const lineClasses = new Map<number, string[]>();
  const actions = actionsOf(comments);
  if (!actions.size || ![...actions.keys()].some((d) => code.includes(d))) return { code, lineClasses };
  const pattern = directiveLine([...actions.keys()]);
  const out: string[] = [];
  const next = new Set<string>();
  const open = new Map<string, number>();
  for (const line of code.split('\n')) {
    const m = pattern.exec(line);
    const action = m ? actions.get(m[1]) : undefined;
    if (action) {
      if (action.kind === 'line') next.add(action.className);
      else open.set(action.className, Math.max(0, (open.get(action.className) ?? 0) + (action.kind === 'start' ? 1 : -1)));
      continue;
    }
    out.push(line);
    const classes = [...new Set([...next, ...[...open].filter(([, depth]) => depth > 0).map(([className]) => className)])];
    if (classes.length) lineClasses.set(out.length, classes);
    next.clear();
  }
  return { code: out.join('\n'), lineClasses };
}
