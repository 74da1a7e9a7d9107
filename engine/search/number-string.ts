/**
 * Lists of small non-negative integers written as a JSON-safe string: each number a little-endian
 * varint of 5-bit digits, one character per digit from the base64url alphabet (the first 32
 * characters end a number, the last 32 say more digits follow). A posting's ref gaps and weight
 * indexes are mostly below 32, so one character each: about a third of their JSON text, and
 * it gzips better (one symbol per number, no separators).
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DIGIT[ALPHABET.charCodeAt(i)] = i;

/** `numbers` (integers >= 0) as a string. */
export function encodeNumbers(numbers: Iterable<number>): string {
  let out = '';
  for (let n of numbers) {
    if (!(Number.isInteger(n) && n >= 0)) throw new RangeError(`not a non-negative integer: ${n}`);
    while (n >= 32) {
      out += ALPHABET[32 + (n % 32)];
      n = Math.floor(n / 32);
    }
    out += ALPHABET[n];
  }
  return out;
}

/** The numbers of an encodeNumbers string. */
export function decodeNumbers(text: string): number[] {
  const out: number[] = [];
  let value = 0;
  let scale = 1;
  for (let i = 0; i < text.length; i++) {
    const digit = DIGIT[text.charCodeAt(i)] ?? -1;
    if (digit < 0) throw new RangeError(`not an encoded number list: ${JSON.stringify(text.slice(i, i + 8))}`);
    if (digit >= 32) {
      value += (digit - 32) * scale;
      scale *= 32;
    } else {
      out.push(value + digit * scale);
      value = 0;
      scale = 1;
    }
  }
  if (scale !== 1) throw new RangeError('an encoded number list ends inside a number');
  return out;
}

/** Ascending numbers as gaps (the first as is), encoded. */
export const encodeAscending = (sorted: ArrayLike<number>): string => {
  const gaps: number[] = [];
  for (let k = 0, previous = 0; k < sorted.length; k++) {
    gaps.push(sorted[k] - previous);
    previous = sorted[k];
  }
  return encodeNumbers(gaps);
};

/** The ascending numbers of an encodeAscending string. */
export function decodeAscending(text: string): number[] {
  const numbers = decodeNumbers(text);
  for (let k = 1; k < numbers.length; k++) numbers[k] += numbers[k - 1];
  return numbers;
}
