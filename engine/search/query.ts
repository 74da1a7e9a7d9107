/**
 * Querying a search index, in Node and in the browser alike (depends on lunr only).
 *
 * What a reader types is text: words, half-typed words, keys (`cost.aws.cur.bucket`), flags
 * (`--expires-in`), camelCase names, error messages. Each word is looked up exactly (stemmed,
 * through the index's pipeline) and as a prefix of the written forms of the index's terms (the
 * file's `words`, see vocabulary.ts), so a word matches at any length while it is typed;
 * compounds are looked up whole and in parts (tokenize.ts). Only a query that clearly is lunr
 * query syntax (`title:agent`, `+cost -aws`, `kube~1`, `otel*`) is parsed as such, and one that
 * does not parse is searched as text: a reader never sees a parser error.
 *
 * Ranking: lunr's score times a relevance: the weight of the query's words a result matches plus
 * the weight of those in its heading (the section title or its page's title), each word weighing
 * by its rarity (log inverse document frequency). So more of the words rank above some, a rare
 * word above a common one, and a section whose heading names the thing above sections that only
 * mention it. A query that finds nothing, or only results missing a word, is
 * retried with one-letter corrections of its unmatched words of five letters or more
 * (searchQuery reports the corrected query).
 *
 * Scoring is lunr's (per field, the dot product of the query vector and the document's field
 * vector over the query vector's length, summed over fields; field boosts are in the vectors),
 * computed over flat posting arrays built once from the serialised index instead of through
 * lunr.Index#query, which allocates per matching document and field and takes 50-500 ms on a
 * large site where this takes a few milliseconds.
 */
import lunr from 'lunr';
import { isAdvancedQuery, wordGroups } from './tokenize.js';
import { headingText, type IndexStore, loadPipeline, type SerialisedIndex, WholeIndexStore } from './store.js';

/** Leading and trailing characters that are not letters, digits or `_`, of any script (lunr's trimmer, Unicode-aware). */
const trimWord = (word: string): string => word.replace(/^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu, '');
import type { SearchHit, SearchIndexEntry, SearchIndexFile } from './types.js';

/** A query lunr cannot parse: unknown field, non-numeric edit distance or boost, missing term (caught: searched as text). */
export class SearchSyntaxError extends Error {
  override name = 'SearchSyntaxError';
  constructor(
    message: string,
    readonly start?: number,
    readonly end?: number,
  ) {
    super(message);
  }
}

/** lunr clause as its parser produces it (the type definitions lack `presence`). */
interface Clause {
  term: string;
  fields: string[];
  boost: number;
  editDistance?: number;
  usePipeline: boolean;
  wildcard: number;
  presence: number;
}

interface QueryParserConstructor {
  new (text: string, query: lunr.Query): { parse(): lunr.Query };
}

const PRESENCE = { OPTIONAL: 1, REQUIRED: 2, PROHIBITED: 3 } as const;
const TOUCHED = 1;
const PROHIBITED = 2;
/** More clauses than this are ignored (a pasted paragraph stays fast); also the most query words (bits). */
const MAX_CLAUSES = 16;
/** Required clauses have a bit each above the 16 word bits. */
const MAX_REQUIRED = 12;
/** Most index terms a typed word expands to as a prefix (the most frequent ones): 8 for two letters, 16 for three. */
const MAX_PREFIX_EXPANSIONS = 24;
/** Most index terms a written wildcard or fuzzy term expands to. */
const MAX_EXPANSIONS = 200;
/** Words shorter than this are not corrected (too many neighbours at edit distance 1). */
const MIN_CORRECTED_LENGTH = 5;

const isStopWord = (word: string): boolean => (lunr.stopWordFilter as (token: lunr.Token) => lunr.Token | undefined)(new lunr.Token(word, {})) === undefined;
const tokenSetFrom = lunr.TokenSet as unknown as {
  fromArray(terms: string[]): lunr.TokenSet;
  fromString(term: string): lunr.TokenSet;
  fromFuzzyString(term: string, distance: number): lunr.TokenSet;
};

/** A clause to look up: a word of a text query, or a clause of lunr's parser. */
interface ClauseSpec {
  term: string;
  fields: string[];
  boost: number;
  presence: number;
  usePipeline: boolean;
  editDistance?: number;
  /** Also looked up as the prefix of written forms (a word that may be still being typed). */
  prefix: boolean;
  /** Counts towards "how many of the query's words a result has" (stop words do not). */
  counted: boolean;
  /** Fuzzy or inner-wildcard clauses: their words are not highlighted as typed. */
  loose: boolean;
}

/** One looked-up index term of a clause, in the fields of the clause. */
interface PlannedTerm {
  id: number;
  boost: number;
}

/** A clause of the user's query, expanded to index terms. */
interface PlannedClause {
  fields: number[];
  terms: PlannedTerm[];
  presence: number;
  /** Bit of the query word this clause stands for (ranking by words matched), 0 for none. */
  bit: number;
}

/** A query word: what a result must contain to count as matching it, and what to highlight. */
export interface QueryWord {
  word: string;
  bit: number;
  counted: boolean;
  loose: boolean;
  /** Whether any index term matched it (exactly or as a prefix). */
  matched: boolean;
}

/** One result of SearchEngine#search. */
export interface EngineResult {
  ref: number;
  score: number;
  /** Query words matched. */
  coverage: number;
  /** Weight of the query words matched, plus that of those in the heading (rarer words weigh more). */
  relevance: number;
  terms: string[];
}

/** A loaded index (any IndexStore), with reusable score buffers. */
export class SearchEngine {
  readonly fields: string[];
  readonly pipeline: lunr.Pipeline;
  private readonly titleField: number;
  private tokenSetCache: { terms: readonly string[]; set: lunr.TokenSet } | undefined;
  // Per-document buffers, reused by every query and cleared after it (only where touched).
  private readonly scores: Float64Array;
  /** Query words matched (bits 0-15) and required clauses matched (bits 16-27). */
  private readonly masks: Uint32Array;
  /** Query words matched in the title field. */
  private readonly titleMasks: Uint32Array;
  private readonly flags: Uint8Array;
  private readonly touched: Int32Array;

  constructor(readonly store: IndexStore) {
    this.fields = [...store.fields];
    this.titleField = this.fields.indexOf('title');
    this.pipeline = loadPipeline(store.pipeline);
    const documentCount = store.documentCount;
    this.scores = new Float64Array(documentCount);
    this.masks = new Uint32Array(documentCount);
    this.titleMasks = new Uint32Array(documentCount);
    this.flags = new Uint8Array(documentCount);
    this.touched = new Int32Array(documentCount);
  }

  private get tokenSet(): lunr.TokenSet {
    const terms = this.store.sortedTerms();
    if (this.tokenSetCache?.terms !== terms) this.tokenSetCache = { terms, set: tokenSetFrom.fromArray([...terms]) };
    return this.tokenSetCache.set;
  }

  /** Number of (field, document) postings of a term id. */
  private frequency(id: number): number {
    return this.store.frequency(id);
  }

  /** Term ids with their frequency, the most frequent first, at most `max`. */
  private mostFrequent(ids: Iterable<number>, max: number): { id: number; n: number }[] {
    const found = [...ids].map((id) => ({ id, n: this.frequency(id) }));
    if (found.length > max) {
      found.sort((a, b) => b.n - a.n || this.store.term(a.id).length - this.store.term(b.id).length);
      found.length = max;
    }
    return found;
  }

  /** Index terms of a token set (written wildcards and edit distances). */
  private expand(set: lunr.TokenSet, max: number): number[] {
    const ids = this.tokenSet
      .intersect(set)
      .toArray()
      .map((term) => this.store.termId(term))
      .filter((id): id is number => id !== undefined);
    return this.mostFrequent(ids, max).map((e) => e.id);
  }

  /** Index term ids a clause stands for exactly (stemmed; wildcards and edit distance expanded). */
  private exactTerms(spec: ClauseSpec): number[] {
    const terms = spec.usePipeline ? this.pipeline.runString(spec.term) : [spec.term];
    const ids = new Set<number>();
    for (const term of terms) {
      if (spec.editDistance) for (const id of this.expand(tokenSetFrom.fromFuzzyString(term, spec.editDistance), MAX_EXPANSIONS)) ids.add(id);
      else if (term.includes('*')) for (const id of this.expand(tokenSetFrom.fromString(term), MAX_EXPANSIONS)) ids.add(id);
      else {
        const id = this.store.termId(term);
        if (id !== undefined) ids.add(id);
      }
    }
    // The word as written, when the index knows it under another term (a compound's form).
    const written = !spec.editDistance && !spec.term.includes('*') ? this.store.vocabulary.termOf(spec.term) : undefined;
    if (written !== undefined) ids.add(written);
    return [...ids];
  }

  /** The clauses of lunr query syntax; throws SearchSyntaxError. */
  private syntaxClauses(text: string): ClauseSpec[] {
    const query = new lunr.Query(this.fields);
    const Parser = (lunr as unknown as { QueryParser: QueryParserConstructor }).QueryParser;
    try {
      new Parser(text, query).parse();
    } catch (error) {
      if (error instanceof lunr.QueryParseError) {
        const { start, end } = error as unknown as { start?: number; end?: number };
        throw new SearchSyntaxError(error.message, start, end);
      }
      throw error;
    }
    const clauses = (query.clauses as unknown as Clause[]).slice(0, MAX_CLAUSES);
    return clauses.map((clause, i) => {
      const word = trimWord(clause.term.replace(/\*/g, ''));
      const stop = isStopWord(word);
      const plain = clause.usePipeline && clause.editDistance === undefined && !clause.term.includes('*');
      return {
        term: clause.term,
        fields: clause.fields,
        boost: clause.boost,
        presence: clause.presence,
        usePipeline: clause.usePipeline,
        ...(clause.editDistance !== undefined ? { editDistance: clause.editDistance } : {}),
        prefix: plain && word.length > 1 && (!stop || i === clauses.length - 1),
        counted: !stop || clauses.length === 1,
        loose: clause.editDistance !== undefined || /\*./.test(clause.term),
      };
    });
  }

  /**
   * The clauses of a text query: each word, and for a compound (`cost.aws.cur.bucket`) the
   * whole and each part. Stop words count only when nothing else does, and are looked up as a
   * prefix only at the end (still being typed: "to" may become "token").
   */
  private textClauses(text: string): ClauseSpec[] {
    const specs: ClauseSpec[] = [];
    const groups = wordGroups(text);
    const add = (word: string, last: boolean) => {
      const term = trimWord(word);
      if (!term || specs.length >= MAX_CLAUSES) return;
      const stop = isStopWord(term);
      specs.push({ term, fields: this.fields, boost: 1, presence: PRESENCE.OPTIONAL, usePipeline: true, prefix: term.length > 1 && (!stop || last), counted: !stop, loose: false });
    };
    groups.forEach(({ whole, parts }, g) => {
      const lastGroup = g === groups.length - 1;
      add(whole, lastGroup && !parts.length);
      parts.forEach((part, p) => add(part, lastGroup && p === parts.length - 1));
    });
    if (!specs.some((s) => s.counted)) for (const s of specs) s.counted = true;
    return specs;
  }

  /** The clauses for what a reader typed: lunr syntax when it clearly is and parses, else text. */
  private clausesOf(query: string): ClauseSpec[] {
    if (isAdvancedQuery(query, this.fields)) {
      try {
        return this.syntaxClauses(query);
      } catch (error) {
        if (!(error instanceof SearchSyntaxError)) throw error;
      }
    }
    return this.textClauses(query);
  }

  /**
   * The clauses to score and the query's words. A prefix is matched against the written forms
   * of the terms, each completion weighted by how common it is (0.25-1) so a rare `agt` does not
   * outrank `agent` for "ag".
   */
  private plan(specs: ClauseSpec[]): { clauses: PlannedClause[]; words: QueryWord[] } | undefined {
    const clauses: PlannedClause[] = [];
    const words: QueryWord[] = [];
    const fieldIds = (names: string[]) => names.map((f) => this.fields.indexOf(f)).filter((i) => i >= 0);
    for (const spec of specs) {
      const fields = fieldIds(spec.fields);
      const exact = this.exactTerms(spec);
      if (spec.presence === PRESENCE.PROHIBITED) {
        clauses.push({ fields, terms: exact.map((id) => ({ id, boost: spec.boost })), presence: spec.presence, bit: 0 });
        continue;
      }
      // A required word that is nowhere in the index: nothing can match (as in lunr).
      if (spec.presence === PRESENCE.REQUIRED && !exact.length) return undefined;
      const bit = 1 << words.length;
      const terms = exact.map((id) => ({ id, boost: spec.boost }));
      const word = trimWord(spec.term.replace(/\*/g, ''));
      if (spec.prefix) {
        const exactIds = new Set(exact);
        const completions = this.mostFrequent(this.store.vocabulary.completions(word), Math.min(MAX_PREFIX_EXPANSIONS, 8 * (word.length - 1)));
        const max = completions.reduce((m, c) => Math.max(m, c.n), 1);
        for (const { id, n } of completions) if (!exactIds.has(id)) terms.push({ id, boost: spec.boost * (0.25 + (0.75 * n) / max) });
      }
      clauses.push({ fields, terms, presence: spec.presence, bit });
      words.push({ word, bit, counted: spec.counted, loose: spec.loose, matched: terms.length > 0 });
    }
    return { clauses, words };
  }

  /** The best `limit` documents for what a reader typed, best first, and the query's words. */
  // Long on purpose: one pass over the shared scratch arrays (scores, masks, flags, the touched list) that it must reset at the end; split, each step would carry that bookkeeping.
  search(query: string, limit: number): { results: EngineResult[]; words: QueryWord[] } {
    const planned = this.plan(this.clausesOf(query));
    if (!planned) return { results: [], words: [] };
    const { clauses, words } = planned;
    const { scores, masks, titleMasks, flags, touched } = this;
    let touchedCount = 0;

    // Per field: the query vector (boosts of the same term add up, as in lunr) and, per term,
    // the bits it sets on a document: its query words (low 16 bits) and required clauses (high).
    const vectors = this.fields.map(() => new Map<number, { boost: number; bits: number }>());
    let allRequired = 0;
    clauses.forEach((clause, c) => {
      const requiredBit = clause.presence === PRESENCE.REQUIRED && c < MAX_REQUIRED ? 1 << c : 0;
      allRequired |= requiredBit;
      for (const f of clause.fields) {
        if (clause.presence === PRESENCE.PROHIBITED) {
          for (const { id } of clause.terms) {
            const { refs, start, end } = this.store.posting(f, id);
            for (let k = start; k < end; k++) {
              const r = refs[k];
              if (flags[r] === 0) touched[touchedCount++] = r;
              flags[r] = TOUCHED | PROHIBITED;
            }
          }
          continue;
        }
        const vector = vectors[f];
        const bits = clause.bit | (requiredBit << 16);
        for (const { id, boost } of clause.terms) {
          const entry = vector.get(id);
          if (entry) {
            entry.boost += boost;
            entry.bits |= bits;
          } else vector.set(id, { boost, bits });
        }
      }
    });
    vectors.forEach((vector, f) => {
      let squares = 0;
      for (const { boost } of vector.values()) squares += boost * boost;
      const norm = Math.sqrt(squares) || 1;
      const inTitle = f === this.titleField;
      for (const [id, { boost, bits }] of vector) {
        const factor = boost / norm;
        const { refs, weights, start, end } = this.store.posting(f, id);
        for (let k = start; k < end; k++) {
          const r = refs[k];
          if (flags[r] === 0) {
            flags[r] = TOUCHED;
            touched[touchedCount++] = r;
          }
          scores[r] += factor * weights[k];
          masks[r] |= bits;
          if (inTitle) titleMasks[r] |= bits & 0xffff;
        }
      }
    });

    // The page title is the heading of every section of the page; code block titles head their section.
    for (const clause of clauses) {
      if (clause.presence === PRESENCE.PROHIBITED || !clause.bit) continue;
      for (const { id } of clause.terms) for (const r of this.store.pageTitleRefs(id) ?? []) if (flags[r] === TOUCHED) titleMasks[r] |= clause.bit;
    }

    // Weight of each query word: rarer words say more about a heading (log inverse document frequency).
    const counted = words.reduce((m, w) => (w.counted ? m | w.bit : m), 0);
    // (Word b has bit 1 << b.)
    const documentFrequency = new Float64Array(words.length);
    for (let i = 0; i < touchedCount; i++) {
      const mask = masks[touched[i]];
      for (let b = 0; b < words.length; b++) if (mask & (1 << b)) documentFrequency[b]++;
    }
    const wordWeights = Array.from(documentFrequency, (n) => Math.log(1 + scores.length / (1 + n)));
    /** The weight of the query words in `mask`. */
    const weightOf = (mask: number): number => {
      let weight = 0;
      for (let b = 0; mask >>> b; b++) if (mask & (1 << b)) weight += wordWeights[b];
      return weight;
    };

    // Top `limit` by relevance (weight of the words matched, plus that of the words in the
    // heading) times score, kept sorted in a small array.
    type Ranked = { ref: number; score: number; coverage: number; relevance: number; rank: number };
    const top: Ranked[] = [];
    if (!clauses.length) {
      // nothing to look up (only punctuation)
    } else if (limit > 0 && clauses.every((c) => c.presence === PRESENCE.PROHIBITED)) {
      // Only prohibited words: everything else matches (as in lunr).
      for (let r = 0; r < scores.length && top.length < limit; r++) if (!(flags[r] & PROHIBITED)) top.push({ ref: r, score: 0, coverage: 0, relevance: 0, rank: 0 });
    } else if (limit > 0) {
      for (let i = 0; i < touchedCount; i++) {
        const r = touched[i];
        const score = scores[r];
        const mask = masks[r];
        if (flags[r] & PROHIBITED || ((mask >>> 16) & allRequired) !== allRequired || !(score > 0)) continue;
        const relevance = weightOf(mask & counted) + weightOf(titleMasks[r] & counted);
        const rank = relevance * score;
        if (top.length === limit && !(rank > top[limit - 1].rank)) continue;
        const candidate = { ref: r, score, coverage: popcount(mask & counted), relevance, rank };
        let j = top.length === limit ? limit - 1 : top.length;
        while (j > 0 && rank > top[j - 1].rank) {
          top[j] = top[j - 1];
          j--;
        }
        top[j] = candidate;
      }
    }

    const results = top.map(({ ref, score, coverage, relevance }) => {
      const terms = new Set<string>();
      for (const clause of clauses) {
        if (clause.presence === PRESENCE.PROHIBITED) continue;
        for (const { id } of clause.terms) if (clause.fields.some((f) => this.contains(f, id, ref))) terms.add(this.store.term(id));
      }
      for (const w of words) if (w.word && !w.loose && masks[ref] & w.bit) terms.add(w.word);
      return { ref, score, coverage, relevance, terms: [...terms] };
    });
    for (let i = 0; i < touchedCount; i++) {
      const r = touched[i];
      scores[r] = 0;
      masks[r] = 0;
      titleMasks[r] = 0;
      flags[r] = 0;
    }
    return { results, words };
  }

  /**
   * The most common written form at edit distance 1 from `word` (a typo), or, when `asPrefix`
   * (the word being typed), the most common variant that starts a form. Undefined when none.
   */
  correct(word: string, asPrefix: boolean): { text: string; n: number } | undefined {
    const { whole, prefixes } = this.store.vocabulary.corrections(word, asPrefix);
    let best: { text: string; n: number } | undefined;
    for (const form of whole) {
      const n = this.frequency(this.store.vocabulary.termOf(form)!);
      if (!best || n > best.n) best = { text: form, n };
    }
    if (best) return best;
    for (const prefix of prefixes) {
      const n = this.store.vocabulary.completions(prefix).reduce((sum, id) => sum + this.frequency(id), 0);
      if (!best || n > best.n) best = { text: prefix, n };
    }
    return best;
  }

  /** Whether document `ref` has term `id` in field `f` (binary search in the posting). */
  private contains(f: number, id: number, ref: number): boolean {
    const { refs, start, end } = this.store.posting(f, id);
    let lo = start;
    let hi = end - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (refs[mid] === ref) return true;
      if (refs[mid] < ref) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }
}

function popcount(n: number): number {
  let count = 0;
  for (let v = n; v; v &= v - 1) count++;
  return count;
}

/** An index ready to query. */
export interface LoadedSearchIndex {
  documents: SearchIndexEntry[];
  /** Undefined for an empty index. */
  engine: SearchEngine | undefined;
  /** Highlight the chosen result's terms on the target page. */
  highlight: boolean;
  /**
   * A chunked index (chunked-store.ts), where `documents` holds the documents loaded so far:
   * notes a result whose document is missing, and says whether a query needed anything missing
   * (then its outcome is incomplete: load the missing chunks and search again).
   */
  chunks?: { missingDocument(ref: number): void; incomplete(): boolean };
}

/** An index with nothing in it (what a failed fetch gives). */
export const EMPTY_SEARCH_INDEX: LoadedSearchIndex = { documents: [], engine: undefined, highlight: false };

/** Loads a `search-index-{locale}.json` payload (anything else gives the empty index). */
export function loadSearchIndex(file: SearchIndexFile): LoadedSearchIndex {
  const index = file?.index as SerialisedIndex | undefined;
  if (!file || !Array.isArray(file.documents) || !index || !Array.isArray(index.fields) || !Array.isArray(index.fieldVectors) || !Array.isArray(index.invertedIndex)) {
    return EMPTY_SEARCH_INDEX;
  }
  const store = new WholeIndexStore(
    index,
    file.documents.length,
    file.words,
    file.documents.map(headingText),
  );
  return { documents: file.documents, engine: new SearchEngine(store), highlight: file.highlight !== false };
}

/**
 * `query` with lunr's syntax characters taken as plain separators (`Step 1: Install` -> `Step 1
 * Install`). Text queries need no such cleaning any more; kept for callers that build queries.
 */
export function literalQuery(query: string): string {
  return query.replace(/[:~^*\\]+/g, ' ').replace(/(^|\s)[+-]+/g, '$1');
}

/** What a search found: the hits, and the corrected query when a typo was corrected. */
export interface SearchOutcome {
  hits: SearchHit[];
  /** The query the hits are for, when it is not what was typed ("Showing results for ..."). */
  correctedQuery?: string;
}

type RankedHit = SearchHit & { coverage: number; relevance: number };

/** One pass over the indexes: the hits, their best coverage, and the words that matched nothing anywhere. */
function runQuery(list: readonly LoadedSearchIndex[], text: string, limit: number): { hits: RankedHit[]; counted: number; unmatched: Set<string> } {
  const hits: RankedHit[] = [];
  let counted = 0;
  let unmatched: Set<string> | undefined;
  for (const loaded of list) {
    if (!loaded.engine) continue;
    const { results, words } = loaded.engine.search(text, limit);
    counted = Math.max(counted, words.filter((w) => w.counted).length);
    const here = new Set(words.filter((w) => !w.matched).map((w) => w.word));
    unmatched = unmatched ? new Set([...unmatched].filter((w) => here.has(w))) : here;
    for (const { ref, score, coverage, relevance, terms } of results) {
      const document = loaded.documents[ref];
      if (document) hits.push({ document, score, terms, coverage, relevance });
      else loaded.chunks?.missingDocument(ref);
    }
  }
  if (list.length > 1) hits.sort((a, b) => b.relevance * b.score - a.relevance * a.score);
  return { hits: hits.slice(0, limit), counted, unmatched: unmatched ?? new Set() };
}

const bestCoverage = (hits: RankedHit[]) => hits.reduce((m, h) => Math.max(m, h.coverage), 0);
const strip = (hits: RankedHit[]): SearchHit[] => hits.map(({ document, score, terms }) => ({ document, score, terms }));

/**
 * The query with its unmatched words of five letters or more corrected (edit distance 1, the
 * most common candidate in any index; the last word may be a prefix still being typed), or
 * undefined when nothing could be corrected.
 */
function correctedQuery(list: readonly LoadedSearchIndex[], query: string, unmatched: Set<string>): string | undefined {
  const tokens = query.trim().split(/\s+/);
  let changed = false;
  const fixed = tokens.map((token, i) => {
    const groups = wordGroups(token);
    if (groups.length !== 1 || groups[0].parts.length) return token;
    const word = groups[0].whole;
    if ([...word].length < MIN_CORRECTED_LENGTH || !unmatched.has(word)) return token;
    let best: { text: string; n: number } | undefined;
    for (const loaded of list) {
      const found = loaded.engine?.correct(word, i === tokens.length - 1);
      if (found && (!best || found.n > best.n)) best = found;
    }
    if (!best) return token;
    changed = true;
    return best.text;
  });
  return changed ? fixed.join(' ') : undefined;
}

/**
 * Searches one or more indexes (one per locale or docs instance) for what a reader typed: at
 * most `limit` results from each and `limit` overall, ranked as described at the top. When the
 * query finds nothing, or no result has all its words, unmatched words are corrected (typos)
 * and the corrected query is used if it finds more; `correctedQuery` says so.
 */
export function searchQuery(indexes: LoadedSearchIndex | readonly LoadedSearchIndex[], query: string, limit = 8): SearchOutcome {
  const text = query.trim();
  if (!text) return { hits: [] };
  const list: readonly LoadedSearchIndex[] = Array.isArray(indexes) ? indexes : [indexes as LoadedSearchIndex];
  const first = runQuery(list, text, limit);
  // A chunked index without what this query needs yet: its caller loads that and searches again.
  if (list.some((l) => l.chunks?.incomplete())) return { hits: strip(first.hits) };
  const covered = bestCoverage(first.hits);
  if (first.hits.length && covered >= first.counted) return { hits: strip(first.hits) };
  const corrected = first.unmatched.size ? correctedQuery(list, text, first.unmatched) : undefined;
  if (!corrected) return { hits: strip(first.hits) };
  const second = runQuery(list, corrected, limit);
  if (second.hits.length && (!first.hits.length || bestCoverage(second.hits) > covered)) return { hits: strip(second.hits), correctedQuery: corrected };
  return { hits: strip(first.hits) };
}

/** searchQuery's hits alone. */
export function searchIndexes(indexes: LoadedSearchIndex | readonly LoadedSearchIndex[], query: string, limit = 8): SearchHit[] {
  return searchQuery(indexes, query, limit).hits;
}
