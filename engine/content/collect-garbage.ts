/**
 * A full garbage collection, run at the few moments a very large doc's build has just let go of
 * most of what it held (a segment parsed and about to be copied between threads, the content
 * rendered and about to be written). V8 grows a busy heap rather than collect it, and the build's
 * peak memory is set at those moments: collected there, the 10 MB doc's peak is lower by about
 * 120 MB, for a fraction of a second. Only called for docs of 1 MB or more.
 */
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | null | undefined;

/** Collects garbage now (does nothing where V8 will not give its `gc` function). */
export function collectGarbage(): void {
  if (gc === undefined) {
    try {
      // A context made while the flag is on has `gc`; the flag is put back at once, so that no
      // other context (MDX evaluated at build time) is given it.
      setFlagsFromString('--expose-gc');
      gc = runInNewContext('gc') as () => void;
      setFlagsFromString('--no-expose-gc');
    } catch {
      gc = null;
    }
  }
  gc?.();
}

/**
 * A check to call between units of work (a worker's rendered pages): collects garbage once the heap
 * holds `allowanceBytes` more than after the last collection. V8 otherwise lets a busy thread's heap
 * grow to about three times what it keeps before it collects (a render worker at 10,000 pages: 300
 * MB for 100 MB kept), and the build's peak is the sum of its threads'.
 */
export function garbageBound(allowanceBytes: number): () => void {
  let baseline = getHeapStatistics().used_heap_size;
  return () => {
    if (getHeapStatistics().used_heap_size < baseline + allowanceBytes) return;
    collectGarbage();
    baseline = getHeapStatistics().used_heap_size;
  };
}
