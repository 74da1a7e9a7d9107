/**
 * Word splitting, the same at build time and at query time.
 *
 * Text is cut into chunks at whitespace and punctuation, except the joiners `.`, `_` and `-`
 * that hold keys, flags and identifiers together (`cost.aws.cur.bucket`, `--expires-in`,
 * `pg_stat_statements`). A chunk that is one plain word is one token. A compound chunk (joiners
 * inside, or camelCase such as `labelsAsTags`) gives the whole chunk as one token (lower case,
 * joiners kept) and each of its parts (the pieces between joiners, and the words of a camelCase
 * piece): so a pasted key finds the section that contains it, and
 * each of its words still finds it too.
 *
 * Queries use the same splitting (`queryTokens`), grouped per compound, after an advanced-syntax
 * check: lunr's query syntax (`title:agent`, `+cost -aws`, `kube~1`, `otel*`) is used only when
 * the whole query clearly is that syntax (`isAdvancedQuery`); otherwise `- + : ~ ^ *` are text.
 */
import lunr from 'lunr';

/**
 * Separators between chunks: whitespace and punctuation other than the joiners `.`, `_`, `-`; and
 * the punctuation of other scripts (CJK `、。「」・`, fullwidth `（），：`, Arabic `،؛؟`), which joins
 * no words (`Deployment、HPA` is two).
 */
const CHUNK_SEPARATOR =
  /[\s/,;!?()[\]{}<>"'\u2018\u2019\u201c\u201d=|`#@&%$\u2013\u2014\u00a0:*~^\\+\u2026\u3000-\u3004\u3008-\u3011\u3014-\u301f\u30fb\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\u060c\u061b\u061f\u066a-\u066d\u06d4]+/u;
/** Joiners at the edges of a chunk are punctuation (`--flag`, `end.`), not part of it. */
const EDGE_JOINERS = /^[._-]+|[._-]+$/g;
const JOINERS = /[._-]+/;
/** camelCase and PascalCase boundaries: `labelsAs|Tags`, `HTTP|Server`. */
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
/** A chunk that addChunk would keep whole, with no parts (a capital only first: `Agent`, `p99`, `42`). */
const PLAIN_WORD = /^[A-Za-z0-9][a-z0-9]*$/;
/** A letter or digit of any script, or `_` (Arabic, Cyrillic, Greek words are words too). */
const HAS_WORD = /[\p{L}\p{N}_]/u;

/** A chunk of text: the whole (lower case) and, for a compound, its parts (lower case). */
export interface WordGroup {
  whole: string;
  /** Empty for a plain word. */
  parts: string[];
}

/** The word groups of a text, in order. Chunks without a letter, digit or `_` are left out. */
export function wordGroups(written: string): WordGroup[] {
  const groups: WordGroup[] = [];
  // Arabic vowel marks and the tatweel are left out: `اللُّغَةُ` is found by `اللغة`, as written without them.
  const text = ARABIC.test(written) ? withoutArabicMarks(written) : written;
  for (const raw of text.split(CHUNK_SEPARATOR)) {
    // Most chunks are one plain word: no joiner, no case boundary, no unspaced script.
    if (PLAIN_WORD.test(raw)) {
      groups.push({ whole: raw.toLowerCase(), parts: [] });
      continue;
    }
    if (!UNSPACED_CHAR.test(raw)) {
      addChunk(groups, raw);
      continue;
    }
    for (const piece of raw.split(UNSPACED_RUN)) {
      if (UNSPACED_CHAR.test(piece)) for (const word of charsAndPairs(piece)) groups.push({ whole: word, parts: [] });
      else if (piece) addChunk(groups, piece);
    }
  }
  return groups;
}

/** One chunk of spaced text as a word group (nothing when it has no letter or digit). */
function addChunk(groups: WordGroup[], raw: string): void {
  const chunk = raw.replace(EDGE_JOINERS, '');
  if (!chunk || !HAS_WORD.test(chunk)) return;
  // Parts: each piece between joiners, and the words of a camelCase piece after it.
  const parts: string[] = [];
  for (const piece of chunk.split(JOINERS)) {
    const words = piece.split(CAMEL_BOUNDARY);
    if (words.length === 1 || piece !== chunk) parts.push(piece);
    if (words.length > 1) parts.push(...words);
  }
  const lower = parts.map((p) => p.toLowerCase()).filter((p) => HAS_WORD.test(p));
  groups.push({ whole: chunk.toLowerCase(), parts: lower.length > 1 ? lower : [] });
}

/**
 * Scripts written without spaces between words (Chinese, Japanese kana with their length mark `ー`
 * and iteration marks, Thai, Lao, Khmer, Burmese): a run of them is taken as its characters and its
 * overlapping pairs, at build time and in queries alike, so a word on a page is found whatever its length.
 */
const UNSPACED = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u30fc\\uff70\\uff9e\\uff9f\\u3005\\u3007\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}';
const UNSPACED_CHAR = new RegExp(`[${UNSPACED}]`, 'u');
const UNSPACED_RUN = new RegExp(`([${UNSPACED}]+)`, 'u');

/** Text with Arabic letters, which may carry vowel marks. */
const ARABIC = /[\u0600-\u06ff]/;

/** Arabic vowel marks (harakat, Quranic marks) and the tatweel, by code point. */
const isArabicMark = (c: number) => (c >= 0x610 && c <= 0x61a) || c === 0x640 || (c >= 0x64b && c <= 0x65f) || c === 0x670 || (c >= 0x6d6 && c <= 0x6dc) || (c >= 0x6df && c <= 0x6e8) || (c >= 0x6ea && c <= 0x6ed);

/** `text` without its Arabic vowel marks. */
function withoutArabicMarks(text: string): string {
  let out = '';
  for (const char of text) if (!isArabicMark(char.codePointAt(0)!)) out += char;
  return out;
}

function charsAndPairs(run: string): string[] {
  const chars = [...run];
  const out: string[] = [];
  chars.forEach((char, i) => {
    out.push(char);
    if (i + 1 < chars.length) out.push(char + chars[i + 1]);
  });
  return out;
}

/**
 * The words of an indexed value, lower case (arrays joined first): each chunk, and the parts of
 * each compound chunk after it.
 */
export function splitWords(value: unknown): string[] {
  if (value == null) return [];
  const text = Array.isArray(value) ? value.join(' ') : String(value);
  const words: string[] = [];
  for (const { whole, parts } of wordGroups(text)) {
    words.push(whole);
    for (const part of parts) words.push(part);
  }
  return words;
}

/** splitWords as a lunr tokenizer (Builder#tokenizer). */
export function tokenize(value: unknown, metadata?: object): lunr.Token[] {
  return splitWords(value).map((word, index) => new lunr.Token(word, { ...metadata, index }));
}

/** A word as indexed: its term (null when dropped) and the word as written (trimmed, lower case). */
export interface AnalysedWord {
  term: string | null;
  surface: string;
}
const analysed = new Map<string, AnalysedWord>();
/** A word of splitWords through lunr's indexing pipeline: trimmer, stop word filter, stemmer (memoised). */
export function analyseWord(word: string): AnalysedWord {
  let result = analysed.get(word);
  if (result === undefined) {
    const surface = trimWord(word);
    const token = new lunr.Token(surface, {});
    const kept = (lunr.stopWordFilter as (t: lunr.Token) => lunr.Token | undefined)(token);
    result = { term: kept ? lunr.stemmer(kept).toString() : null, surface };
    if (analysed.size > 500_000) analysed.clear();
    analysed.set(word, result);
  }
  return result;
}

/** lunr's trimmer, for letters of every script (lunr's own keeps Latin ones only and would empty Arabic words). */
export const trimWord = (word: string): string => word.replace(/^[^\p{L}\p{N}_]+/u, '').replace(/[^\p{L}\p{N}_]+$/u, '');

/** Field names lunr's syntax may name (`title:`), besides those of the index. */
const SYNTAX_TOKEN = /^([+-]?)(?:([A-Za-z]+):)?([\p{L}\p{N}_*]+)((?:~\d|\^\d+)*)$/u;

/**
 * Whether a query is clearly lunr syntax: every whitespace-separated token is a word with
 * syntax around it (`+word`, `-word`, `field:word`, `word*`, `word~1`, `word^2`), at least one
 * token uses it, a `field:` names one of `fields`, and `+`/`-` count only before a word of two
 * letters or more in a query of several tokens (so `--expires-in`, `-v` or `foo-bar` are text).
 */
export function isAdvancedQuery(query: string, fields: readonly string[]): boolean {
  const tokens = query.trim().split(/\s+/).filter(Boolean);
  if (!tokens.length) return false;
  let syntax = false;
  for (const token of tokens) {
    const m = SYNTAX_TOKEN.exec(token);
    if (!m) return false;
    const [, presence, field, word, modifiers] = m;
    if (field !== undefined && !fields.includes(field)) return false;
    if (!/[\p{L}\p{N}]/u.test(word)) return false;
    if (presence && (tokens.length < 2 || word.replace(/\*/g, '').length < 2)) return false;
    if (presence || field || modifiers || word.includes('*')) syntax = true;
  }
  return syntax;
}
