/**
 * The postings of an index as its writer holds it (lunr-writer.ts LunrIndexData), read term by term
 * for the chunks of a split index (split-index.ts): a term's refs are those of the term-major
 * postings the writer made, and the weights are put beside them in one pass over the field vectors
 * (by document) when first asked for. (Looking each weight up in its document's vector instead
 * misses the cache on every one: at 10,000 pages, seconds.)
 */
import type { LunrIndexData } from './lunr-writer.js';
import { pageTitlePostings, type Posting } from './store.js';

export class DataPostings {
  private readonly fieldCount: number;
  private readonly termIds = new Map<string, number>();
  private readonly titlePostings: Map<number, number[]>;
  /** Weights aligned with the postings' refs (Float32, as the whole-file store holds them). */
  private weights: Float32Array | undefined;

  constructor(
    private readonly data: Pick<LunrIndexData, 'fields' | 'terms' | 'postings' | 'vectors'>,
    pageTitles: readonly string[],
  ) {
    this.fieldCount = data.fields.length;
    data.terms.forEach((term, id) => this.termIds.set(term, id));
    this.titlePostings = pageTitlePostings(pageTitles, (term) => this.termIds.get(term));
  }

  /** Number of (field, document) postings of a term. */
  frequency(id: number): number {
    const { offsets } = this.data.postings;
    return offsets[(id + 1) * this.fieldCount] - offsets[id * this.fieldCount];
  }
  posting(field: number, id: number): Posting & { weights: Float32Array } {
    const { offsets, refs } = this.data.postings;
    const at = id * this.fieldCount + field;
    return { refs, weights: (this.weights ??= this.allWeights()), start: offsets[at], end: offsets[at + 1] };
  }
  /** The weights of every posting, in the postings' order: the vectors go by ref, as each posting's refs do. */
  private allWeights(): Float32Array {
    const { postings, vectors } = this.data;
    const weights = new Float32Array(postings.refs.length);
    const next = postings.offsets.slice(0, -1);
    const { offsets, ids, values } = vectors;
    for (let k = 0; k + 1 < offsets.length; k++) {
      const field = k % this.fieldCount;
      for (let i = offsets[k]; i < offsets[k + 1]; i++) weights[next[ids[i] * this.fieldCount + field]++] = values[i];
    }
    return weights;
  }
  pageTitleRefs(id: number): readonly number[] | undefined {
    return this.titlePostings.get(id);
  }
}
