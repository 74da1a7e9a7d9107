/**
 * engine/search/tokenize and vocabulary: how keys, flags, camelCase names and prefixes become
 * index terms and lookups (the same splitting at build time and at query time).
 */
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, createSearchDocuments, DEFAULT_SEARCH_INDEX_OPTIONS, loadSearchIndex, searchQuery, type SearchPageInput } from '../../engine/search/index.js';
import { analyseWord, splitWords, wordGroups } from '../../engine/search/tokenize.js';
import { Vocabulary } from '../../engine/search/vocabulary.js';

describe('splitWords', () => {
  it('keeps dotted keys whole and in parts', () => {
    expect(splitWords('Set `cost.aws.cur.bucket` first.')).toEqual(['set', 'cost.aws.cur.bucket', 'cost', 'aws', 'cur', 'bucket', 'first']);
  });

  it('keeps flags whole without their dashes, and in parts', () => {
    expect(splitWords('kestrel keys create --expires-in 90d')).toEqual(['kestrel', 'keys', 'create', 'expires-in', 'expires', 'in', '90d']);
    expect(splitWords('-v')).toEqual(['v']);
  });

  it('splits camelCase and PascalCase, keeping the whole name', () => {
    expect(splitWords('labelsAsTags')).toEqual(['labelsastags', 'labels', 'as', 'tags']);
    expect(splitWords('HTTPServer replSetGetStatus')).toEqual(['httpserver', 'http', 'server', 'replsetgetstatus', 'repl', 'set', 'get', 'status']);
    expect(splitWords('monitoring.labelsAsTags')).toEqual(['monitoring.labelsastags', 'monitoring', 'labelsastags', 'labels', 'as', 'tags']);
  });

  it('keeps snake_case identifiers whole and in parts', () => {
    expect(splitWords('pg_stat_statements')).toEqual(['pg_stat_statements', 'pg', 'stat', 'statements']);
  });

  it('splits at other punctuation, and drops chunks without a word character', () => {
    expect(splitWords('ingest.example.com:443 (OTLP) a/b, "x" -- ...')).toEqual(['ingest.example.com', 'ingest', 'example', 'com', '443', 'otlp', 'a', 'b', 'x']);
    expect(splitWords('Step 1: Install & run')).toEqual(['step', '1', 'install', 'run']);
    expect(splitWords(['Cost management', 'FinOps'])).toEqual(['cost', 'management', 'finops', 'fin', 'ops']);
  });

  // Found by a helper on a Chinese docs site: `Deployment、HPA、Ingress` was one term, so HPA found nothing.
  it('splits at the punctuation of other scripts: CJK, fullwidth and Arabic', () => {
    expect(splitWords('Deployment、HPA、Ingress')).toEqual(['deployment', 'hpa', 'ingress']);
    expect(splitWords('（grep）：diff')).toEqual(['grep', 'diff']);
    expect(splitWords('キー・SDK')).toEqual(['キ', 'キー', 'ー', 'sdk']);
    expect(splitWords('ملف،مجلد؟')).toEqual(['ملف', 'مجلد']);
  });

  it('keeps the katakana length mark in its word, reads Thai as unspaced, and drops Arabic vowel marks', () => {
    expect(splitWords('サーバー')).toEqual(['サ', 'サー', 'ー', 'ーバ', 'バ', 'バー', 'ー']);
    expect(splitWords('ไทย')).toEqual(['ไ', 'ไท', 'ท', 'ทย', 'ย']);
    expect(splitWords('اللُّغَةُ')).toEqual(splitWords('اللغة'));
  });

  it('groups a query the same way: one group per chunk, with its parts', () => {
    expect(wordGroups('--expires-in 90d')).toEqual([
      { whole: 'expires-in', parts: ['expires', 'in'] },
      { whole: '90d', parts: [] },
    ]);
  });

  it('indexes a word as lunr does: trimmed, stop words out, stemmed, with its written form', () => {
    expect(analyseWord('affinity')).toEqual({ term: 'affin', surface: 'affinity' });
    expect(analyseWord('the')).toEqual({ term: null, surface: 'the' });
  });
});

describe('Vocabulary', () => {
  // Terms by id, and their written forms as the index file carries them.
  const terms = ['affin', 'toler', 'kubernet', 'agent', 'polici'];
  const vocabulary = new Vocabulary(terms, ['affinity', 'toleration tolerations', 'kubernetes', '', 'policies policy']);

  it('completes a prefix longer than the stem from the written forms', () => {
    expect(vocabulary.completions('affinit')).toEqual([0]);
    expect(vocabulary.completions('tolera')).toEqual([1]);
    expect(vocabulary.completions('polic')).toEqual([4]);
    expect(vocabulary.completions('ag')).toEqual([3]);
    expect(vocabulary.completions('zz')).toEqual([]);
  });

  it('offers written forms one edit away: replaced, inserted, deleted or swapped letters', () => {
    expect(vocabulary.corrections('kuberntes', false).whole).toEqual(['kubernetes']);
    expect(vocabulary.corrections('kubernetess', false).whole).toEqual(['kubernetes']);
    expect(vocabulary.corrections('affinty', false).whole).toEqual(['affinity']);
    expect(vocabulary.corrections('poliyc', false).whole).toEqual(['policy']);
    expect(vocabulary.corrections('kubernetes', false).whole).toEqual([]);
    // A half-typed word with a typo: a variant that starts a form.
    expect(vocabulary.corrections('tolre', true).prefixes).toContain('tole');
  });
});

describe('search of keys, flags and prefixes', () => {
  const lorem = 'Plain words fill this paragraph so that every section has a realistic length.';
  const pages: SearchPageInput[] = [
    {
      route: '/keys',
      title: 'API keys',
      type: 'docs',
      tags: [],
      sidebarParentCategories: [],
      sections: [
        { title: 'API keys', depth: 1, text: `Keys for the API. ${lorem}` },
        { id: 'create', title: 'Create a key', depth: 2, text: `Run kestrel keys create --expires-in 90d. ${lorem}` },
        { id: 'expiry', title: 'Expiry', depth: 2, text: `Keys expire; renew them in time. ${lorem}` },
      ],
    },
    {
      route: '/helm',
      title: 'Helm values',
      type: 'docs',
      tags: [],
      sidebarParentCategories: [],
      sections: [
        { title: 'Helm values', depth: 1, text: `Values of the chart. ${lorem}` },
        { id: 'tags', title: 'Tags from labels', depth: 2, text: `Set monitoring.labelsAsTags to copy labels. ${lorem}` },
        { id: 'cost', title: 'Cost', depth: 2, text: `Set cost.aws.cur.bucket to the S3 bucket of the export. ${lorem}` },
        { id: 'affinity', title: 'Affinity and tolerations', depth: 2, text: `Node affinity and tolerations of the agent. ${lorem}` },
      ],
    },
  ];
  const documents = createSearchDocuments(pages, DEFAULT_SEARCH_INDEX_OPTIONS);
  const index = loadSearchIndex(JSON.parse(JSON.stringify(buildSearchIndex(documents, DEFAULT_SEARCH_INDEX_OPTIONS))));
  const first = (q: string) => searchQuery(index, q).hits[0]?.document.sectionRoute;

  it('finds the section that contains a pasted flag, key or camelCase name', () => {
    expect(first('--expires-in')).toBe('/keys#create');
    expect(first('cost.aws.cur.bucket')).toBe('/helm#cost');
    expect(first('labelsAsTags')).toBe('/helm#tags');
    expect(first('labelsastags')).toBe('/helm#tags');
  });

  it('finds a half-typed word at any length, before and beyond its stem', () => {
    for (const q of ['af', 'aff', 'affin', 'affini', 'affinit', 'affinity', 'toler', 'tolera', 'toleratio', 'tolerations']) expect(first(q), q).toBe('/helm#affinity');
    expect(first('cost.aws.cu')).toBe('/helm#cost');
  });

  it('corrects one wrong letter in a word of five letters or more, and says so', () => {
    expect(searchQuery(index, 'tolerstions')).toMatchObject({ correctedQuery: 'tolerations' });
    expect(searchQuery(index, 'tolerstions').hits[0].document.sectionRoute).toBe('/helm#affinity');
    expect(searchQuery(index, 'helm tolerstions').correctedQuery).toBe('helm tolerations');
    // Short words and words that match are left alone.
    expect(searchQuery(index, 'kez').correctedQuery).toBeUndefined();
    expect(searchQuery(index, 'tolerations').correctedQuery).toBeUndefined();
  });
});
