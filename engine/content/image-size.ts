/**
 * An image file's width and height in pixels, read from its header by image-size (the package
 * Docusaurus uses: PNG, JPEG, GIF, WebP, AVIF, BMP, SVG and more). Docusaurus writes them on the
 * `<img>` of each local Markdown image, so the page keeps its layout while images load. Undefined for any other format or
 * a file that cannot be read (docs check warns about a raster image it cannot read: engine/validate/content.ts). Sizes are kept per file and modification time (a page names the same
 * image again and again; `docs serve` sees an edited one).
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { imageSize } from 'image-size';

export interface ImageSize {
  width: number;
  height: number;
}

/** Enough for every format's header but a JPEG whose metadata comes first (then the whole file is read). */
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

/**
 * The size image-size reads from the head of the file, else from the whole file (a JPEG whose
 * metadata comes before its frame header does not fit in the head).
 */
function readImageSize(file: string): ImageSize | undefined {
  const head = readBytes(file, HEAD_BYTES);
  let size: { width?: number; height?: number } | undefined;
  try {
    size = imageSize(head);
  } catch {
    if (head.length < HEAD_BYTES) return undefined;
    try {
      size = imageSize(readBytes(file, statSync(file).size));
    } catch {
      return undefined;
    }
  }
  return size?.width && size.height && size.width > 0 && size.height > 0 ? { width: size.width, height: size.height } : undefined;
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
