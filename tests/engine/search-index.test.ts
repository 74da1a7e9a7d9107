/**
 * engine/search/lunr-writer: the index it writes is the one lunr's own Builder makes from the same
 * documents (same tokenizer and pipeline), field for field, on edge cases and on the shipped
 * site, and lunr.Index.load reads it.
 */
import lunr from 'lunr';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createLinkContext } from '../../engine/graph/links.js';
import { loadSite } from '../../engine/load.js';
import { createSearchDocuments, DEFAULT_SEARCH_INDEX_OPTIONS, indexedFields, indexFields, type IndexField, writeLunrIndex } from '../../engine/search/index.js';
import { tokenize, trimWord } from '../../engine/search/tokenize.js';
import { renderDocContent, type RenderedContent } from '../../renderer/markdown/index.js';
import { searchPages } from '../../renderer/server/search-index.js';

/**
 * lunr's trimmer, made Unicode-aware as ours is (lunr's own strips every non-ASCII letter, which
 * would empty Arabic or accented words).
 */
const unicodeTrimmer = (token: lunr.Token) => token.update((s: string) => trimWord(s));
lunr.Pipeline.registerFunction(unicodeTrimmer as unknown as lunr.PipelineFunction, 'unicodeTrimmer');

/** The reference: lunr.Builder with our tokenizer and lunr's default pipelines (trimmer Unicode-aware). */
function lunrBuilderIndex(documents: readonly Record<string, unknown>[], fields: readonly IndexField[]): unknown {
  const builder = new lunr.Builder();
  builder.tokenizer = tokenize as unknown as typeof builder.tokenizer;
  builder.pipeline.add(unicodeTrimmer as unknown as lunr.PipelineFunction, lunr.stopWordFilter, lunr.stemmer);
  builder.searchPipeline.add(lunr.stemmer);
  builder.ref('ref');
  for (const field of fields) builder.field(field.name, { boost: field.boost });
  documents.forEach((doc, i) => builder.add({ ...doc, ref: String(i) }));
  return JSON.parse(JSON.stringify(builder.build().toJSON()));
}

const FIELDS: IndexField[] = [
  { name: 'title', boost: 5 },
  { name: 'content', boost: 1 },
  { name: 'tags', boost: 3 },
];

const DOCS: Record<string, unknown>[] = [
  { title: 'Install the agent', content: 'Install the Kubernetes agent with Helm. The agent runs as a DaemonSet; agents report every 10s.', tags: ['Kubernetes monitoring', 'agent'] },
  { title: 'Ports', content: 'Ingest listens on ingest.example.com:443 and 4317/4318 (OTLP). Errors: channel_not_found, invalid_token.', tags: [] },
  { title: 'The', content: 'the and of a an to', tags: undefined },
  { title: 'Café — naïve façade', content: '→ ← ✓ 日本語 12 12 12 policy policies policy’s', tags: ['Cost'] },
  { title: '', content: '', tags: [] },
  { title: 'Monitoring monitors monitored', content: 'monitor '.repeat(30), tags: ['Monitoring'] },
  { title: 'مقدمة', content: 'أطلس يرسم خرائط «البنية» التحتية، 数据库检索', tags: ['خرائط'] },
];

describe('writeLunrIndex', () => {
  it('writes what lunr.Builder builds', () => {
    expect(JSON.parse(writeLunrIndex(DOCS, FIELDS))).toEqual(lunrBuilderIndex(DOCS, FIELDS));
  });

  it('applies field boosts as lunr does, with any set of fields', () => {
    const fields = [...FIELDS.map((f) => ({ ...f, boost: f.boost * 2 })), { name: 'sidebarParentCategories', boost: 2 }];
    const docs = DOCS.map((d, i) => ({ ...d, sidebarParentCategories: i % 2 ? ['Agents', 'Kubernetes agent'] : [] }));
    expect(JSON.parse(writeLunrIndex(docs, fields))).toEqual(lunrBuilderIndex(docs, fields));
  });

  it('rounds scores through the given function only', () => {
    const rounded = JSON.parse(writeLunrIndex(DOCS, FIELDS, (v) => Number(v.toPrecision(2)))) as { fieldVectors: [string, number[]][] };
    for (const [, elements] of rounded.fieldVectors) for (let i = 1; i < elements.length; i += 2) expect(String(elements[i]).replace(/^0\.0*|\./g, '').length).toBeLessThanOrEqual(2);
  });

  it('is read by lunr.Index.load and searched by lunr', () => {
    const index = lunr.Index.load(JSON.parse(writeLunrIndex(DOCS, FIELDS)) as object);
    expect(index.search('kubernetes')[0].ref).toBe('0');
    // Compounds are indexed whole too, so lunr itself finds a pasted identifier.
    expect(index.search('channel_not_found').map((r) => r.ref)).toEqual(['1']);
    expect(index.search('invalid').map((r) => r.ref)).toEqual(['1']);
    expect(index.search('monitoring')[0].ref).toBe('5');
  });
});

describe('writeLunrIndex on the shipped site', () => {
  it('writes what lunr.Builder builds from every section of every doc', async () => {
    const site = await loadSite(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));
    const ctx = createLinkContext(site.graph);
    const contents = new Map<string, RenderedContent>();
    for (const doc of site.graph.docs) contents.set(doc.key, renderDocContent(site.trees.get(doc.key)!, doc, ctx, { addFile: (p: string) => p }));
    const docs = createSearchDocuments(searchPages(site.graph, contents), DEFAULT_SEARCH_INDEX_OPTIONS).map(indexedFields);
    expect(docs.length).toBeGreaterThan(400);
    const fields = indexFields(DEFAULT_SEARCH_INDEX_OPTIONS);
    expect(JSON.parse(writeLunrIndex(docs, fields))).toEqual(lunrBuilderIndex(docs, fields));
  }, 120_000);
});
