/** Writing a file so that no reader ever sees half of it: a temporary file beside it, renamed in. */
import { closeSync, openSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { threadId } from 'node:worker_threads';

/**
 * Writes `data` to `file` atomically. The temporary name is unique per process and thread, so
 * threads or processes writing the same file at once each rename a complete one in.
 */
export function writeFileAtomic(file: string, data: string | NodeJS.ArrayBufferView | NodeJS.ArrayBufferView[]): void {
  const tmp = `${file}.${process.pid}.${threadId}.tmp`;
  if (Array.isArray(data)) writeParts(tmp, data);
  else writeFileSync(tmp, data);
  renameSync(tmp, file);
}

/**
 * Writes a file of the build cache: complete or not there, never half written, as writeFileAtomic,
 * but the previous file is removed before the new one is renamed in. Renaming over an existing file
 * makes ext4 write the new one to disk at once (its guard against empty files after a crash), and
 * with the build's other writes pending that took 0.25 s for a 20 KB file. A reader in between
 * finds no file: for the cache, a miss.
 */
export function writeCacheFile(file: string, data: string | NodeJS.ArrayBufferView | NodeJS.ArrayBufferView[]): void {
  const tmp = `${file}.${process.pid}.${threadId}.tmp`;
  if (Array.isArray(data)) writeParts(tmp, data);
  else writeFileSync(tmp, data);
  rmSync(file, { force: true });
  renameSync(tmp, file);
}

/**
 * writeCacheFile in the background (the thread's I/O pool writes while the caller goes on): a
 * large file nobody reads before the next build (a search index's term table).
 */
export async function writeCacheFileLater(file: string, data: NodeJS.ArrayBufferView | NodeJS.ArrayBufferView[]): Promise<void> {
  const tmp = `${file}.${process.pid}.${threadId}.tmp`;
  try {
    await writeFile(tmp, data);
    await rm(file, { force: true });
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

/** Writes the parts one after another, without joining them into one buffer first (they may be large). */
function writeParts(file: string, parts: NodeJS.ArrayBufferView[]): void {
  const fd = openSync(file, 'w');
  try {
    for (const part of parts) {
      for (let at = 0; at < part.byteLength; ) at += writeSync(fd, part, at, part.byteLength - at);
    }
  } finally {
    closeSync(fd);
  }
}
