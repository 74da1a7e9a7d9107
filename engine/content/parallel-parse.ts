/**
 * Parsing the segments of a very large doc on several threads at once (chunked-parse.ts cuts the
 * doc; this runs the segments). The first segment is parsed on the calling thread while helper
 * threads (segment-worker.ts) parse the others; the caller then waits for them, blocking, so that
 * the parse stays a plain function call. A helper that fails or does not answer in time gives no
 * segment, and the doc is then parsed on the calling thread alone.
 */
import { existsSync } from 'node:fs';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { Root } from 'mdast';
import { collectGarbage } from './collect-garbage.js';
import { parseSegment, type Segment, type SegmentParse, type SegmentsParser } from './chunked-parse.js';
import { BIG_DOC_WORKER_LIMITS } from './worker-limits.js';

/** Math syntax: remark-math's, with or without `$…$` inline math (parse.ts ParseOptions.math). */
export type MathSyntax = boolean | 'no-single-dollar';

/** What a helper needs to build the parser the calling thread uses (parse.ts processorFor). */
export interface ParserSpec {
  format: 'md' | 'mdx';
  math?: MathSyntax;
  comments?: boolean;
}

/** What a helper is given. */
export interface SegmentTask {
  source: string;
  chunkBytes: number;
  segment: Segment;
  spec: ParserSpec;
  /** Set to 1 (done) or 2 (failed) at `index` once the answer is posted on `port`. */
  signal: Int32Array;
  index: number;
}

/** What a helper posts. */
export type SegmentAnswer = { parse?: SegmentParse };

/** Docs of at least this size are parsed on several threads (below it, starting threads costs more than it saves). */
export const PARALLEL_PARSE_BYTES = 1024 * 1024;

/** A helper holds a segment's parse: its short-lived objects get room to die young, as in a big doc's worker. */
const HELPER_LIMITS = BIG_DOC_WORKER_LIMITS;

/** How long to wait for a helper: generous (a loaded machine), then the doc is parsed here instead. */
const helperTimeoutMs = (bytes: number): number => 120_000 + (bytes / 1024 / 1024) * 30_000;

const WORKER_URL = new URL('./segment-worker.js', import.meta.url);

/** Whether helper threads can be started (the compiled worker exists: not when run from TypeScript sources). */
export function canParseInParallel(): boolean {
  return WORKER_URL.pathname.endsWith('.js') && existsSync(WORKER_URL);
}

/**
 * A SegmentsParser for chunked-parse.ts: the first segment with `parse` on this thread, the others
 * in helper threads with a parser built from `spec`.
 */
export function parallelSegmentsParser(source: string, chunkBytes: number, spec: ParserSpec, parse: (text: string) => Root): SegmentsParser {
  return (segments) => {
    const signal = new Int32Array(new SharedArrayBuffer(4 * segments.length));
    const helpers = segments.slice(1).map((segment, i) => {
      const { port1, port2 } = new MessageChannel();
      const task: Omit<SegmentTask, 'signal'> & { port: typeof port2; signal: Int32Array } = { source, chunkBytes, segment, spec, signal, index: i + 1, port: port2 };
      const worker = new Worker(WORKER_URL, { workerData: task, transferList: [port2], resourceLimits: HELPER_LIMITS });
      worker.unref();
      // A helper that dies (out of memory) says nothing: its signal never comes, and the wait times out.
      worker.on('error', () => {});
      return { worker, port: port1, segment };
    });
    const out: (SegmentParse | undefined)[] = [parseSegment(source, parse, chunkBytes, segments[0])];
    // Room for the helpers' trees, about to be copied here (collect-garbage.ts).
    collectGarbage();
    for (const [i, helper] of helpers.entries()) {
      const index = i + 1;
      const deadline = Date.now() + helperTimeoutMs(helper.segment.to - helper.segment.from);
      while (Atomics.load(signal, index) === 0 && Date.now() < deadline) Atomics.wait(signal, index, 0, 1000);
      // The answer is on the port once signalled: the helper is ended first, so that its heap (its
      // copy of the segment's tree) goes while this thread makes its own copy.
      void helper.worker.terminate();
      const answer = Atomics.load(signal, index) === 1 ? (receiveMessageOnPort(helper.port)?.message as SegmentAnswer | undefined) : undefined;
      out.push(answer?.parse);
      helper.port.close();
    }
    return out;
  };
}
