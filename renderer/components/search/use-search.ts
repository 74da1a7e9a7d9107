/**
 * The search box's data: the index of the page's docs version (loaded from the first mount on,
 * shared between boxes) and the outcome of the current query. A whole index answers at once; a
 * chunked one after loading the chunks the query needs, and an answer to an older query is
 * dropped. The loading indicator shows when a query has waited more than STALL_MS.
 */
import { useEffect, useMemo, useState } from 'react';
import type { SearchOutcome } from '../../../engine/search/query.js';
import { type SearchSettings, useIndexUrl } from './index-url.js';
import { loadIndex, type SearchIndexHandle } from './load-index.js';

const STALL_MS = 300;

export interface Outcome extends SearchOutcome {
  error?: string;
}

/** The index handle for the page, once loaded. */
export function useSearchIndex(settings: SearchSettings): SearchIndexHandle | undefined {
  const url = useIndexUrl(settings);
  const [loaded, setLoaded] = useState<{ url: string; handle: SearchIndexHandle }>();
  useEffect(() => {
    let alive = true;
    void loadIndex(url, settings.chunked).then((handle) => alive && setLoaded({ url, handle }));
    return () => {
      alive = false;
    };
  }, [url, settings.chunked]);
  return loaded?.url === url ? loaded.handle : undefined;
}

const failed = (error: unknown): Outcome => {
  console.error(error);
  return { hits: [], error: 'The search failed.' };
};

/**
 * The outcome for `query` (trimmed) and the query it answers: while a chunked index loads what
 * `query` needs, the previous query's outcome stays (no flicker while typing). Undefined while
 * the query is empty or nothing has answered yet.
 */
export function useSearchOutcome(handle: SearchIndexHandle | undefined, query: string, limit: number): { outcome: Outcome; query: string } | undefined {
  const answer = useMemo(() => {
    if (!handle || !query) return undefined;
    try {
      return handle.search(query, limit);
    } catch (error) {
      return failed(error);
    }
  }, [handle, query, limit]);
  const [settled, setSettled] = useState<{ outcome: Outcome; query: string }>();
  useEffect(() => {
    if (!(answer instanceof Promise)) return;
    let alive = true;
    answer.then(
      (outcome) => alive && setSettled({ outcome, query }),
      (error: unknown) => alive && setSettled({ outcome: failed(error), query }),
    );
    return () => {
      alive = false;
    };
  }, [answer]);
  if (!query) return undefined;
  if (!(answer instanceof Promise)) return answer && { outcome: answer, query };
  return settled;
}

/** Whether a wait has lasted STALL_MS (derived, so the render with results never shows the spinner too). */
export function useStalled(waiting: boolean): boolean {
  const [fired, setFired] = useState(false);
  useEffect(() => {
    if (!waiting) {
      setFired(false);
      return;
    }
    const timer = setTimeout(() => setFired(true), STALL_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return waiting && fired;
}
