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

/** lunr tokenizer (Builder#tokenizer) splitting at INDEX_SEPARATOR; arrays are joined first. */
export function tokenize(value: unknown, metadata?: object): lunr.Token[] {
  if (value == null) return [];
  const text = (Array.isArray(value) ? value.join(' ') : String(value)).toLowerCase();
  const tokens: lunr.Token[] = [];
  for (const word of text.split(INDEX_SEPARATOR)) {
    if (word) tokens.push(new lunr.Token(word, { ...metadata, index: tokens.length }));
  }
  return tokens;
}
