/**
 * A text as the index counts it: its words through splitWords and lunr's indexing pipeline
 * (analyseWord), as distinct terms in order of first use, with their counts and written forms.
 *
 * The analysis of a page's sections is made where the page is rendered (a render worker), travels
 * with its search sections (and is kept with them for incremental builds), so the index writer on
 * the main thread only merges. Words never span a space, so the analyses of `a` and `b` stand for
 * that of `a + ' ' + b` (the index writer takes a list of analyses for one field).
 */
import { analyseWord, splitWords } from './tokenize.js';

export interface TextAnalysis {
  /** Number of indexed words (with repeats): the field length BM25 uses. */
  length: number;
  /**
   * Distinct terms, in order of first use, separated by a space (words, hence terms, never hold
   * whitespace). One string, not an array: a 10,000-page site has over 5 million (section, term)
   * pairs, and a string for each held over 400 MB and made every garbage collection mark them all.
   */
  terms: string;
  /** How often each term occurs. */
  counts: number[];
  /** The written forms of each term, in the terms' order, separated by a newline; a term's forms by a space. */
  forms: string;
}

/** The analysis of an indexed value (arrays are joined with spaces, as splitWords does). */
export function analyseText(value: unknown): TextAnalysis {
  const terms: string[] = [];
  const counts: number[] = [];
  const positions = new Map<string, number>();
  const formSets: Set<string>[] = [];
  let length = 0;
  for (const word of splitWords(value)) {
    const { term, surface } = analyseWord(word);
    if (term === null) continue;
    length++;
    let at = positions.get(term);
    if (at === undefined) {
      at = terms.length;
      positions.set(term, at);
      terms.push(term);
      counts.push(0);
      formSets.push(new Set());
    }
    counts[at]++;
    formSets[at].add(surface);
  }
  return { length, terms: terms.join(' '), counts, forms: formSets.map((set) => [...set].join(' ')).join('\n') };
}

/** The terms of an analysis and their written forms (see TextAnalysis), as lists. */
export function analysisLists(analysis: TextAnalysis): { terms: string[]; forms: string[] } {
  if (!analysis.counts.length) return { terms: [], forms: [] };
  return { terms: analysis.terms.split(' '), forms: analysis.forms.split('\n') };
}
