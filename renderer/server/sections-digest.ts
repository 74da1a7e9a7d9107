/**
 * The digest of a page's search sections as the search index takes them (their JSON, analyses left
 * out: they follow from the text). Made where the page renders and kept with its content
 * (BuiltContent.digest), so an incremental build hashes the index's input by one digest per page.
 */
import { createHash } from 'node:crypto';
import type { ContentSection } from '../markdown/sections.js';

export function sectionsDigest(sections: readonly ContentSection[]): string {
  return createHash('sha1')
    .update(JSON.stringify(sections.map(({ analysis: _analysis, ...section }) => section)))
    .digest('hex');
}
