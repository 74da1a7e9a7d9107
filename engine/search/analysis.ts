/**
 * A text as the index counts it: its words through splitWords and lunr's indexing pipeline
 * (analyseWord), as distinct terms in order of first use, with their counts and written forms.
 *
 * The analysis of a page's sections is made where the page is rendered (a render worker), travels
 * with its search sections (and is kept with them for incremental builds), so the index writer on
 * the main thread only merges. The analysis of `a + ' ' + b` is joinAnalyses(a's, b's): words never
 * span a space.
 */
import { analyseWord, splitWords } from './tokenize.js';

export interface TextAnalysis {
  /** Number of indexed words (with repeats): the field length BM25 uses. */
  length: number;
  /** Distinct terms, in order of first use. */
  terms: string[];
  /** How often each term occurs. */
  counts: number[];
  /** The written forms of each term, in order of first use, separated by spaces (forms have none). */
  forms: string[];
}

/** The analysis of an indexed value (arrays are joined with spaces, as splitWords does). */
export function analyseText(value: unknown): TextAnalysis {
  const analysis: TextAnalysis = { length: 0, terms: [], counts: [], forms: [] };
  const positions = new Map<string, number>();
  const formSets: Set<string>[] = [];
  for (const word of splitWords(value)) {
    const { term, surface } = analyseWord(word);
    if (term === null) continue;
    analysis.length++;
    let at = positions.get(term);
    if (at === undefined) {
      at = analysis.terms.length;
      positions.set(term, at);
      analysis.terms.push(term);
      analysis.counts.push(0);
      formSets.push(new Set());
    }
    analysis.counts[at]++;
    formSets[at].add(surface);
  }
  analysis.forms = formSets.map((set) => [...set].join(' '));
  return analysis;
}

/** The analysis of `a`'s text, a space, then `b`'s text. */
export function joinAnalyses(a: TextAnalysis, b: TextAnalysis): TextAnalysis {
  if (!a.length) return b;
  if (!b.length) return a;
  const joined: TextAnalysis = { length: a.length + b.length, terms: [...a.terms], counts: [...a.counts], forms: [...a.forms] };
  const positions = new Map(a.terms.map((term, i) => [term, i]));
  b.terms.forEach((term, i) => {
    const at = positions.get(term);
    if (at === undefined) {
      positions.set(term, joined.terms.length);
      joined.terms.push(term);
      joined.counts.push(b.counts[i]);
      joined.forms.push(b.forms[i]);
      return;
    }
    joined.counts[at] += b.counts[i];
    const known = new Set(joined.forms[at].split(' '));
    const added = b.forms[i].split(' ').filter((form) => !known.has(form));
    if (added.length) joined.forms[at] = [joined.forms[at], ...added].join(' ');
  });
  return joined;
}
