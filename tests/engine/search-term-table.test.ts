/**
 * The search index's term table made from the previous build's (engine/search/term-table.ts): after
 * any sequence of page edits, insertions, deletions and moves, the table taken in part from the
 * previous state must be the very table a build from nothing makes (term ids in lunr's order of
 * first use, written forms, lengths, frequencies), and so must the state it leaves for the next.
 * The whole index made from the previous build's state (entries, ids, table) must be the very index
 * made from nothing, reading only the pages the state did not have.
 */
import { describe, expect, it } from 'vitest';
import { analyseText, type TextAnalysis } from '../../engine/search/analysis.js';
import { createSearchDocuments, DEFAULT_SEARCH_INDEX_OPTIONS, type IndexState, searchIndexData, searchIndexDataOfPages, searchIndexText, type SearchPageInput } from '../../engine/search/index.js';
import { type TermPage, type TermState, type TermTable, termTableOf } from '../../engine/search/term-table.js';
import { indexStateBytes, indexStateOf } from '../../engine/search/term-state-file.js';
import { seededRandom } from '../support/random.js';

const NO_DOCUMENTS = { routes: [], entryTails: [], headings: [], routeHashes: [] };
const termStateBytes = (state: TermState, version: string, key: string) => indexStateBytes({ terms: state, documents: NO_DOCUMENTS }, version, key)!;
const termStateOf = (bytes: Buffer, version: string, key: string) => indexStateOf(bytes, version, key)?.terms;

/** A page: its key and its documents' field texts (title, content). */
interface Page {
  key: string;
  documents: [title: string, content: string][];
}

const FIELDS = 2;
const WORDS = ['run', 'running', 'runs', 'ran', 'deploy', 'deploying', 'deployed', 'agent', 'agents', 'cost', 'costs', 'alert', 'alerting', 'metric', 'metrics', 'trace', 'tracing', 'Kubernetes', 'kube', 'latency', 'budget', 'budgets', 'shard', 'sharded'];

const random = seededRandom;

let counter = 0;
function randomPage(rand: () => number): Page {
  const text = (n: number) => Array.from({ length: n }, () => (rand() < 0.05 ? `w${Math.floor(rand() * 1000)}` : WORDS[Math.floor(rand() * WORDS.length)])).join(' ');
  const documents = Array.from({ length: 1 + Math.floor(rand() * 3) }, (): [string, string] => [text(1 + Math.floor(rand() * 3)), text(Math.floor(rand() * 12))]);
  return { key: `page-${++counter}`, documents };
}

/** The table of `pages`, from `previous` when given; the analyses asked for are noted. */
function tableOf(pages: readonly Page[], previous?: TermState): { table: TermTable; state: TermState; asked: Set<number> } {
  const flat = pages.flatMap((p) => p.documents);
  const asked = new Set<number>();
  const analysisOf = (ref: number, f: number): TextAnalysis => (asked.add(ref), analyseText(flat[ref][f]));
  const spans: TermPage[] = pages.map((p) => ({ key: p.key, documents: p.documents.length }));
  const { table, state } = termTableOf(spans, FIELDS, analysisOf, previous);
  return { table, state: state(), asked };
}

/** A table as plain arrays, to compare. */
const plain = (table: TermTable) => ({
  terms: table.terms,
  words: table.words,
  lengths: table.lengths.map((l) => [...l]),
  offsets: [...table.frequencies.offsets],
  ids: [...table.frequencies.ids],
  counts: [...table.frequencies.values],
});

/** A random change of the site: an edited, inserted, deleted or moved page. */
function change(pages: Page[], rand: () => number): Page[] {
  const next = [...pages];
  const at = Math.floor(rand() * next.length);
  const kind = rand();
  if (kind < 0.4 && next.length) next[at] = randomPage(rand);
  else if (kind < 0.6) next.splice(at, 0, randomPage(rand));
  else if (kind < 0.8 && next.length > 1) next.splice(at, 1);
  else if (next.length > 1) next.push(...next.splice(at, 1));
  return next;
}

describe('term table from the previous build', () => {
  it('is the table made from nothing after every random change, asking only for the changed pages', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const rand = random(seed);
      let pages = Array.from({ length: 12 }, () => randomPage(rand));
      let state = tableOf(pages).state;
      for (let step = 0; step < 40; step++) {
        // Through its file, as the next build reads it.
        state = termStateOf(Buffer.concat(termStateBytes(state, 'v', 'k')), 'v', 'k')!;
        const before = new Set(pages.map((p) => p.key));
        pages = change(pages, rand);
        const incremental = tableOf(pages, state);
        const fresh = tableOf(pages);
        expect(plain(incremental.table), `seed ${seed}, step ${step}`).toEqual(plain(fresh.table));
        // Only the documents of pages the previous state did not have were analysed.
        let ref = 0;
        const expected = new Set<number>();
        for (const page of pages) {
          if (!before.has(page.key)) page.documents.forEach((_, i) => expected.add(ref + i));
          ref += page.documents.length;
        }
        expect(incremental.asked).toEqual(expected);
        state = incremental.state;
      }
    }
  });

  it('reads back from its file only under the same version and key, and whole', () => {
    const { state } = tableOf([randomPage(random(9)), randomPage(random(10))]);
    const bytes = Buffer.concat(termStateBytes(state, 'v1', 'key'));
    const back = termStateOf(bytes, 'v1', 'key')!;
    expect({ ...back, pageDocuments: [...back.pageDocuments], lengths: [...back.lengths] }).toMatchObject({ terms: state.terms, words: state.words, pageKeys: state.pageKeys, forms: state.forms, pageDocuments: [...state.pageDocuments], lengths: [...state.lengths] });
    expect([...back.lists.order]).toEqual([...state.lists.order]);
    expect(termStateOf(bytes, 'v2', 'key')).toBeUndefined();
    expect(termStateOf(bytes, 'v1', 'other')).toBeUndefined();
    expect(termStateOf(bytes.subarray(0, bytes.length - 4), 'v1', 'key')).toBeUndefined();
  });

  it('reads back every text as it was: empty, non-ASCII, astral, with NUL; a lone surrogate is not written', () => {
    const { state } = tableOf([randomPage(random(11))]);
    const odd = ['', 'façade — 日本語', 'emoji 🚀 and 𝔘', 'a\0b', '\u2028line', '"quoted" \\ back'];
    const documents = { routes: odd.map((t, i) => `/r${i}/${t}`), entryTails: odd.map((t) => JSON.stringify({ excerpt: t }).slice(1)), headings: odd, routeHashes: odd.map((_, i) => `h${i}`) };
    const kept = { terms: { ...state, pageKeys: state.pageKeys.map((k, i) => `${k}\0${odd[i % odd.length]}`) }, documents };
    const back = indexStateOf(Buffer.concat(indexStateBytes(kept, 'v', 'k')!), 'v', 'k')!;
    expect(back.documents).toEqual(documents);
    expect(back.terms.pageKeys).toEqual(kept.terms.pageKeys);
    expect(back.terms.terms).toEqual(state.terms);
    expect(indexStateBytes({ terms: state, documents: { ...documents, headings: ['broken \ud800 half'] } }, 'v', 'k')).toBeUndefined();
  });

  it('gives a term its id where its first use is now, when an edit removes the earlier one', () => {
    const first: Page = { key: 'a', documents: [['Intro', 'latency budgets']] };
    const second: Page = { key: 'b', documents: [['Agents', 'deploy the agent']] };
    const third: Page = { key: 'c', documents: [['Tracing', 'shard metrics then latency and alerting']] };
    const { state } = tableOf([first, second, third]);
    const edited: Page = { key: 'a2', documents: [['Intro', 'budgets only']] };
    const incremental = tableOf([edited, second, third], state);
    expect(plain(incremental.table)).toEqual(plain(tableOf([edited, second, third]).table));
    // "latenc" now comes after third's earlier words.
    const ids = incremental.table.terms;
    expect(ids.indexOf('latenc')).toBeGreaterThan(ids.indexOf('metric'));
  });

  it('drops a written form no page uses any more, and keeps the forms other pages still use', () => {
    const a: Page = { key: 'a', documents: [['Runs', 'running']] };
    const b: Page = { key: 'b', documents: [['Run', 'runs']] };
    const { state, table } = tableOf([a, b]);
    expect(table.words[table.terms.indexOf('run')]).toBe('run running runs');
    const next = tableOf([{ key: 'a2', documents: [['Runs', 'runs']] }, b], state);
    expect(next.table.words[next.table.terms.indexOf('run')]).toBe('run runs');
    expect(plain(next.table)).toEqual(plain(tableOf([{ key: 'a2', documents: [['Runs', 'runs']] }, b]).table));
  });
});

describe('search index data from the previous build', () => {
  /** A page to index, of random sections (a repeated route now and then: ids get `-2`). */
  const pageInput = (rand: () => number, n: number): SearchPageInput => {
    const words = (k: number) => Array.from({ length: k }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' ');
    const route = `/docs/p${rand() < 0.1 ? 0 : n}`;
    return { route, title: words(2), type: 'docs', tags: rand() < 0.5 ? [words(1)] : [], sidebarParentCategories: [words(1)], sections: Array.from({ length: 1 + Math.floor(rand() * 3) }, (_, i) => ({ ...(i ? { id: `s${i}` } : {}), title: words(2), depth: 2, text: words(10), ...(rand() < 0.2 ? { captions: [words(1)] } : {}) })) };
  };
  const keyOf = (page: SearchPageInput) => JSON.stringify(page);

  it('writes the same index as from nothing, reading only the pages it did not have', () => {
    const rand = random(77);
    let pages = Array.from({ length: 10 }, (_, n) => pageInput(rand, n));
    const options = DEFAULT_SEARCH_INDEX_OPTIONS;
    let state: IndexState | undefined;
    for (let step = 0; step < 30; step++) {
      const known = new Set(state?.terms.pageKeys);
      const read: string[] = [];
      const sources = pages.map((page) => ({ key: keyOf(page), page: () => (read.push(keyOf(page)), page) }));
      const data = searchIndexDataOfPages(sources, options, state);
      const fresh = searchIndexData(createSearchDocuments(pages, options), options);
      expect(searchIndexText(data), `step ${step}`).toBe(searchIndexText(fresh));
      expect(data.headings).toEqual(fresh.headings);
      expect(read.sort()).toEqual(pages.map(keyOf).filter((key) => !known.has(key)).sort());
      const kept = data.indexState!();
      state = indexStateOf(Buffer.concat(indexStateBytes(kept, 'v', 'k')!), 'v', 'k');
      const at = Math.floor(rand() * pages.length);
      pages = rand() < 0.5 ? pages.map((p, i) => (i === at ? pageInput(rand, 100 + step) : p)) : [...pages.slice(0, at), pageInput(rand, 200 + step), ...pages.slice(at)];
    }
  });
});
