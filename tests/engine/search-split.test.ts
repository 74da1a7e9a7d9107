/**
 * The chunked search index gives the whole index's results: the same ranked hits (route, score,
 * matched terms) and the same typo correction for prefixes, flags, keys, typos, tasks, section
 * questions, lunr syntax and Arabic/CJK words, over the shipped site's index and a small
 * many-script index cut into small chunks; a query loads only some chunks. Small sites keep one
 * file; each docs version has its own index, and the search box picks it by the page's route.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChunkedIndex, searchChunked } from '../../engine/search/chunked-search.js';
import { buildSearchIndex, createSearchDocuments, DEFAULT_SEARCH_INDEX_OPTIONS, loadSearchIndex, searchIndexData, searchIndexText, searchQuery, type SearchIndexFile, type SearchOutcome, type SearchPageInput } from '../../engine/search/index.js';
import { chunkDigest, DEFAULT_CHUNK_SIZES, splitSearchIndex, splitSearchIndexData, writeSplitSearchIndexData, type ChunkSink, type ChunkSizes } from '../../engine/search/split-index.js';
import type { PostingPlan } from '../../engine/search/posting-prints.js';
import { indexUrlFor } from '../../renderer/components/search/index-url.js';
import { QUERIES } from '../search/query-set.js';
import { buildToTemp, REPO_ROOT } from '../support/site.js';

const SMALL: ChunkSizes = { vocabularyChars: 3_000, postingChars: 2_000, documentsPerChunk: 8 };
const EXTRA = ['ag', 'k', 'kub', 'kubernetes agent', '--expires-in', 'cost.aws.cur.bucket', 'persistence.size', 'labelsAsTags', 'pg_stat_statements', 'a.b_c', 'kuberntes', 'instal agnet', 'title:agent', '+cost -aws', 'kube~1', 'otel*', '-aws', 'the', 'خرائط', 'البنية', '数据库', '检索', 'データベース', '設定', 'zzzzqqq', 'step 4 - monitors & alerts'];

const tmp: string[] = [];
let shipped: SearchIndexFile;

beforeAll(async () => {
  const { outDir } = await buildToTemp(REPO_ROOT);
  tmp.push(path.dirname(outDir));
  shipped = JSON.parse(readFileSync(path.join(outDir, 'search-index-en.json'), 'utf8')) as SearchIndexFile;
  // A small site keeps one file: no chunk folder.
  expect(existsSync(path.join(outDir, 'search-index-en'))).toBe(false);
}, 240_000);

afterAll(() => tmp.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** What a reader sees of an outcome: ranked routes with scores and marked terms, and the correction. */
const seen = (o: SearchOutcome) => ({ corrected: o.correctedQuery, hits: o.hits.map((h) => [h.document.sectionRoute, h.document.sectionTitle, h.score, [...h.terms].sort()]) });

/** Each query typed a letter at a time into one chunked index (what the search box does): every outcome as the whole index's. */
async function compareTyped(file: SearchIndexFile, queries: string[], sizes = SMALL) {
  const { manifest, chunks } = splitSearchIndex(JSON.parse(JSON.stringify(file)) as SearchIndexFile, sizes);
  const whole = loadSearchIndex(JSON.parse(JSON.stringify(file)) as SearchIndexFile);
  for (const query of queries) {
    const chunked = openChunkedIndex(manifest, async (p) => JSON.parse(chunks.get(p.slice(manifest.base.length))!));
    for (let n = 1; n <= query.length; n++) {
      const typed = query.slice(0, n);
      expect(seen(await searchChunked(chunked, typed, 8)), typed).toEqual(seen(searchQuery(whole, typed, 8)));
    }
  }
}

async function compare(file: SearchIndexFile, queries: string[]) {
  const { manifest, chunks } = splitSearchIndex(JSON.parse(JSON.stringify(file)) as SearchIndexFile, SMALL);
  const whole = loadSearchIndex(JSON.parse(JSON.stringify(file)) as SearchIndexFile);
  const fetched: number[] = [];
  for (const query of queries) {
    // A fresh chunked index per query: what a first query loads.
    const names = new Set<string>();
    const chunked = openChunkedIndex(manifest, async (p) => {
      names.add(p);
      return JSON.parse(chunks.get(p.slice(manifest.base.length))!);
    });
    expect(seen(await searchChunked(chunked, query, 8)), query).toEqual(seen(searchQuery(whole, query, 8)));
    fetched.push(names.size);
  }
  return { total: chunks.size, fetched };
}

/** Pages in Arabic, Chinese, Japanese and English. */
function scriptPages(): SearchPageInput[] {
  const page = (route: string, title: string, text: string): SearchPageInput => ({ route, title, type: 'docs', tags: [], sidebarParentCategories: [], sections: [{ title, depth: 1, text }] });
  return [
    page('/ar', 'مقدمة', 'أطلس يرسم خرائط البنية التحتية الخاصة بك.'),
    page('/zh', '数据库', '使用数据库检索功能，快速查找文档。'),
    page('/ja', 'はじめに', 'データベースの設定を確認してください。'),
    ...Array.from({ length: 40 }, (_, i) => page(`/en/${i}`, `Agent ${i}`, `Install the agent ${i} with --expires-in and cost.aws.cur.bucket; kubernetes node ${i % 7} metrics retention.`)),
  ];
}

/**
 * 900 sections of 10-400 words from a small vocabulary: frequent terms with long postings,
 * ref gaps and weight tables beyond one character each, many completions per prefix.
 */
function frequentWordPages(): SearchPageInput[] {
  const vocabulary = 'service server search secret section session setting select sequence cluster client cache config configure configuration connect consistent content replica release restore request response route render network node queue query'.split(' ');
  let seed = 11;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const words = (n: number) => Array.from({ length: n }, () => vocabulary[Math.floor(random() ** 2 * vocabulary.length)]).join(' ');
  return Array.from({ length: 300 }, (_, p) => ({
    route: `/p${p}`,
    title: words(1 + (p % 3)),
    type: 'docs',
    tags: [p % 4 ? 'ops' : 'api'],
    sidebarParentCategories: [],
    sections: [0, 1, 2].map((s) => ({ title: words(2), depth: s ? 2 : 1, ...(s ? { id: `s${s}` } : {}), text: words(10 + Math.floor(random() * 390)), ...(s === 2 && p % 5 === 0 ? { captions: [`${words(1)}.yaml`] } : {}) })),
  }));
}

describe('the index writer', () => {
  it('cuts the same chunks from its data as from the file it writes of it', () => {
    for (const pages of [scriptPages(), frequentWordPages()]) {
      const data = searchIndexData(createSearchDocuments(pages, DEFAULT_SEARCH_INDEX_OPTIONS), DEFAULT_SEARCH_INDEX_OPTIONS);
      for (const sizes of [SMALL, DEFAULT_CHUNK_SIZES]) {
        const fromData = splitSearchIndexData(data, undefined, sizes);
        const fromFile = splitSearchIndex(JSON.parse(searchIndexText(data)) as SearchIndexFile, sizes);
        expect(fromData.manifest).toEqual(fromFile.manifest);
        expect(JSON.stringify(fromData.manifest)).toBe(JSON.stringify(fromFile.manifest));
        expect([...fromData.chunks.keys()]).toEqual([...fromFile.chunks.keys()]);
        for (const [name, text] of fromFile.chunks) expect(fromData.chunks.get(name), name).toBe(text);
      }
    }
  });

  it('takes the previous split’s posting chunks whose terms are the same, and ends with the chunks a split from nothing cuts', () => {
    const options = DEFAULT_SEARCH_INDEX_OPTIONS;
    let seed = 5;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    // 200 pages of words from a vocabulary of 3,000: most terms in few pages, as in real docs.
    const word = () => `w${Math.floor(random() ** 3 * 3_000).toString(36)}`;
    const words = (n: number) => Array.from({ length: n }, word).join(' ');
    let pages: SearchPageInput[] = Array.from({ length: 200 }, (_, p) => ({ route: `/p${p}`, title: words(2), type: 'docs', tags: [], sidebarParentCategories: [], sections: [0, 1].map((s) => ({ title: words(2), depth: s ? 2 : 1, ...(s ? { id: `s${s}` } : {}), text: words(20 + Math.floor(random() * 200)), ...(p % 7 ? {} : { captions: [`${word()}.yaml`] }) })) }));
    const at = (i: number, change: (page: SearchPageInput) => SearchPageInput) => (p: SearchPageInput[]) => p.map((page, j) => (j === i ? change(page) : page));
    // Each split again from the last. A text or title edit leaves most terms' postings as they were;
    // a page or section added or gone moves every later document's ref, and so most postings.
    const edits: [edit: (p: SearchPageInput[]) => SearchPageInput[], mostTaken: boolean][] = [
      [at(17, (page) => ({ ...page, sections: page.sections.map((s, j) => (j === 1 ? { ...s, text: `${s.text} ${words(3)}` } : s)) })), true],
      [at(150, (page) => ({ ...page, title: words(3) })), true],
      [(p) => p.filter((_, i) => i !== 120), false],
      [(p) => [...p.slice(0, 60), { ...p[3], route: '/added' }, ...p.slice(60)], false],
      [at(5, (page) => ({ ...page, sections: [...page.sections, { title: 'Zanzibar', depth: 2, id: 'z', text: 'zanzibarquokka appears' }] })), false],
      [at(90, (page) => ({ ...page, sections: page.sections.map((s, j) => (j ? s : { ...s, text: s.text.split(' ').slice(1).join(' ') })) })), true],
      // A code block's title: in the page-title refs of its words only.
      [at(14, (page) => ({ ...page, sections: page.sections.map((s, j) => (j === 1 ? { ...s, captions: [`${pages[3].title.split(' ')[0]}.yaml`] } : s)) })), true],
    ];
    let previous: { chunks: Map<string, string>; plan?: PostingPlan } | undefined;
    for (const [edit, mostTaken] of [[(p: SearchPageInput[]) => p, false] as const, ...edits]) {
      pages = edit(pages);
      const data = searchIndexData(createSearchDocuments(pages, options), options);
      const fresh = splitSearchIndexData(data, undefined, SMALL);
      /** A split from the last one's plan, its sink taking every offer but those `refuse` picks (the chunk is then made). */
      const splitAgain = (refuse: (offer: number) => boolean) => {
        const chunks = new Map<string, string>();
        let offers = 0;
        let taken = 0;
        const sink: ChunkSink = {
          write: (name, text, digest) => {
            expect(chunkDigest(text)).toBe(digest);
            chunks.set(name, text);
          },
          take: (name, from, digest) => {
            const text = previous!.chunks.get(from)!;
            expect(chunkDigest(text)).toBe(digest);
            if (refuse(offers++)) return false;
            taken++;
            chunks.set(name, text);
            return true;
          },
        };
        const { manifest, plan } = writeSplitSearchIndexData(data, sink, undefined, SMALL, { previous: previous?.plan });
        // The very chunks and manifest of a split from nothing.
        expect(JSON.stringify(manifest)).toBe(JSON.stringify(fresh.manifest));
        expect([...chunks.keys()].sort()).toEqual([...fresh.chunks.keys()].sort());
        for (const [name, text] of fresh.chunks) expect(chunks.get(name), name).toBe(text);
        expect(plan!.chunks.map(([first]) => first)).toEqual(manifest.postings);
        return { chunks, plan, taken };
      };
      splitAgain((offer) => offer % 2 === 1);
      const again = splitAgain(() => false);
      if (!previous) expect(again.taken).toBe(0);
      // The posting chunks that are the same as the last split's chunk of the same first term: at most those can be taken.
      const lastFirsts = previous?.plan?.chunks.map(([first]) => first) ?? [];
      const same = fresh.manifest.postings.filter((first, i) => lastFirsts.includes(first) && previous!.chunks.get(`p${lastFirsts.indexOf(first)}.json`) === fresh.chunks.get(`p${i}.json`)).length;
      expect(again.taken).toBeLessThanOrEqual(same);
      if (mostTaken) {
        // Here a quarter to three quarters of the chunks are as they were (on a small site, the weights
        // move with the fields' average lengths); almost all of those are taken (a chunk whose next
        // term changed is made again).
        expect(same).toBeGreaterThan(fresh.manifest.postings.length / 5);
        expect(again.taken).toBeGreaterThan(same * 0.8);
      }
      previous = again;
    }
  });
});

describe('the chunked search index', () => {
  it('ranks as the whole index does on the shipped site, loading only some chunks per query', async () => {
    const queries = [...QUERIES.map((q) => q.query), ...EXTRA];
    const { total, fetched } = await compare(shipped, queries);
    expect(total).toBeGreaterThan(100);
    // Each query needs few chunks; a typo correction reads the whole vocabulary, still not the postings.
    expect(Math.max(...fetched)).toBeLessThan(total / 2);
    expect(fetched.filter((n) => n < total / 10).length).toBeGreaterThan(queries.length / 2);
  }, 120_000);

  it('ranks as the whole index does for Arabic, Chinese and Japanese words', async () => {
    const file = buildSearchIndex(createSearchDocuments(scriptPages(), DEFAULT_SEARCH_INDEX_OPTIONS), DEFAULT_SEARCH_INDEX_OPTIONS);
    await compare(file, EXTRA);
  });

  it('ranks as the whole index does on a larger index of frequent words, typed a letter at a time', async () => {
    const file = buildSearchIndex(createSearchDocuments(frequentWordPages(), DEFAULT_SEARCH_INDEX_OPTIONS), DEFAULT_SEARCH_INDEX_OPTIONS);
    await compare(file, ['se', 'co', 're', 'ser', 'conf', 'c', 'service se', 'cluster re', 'quer', 'configuraton', 'servce']);
    await compareTyped(file, ['service se', 'configure cl', 'replica netw']);
    await compareTyped(file, ['sess', 'ro'], { vocabularyChars: 200, postingChars: 500, documentsPerChunk: 3 });
  }, 60_000);
});

describe('an index per docs version', () => {
  it('writes each version its own index, searched from that version’s pages', async () => {
    const { site, outDir } = await buildToTemp(path.join(REPO_ROOT, 'tests/fixtures/client-versions'));
    tmp.push(path.dirname(outDir));
    const routes = (file: string, query: string) => searchQuery(loadSearchIndex(JSON.parse(readFileSync(path.join(outDir, file), 'utf8')) as SearchIndexFile), query).hits.map((h) => h.document.sectionRoute);
    // 1.0 is the latest version (at /docs/), Next is at /docs/next/.
    const latest = routes('search-index-en.json', 'guide');
    const next = routes('search-index-en-current.json', 'guide');
    expect(latest[0]).toBe('/docs/guide');
    expect(latest.filter((r) => r.startsWith('/docs/next/'))).toEqual([]);
    expect(next[0]).toBe('/docs/next/guide');
    expect(next.filter((r) => !r.startsWith('/docs/next/'))).toEqual([]);
    const html = readFileSync(path.join(outDir, 'next/guide/index.html'), 'utf8');
    const settings = { indexUrl: '/docs/search-index-en.json', maxSearchResults: 8, versions: [{ path: '/docs/next/', indexUrl: '/docs/search-index-en-current.json' }] };
    expect(html).toContain(JSON.stringify(settings.versions).slice(1, -1));
    expect(indexUrlFor(settings, '/docs/next/guide')).toBe('/docs/search-index-en-current.json');
    expect(indexUrlFor(settings, '/docs/guide')).toBe('/docs/search-index-en.json');
    expect(indexUrlFor(settings, '/docs/nextish')).toBe('/docs/search-index-en.json');
    expect(site.graph.versions.map((v) => v.name).sort()).toEqual(['1.0', 'current']);
  }, 120_000);
});
