#!/usr/bin/env node
// npm run bench [-- --sizes 1000,10000] [--threads N] [--corpus DIR] [--generator FILE]
//
// For each size, generates the reference corpus (/work/shared/bench/gen-corpus.mjs, else
// scripts/gen-corpus.mjs; cached under $TMPDIR/docs-bench) and runs `docs build` on it, each run a
// fresh process, measuring wall time and peak RSS (worker threads included):
//   cold   no parse cache, no previous build: every file parsed, every page rendered
//   warm   the parse cache full, no previous build: every page rendered (CI with only the parse cache)
//   noop   nothing changed since the last build: every page reused (incremental)
//   edit   one doc's text edited since the last build: one page rendered, the others reused
// (and the CPU time of each, all threads: on a shared machine it swings less than the wall time)
// and, on one thread, the pure parse of every doc (parseContent, no cache) with the ratio
// cold / (parse / threads). Per page: the JS + CSS (gzip) a doc page loads, and the search bytes
// (gzip) the first query fetches, median/max over a query set (the chunks it needs when the index is split).
// 100k docs: --sizes 100000 (about 900 MB of Markdown; run it on request only).
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs, root } from './bench-lib.mjs';

const { option } = parseArgs();
const sizes = option('--sizes', '1000,10000').split(',').map(Number);
const threads = Number(option('--threads', '')) || undefined;
const corpus = option('--corpus');
const sharedGenerator = '/work/shared/bench/gen-corpus.mjs';
const generator = option('--generator', existsSync(sharedGenerator) ? sharedGenerator : path.join(root, 'scripts', 'gen-corpus.mjs'));
const benchDir = path.join(tmpdir(), 'docs-bench');
mkdirSync(benchDir, { recursive: true });
const CONFIG = "export default { title: 'Reference corpus', url: 'https://bench.example.com', docs: { path: 'docs', routeBasePath: '/' }, onBrokenLinks: 'warn', onBrokenAnchors: 'ignore' };\n";

function run(mode, ...args) {
  const out = execFileSync(process.execPath, ['--max-old-space-size=4096', path.join(root, 'scripts', 'bench-run.mjs'), mode, ...args], { encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'ignore'] });
  return JSON.parse(out.trim().split('\n').pop());
}

/** A site folder with the corpus's docs and a config of its own (the corpus may come without one). */
function ensureSite(n) {
  const dir = corpus ? path.resolve(corpus) : path.join(benchDir, `ref-${n}`);
  if (!corpus && !existsSync(path.join(dir, 'docs'))) execFileSync(process.execPath, [generator, dir, String(n)], { stdio: 'ignore' });
  if (!['site.config.ts', 'site.config.js', 'site.config.mjs', 'docusaurus.config.js'].some((f) => existsSync(path.join(dir, f)))) writeFileSync(path.join(dir, 'site.config.mjs'), CONFIG);
  return dir;
}

/** A doc page of the build: the first index.html two levels down. */
function docPage(buildDir) {
  const find = (dir, depth) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory() && !['assets', '_pages', 'img', 'tags'].includes(entry.name)) {
        const hit = find(p, depth + 1);
        if (hit) return hit;
      } else if (entry.name === 'index.html' && depth >= 2) return p;
    }
    return undefined;
  };
  return find(buildDir, 0);
}

const gzipKB = (file) => +(gzipSync(readFileSync(file)).length / 1024).toFixed(1);

/** JS + CSS (gzip) a doc page loads. */
function pageAssetsKB(buildDir) {
  const page = docPage(buildDir);
  if (!page) return undefined;
  const refs = [...readFileSync(page, 'utf8').matchAll(/(?:href|src)="\/(assets\/[^"]+\.(?:css|js))"/g)].map((m) => m[1]);
  return +refs.reduce((sum, ref) => sum + gzipKB(path.join(buildDir, ref)), 0).toFixed(1);
}

/**
 * Search bytes (gzip) the first query fetches, as "median/max" KB over a query set: the whole index
 * file for a small site; for a split index (a large site), what the search box fetches for its first
 * query, typed at once and typed key by key (scripts/bench-search-chunks.mjs).
 */
function searchFirstQueryKB(buildDir) {
  const file = path.join(buildDir, 'search-index-en.json');
  if (!existsSync(file)) return {};
  if (!existsSync(path.join(buildDir, 'search-index-en', 'manifest.json'))) return { searchKB: String(gzipKB(file)), searchTypedKB: String(gzipKB(file)) };
  const out = execFileSync(process.execPath, ['--max-old-space-size=4096', path.join(root, 'scripts', 'bench-search-chunks.mjs'), file, '--queries', '40'], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const row = JSON.parse(out.slice(out.indexOf('{')));
  const kb = (s) => `${s.median}/${s.max}`;
  return { searchKB: kb(row.firstQueryKB), searchTypedKB: kb(row.firstQueryTypedKB) };
}

/** Appends a paragraph to one doc, as an author's edit (its description and title stay). */
function editOneDoc(site, n) {
  const docs = readdirSync(path.join(site, 'docs'), { recursive: true }).filter((f) => /\.mdx?$/.test(f)).sort();
  appendFileSync(path.join(site, 'docs', docs[Math.floor(docs.length / 2)]), `\nAn edit made by the bench, ${n}.\n`);
}

/**
 * Moves a folder out of the way of the next measurement, to be removed once all are made. Removing
 * thousands of files just before a build slows that build's own file creation for a minute or so
 * on some file systems (ext4 without a journal skips recently freed inodes one by one: seen here,
 * 3.7 s against 6-7 s for the warm 1k build), and a build in CI starts from a fresh checkout.
 */
const asideDirs = [];
function setAside(dir) {
  if (!existsSync(dir)) return;
  const aside = `${dir}.bench-aside-${process.pid}-${asideDirs.length}`;
  renameSync(dir, aside);
  asideDirs.push(aside);
}

const rows = [];
const cores = threads ?? availableParallelism();
for (const n of corpus ? [0] : sizes) {
  const site = ensureSite(n);
  const cache = path.join(site, '.docs-cache');
  const out = path.join(site, 'build');
  const build = (...extra) => run('cli', site, '--out-dir', out, ...(threads ? ['--threads', String(threads)] : []), ...extra);
  setAside(cache);
  setAside(out);
  const cold = build();
  setAside(out); // the parse cache stays, the previous build goes
  const warm = build();
  const noop = build();
  editOneDoc(site, Date.now());
  const edit = build();
  const parse = run('parse', site);
  const row = {
    docs: parse.files,
    mb: parse.mb,
    coldS: cold.seconds,
    warmS: warm.seconds,
    noopS: noop.seconds,
    editS: edit.seconds,
    editReused: edit.reused,
    coldCpuS: cold.cpuSeconds,
    warmCpuS: warm.cpuSeconds,
    noopCpuS: noop.cpuSeconds,
    editCpuS: edit.cpuSeconds,
    parseS: parse.seconds,
    'cold/(parse/cores)': +(cold.seconds / (parse.seconds / cores)).toFixed(2),
    peakMB: Math.max(cold.peakMB, warm.peakMB, noop.peakMB, edit.peakMB),
    coldMB: cold.peakMB,
    warmMB: warm.peakMB,
    jsCssKB: pageAssetsKB(out),
    ...searchFirstQueryKB(out),
  };
  for (const r of [cold, warm, noop, edit]) if (r.exitCode) row.failed = `exit ${r.exitCode}`;
  rows.push(row);
  console.log(JSON.stringify(row));
}
for (const dir of asideDirs) rmSync(dir, { recursive: true, force: true });
console.log(`threads: ${cores}, commit: ${(() => { try { return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim(); } catch { return '?'; } })()}`);
console.table(rows);
