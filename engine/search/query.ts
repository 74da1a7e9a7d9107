/**
 * Querying a search index, in Node and in the browser alike (depends on lunr only).
 *
 * The query is lunr query syntax (`title:agent`, `+cost -aws`, `kube~1`, `alert^2`, `otel*`),
 * parsed by lunr's own parser; every plain word is looked up both exactly (stemmed, through the
 * index's pipeline) and as a trailing wildcard, so results appear while a word is being typed.
 * Results matching more of the query's words come first, then by score. A syntax error throws
 * SearchSyntaxError with lunr's message.
 *
 * Scoring is lunr's (per field, the dot product of the query vector and the document's field
 * vector over the query vector's length, summed over fields; field boosts are in the vectors),
 * computed over flat posting arrays built once from the serialised index instead of through
 * lunr.Index#query, which allocates per matching document and field and takes 50-500 ms on a
 * large site where this takes a few milliseconds. Terms are expanded with lunr's TokenSet.
 */
import lunr from 'lunr';
import { prepareQuery, trimWord } from './tokenize.js';
import type { SearchHit, SearchIndexEntry, SearchIndexFile } from './types.js';

/** A query lunr cannot parse: unknown field, non-numeric edit distance or boost, missing term. */
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

/** The serialised lunr index, as far as we read it. */
interface SerialisedIndex {
  version?: string;
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, { _index: number }][];
  pipeline: string[];
}

/** Postings of one field in compressed-row form: term id t owns refs/weights [offsets[t], offsets[t+1]). */
interface FieldPostings {
  offsets: Int32Array;
  refs: Int32Array;
  weights: Float32Array;
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
/** More clauses than this are ignored (a pasted paragraph stays fast). */
const MAX_CLAUSES = 12;
/** Most index terms a typed word expands to as a prefix (the most frequent ones): 8 for two letters, 16 for three. */
const MAX_PREFIX_EXPANSIONS = 24;
/** Most index terms a written wildcard or fuzzy term expands to. */
const MAX_EXPANSIONS = 200;

const isStopWord = (word: string): boolean => (lunr.stopWordFilter as (token: lunr.Token) => lunr.Token | undefined)(new lunr.Token(word, {})) === undefined;
const tokenSetFrom = lunr.TokenSet as unknown as {
  fromArray(terms: string[]): lunr.TokenSet;
  fromString(term: string): lunr.TokenSet;
  fromFuzzyString(term: string, distance: number): lunr.TokenSet;
};

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
interface QueryWord {
  word: string;
  bit: number;
  /** Counts towards "how many of the query's words a result has" (stop words do not). */
  counted: boolean;
  /** Fuzzy or inner-wildcard clauses: their words are not highlighted as typed. */
  loose: boolean;
}

/** A loaded index: documents and flat postings, with reusable score buffers. */
export class SearchEngine {
  readonly fields: string[];
  readonly pipeline: lunr.Pipeline;
  private readonly termIds = new Map<string, number>();
  private readonly termsById: string[] = [];
  private readonly sortedTerms: string[];
  private readonly postings: FieldPostings[];
  private tokenSetCache: lunr.TokenSet | undefined;
  // Per-document buffers, reused by every query and cleared after it (only where touched).
  private readonly scores: Float64Array;
  /** Query words matched (bits 0-15) and required clauses matched (bits 16-27). */
  private readonly masks: Uint32Array;
  private readonly flags: Uint8Array;
  private readonly touched: Int32Array;

  constructor(serialised: SerialisedIndex, documentCount: number) {
    this.fields = serialised.fields;
    this.pipeline = lunr.Pipeline.load(serialised.pipeline as unknown as object);
    this.sortedTerms = [];
    for (const [term, posting] of serialised.invertedIndex) {
      this.termIds.set(term, posting._index);
      this.termsById[posting._index] = term;
      this.sortedTerms.push(term);
    }
    const termCount = this.termsById.length;
    const fieldIndex = new Map(this.fields.map((f, i) => [f, i]));
    // Pass 1: count the postings of each (field, term); pass 2: fill them.
    const offsets = this.fields.map(() => new Int32Array(termCount + 1));
    const parsed: { field: number; ref: number; elements: number[] }[] = [];
    for (const [fieldRef, elements] of serialised.fieldVectors) {
      const slash = fieldRef.indexOf('/');
      const field = fieldIndex.get(fieldRef.slice(0, slash));
      if (field === undefined) continue;
      parsed.push({ field, ref: Number(fieldRef.slice(slash + 1)), elements });
      const counts = offsets[field];
      for (let i = 0; i < elements.length; i += 2) counts[elements[i] + 1]++;
    }
    this.postings = offsets.map((o) => {
      for (let t = 0; t < termCount; t++) o[t + 1] += o[t];
      return { offsets: o, refs: new Int32Array(o[termCount]), weights: new Float32Array(o[termCount]) };
    });
    const cursors = offsets.map((o) => o.slice(0, termCount));
    for (const { field, ref, elements } of parsed) {
      const { refs, weights } = this.postings[field];
      const cursor = cursors[field];
      for (let i = 0; i < elements.length; i += 2) {
        const k = cursor[elements[i]]++;
        refs[k] = ref;
        weights[k] = elements[i + 1];
      }
    }
    // Refs are in fieldVectors order (ascending refs for a lunr-built index); make sure, since
    // the terms of a result are found by binary search.
    for (const p of this.postings) sortPostings(p, termCount);
    this.scores = new Float64Array(documentCount);
    this.masks = new Uint32Array(documentCount);
    this.flags = new Uint8Array(documentCount);
    this.touched = new Int32Array(documentCount);
  }

  private get tokenSet(): lunr.TokenSet {
    return (this.tokenSetCache ??= tokenSetFrom.fromArray(this.sortedTerms));
  }

  /** Number of (field, document) postings of a term id. */
  private frequency(id: number): number {
    let n = 0;
    for (const { offsets } of this.postings) n += offsets[id + 1] - offsets[id];
    return n;
  }

  /** Index terms of a token set, the most frequent first, at most `max`, with their frequency. */
  private expand(set: lunr.TokenSet, max: number): { id: number; n: number }[] {
    const found = this.tokenSet
      .intersect(set)
      .toArray()
      .map((term) => this.termIds.get(term))
      .filter((id): id is number => id !== undefined)
      .map((id) => ({ id, n: this.frequency(id) }));
    if (found.length > max) {
      found.sort((a, b) => b.n - a.n || this.termsById[a.id].length - this.termsById[b.id].length);
      found.length = max;
    }
    return found;
  }

  /** Index term ids a parsed clause stands for (stemmed; wildcards and edit distance expanded). */
  private clauseTerms(clause: Clause): number[] {
    const terms = clause.usePipeline ? this.pipeline.runString(clause.term) : [clause.term];
    const ids: number[] = [];
    for (const term of terms) {
      if (clause.editDistance) ids.push(...this.expand(tokenSetFrom.fromFuzzyString(term, clause.editDistance), MAX_EXPANSIONS).map((e) => e.id));
      else if (term.includes('*')) ids.push(...this.expand(tokenSetFrom.fromString(term), MAX_EXPANSIONS).map((e) => e.id));
      else {
        const id = this.termIds.get(term);
        if (id !== undefined) ids.push(id);
      }
    }
    return ids;
  }

  /** Parses `text` (lunr query syntax) into clauses; throws SearchSyntaxError. */
  private parse(text: string): Clause[] {
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
    return (query.clauses as unknown as Clause[]).slice(0, MAX_CLAUSES);
  }

  /**
   * The clauses to score and the query's words. Each plain word of two or more characters is
   * also looked up as a prefix, weighted by how common each completion is (0.25-1) so a rare
   * `agt` does not outrank `agent` for "ag"; stop words only when they are the last word (still
   * being typed: "to" may become "token").
   */
  private plan(parsed: Clause[]): { clauses: PlannedClause[]; words: QueryWord[] } | undefined {
    const clauses: PlannedClause[] = [];
    const words: QueryWord[] = [];
    const fieldIds = (names: string[]) => names.map((f) => this.fields.indexOf(f)).filter((i) => i >= 0);
    for (let i = 0; i < parsed.length; i++) {
      const clause = parsed[i];
      const fields = fieldIds(clause.fields);
      const exact = this.clauseTerms(clause);
      if (clause.presence === PRESENCE.PROHIBITED) {
        clauses.push({ fields, terms: exact.map((id) => ({ id, boost: clause.boost })), presence: clause.presence, bit: 0 });
        continue;
      }
      // A required word that is nowhere in the index: nothing can match (as in lunr).
      if (clause.presence === PRESENCE.REQUIRED && !exact.length) return undefined;
      const bit = 1 << words.length;
      const word = trimWord(clause.term.replace(/\*/g, ''));
      const stop = isStopWord(word);
      const terms = exact.map((id) => ({ id, boost: clause.boost }));
      if (clause.usePipeline && clause.editDistance === undefined && word.length > 1 && (!stop || i === parsed.length - 1)) {
        const exactIds = new Set(exact);
        const completions = this.expand(tokenSetFrom.fromString(`${word}*`), Math.min(MAX_PREFIX_EXPANSIONS, 8 * (word.length - 1)));
        const max = completions.reduce((m, c) => Math.max(m, c.n), 1);
        for (const { id, n } of completions) terms.push({ id, boost: exactIds.has(id) ? clause.boost : clause.boost * (0.25 + (0.75 * n) / max) });
      }
      clauses.push({ fields, terms, presence: clause.presence, bit });
      words.push({ word, bit, counted: !stop || parsed.length === 1, loose: clause.editDistance !== undefined || /\*./.test(clause.term) });
    }
    return { clauses, words };
  }

  /** The best `limit` documents for `text` (already prepared), best first. */
  search(text: string, limit: number): { ref: number; score: number; coverage: number; terms: string[] }[] {
    const planned = this.plan(this.parse(text));
    if (!planned) return [];
    const { clauses, words } = planned;
    const { scores, masks, flags, touched } = this;
    let touchedCount = 0;

    // Per field: the query vector (boosts of the same term add up, as in lunr) and, per term,
    // the bits it sets on a document: its query words (low 16 bits) and required clauses (high).
    const vectors = this.fields.map(() => new Map<number, { boost: number; bits: number }>());
    let allRequired = 0;
    clauses.forEach((clause, c) => {
      const requiredBit = clause.presence === PRESENCE.REQUIRED ? 1 << c : 0;
      allRequired |= requiredBit;
      for (const f of clause.fields) {
        if (clause.presence === PRESENCE.PROHIBITED) {
          const { offsets, refs } = this.postings[f];
          for (const { id } of clause.terms) {
            for (let k = offsets[id], end = offsets[id + 1]; k < end; k++) {
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
      const { offsets, refs, weights } = this.postings[f];
      for (const [id, { boost, bits }] of vector) {
        const factor = boost / norm;
        for (let k = offsets[id], end = offsets[id + 1]; k < end; k++) {
          const r = refs[k];
          if (flags[r] === 0) {
            flags[r] = TOUCHED;
            touched[touchedCount++] = r;
          }
          scores[r] += factor * weights[k];
          masks[r] |= bits;
        }
      }
    });

    // Top `limit` by (words matched, score), kept sorted in small parallel arrays.
    const counted = words.reduce((m, w) => (w.counted ? m | w.bit : m), 0);
    const topRefs: number[] = [];
    const topScores: number[] = [];
    const topCoverage: number[] = [];
    if (limit > 0 && clauses.every((c) => c.presence === PRESENCE.PROHIBITED)) {
      // Only prohibited words: everything else matches (as in lunr).
      for (let r = 0; r < scores.length && topRefs.length < limit; r++) {
        if (flags[r] & PROHIBITED) continue;
        topRefs.push(r);
        topScores.push(0);
        topCoverage.push(0);
      }
    } else if (limit > 0) {
      for (let i = 0; i < touchedCount; i++) {
        const r = touched[i];
        const score = scores[r];
        const mask = masks[r];
        if (flags[r] & PROHIBITED || ((mask >>> 16) & allRequired) !== allRequired || !(score > 0)) continue;
        const coverage = popcount(mask & counted);
        let j = topRefs.length;
        if (j === limit) {
          if (coverage < topCoverage[j - 1] || (coverage === topCoverage[j - 1] && score <= topScores[j - 1])) continue;
          j--;
        }
        while (j > 0 && (topCoverage[j - 1] < coverage || (topCoverage[j - 1] === coverage && topScores[j - 1] < score))) {
          topRefs[j] = topRefs[j - 1];
          topScores[j] = topScores[j - 1];
          topCoverage[j] = topCoverage[j - 1];
          j--;
        }
        topRefs[j] = r;
        topScores[j] = score;
        topCoverage[j] = coverage;
        if (topRefs.length > limit) {
          topRefs.length = limit;
          topScores.length = limit;
          topCoverage.length = limit;
        }
      }
    }

    const results = topRefs.map((ref, i) => {
      const terms = new Set<string>();
      for (const clause of clauses) {
        if (clause.presence === PRESENCE.PROHIBITED) continue;
        for (const { id } of clause.terms) if (clause.fields.some((f) => this.contains(f, id, ref))) terms.add(this.termsById[id]);
      }
      for (const w of words) if (w.word && !w.loose && masks[ref] & w.bit) terms.add(w.word);
      return { ref, score: topScores[i], coverage: topCoverage[i], terms: [...terms] };
    });
    for (let i = 0; i < touchedCount; i++) {
      const r = touched[i];
      scores[r] = 0;
      masks[r] = 0;
      flags[r] = 0;
    }
    return results;
  }

  /** Whether document `ref` has term `id` in field `f` (binary search in the posting). */
  private contains(f: number, id: number, ref: number): boolean {
    const { offsets, refs } = this.postings[f];
    let lo = offsets[id];
    let hi = offsets[id + 1] - 1;
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

/** Sorts each term's postings by ref when they are not already (insertion sort: they almost always are). */
function sortPostings({ offsets, refs, weights }: FieldPostings, termCount: number): void {
  for (let t = 0; t < termCount; t++) {
    for (let k = offsets[t] + 1; k < offsets[t + 1]; k++) {
      if (refs[k] >= refs[k - 1]) continue;
      const ref = refs[k];
      const weight = weights[k];
      let j = k - 1;
      while (j >= offsets[t] && refs[j] > ref) {
        refs[j + 1] = refs[j];
        weights[j + 1] = weights[j];
        j--;
      }
      refs[j + 1] = ref;
      weights[j + 1] = weight;
    }
  }
}

/** An index ready to query. */
export interface LoadedSearchIndex {
  documents: SearchIndexEntry[];
  /** Undefined for an empty index. */
  engine: SearchEngine | undefined;
  /** Highlight the chosen result's terms on the target page. */
  highlight: boolean;
}

/** An index with nothing in it (what a failed fetch gives). */
export const EMPTY_SEARCH_INDEX: LoadedSearchIndex = { documents: [], engine: undefined, highlight: false };

/** Loads a `search-index-{locale}.json` payload (anything else gives the empty index). */
export function loadSearchIndex(file: SearchIndexFile): LoadedSearchIndex {
  const index = file?.index as SerialisedIndex | undefined;
  if (!file || !Array.isArray(file.documents) || !index || !Array.isArray(index.fields) || !Array.isArray(index.fieldVectors) || !Array.isArray(index.invertedIndex)) {
    return EMPTY_SEARCH_INDEX;
  }
  return { documents: file.documents, engine: new SearchEngine(index, file.documents.length), highlight: file.highlight !== false };
}

/**
 * `query` with lunr's syntax characters taken as plain separators (`Step 1: Install` -> `Step 1
 * Install`): what to search for when the query does not parse, next to the syntax message.
 */
export function literalQuery(query: string): string {
  return query.replace(/[:~^*\\]+/g, ' ').replace(/(^|\s)[+-]+/g, '$1');
}

/**
 * Searches one or more indexes (one per locale or docs instance) for `query`: at most `limit`
 * results from each and `limit` overall, those matching more of the query's words first, then
 * by score. An empty query gives no results. Throws SearchSyntaxError when lunr cannot parse
 * the query.
 */
export function searchIndexes(indexes: LoadedSearchIndex | readonly LoadedSearchIndex[], query: string, limit = 8): SearchHit[] {
  const text = prepareQuery(query);
  if (!text) return [];
  const list: readonly LoadedSearchIndex[] = Array.isArray(indexes) ? indexes : [indexes as LoadedSearchIndex];
  const hits: (SearchHit & { coverage: number })[] = [];
  for (const loaded of list) {
    if (!loaded.engine) continue;
    for (const { ref, score, coverage, terms } of loaded.engine.search(text, limit)) {
      const document = loaded.documents[ref];
      if (document) hits.push({ document, score, terms, coverage });
    }
  }
  if (list.length > 1) hits.sort((a, b) => b.coverage - a.coverage || b.score - a.score);
  return hits.slice(0, limit).map(({ document, score, terms }) => ({ document, score, terms }));
}
