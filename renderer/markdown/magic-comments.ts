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

/** The comment syntaxes a directive may be written in: opening and closing, as regular expression sources. */
const COMMENT_SYNTAX = {
  slashes: ['\\/\\/', ''],
  block: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  hash: ['#', ''],
  html: ['<!--', '-->'],
  dashes: ['--', ''],
  semicolons: [';;', ''],
  percent: ['%', ''],
  quote: ["['\u2018\u2019]", ''],
  vbnet: ["(?:_\\s*)?['\u2018\u2019]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  bang: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
} as const;
type CommentSyntax = keyof typeof COMMENT_SYNTAX;

/** The syntaxes of a language that has its own, as Docusaurus reads them; any other language takes POPULAR_SYNTAX. */
const LANGUAGE_SYNTAX: Record<string, CommentSyntax[]> = {};
const POPULAR_SYNTAX: CommentSyntax[] = ['slashes', 'block', 'jsx', 'hash', 'html'];
for (const [languages, syntax] of [
  ['js javascript ts typescript', ['slashes', 'block']],
  ['jsx tsx', ['slashes', 'block', 'jsx']],
  ['html', ['slashes', 'block', 'html']],
  ['python py bash', ['hash']],
  ['markdown md', ['html', 'jsx', 'hash']],
  ['tex latex matlab', ['percent']],
  ['lua haskell', ['dashes']],
  ['sql', ['dashes', 'block']],
  ['wasm', ['semicolons']],
  ['vb vba visual-basic', ['quote', 'rem']],
  ['vbnet', ['vbnet', 'rem']],
  ['batch', ['rem']],
  ['basic', ['rem', 'bang']],
  ['fsharp', ['slashes', 'ml']],
  ['ocaml sml', ['ml']],
  ['fortran', ['bang']],
  ['cobol', ['cobol']],
] as const) {
  for (const language of languages.split(' ')) LANGUAGE_SYNTAX[language] = [...syntax];
}

/** A whole line that is one comment, in a syntax of `language`, holding one of `directives` (the first group that matched). */
function directiveLine(directives: string[], language: string | undefined): RegExp {
  const names = directives.map(escapeRegExp).join('|');
  const syntax = LANGUAGE_SYNTAX[language ?? ''] ?? POPULAR_SYNTAX;
  const alternatives = syntax.map((name) => `(?:${COMMENT_SYNTAX[name][0]}\\s*(${names})\\s*${COMMENT_SYNTAX[name][1]})`);
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
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
 * classes those comments give it (a block left open runs to the end, as in Docusaurus). A comment
 * counts in the syntaxes of the block's `language` (`#` in Python, `//` and block comments in
 * JavaScript, `'` and `REM` in Visual Basic ...), the common ones for any other language.
 */
export function applyMagicComments(code: string, comments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS, language?: string): { code: string; lineClasses: Map<number, string[]> } {
  const lineClasses = new Map<number, string[]>();
  const actions = actionsOf(comments);
  if (!actions.size || ![...actions.keys()].some((d) => code.includes(d))) return { code, lineClasses };
  const pattern = directiveLine([...actions.keys()], language);
  const out: string[] = [];
  const next = new Set<string>();
  const open = new Map<string, number>();
  for (const line of code.split('\n')) {
    const m = pattern.exec(line);
    const action = m ? actions.get(m.slice(1).find((group) => group !== undefined)!) : undefined;
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
