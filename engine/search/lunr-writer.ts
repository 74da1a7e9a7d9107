/**
 * Writes a serialised lunr 2.x index, the JSON `lunr.Builder#build().toJSON()` gives for the same
 * documents (same terms and term ids, BM25 field vectors, postings), without lunr's object model:
 * lunr keeps an object per posting and a Vector per field and takes minutes and gigabytes on a
 * 10,000-page site, where this takes seconds. tests/engine/search-index.test.ts checks the output
 * against lunr's own Builder.
 *
 * Text goes through splitWords (tokenize.ts) and lunr's indexing pipeline (trimmer, stop words,
 * stemmer), memoised per word (analysis.ts); the search pipeline is lunr's stemmer.
 */
import lunr from 'lunr';
import { analyseText } from './analysis.js';
import { ByteWriter } from './byte-writer.js';
import { type FlatVectors, sharedInt32 } from './int-arrays.js';
import { type FieldAnalyses, type TermTable, termTableOf } from './term-table.js';

export type { FieldAnalyses } from './term-table.js';
export type { FlatVectors } from './int-arrays.js';

/** BM25 constants of lunr.Builder. */
const K1 = 1.2;
const B = 0.75;

/** A field to index, with its boost (applied to the field vectors at build time, as lunr does). */
export interface IndexField {
  name: string;
  boost: number;
}

/**
 * The serialised lunr index of `documents` (refs are their positions), as JSON text. `round`
 * maps each field vector score (lunr's, 3 decimals) to the value written.
 */
export function writeLunrIndex(documents: readonly Record<string, unknown>[], fields: readonly IndexField[], round: (score: number) => number = (v) => v): string {
  return writeLunrIndexAndWords(documents, fields, round).index;
}

/**
 * A lunr index as data: what its JSON text (lunrIndexText) and the chunks of a split index
 * (split-index.ts) are both written from, so neither reads the other back.
 */
export interface LunrIndexData {
  fields: IndexField[];
  /** Terms by term id (lunr's `_index`: order of first use over documents and fields). */
  terms: string[];
  /** The written forms of each term (TermTable.words). */
  words: string[];
  /** The refs of each (term, field), ascending. */
  postings: FlatPostings;
  /** Field vectors, per (document, field) in that order: term ids (ascending) and their weights as written. */
  vectors: FlatVectors;
}

/**
 * The refs of each (term, field), flat: those of (id, f) are refs[offsets[id * fields + f]] up to
 * refs[offsets[id * fields + f + 1]], ascending. (One array each instead of one per (term, field):
 * at 10,000 pages those were over half a million arrays, each garbage collection marking them all.)
 */
export interface FlatPostings {
  offsets: Int32Array;
  refs: Int32Array;
}

/** The postings of the frequencies' lists, by a counting sort: the lists go by ref, so each posting's refs come ascending. */
function postingsOf(frequencies: FlatVectors<Int32Array>, termCount: number, fields: number): FlatPostings {
  const { offsets: lists, ids } = frequencies;
  const offsets = sharedInt32(termCount * fields + 1);
  for (let k = 0; k + 1 < lists.length; k++) {
    const f = k % fields;
    for (let i = lists[k]; i < lists[k + 1]; i++) offsets[ids[i] * fields + f + 1]++;
  }
  for (let j = 1; j < offsets.length; j++) offsets[j] += offsets[j - 1];
  const next = offsets.slice(0, -1);
  const refs = sharedInt32(ids.length);
  for (let k = 0; k + 1 < lists.length; k++) {
    const ref = Math.floor(k / fields);
    const f = k % fields;
    for (let i = lists[k]; i < lists[k + 1]; i++) refs[next[ids[i] * fields + f]++] = ref;
  }
  return { offsets, refs };
}

/** The field vectors (BM25 weights, as lunr.Builder computes them, then `round`ed). */
function fieldVectors(table: TermTable, postings: FlatPostings, count: number, fields: readonly IndexField[], round: (score: number) => number): FlatVectors {
  const average = table.lengths.map((l) => l.reduce((sum, n) => sum + n, 0) / count);
  // Documents with the term, over every field (its postings side by side).
  const idf = table.terms.map((_, id) => {
    const withTerm = postings.offsets[(id + 1) * fields.length] - postings.offsets[id * fields.length];
    return Math.log(1 + Math.abs((count - withTerm + 0.5) / (withTerm + 0.5)));
  });
  const { offsets, ids, values: counts } = table.frequencies;
  const weights = new Float64Array(new SharedArrayBuffer(ids.length * Float64Array.BYTES_PER_ELEMENT));
  // Scores are rounded to 3 decimals before `round`: memoised by thousandths (most below 2^18, in an array).
  const roundedBelow = new Float64Array(1 << 18).fill(NaN);
  const roundedAbove = new Map<number, number>();
  const weightOf = (thousandths: number): number => {
    if (thousandths >= 0 && thousandths < roundedBelow.length) {
      const known = roundedBelow[thousandths];
      return known === known ? known : (roundedBelow[thousandths] = round(thousandths / 1000)); // NaN: not yet
    }
    const known = roundedAbove.get(thousandths);
    return known ?? roundedAbove.set(thousandths, round(thousandths / 1000)).get(thousandths)!;
  };
  for (let ref = 0, k = 0; ref < count; ref++) {
    for (let f = 0; f < fields.length; f++, k++) {
      const norm = K1 * (1 - B + B * (table.lengths[f][ref] / average[f]));
      for (let i = offsets[k]; i < offsets[k + 1]; i++) {
        const n = counts[i];
        const thousandths = Math.round(((idf[ids[i]] * ((K1 + 1) * n)) / (norm + n)) * (fields[f].boost || 1) * 1000);
        weights[i] = weightOf(thousandths);
      }
    }
  }
  return { offsets, ids, values: weights };
}

/** The lunr index of `count` documents (refs are positions) from the analysis of each field, as data. */
export function lunrIndexData(count: number, fields: readonly IndexField[], round: (score: number) => number, analysisOf: FieldAnalyses): LunrIndexData {
  // Each document a page of its own: nothing to take from a previous build.
  const pages = Array.from({ length: count }, (_, ref) => ({ key: String(ref), documents: 1 }));
  return lunrIndexDataOf(termTableOf(pages, fields.length, analysisOf).table, count, fields, round);
}

/** The lunr index of a term table (term-table.ts) of `count` documents, as data. */
export function lunrIndexDataOf(table: TermTable, count: number, fields: readonly IndexField[], round: (score: number) => number): LunrIndexData {
  const postings = postingsOf(table.frequencies, table.terms.length, fields.length);
  const vectors = fieldVectors(table, postings, count, fields, round);
  return { fields: [...fields], terms: table.terms, words: table.words, postings, vectors };
}

/** Term ids sorted by term (the order of lunr's inverted index). */
export function sortedTermIds(terms: readonly string[]): Int32Array {
  return Int32Array.from(terms.keys()).sort((a, b) => (terms[a] < terms[b] ? -1 : terms[a] > terms[b] ? 1 : 0));
}

/** The serialised lunr index (`lunr.Index#toJSON()`) of `data`, as JSON text. */
export function lunrIndexText(data: LunrIndexData, sorted: Int32Array = sortedTermIds(data.terms)): string {
  const out = new ByteWriter();
  writeLunrIndexJson(out, data, sorted);
  return out.bytes().toString('utf8');
}

const QUOTE = 34;
const COMMA = 44;

/** Writes the serialised lunr index of `data` (JSON) to `out`. */
export function writeLunrIndexJson(out: ByteWriter, data: LunrIndexData, sorted: Int32Array = sortedTermIds(data.terms)): void {
  const { fields, terms, postings, vectors } = data;
  out.text(`{"version":${JSON.stringify(lunr.version)},"fields":${JSON.stringify(fields.map((f) => f.name))},"fieldVectors":[`);
  // `"title/` of a field ref `"title/12"`, and `"title":{` of a posting.
  const refPrefixes = fields.map((f) => JSON.stringify(`${f.name}/`).slice(0, -1));
  const postingPrefixes = fields.map((f) => `${JSON.stringify(f.name)}:{`);
  // Weights are few distinct numbers (rounded): each made a text once.
  const weightTexts = new Map<number, string>();
  const { offsets, ids, values: weights } = vectors;
  const lists = offsets.length - 1;
  for (let k = 0; k < lists; k++) {
    if (k) out.byte(COMMA);
    out.byte(91);
    out.text(refPrefixes[k % fields.length]);
    out.integer(Math.floor(k / fields.length));
    out.ascii('",[');
    for (let i = offsets[k]; i < offsets[k + 1]; i++) {
      if (i > offsets[k]) out.byte(COMMA);
      out.integer(ids[i]);
      out.byte(COMMA);
      let weight = weightTexts.get(weights[i]);
      if (weight === undefined) weightTexts.set(weights[i], (weight = String(weights[i])));
      out.ascii(weight);
    }
    out.ascii(']]');
  }
  out.ascii('],"invertedIndex":[');
  for (let i = 0; i < sorted.length; i++) {
    const id = sorted[i];
    if (i) out.byte(COMMA);
    out.byte(91);
    out.text(JSON.stringify(terms[id]));
    out.ascii(',{"_index":');
    out.integer(id);
    for (let f = 0; f < fields.length; f++) {
      out.byte(COMMA);
      out.text(postingPrefixes[f]);
      const start = postings.offsets[id * fields.length + f];
      const end = postings.offsets[id * fields.length + f + 1];
      for (let r = start; r < end; r++) {
        if (r > start) out.byte(COMMA);
        out.byte(QUOTE);
        out.integer(postings.refs[r]);
        out.ascii('":{}');
      }
      out.byte(125);
    }
    out.ascii('}]');
  }
  out.ascii('],"pipeline":["stemmer"]}');
}

/** writeLunrIndex, plus the written forms of each term (see wordsText) for prefix and typo matching. */
export function writeLunrIndexAndWords(
  documents: readonly Record<string, unknown>[],
  fields: readonly IndexField[],
  round: (score: number) => number = (v) => v,
  analysisOf: FieldAnalyses = (ref, f) => analyseText(documents[ref][fields[f].name]),
): { index: string; words: string[] } {
  const data = lunrIndexData(documents.length, fields, round, analysisOf);
  return { index: lunrIndexText(data), words: data.words };
}
