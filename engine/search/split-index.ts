/**
 * Cuts a whole search index (`search-index-{locale}.json`) into the chunks of chunk-types.ts, so
 * that the search box of a large site loads only what a query needs. Pure: a file (or the data the
 * writer makes it from, build-index.ts, so that a build never parses its own index back) in, file
 * names and texts out. The chunks carry the same terms, forms, postings and documents as the file, so a
 * query gives the same ranked results from either (tests/engine/search-split.test.ts).
 */
import { createHash } from 'node:crypto';
import { CHUNK_FORMAT, type ChunkManifest, type PostingChunk, type VocabularyChunk } from './chunk-types.js';
import { headingText, type IndexStore, type SerialisedIndex, WholeIndexStore } from './store.js';
import { DataPostings } from './data-postings.js';
import { type PostingPlan, PostingPrints } from './posting-prints.js';
import type { SearchIndexData } from './build-index.js';
import { sortedTermIds } from './lunr-writer.js';
import type { SearchIndexFile } from './types.js';
import { formPairs } from './vocabulary.js';
import { encodeAscending, encodeMapped, encodeNumbers } from './number-string.js';

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

/** The weight indexes of a posting of one document: its weight is the table's first. */
const ONE_INDEX = encodeNumbers([0]);

/**
 * A posting's weights as indexes into a table of its distinct weights, the most used first (the
 * index writer keeps two significant digits, so a term has few distinct weights): one character
 * per weight instead of a decimal. Distinct weights are found by a scan while they are few (most
 * postings), by a Map beyond.
 */
function weightIndexes(weights: ArrayLike<number>, start: number, end: number): [string, number[]] {
  // Most postings are empty (a term not in a field) or of one document: no table to rank.
  if (end === start) return ['', []];
  if (end === start + 1) return [ONE_INDEX, [shortFloat(weights[start])]];
  const distinct: number[] = [];
  const counts: number[] = [];
  const slots = new Int32Array(end - start);
  let many: Map<number, number> | undefined;
  for (let k = start; k < end; k++) {
    const w = weights[k];
    let at = many ? (many.get(w) ?? -1) : distinct.indexOf(w);
    if (at < 0) {
      at = distinct.length;
      distinct.push(w);
      counts.push(0);
      if (many) many.set(w, at);
      else if (distinct.length > 16) many = new Map(distinct.map((d, j) => [d, j]));
    }
    counts[at]++;
    slots[k - start] = at;
  }
  const order = distinct.map((_, j) => j).sort((a, b) => counts[b] - counts[a] || distinct[a] - distinct[b]);
  const rank = new Int32Array(distinct.length);
  order.forEach((j, r) => (rank[j] = r));
  return [encodeMapped(slots, rank), order.map((j) => shortFloat(distinct[j]))];
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

/**
 * Where chunks go as they are made: each chunk's file name (`v0.json`, ...), JSON text and digest
 * (chunkDigest). `take`, when given, is asked first for each posting chunk whose input is the same as
 * that of a posting chunk of the previous split (PostingPlan): it places that chunk's file as `name`
 * and says whether it could; if not, the chunk is made.
 */
export interface ChunkSink {
  write(name: string, text: string, digest: string): void;
  take?(name: string, from: string, digest: string): boolean;
}

/** The digest of a chunk's text (SHA-1, 80 bits in hex): a chunk of the same digest has the same bytes. */
export const chunkDigest = (text: string): string => createHash('sha1').update(text).digest('hex').slice(0, 20);

/** A digest of the chunks, by name and digest in the order they are made: names the chunk folder after its content. */
class ChunkHash {
  private readonly hash = createHash('sha1');
  add(name: string, digest: string): void {
    this.hash.update(`${name}\0${digest}\0`);
  }
  value(): string {
    return BigInt(`0x${this.hash.digest('hex').slice(0, 12)}`).toString(36);
  }
}

/** A sink that keeps every chunk (the whole split in memory: tests and tools). */
function collecting(): { chunks: Map<string, string>; sink: ChunkSink } {
  const chunks = new Map<string, string>();
  return { chunks, sink: { write: (name, text) => chunks.set(name, text) } };
}

/** What the chunks read of an index's terms (WholeIndexStore of a file, DataPostings of the writer's data). */
type SplitStore = Pick<IndexStore, 'frequency' | 'posting' | 'pageTitleRefs'>;

/** What an index is split from: its term store, terms by id and sorted, written forms and documents. */
interface SplitSource {
  store: SplitStore;
  fields: string[];
  pipeline: string[];
  termsById: readonly string[];
  /** Term ids sorted by term. */
  sortedIds: ArrayLike<number>;
  words: readonly string[] | undefined;
  documentCount: number;
  /** The JSON text of each document chunk's documents, by ref. */
  documentTexts: (from: number, to: number) => string[];
  highlight: boolean;
  /** The prints of the posting chunks' inputs, when a plan is to be made. */
  prints?: PostingPrints;
}

/** Cuts a whole index file (as parsed JSON). */
export function splitSearchIndex(file: SearchIndexFile, sizes: ChunkSizes = DEFAULT_CHUNK_SIZES): SplitIndex {
  const { chunks, sink } = collecting();
  const serialised = file.index as SerialisedIndex;
  const documentCount = file.documents.length;
  const termsById: string[] = [];
  for (const [term, { _index }] of serialised.invertedIndex) termsById[_index] = term;
  const store = new WholeIndexStore(serialised, documentCount, file.words, file.documents.map(headingText));
  const { manifest } = split(
    {
      store,
      fields: serialised.fields,
      pipeline: serialised.pipeline,
      termsById,
      sortedIds: Int32Array.from(store.sortedTerms(), (term) => store.termId(term)!),
      words: Array.isArray(file.words) && file.words.length === termsById.length ? file.words : undefined,
      documentCount,
      documentTexts: (from, to) => file.documents.slice(from, to).map((entry) => JSON.stringify(entry)),
      highlight: file.highlight !== false,
    },
    sizes,
    sink,
  );
  return { manifest, chunks };
}

/**
 * Cuts an index from the data its file is written from (build-index.ts): the same chunks as
 * splitSearchIndex of that file, without reading the file back. `sorted`: sortedTermIds of its terms.
 */
export function splitSearchIndexData(data: SearchIndexData, sorted: Int32Array = sortedTermIds(data.lunr.terms), sizes: ChunkSizes = DEFAULT_CHUNK_SIZES): SplitIndex {
  const { chunks, sink } = collecting();
  return { manifest: writeSplitSearchIndexData(data, sink, sorted, sizes).manifest, chunks };
}

/** A split written: its manifest, and its posting chunks' plan for the next split of the index (when asked for). */
export interface WrittenSplit {
  manifest: ChunkManifest;
  plan?: PostingPlan;
}

/**
 * splitSearchIndexData with each chunk handed to `sink` as soon as it is made, none held (at 10,000
 * pages the chunks are over 100 MB of text): the manifest, named after them all, comes last. With
 * `reuse`, the plan of its posting chunks is made for the next split, and each posting chunk whose
 * input is that of a chunk in the plan of the previous split is taken (`sink.take`) instead of made.
 */
export function writeSplitSearchIndexData(data: SearchIndexData, sink: ChunkSink, sorted: Int32Array = sortedTermIds(data.lunr.terms), sizes: ChunkSizes = DEFAULT_CHUNK_SIZES, reuse?: { previous?: PostingPlan }): WrittenSplit {
  const { lunr, headings, entryTexts } = data;
  const fields = lunr.fields.map((f) => f.name);
  const store = new DataPostings(lunr, headings);
  return split(
    {
      store,
      fields,
      pipeline: ['stemmer'],
      termsById: lunr.terms,
      sortedIds: sorted,
      words: lunr.words.length === lunr.terms.length ? lunr.words : undefined,
      documentCount: headings.length,
      documentTexts: (from, to) => entryTexts.slice(from, to),
      highlight: data.highlight,
      prints: reuse && new PostingPrints(store, lunr.terms, sorted, fields.length, JSON.stringify([CHUNK_FORMAT, sizes.postingChars])),
    },
    sizes,
    sink,
    reuse?.previous,
  );
}

function split(source: SplitSource, sizes: ChunkSizes, sink: ChunkSink, previous?: PostingPlan): WrittenSplit {
  const { store, termsById, documentCount } = source;
  const hash = new ChunkHash();
  const emit: ChunkEmit = {
    write(name, text) {
      const digest = chunkDigest(text);
      hash.add(name, digest);
      sink.write(name, text, digest);
      return digest;
    },
    take(name, from, digest) {
      if (!sink.take?.(name, from, digest)) return false;
      hash.add(name, digest);
      return true;
    },
  };

  const pairs = formPairs(termsById, source.words);
  const vocabularyStarts = vocabularyChunks(store, termsById, pairs, sizes, emit);
  // The written forms alone, for typo corrections (any letter may be wrong, so they probe the whole vocabulary).
  emit.write('s.json', JSON.stringify(pairs.map(([form]) => form)));
  const postings = postingChunks(source, sizes, emit, previous);

  // Documents, by ref.
  for (let i = 0; i * sizes.documentsPerChunk < documentCount; i++) {
    emit.write(`d${i}.json`, `[${source.documentTexts(i * sizes.documentsPerChunk, (i + 1) * sizes.documentsPerChunk).join(',')}]`);
  }

  const manifest: ChunkManifest = {
    format: CHUNK_FORMAT,
    base: `${hash.value()}/`,
    fields: source.fields,
    pipeline: source.pipeline,
    documentCount,
    highlight: source.highlight,
    vocabulary: vocabularyStarts,
    postings: postings.starts,
    documentsPerChunk: sizes.documentsPerChunk,
  };
  return { manifest, ...(postings.plan ? { plan: postings.plan } : {}) };
}

/** The split's side of the sink: a chunk made (its digest returned) or taken. */
interface ChunkEmit {
  write(name: string, text: string): string;
  take(name: string, from: string, digest: string): boolean;
}

/** The vocabulary chunks (`v*.json`): every term and word form, sorted by text, each chunk a range. Returns each chunk's first text. */
function vocabularyChunks(store: SplitStore, termsById: readonly string[], pairs: readonly [string, number][], sizes: ChunkSizes, emit: ChunkEmit): string[] {
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
    emit.write(`v${i}.json`, JSON.stringify(chunk));
  });
  return vocabularyRuns.map((run) => run[0].text);
}

/**
 * The posting chunks (`p*.json`): every term in term order, with its field postings and page-title
 * refs, cut as `cut` cuts, each chunk emitted once full. A chunk's text follows from its terms' input
 * and the input of the term after it (which decides where it ends): a chunk of the previous split
 * that starts at the same term, over terms of the same input (PostingPrints), is taken as it is.
 * Returns each chunk's first term, and the plan of the chunks for the next split.
 */
function postingChunks(source: SplitSource, sizes: ChunkSizes, emit: ChunkEmit, previous: PostingPlan | undefined): { starts: string[]; plan?: PostingPlan } {
  const { store, termsById, sortedIds, prints } = source;
  const fieldCount = source.fields.length;
  const postingOf = (id: number): PostingChunk[number] => {
    const parts: (string | number[])[] = [];
    for (let f = 0; f < fieldCount; f++) {
      const { refs, weights, start, end } = store.posting(f, id);
      parts.push(encodeAscending(refs, start, end), ...weightIndexes(weights, start, end));
    }
    parts.push(encodeAscending(store.pageTitleRefs(id) ?? []));
    return [id, ...parts];
  };
  const known = new Map<string, { index: number; terms: number; print: string; digest: string }>();
  if (prints) previous?.chunks.forEach(([first, terms, print, digest], index) => known.set(first, { index, terms, print, digest }));
  const plan: PostingPlan['chunks'] = [];
  const starts: string[] = [];
  let run: string[] = [];
  let from = 0;
  let chars = 0;
  const flush = (to: number) => {
    const digest = emit.write(`p${starts.length - 1}.json`, `[${run.join(',')}]`);
    if (prints) plan.push([starts[starts.length - 1], to - from, prints.of(from, to), digest]);
    run = [];
    chars = 0;
  };
  const total = sortedIds.length;
  for (let i = 0; i < total; i++) {
    const term = termsById[sortedIds[i]];
    let json: string | undefined;
    if (run.length) {
      json = JSON.stringify(postingOf(sortedIds[i]));
      if (chars + json.length <= sizes.postingChars) {
        run.push(json);
        chars += json.length;
        continue;
      }
      flush(i);
    }
    // A chunk starts at term i: the previous split's chunk that started there, if its input is the same.
    const last = known.get(term);
    if (prints && last && i + last.terms <= total) {
      const print = prints.of(i, i + last.terms);
      if (print === last.print && emit.take(`p${starts.length}.json`, `p${last.index}.json`, last.digest)) {
        starts.push(term);
        plan.push([term, last.terms, print, last.digest]);
        i += last.terms - 1;
        continue;
      }
    }
    json ??= JSON.stringify(postingOf(sortedIds[i]));
    starts.push(term);
    from = i;
    run.push(json);
    chars = json.length;
  }
  if (run.length) flush(total);
  return { starts, ...(prints ? { plan: { chunks: plan } } : {}) };
}
