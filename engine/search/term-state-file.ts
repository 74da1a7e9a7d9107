/**
 * What a build keeps of a search index (build-index.ts IndexState: its term table's state,
 * term-table.ts, and its documents' entries) as bytes, for the next build: a small JSON head, the
 * table's integer arrays as they are in memory, then its texts. At 10,000 pages the arrays are some
 * 80 MB: written from where they are (no serialised copy), read back as views on the file's bytes (no
 * copy either). The texts (some 26 MB: terms, forms, page keys, and each document's route, entry and
 * heading) are one UTF-8 text with the length of each: made and read back in about half the time
 * JSON takes for them.
 */
import type { IndexState } from './build-index.js';
import type { TermState } from './term-table.js';

const MAGIC = 'docs-term-state\n';

/** What the head holds. */
interface Head {
  version: string;
  key: string;
  fields: number;
  /** Lengths of the arrays that follow, in ARRAYS order. */
  lengths: number[];
  /** How many texts each list of TEXTS has. */
  texts: number[];
}

type ArrayName = 'pageDocuments' | 'offsets' | 'ids' | 'counts' | 'order' | 'lengths' | 'pairOffsets' | 'pairTerms' | 'pairForms';
const ARRAYS: ArrayName[] = ['pageDocuments', 'offsets', 'ids', 'counts', 'order', 'lengths', 'pairOffsets', 'pairTerms', 'pairForms'];

type TextsName = 'terms' | 'words' | 'pageKeys' | 'forms' | 'routes' | 'entryTails' | 'headings' | 'routeHashes';
const TEXTS: TextsName[] = ['terms', 'words', 'pageKeys', 'forms', 'routes', 'entryTails', 'headings', 'routeHashes'];

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

function textsOf(kept: IndexState): Record<TextsName, readonly string[]> {
  const { terms, words, pageKeys, forms } = kept.terms;
  return { terms, words, pageKeys, forms, ...kept.documents };
}

const bytesOf = (array: Int32Array) => new Uint8Array(array.buffer, array.byteOffset, array.byteLength);

/**
 * The bytes of `kept` under `version` and `key`, in parts (the arrays' own memory, not copied);
 * undefined when a text is not well-formed UTF-16 (a lone surrogate would not read back the same).
 */
export function indexStateBytes(kept: IndexState, version: string, key: string): Uint8Array[] | undefined {
  const arrays = arraysOf(kept.terms);
  const lists = textsOf(kept);
  const textLengths = new Int32Array(TEXTS.reduce((sum, name) => sum + lists[name].length, 0));
  let at = 0;
  for (const name of TEXTS) for (const text of lists[name]) textLengths[at++] = text.length;
  const utf8 = utf8Of(TEXTS.map((name) => lists[name]));
  if (!utf8) return undefined;
  const head: Head = { version, key, fields: kept.terms.fields, lengths: [...ARRAYS.map((name) => arrays[name].length), textLengths.length], texts: TEXTS.map((name) => lists[name].length) };
  const text = Buffer.from(MAGIC + JSON.stringify(head), 'utf8');
  // The head is padded so that the arrays start at a multiple of 4 bytes (views need it).
  const size = Buffer.alloc(4);
  size.writeUInt32LE(text.length);
  const padding = Buffer.alloc((4 - ((4 + text.length) % 4)) % 4);
  return [size, text, padding, ...ARRAYS.map((name) => bytesOf(arrays[name])), bytesOf(textLengths), utf8];
}

/**
 * The texts one after the other as UTF-8, each written where the last ended; undefined when one is
 * not well-formed UTF-16. (Joining them first, most of them slices of the previous state's text,
 * took three times as long: 0.4 s at 10,000 pages.)
 */
function utf8Of(lists: readonly (readonly string[])[]): Buffer | undefined {
  let out = Buffer.allocUnsafe(1 << 20);
  let at = 0;
  for (const list of lists) {
    for (const text of list) {
      // (String#isWellFormed: Node 20 has it, the project's TypeScript lib not yet.)
      if (!(text as string & { isWellFormed(): boolean }).isWellFormed()) return undefined;
      // At most 3 bytes per UTF-16 unit: the text fits whole.
      if (out.length - at < text.length * 3) {
        const grown = Buffer.allocUnsafe(Math.max(out.length * 2, at + text.length * 3));
        out.copy(grown, 0, 0, at);
        out = grown;
      }
      at += out.write(text, at, 'utf8');
    }
  }
  return out.subarray(0, at);
}

/** The state in `bytes` when written under `version` and `key` and whole; undefined otherwise. */
export function indexStateOf(bytes: Buffer, version: string, key: string): IndexState | undefined {
  if (bytes.length < 4) return undefined;
  const headLength = bytes.readUInt32LE(0);
  const text = bytes.subarray(4, 4 + headLength).toString('utf8');
  if (!text.startsWith(MAGIC)) return undefined;
  const head = JSON.parse(text.slice(MAGIC.length)) as Head;
  if (head.version !== version || head.key !== key || head.lengths?.length !== ARRAYS.length + 1 || head.texts?.length !== TEXTS.length) return undefined;
  let at = 4 + headLength;
  at += (4 - (at % 4)) % 4;
  if (at + head.lengths.reduce((sum, n) => sum + n * 4, 0) > bytes.length) return undefined;
  // Views need the bytes 4-aligned in their buffer: a pooled Buffer may not be.
  const aligned = (bytes.byteOffset % 4 === 0 ? bytes : Buffer.from(bytes)) as Buffer;
  const view = (length: number) => {
    const array = new Int32Array(aligned.buffer, aligned.byteOffset + at, length);
    at += length * 4;
    return array;
  };
  const arrays = {} as Record<ArrayName, Int32Array>;
  ARRAYS.forEach((name, i) => (arrays[name] = view(head.lengths[i])));
  const textLengths = view(head.lengths[ARRAYS.length]);
  const lists = readTexts(aligned.subarray(at).toString('utf8'), textLengths, head.texts);
  if (!lists) return undefined;
  const terms: TermState = {
    fields: head.fields,
    terms: lists.terms,
    words: lists.words,
    pageKeys: lists.pageKeys,
    pageDocuments: arrays.pageDocuments,
    lists: { offsets: arrays.offsets, ids: arrays.ids, counts: arrays.counts, order: arrays.order },
    lengths: arrays.lengths,
    pairs: { offsets: arrays.pairOffsets, terms: arrays.pairTerms, forms: arrays.pairForms },
    forms: lists.forms,
  };
  return { terms, documents: { routes: lists.routes, entryTails: lists.entryTails, headings: lists.headings, routeHashes: lists.routeHashes } };
}

/** The lists of texts, cut from `all` by their lengths; undefined when these do not add up to it. */
function readTexts(all: string, lengths: Int32Array, counts: readonly number[]): Record<TextsName, string[]> | undefined {
  if (counts.reduce((sum, n) => sum + n, 0) !== lengths.length) return undefined;
  const lists = {} as Record<TextsName, string[]>;
  let at = 0;
  let k = 0;
  TEXTS.forEach((name, i) => {
    const list = new Array<string>(counts[i]);
    for (let j = 0; j < list.length; j++, k++) {
      list[j] = all.slice(at, at + lengths[k]);
      at += lengths[k];
    }
    lists[name] = list;
  });
  return at === all.length ? lists : undefined;
}
