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

/** Appends one number (an integer >= 0) to `out`. */
function encodeNumber(out: string, n: number): string {
  if (!(Number.isInteger(n) && n >= 0)) throw new RangeError(`not a non-negative integer: ${n}`);
  while (n >= 32) {
    out += ALPHABET[32 + (n % 32)];
    n = Math.floor(n / 32);
  }
  return out + ALPHABET[n];
}

/** `numbers` (integers >= 0) as a string. */
export function encodeNumbers(numbers: Iterable<number>): string {
  let out = '';
  for (const n of numbers) out = encodeNumber(out, n);
  return out;
}

/**
 * encodeNumbers of `numbers[i]` mapped through `map` (`map[numbers[i]]`), written into bytes then
 * decoded once: a long posting's indexes (thousands of numbers) without a string per number.
 */
export function encodeMapped(numbers: ArrayLike<number>, map: ArrayLike<number>): string {
  let bytes = new Uint8Array(numbers.length + 8);
  let at = 0;
  for (let i = 0; i < numbers.length; i++) {
    let n = map[numbers[i]];
    if (!(Number.isInteger(n) && n >= 0)) throw new RangeError(`not a non-negative integer: ${n}`);
    if (at + 8 > bytes.length) {
      const grown = new Uint8Array(bytes.length * 2);
      grown.set(bytes);
      bytes = grown;
    }
    while (n >= 32) {
      bytes[at++] = ALPHABET.charCodeAt(32 + (n % 32));
      n = Math.floor(n / 32);
    }
    bytes[at++] = ALPHABET.charCodeAt(n);
  }
  return Buffer.from(bytes.buffer, 0, at).toString('latin1');
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

/** Ascending numbers as gaps (the first as is), encoded; of `sorted[start..end)` when given (no copy). */
export const encodeAscending = (sorted: ArrayLike<number>, start = 0, end = sorted.length): string => {
  let out = '';
  for (let k = start, previous = 0; k < end; k++) {
    out = encodeNumber(out, sorted[k] - previous);
    previous = sorted[k];
  }
  return out;
};

/** The ascending numbers of an encodeAscending string. */
export function decodeAscending(text: string): number[] {
  const numbers = decodeNumbers(text);
  for (let k = 1; k < numbers.length; k++) numbers[k] += numbers[k - 1];
  return numbers;
}
