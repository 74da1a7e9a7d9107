/**
 * Fetches and opens a search index, once per URL: concurrent callers wait on the same load. A
 * whole index (`search-index-{locale}.json`) is fetched whole; a chunked one (settings.chunked)
 * by its manifest, its chunks as queries need them (engine/search/chunked-search.ts). A failed
 * response or a network error gives the empty index (no results), logged once.
 */
import { openChunkedIndex, searchChunked, type ChunkedIndex } from '../../../engine/search/chunked-search.js';
import type { ChunkManifest } from '../../../engine/search/chunk-types.js';
import { EMPTY_SEARCH_INDEX, loadSearchIndex, searchQuery, type LoadedSearchIndex, type SearchOutcome } from '../../../engine/search/query.js';
import type { SearchIndexFile } from '../../../engine/search/types.js';

/** A loaded index and how to search it: at once (whole) or after loading chunks (a promise). */
export interface SearchIndexHandle {
  index: LoadedSearchIndex;
  search(query: string, limit: number): SearchOutcome | Promise<SearchOutcome>;
}

const loads = new Map<string, Promise<SearchIndexHandle>>();
let logged = false;

const fetchJson = async (url: string): Promise<unknown> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
};

const wholeHandle = (index: LoadedSearchIndex): SearchIndexHandle => ({ index, search: (query, limit) => searchQuery(index, query, limit) });

function warn(url: string, error: unknown): SearchIndexHandle {
  if (!logged) {
    logged = true;
    console.warn(`Search is unavailable: the index ${url} could not be loaded (${error instanceof Error ? error.message : String(error)}).`);
  }
  return wholeHandle(EMPTY_SEARCH_INDEX);
}

/** The chunked index whose manifest is at `manifestUrl`. */
async function loadChunked(manifestUrl: string): Promise<SearchIndexHandle> {
  const manifest = (await fetchJson(manifestUrl)) as ChunkManifest;
  const base = new URL(manifestUrl, window.location.href);
  const index: ChunkedIndex = openChunkedIndex(manifest, (file) => fetchJson(new URL(file, base).href));
  return {
    index,
    // A chunk that failed to load gives no results for this query (a later query tries again).
    search: (query, limit) => searchChunked(index, query, limit).catch((error: unknown) => (warn(manifestUrl, error), { hits: [] })),
  };
}

/** The index at `url` (fetched on the first call only); `chunked`: by its manifest, `{url without .json}/manifest.json`. */
export function loadIndex(url: string, chunked = false): Promise<SearchIndexHandle> {
  const key = `${chunked ? 'chunked:' : ''}${url}`;
  let load = loads.get(key);
  if (!load) {
    load = (chunked ? loadChunked(url.replace(/\.json$/, '/manifest.json')) : fetchJson(url).then((file) => wholeHandle(loadSearchIndex(file as SearchIndexFile)))).catch((error: unknown) => warn(url, error));
    loads.set(key, load);
  }
  return load;
}
