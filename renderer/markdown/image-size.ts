/**
 * An image file's width and height in pixels, read from its header: PNG, JPEG, GIF, WebP, BMP and
 * SVG (its width/height, else its viewBox). Docusaurus writes them on the `<img>` of each local
 * Markdown image, so the page keeps its layout while images load. Undefined for any other format or
 * a file that cannot be read. Sizes are kept per file and modification time (a page names the same
 * image again and again; `docs serve` sees an edited one).
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';

export interface ImageSize {
  width: number;
  height: number;
}

/** Enough for every header above but a JPEG whose metadata comes first (then the whole file is read). */
const HEAD_BYTES = 64 * 1024;

const cache = new Map<string, ImageSize | undefined>();

function readBytes(file: string, limit: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(limit);
    return buffer.subarray(0, readSync(fd, buffer, 0, limit, 0));
  } finally {
    closeSync(fd);
  }
}

function pngSize(b: Buffer): ImageSize | undefined {
  if (b.length < 24 || b.readUInt32BE(0) !== 0x89504e47 || b.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function gifSize(b: Buffer): ImageSize | undefined {
  return b.length >= 10 && b.toString('latin1', 0, 4) === 'GIF8' ? { width: b.readUInt16LE(6), height: b.readUInt16LE(8) } : undefined;
}

function bmpSize(b: Buffer): ImageSize | undefined {
  return b.length >= 26 && b.toString('latin1', 0, 2) === 'BM' ? { width: b.readInt32LE(18), height: Math.abs(b.readInt32LE(22)) } : undefined;
}

function webpSize(b: Buffer): ImageSize | undefined {
  if (b.length < 30 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return undefined;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') return { width: 1 + (((b[22] & 0x3f) << 8) | b[21]), height: 1 + (((b[24] & 0x0f) << 10) | (b[23] << 2) | ((b[22] & 0xc0) >> 6)) };
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  return undefined;
}

/** Start-of-frame markers, which hold the size (not DHT C4, JPG C8, DAC CC). */
const JPEG_FRAME = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** A JPEG's size; `null` when the header read is too short to reach its frame marker. */
function jpegSize(b: Buffer): ImageSize | undefined | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  let i = 2;
  while (i + 9 <= b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (JPEG_FRAME.has(marker)) return { width: b.readUInt16BE(i + 7), height: b.readUInt16BE(i + 5) };
    i += 2 + b.readUInt16BE(i + 2);
  }
  return null;
}

/** CSS lengths an SVG's width/height may be given in, in pixels. */
const UNIT_PX: Record<string, number> = { '': 1, px: 1, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, pt: 96 / 72, pc: 16, em: 16, ex: 8 };

function svgLength(value: string | undefined): number | undefined {
  const m = value && /^\s*([0-9.]+(?:e[+-]?\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  const unit = m ? UNIT_PX[m[2].toLowerCase()] : undefined;
  return m && unit ? Math.round(Number(m[1]) * unit) : undefined;
}

function svgSize(b: Buffer): ImageSize | undefined {
  const root = /<svg\b([^>]*)>/i.exec(b.toString('utf8'));
  if (!root) return undefined;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(["'])(.*?)\\1`, 'i').exec(root[1])?.[2];
  const width = svgLength(attr('width'));
  const height = svgLength(attr('height'));
  if (width && height) return { width, height };
  const box = attr('viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (!box || box.length !== 4 || !(box[2] > 0) || !(box[3] > 0)) return undefined;
  if (width) return { width, height: Math.round((width * box[3]) / box[2]) };
  if (height) return { width: Math.round((height * box[2]) / box[3]), height };
  return { width: Math.round(box[2]), height: Math.round(box[3]) };
}

function readImageSize(file: string): ImageSize | undefined {
  const head = readBytes(file, HEAD_BYTES);
  const jpeg = jpegSize(head);
  if (jpeg === null) return head.length < HEAD_BYTES ? undefined : (jpegSize(readBytes(file, statSync(file).size)) ?? undefined);
  const size = jpeg ?? pngSize(head) ?? gifSize(head) ?? webpSize(head) ?? bmpSize(head) ?? (/\.svgz?$/i.test(file) ? svgSize(head) : undefined);
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}

/** The size of the image `file` (absolute), or undefined (see the module comment). */
export function imageSizeOf(file: string): ImageSize | undefined {
  try {
    const key = `${file}\0${statSync(file).mtimeMs}`;
    if (!cache.has(key)) cache.set(key, readImageSize(file));
    return cache.get(key);
  } catch {
    return undefined;
  }
}
