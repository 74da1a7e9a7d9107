#!/usr/bin/env node
// node scripts/bench-search-chunks.mjs INDEX_JSON [--queries 100]
//
// The chunked search index (engine/search/split-index.ts) of a built site's search-index-*.json
// (for example the 10,000-doc corpus: `node ../shared/bench/gen-corpus.mjs DIR 10000`, then
// `docs build DIR`): split time, chunk counts and gzip sizes, and, for deterministic queries drawn
// from the documents' words (whole words, 2-5 letter prefixes, two-word queries, one in four with
// a typo), the gzip bytes a reader fetches on a fresh page (manifest included):
//   - first query: the query typed at once (pasted, or typed faster than the chunks arrive);
//   - first query typed: every prefix of it searched in turn, as the box does on each keystroke;
// each checked against the whole index (same ranked results), median / p90 / max.
// Needs `npx tsc -p .` first (it runs the compiled engine from dist/).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createRandom, parseArgs } from './bench-lib.mjs';

const { option, positional } = parseArgs();
const file = positional[0];
if (!file) {
  console.error('usage: node scripts/bench-search-chunks.mjs INDEX_JSON [--queries 100]');
  process.exit(2);
}
const count = Number(option('--queries', '100'));
const { splitSearchIndex } = await import('../dist/engine/search/split-index.js');
const { openChunkedIndex, searchChunked } = await import('../dist/engine/search/chunked-search.js');
const { loadSearchIndex, searchQuery } = await import('../dist/engine/search/query.js');

const text = readFileSync(file, 'utf8');
let t = performance.now();
const split = splitSearchIndex(JSON.parse(text));
const splitMs = Math.round(performance.now() - t);
const gz = new Map([...split.chunks].map(([name, body]) => [name, gzipSync(body).length]));
const manifestGz = gzipSync(JSON.stringify(split.manifest)).length;
const kinds = {};
for (const [name, size] of gz) {
  const k = { v: 'vocabulary', p: 'postings', d: 'documents', s: 'spelling' }[name[0]];
  kinds[k] ??= { chunks: 0, gzipKB: 0, maxKB: 0 };
  kinds[k].chunks++;
  kinds[k].gzipKB += size / 1024;
  kinds[k].maxKB = Math.max(kinds[k].maxKB, size / 1024);
}
for (const k of Object.values(kinds)) {
  k.gzipKB = Math.round(k.gzipKB);
  k.maxKB = +k.maxKB.toFixed(1);
}

const file0 = JSON.parse(text);
const whole = loadSearchIndex(file0);
const random = createRandom(7);
const words = [];
for (const doc of file0.documents) {
  for (const w of `${doc.sectionTitle} ${doc.excerpt}`.toLowerCase().split(/[^a-z0-9]+/)) if (w.length > 3 && !/^\d+$/.test(w)) words.push(w);
  if (words.length > 50_000) break;
}
const pick = () => words[Math.floor(random() * words.length)];
const queries = Array.from({ length: count }, (_, i) => {
  let q = i % 3 === 2 ? pick().slice(0, 2 + Math.floor(random() * 4)) : pick();
  if (i % 4 === 1 && q.length >= 6) q = q.slice(0, 2) + q[3] + q[2] + q.slice(4);
  return i % 5 === 0 ? `${pick()} ${q}` : q;
});

/** Gzip KB a fresh page fetches to answer `typed` in turn; checks the last against the whole index. */
async function fetchedKB(typed) {
  let bytes = manifestGz;
  const index = openChunkedIndex(split.manifest, async (p) => {
    const name = p.slice(split.manifest.base.length);
    bytes += gz.get(name);
    return JSON.parse(split.chunks.get(name));
  });
  let outcome;
  for (const q of typed) outcome = await searchChunked(index, q, 8);
  const expected = searchQuery(whole, typed.at(-1), 8);
  const same = JSON.stringify(outcome) === JSON.stringify(expected);
  return { kb: bytes / 1024, same };
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]);
  return { median: at(0.5), p90: at(0.9), max: Math.round(sorted.at(-1)) };
};
const atOnce = [];
const typedOut = [];
let different = 0;
for (const q of queries) {
  const a = await fetchedKB([q]);
  const b = await fetchedKB(Array.from({ length: q.length }, (_, n) => q.slice(0, n + 1)).filter((p) => p.trim()));
  atOnce.push(a.kb);
  typedOut.push(b.kb);
  if (!a.same || !b.same) different++;
}
const row = {
  searchDocuments: split.manifest.documentCount,
  wholeGzipKB: Math.round(gzipSync(text).length / 1024),
  splitMs,
  manifestKB: +(manifestGz / 1024).toFixed(1),
  ...Object.fromEntries(Object.entries(kinds).map(([k, v]) => [k, `${v.chunks} chunks, ${v.gzipKB} KB gzip, largest ${v.maxKB} KB`])),
  queries: queries.length,
  firstQueryKB: stats(atOnce),
  firstQueryTypedKB: stats(typedOut),
  resultsDifferingFromWholeIndex: different,
};
console.log(JSON.stringify(row, null, 2));
