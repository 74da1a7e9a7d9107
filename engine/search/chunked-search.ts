/**
 * Searching a split index (chunk-types.ts): search with what is loaded, load the chunks the search
 * noted as missing (all at once), search again; at most a few rounds (vocabulary, postings,
 * documents, and for a corrected typo the whole vocabulary and the new words' postings).
 */
import type { ChunkManifest } from './chunk-types.js';
import { ChunkedIndexStore } from './chunked-store.js';
import { type LoadedSearchIndex, SearchEngine, searchQuery, type SearchOutcome } from './query.js';

/** A split index being loaded chunk by chunk. */
export interface ChunkedIndex extends LoadedSearchIndex {
  store: ChunkedIndexStore;
  /** Loads chunks by name (`v0`, `p3`, `d12`): each fetched once, concurrent callers share the fetch. */
  load(names: Iterable<string>): Promise<void>;
}

/** Most search-and-load rounds of one query (it needs at most 6). */
const MAX_ROUNDS = 10;

/** A split index over `manifest`; `fetchChunk` gets a chunk's parsed JSON by its path relative to the manifest. */
export function openChunkedIndex(manifest: ChunkManifest, fetchChunk: (path: string) => Promise<unknown>): ChunkedIndex {
  const store = new ChunkedIndexStore(manifest);
  const loads = new Map<string, Promise<void>>();
  const load = async (names: Iterable<string>) => {
    await Promise.all(
      [...names].map((name) => {
        let pending = loads.get(name);
        if (!pending) {
          pending = fetchChunk(`${manifest.base}${name}.json`).then((data) => store.add(name, data));
          // A failed fetch may be retried by a later query.
          pending.catch(() => loads.delete(name));
          loads.set(name, pending);
        }
        return pending;
      }),
    );
  };
  return {
    documents: store.documents,
    engine: new SearchEngine(store),
    highlight: manifest.highlight,
    chunks: { missingDocument: (ref) => store.missingDocument(ref), incomplete: () => store.missing.size > 0 },
    store,
    load,
  };
}

/** searchQuery over a split index: the same outcome as over the whole index, loading what it needs. */
export async function searchChunked(index: ChunkedIndex, query: string, limit = 8): Promise<SearchOutcome> {
  let outcome: SearchOutcome = { hits: [] };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    index.store.missing.clear();
    outcome = searchQuery(index, query, limit);
    if (!index.store.missing.size) return outcome;
    await index.load([...index.store.missing]);
  }
  return outcome;
}
