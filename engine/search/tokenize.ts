/**
 * Word splitting, the same at build time and at query time. lunr's own tokenizer splits only at
 * whitespace and hyphens, so `ingest.example.com:443`, `channel_not_found` or `(OTLP)` would be
 * single words nobody types; we also split at punctuation. The query side keeps lunr's syntax
 * characters (`: * ~ ^ + - \`) for its parser and turns the other separators into spaces.
 */
import lunr from 'lunr';

/** Punctuation that separates words in content and in queries alike. */
const NEUTRAL = '\\s./,;!?()[\\]{}<>"\'\u2018\u2019\u201c\u201d=|_`#@&%$\u2013\u2014\u00a0';
/** Word separators in indexed text. */
export const INDEX_SEPARATOR = new RegExp(`[${NEUTRAL}\\-:*~^\\\\]+`);
const QUERY_NEUTRAL = new RegExp(`[${NEUTRAL}]+`, 'g');

/**
 * Scripts written without spaces between words (Chinese, Japanese kana): a run of them is indexed
 * as its characters and its overlapping pairs of characters, and a query run is looked up by its
 * pairs (or its one character), so a word found on a page is found by search whatever its length.
 */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;
const UNSPACED_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** A word worth indexing has a letter or digit of any script (or `_`). */
const HAS_LETTER = /[\p{L}\p{N}_]/u;
/** Leading and trailing characters that are not letters, digits or `_` (Unicode-aware lunr trimmer). */
export const trimWord = (word: string): string => word.replace(/^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu, '');

function pairs(run: string, withSingles: boolean): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    if (withSingles) out.push(chars[i]);
    if (i + 1 < chars.length) out.push(chars[i] + chars[i + 1]);
  }
  return out;
}

/** A query with non-syntax punctuation turned into spaces, ready for lunr's query parser. */
export function prepareQuery(query: string): string {
  return query
    .replace(QUERY_NEUTRAL, ' ')
    .replace(UNSPACED, (run) => ` ${pairs(run, false).join(' ')} `)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The words of an indexed value, lower case: split at INDEX_SEPARATOR (arrays joined first), runs
 * of unspaced scripts split into characters and pairs. Words without a letter or digit are left out.
 */
export function splitWords(value: unknown): string[] {
  if (value == null) return [];
  const text = (Array.isArray(value) ? value.join(' ') : String(value)).toLowerCase();
  const words: string[] = [];
  for (const word of text.split(INDEX_SEPARATOR)) {
    if (!HAS_LETTER.test(word)) continue;
    if (!UNSPACED_CHAR.test(word)) {
      words.push(word);
      continue;
    }
    for (const part of word.split(/([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+)/u)) {
      if (!part) continue;
      if (UNSPACED_CHAR.test(part)) words.push(...pairs(part, true));
      else if (HAS_LETTER.test(part)) words.push(part);
    }
  }
  return words;
}

/** splitWords as a lunr tokenizer (Builder#tokenizer). */
export function tokenize(value: unknown, metadata?: object): lunr.Token[] {
  return splitWords(value).map((word, index) => new lunr.Token(word, { ...metadata, index }));
}
