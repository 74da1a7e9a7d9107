/**
 * Search data, from the plain section text the renderer extracts to the file the browser loads.
 * Nothing here knows about React, the renderer or the file system.
 */
import type { TextAnalysis } from './analysis.js';

export type SearchDocumentType = 'docs' | 'blog' | 'other';

/** One section of a rendered page: the content under an h1-h3 heading (deeper headings stay inside). */
export interface SearchSectionInput {
  /** The heading's anchor id; absent for the text before the first heading. */
  id?: string;
  title: string;
  /** 1-3. */
  depth: number;
  /** Plain text, whitespace collapsed. */
  text: string;
  /** Titles of its code blocks: count as its heading in ranking (a sample's caption names what the section shows). */
  captions?: string[];
  /** The analysis of `text` (analysis.ts), when whoever rendered the page made it: saves the index writer the work. */
  analysis?: TextAnalysis;
}

/** A page to index, as plain data. */
export interface SearchPageInput {
  /** The page's href (URL-encoded, with the base URL), e.g. `/agent/host-agent`. */
  route: string;
  title: string;
  type: SearchDocumentType;
  /** Tag labels. */
  tags: string[];
  /** Sidebar category labels from the root down to the page. */
  sidebarParentCategories: string[];
  sections: SearchSectionInput[];
}

/** A search document: one section of one page, with everything lunr indexes. */
export interface SearchDocument {
  /** Stable between builds of the same content: derived from the section route. */
  id: string;
  /** The section title (the page title for the page's first section). */
  title: string;
  /** The section's full text (indexed, never shipped). */
  content: string;
  /** The analysis of `content`, when its section came with one. */
  contentAnalysis?: TextAnalysis;
  /** Code block titles (they count as the section's heading in ranking). */
  captions?: string[];
  tags: string[];
  /** The nearest `indexDocSidebarParentCategories` categories, empty when that option is 0. */
  sidebarParentCategories: string[];
  type: SearchDocumentType;
  pageTitle: string;
  sectionTitle: string;
  /** Page route plus `#anchor` (no anchor for the page's first section). */
  sectionRoute: string;
}

/** What the browser receives of a document: enough to show and open a result. */
export interface SearchIndexEntry {
  id: string;
  type: SearchDocumentType;
  pageTitle: string;
  sectionTitle: string;
  sectionRoute: string;
  /** The start of the section text, cut at a word (at most `searchResultContextMaxLength` characters). */
  excerpt: string;
  /**
   * Titles of the section's code blocks (`runbooks/checkout-latency.yaml`), when it has any: a
   * sample's caption names what the section shows, so its words count as the section's heading
   * in ranking, as the page title's do. Optional.
   */
  captions?: string[];
}

/** `search-index-{locale}.json`: the documents (by position = lunr ref) and a serialised lunr index. */
export interface SearchIndexFile {
  documents: SearchIndexEntry[];
  /** What `lunr.Index.load` reads. */
  index: object;
  /** Whether a chosen result's terms are highlighted on the target page (config.search.highlightSearchTermsOnTargetPage). */
  highlight?: boolean;
  /**
   * The written forms of each index term, by term id (`_index`): an empty string when the term
   * itself is its only form, else the forms separated by spaces (`affinity affinities` for the
   * stem `affin`). Lets a half-typed word longer than its stem ("affinit") and a typo find the
   * term. Optional: an index without it searches by terms only.
   */
  words?: string[];
}

/** A search result. */
export interface SearchHit {
  document: SearchIndexEntry;
  score: number;
  /** Words to mark: the query's words and the (stemmed) index terms that matched. */
  terms: string[];
}

/** Index build options: config.search, as far as the index is concerned. */
export interface SearchIndexOptions {
  boosts: { title: number; content: number; tags: number; parentCategories: number };
  /** Index this many of the nearest sidebar parent categories (0: none, and no field). */
  indexDocSidebarParentCategories: number;
  /** Longest excerpt, in characters. */
  excerptLength: number;
  highlight: boolean;
}
