/**
 * Running a synchronous file-system job on a thread of its own while the calling thread goes on
 * (placing reused pages, assembling llms-full.txt: seconds of system calls at 10,000 pages). The
 * job's module is a worker that calls `answerAside`; the caller's `runAside` settles once the job
 * is done (with what it returned, which must clone) or failed, with the file-system error that stopped it (code, call and path kept, so the
 * build reports it as one clear line).
 */
import { existsSync } from 'node:fs';
import { parentPort, Worker, workerData } from 'node:worker_threads';

/** What a job's thread answers: what the job returned, or the error that stopped it. */
interface AsideAnswer {
  result?: unknown;
  error?: { message: string; code?: string; syscall?: string; path?: string };
}

/** The error a job's thread answered, as the Error it was. */
function errorOf(answer: NonNullable<AsideAnswer['error']>): Error {
  return Object.assign(new Error(answer.message), { code: answer.code, syscall: answer.syscall, path: answer.path });
}

/**
 * Runs `job(task)`: in the thread of `workerUrl` when `onThread` (and the compiled worker exists:
 * not when run from TypeScript sources), else here before returning. Until the promise settles the
 * thread may still be writing.
 */
export function runAside<Task, Result = void>(workerUrl: URL, task: Task, job: (task: Task) => Result, onThread: boolean): Promise<Result> {
  if (!onThread || !asideThreadExists(workerUrl)) {
    try {
      return Promise.resolve(job(task));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl, { workerData: task });
    worker.once('message', (answer: AsideAnswer) => (answer.error ? reject(errorOf(answer.error)) : resolve(answer.result as Result)));
    worker.once('error', reject);
    // After an answer this changes nothing; without one (the thread was killed) the job failed.
    worker.once('exit', (code) => reject(new Error(`A build thread (${workerUrl.pathname.split('/').pop()}) stopped with exit code ${code} before its work was done.`)));
  });
}

/** Whether a job's thread can be started: its module is compiled (not when run from TypeScript sources). */
export const asideThreadExists = (workerUrl: URL): boolean => workerUrl.pathname.endsWith('.js') && existsSync(workerUrl);

/** In a job's thread: runs `job` on the task it was given and answers once, with what it returned. */
export function answerAside<Task>(job: (task: Task) => unknown): void {
  let answer: AsideAnswer;
  try {
    answer = { result: job(workerData as Task) };
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    answer = { error: { message: e.message ?? String(error), code: e.code, syscall: e.syscall, path: e.path } };
  }
  parentPort!.postMessage(answer);
}
