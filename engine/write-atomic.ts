/** Writing a file so that no reader ever sees half of it: a temporary file beside it, renamed in. */
import { renameSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';

/**
 * Writes `data` to `file` atomically. The temporary name is unique per process and thread, so
 * threads or processes writing the same file at once each rename a complete one in.
 */
export function writeFileAtomic(file: string, data: string | NodeJS.ArrayBufferView): void {
  const tmp = `${file}.${process.pid}.${threadId}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}
