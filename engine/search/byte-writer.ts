/**
 * A growable byte buffer for writing large JSON texts (a 10,000-page search index is over 100 MB):
 * numbers and ASCII go in as bytes, without the many small strings, their joins and the final
 * UTF-8 encoding that building the text as a string costs.
 */
export class ByteWriter {
  private buffer: Buffer;
  private length = 0;

  constructor(capacity = 1 << 20) {
    this.buffer = Buffer.allocUnsafe(capacity);
  }

  private ensure(extra: number): void {
    if (this.length + extra <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.length + extra, this.buffer.length * 2));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }

  /** Any text, as UTF-8. */
  text(text: string): void {
    this.ensure(text.length * 3);
    this.length += this.buffer.write(text, this.length, 'utf8');
  }

  /** A text known to be ASCII (JSON punctuation, number texts). */
  ascii(text: string): void {
    this.ensure(text.length);
    for (let i = 0; i < text.length; i++) this.buffer[this.length++] = text.charCodeAt(i);
  }

  /** One ASCII character code. */
  byte(code: number): void {
    this.ensure(1);
    this.buffer[this.length++] = code;
  }

  /** A non-negative integer in decimal. */
  integer(value: number): void {
    this.ensure(16);
    if (value < 10) {
      this.buffer[this.length++] = 48 + value;
      return;
    }
    let digits = 0;
    for (let v = value; v > 0; v = Math.floor(v / 10)) digits++;
    for (let i = digits - 1, v = value; i >= 0; i--, v = Math.floor(v / 10)) this.buffer[this.length + i] = 48 + (v % 10);
    this.length += digits;
  }

  /** The bytes written (a view of the buffer: write nothing more after taking it). */
  bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}
