/**
 * Search over the shipped site's real index (the sections renderer/markdown extracts, through
 * renderer/server/search-index.ts): a word from a section offers that section within the first
 * results, and so does the section's title with its page's title.
 */
import lunr from 'lunr';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLinkContext } from '../../engine/graph/links.js';
import { loadSite } from '../../engine/load.js';
import { createSearchDocuments, literalQuery, loadSearchIndex, searchIndexes, type LoadedSearchIndex, type SearchDocument, type SearchIndexFile } from '../../engine/search/index.js';
import { INDEX_SEPARATOR } from '../../engine/search/tokenize.js';
import { renderDocContent, type RenderedContent } from '../../renderer/markdown/index.js';
import { searchPages, siteSearchIndex } from '../../renderer/server/search-index.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let file: SearchIndexFile;
let index: LoadedSearchIndex;
let documents: SearchDocument[];

beforeAll(async () => {
  const site = await loadSite(repoRoot);
  const ctx = createLinkContext(site.graph);
  const contents = new Map<string, RenderedContent>();
  for (const doc of site.graph.docs) contents.set(doc.key, renderDocContent(site.trees.get(doc.key)!, doc, ctx, { addFile: (p: string) => p }));
  file = siteSearchIndex(site.graph, contents);
  index = loadSearchIndex(JSON.parse(JSON.stringify(file)) as SearchIndexFile);
  documents = createSearchDocuments(searchPages(site.graph, contents), { indexDocSidebarParentCategories: 0 });
}, 120_000);

const indexPipeline = lunr.Pipeline.load(['trimmer', 'stopWordFilter', 'stemmer'] as unknown as object);
/** Index terms of a text, as the index has them (split, stop words out, stemmed). */
const stems = (text: string): string[] => {
  const tokens = text
    .toLowerCase()
    .split(INDEX_SEPARATOR)
    .filter((w) => w.length >= 4 && /[a-z]/.test(w))
    .map((w) => new lunr.Token(w, {}));
  return indexPipeline
    .run(tokens)
    .map(String)
    .filter((t) => t.length >= 4);
};

describe('search on the shipped site', () => {
  it('indexes every section of every doc, with the section route of the built page', () => {
    expect(file.documents.length).toBeGreaterThan(400);
    const slack = file.documents.filter((d) => d.pageTitle === 'Configure Slack notifications');
    expect(slack.map((d) => d.sectionRoute)).toContain('/monitors-alerts/alerts/notification-channels/slack#troubleshooting');
    expect(file.documents.find((d) => d.sectionRoute.includes('step%204%20-%20monitors%20&%20alerts'))).toBeDefined();
  });

  it('offers a section for its rarest word, within the first results', () => {
    const frequency = new Map<string, number>();
    const termsOf = documents.map((d) => new Set(stems(`${d.title} ${d.pageTitle} ${d.content}`)));
    for (const terms of termsOf) for (const t of terms) frequency.set(t, (frequency.get(t) ?? 0) + 1);
    const misses: string[] = [];
    let tried = 0;
    documents.forEach((doc, i) => {
      const rarest = [...termsOf[i]].sort((a, b) => frequency.get(a)! - frequency.get(b)! || (a < b ? -1 : 1))[0];
      if (!rarest || frequency.get(rarest)! > 4) return;
      tried++;
      const hits = searchIndexes(index, rarest, 8).map((h) => h.document.id);
      if (!hits.includes(doc.id)) misses.push(`${rarest} -> ${doc.sectionRoute}`);
    });
    expect(tried).toBeGreaterThan(300);
    expect(misses).toEqual([]);
  });

  it('offers a section for its title and its page title', () => {
    const misses = documents.filter((doc) => !searchIndexes(index, literalQuery(`${doc.pageTitle} ${doc.sectionTitle}`), 8).some((h) => h.document.id === doc.id));
    expect(misses.map((d) => d.sectionRoute)).toEqual([]);
  });

  it('offers sections while a word is typed', () => {
    const first = (q: string) => searchIndexes(index, q, 8).map((h) => h.document.sectionRoute);
    expect(first('rightsiz')).toContain('/cost-management/rightsizing/workload-rightsizing');
    expect(first('pagerd')).toContain('/monitors-alerts/alerts/notification-channels/pagerduty');
    expect(first('kafka')[0]).toBe('/infra-monitoring/message-broker-monitoring/kafka-monitoring');
  });
});
