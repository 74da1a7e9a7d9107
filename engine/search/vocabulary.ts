/**
 * The written forms of an index's terms (the index file's `words`): what a half-typed word is
 * matched against (so "affinit" finds `affin`, the stem of "affinity") and where a one-letter
 * typo is corrected from ("kubernetis" -> "kubernetes"), in readable words rather than stems.
 * Sorted once at load; lookups are binary searches and set probes, no per-query allocation
 * beyond the results.
 */

/** Most candidate strings a typo correction probes (a long word gives about 60 per letter). */
const MAX_ALPHABET = 40;

/** The (written form, term id) pairs of an index's terms, sorted by form, then id. */
export function formPairs(terms: readonly string[], words?: readonly string[]): [string, number][] {
  const pairs: [string, number][] = [];
  terms.forEach((term, id) => {
    const listed = words?.[id];
    if (!listed) pairs.push([term, id]);
    else for (const form of listed.split(' ')) if (form) pairs.push([form, id]);
  });
  return pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
}

export class Vocabulary {
  /** Written forms, sorted. */
  private readonly forms: string[];
  /** Term id of each form, parallel to `forms`. */
  private readonly formTerms: Int32Array;
  private readonly byForm = new Map<string, number>();
  private alphabetCache: string[] | undefined;

  /** `terms` by term id; `words` as the index file carries them (absent: each term is its own form). */
  constructor(terms: readonly string[], words?: readonly string[]);
  /** From (form, term id) pairs sorted by form, then id (formPairs). */
  constructor(pairs: readonly (readonly [string, number])[]);
  constructor(termsOrPairs: readonly string[] | readonly (readonly [string, number])[], words?: readonly string[]) {
    const pairs = termsOrPairs.length && typeof termsOrPairs[0] !== 'string' ? (termsOrPairs as readonly (readonly [string, number])[]) : formPairs(termsOrPairs as readonly string[], words);
    this.forms = pairs.map((p) => p[0]);
    this.formTerms = Int32Array.from(pairs, (p) => p[1]);
    for (const [form, id] of pairs) if (!this.byForm.has(form)) this.byForm.set(form, id);
  }

  get size(): number {
    return this.forms.length;
  }

  /** First position whose form is >= `text`. */
  private lowerBound(text: string): number {
    let lo = 0;
    let hi = this.forms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.forms[mid] < text) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Term ids with a written form that starts with `prefix` (each once). */
  completions(prefix: string): number[] {
    const ids = new Set<number>();
    for (let i = this.lowerBound(prefix); i < this.forms.length && this.forms[i].startsWith(prefix); i++) ids.add(this.formTerms[i]);
    return [...ids];
  }

  /** Whether some written form starts with `prefix`. */
  hasPrefix(prefix: string): boolean {
    const i = this.lowerBound(prefix);
    return i < this.forms.length && this.forms[i].startsWith(prefix);
  }

  /** The term id of a written form. */
  termOf(form: string): number | undefined {
    return this.byForm.get(form);
  }

  /** The characters the forms are written with, most frequent first (at most MAX_ALPHABET). */
  private get alphabet(): string[] {
    if (!this.alphabetCache) {
      const counts = new Map<string, number>();
      for (const form of this.forms) for (const ch of form) counts.set(ch, (counts.get(ch) ?? 0) + 1);
      this.alphabetCache = [...counts.entries()]
        .filter(([ch]) => /[\p{L}\p{N}]/u.test(ch))
        .sort((a, b) => b[1] - a[1])
        .slice(0, MAX_ALPHABET)
        .map(([ch]) => ch);
    }
    return this.alphabetCache;
  }

  /**
   * Written forms at edit distance 1 from `word` (one letter replaced, inserted, deleted, or two
   * neighbours swapped). With `asPrefix`, also the variants that start a form (a word still being
   * typed), returned as the variant itself.
   */
  corrections(word: string, asPrefix: boolean): { whole: string[]; prefixes: string[] } {
    const variants = new Set<string>();
    const n = word.length;
    for (let i = 0; i <= n; i++) {
      const head = word.slice(0, i);
      if (i < n) variants.add(head + word.slice(i + 1));
      if (i < n - 1) variants.add(head + word[i + 1] + word[i] + word.slice(i + 2));
      for (const ch of this.alphabet) {
        variants.add(head + ch + word.slice(i));
        if (i < n && ch !== word[i]) variants.add(head + ch + word.slice(i + 1));
      }
    }
    variants.delete(word);
    const whole: string[] = [];
    const prefixes: string[] = [];
    for (const v of variants) {
      if (this.byForm.has(v)) whole.push(v);
      else if (asPrefix && v.length >= 4 && this.hasPrefix(v)) prefixes.push(v);
    }
    return { whole, prefixes };
  }
}
