/**
 * What a build keeps of a search index (build-index.ts IndexState: its term table's state,
 * term-table.ts, and its documents' entries) as bytes, for the next build: a JSON head (its texts)
 * and then the table's integer arrays as they are in memory. At 10,000 pages the arrays are some 80 MB: written
 * from where they are (no serialised copy), read back as views on the file's bytes (no copy either).
 */
import type { IndexState } from './build-index.js';
import type { TermState } from './term-table.js';

const MAGIC = 'docs-term-state\n';

/** What the head holds besides the state's texts. */
interface Head {
  version: string;
  key: string;
  fields: number;
  terms: string[];
  words: string[];
  pageKeys: string[];
  forms: string[];
  documents: IndexState['documents'];
  /** Lengths of the arrays that follow, in ARRAYS order. */
  lengths: number[];
}

type ArrayName = 'pageDocuments' | 'offsets' | 'ids' | 'counts' | 'order' | 'lengths' | 'pairOffsets' | 'pairTerms' | 'pairForms';
const ARRAYS: ArrayName[] = ['pageDocuments', 'offsets', 'ids', 'counts', 'order', 'lengths', 'pairOffsets', 'pairTerms', 'pairForms'];

function arraysOf(state: TermState): Record<ArrayName, Int32Array> {
  return {
    pageDocuments: state.pageDocuments,
    offsets: state.lists.offsets,
    ids: state.lists.ids,
    counts: state.lists.counts,
    order: state.lists.order,
    lengths: state.lengths,
    pairOffsets: state.pairs.offsets,
    pairTerms: state.pairs.terms,
    pairForms: state.pairs.forms,
  };
}

/** The bytes of `kept` under `version` and `key`, in parts (the arrays' own memory, not copied). */
export function indexStateBytes(kept: IndexState, version: string, key: string): Uint8Array[] {
  const state = kept.terms;
  const arrays = arraysOf(state);
  const head: Head = { version, key, fields: state.fields, terms: state.terms, words: state.words, pageKeys: state.pageKeys, forms: state.forms, documents: kept.documents, lengths: ARRAYS.map((name) => arrays[name].length) };
  const text = Buffer.from(MAGIC + JSON.stringify(head), 'utf8');
  // The head is padded so that the arrays start at a multiple of 4 bytes (views need it).
  const size = Buffer.alloc(4);
  size.writeUInt32LE(text.length);
  const padding = Buffer.alloc((4 - ((4 + text.length) % 4)) % 4);
  return [size, text, padding, ...ARRAYS.map((name) => new Uint8Array(arrays[name].buffer, arrays[name].byteOffset, arrays[name].byteLength))];
}

/** The state in `bytes` when written under `version` and `key` and whole; undefined otherwise. */
export function indexStateOf(bytes: Buffer, version: string, key: string): IndexState | undefined {
  if (bytes.length < 4) return undefined;
  const headLength = bytes.readUInt32LE(0);
  const text = bytes.subarray(4, 4 + headLength).toString('utf8');
  if (!text.startsWith(MAGIC)) return undefined;
  const head = JSON.parse(text.slice(MAGIC.length)) as Head;
  if (head.version !== version || head.key !== key || head.lengths.length !== ARRAYS.length) return undefined;
  let at = 4 + headLength;
  at += (4 - (at % 4)) % 4;
  if (at + head.lengths.reduce((sum, n) => sum + n * 4, 0) !== bytes.length) return undefined;
  // Views need the bytes 4-aligned in their buffer: a pooled Buffer may not be.
  const aligned = (bytes.byteOffset % 4 === 0 ? bytes : Buffer.from(bytes)) as Buffer;
  const arrays = {} as Record<ArrayName, Int32Array>;
  ARRAYS.forEach((name, i) => {
    arrays[name] = new Int32Array(aligned.buffer, aligned.byteOffset + at, head.lengths[i]);
    at += head.lengths[i] * 4;
  });
  const terms: TermState = {
    fields: head.fields,
    terms: head.terms,
    words: head.words,
    pageKeys: head.pageKeys,
    pageDocuments: arrays.pageDocuments,
    lists: { offsets: arrays.offsets, ids: arrays.ids, counts: arrays.counts, order: arrays.order },
    lengths: arrays.lengths,
    pairs: { offsets: arrays.pairOffsets, terms: arrays.pairTerms, forms: arrays.pairForms },
    forms: head.forms,
  };
  return { terms, documents: head.documents };
}
