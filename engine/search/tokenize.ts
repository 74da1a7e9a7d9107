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

/** A query with non-syntax punctuation turned into spaces, ready for lunr's query parser. */
export function prepareQuery(query: string): string {
  return query.replace(QUERY_NEUTRAL, ' ').trim();
}

/**
 * The words of an indexed value, lower case: split at INDEX_SEPARATOR (arrays joined first).
 * Words without a Latin letter, digit or `_` are left out: lunr's trimmer would empty them.
 */
export function splitWords(value: unknown): string[] {
  if (value == null) return [];
  const text = (Array.isArray(value) ? value.join(' ') : String(value)).toLowerCase();
  return text.split(INDEX_SEPARATOR).filter((word) => /\w/.test(word));
}

/** splitWords as a lunr tokenizer (Builder#tokenizer). */
export function tokenize(value: unknown, metadata?: object): lunr.Token[] {
  return splitWords(value).map((word, index) => new lunr.Token(word, { ...metadata, index }));
}
