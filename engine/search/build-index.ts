/**
 * Search documents -> `search-index-{locale}.json`: a lunr index over title, content, tags (and
 * sidebar parent categories when configured), with the field boosts of config.search.boosts
 * applied at build time, and for each document only what the result list shows.
 */
import { excerptOf, pageSearchDocuments, routeHash, uniqueIdsOf } from './documents.js';
import { headingText } from './store.js';
import { analyseText, type TextAnalysis } from './analysis.js';
import { ByteWriter } from './byte-writer.js';
import { type FieldAnalyses, type IndexField, type LunrIndexData, lunrIndexDataOf, writeLunrIndexJson } from './lunr-writer.js';
import { type TermPage, type TermState, termTableOf } from './term-table.js';
import type { SearchDocument, SearchIndexEntry, SearchIndexFile, SearchIndexOptions, SearchPageInput } from './types.js';

/** The default options (config.search defaults). */
export const DEFAULT_SEARCH_INDEX_OPTIONS: SearchIndexOptions = {
  boosts: { title: 5, content: 1, tags: 3, parentCategories: 2 },
  indexDocSidebarParentCategories: 0,
  excerptLength: 120,
  highlight: true,
};

/**
 * Field vector scores are written with 2 significant digits: they are only compared, and the
 * vectors are a third of the file's gzip size at lunr's 3 decimals.
 */
export const roundScore = (score: number): number => Number(score.toPrecision(2));

/** The indexed fields for `options`. */
export function indexFields(options: SearchIndexOptions): IndexField[] {
  const fields: IndexField[] = [
    { name: 'title', boost: options.boosts.title },
    { name: 'content', boost: options.boosts.content },
    { name: 'tags', boost: options.boosts.tags },
  ];
  if (options.indexDocSidebarParentCategories > 0) fields.push({ name: 'sidebarParentCategories', boost: options.boosts.parentCategories });
  return fields;
}

/**
 * What lunr indexes of a document. A section's content also carries its page title, so that
 * "chargeback prerequisites" finds the Prerequisites section of the chargeback page.
 */
export function indexedFields(doc: SearchDocument): Record<string, unknown> {
  return {
    title: doc.title,
    content: doc.title === doc.pageTitle ? doc.content : `${doc.pageTitle} ${doc.content}`,
    tags: doc.tags,
    sidebarParentCategories: doc.sidebarParentCategories,
  };
}

/** What the browser gets of a document. */
function entryOf(doc: SearchDocument, excerptLength: number): SearchIndexEntry {
  return { id: doc.id, type: doc.type, pageTitle: doc.pageTitle, sectionTitle: doc.sectionTitle, sectionRoute: doc.sectionRoute, excerpt: excerptOf(doc.content, excerptLength), ...(doc.captions?.length ? { captions: doc.captions } : {}) };
}

/**
 * The analysis of each indexed field (indexedFields): a document's content from the analysis its
 * section came with (joined after its page title's), everything else analysed here, memoised
 * (titles, tags and categories repeat).
 */
function fieldAnalyses(documents: readonly SearchDocument[], fields: readonly IndexField[]): FieldAnalyses {
  const memo = new Map<string, TextAnalysis>();
  const analysed = (value: unknown): TextAnalysis => {
    const key = Array.isArray(value) ? value.join(' ') : String(value ?? '');
    let analysis = memo.get(key);
    if (!analysis) memo.set(key, (analysis = analyseText(key)));
    return analysis;
  };
  return (ref, f) => {
    const doc = documents[ref];
    const name = fields[f].name;
    if (name === 'content' && doc.contentAnalysis) return doc.title === doc.pageTitle ? doc.contentAnalysis : [analysed(doc.pageTitle), doc.contentAnalysis];
    const value = indexedFields(doc)[name];
    return name === 'content' ? analyseText(value) : analysed(value);
  };
}

/**
 * A search index as data: what `search-index-{locale}.json` (searchIndexText) and its chunks
 * (split-index.ts) are written from.
 */
export interface SearchIndexData {
  /** The JSON text of each document's entry (what the browser gets of it), by ref. */
  entryTexts: string[];
  /** Each document's heading text (store.ts headingText), by ref. */
  headings: string[];
  lunr: LunrIndexData;
  highlight: boolean;
  /** What the next build can take of this index (IndexState), made when called. */
  indexState?: () => IndexState;
}

/**
 * What a build keeps of an index for the next one: its term table's state, and each document's
 * section route (its id follows from it, and from its hash, kept too), entry text after the id, and heading text. A page the
 * next build has under the same key is taken from it without its sections.
 */
export interface IndexState {
  terms: TermState;
  documents: { routes: string[]; entryTails: string[]; headings: string[]; routeHashes: string[] };
}

/** The entry text of a document after its id (`{"id":"…",` is put before it). */
const entryTail = (doc: SearchDocument, excerptLength: number): string => JSON.stringify(entryOf(doc, excerptLength)).slice(`{"id":${JSON.stringify(doc.id)},`.length);

/** The index of `documents` as data (lunr refs are positions in `documents`). */
export function searchIndexData(documents: readonly SearchDocument[], options: SearchIndexOptions = DEFAULT_SEARCH_INDEX_OPTIONS): SearchIndexData {
  const fields = indexFields(options);
  // Each document a page of its own: nothing to take from a previous build.
  const spans = documents.map((_, ref) => ({ key: String(ref), documents: 1 }));
  const { table } = termTableOf(spans, fields.length, fieldAnalyses(documents, fields));
  const lunr = lunrIndexDataOf(table, documents.length, fields, roundScore);
  const entries = documents.map((doc) => entryOf(doc, options.excerptLength));
  return { entryTexts: entries.map((entry) => JSON.stringify(entry)), headings: entries.map(headingText), lunr, highlight: options.highlight };
}

/** A page of an index as pages are given to searchIndexDataOfPages: its key, and its input (read only when it is not taken). */
export interface IndexPageSource {
  key: string;
  page: () => SearchPageInput;
}

/**
 * The index of `pages` as data, taking from `previous` every page it has under the same key (its
 * documents' entries and its part of the term table, term-table.ts): only the others' inputs are
 * read. The same data as searchIndexData of all the pages' documents.
 */
export function searchIndexDataOfPages(pages: readonly IndexPageSource[], options: SearchIndexOptions, previous?: IndexState): SearchIndexData {
  const known = new Map<string, [from: number, to: number]>();
  let ref = 0;
  previous?.terms.pageKeys.forEach((key, p) => known.set(key, [ref, (ref += previous.terms.pageDocuments[p])]));
  const routes: string[] = [];
  const entryTails: string[] = [];
  const headings: string[] = [];
  const routeHashes: string[] = [];
  // The documents of pages made now, by ref (the term table asks for no other).
  const documents: SearchDocument[] = [];
  const spans: TermPage[] = pages.map(({ key, page }) => {
    const range = known.get(key);
    if (range && previous) {
      const [from, to] = range;
      routes.push(...previous.documents.routes.slice(from, to));
      entryTails.push(...previous.documents.entryTails.slice(from, to));
      headings.push(...previous.documents.headings.slice(from, to));
      routeHashes.push(...previous.documents.routeHashes.slice(from, to));
      return { key, documents: to - from };
    }
    const made = pageSearchDocuments(page(), options);
    for (const doc of made) {
      documents[routes.length] = doc;
      routes.push(doc.sectionRoute);
      routeHashes.push(routeHash(doc.sectionRoute));
      entryTails.push(entryTail(doc, options.excerptLength));
      headings.push(headingText(doc));
    }
    return { key, documents: made.length };
  });
  const ids = uniqueIdsOf(routeHashes);
  for (const [i, doc] of documents.entries()) if (doc) doc.id = ids[i];
  const fields = indexFields(options);
  const { table, state } = termTableOf(spans, fields.length, fieldAnalyses(documents, fields), previous?.terms);
  const lunr = lunrIndexDataOf(table, routes.length, fields, roundScore);
  const entryTexts = ids.map((id, i) => `{"id":${JSON.stringify(id)},${entryTails[i]}`);
  return { entryTexts, headings, lunr, highlight: options.highlight, indexState: () => ({ terms: state(), documents: { routes, entryTails, headings, routeHashes } }) };
}

/** Writes the start of `search-index-{locale}.json`, up to its lunr index: the documents. */
export function writeSearchIndexHead(out: ByteWriter, data: Pick<SearchIndexData, 'entryTexts'>): void {
  out.ascii('{"documents":[');
  data.entryTexts.forEach((text, i) => {
    if (i) out.ascii(',');
    out.text(text);
  });
  out.ascii('],"index":');
}

/** The end of `search-index-{locale}.json`, after its lunr index. */
export function searchIndexTail(data: Pick<SearchIndexData, 'lunr' | 'highlight'>): string {
  return `,"highlight":${data.highlight},"words":${JSON.stringify(data.lunr.words)}}`;
}

/** Writes `search-index-{locale}.json` of an index, as UTF-8 JSON, to `out` (ended by the caller). */
export function writeSearchIndexJson(out: ByteWriter, data: SearchIndexData, sorted?: Int32Array): void {
  writeSearchIndexHead(out, data);
  writeLunrIndexJson(out, data.lunr, sorted);
  out.text(searchIndexTail(data));
}

/** `search-index-{locale}.json` of an index, as UTF-8 JSON. */
export function searchIndexBytes(data: SearchIndexData, sorted?: Int32Array): Buffer {
  const out = new ByteWriter();
  writeSearchIndexJson(out, data, sorted);
  return out.bytes();
}

/** `search-index-{locale}.json` of an index, as JSON text. */
export function searchIndexText(data: SearchIndexData, sorted?: Int32Array): string {
  return searchIndexBytes(data, sorted).toString('utf8');
}

/** The index file of `documents` as JSON text (lunr refs are positions in `documents`). */
export function serializeSearchIndex(documents: readonly SearchDocument[], options: SearchIndexOptions = DEFAULT_SEARCH_INDEX_OPTIONS): string {
  return searchIndexText(searchIndexData(documents, options));
}

/** The index file of `documents` (lunr refs are positions in `documents`). */
export function buildSearchIndex(documents: readonly SearchDocument[], options: SearchIndexOptions = DEFAULT_SEARCH_INDEX_OPTIONS): SearchIndexFile {
  return JSON.parse(serializeSearchIndex(documents, options)) as SearchIndexFile;
}
