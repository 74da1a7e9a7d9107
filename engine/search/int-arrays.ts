/**
 * The flat integer arrays a search index is computed in: at 10,000 pages there are over 5 million
 * (section, term) pairs, and an object or array for each would hold gigabytes and make every
 * garbage collection mark them all.
 */

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
 * An Int32Array in shared memory: the index's large arrays (postings, field vectors: over 100 MB at
 * 10,000 pages) are made there, so a thread that writes the index file reads them where they are.
 */
export function sharedInt32(length: number): Int32Array {
  return new Int32Array(new SharedArrayBuffer(length * Int32Array.BYTES_PER_ELEMENT));
}

/** A growable Int32Array. */
export class IntList {
  array: Int32Array;
  length = 0;
  constructor(capacity = 1 << 16) {
    this.array = new Int32Array(Math.max(16, capacity));
  }
  push(value: number): void {
    if (this.length === this.array.length) {
      const grown = new Int32Array(this.array.length * 2);
      grown.set(this.array);
      this.array = grown;
    }
    this.array[this.length++] = value;
  }
  /** The values, in a plain array of their own. */
  copy(): Int32Array {
    return this.array.slice(0, this.length);
  }
}

/** Growable per-id scratch: the list an id was last seen in (-1: never), and its count there. */
export class IdScratch {
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
