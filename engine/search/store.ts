/**
 * What the query engine (query.ts) reads of an index, behind one interface: the terms and their
 * written forms, each term's postings per field, and the documents whose page title has a term.
 * WholeIndexStore holds a whole `search-index-{locale}.json`; chunked-store.ts holds the chunks
 * of a split index that a query needed so far (split-index.ts).
 */
import lunr from 'lunr';
import { analyseWord, splitWords } from './tokenize.js';
import { Vocabulary } from './vocabulary.js';

/** The postings of one term in one field: refs (ascending) and weights in [start, end). */
export interface Posting {
  refs: ArrayLike<number>;
  weights: ArrayLike<number>;
  start: number;
  end: number;
}

export const NO_POSTING: Posting = { refs: [], weights: [], start: 0, end: 0 };

/** The written-form lookups of vocabulary.ts. */
export type FormLookup = Pick<Vocabulary, 'completions' | 'termOf' | 'corrections'>;

export interface IndexStore {
  readonly fields: readonly string[];
  /** lunr pipeline function names (the search pipeline). */
  readonly pipeline: readonly string[];
  readonly documentCount: number;
  readonly vocabulary: FormLookup;
  termId(term: string): number | undefined;
  term(id: number): string;
  /** Number of (field, document) postings of a term. */
  frequency(id: number): number;
  posting(field: number, id: number): Posting;
  /** Refs of the documents whose page title (or a code block title) has the term (headingText). */
  pageTitleRefs(id: number): readonly number[] | undefined;
  /** Every term, sorted (written wildcards and edit distances). */
  sortedTerms(): readonly string[];
}

/** The serialised lunr index, as far as we read it. */
export interface SerialisedIndex {
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

/**
 * For each term id, the refs of the documents whose heading text (headingText: page title and
 * code captions) has the term (`termId` looks a word's term up). The same on the build side
 * (chunks) and the browser side (whole file).
 */
export function pageTitlePostings(pageTitles: readonly string[], termId: (term: string) => number | undefined): Map<number, number[]> {
  const postings = new Map<number, number[]>();
  const titleTerms = new Map<string, number[]>();
  pageTitles.forEach((title, ref) => {
    let ids = titleTerms.get(title);
    if (!ids) {
      ids = [...new Set(splitWords(title).map((w) => termId(analyseWord(w).term ?? '')))].filter((id): id is number => id !== undefined);
      titleTerms.set(title, ids);
    }
    for (const id of ids) {
      const refs = postings.get(id);
      if (refs) refs.push(ref);
      else postings.set(id, [ref]);
    }
  });
  return postings;
}

/** What of a document counts as its heading besides its own title: its page's title and its code blocks' titles. */
export const headingText = (entry: { pageTitle: string; captions?: string[] }): string => (entry.captions?.length ? `${entry.pageTitle} ${entry.captions.join(' ')}` : entry.pageTitle);

/** A whole serialised index in flat posting arrays, built once. */
export class WholeIndexStore implements IndexStore {
  readonly fields: string[];
  readonly pipeline: string[];
  readonly vocabulary: Vocabulary;
  private readonly termIds = new Map<string, number>();
  private readonly termsById: readonly string[];
  private readonly sorted: string[] = [];
  private readonly postings: FieldPostings[];
  private readonly titlePostings: Map<number, number[]>;

  /** From a serialised index. */
  constructor(
    source: SerialisedIndex,
    readonly documentCount: number,
    words?: readonly string[],
    pageTitles: readonly string[] = [],
  ) {
    this.fields = source.fields;
    this.pipeline = source.pipeline;
    const termsById: string[] = [];
    for (const [term, posting] of source.invertedIndex) {
      this.termIds.set(term, posting._index);
      termsById[posting._index] = term;
      this.sorted.push(term);
    }
    this.termsById = termsById;
    const termCount = this.termsById.length;
    this.vocabulary = new Vocabulary(this.termsById, Array.isArray(words) && words.length === termCount ? words : undefined);
    this.postings = flatPostings(source, this.fields, termCount);
    this.titlePostings = pageTitlePostings(pageTitles, (term) => this.termIds.get(term));
  }

  termId(term: string): number | undefined {
    return this.termIds.get(term);
  }
  term(id: number): string {
    return this.termsById[id];
  }
  frequency(id: number): number {
    let n = 0;
    for (const { offsets } of this.postings) n += offsets[id + 1] - offsets[id];
    return n;
  }
  posting(field: number, id: number): Posting {
    const { offsets, refs, weights } = this.postings[field];
    return { refs, weights, start: offsets[id], end: offsets[id + 1] };
  }
  pageTitleRefs(id: number): readonly number[] | undefined {
    return this.titlePostings.get(id);
  }
  sortedTerms(): readonly string[] {
    return this.sorted;
  }
}

/** The field vectors of a serialised index turned into postings per field (refs ascending). */
function flatPostings(serialised: SerialisedIndex, fields: readonly string[], termCount: number): FieldPostings[] {
  const fieldIndex = new Map(fields.map((f, i) => [f, i]));
  // Pass 1: count the postings of each (field, term); pass 2: fill them.
  const offsets = fields.map(() => new Int32Array(termCount + 1));
  const parsed: { field: number; ref: number; elements: number[] }[] = [];
  for (const [fieldRef, elements] of serialised.fieldVectors) {
    const slash = fieldRef.indexOf('/');
    const field = fieldIndex.get(fieldRef.slice(0, slash));
    if (field === undefined) continue;
    parsed.push({ field, ref: Number(fieldRef.slice(slash + 1)), elements });
    const counts = offsets[field];
    for (let i = 0; i < elements.length; i += 2) counts[elements[i] + 1]++;
  }
  const postings = offsets.map((o) => {
    for (let t = 0; t < termCount; t++) o[t + 1] += o[t];
    return { offsets: o, refs: new Int32Array(o[termCount]), weights: new Float32Array(o[termCount]) };
  });
  const cursors = offsets.map((o) => o.slice(0, termCount));
  for (const { field, ref, elements } of parsed) {
    const { refs, weights } = postings[field];
    const cursor = cursors[field];
    for (let i = 0; i < elements.length; i += 2) {
      const k = cursor[elements[i]]++;
      refs[k] = ref;
      weights[k] = elements[i + 1];
    }
  }
  // Refs are in fieldVectors order (ascending refs for a lunr-built index); make sure, since
  // the terms of a result are found by binary search.
  for (const p of postings) sortPostings(p, termCount);
  return postings;
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

/** The lunr search pipeline of `names`. */
export const loadPipeline = (names: readonly string[]): lunr.Pipeline => lunr.Pipeline.load(names as unknown as object);
