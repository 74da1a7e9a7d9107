/**
 * The query set (query-set.ts, written by reading the shipped content) against the search index
 * of the built shipped site, as the browser loads it: the answering page first for at least 90%
 * of the queries and in the first three for at least 97%; for section-level questions, the
 * page's first result is the expected section for at least 90%. Every kind of query is tried,
 * no query shows a syntax error, and typos say what was searched instead.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { loadSearchIndex, searchQuery, type LoadedSearchIndex, type SearchIndexFile } from '../../engine/search/index.js';
import { buildSite } from '../../renderer/server/build.js';
import { REPO_ROOT } from '../support/site.js';
import { QUERIES } from './query-set.js';

let tmp: string;
let index: LoadedSearchIndex;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'docs-query-set-'));
  const outDir = path.join(tmp, 'build');
  await buildSite(await loadSite(REPO_ROOT, { cache: false }), { outDir });
  index = loadSearchIndex(JSON.parse(readFileSync(path.join(outDir, 'search-index-en.json'), 'utf8')) as SearchIndexFile);
}, 180_000);

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Where each query's page and section land. */
function run() {
  return QUERIES.map((c) => {
    const outcome = searchQuery(index, c.query, 8);
    const routes = outcome.hits.map((h) => h.document.sectionRoute);
    const pages = routes.map((r) => r.split('#')[0]);
    const pageFirst = routes.find((r) => r.split('#')[0] === c.page);
    return { ...c, outcome, routes, rank: pages.indexOf(c.page), sectionOk: !c.section || pageFirst === `${c.page}#${c.section}` };
  });
}

describe('the query set on the shipped site', () => {
  it('has at least 40 queries of every kind, each answered by a page of the site', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(40);
    const kinds = new Set(QUERIES.map((q) => q.kind));
    expect([...kinds].sort()).toEqual(['key', 'prefix', 'section', 'task', 'typo']);
    const pages = new Set(index.documents.map((d) => d.sectionRoute.split('#')[0]));
    const sections = new Set(index.documents.map((d) => d.sectionRoute));
    expect(QUERIES.filter((q) => !pages.has(q.page)).map((q) => q.page)).toEqual([]);
    expect(QUERIES.filter((q) => q.section && !sections.has(`${q.page}#${q.section}`)).map((q) => q.query)).toEqual([]);
  });

  it('puts the answering page first for 90% and in the top 3 for 97%, and the expected section first for 90%', () => {
    const results = run();
    const misses = results.filter((r) => r.rank !== 0 || !r.sectionOk).map((r) => `${r.query} -> ${r.routes.slice(0, 3).join(' | ')}`);
    const top1 = results.filter((r) => r.rank === 0).length / results.length;
    const top3 = results.filter((r) => r.rank >= 0 && r.rank < 3).length / results.length;
    const withSection = results.filter((r) => r.section);
    const sections = withSection.filter((r) => r.sectionOk).length / withSection.length;
    expect({ top1: top1 >= 0.9, top3: top3 >= 0.97, sections: sections >= 0.9, misses }).toEqual({ top1: true, top3: true, sections: true, misses: expect.any(Array) });
  });

  it('finds every key and flag query, and every typo query through a correction it reports', () => {
    const results = run();
    expect(results.filter((r) => r.kind === 'key' && r.rank !== 0).map((r) => r.query)).toEqual([]);
    const typos = results.filter((r) => r.kind === 'typo');
    expect(typos.filter((r) => r.rank < 0 || r.rank > 2).map((r) => r.query)).toEqual([]);
    expect(typos.filter((r) => !r.outcome.correctedQuery).map((r) => r.query)).toEqual([]);
    expect(searchQuery(index, 'kuberntes agent install').correctedQuery).toBe('kubernetes agent install');
  });

  it('puts the section whose code sample a query names first (its code block title counts as a heading)', () => {
    // The anatomy section shows `runbooks/checkout-latency.yaml`; the next one only mentions YAML.
    expect(searchQuery(index, 'runbook yaml format').hits[0]?.document.sectionRoute).toBe('/incident-management/runbooks#anatomy-of-a-runbook');
    expect(searchQuery(index, 'kafka').hits[0]?.document.sectionRoute).toBe('/infra-monitoring/message-broker-monitoring/kafka-monitoring');
  });

  it('finds half-typed words at every length from three letters', () => {
    for (const word of ['affinity', 'tolerations', 'pagination', 'rightsizing', 'dormant']) {
      for (let n = 3; n <= word.length; n++) expect(searchQuery(index, word.slice(0, n)).hits.length, word.slice(0, n)).toBeGreaterThan(0);
    }
    expect(searchQuery(index, 'paginat').hits[0].document.sectionRoute).toMatch(/^\/cost-management\/chargebackCostReporting\/chargeback-api/);
  });
});
