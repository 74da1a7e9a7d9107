/**
 * Cuts a whole search index (`search-index-{locale}.json`) into the chunks of chunk-types.ts, so
 * that the search box of a large site loads only what a query needs. Pure: a file (or the data the
 * writer makes it from, build-index.ts, so that a build never parses its own index back) in, file
 * names and texts out. The chunks carry the same terms, forms, postings and documents as the file, so a
 * query gives the same ranked results from either (tests/engine/search-split.test.ts).
 */
import { CHUNK_FORMAT, type ChunkManifest, type PostingChunk, type VocabularyChunk } from './chunk-types.js';
import { headingText, type IndexParts, type SerialisedIndex, WholeIndexStore } from './store.js';
import type { SearchIndexData } from './build-index.js';
import { sortedTermIds } from './lunr-writer.js';
import type { SearchIndexFile } from './types.js';
import { formPairs } from './vocabulary.js';
import { encodeAscending, encodeNumbers } from './number-string.js';

/** Chunk sizes: raw JSON characters per vocabulary and posting chunk, documents per document chunk. */
export interface ChunkSizes {
  vocabularyChars: number;
  postingChars: number;
  documentsPerChunk: number;
}

export const DEFAULT_CHUNK_SIZES: ChunkSizes = { vocabularyChars: 40_000, postingChars: 12_000, documentsPerChunk: 10 };

/** The split index: the manifest (written as `manifest.json`) and the chunk files under `manifest.base`. */
export interface SplitIndex {
  manifest: ChunkManifest;
  /** Chunk file name (`v0.json`, ...) -> JSON text. */
  chunks: Map<string, string>;
}

/** The shortest decimal that reads back as the same 32-bit float (how the engine holds weights). */
const shortFloats = new Map<number, number>();
function shortFloat(weight: number): number {
  const known = shortFloats.get(weight);
  if (known !== undefined) return known;
  let short = weight;
  for (let digits = 1; digits < 9; digits++) {
    const candidate = Number(weight.toPrecision(digits));
    if (Math.fround(candidate) === weight) {
      short = candidate;
      break;
    }
  }
  if (shortFloats.size < 100_000) shortFloats.set(weight, short);
  return short;
}

/**
 * A posting's weights as indexes into a table of its distinct weights, the most used first (the
 * index writer keeps two significant digits, so a term has few distinct weights): one character
 * per weight instead of a decimal.
 */
function weightIndexes(weights: ArrayLike<number>, start: number, end: number): [string, number[]] {
  const counts = new Map<number, number>();
  for (let k = start; k < end; k++) counts.set(weights[k], (counts.get(weights[k]) ?? 0) + 1);
  const table = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || a - b);
  const index = new Map(table.map((w, i) => [w, i]));
  const indexes: number[] = [];
  for (let k = start; k < end; k++) indexes.push(index.get(weights[k])!);
  return [encodeNumbers(indexes), table.map(shortFloat)];
}

/** Cuts `items` (already in order) into runs of about `target` characters. */
function cut<T>(items: readonly T[], size: (item: T) => number, target: number): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  let chars = 0;
  for (const item of items) {
    if (run.length && chars + size(item) > target) {
      runs.push(run);
      run = [];
      chars = 0;
    }
    run.push(item);
    chars += size(item);
  }
  if (run.length) runs.push(run);
  return runs;
}

/** FNV-1a over the chunk texts: names the chunk folder after its content. */
function hashOf(texts: Iterable<string>): string {
  let h = 0x811c9dc5;
  for (const text of texts) {
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  return (h >>> 0).toString(36);
}

/** What an index is split from: its term store, terms by id, written forms and documents. */
interface SplitSource {
  store: WholeIndexStore;
  fields: string[];
  pipeline: string[];
  termsById: readonly string[];
  words: readonly string[] | undefined;
  documentCount: number;
  /** The JSON text of each document chunk's documents, by ref. */
  documentTexts: (from: number, to: number) => string[];
  highlight: boolean;
}

/** Cuts a whole index file (as parsed JSON). */
export function splitSearchIndex(file: SearchIndexFile, sizes: ChunkSizes = DEFAULT_CHUNK_SIZES): SplitIndex {
  const serialised = file.index as SerialisedIndex;
  const documentCount = file.documents.length;
  const termsById: string[] = [];
  for (const [term, { _index }] of serialised.invertedIndex) termsById[_index] = term;
  return split(
    {
      store: new WholeIndexStore(serialised, documentCount, file.words, file.documents.map(headingText)),
      fields: serialised.fields,
      pipeline: serialised.pipeline,
      termsById,
      words: Array.isArray(file.words) && file.words.length === termsById.length ? file.words : undefined,
      documentCount,
      documentTexts: (from, to) => file.documents.slice(from, to).map((entry) => JSON.stringify(entry)),
      highlight: file.highlight !== false,
    },
    sizes,
  );
}

/**
 * Cuts an index from the data its file is written from (build-index.ts): the same chunks as
 * splitSearchIndex of that file, without reading the file back. `sorted`: sortedTermIds of its terms.
 */
export function splitSearchIndexData(data: SearchIndexData, sorted: Int32Array = sortedTermIds(data.lunr.terms), sizes: ChunkSizes = DEFAULT_CHUNK_SIZES): SplitIndex {
  const { lunr, entries, entryTexts } = data;
  const fields = lunr.fields.map((f) => f.name);
  const parts: IndexParts = { fields, pipeline: ['stemmer'], terms: lunr.terms, sorted, vectors: lunr.vectors };
  return split(
    {
      store: new WholeIndexStore(parts, entries.length, lunr.words, entries.map(headingText)),
      fields,
      pipeline: parts.pipeline,
      termsById: lunr.terms,
      words: lunr.words.length === lunr.terms.length ? lunr.words : undefined,
      documentCount: entries.length,
      documentTexts: (from, to) => entryTexts.slice(from, to),
      highlight: data.highlight,
    },
    sizes,
  );
}

function split(source: SplitSource, sizes: ChunkSizes): SplitIndex {
  const { store, termsById, documentCount } = source;
  const chunks = new Map<string, string>();

  const pairs = formPairs(termsById, source.words);
  const vocabularyRuns = vocabularyChunks(store, termsById, pairs, sizes, chunks);
  // The written forms alone, for typo corrections (any letter may be wrong, so they probe the whole vocabulary).
  chunks.set('s.json', JSON.stringify(pairs.map(([form]) => form)));
  const postingRuns = postingChunks(store, source.fields, sizes, chunks);

  // Documents, by ref.
  for (let i = 0; i * sizes.documentsPerChunk < documentCount; i++) {
    chunks.set(`d${i}.json`, `[${source.documentTexts(i * sizes.documentsPerChunk, (i + 1) * sizes.documentsPerChunk).join(',')}]`);
  }

  const manifest: ChunkManifest = {
    format: CHUNK_FORMAT,
    base: `${hashOf(chunks.values())}/`,
    fields: source.fields,
    pipeline: source.pipeline,
    documentCount,
    highlight: source.highlight,
    vocabulary: vocabularyRuns.map((run) => run[0].text),
    postings: postingRuns.map((run) => run[0].term),
    documentsPerChunk: sizes.documentsPerChunk,
  };
  return { manifest, chunks };
}

/** The vocabulary chunks (`v*.json`): every term and word form, sorted by text, each chunk a range. */
function vocabularyChunks(store: WholeIndexStore, termsById: readonly string[], pairs: readonly [string, number][], sizes: ChunkSizes, chunks: Map<string, string>) {
  type Entry = { text: string; term?: number; forms: number[] };
  const entries = new Map<string, Entry>();
  const entry = (text: string) => entries.get(text) ?? entries.set(text, { text, forms: [] }).get(text)!;
  termsById.forEach((term, id) => (entry(term).term = id));
  for (const [form, id] of pairs) entry(form).forms.push(id);
  const sorted = [...entries.values()].sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  const vocabularyRuns = cut(sorted, (e) => e.text.length * 2 + 16, sizes.vocabularyChars);
  vocabularyRuns.forEach((run, i) => {
    const chunk: VocabularyChunk = { t: [], f: [], o: [] };
    const own = new Set<number>();
    for (const e of run) {
      if (e.term !== undefined) {
        chunk.t.push([e.text, e.term, store.frequency(e.term)]);
        own.add(e.term);
      }
    }
    const others = new Set<number>();
    for (const e of run) {
      for (const id of e.forms) {
        chunk.f.push([e.text, id]);
        if (!own.has(id)) others.add(id);
      }
    }
    for (const id of others) chunk.o.push([id, termsById[id], store.frequency(id)]);
    chunks.set(`v${i}.json`, JSON.stringify(chunk));
  });

  return vocabularyRuns;
}

/** The posting chunks (`p*.json`): every term in term order, with its field postings and page-title refs. */
function postingChunks(store: WholeIndexStore, fields: SerialisedIndex['fields'], sizes: ChunkSizes, chunks: Map<string, string>) {
  const sortedTerms = store.sortedTerms();
  const postingOf = (term: string): PostingChunk[number] => {
    const id = store.termId(term)!;
    const parts: (string | number[])[] = [];
    for (let f = 0; f < fields.length; f++) {
      const { refs, weights, start, end } = store.posting(f, id);
      parts.push(encodeAscending(Array.prototype.slice.call(refs, start, end) as number[]), ...weightIndexes(weights, start, end));
    }
    parts.push(encodeAscending(store.pageTitleRefs(id) ?? []));
    return [id, ...parts];
  };
  const postingRuns = cut(
    sortedTerms.map((term) => ({ term, json: JSON.stringify(postingOf(term)) })),
    (p) => p.json.length,
    sizes.postingChars,
  );
  postingRuns.forEach((run, i) => chunks.set(`p${i}.json`, `[${run.map((p) => p.json).join(',')}]`));

  return postingRuns;
}
