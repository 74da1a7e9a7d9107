/**
 * Pages -> search documents: one document per section (h1-h3; deeper headings stay in their
 * section), with ids derived from the section route so they are stable between builds.
 */
import type { SearchDocument, SearchPageInput } from './types.js';

/** cyrb53: a fast 53-bit string hash, as base-36 text (about 10 characters). */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The route of a section: the page route, plus `#id` unless it is the page's first section. */
function sectionRoute(pageRoute: string, id: string | undefined, first: boolean): string {
  return first || !id ? pageRoute : `${pageRoute}#${encodeURIComponent(id)}`;
}

/**
 * Search documents of `pages`, in page and section order. The text before the first heading is
 * dropped when it is empty and the page has its own h1 (which then stands for the page). Ids are
 * a hash of the section route; a repeated route (two headings, one id) gets a `-2`, `-3` suffix
 * in document order, which is stable for the same content.
 */
export function createSearchDocuments(pages: readonly SearchPageInput[], options: { indexDocSidebarParentCategories: number }): SearchDocument[] {
  const documents = pages.flatMap((page) => pageSearchDocuments(page, options));
  const ids = uniqueIds(documents.map((doc) => doc.sectionRoute));
  documents.forEach((doc, i) => (doc.id = ids[i]));
  return documents;
}

/** The documents of one page, in section order; their ids are set by uniqueIds over the whole index. */
export function pageSearchDocuments(page: SearchPageInput, options: { indexDocSidebarParentCategories: number }): SearchDocument[] {
  const parents = Math.max(0, options.indexDocSidebarParentCategories);
  const hasH1 = page.sections.some((s) => s.depth === 1 && s.id !== undefined);
  const sections = page.sections.filter((s, i) => !(i === 0 && s.id === undefined && !s.text && hasH1));
  return sections.map((section, i) => ({
    id: '',
    title: section.title,
    content: section.text,
    ...(section.analysis ? { contentAnalysis: section.analysis } : {}),
    ...(section.captions?.length ? { captions: section.captions } : {}),
    tags: page.tags,
    sidebarParentCategories: parents ? page.sidebarParentCategories.slice(-parents) : [],
    type: page.type,
    pageTitle: page.title,
    sectionTitle: section.title,
    sectionRoute: sectionRoute(page.route, section.id, i === 0),
  }));
}

/** The id of a document before repeats are told apart: its section route's hash. */
export const routeHash = (route: string): string => hash53(route);

/** The ids of an index's documents, by their section routes in order: a route's hash, with `-2`, `-3` for repeats. */
export function uniqueIds(routes: readonly string[]): string[] {
  return uniqueIdsOf(routes.map(hash53));
}

/** uniqueIds from the routes' hashes (routeHash), in order. */
export function uniqueIdsOf(hashes: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return hashes.map((id) => {
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    return count > 1 ? `${id}-${count}` : id;
  });
}

/** The start of `text`, at most `max` characters, cut at a word boundary, with an ellipsis when cut. */
export function excerptOf(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.([{-]+$/, '')}…`;
}
