/**
 * Reading a doc file's text honestly: a file that cannot be read (a dangling symlink, no
 * permission), a binary file named `.md` (NUL bytes) and a file that is not UTF-8 are said so at the
 * file, never published as garbage or crashed on.
 */
import { isUtf8 } from 'node:buffer';
import { lstatSync, readFileSync, readlinkSync } from 'node:fs';
import type { Diagnostic } from '../diagnostics.js';

export interface DocSource {
  /** The text to parse; empty when the file cannot be used (see diagnostics). */
  text: string;
  /** False when the file is unreadable or binary: there is nothing to parse. */
  usable: boolean;
  diagnostics: Diagnostic[];
}

/** Line and column (1-based) of byte `offset` in `bytes`, counting UTF-8 sequences as one column. */
function positionOf(bytes: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let column = 1;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      column = 1;
    } else if ((bytes[i] & 0xc0) !== 0x80) column++;
  }
  return { line, column };
}

/** Offset of the first byte that breaks UTF-8, or -1 when all of `bytes` is valid UTF-8. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    const length = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (!length || i + length > bytes.length) return i;
    for (let k = 1; k < length; k++) if ((bytes[i + k] & 0xc0) !== 0x80) return i;
    // Overlong 3/4-byte forms, surrogates and code points past U+10FFFF.
    const second = bytes[i + 1];
    if ((b === 0xe0 && second < 0xa0) || (b === 0xed && second > 0x9f) || (b === 0xf0 && second < 0x90) || (b === 0xf4 && second > 0x8f)) return i;
    i += length;
  }
  return -1;
}

const errno = (error: unknown) => (error as NodeJS.ErrnoException).code ?? '';

/** Why `abs` cannot be read, in words, with what to do. */
function unreadableMessage(abs: string, source: string, error: unknown): string {
  let link: string | undefined;
  try {
    if (lstatSync(abs).isSymbolicLink()) link = readlinkSync(abs);
  } catch {
    // gone since it was listed
  }
  if (link !== undefined && errno(error) === 'ENOENT') {
    return `${source} is a symbolic link to ${link}, which does not exist. Remove the link, or point it at a Markdown file.`;
  }
  if (errno(error) === 'EACCES' || errno(error) === 'EPERM') return `${source} cannot be read: permission denied. Make the file readable (chmod a+r), or remove it.`;
  if (errno(error) === 'EISDIR') return `${source} is a folder named like a doc file. Rename it so it does not end in .md or .mdx.`;
  return `${source} cannot be read (${errno(error) || (error as Error).message}). Check the file, or remove it.`;
}

/** Reads a doc file (`source` is its path for diagnostics). Never throws. */
export function readDocSource(abs: string, source: string): DocSource {
  let bytes: Buffer;
  try {
    bytes = readFileSync(abs);
  } catch (error) {
    return { text: '', usable: false, diagnostics: [{ severity: 'error', rule: 'unreadable-file', message: unreadableMessage(abs, source, error), file: source }] };
  }
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    return {
      text: '',
      usable: false,
      diagnostics: [
        {
          severity: 'error',
          rule: 'binary-file',
          message: `${source} is not a text file (it holds a NUL byte), so it cannot be a doc. Move it out of the docs folder, or rename it so it does not end in .md or .mdx.`,
          file: source,
          ...positionOf(bytes, nul),
        },
      ],
    };
  }
  if (isUtf8(bytes)) return { text: bytes.toString('utf8'), usable: true, diagnostics: [] };
  const invalid = firstInvalidUtf8(bytes);
  if (invalid === -1) return { text: bytes.toString('utf8'), usable: true, diagnostics: [] };
  // Most non-UTF-8 text files are Latin-1 / Windows-1252: read them as that, and say so.
  const text = new TextDecoder('windows-1252').decode(bytes);
  return {
    text,
    usable: true,
    diagnostics: [
      {
        severity: 'warning',
        rule: 'not-utf8',
        message: `${source} is not valid UTF-8 (byte 0x${bytes[invalid].toString(16).toUpperCase()}); it was read as Latin-1 (Windows-1252). Save the file as UTF-8 so its characters are certain.`,
        file: source,
        ...positionOf(bytes, invalid),
      },
    ],
  };
}
