/**
 * Local search: section documents, a lunr index per locale, and querying it.
 *
 *   pages (plain section text) ──► createSearchDocuments ──► buildSearchIndex ──► search-index-{locale}.json
 *   search-index-{locale}.json ──► loadSearchIndex ──► searchIndexes(query) ──► hits
 */
export { createSearchDocuments, excerptOf } from './documents.js';
export { buildSearchIndex, DEFAULT_SEARCH_INDEX_OPTIONS, indexedFields, indexFields, roundScore, searchIndexBytes, searchIndexData, searchIndexTail, searchIndexText, serializeSearchIndex, writeSearchIndexHead, writeSearchIndexJson, type IndexPageSource, type IndexState, type SearchIndexData, searchIndexDataOfPages } from './build-index.js';
export type { TermState } from './term-table.js';
export { indexStateBytes, indexStateOf } from './term-state-file.js';
export { type IndexField, sortedTermIds, writeLunrIndex } from './lunr-writer.js';
export { EMPTY_SEARCH_INDEX, literalQuery, loadSearchIndex, searchIndexes, searchQuery, SearchSyntaxError, type LoadedSearchIndex, type SearchOutcome } from './query.js';
export { normalizeTerms, splitByTerms, termPattern, type TextSegment } from './terms.js';
export type * from './types.js';
export { ByteWriter } from './byte-writer.js';
