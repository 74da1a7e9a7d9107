/**
 * A byte buffer for writing large JSON texts (a 10,000-page search index is over 100 MB): numbers
 * and ASCII go in as bytes, without the many small strings, their joins and the final UTF-8
 * encoding that building the text as a string costs.
 *
 * The bytes are kept in blocks of a fixed size, never one buffer grown by doubling: doubling copied
 * every byte again at each step and held the old buffer beside the new one (384 MB at once for a
 * 130 MB file). With a `sink`, each full block is handed to it and its buffer reused, so writing a
 * file of any size holds one block.
 */
export class ByteWriter {
  private block: Buffer;
  private length = 0;
  private readonly done: Buffer[] = [];

  /** `blockSize`: bytes per block; `sink`: takes each full block (a view, valid until it returns). */
  constructor(
    private readonly blockSize = 1 << 20,
    private readonly sink?: (bytes: Buffer) => void,
  ) {
    this.block = Buffer.allocUnsafe(blockSize);
  }

  /** Room for `extra` more bytes in the current block. */
  private ensure(extra: number): void {
    if (this.length + extra <= this.block.length) return;
    this.flushBlock();
    if (extra > this.block.length || !this.sink) this.block = Buffer.allocUnsafe(Math.max(this.blockSize, extra));
  }

  /** Hands the current block's bytes on (to the sink, or to the kept list) and starts an empty one. */
  private flushBlock(): void {
    if (!this.length) return;
    const bytes = this.block.subarray(0, this.length);
    if (this.sink) this.sink(bytes);
    else this.done.push(bytes);
    this.length = 0;
  }

  /** Any text, as UTF-8. */
  text(text: string): void {
    this.ensure(text.length * 3);
    this.length += this.block.write(text, this.length, 'utf8');
  }

  /** A text known to be ASCII (JSON punctuation, number texts). */
  ascii(text: string): void {
    this.ensure(text.length);
    for (let i = 0; i < text.length; i++) this.block[this.length++] = text.charCodeAt(i);
  }

  /** One ASCII character code. */
  byte(code: number): void {
    this.ensure(1);
    this.block[this.length++] = code;
  }

  /** A non-negative integer in decimal. */
  integer(value: number): void {
    this.ensure(16);
    if (value < 10) {
      this.block[this.length++] = 48 + value;
      return;
    }
    let digits = 0;
    for (let v = value; v > 0; v = Math.floor(v / 10)) digits++;
    for (let i = digits - 1, v = value; i >= 0; i--, v = Math.floor(v / 10)) this.block[this.length + i] = 48 + (v % 10);
    this.length += digits;
  }

  /** Hands the last bytes to the sink (call once, at the end, when writing to a sink). */
  end(): void {
    this.flushBlock();
  }

  /** The bytes written, without a sink (write nothing more after taking them). */
  bytes(): Buffer {
    if (this.sink) throw new Error('ByteWriter.bytes(): the bytes went to the sink');
    const current = this.block.subarray(0, this.length);
    return this.done.length ? Buffer.concat([...this.done, current]) : current;
  }
}
