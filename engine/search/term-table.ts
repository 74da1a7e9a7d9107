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
import { type FlatVectors, IdScratch, IntList } from './int-arrays.js';

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
  /** Per (document, field), list k = ref * fields + field: term ids in order of first use there, and their counts. */
  lists: FlatVectors<Int32Array>;
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
  set(i: number, value: number): void {
    if (i >= this.array.length) {
      const grown = new Int32Array(Math.max(i + 1, this.array.length * 2)).fill(-1);
      grown.set(this.array);
      this.array = grown;
    }
    this.array[i] = value;
  }
}

/** A previous page: where its documents and lists start, how many documents, its index. */
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

/**
 * One pass over the pages in order. Terms and forms are known by "ext" ids while it runs: the
 * previous state's ids, then new ones for words that state did not have; each term gets its new
 * id at its first use in the pass.
 */
class TermWalk {
  private readonly previousTerms: number;
  private readonly previousForms: number;
  private readonly newTerms: string[] = [];
  private readonly freshTerms: string[] = [];
  private readonly freshForms: string[] = [];
  private termIds: Map<string, number> | undefined;
  private formIds: Map<string, number> | undefined;
  private readonly newIdOf = new IdMap();
  private readonly countOf = new IdMap();
  private readonly scratch = new IdScratch();
  private listNumber = 0;
  /** Terms (ext ids) whose forms must be gathered again: those of pages added or gone. */
  private readonly affected = new IdMap();
  private readonly taken: Uint8Array;
  readonly pageKeys: string[] = [];
  readonly pageDocuments = new IntList(1024);
  readonly lists = { offsets: new IntList(), ids: new IntList(), counts: new IntList() };
  readonly lengths = new IntList();
  readonly frequencies = { ids: new IntList(), counts: new IntList() };
  readonly pairs = { offsets: new IntList(1024), terms: new IntList(), forms: new IntList() };

  constructor(
    readonly fields: number,
    readonly previous: TermState | undefined,
  ) {
    this.previousTerms = previous?.terms.length ?? 0;
    this.previousForms = previous?.forms.length ?? 0;
    this.taken = new Uint8Array(previous?.pageKeys.length ?? 0);
    this.lists.offsets.push(0);
    this.pairs.offsets.push(0);
  }

  private termText(ext: number): string {
    return ext < this.previousTerms ? this.previous!.terms[ext] : this.freshTerms[ext - this.previousTerms];
  }

  formText(ext: number): string {
    return ext < this.previousForms ? this.previous!.forms[ext] : this.freshForms[ext - this.previousForms];
  }

  private termId(term: string): number {
    this.termIds ??= new Map(this.previous?.terms.map((t, id) => [t, id]));
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.previousTerms + this.freshTerms.length;
      this.freshTerms.push(term);
      this.termIds.set(term, id);
    }
    return id;
  }

  private formId(form: string): number {
    this.formIds ??= new Map(this.previous?.forms.map((f, id) => [f, id]));
    let id = this.formIds.get(form);
    if (id === undefined) {
      id = this.previousForms + this.freshForms.length;
      this.freshForms.push(form);
      this.formIds.set(form, id);
    }
    return id;
  }

  /** One term of the current (document, field) list, in order of first use there. */
  private emit(ext: number, count: number): void {
    let id = this.newIdOf.at(ext);
    if (id < 0) {
      id = this.newTerms.length;
      this.newIdOf.set(ext, id);
      this.newTerms.push(this.termText(ext));
    }
    this.lists.ids.push(id);
    this.lists.counts.push(count);
    this.countOf.set(id, count);
  }

  /** Ends the current (document, field) list: its length, and its frequencies in ascending term ids. */
  private endList(length: number): void {
    const { ids, offsets } = this.lists;
    const start = offsets.array[offsets.length - 1];
    offsets.push(ids.length);
    this.lengths.push(length);
    const sorted = this.frequencies.ids;
    const from = sorted.length;
    for (let i = start; i < ids.length; i++) sorted.push(ids.array[i]);
    sorted.array.subarray(from, sorted.length).sort();
    for (let i = from; i < sorted.length; i++) this.frequencies.counts.push(Math.min(this.countOf.at(sorted.array[i]), PACK - 1));
  }

  private endPage(key: string, documents: number): void {
    this.pageKeys.push(key);
    this.pageDocuments.push(documents);
    this.pairs.offsets.push(this.pairs.terms.length);
  }

  /** A page the previous state has as it is: its lists and pairs copied. */
  takePage(key: string, known: KnownPage): void {
    const previous = this.previous!;
    this.taken[known.index] = 1;
    const { offsets, ids, values } = previous.lists;
    for (let k = known.firstRef * this.fields; k < (known.firstRef + known.documents) * this.fields; k++) {
      for (let i = offsets[k]; i < offsets[k + 1]; i++) this.emit(ids[i], values[i]);
      this.endList(previous.lengths[k]);
    }
    const { offsets: pairOffsets, terms, forms } = previous.pairs;
    for (let i = pairOffsets[known.index]; i < pairOffsets[known.index + 1]; i++) {
      this.pairs.terms.push(terms[i]);
      this.pairs.forms.push(forms[i]);
    }
    this.endPage(key, known.documents);
  }

  /** A page made now, from the analyses of its documents' fields (refs from `firstRef`). */
  addPage(key: string, firstRef: number, documents: number, analysisOf: FieldAnalyses): void {
    const pairs = new Set<number>();
    const order: number[] = [];
    for (let ref = firstRef; ref < firstRef + documents; ref++) {
      for (let f = 0; f < this.fields; f++) {
        const analyses = analysisOf(ref, f);
        const list = this.listNumber++;
        let length = 0;
        order.length = 0;
        for (const analysis of Array.isArray(analyses) ? (analyses as readonly TextAnalysis[]) : [analyses as TextAnalysis]) {
          length += analysis.length;
          const { terms, forms } = analysisLists(analysis);
          for (let i = 0; i < terms.length; i++) {
            const ext = this.termId(terms[i]);
            this.scratch.grow(ext + 1);
            if (this.scratch.seenAt[ext] === list) this.scratch.count[ext] += analysis.counts[i];
            else {
              this.scratch.seenAt[ext] = list;
              this.scratch.count[ext] = analysis.counts[i];
              order.push(ext);
            }
            for (const form of forms[i].split(' ')) pairs.add(ext * PAIR + this.formId(form));
          }
        }
        for (const ext of order) this.emit(ext, this.scratch.count[ext]);
        this.endList(length);
      }
    }
    for (const pair of pairs) {
      const ext = Math.floor(pair / PAIR);
      this.affected.set(ext, 1);
      this.pairs.terms.push(ext);
      this.pairs.forms.push(pair - ext * PAIR);
    }
    this.endPage(key, documents);
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
  private words(): string[] {
    this.markGonePages();
    const { terms: pairTerms, forms: pairForms } = this.pairs;
    const count = this.newTerms.length;
    // The forms of affected terms, grouped by term (a counting sort of the pairs).
    const starts = new Int32Array(count + 1);
    for (let i = 0; i < pairTerms.length; i++) if (this.affected.at(pairTerms.array[i]) === 1) starts[this.newIdOf.at(pairTerms.array[i]) + 1]++;
    for (let id = 0; id < count; id++) starts[id + 1] += starts[id];
    const next = starts.slice(0, count);
    const grouped = new Int32Array(starts[count]);
    for (let i = 0; i < pairTerms.length; i++) if (this.affected.at(pairTerms.array[i]) === 1) grouped[next[this.newIdOf.at(pairTerms.array[i])]++] = pairForms.array[i];
    const words = new Array<string>(count);
    for (let ext = 0; ext < this.previousTerms + this.freshTerms.length; ext++) {
      const id = this.newIdOf.at(ext);
      if (id < 0) continue;
      if (this.affected.at(ext) !== 1) {
        words[id] = this.previous!.words[ext];
        continue;
      }
      const forms = [...new Set(grouped.subarray(starts[id], starts[id + 1]))].map((f) => this.formText(f));
      words[id] = forms.length === 1 ? (forms[0] === this.newTerms[id] ? '' : forms[0]) : forms.sort().join(' ');
    }
    return words;
  }

  /** The pairs with new term ids and forms renumbered (forms no page has any more are left out). */
  private statePairs(): { pairs: TermState['pairs']; forms: string[] } {
    const formOf = new IdMap();
    const forms: string[] = [];
    const terms = this.pairs.terms.copy();
    const formIds = this.pairs.forms.copy();
    for (let i = 0; i < terms.length; i++) {
      terms[i] = this.newIdOf.at(terms[i]);
      let form = formOf.at(formIds[i]);
      if (form < 0) {
        form = forms.length;
        formOf.set(formIds[i], form);
        forms.push(this.formText(formIds[i]));
      }
      formIds[i] = form;
    }
    return { pairs: { offsets: this.pairs.offsets.copy(), terms, forms: formIds }, forms };
  }

  finish(refs: number): { table: TermTable; state: () => TermState } {
    const words = this.words();
    const flatLengths = this.lengths.copy();
    const lengths = Array.from({ length: this.fields }, (_, f) => Int32Array.from({ length: refs }, (_, ref) => flatLengths[ref * this.fields + f]));
    const table: TermTable = { terms: this.newTerms, words, lengths, frequencies: { offsets: this.lists.offsets.done(), ids: this.frequencies.ids.done(), values: this.frequencies.counts.done() } };
    const state = (): TermState => ({
      fields: this.fields,
      terms: this.newTerms,
      words,
      pageKeys: this.pageKeys,
      pageDocuments: this.pageDocuments.copy(),
      lists: { offsets: this.lists.offsets.copy(), ids: this.lists.ids.copy(), values: this.lists.counts.copy() },
      lengths: flatLengths,
      ...this.statePairs(),
    });
    return { table, state };
  }
}

/**
 * The term table of `pages` (their documents are consecutive refs, in page order). A page whose
 * key `previous` has, with as many documents, is taken from it; the others are made from
 * `analysisOf` (only ever asked for their refs). The same table as from nothing, whatever changed.
 * `state` makes what the next build takes (only when asked: at 10,000 pages it is some 80 MB).
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
