/**
 * engine/search over a hand-made fixture: documents per section, stable ids, the shipped file
 * (excerpts, no content, lunr-loadable), ranking (title over content, tags, categories, boosts),
 * prefix matching, the result caps, and query syntax errors.
 */
import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  createSearchDocuments,
  DEFAULT_SEARCH_INDEX_OPTIONS,
  EMPTY_SEARCH_INDEX,
  excerptOf,
  loadSearchIndex,
  searchIndexes,
  type SearchIndexOptions,
  type SearchPageInput,
} from '../../engine/search/index.js';
import { isAdvancedQuery } from '../../engine/search/tokenize.js';

const lorem = 'Plain words fill this paragraph so that every section has a realistic length for scoring purposes.';

const PAGES: SearchPageInput[] = [
  {
    route: '/cost/rightsizing',
    title: 'Rightsizing',
    type: 'docs',
    tags: ['Cost management'],
    sidebarParentCategories: ['Cost', 'Optimisation'],
    sections: [
      { title: 'Rightsizing', depth: 1, text: `Recommendations for requests and limits. ${lorem}` },
      { id: 'how-it-works', title: 'How it works', depth: 2, text: `The recommender looks at seven days of usage. ${lorem}` },
      { id: 'policies', title: 'Policies', depth: 3, text: `A policy sets the target utilisation. ${lorem}` },
    ],
  },
  {
    route: '/cost/overview',
    title: 'Cost overview',
    type: 'docs',
    tags: [],
    sidebarParentCategories: ['Cost'],
    sections: [
      // An h1 in the content: the empty text before it is dropped, the h1 stands for the page.
      { title: 'Cost overview', depth: 1, text: '' },
      { id: 'cost-overview', title: 'Cost overview', depth: 1, text: `See spend per cluster. Rightsizing is covered on its own page. ${lorem}` },
      { id: 'export', title: 'Export', depth: 2, text: `Download a CSV of the month. ${lorem}` },
    ],
  },
  {
    route: '/databases/postgres',
    title: 'Database metrics',
    type: 'docs',
    tags: ['PostgreSQL monitoring'],
    sidebarParentCategories: ['Infrastructure'],
    sections: [{ title: 'Database metrics', depth: 1, text: `Connections, locks and replication lag. ${lorem}` }],
  },
  {
    route: '/agents/kubernetes',
    title: 'Kubernetes agent',
    type: 'docs',
    tags: [],
    sidebarParentCategories: ['Agents'],
    sections: [
      { title: 'Kubernetes agent', depth: 1, text: `Install it with Helm into the kestrel namespace. ${lorem}` },
      { id: 'troubleshooting', title: 'Troubleshooting', depth: 2, text: `If pods crash, check the logs at ingest.example.com:443 and the error channel_not_found. ${lorem}` },
    ],
  },
  {
    route: '/usage',
    title: 'Usage reports',
    type: 'docs',
    tags: [],
    sidebarParentCategories: [],
    sections: [{ title: 'Usage reports', depth: 1, text: `Usage per team and usage per cluster. ${lorem}` }],
  },
  // Twelve sections that all mention "widget", for the caps.
  {
    route: '/widgets',
    title: 'Widgets',
    type: 'docs',
    tags: [],
    sidebarParentCategories: [],
    sections: Array.from({ length: 12 }, (_, i) => ({ id: `widget-${i + 1}`, title: `Widget ${i + 1}`, depth: 2, text: `The widget number ${i + 1} shows a widget chart. ${lorem}` })),
  },
];

const build = (options: Partial<SearchIndexOptions> = {}, pages = PAGES) => {
  const full = { ...DEFAULT_SEARCH_INDEX_OPTIONS, ...options };
  const documents = createSearchDocuments(pages, full);
  return { documents, file: buildSearchIndex(documents, full) };
};
const { documents, file } = build();
const index = loadSearchIndex(JSON.parse(JSON.stringify(file)));
const routes = (query: string, limit = 8) => searchIndexes(index, query, limit).map((h) => h.document.sectionRoute);

describe('search documents', () => {
  it('makes one document per h1-h3 section, with page and section titles and the section route', () => {
    expect(documents.filter((d) => d.pageTitle === 'Rightsizing').map((d) => [d.sectionTitle, d.sectionRoute])).toEqual([
      ['Rightsizing', '/cost/rightsizing'],
      ['How it works', '/cost/rightsizing#how-it-works'],
      ['Policies', '/cost/rightsizing#policies'],
    ]);
    const doc = documents.find((d) => d.sectionRoute === '/cost/rightsizing#policies')!;
    expect(doc).toMatchObject({ title: 'Policies', type: 'docs', tags: ['Cost management'], content: expect.stringContaining('target utilisation') });
  });

  it('drops the empty text before a content h1, which then stands for the page (no anchor)', () => {
    expect(documents.filter((d) => d.pageTitle === 'Cost overview').map((d) => d.sectionRoute)).toEqual(['/cost/overview', '/cost/overview#export']);
  });

  it('indexes sidebar parent categories only when indexDocSidebarParentCategories > 0 (the nearest ones)', () => {
    expect(documents.every((d) => d.sidebarParentCategories.length === 0)).toBe(true);
    const withTwo = createSearchDocuments(PAGES, { indexDocSidebarParentCategories: 1 });
    expect(withTwo[0].sidebarParentCategories).toEqual(['Optimisation']);
    expect((file.index as { fields: string[] }).fields).toEqual(['title', 'content', 'tags']);
    expect((build({ indexDocSidebarParentCategories: 1 }).file.index as { fields: string[] }).fields).toContain('sidebarParentCategories');
  });

  it('gives ids that are stable between builds and do not depend on other pages', () => {
    const again = createSearchDocuments(PAGES, DEFAULT_SEARCH_INDEX_OPTIONS).map((d) => d.id);
    expect(again).toEqual(documents.map((d) => d.id));
    expect(new Set(again).size).toBe(again.length);
    const extra: SearchPageInput = { route: '/new', title: 'New page', type: 'docs', tags: [], sidebarParentCategories: [], sections: [{ title: 'New page', depth: 1, text: 'x' }] };
    const shifted = createSearchDocuments([extra, ...PAGES], DEFAULT_SEARCH_INDEX_OPTIONS);
    expect(shifted.slice(1).map((d) => d.id)).toEqual(again);
  });

  it('keeps ids unique when two sections share a route', () => {
    const twice: SearchPageInput = { route: '/dup', title: 'Dup', type: 'docs', tags: [], sidebarParentCategories: [], sections: [{ title: 'Dup', depth: 1, text: 'a' }, { id: 'x', title: 'X', depth: 2, text: 'b' }, { id: 'x', title: 'X again', depth: 2, text: 'c' }] };
    const ids = createSearchDocuments([twice], DEFAULT_SEARCH_INDEX_OPTIONS).map((d) => d.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids[2]).toBe(`${ids[1]}-2`);
  });
});

describe('the index file', () => {
  it('ships an excerpt per document, never the full content text', () => {
    expect(file.documents).toHaveLength(documents.length);
    for (const [i, entry] of file.documents.entries()) {
      expect(Object.keys(entry).sort()).toEqual(['excerpt', 'id', 'pageTitle', 'sectionRoute', 'sectionTitle', 'type']);
      expect(entry.excerpt.length).toBeLessThanOrEqual(DEFAULT_SEARCH_INDEX_OPTIONS.excerptLength + 1);
      expect(documents[i].content.startsWith(entry.excerpt.replace(/…$/, ''))).toBe(true);
    }
    expect(JSON.stringify(file)).not.toContain('realistic length for scoring purposes');
  });

  it('cuts excerpts at a word, with an ellipsis', () => {
    expect(excerptOf('short text', 120)).toBe('short text');
    expect(excerptOf('alpha beta gamma delta epsilon', 14)).toBe('alpha beta…');
  });

  it('is a serialised lunr index (lunr.Index.load reads it, and ranks like our search)', () => {
    const lunrIndex = lunr.Index.load(file.index);
    const top = lunrIndex.search('policy')[0];
    expect(file.documents[Number(top.ref)].sectionRoute).toBe('/cost/rightsizing#policies');
    expect(routes('policy')[0]).toBe('/cost/rightsizing#policies');
    // Same scores as lunr for a plain word (vectors rounded to 2 significant digits at build time).
    const ours = searchIndexes(index, 'recommender')[0];
    const theirs = lunrIndex.query((q) => q.term('recommender', {}))[0];
    expect(ours.score).toBeGreaterThan(0);
    expect(file.documents[Number(theirs.ref)].id).toBe(ours.document.id);
  });
});

describe('querying', () => {
  it('ranks a title match above a content-only match', () => {
    const hits = routes('rightsizing');
    expect(hits[0]).toBe('/cost/rightsizing');
    expect(hits).toContain('/cost/overview');
    expect(hits.indexOf('/cost/rightsizing')).toBeLessThan(hits.indexOf('/cost/overview'));
  });

  it('counts a tag match', () => {
    expect(routes('postgresql')).toEqual(['/databases/postgres']);
  });

  it('counts a sidebar category match when categories are indexed', () => {
    const { file: withCategories } = build({ indexDocSidebarParentCategories: 1 });
    expect(searchIndexes(loadSearchIndex(withCategories), 'optimisation').map((h) => h.document.sectionRoute)).toContain('/cost/rightsizing');
    expect(routes('optimisation')).toEqual([]);
  });

  it('uses the configured boosts', () => {
    const flipped = loadSearchIndex(build({ boosts: { title: 0.01, content: 10, tags: 3, parentCategories: 2 } }).file);
    const hits = searchIndexes(flipped, 'rightsizing').map((h) => h.document.sectionRoute);
    // Both pages are found, and with the title boost almost gone, the page that only mentions the word ranks first.
    expect(hits).toContain('/cost/overview');
    expect(hits).toContain('/cost/rightsizing');
    expect(hits.indexOf('/cost/overview')).toBeLessThan(hits.indexOf('/cost/rightsizing'));
  });

  it('matches every word as a prefix too (a word being typed)', () => {
    expect(routes('kube')[0]).toBe('/agents/kubernetes');
    expect(routes('kubern')[0]).toBe('/agents/kubernetes');
    expect(routes('troublesh')[0]).toBe('/agents/kubernetes#troubleshooting');
    expect(routes('rightsiz')[0]).toBe('/cost/rightsizing');
    // and exactly, stemmed
    expect(routes('policies')[0]).toBe('/cost/rightsizing#policies');
  });

  it('ranks results with more of the words, or with the words in their heading, first', () => {
    // "usage" alone: the page with it in its title and text wins.
    expect(routes('usage')[0]).toBe('/usage');
    // "seven usage": the section with both words in its text, and the page titled "Usage", lead.
    expect(routes('seven usage').slice(0, 2).sort()).toEqual(['/cost/rightsizing#how-it-works', '/usage']);
    // "cluster usage": the page with both words (one in its heading) before those with one.
    expect(routes('cluster usage')[0]).toBe('/usage');
    expect(routes('cluster usage')).toContain('/cost/overview');
  });

  it('ranks the section whose heading names a word above sections that mention it', () => {
    // "export" is in the text of no other section; "csv" only in the Export section's text.
    expect(routes('cost export')[0]).toBe('/cost/overview#export');
    expect(routes('policy target')[0]).toBe('/cost/rightsizing#policies');
  });

  it('finds words inside punctuation (hosts, identifiers)', () => {
    expect(routes('channel_not_found')[0]).toBe('/agents/kubernetes#troubleshooting');
    expect(routes('ingest.example.com')[0]).toBe('/agents/kubernetes#troubleshooting');
  });

  it('returns at most maxSearchResults (8 by default), per index and overall', () => {
    expect(searchIndexes(index, 'widget')).toHaveLength(8);
    expect(searchIndexes(index, 'widget', 3)).toHaveLength(3);
    expect(searchIndexes([index, index], 'widget', 8)).toHaveLength(8);
    expect(searchIndexes([index, index], 'postgresql', 8)).toHaveLength(2);
  });

  it('reports the words to highlight: typed words and the matched (stemmed) terms', () => {
    const [hit] = searchIndexes(index, 'kube');
    expect(hit.terms).toEqual(expect.arrayContaining(['kube', 'kubernet']));
  });

  it('supports lunr syntax: fields, presence, wildcards, edit distance', () => {
    expect(routes('title:export')).toEqual(['/cost/overview#export']);
    expect(routes('+rightsizing -policy').includes('/cost/rightsizing#policies')).toBe(false);
    expect(routes('kubern*')[0]).toBe('/agents/kubernetes');
    expect(routes('kubernetis~1')[0]).toBe('/agents/kubernetes');
  });

  it('never throws on what a reader types: broken syntax is searched as text', () => {
    for (const q of ['colour:red', 'kube~x', 'kube^high', 'title:', '+', '-', '--', ':', '~', '^', '*', '"', 'Step 1: Install', '--expires-in', 'a:b:c', '+-+-']) {
      expect(() => searchIndexes(index, q), q).not.toThrow();
    }
    expect(routes('kube~x')[0]).toBe('/agents/kubernetes');
    expect(routes('kubernetes:')[0]).toBe('/agents/kubernetes');
    expect(routes('--')).toEqual([]);
  });

  it('reads lunr syntax only when the whole query clearly is syntax', () => {
    expect(isAdvancedQuery('title:export', ['title', 'content'])).toBe(true);
    expect(isAdvancedQuery('+cost -aws', ['title'])).toBe(true);
    expect(isAdvancedQuery('otel*', ['title'])).toBe(true);
    expect(isAdvancedQuery('kube~1', ['title'])).toBe(true);
    expect(isAdvancedQuery('--expires-in', ['title'])).toBe(false);
    expect(isAdvancedQuery('kubectl -n', ['title'])).toBe(false);
    expect(isAdvancedQuery('colour:red', ['title'])).toBe(false);
    expect(isAdvancedQuery('Step 1: Install', ['title'])).toBe(false);
    expect(isAdvancedQuery('cost.aws.cur.bucket', ['title'])).toBe(false);
    expect(isAdvancedQuery('kafka monitoring', ['title'])).toBe(false);
  });

  it('gives nothing for an empty query or an empty index', () => {
    expect(searchIndexes(index, '   ')).toEqual([]);
    expect(searchIndexes(EMPTY_SEARCH_INDEX, 'widget')).toEqual([]);
    expect(searchIndexes(EMPTY_SEARCH_INDEX, 'title:')).toEqual([]);
    expect(loadSearchIndex({} as never)).toBe(EMPTY_SEARCH_INDEX);
  });

  it('keeps a one-letter prefix and long queries cheap and safe', () => {
    expect(() => searchIndexes(index, 'k')).not.toThrow();
    expect(() => searchIndexes(index, 'widget '.repeat(80))).not.toThrow();
  });
});
