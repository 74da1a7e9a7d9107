/**
 * The chunked form of a search index (split-index.ts writes it, chunked-store.ts reads it):
 * `search-index-{locale}/manifest.json` and, in its `base` folder, vocabulary chunks `v{i}.json`
 * (terms and written forms by string range), posting chunks `p{i}.json` (by term range),
 * document chunks `d{i}.json` (by ref) and the spelling list `s.json` (every written form, sorted,
 * as often as the vocabulary lists it: what a typo correction probes, a fraction of the vocabulary). The same data as the whole file, cut so that a query
 * loads only the ranges of its words, the postings of the terms it scores and the documents it shows.
 */
import type { SearchIndexEntry } from './types.js';

export const CHUNK_FORMAT = 2;

export interface ChunkManifest {
  format: typeof CHUNK_FORMAT;
  /** The folder of the chunks, relative to the manifest (content-hashed, so caches never mix builds). */
  base: string;
  fields: string[];
  pipeline: string[];
  documentCount: number;
  highlight: boolean;
  /** First string (term or form) of each vocabulary chunk, ascending; chunk i holds [vocabulary[i], vocabulary[i+1]). */
  vocabulary: string[];
  /** First term of each posting chunk, ascending. */
  postings: string[];
  /** Documents per document chunk: ref r is in chunk floor(r / documentsPerChunk). */
  documentsPerChunk: number;
}

/** `v{i}.json`. */
export interface VocabularyChunk {
  /** Terms in the chunk's range: [term, id, frequency]. */
  t: [string, number, number][];
  /** Written forms in the range, sorted: [form, term id]. */
  f: [string, number][];
  /** Terms of those forms that lie in other chunks: [id, term, frequency]. */
  o: [number, string, number][];
}

/**
 * `p{i}.json`: per term, [id, per field: its refs (number-string.ts, ascending), the index of
 * each ref's weight in the field's weight table (number-string.ts), that table (the distinct
 * weights, the most used first); then the page-title refs (number-string.ts, ascending)].
 */
export type PostingChunk = [number, ...(string | number[])[]][];

/** `s.json`: the written forms of the vocabulary chunks in their order (a form of two terms twice). */
export type SpellingChunk = string[];

/** `d{i}.json`. */
export type DocumentChunk = SearchIndexEntry[];
