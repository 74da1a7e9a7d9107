/**
 * The number strings of the chunked search index's postings (engine/search/number-string.ts):
 * any list of non-negative integers reads back as written, in JSON-safe characters, and a
 * string that is not one is an error rather than wrong numbers.
 */
import { describe, expect, it } from 'vitest';
import { decodeAscending, decodeNumbers, encodeAscending, encodeMapped, encodeNumbers } from '../../engine/search/number-string.js';

describe('number strings', () => {
  it('read back as written, small numbers in one character each', () => {
    const numbers = [0, 1, 31, 32, 33, 1023, 1024, 65_535, 1_000_000, 2 ** 31 - 1, 2 ** 40, 7];
    expect(decodeNumbers(encodeNumbers(numbers))).toEqual(numbers);
    expect(encodeNumbers([0, 5, 31])).toHaveLength(3);
    expect(encodeNumbers([32])).toHaveLength(2);
    expect(encodeNumbers([])).toBe('');
    expect(decodeNumbers('')).toEqual([]);
    // JSON-safe: nothing to escape.
    const text = encodeNumbers(Array.from({ length: 5000 }, (_, i) => i * 977));
    expect(JSON.stringify(text)).toBe(`"${text}"`);
  });

  it('write ascending numbers as gaps', () => {
    const refs = [3, 4, 5, 40, 41, 5000, 5001];
    expect(decodeAscending(encodeAscending(refs))).toEqual(refs);
    expect(encodeAscending(refs).length).toBeLessThan(12);
    // A range of a typed array (a posting in the index's flat refs): its own gaps, the first from 0.
    const flat = Int32Array.from([9, 9, ...refs, 1, 2]);
    expect(decodeAscending(encodeAscending(flat, 2, 2 + refs.length))).toEqual(refs);
    expect(encodeAscending(flat, 2, 2 + refs.length)).toBe(encodeAscending(refs));
    expect(encodeAscending(flat, 4, 4)).toBe('');
  });

  it('write numbers mapped through a table as encodeNumbers writes the mapped numbers', () => {
    const map = [7, 0, 31, 32, 2 ** 31 - 1, 1024];
    const slots = Int32Array.from({ length: 3000 }, (_, i) => (i * 7919) % map.length);
    expect(encodeMapped(slots, map)).toBe(encodeNumbers(Array.from(slots, (slot) => map[slot])));
    expect(encodeMapped([], map)).toBe('');
    expect(() => encodeMapped([0], [-1])).toThrow(RangeError);
  });

  it('refuse what they cannot write or read', () => {
    expect(() => encodeNumbers([-1])).toThrow(RangeError);
    expect(() => encodeNumbers([1.5])).toThrow(RangeError);
    expect(() => decodeNumbers('AB"C')).toThrow(RangeError);
    expect(() => decodeNumbers(encodeNumbers([40]).slice(0, 1))).toThrow(RangeError);
  });
});
