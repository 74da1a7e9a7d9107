/**
 * Cuts a whole search index (`search-index-{locale}.json`) into the chunks of chunk-types.ts, so
 * that the search box of a large site loads only what a query needs. Pure: a file in, file names
 * and texts out. The chunks carry the same terms, forms, postings and documents as the file, so a
 * query gives the same ranked results from either (tests/engine/search-split.test.ts).
 */
import { CHUNK_FORMAT, type ChunkManifest, type DocumentChunk, type VocabularyChunk } from './chunk-types.js';
import { headingText, type SerialisedIndex, WholeIndexStore } from './store.js';
import type { SearchIndexFile } from './types.js';
import { formPairs } from './vocabulary.js';

/** Chunk sizes: raw JSON characters per vocabulary and posting chunk, documents per document chunk. */
export interface ChunkSizes {
  vocabularyChars: number;
  postingChars: number;
  documentsPerChunk: number;
}

export const DEFAULT_CHUNK_SIZES: ChunkSizes = { vocabularyChars: 40_000, postingChars: 12_000, documentsPerChunk: 50 };

/** The split index: the manifest (written as `manifest.json`) and the chunk files under `manifest.base`. */
export interface SplitIndex {
  manifest: ChunkManifest;
  /** Chunk file name (`v0.json`, ...) -> JSON text. */
  chunks: Map<string, string>;
}

/** Gaps between ascending refs (the first ref as is): small numbers, short JSON. */
function gaps(refs: ArrayLike<number>, start: number, end: number): number[] {
  const out: number[] = [];
  for (let k = start, previous = 0; k < end; k++) {
    out.push(refs[k] - previous);
    previous = refs[k];
  }
  return out;
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

export function splitSearchIndex(file: SearchIndexFile, sizes: ChunkSizes = DEFAULT_CHUNK_SIZES): SplitIndex {
  const serialised = file.index as SerialisedIndex;
  const documentCount = file.documents.length;
  const store = new WholeIndexStore(
    serialised,
    documentCount,
    file.words,
    file.documents.map(headingText),
  );
  const termsById: string[] = [];
  for (const [term, { _index }] of serialised.invertedIndex) termsById[_index] = term;
  const words = Array.isArray(file.words) && file.words.length === termsById.length ? file.words : undefined;
  const chunks = new Map<string, string>();

  const vocabularyRuns = vocabularyChunks(store, termsById, formPairs(termsById, words), sizes, chunks);
  const postingRuns = postingChunks(store, serialised.fields, sizes, chunks);

  // Documents, by ref.
  for (let i = 0; i * sizes.documentsPerChunk < documentCount; i++) {
    const chunk: DocumentChunk = file.documents.slice(i * sizes.documentsPerChunk, (i + 1) * sizes.documentsPerChunk);
    chunks.set(`d${i}.json`, JSON.stringify(chunk));
  }

  const manifest: ChunkManifest = {
    format: CHUNK_FORMAT,
    base: `${hashOf(chunks.values())}/`,
    fields: serialised.fields,
    pipeline: serialised.pipeline,
    documentCount,
    highlight: file.highlight !== false,
    vocabulary: vocabularyRuns.map((run) => run[0].text),
    postings: postingRuns.map((run) => run[0].term),
    documentsPerChunk: sizes.documentsPerChunk,
  };
  return { manifest, chunks };
}

/** The vocabulary chunks (`v*.json`): every term and word form, sorted by text, each chunk a range. */
function vocabularyChunks(store: WholeIndexStore, termsById: string[], pairs: ReturnType<typeof formPairs>, sizes: ChunkSizes, chunks: Map<string, string>) {
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
  const postingOf = (term: string): [number, ...number[][]] => {
    const id = store.termId(term)!;
    const parts: number[][] = [];
    for (let f = 0; f < fields.length; f++) {
      const { refs, weights, start, end } = store.posting(f, id);
      parts.push(gaps(refs, start, end), Array.from({ length: end - start }, (_, k) => shortFloat(weights[start + k])));
    }
    const title = store.pageTitleRefs(id) ?? [];
    parts.push(gaps(title, 0, title.length));
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
