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
import { analyseText, analysisLists, type TextAnalysis } from './analysis.js';
import { ByteWriter } from './byte-writer.js';

/** BM25 constants of lunr.Builder. */
const K1 = 1.2;
const B = 0.75;
/** Counts above 2^24 - 1 are written as 2^24 - 1 (as the index has always been written). */
const PACK = 2 ** 24;

/** A field to index, with its boost (applied to the field vectors at build time, as lunr does). */
export interface IndexField {
  name: string;
  boost: number;
}

/**
 * The written forms of each term, by term id, as the index file's `words` carries them: an
 * empty string when the term itself is its only form (most terms), else its forms separated by
 * spaces (`affinity affinities` for `affin`; the term is listed when it is also a form).
 */
function wordsText(forms: (Set<string> | string | undefined)[], terms: readonly string[]): string[] {
  return terms.map((term, id) => {
    const set = forms[id];
    if (set === undefined || set === term) return '';
    if (typeof set === 'string') return set;
    return [...set].sort().join(' ');
  });
}

/**
 * The serialised lunr index of `documents` (refs are their positions), as JSON text. `round`
 * maps each field vector score (lunr's, 3 decimals) to the value written.
 */
export function writeLunrIndex(documents: readonly Record<string, unknown>[], fields: readonly IndexField[], round: (score: number) => number = (v) => v): string {
  return writeLunrIndexAndWords(documents, fields, round).index;
}

/**
 * The analysis of one field of one document (refs are positions): by default the field's text
 * analysed now; a caller that has analyses made elsewhere (a render worker) passes them. Several
 * analyses stand for their texts joined with spaces.
 */
export type FieldAnalyses = (ref: number, field: number) => TextAnalysis | readonly TextAnalysis[];

/** What the index is computed from: the terms of every (document, field), merged. */
interface TermTable {
  terms: string[];
  /** Written forms by term id: one form as a string until a second one comes (most terms have one). */
  forms: (Set<string> | string | undefined)[];
  /** lengths[field][ref]: indexed words. */
  lengths: Int32Array[];
  /** Per (document, field) in that order: term ids (ascending) and their counts, flat (FlatVectors). */
  frequencies: FlatVectors<Int32Array>;
}

/**
 * One list of (term id, value) per (document, field), in that order, flat: list k is
 * [offsets[k], offsets[k + 1]) of `ids` and `values` (one array each instead of two per list).
 */
export interface FlatVectors<Values extends ArrayLike<number> = Float64Array> {
  offsets: Int32Array;
  ids: Int32Array;
  values: Values;
}

/**
 * The index's large arrays (postings, field vectors: over 100 MB at 10,000 pages) are made in shared
 * memory, so a thread that writes the index file reads them where they are instead of a copy.
 */
function sharedInt32(length: number): Int32Array {
  return new Int32Array(new SharedArrayBuffer(length * Int32Array.BYTES_PER_ELEMENT));
}

/** A growable Int32Array. */
class IntList {
  array = new Int32Array(1 << 16);
  length = 0;
  push(value: number): void {
    if (this.length === this.array.length) {
      const grown = new Int32Array(this.array.length * 2);
      grown.set(this.array);
      this.array = grown;
    }
    this.array[this.length++] = value;
  }
  /** The values, in shared memory (sharedInt32). */
  done(): Int32Array {
    const values = sharedInt32(this.length);
    values.set(this.array.subarray(0, this.length));
    return values;
  }
}

function addForm(forms: TermTable['forms'], id: number, form: string): void {
  const known = forms[id];
  if (known === undefined) forms[id] = form;
  else if (typeof known === 'string') {
    if (known !== form) forms[id] = new Set([known, form]);
  } else known.add(form);
}

/** Growable per-term scratch of collectTerms: the (document, field) a term was last seen in, and its count there. */
class TermScratch {
  seenAt = new Int32Array(1024).fill(-1);
  count = new Int32Array(1024);
  grow(size: number): void {
    if (size <= this.seenAt.length) return;
    const seenAt = new Int32Array(Math.max(size, this.seenAt.length * 2)).fill(-1);
    seenAt.set(this.seenAt);
    const count = new Int32Array(seenAt.length);
    count.set(this.count);
    this.seenAt = seenAt;
    this.count = count;
  }
}

/** Term ids in order of first use over documents and fields (lunr's order), with frequencies. */
function collectTerms(count: number, fields: readonly IndexField[], analysisOf: FieldAnalyses): TermTable {
  const lengths = fields.map(() => new Int32Array(count));
  const table: Omit<TermTable, 'frequencies'> = { terms: [], forms: [], lengths };
  const termIds = new Map<string, number>();
  const scratch = new TermScratch();
  const offsets = sharedInt32(count * fields.length + 1);
  const ids = new IntList();
  const counts = new IntList();
  for (let ref = 0, k = 0; ref < count; ref++) {
    for (let f = 0; f < fields.length; f++, k++) {
      const analyses = analysisOf(ref, f);
      const start = ids.length;
      let length = 0;
      for (const analysis of Array.isArray(analyses) ? (analyses as readonly TextAnalysis[]) : [analyses as TextAnalysis]) {
        length += analysis.length;
        const { terms, forms } = analysisLists(analysis);
        for (let i = 0; i < terms.length; i++) {
          const term = terms[i];
          let id = termIds.get(term);
          if (id === undefined) {
            id = table.terms.length;
            termIds.set(term, id);
            table.terms.push(term);
            scratch.grow(id + 1);
          }
          if (scratch.seenAt[id] === k) scratch.count[id] += analysis.counts[i];
          else {
            scratch.seenAt[id] = k;
            scratch.count[id] = analysis.counts[i];
            ids.push(id);
          }
          const written = forms[i];
          if (written.includes(' ')) for (const form of written.split(' ')) addForm(table.forms, id, form);
          else addForm(table.forms, id, written);
        }
      }
      lengths[f][ref] = length;
      // Ascending term ids (the order the field vector is written in), counts alongside.
      ids.array.subarray(start, ids.length).sort();
      for (let j = start; j < ids.length; j++) counts.push(Math.min(scratch.count[ids.array[j]], PACK - 1));
      offsets[k + 1] = ids.length;
    }
  }
  return { ...table, frequencies: { offsets, ids: ids.done(), values: counts.done() } };
}

/**
 * A lunr index as data: what its JSON text (lunrIndexText) and the chunks of a split index
 * (split-index.ts) are both written from, so neither reads the other back.
 */
export interface LunrIndexData {
  fields: IndexField[];
  /** Terms by term id (lunr's `_index`: order of first use over documents and fields). */
  terms: string[];
  /** The written forms of each term (see wordsText). */
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
  const table = collectTerms(count, fields, analysisOf);
  const postings = postingsOf(table.frequencies, table.terms.length, fields.length);
  const vectors = fieldVectors(table, postings, count, fields, round);
  return { fields: [...fields], terms: table.terms, words: wordsText(table.forms, table.terms), postings, vectors };
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
