/**
 * The pages of a build still being written beside it (an incremental build's reused pages are placed
 * by a thread of their own: place-pages.ts), as the build extensions that read them see it. Besides
 * the promise, a flag in shared memory that the placing sets once it is over, whatever its outcome:
 * a thread that reads the pages (llms-full.txt) can start at once and wait on it, with no need for
 * the main thread, which is busy making the search index when the placing ends.
 */
export interface PagesWritten {
  /** Settles once every page's files are in the folder. */
  promise: Promise<unknown>;
  /** Whether they all are, already. */
  done(): boolean;
  /** Set (waitForPages) once the pages' writing is over, when it is done by a thread. */
  signal?: Int32Array;
}

/** A flag for PagesWritten.signal, not set. */
export const newPagesSignal = (): Int32Array => new Int32Array(new SharedArrayBuffer(4));

/** Sets the flag and wakes whoever waits on it (again: no harm). */
export function signalPagesWritten(signal: Int32Array): void {
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
}

/** Blocks this thread until the flag is set (never on the main thread: it would stop the build). */
export function waitForPages(signal: Int32Array): void {
  Atomics.wait(signal, 0, 0);
}
