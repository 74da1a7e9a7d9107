/**
 * Thread of place-pages.ts: places an incremental build's reused files, then answers once.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type PlaceAnswer, placeFiles, type PlaceTask } from './place-pages.js';

function answerOf(): PlaceAnswer {
  try {
    placeFiles(workerData as PlaceTask);
    return {};
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    return { error: { message: e.message ?? String(error), code: e.code, syscall: e.syscall, path: e.path } };
  }
}
parentPort!.postMessage(answerOf());
