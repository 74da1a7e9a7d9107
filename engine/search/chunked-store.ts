/**
 * An IndexStore over the chunks of a split index (chunk-types.ts) loaded so far. Whatever a query
 * reads that is not loaded yet is noted as missing (a chunk name) and read as absent; the caller
 * (searchChunked) loads the missing chunks and searches again, until a search misses nothing:
 * then it read exactly what the whole index holds, and its results are the whole index's.
 */
import type { ChunkManifest, DocumentChunk, PostingChunk, SpellingChunk, VocabularyChunk } from './chunk-types.js';
import { NO_POSTING, type FormLookup, type IndexStore, type Posting } from './store.js';
import type { SearchIndexEntry } from './types.js';
import { Vocabulary } from './vocabulary.js';
import { decodeAscending, decodeNumbers } from './number-string.js';

/** The chunk of `bounds` (first string of each chunk, ascending) that holds `text`. */
function chunkOf(bounds: readonly string[], text: string): number {
  let lo = 0;
  let hi = bounds.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (bounds[mid] <= text) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The chunks of `bounds` that hold strings starting with `prefix`. */
function chunksOfPrefix(bounds: readonly string[], prefix: string): number[] {
  const out = [chunkOf(bounds, prefix)];
  // A later bound that starts with the prefix opens another chunk of it; one that does not lies past them all.
  for (let i = out[0] + 1; i < bounds.length && bounds[i].startsWith(prefix); i++) out.push(i);
  return out;
}

interface TermPostings {
  fields: Posting[];
  title: number[];
}

export class ChunkedIndexStore implements IndexStore {
  readonly fields: string[];
  readonly pipeline: string[];
  readonly documentCount: number;
  /** Names of the chunks the searches since the last clear needed and did not have. */
  readonly missing = new Set<string>();
  /** Documents by ref, as their chunks load. */
  readonly documents: SearchIndexEntry[] = [];
  private readonly vocabularyChunks: (VocabularyChunk | undefined)[];
  private readonly termIds = new Map<string, number>();
  private readonly info = new Map<number, { term: string; frequency: number }>();
  private readonly postings = new Map<number, TermPostings>();
  private merged: { vocabulary: Vocabulary; terms: string[] } | undefined;
  /** Every written form (the spelling list), once loaded: answers which forms a typo's variants are. */
  private spelling: Vocabulary | undefined;
  readonly vocabulary: FormLookup;

  constructor(readonly manifest: ChunkManifest) {
    this.fields = manifest.fields;
    this.pipeline = manifest.pipeline;
    this.documentCount = manifest.documentCount;
    this.vocabularyChunks = manifest.vocabulary.map(() => undefined);
    this.vocabulary = {
      completions: (prefix) => (this.need(chunksOfPrefix(manifest.vocabulary, prefix)) ? this.loaded.vocabulary.completions(prefix) : []),
      termOf: (form) => (this.need([chunkOf(manifest.vocabulary, form)]) ? this.loaded.vocabulary.termOf(form) : undefined),
      // Any letter of a typo may be wrong: corrections probe every written form (the spelling list);
      // the forms found are then looked up in their vocabulary chunks.
      corrections: (word, asPrefix) => {
        if (this.spelling) return this.spelling.corrections(word, asPrefix);
        this.missing.add('s');
        return { whole: [], prefixes: [] };
      },
    };
  }

  /** Whether vocabulary chunks `indexes` are loaded; notes those that are not. */
  private need(indexes: number[]): boolean {
    let all = true;
    for (const i of indexes) {
      if (this.vocabularyChunks[i]) continue;
      this.missing.add(`v${i}`);
      all = false;
    }
    return all;
  }

  /** The vocabulary of the loaded chunks (in range order, so their forms are sorted as in the whole index). */
  private get loaded(): { vocabulary: Vocabulary; terms: string[] } {
    if (!this.merged) {
      const pairs: [string, number][] = [];
      const terms: string[] = [];
      for (const chunk of this.vocabularyChunks) {
        if (!chunk) continue;
        for (const pair of chunk.f) pairs.push(pair);
        for (const [term] of chunk.t) terms.push(term);
      }
      this.merged = { vocabulary: new Vocabulary(pairs), terms };
    }
    return this.merged;
  }

  termId(term: string): number | undefined {
    return this.need([chunkOf(this.manifest.vocabulary, term)]) ? this.termIds.get(term) : undefined;
  }
  term(id: number): string {
    return this.info.get(id)?.term ?? '';
  }
  frequency(id: number): number {
    return this.info.get(id)?.frequency ?? 0;
  }
  private postingsOf(id: number): TermPostings | undefined {
    const found = this.postings.get(id);
    if (!found) {
      const term = this.info.get(id)?.term;
      if (term !== undefined) this.missing.add(`p${chunkOf(this.manifest.postings, term)}`);
    }
    return found;
  }
  posting(field: number, id: number): Posting {
    return this.postingsOf(id)?.fields[field] ?? NO_POSTING;
  }
  pageTitleRefs(id: number): readonly number[] | undefined {
    return this.postingsOf(id)?.title;
  }
  sortedTerms(): readonly string[] {
    return this.need(this.manifest.vocabulary.map((_, i) => i)) ? this.loaded.terms : [];
  }

  /** Notes a document chunk needed for document `ref`. */
  missingDocument(ref: number): void {
    this.missing.add(`d${Math.floor(ref / this.manifest.documentsPerChunk)}`);
  }

  /** Adds a loaded chunk (`name` as noted in `missing`). */
  add(name: string, data: unknown): void {
    const i = Number(name.slice(1));
    if (name[0] === 'v') {
      const chunk = data as VocabularyChunk;
      if (this.vocabularyChunks[i]) return;
      this.vocabularyChunks[i] = chunk;
      for (const [term, id, frequency] of chunk.t) {
        this.termIds.set(term, id);
        this.info.set(id, { term, frequency });
      }
      for (const [id, term, frequency] of chunk.o) this.info.set(id, { term, frequency });
      this.merged = undefined;
    } else if (name[0] === 'p') {
      for (const [id, ...parts] of data as PostingChunk) {
        const fields: Posting[] = [];
        for (let f = 0; f < this.fields.length; f++) {
          const refs = Int32Array.from(decodeAscending(parts[3 * f] as string));
          const table = Float32Array.from(parts[3 * f + 2] as number[]);
          const weights = Float32Array.from(decodeNumbers(parts[3 * f + 1] as string), (i) => table[i]);
          fields.push({ refs, weights, start: 0, end: refs.length });
        }
        this.postings.set(id, { fields, title: decodeAscending(parts[3 * this.fields.length] as string) });
      }
    } else if (name === 's') {
      // Term ids do not matter here, only which forms exist (and how often each letter is written).
      this.spelling ??= new Vocabulary((data as SpellingChunk).map((form): [string, number] => [form, 0]));
    } else if (name[0] === 'd') {
      (data as DocumentChunk).forEach((document, k) => (this.documents[i * this.manifest.documentsPerChunk + k] = document));
    }
  }
}
