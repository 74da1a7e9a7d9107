#!/usr/bin/env node
// node scripts/bench-search.mjs [SITE_DIR] [--queries 200] [--out DIR]
//
// Local search on a built site (default: the generated 10,000-doc corpus, made with
// scripts/gen-corpus.mjs when missing). Builds the site once (buildSite, which writes the index),
// then measures, from the rendered sections the build returns:
//   - index build time (sections -> documents -> lunr index -> JSON text), best of 2,
//   - index size, raw and gzip, and its share of the site's total text gzip
//     (every .html/.json/.js/.css/.xml/.txt/.svg file of the build except the index),
// and, in a fresh process that has only the index (as a browser tab would):
//   - index load time (JSON.parse, then loadSearchIndex),
//   - query latency over N deterministic queries (half whole words, half 2-5 letter prefixes,
//     one in five two words, drawn from the documents' titles and excerpts), after 20 warm-up
//     queries: median, p95, max;
//   - typing latency: the same queries typed one character at a time (every prefix searched, as
//     the search box does on each keystroke), one in four with a typo (two letters swapped, so
//     the correction runs): median, p95, max per keystroke.
// Needs `npx tsc -p .` first (it runs the compiled engine and renderer from dist/).
//
// node scripts/bench-search.mjs --query-only INDEX_JSON [--queries 200]: the second part alone.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, ensureCorpus, parseArgs } from './bench-lib.mjs';
import { gzipSync } from 'node:zlib';

const { args, option, positional } = parseArgs();
const queryCount = Number(option('--queries', '200'));

if (args.includes('--query-only')) {
  console.log(JSON.stringify(await measureQueries(option('--query-only'), queryCount)));
  process.exit(0);
}

/** Loads an index file and times N queries (run in its own process). */
async function measureQueries(indexFile, count) {
  const { loadSearchIndex, searchQuery } = await import('../dist/engine/search/index.js');
  const { default: lunr } = await import('lunr');
  const isStopWord = (w) => lunr.stopWordFilter(new lunr.Token(w, {})) === undefined;
  const text = readFileSync(indexFile, 'utf8');
  let t = performance.now();
  const file = JSON.parse(text);
  const parseMs = performance.now() - t;
  t = performance.now();
  const loaded = loadSearchIndex(file);
  const loadMs = performance.now() - t;
  // Deterministic queries from the documents' own words.
  const random = createRandom(42);
  const words = [];
  for (const doc of file.documents) {
    for (const w of `${doc.sectionTitle} ${doc.excerpt}`.toLowerCase().split(/[^a-z0-9]+/)) if (w.length > 3 && !/^\d+$/.test(w) && !isStopWord(w)) words.push(w);
    if (words.length > 50_000) break;
  }
  file.index = undefined;
  const pickWord = () => words[Math.floor(random() * words.length)];
  const makeQuery = (i) => {
    const first = i % 2 ? pickWord() : pickWord().slice(0, 2 + Math.floor(random() * 4));
    return i % 5 === 0 ? `${pickWord()} ${first}` : first;
  };
  for (let i = 0; i < 20; i++) searchQuery(loaded, makeQuery(i), 8);
  const latencies = [];
  const queries = [];
  let empty = 0;
  for (let i = 0; i < count; i++) {
    const q = makeQuery(i);
    queries.push(q);
    t = performance.now();
    const hits = searchQuery(loaded, q, 8).hits;
    latencies.push(performance.now() - t);
    if (!hits.length) empty++;
  }
  // Typing: every prefix of each query, some with two letters swapped.
  const typing = [];
  let corrected = 0;
  for (let i = 0; i < queries.length; i++) {
    let q = queries[i];
    if (i % 4 === 0 && q.length >= 6) q = q.slice(0, 2) + q[3] + q[2] + q.slice(4);
    for (let n = 1; n <= q.length; n++) {
      t = performance.now();
      const outcome = searchQuery(loaded, q.slice(0, n), 8);
      typing.push(performance.now() - t);
      if (outcome.correctedQuery) corrected++;
    }
  }
  latencies.sort((a, b) => a - b);
  typing.sort((a, b) => a - b);
  const quantileOf = (list, p) => +list[Math.min(list.length - 1, Math.ceil(p * list.length) - 1)].toFixed(2);
  const quantile = (p) => quantileOf(latencies, p);
  return {
    indexParseMs: Math.round(parseMs),
    indexLoadMs: Math.round(loadMs),
    queries: count,
    queriesWithoutResults: empty,
    queryMedianMs: quantile(0.5),
    queryP95Ms: quantile(0.95),
    queryMaxMs: +latencies[latencies.length - 1].toFixed(2),
    keystrokes: typing.length,
    keystrokesCorrected: corrected,
    typingMedianMs: quantileOf(typing, 0.5),
    typingP95Ms: quantileOf(typing, 0.95),
    typingMaxMs: +typing[typing.length - 1].toFixed(2),
    sampleQueries: queries.slice(0, 8),
  };
}
const siteDir = path.resolve(positional[0] ?? path.join(tmpdir(), 'docs-bench', 'gen-10000'));

if (!existsSync(siteDir)) {
  const n = /gen-(\d+)$/.exec(siteDir)?.[1];
  if (!n) throw new Error(`${siteDir} does not exist`);
  process.stderr.write(`Generating a ${n}-doc corpus in ${siteDir}...\n`);
  ensureCorpus(siteDir, n);
}

const { loadSite } = await import('../dist/engine/load.js');
const { buildSite } = await import('../dist/renderer/server/build.js');
const { siteSearchIndexJson } = await import('../dist/renderer/server/search-index.js');

const seconds = (ms) => +(ms / 1000).toFixed(2);
const kb = (bytes) => Math.round(bytes / 1024);

let t = performance.now();
const site = await loadSite(siteDir, { validate: false });
const loadMs = performance.now() - t;
const outDir = option('--out', path.join(mkdtempSync(path.join(tmpdir(), 'docs-bench-search-')), 'build'));
t = performance.now();
const result = await buildSite(site, { outDir });
const buildMs = performance.now() - t;

// Index build time, from the sections the build rendered (best of 2: the first run warms the JIT).
let json;
const indexTimes = [];
for (let i = 0; i < 2; i++) {
  t = performance.now();
  json = siteSearchIndexJson(site.graph, result.contents);
  indexTimes.push(performance.now() - t);
}
const searchDocuments = JSON.parse(json).documents.length;
const indexBytes = Buffer.byteLength(json);
const indexGzip = gzipSync(json).length;

// The site's text, without the index.
let textBytes = 0;
let textGzip = 0;
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p);
    else if (/\.(html|json|js|css|xml|txt|svg)$/.test(entry.name) && !entry.name.startsWith('search-index-')) {
      const data = readFileSync(p);
      textBytes += data.length;
      textGzip += gzipSync(data).length;
    }
  }
};
walk(outDir);

// Load and queries in a fresh process with nothing but the index.
const indexFile = path.join(outDir, `search-index-${site.graph.locale.locale}.json`);
const queries = JSON.parse(execFileSync(process.execPath, ['--max-old-space-size=4096', fileURLToPath(import.meta.url), '--query-only', indexFile, '--queries', String(queryCount)], { encoding: 'utf8', maxBuffer: 1 << 24 }));
const report = {
  site: siteDir,
  docs: site.graph.docs.length,
  searchDocuments,
  loadSeconds: seconds(loadMs),
  siteBuildSeconds: seconds(buildMs),
  indexBuildSeconds: seconds(Math.min(...indexTimes)),
  indexRawKB: kb(indexBytes),
  indexGzipKB: kb(indexGzip),
  siteTextRawKB: kb(textBytes),
  siteTextGzipKB: kb(textGzip),
  indexShareOfSiteGzip: `${((100 * indexGzip) / textGzip).toFixed(1)}%`,
  ...queries,
};
console.log(JSON.stringify(report, null, 2));
if (!args.includes('--out')) rmSync(path.dirname(outDir), { recursive: true, force: true });
