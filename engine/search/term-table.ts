/**
 * The term table a lunr index is computed from (lunr-writer.ts): every term by id, its written
 * forms, and each (document, field)'s term frequencies and length. Made page by page, so that the
 * next build can take each unchanged page's part as it was (TermState): after a one-doc edit of a
 * 10,000-page site, only that page's words are looked up; the rest is copying integers.
 *
 * Term ids are lunr.Builder's: the order of first use over documents, fields and words. So the
 * state keeps each (document, field)'s terms in the order they are first used there, not sorted:
 * when an edit moves a term's first use to a later page, the term gets its id where that use is,
 * exactly as a build from nothing would give it.
 */
import { analysisLists, type TextAnalysis } from './analysis.js';
import { type FlatVectors, IdScratch, IntList, sharedInt32 } from './int-arrays.js';

/**
 * The analysis of one field of one document (refs are positions): several analyses stand for
 * their texts joined with spaces.
 */
export type FieldAnalyses = (ref: number, field: number) => TextAnalysis | readonly TextAnalysis[];

/** Counts above 2^24 - 1 are written as 2^24 - 1 (as the index has always been written). */
const PACK = 2 ** 24;
/** A (term, form) pair as one number: both ids stay below 2^22 (4 million terms). */
const PAIR = 2 ** 22;

/** What the index is computed from. */
export interface TermTable {
  /** Terms by id. */
  terms: string[];
  /**
   * The written forms of each term, by id, as the index file's `words` carries them: an empty
   * string when the term itself is its only form (most terms), else its forms sorted and separated
   * by spaces (`affinity affinities` for `affin`; the term is listed when it is also a form).
   */
  words: string[];
  /** lengths[field][ref]: indexed words. */
  lengths: Int32Array[];
  /** Per (document, field) in that order: term ids (ascending) and their counts. */
  frequencies: FlatVectors<Int32Array>;
}

/** A page of an index: the key its part of the table follows from, and its number of documents (consecutive refs). */
export interface TermPage {
  key: string;
  documents: number;
}

/** What a build keeps of its term table for the next one: each page's part of it. */
export interface TermState {
  fields: number;
  terms: string[];
  words: string[];
  pageKeys: string[];
  pageDocuments: Int32Array;
  /**
   * Per (document, field), list k = ref * fields + field, [offsets[k], offsets[k + 1]): its term ids
   * ascending with their counts (its frequencies), and the same ids in the order of their first use
   * there (`order`).
   */
  lists: { offsets: Int32Array; ids: Int32Array; counts: Int32Array; order: Int32Array };
  /** Per (document, field): indexed words. */
  lengths: Int32Array;
  /** Per page, [offsets[p], offsets[p + 1]): the distinct (term id, form id) pairs of its words. */
  pairs: { offsets: Int32Array; terms: Int32Array; forms: Int32Array };
  /** Written forms by form id. */
  forms: string[];
}

/** A growable Int32Array filled with -1. */
class IdMap {
  array = new Int32Array(1024).fill(-1);
  at(i: number): number {
    return i < this.array.length ? this.array[i] : -1;
  }
  reserve(size: number): void {
    if (size <= this.array.length) return;
    const grown = new Int32Array(Math.max(size, this.array.length * 2)).fill(-1);
    grown.set(this.array);
    this.array = grown;
  }
  set(i: number, value: number): void {
    this.reserve(i + 1);
    this.array[i] = value;
  }
}

/** A previous page: where its documents start, how many there are, its index. */
interface KnownPage {
  firstRef: number;
  documents: number;
  index: number;
}

function knownPages(state: TermState): Map<string, KnownPage> {
  const pages = new Map<string, KnownPage>();
  let firstRef = 0;
  state.pageKeys.forEach((key, index) => {
    const documents = state.pageDocuments[index];
    pages.set(key, { firstRef, documents, index });
    firstRef += documents;
  });
  return pages;
}

/** A page made in this pass: per (document, field), its terms (ext ids) in order of first use with their counts, and length. */
interface AddedPage {
  offsets: Int32Array;
  order: Int32Array;
  counts: Int32Array;
  lengths: Int32Array;
  pairTerms: Int32Array;
  pairForms: Int32Array;
}

/** A page of the pass: taken from the previous state, or made now. */
type PagePart = { known: KnownPage; maxExt: number } | { added: AddedPage };

/** The arrays phase two fills (see TermWalk). */
interface Filled {
  offsets: Int32Array;
  ids: Int32Array;
  counts: Int32Array;
  order: Int32Array;
  lengths: Int32Array;
  pairOffsets: Int32Array;
  pairTerms: Int32Array;
  pairForms: Int32Array;
}

/** Ext ids of texts (terms or forms): a previous state's ids, then new ones for texts it did not have. */
class ExtIds {
  private readonly fresh: string[] = [];
  private ids: Map<string, number> | undefined;
  constructor(private readonly previous: readonly string[]) {}

  /** How many the previous state has. */
  get known(): number {
    return this.previous.length;
  }
  get size(): number {
    return this.previous.length + this.fresh.length;
  }
  text(ext: number): string {
    return ext < this.previous.length ? this.previous[ext] : this.fresh[ext - this.previous.length];
  }
  /** The ext id of `text` (the map of the previous texts is made on first use: a build that changes nothing needs none). */
  id(text: string): number {
    this.ids ??= new Map(this.previous.map((t, id) => [t, id]));
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.size;
      this.fresh.push(text);
      this.ids.set(text, id);
    }
    return id;
  }
}

/**
 * Two passes over the pages in order. The first gives each term its new id at its first use (the
 * only step that needs the order of first use); the second fills the table's arrays. Terms and forms
 * are known by "ext" ids meanwhile: the previous state's ids, then new ones for words it did not have.
 */
class TermWalk {
  private readonly terms: ExtIds;
  private readonly forms: ExtIds;
  private readonly newTerms: string[] = [];
  private readonly newIdOf = new IdMap();
  private readonly scratch = new IdScratch();
  private listNumber = 0;
  /** Terms (ext ids) whose forms must be gathered again: those of pages added or gone. */
  private readonly affected = new IdMap();
  private readonly taken: Uint8Array;
  private readonly parts: PagePart[] = [];
  private readonly pageKeys: string[] = [];
  private entries = 0;
  private pairCount = 0;

  constructor(
    readonly fields: number,
    readonly previous: TermState | undefined,
  ) {
    this.terms = new ExtIds(previous?.terms ?? []);
    this.forms = new ExtIds(previous?.forms ?? []);
    this.taken = new Uint8Array(previous?.pageKeys.length ?? 0);
    this.newIdOf.reserve(this.terms.known);
  }

  /** Gives the terms of `order[from, to)` their new ids, in that order, where they have none yet; returns the largest ext id there. */
  private number(order: Int32Array, from: number, to: number): number {
    this.newIdOf.reserve(this.terms.size);
    const newIdOf = this.newIdOf.array;
    let max = -1;
    for (let i = from; i < to; i++) {
      const ext = order[i];
      if (ext > max) max = ext;
      if (newIdOf[ext] < 0) {
        newIdOf[ext] = this.newTerms.length;
        this.newTerms.push(this.terms.text(ext));
      }
    }
    return max;
  }

  /** A page the previous state has as it is. */
  takePage(key: string, known: KnownPage): void {
    const { lists, pairs } = this.previous!;
    this.taken[known.index] = 1;
    const from = lists.offsets[known.firstRef * this.fields];
    const to = lists.offsets[(known.firstRef + known.documents) * this.fields];
    const maxExt = this.number(lists.order, from, to);
    this.entries += to - from;
    this.pairCount += pairs.offsets[known.index + 1] - pairs.offsets[known.index];
    this.parts.push({ known, maxExt });
    this.pageKeys.push(key);
  }

  /** A page made now, from the analyses of its documents' fields (refs from `firstRef`). */
  addPage(key: string, firstRef: number, documents: number, analysisOf: FieldAnalyses): void {
    const pairs = new Set<number>();
    const offsets = new Int32Array(documents * this.fields + 1);
    const lengths = new Int32Array(documents * this.fields);
    const order = new IntList(256);
    const counts = new IntList(256);
    for (let k = 0; k < documents * this.fields; k++) {
      const analyses = analysisOf(firstRef + Math.floor(k / this.fields), k % this.fields);
      const list = this.listNumber++;
      const start = order.length;
      for (const analysis of Array.isArray(analyses) ? (analyses as readonly TextAnalysis[]) : [analyses as TextAnalysis]) {
        lengths[k] += analysis.length;
        const { terms, forms } = analysisLists(analysis);
        for (let i = 0; i < terms.length; i++) {
          const ext = this.terms.id(terms[i]);
          this.scratch.grow(ext + 1);
          if (this.scratch.seenAt[ext] === list) this.scratch.count[ext] += analysis.counts[i];
          else {
            this.scratch.seenAt[ext] = list;
            this.scratch.count[ext] = analysis.counts[i];
            order.push(ext);
          }
          for (const form of forms[i].split(' ')) pairs.add(ext * PAIR + this.forms.id(form));
        }
      }
      for (let i = start; i < order.length; i++) counts.push(Math.min(this.scratch.count[order.array[i]], PACK - 1));
      offsets[k + 1] = order.length;
    }
    const pairTerms = new Int32Array(pairs.size);
    const pairForms = new Int32Array(pairs.size);
    let at = 0;
    for (const pair of pairs) {
      const ext = Math.floor(pair / PAIR);
      this.affected.set(ext, 1);
      pairTerms[at] = ext;
      pairForms[at++] = pair - ext * PAIR;
    }
    const added: AddedPage = { offsets, order: order.copy(), counts: counts.copy(), lengths, pairTerms, pairForms };
    this.number(added.order, 0, added.order.length);
    this.entries += added.order.length;
    this.pairCount += pairs.size;
    this.parts.push({ added });
    this.pageKeys.push(key);
  }

  /** Whether the new ids keep the previous ids' order (no term's first use moved): taken lists then stay sorted as they are. */
  private keepsOrder(): boolean {
    const newIdOf = this.newIdOf.array;
    let last = -1;
    for (let ext = 0; ext < this.terms.known; ext++) {
      const id = newIdOf[ext];
      if (id < 0) continue;
      if (id < last) return false;
      last = id;
    }
    return true;
  }

  /** How many of the previous ids, from 0, stay the same (ext id = new id). */
  private keptIds(): number {
    const newIdOf = this.newIdOf.array;
    let ext = 0;
    while (ext < this.terms.known && newIdOf[ext] === ext) ext++;
    return ext;
  }

  /** Sorts list [from, to) of `out.ids` (new ids, counts alongside in `counts`). */
  private static sortList(out: Filled, from: number, to: number, countOf: Int32Array): void {
    for (let i = from; i < to; i++) countOf[out.ids[i]] = out.counts[i];
    out.ids.subarray(from, to).sort();
    for (let i = from; i < to; i++) out.counts[i] = countOf[out.ids[i]];
  }

  /**
   * Phase two for a taken page: its lists with new ids; sorted again only when ids changed order.
   * A page whose terms all keep their ids (`same`: every page before the first edit, whose terms
   * were all first used by then) is copied as it is.
   */
  private fillTaken(out: Filled, known: KnownPage, cursor: { list: number; entry: number; pair: number; page: number }, sorted: boolean, countOf: Int32Array, same: boolean): void {
    const { lists, lengths, pairs } = this.previous!;
    const newIdOf = this.newIdOf.array;
    const k0 = known.firstRef * this.fields;
    const k1 = (known.firstRef + known.documents) * this.fields;
    const shift = cursor.entry - lists.offsets[k0];
    for (let k = k0; k < k1; k++) out.offsets[cursor.list + k - k0 + 1] = lists.offsets[k + 1] + shift;
    const from = lists.offsets[k0];
    const to = lists.offsets[k1];
    if (same) {
      out.ids.set(lists.ids.subarray(from, to), from + shift);
      out.order.set(lists.order.subarray(from, to), from + shift);
    } else {
      for (let i = from; i < to; i++) {
        out.ids[i + shift] = newIdOf[lists.ids[i]];
        out.order[i + shift] = newIdOf[lists.order[i]];
      }
    }
    out.counts.set(lists.counts.subarray(from, to), cursor.entry);
    if (!sorted && !same) for (let k = k0; k < k1; k++) TermWalk.sortList(out, lists.offsets[k] + shift, lists.offsets[k + 1] + shift, countOf);
    out.lengths.set(lengths.subarray(k0, k1), cursor.list);
    const p0 = pairs.offsets[known.index];
    const p1 = pairs.offsets[known.index + 1];
    out.pairTerms.set(pairs.terms.subarray(p0, p1), cursor.pair);
    out.pairForms.set(pairs.forms.subarray(p0, p1), cursor.pair);
    cursor.list += k1 - k0;
    cursor.entry += to - from;
    cursor.pair += p1 - p0;
  }

  /** Phase two for a page made now. */
  private fillAdded(out: Filled, added: AddedPage, cursor: { list: number; entry: number; pair: number; page: number }, countOf: Int32Array): void {
    const newIdOf = this.newIdOf.array;
    const lists = added.lengths.length;
    for (let k = 0; k < lists; k++) out.offsets[cursor.list + k + 1] = cursor.entry + added.offsets[k + 1];
    for (let i = 0; i < added.order.length; i++) out.order[cursor.entry + i] = out.ids[cursor.entry + i] = newIdOf[added.order[i]];
    out.counts.set(added.counts, cursor.entry);
    for (let k = 0; k < lists; k++) TermWalk.sortList(out, cursor.entry + added.offsets[k], cursor.entry + added.offsets[k + 1], countOf);
    out.lengths.set(added.lengths, cursor.list);
    out.pairTerms.set(added.pairTerms, cursor.pair);
    out.pairForms.set(added.pairForms, cursor.pair);
    cursor.list += lists;
    cursor.entry += added.order.length;
    cursor.pair += added.pairTerms.length;
  }

  /** Phase two: every page's lists with new ids, frequencies sorted, lengths and pairs, in page order. */
  private fill(refs: number): Filled {
    const lists = refs * this.fields;
    const out: Filled = {
      offsets: sharedInt32(lists + 1),
      ids: sharedInt32(this.entries),
      counts: sharedInt32(this.entries),
      order: new Int32Array(this.entries),
      lengths: new Int32Array(lists),
      pairOffsets: new Int32Array(this.parts.length + 1),
      pairTerms: new Int32Array(this.pairCount),
      pairForms: new Int32Array(this.pairCount),
    };
    const sorted = this.keepsOrder();
    const kept = this.keptIds();
    const countOf = new Int32Array(this.newTerms.length);
    const cursor = { list: 0, entry: 0, pair: 0, page: 0 };
    for (const part of this.parts) {
      if ('known' in part) this.fillTaken(out, part.known, cursor, sorted, countOf, part.maxExt < kept);
      else this.fillAdded(out, part.added, cursor, countOf);
      out.pairOffsets[++cursor.page] = cursor.pair;
    }
    return out;
  }

  /** The terms of the previous pages this pass did not take (changed or gone): their forms are gathered again. */
  private markGonePages(): void {
    if (!this.previous) return;
    const { offsets, terms } = this.previous.pairs;
    this.taken.forEach((taken, p) => {
      if (!taken) for (let i = offsets[p]; i < offsets[p + 1]; i++) this.affected.set(terms[i], 1);
    });
  }

  /** The words (TermTable.words) by new id: a term no added or gone page has keeps its previous text. */
  private words(pairTerms: Int32Array, pairForms: Int32Array): string[] {
    this.markGonePages();
    const count = this.newTerms.length;
    const newIdOf = this.newIdOf.array;
    const affected = (ext: number) => this.affected.at(ext) === 1;
    // The forms of affected terms, grouped by term (a counting sort of the pairs).
    const starts = new Int32Array(count + 1);
    for (let i = 0; i < pairTerms.length; i++) if (affected(pairTerms[i])) starts[newIdOf[pairTerms[i]] + 1]++;
    for (let id = 0; id < count; id++) starts[id + 1] += starts[id];
    const next = starts.slice(0, count);
    const grouped = new Int32Array(starts[count]);
    for (let i = 0; i < pairTerms.length; i++) if (affected(pairTerms[i])) grouped[next[newIdOf[pairTerms[i]]]++] = pairForms[i];
    const words = new Array<string>(count);
    for (let ext = 0; ext < this.terms.size; ext++) {
      const id = newIdOf[ext];
      if (id < 0) continue;
      if (!affected(ext)) {
        words[id] = this.previous!.words[ext];
        continue;
      }
      const forms = [...new Set(grouped.subarray(starts[id], starts[id + 1]))].map((f) => this.forms.text(f));
      words[id] = forms.length === 1 ? (forms[0] === this.newTerms[id] ? '' : forms[0]) : forms.sort().join(' ');
    }
    return words;
  }

  /** The pairs with new term ids, and forms renumbered (forms no page has any more are left out). */
  private statePairs(out: Filled): { pairs: TermState['pairs']; forms: string[] } {
    const newIdOf = this.newIdOf.array;
    const formOf = new IdMap();
    const forms: string[] = [];
    const terms = new Int32Array(out.pairTerms.length);
    const formIds = new Int32Array(out.pairForms.length);
    for (let i = 0; i < terms.length; i++) {
      terms[i] = newIdOf[out.pairTerms[i]];
      let form = formOf.at(out.pairForms[i]);
      if (form < 0) {
        form = forms.length;
        formOf.set(out.pairForms[i], form);
        forms.push(this.forms.text(out.pairForms[i]));
      }
      formIds[i] = form;
    }
    return { pairs: { offsets: out.pairOffsets, terms, forms: formIds }, forms };
  }

  finish(refs: number): { table: TermTable; state: () => TermState } {
    this.newIdOf.reserve(this.terms.size);
    const out = this.fill(refs);
    const words = this.words(out.pairTerms, out.pairForms);
    const lengths = Array.from({ length: this.fields }, (_, f) => Int32Array.from({ length: refs }, (_, ref) => out.lengths[ref * this.fields + f]));
    const table: TermTable = { terms: this.newTerms, words, lengths, frequencies: { offsets: out.offsets, ids: out.ids, values: out.counts } };
    const state = (): TermState => ({
      fields: this.fields,
      terms: this.newTerms,
      words,
      pageKeys: this.pageKeys,
      pageDocuments: Int32Array.from(this.parts, (part) => ('known' in part ? part.known.documents : part.added.lengths.length / this.fields)),
      // The frequencies' own arrays (term-state-file.ts writes them from where they are).
      lists: { offsets: out.offsets, ids: out.ids, counts: out.counts, order: out.order },
      lengths: out.lengths,
      ...this.statePairs(out),
    });
    return { table, state };
  }
}

/**
 * The term table of `pages` (their documents are consecutive refs, in page order). A page whose
 * key `previous` has, with as many documents, is taken from it; the others are made from
 * `analysisOf` (only ever asked for their refs). The same table as from nothing, whatever changed.
 * `state` is what the next build takes (made when asked).
 */
export function termTableOf(pages: readonly TermPage[], fields: number, analysisOf: FieldAnalyses, previous?: TermState): { table: TermTable; state: () => TermState } {
  const usable = previous && previous.fields === fields ? previous : undefined;
  const known = usable ? knownPages(usable) : undefined;
  const walk = new TermWalk(fields, usable);
  let ref = 0;
  for (const page of pages) {
    const same = known?.get(page.key);
    if (same && same.documents === page.documents) walk.takePage(page.key, same);
    else walk.addPage(page.key, ref, page.documents, analysisOf);
    ref += page.documents;
  }
  return walk.finish(ref);
}
