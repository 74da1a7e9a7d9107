/**
 * Highlights search terms on the page: the terms travel in the URL (`?_highlight=term1+term2`),
 * so a reload or a shared link highlights too. Marks words starting with a term in the article
 * (`article .markdown`) on doc pages, in the main content elsewhere. Loads with every page:
 * keep it small (the search UI itself is a lazy chunk).
 *
 * The DOM is changed with text nodes and <mark> elements only (the terms never become HTML),
 * and undone exactly: each changed text node stays in place holding the text before its first
 * match, so nodes React owns are still there, with their text, after clearSearchHighlights().
 */
import { splitByTerms, termPattern } from '../../../engine/search/terms.js';

/** The URL parameter carrying the terms. */
export const HIGHLIGHT_PARAM = '_highlight';

/** A text node we split: its original text and the nodes we inserted after it. */
interface Change {
  node: Text;
  text: string;
  inserted: Node[];
}
let changes: Change[] = [];

/** The terms in a URL's query string. */
export function highlightTermsFromUrl(search: string = location.search): string[] {
  const value = new URLSearchParams(search).get(HIGHLIGHT_PARAM);
  return value ? value.split(/\s+/).filter(Boolean).slice(0, 20) : [];
}

/** `href` with `terms` in its `_highlight` parameter (replacing any), hash kept. */
export function withHighlight(href: string, terms: readonly string[]): string {
  const url = new URL(href, location.href);
  if (terms.length) url.searchParams.set(HIGHLIGHT_PARAM, terms.join(' '));
  else url.searchParams.delete(HIGHLIGHT_PARAM);
  return url.origin === location.origin ? url.pathname + url.search + url.hash : url.href;
}

/** Removes every highlight this module added, restoring the text nodes as they were. */
export function clearSearchHighlights(): void {
  for (const { node, text, inserted } of changes) {
    for (const n of inserted) n.parentNode?.removeChild(n);
    node.data = text;
  }
  changes = [];
}

const SKIP = 'script,style,noscript,textarea,svg,mark,[aria-hidden="true"],.hash-link';

/**
 * Highlights `terms` (default: the URL's `_highlight` terms) in the page content, replacing any
 * earlier highlights. Returns how many words were marked.
 */
export function highlightSearchTerms(terms: readonly string[] = highlightTermsFromUrl()): number {
  clearSearchHighlights();
  const pattern = termPattern(terms);
  const container = document.querySelector('article .markdown') ?? document.querySelector('main');
  if (!pattern || !container) return 0;
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(SKIP) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  let marked = 0;
  for (const node of nodes) {
    const segments = splitByTerms(node.data, pattern);
    if (!segments.some((s) => s.mark)) continue;
    const change: Change = { node, text: node.data, inserted: [] };
    // The node keeps the text before the first match ('' when the match starts it).
    const lead = segments[0].mark ? '' : segments.shift()!.text;
    let after: Node = node;
    for (const segment of segments) {
      let inserted: Node;
      if (segment.mark) {
        const mark = document.createElement('mark');
        mark.className = 'search-highlight';
        mark.textContent = segment.text;
        inserted = mark;
        marked++;
      } else inserted = document.createTextNode(segment.text);
      after.parentNode!.insertBefore(inserted, after.nextSibling);
      change.inserted.push(inserted);
      after = inserted;
    }
    node.data = lead;
    changes.push(change);
  }
  return marked;
}
