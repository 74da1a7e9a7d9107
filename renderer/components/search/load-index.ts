/**
 * Fetches and loads a search index, once per URL: concurrent callers wait on the same load. A
 * failed response or a network error gives the empty index (no results), logged once.
 */
import { EMPTY_SEARCH_INDEX, loadSearchIndex, type LoadedSearchIndex } from '../../../engine/search/query.js';
import type { SearchIndexFile } from '../../../engine/search/types.js';

const loads = new Map<string, Promise<LoadedSearchIndex>>();
let logged = false;

/** The loaded index at `url` (fetched on the first call only). */
export function loadIndex(url: string): Promise<LoadedSearchIndex> {
  let load = loads.get(url);
  if (!load) {
    load = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<SearchIndexFile>;
      })
      .then(loadSearchIndex)
      .catch((error: unknown) => {
        if (!logged) {
          logged = true;
          console.warn(`Search is unavailable: the index ${url} could not be loaded (${error instanceof Error ? error.message : String(error)}).`);
        }
        return EMPTY_SEARCH_INDEX;
      });
    loads.set(url, load);
  }
  return load;
}
