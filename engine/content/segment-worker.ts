/**
 * Helper thread of parallel-parse.ts: parses one segment of a very large doc and posts it back.
 */
import { type MessagePort, workerData } from 'node:worker_threads';
import { collectGarbage } from './collect-garbage.js';
import { parseSegment } from './chunked-parse.js';
import type { SegmentAnswer, SegmentTask } from './parallel-parse.js';
import { markdownParser } from './parse.js';

const task = workerData as SegmentTask & { port: MessagePort };
/** The segment's parse; none when it throws (the calling thread then parses the doc itself). */
function answerOf(): SegmentAnswer {
  try {
    return { parse: parseSegment(task.source, markdownParser(task.spec.format, task.spec), task.chunkBytes, task.segment) };
  } catch {
    return {};
  }
}
const answer = answerOf();
// Room for the copy of the answer that posting it makes (collect-garbage.ts).
collectGarbage();
task.port.postMessage(answer);
Atomics.store(task.signal, task.index, answer.parse ? 1 : 2);
Atomics.notify(task.signal, task.index);
task.port.close();
