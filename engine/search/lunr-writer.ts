/**
 * Writes a serialised lunr 2.x index, the JSON `lunr.Builder#build().toJSON()` gives for the same
 * documents (same terms and term ids, BM25 field vectors, postings), without lunr's object model:
 * lunr keeps an object per posting and a Vector per field and takes minutes and gigabytes on a
 * 10,000-page site, where this takes seconds. tests/engine/search-index.test.ts checks the output
 * against lunr's own Builder.
 *
 * Text goes through splitWords (tokenize.ts) and lunr's indexing pipeline (trimmer, stop words,
 * stemmer), memoised per word; the search pipeline is lunr's stemmer.
 */
import lunr from 'lunr';
import { splitWords, trimWord } from './tokenize.js';

/** BM25 constants of lunr.Builder. */
const K1 = 1.2;
const B = 0.75;

/** A field to index, with its boost (applied to the field vectors at build time, as lunr does). */
export interface IndexField {
  name: string;
  boost: number;
}

const analysed = new Map<string, string | null>();
/** A word through lunr's trimmer, stop word filter and stemmer; null when it is dropped. */
function analyse(word: string): string | null {
  let term = analysed.get(word);
  if (term === undefined) {
    const trimmed = trimWord(word);
    const token = new lunr.Token(trimmed, {});
    const kept = (lunr.stopWordFilter as (t: lunr.Token) => lunr.Token | undefined)(token);
    term = kept ? lunr.stemmer(kept).toString() : null;
    if (analysed.size > 500_000) analysed.clear();
    analysed.set(word, term);
  }
  return term;
}

/**
 * The serialised lunr index of `documents` (refs are their positions), as JSON text. `round`
 * maps each field vector score (lunr's, 3 decimals) to the value written.
 */
export function writeLunrIndex(documents: readonly Record<string, unknown>[], fields: readonly IndexField[], round: (score: number) => number = (v) => v): string {
  const termIds = new Map<string, number>();
  const terms: string[] = [];
  /** postings[term id][field] = refs, ascending. */
  const postings: number[][][] = [];
  const lengths = fields.map(() => new Int32Array(documents.length));
  /** Per (document, field), in that order: term ids and their frequencies. */
  const frequencies: (Map<number, number> | undefined)[] = [];

  documents.forEach((doc, ref) => {
    fields.forEach((field, f) => {
      const tf = new Map<number, number>();
      let length = 0;
      for (const word of splitWords(doc[field.name])) {
        const term = analyse(word);
        if (term === null) continue;
        length++;
        let id = termIds.get(term);
        if (id === undefined) {
          id = terms.length;
          termIds.set(term, id);
          terms.push(term);
          postings.push(fields.map(() => []));
        }
        tf.set(id, (tf.get(id) ?? 0) + 1);
      }
      lengths[f][ref] = length;
      for (const id of tf.keys()) postings[id][f].push(ref);
      frequencies.push(tf);
    });
  });

  const count = documents.length;
  const average = lengths.map((l) => l.reduce((sum, n) => sum + n, 0) / count);
  const idf = postings.map((perField) => {
    const withTerm = perField.reduce((sum, refs) => sum + refs.length, 0);
    return Math.log(1 + Math.abs((count - withTerm + 0.5) / (withTerm + 0.5)));
  });

  const parts: string[] = [`{"version":${JSON.stringify(lunr.version)},"fields":${JSON.stringify(fields.map((f) => f.name))},"fieldVectors":[`];
  let k = 0;
  for (let ref = 0; ref < count; ref++) {
    for (let f = 0; f < fields.length; f++, k++) {
      const tf = frequencies[k]!;
      frequencies[k] = undefined;
      const ids = [...tf.keys()].sort((a, b) => a - b);
      const norm = K1 * (1 - B + B * (lengths[f][ref] / average[f]));
      const elements: number[] = [];
      for (const id of ids) {
        const n = tf.get(id)!;
        const score = ((idf[id] * ((K1 + 1) * n)) / (norm + n)) * (fields[f].boost || 1);
        elements.push(id, round(Math.round(score * 1000) / 1000));
      }
      parts.push(`${k ? ',' : ''}[${JSON.stringify(`${fields[f].name}/${ref}`)},[${elements.join(',')}]]`);
    }
  }
  parts.push('],"invertedIndex":[');
  const sorted = terms.map((term, id) => ({ term, id })).sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  sorted.forEach(({ term, id }, i) => {
    const perField = postings[id].map((refs, f) => `${JSON.stringify(fields[f].name)}:{${refs.map((r) => `"${r}":{}`).join(',')}}`);
    parts.push(`${i ? ',' : ''}[${JSON.stringify(term)},{"_index":${id},${perField.join(',')}}]`);
  });
  parts.push('],"pipeline":["stemmer"]}');
  return parts.join('');
}
