/** engine/search/terms: which words the result list and the page highlighter mark. */
import { describe, expect, it } from 'vitest';
import { normalizeTerms, splitByTerms, termPattern } from '../../engine/search/terms.js';

const marked = (text: string, terms: string[]) =>
  splitByTerms(text, termPattern(terms))
    .filter((s) => s.mark)
    .map((s) => s.text);

describe('search term matching', () => {
  it('marks whole words starting with a term, in any case', () => {
    expect(marked('Monitors and monitoring: a Monitor.', ['monitor'])).toEqual(['Monitors', 'monitoring', 'Monitor']);
    expect(marked('Kubernetes, kubectl and OpenShift', ['kub'])).toEqual(['Kubernetes', 'kubectl']);
  });

  it('marks only at the start of a word', () => {
    expect(marked('unmonitored monitor', ['monitor'])).toEqual(['monitor']);
  });

  it('matches a stem ending in i to a word ending in y', () => {
    expect(marked('A policy, two policies', ['polici'])).toEqual(['policy', 'policies']);
  });

  it('keeps the text intact and in order', () => {
    const text = 'Connect Slack to Kestrel; Slack shows a prompt.';
    expect(splitByTerms(text, termPattern(['slack'])).map((s) => s.text).join('')).toBe(text);
    expect(splitByTerms(text, undefined)).toEqual([{ text, mark: false }]);
  });

  it('treats terms as text, never as patterns or markup', () => {
    expect(marked('a.b axb (x) [y] <img> c++ $1', ['a.b', '(x)', '[y]', '<img>', 'c++', '$1'])).toEqual(['a.b', 'img']);
    expect(() => termPattern(['(', '[', '\\', '*'])).not.toThrow();
    expect(termPattern(['(', '*'])).toBeUndefined();
  });

  it('normalises terms: lower case, unique, two letters or more, longest first, at most 20', () => {
    expect(normalizeTerms(['Slack', 'slack', 'a', '  "Kube"  ', 'kubernet'])).toEqual(['kubernet', 'slack', 'kube']);
    expect(normalizeTerms(Array.from({ length: 30 }, (_, i) => `term${i}`))).toHaveLength(20);
  });
});
