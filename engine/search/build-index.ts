/**
 * Search documents -> `search-index-{locale}.json`: a lunr index over title, content, tags (and
 * sidebar parent categories when configured), with the field boosts of config.search.boosts
 * applied at build time, and for each document only what the result list shows.
 */
import lunr from 'lunr';
import { excerptOf } from './documents.js';
import { tokenize } from './tokenize.js';
import type { SearchDocument, SearchIndexFile, SearchIndexOptions } from './types.js';

/** The default options (config.search defaults). */
export const DEFAULT_SEARCH_INDEX_OPTIONS: SearchIndexOptions = {
  boosts: { title: 5, content: 1, tags: 3, parentCategories: 2 },
  indexDocSidebarParentCategories: 0,
  excerptLength: 120,
  highlight: true,
};

/** lunr's stemmer, memoised per word: most words repeat, and stemming is the costly step. */
const stemCache = new Map<string, string>();
const cachedStemmer: lunr.PipelineFunction = (token) =>
  token.update((word) => {
    let stem = stemCache.get(word);
    if (stem === undefined) {
      stem = lunr.stemmer(new lunr.Token(word, {})).toString();
      if (stemCache.size > 200_000) stemCache.clear();
      stemCache.set(word, stem);
    }
    return stem;
  });
lunr.Pipeline.registerFunction(cachedStemmer, 'docsCachedStemmer');

/** Rounds the vector scores of a serialised index to 2 significant digits (they are only compared; a third of the gzip size). */
function compactIndex(json: ReturnType<lunr.Index['toJSON']>): object {
  const serialised = json as unknown as { fieldVectors: [string, number[]][] };
  return {
    ...json,
    fieldVectors: serialised.fieldVectors.map(([ref, elements]) => [ref, elements.map((v, i) => (i % 2 ? Number(v.toPrecision(2)) : v))]),
  };
}

/** Builds the index file of `documents` (lunr refs are positions in `documents`). */
export function buildSearchIndex(documents: readonly SearchDocument[], options: SearchIndexOptions = DEFAULT_SEARCH_INDEX_OPTIONS): SearchIndexFile {
  const builder = new lunr.Builder();
  builder.tokenizer = tokenize as unknown as typeof builder.tokenizer;
  builder.pipeline.add(lunr.trimmer, lunr.stopWordFilter, cachedStemmer);
  builder.searchPipeline.add(lunr.stemmer);
  builder.ref('ref');
  builder.field('title', { boost: options.boosts.title });
  builder.field('content', { boost: options.boosts.content });
  builder.field('tags', { boost: options.boosts.tags });
  const withParents = options.indexDocSidebarParentCategories > 0;
  if (withParents) builder.field('sidebarParentCategories', { boost: options.boosts.parentCategories });
  documents.forEach((doc, i) => {
    builder.add({ ref: String(i), title: doc.title, content: doc.title === doc.pageTitle ? doc.content : `${doc.pageTitle} ${doc.content}`, tags: doc.tags, ...(withParents ? { sidebarParentCategories: doc.sidebarParentCategories } : {}) });
  });
  const index = builder.build();
  return {
    documents: documents.map((doc) => ({
      id: doc.id,
      type: doc.type,
      pageTitle: doc.pageTitle,
      sectionTitle: doc.sectionTitle,
      sectionRoute: doc.sectionRoute,
      excerpt: excerptOf(doc.content, options.excerptLength),
    })),
    index: compactIndex(index.toJSON()),
    highlight: options.highlight,
  };
}
