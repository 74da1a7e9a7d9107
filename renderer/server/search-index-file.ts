/**
 * Writing `search-index-{locale}.json` (over 100 MB at 10,000 pages). A large site's is written in
 * two parts while this thread cuts the same index into chunks: the documents here, first, and the
 * lunr index after them on a thread of its own (search-index-file-worker.ts, aside.ts). The lunr
 * index's large arrays are in shared memory (lunr-writer.ts), so that thread reads them where they
 * are: only the terms are copied to it.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { ByteWriter } from '../../engine/search/byte-writer.js';
import { type SearchIndexData, searchIndexTail, writeSearchIndexHead, writeSearchIndexJson } from '../../engine/search/build-index.js';
import { type LunrIndexData, writeLunrIndexJson } from '../../engine/search/lunr-writer.js';
import { runAside } from './aside.js';

/** Writes what `write` puts in a ByteWriter into the open file `fd` from byte `at`, a block at a time; returns where it ended. */
function writeBlocks(fd: number, at: number, write: (out: ByteWriter) => void): number {
  let position = at;
  const out = new ByteWriter(1 << 22, (bytes) => {
    for (let done = 0; done < bytes.length; ) {
      const n = writeSync(fd, bytes, done, bytes.length - done, position);
      done += n;
      position += n;
    }
  });
  write(out);
  out.end();
  return position;
}

/** Writes an index file in one go (a small site's, or where no thread is to be had), never holding the whole text. */
export function writeIndexFile(file: string, data: SearchIndexData, sorted: Int32Array): void {
  const fd = openSync(file, 'w');
  try {
    writeBlocks(fd, 0, (out) => writeSearchIndexJson(out, data, sorted));
  } finally {
    closeSync(fd);
  }
}

/** The part of an index file a thread writes: its lunr index and the end, into `file` from byte `at`. */
export interface LunrPartTask {
  file: string;
  at: number;
  lunr: Omit<LunrIndexData, 'words'>;
  sorted: Int32Array;
  tail: string;
}

/** Writes the lunr part of an index file (LunrPartTask). */
export function writeLunrPart({ file, at, lunr, sorted, tail }: LunrPartTask): void {
  const fd = openSync(file, 'r+');
  try {
    writeBlocks(fd, at, (out) => {
      writeLunrIndexJson(out, { ...lunr, words: [] }, sorted);
      out.text(tail);
    });
  } finally {
    closeSync(fd);
  }
}

/** `array` in shared memory: itself when it is (the index's large arrays are made so), else a copy. */
function shared<T extends Int32Array | Float64Array>(array: T): T {
  if (array.buffer instanceof SharedArrayBuffer) return array;
  const copy = new (array.constructor as new (buffer: SharedArrayBuffer) => T)(new SharedArrayBuffer(array.byteLength));
  copy.set(array);
  return copy;
}

const WORKER_URL = new URL('./search-index-file-worker.js', import.meta.url);

/**
 * Writes an index file's documents now, then its lunr index on a thread of its own; the promise
 * settles once the whole file is written.
 */
export function writeIndexFileAside(file: string, data: SearchIndexData, sorted: Int32Array): Promise<void> {
  let at: number;
  const fd = openSync(file, 'w');
  try {
    at = writeBlocks(fd, 0, (out) => writeSearchIndexHead(out, data));
  } finally {
    closeSync(fd);
  }
  const { words: _words, postings, vectors, ...lunr } = data.lunr;
  const task: LunrPartTask = {
    file,
    at,
    lunr: { ...lunr, postings: { offsets: shared(postings.offsets), refs: shared(postings.refs) }, vectors: { offsets: shared(vectors.offsets), ids: shared(vectors.ids), values: shared(vectors.values) } },
    sorted: shared(sorted),
    tail: searchIndexTail(data),
  };
  return runAside(WORKER_URL, task, writeLunrPart, true);
}
