/**
 * The input of a run of posting chunk terms, as a fingerprint: everything a posting chunk's text
 * (split-index.ts) is made from, so that a build can tell which chunks of the previous build it
 * would make again byte for byte, without making them. A term's entry is its id and text, its refs
 * and their weights (the 32-bit floats the chunk is written from) per field, and the refs of the
 * documents whose heading has it. The weights are compared, not what they are computed from: a
 * one-doc edit changes the fields' average lengths, and so every weight in principle, but few of
 * them once rounded.
 */
import { createHash } from 'node:crypto';
import type { Posting } from './store.js';
import { IntList } from './int-arrays.js';

/**
 * What a split keeps of its posting chunks for the next split of the same index: per chunk, in
 * order, its first term, its number of terms, the print of its input (PostingPrints.of) and its
 * digest (split-index.ts chunkDigest).
 */
export interface PostingPlan {
  chunks: [first: string, terms: number, print: string, digest: string][];
}

/** The postings a print reads: weights as 32-bit floats. */
export interface PrintedPostings {
  posting(field: number, id: number): Posting & { weights: Float32Array };
  pageTitleRefs(id: number): readonly number[] | undefined;
}

export class PostingPrints {
  private readonly words = new IntList(1 << 14);
  private bits: Int32Array | undefined;

  constructor(
    private readonly store: PrintedPostings,
    private readonly terms: readonly string[],
    private readonly sortedIds: ArrayLike<number>,
    private readonly fieldCount: number,
    /** What every chunk's text also depends on (format, sizes), as text. */
    private readonly globals: string,
  ) {}

  /**
   * The print of the sorted terms [from, to) and of what follows them, which decides where their
   * chunk ends: the term at `to`, or the end of the terms.
   */
  of(from: number, to: number): string {
    const words = this.words;
    words.length = 0;
    for (let i = from; i <= to; i++) {
      if (i === this.sortedIds.length) {
        words.push(-1);
        break;
      }
      this.term(this.sortedIds[i]);
    }
    const bytes = new Uint8Array(words.array.buffer, 0, words.length * 4);
    return createHash('sha1').update(this.globals).update('\0').update(bytes).digest('hex').slice(0, 20);
  }

  private term(id: number): void {
    const { words } = this;
    const term = this.terms[id];
    words.push(id);
    words.push(term.length);
    for (let c = 0; c < term.length; c++) words.push(term.charCodeAt(c));
    for (let f = 0; f < this.fieldCount; f++) {
      const { refs, weights, start, end } = this.store.posting(f, id);
      // The weights' bits, as integers.
      if (this.bits?.buffer !== weights.buffer) this.bits = new Int32Array(weights.buffer, weights.byteOffset, weights.length);
      const [one, two] = hashPairs(refs, this.bits, start, end);
      words.push(end - start);
      words.push(one);
      words.push(two);
    }
    const titled = this.store.pageTitleRefs(id) ?? [];
    words.push(titled.length);
    for (const ref of titled) words.push(ref);
  }
}

/**
 * Two 32-bit hashes (MurmurHash3's mixing, each of its own constants) of the pairs (a[k], b[k]) for
 * k in [start, end): a posting's refs and weights in one pass, without copying them (at 10,000 pages
 * the postings are millions of pairs). Together a 64-bit digest of the pairs, hashed again with the
 * rest of the chunk's print.
 */
function hashPairs(a: ArrayLike<number>, b: ArrayLike<number>, start: number, end: number): [number, number] {
  let one = 0x9747b28c ^ (end - start);
  let two = 0x2f6b4a1d ^ (end - start);
  for (let k = start; k < end; k++) {
    one = mixOne(mixOne(one, a[k]), b[k]);
    two = mixTwo(mixTwo(two, a[k]), b[k]);
  }
  return [one, two];
}

/** One word into a hash, as MurmurHash3 (x86, 32 bits) does. */
function mixOne(hash: number, word: number): number {
  let x = Math.imul(word, 0xcc9e2d51);
  x = Math.imul((x << 15) | (x >>> 17), 0x1b873593);
  hash ^= x;
  return (Math.imul((hash << 13) | (hash >>> 19), 5) + 0xe6546b64) | 0;
}

/** The same with other constants and rotations: a second hash, not a function of the first. */
function mixTwo(hash: number, word: number): number {
  let y = Math.imul(word ^ 0x5bd1e995, 0x85ebca77);
  y = Math.imul((y << 13) | (y >>> 19), 0xc2b2ae3d);
  hash ^= y;
  return (Math.imul((hash << 17) | (hash >>> 15), 9) + 0x165667b1) | 0;
}
