/**
 * The files of a page whose content HTML is very large (a very large doc's), written without copying
 * that HTML into the page: the page's HTML and its page-data chunk are made around a placeholder,
 * and the content is written in its place, in pieces (in the chunk, as the JSON string text
 * JSON.stringify gives it). The files are byte for byte those written in one go; copies of the
 * content in the React render, the page text, the JSON text and their UTF-8 bytes are what is saved.
 */
import { randomUUID } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';
import { hasMath } from '../math-stylesheet.js';
import type { PageData } from '../model.js';

/** Content HTML of at least this many characters is written around (smaller: the page in one go). */
export const LARGE_CONTENT_CHARS = 1024 * 1024;

/** Characters of the content written (and encoded) at a time. */
const PIECE_CHARS = 1024 * 1024;

/** A page's text around its content: before and after. */
export type AroundContent = [before: string, after: string];

/**
 * `render` of the page with a placeholder for its content, cut around it; undefined when the page
 * cannot be made so (small content; math, which the head links a stylesheet for by looking at the
 * content; or a placeholder that does not appear exactly once).
 */
export function aroundContent(page: PageData, render: (page: PageData) => string): AroundContent | undefined {
  if ((page.kind !== 'doc' && page.kind !== 'page') || page.contentHtml.length < LARGE_CONTENT_CHARS || hasMath(page.contentHtml)) return undefined;
  const placeholder = `<!--docs-content-${randomUUID()}-->`;
  const parts = render({ ...page, contentHtml: placeholder }).split(placeholder);
  return parts.length === 2 ? [parts[0], parts[1]] : undefined;
}

/** The end of the piece of `text` from `start`: never between the two halves of a surrogate pair. */
function pieceEnd(text: string, start: number): number {
  const end = Math.min(start + PIECE_CHARS, text.length);
  const last = text.charCodeAt(end - 1);
  return end < text.length && last >= 0xd800 && last <= 0xdbff ? end + 1 : end;
}

function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
}

/** Writes `around[0]`, the content (each piece through `encode`), then `around[1]` into `file`. */
export function writeAroundContent(file: string, around: AroundContent, content: string, encode: (piece: string) => string = (piece) => piece): void {
  const fd = openSync(file, 'w');
  try {
    writeAll(fd, around[0]);
    for (let start = 0; start < content.length; ) {
      const end = pieceEnd(content, start);
      writeAll(fd, encode(content.slice(start, end)));
      start = end;
    }
    writeAll(fd, around[1]);
  } finally {
    closeSync(fd);
  }
}

/** A piece of a string as it reads inside the JSON text of the whole string (its escapes, no quotes). */
export const jsonStringPiece = (piece: string): string => JSON.stringify(piece).slice(1, -1);
