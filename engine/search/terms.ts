/**
 * Search-term matching shared by the result list (excerpt marks) and the page highlighter: a word
 * matches when it starts with one of the terms. Terms are query words and the stemmed index terms
 * lunr matched (`monitor` for "monitoring"), so prefixes cover inflections. Pure and tiny: the
 * highlighter that loads with every page imports it.
 */

/** Characters that make up a word (letters and digits of any script). */
const WORD = '[\\p{L}\\p{N}]';

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Cleans a list of terms: lower case, trimmed of non-word edges, two characters or more (a single
 * letter would mark every word starting with it), unique, longest first, at most 20.
 */
export function normalizeTerms(terms: Iterable<string>): string[] {
  const seen = new Set<string>();
  for (const raw of terms) {
    const term = raw
      .toLowerCase()
      .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
      .slice(0, 64);
    if (term.length > 1) seen.add(term);
  }
  return [...seen].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)).slice(0, 20);
}

/**
 * A global, case-insensitive pattern for words starting with any of `terms`. Group 1 is the text
 * before the word (start of input or a non-word character); group 2 is the word. A stem ending in
 * `i` also matches `y` ("polici" -> "policy"). Undefined when no term is usable.
 */
export function termPattern(terms: Iterable<string>): RegExp | undefined {
  const list = normalizeTerms(terms);
  if (!list.length) return undefined;
  const alternatives = list.map((t) => (t.length > 2 && t.endsWith('i') ? `${escapeRegExp(t.slice(0, -1))}[iy]` : escapeRegExp(t)));
  return new RegExp(`(^|[^\\p{L}\\p{N}])((?:${alternatives.join('|')})${WORD}*)`, 'giu');
}

/** A piece of text, marked when it is a matching word. */
export interface TextSegment {
  text: string;
  mark: boolean;
}

/** Splits `text` into plain and marked segments for `pattern` (from termPattern). */
export function splitByTerms(text: string, pattern: RegExp | undefined): TextSegment[] {
  if (!pattern || !text) return text ? [{ text, mark: false }] : [];
  const segments: TextSegment[] = [];
  let last = 0;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const start = m.index + m[1].length;
    const end = start + m[2].length;
    if (end === start) {
      pattern.lastIndex++;
      continue;
    }
    if (start > last) segments.push({ text: text.slice(last, start), mark: false });
    segments.push({ text: text.slice(start, end), mark: true });
    last = end;
  }
  if (last < text.length) segments.push({ text: text.slice(last), mark: false });
  return segments;
}
