#!/usr/bin/env node
// npm run bench [-- --sizes 1000,10000] [--corpus DIR] [--no-build] [--mdx]
//
// For each size, generates a corpus (scripts/gen-corpus.mjs, cached under $TMPDIR/docs-bench) and
// measures, each in a fresh process: load + validate (wall time, peak RSS) and `docs build` (wall
// time, peak RSS, HTML size of a doc page, JS + CSS gzip a doc page loads). "cold" runs start with an
// empty parse cache (every file parsed: a first build, or CI without a cache); "warm" runs find
// every parse in the cache (a rebuild after editing a few files).
// --mdx: the generated corpora with 30% of docs importing a partial and 10% using a site component
// (scripts/gen-corpus.mjs --mdx), to compare with the plain ones.
// --corpus DIR measures a folder made by shared/bench/gen-corpus.mjs (docs/ without a config) instead.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureCorpus, parseArgs, root } from './bench-lib.mjs';

const { args, option } = parseArgs();
const sizes = option('--sizes', '1000,10000').split(',').map(Number);
const corpus = option('--corpus');
const withBuild = !args.includes('--no-build');
const mdxCorpus = args.includes('--mdx');
const benchDir = path.join(tmpdir(), 'docs-bench');
mkdirSync(benchDir, { recursive: true });

function runChild(mode, siteDir, config, cacheDir) {
  const out = execFileSync(process.execPath, ['--max-old-space-size=4096', path.join(root, 'scripts', 'bench-run.mjs'), mode, siteDir, config ?? '', cacheDir], { encoding: 'utf8', maxBuffer: 1 << 26 });
  return JSON.parse(out.trim().split('\n').pop());
}

function pageWeight(buildDir) {
  // A doc page: the first index.html two levels down.
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
  const page = find(buildDir, 0);
  if (!page) return {};
  const html = readFileSync(page, 'utf8');
  const refs = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/g)].map((m) => m[1]);
  let gzip = 0;
  for (const ref of refs) gzip += gzipSync(readFileSync(path.join(buildDir, ref))).length;
  return { page: path.relative(buildDir, page), htmlKB: +(statSync(page).size / 1024).toFixed(1), assetsGzipKB: +(gzip / 1024).toFixed(1) };
}

const rows = [];
const targets = corpus ? [{ label: `corpus ${path.basename(corpus)}`, dir: path.resolve(corpus), shared: true }] : sizes.map((n) => ({ label: `N=${n}${mdxCorpus ? ' mdx' : ''}`, dir: path.join(benchDir, `gen-${n}${mdxCorpus ? '-mdx' : ''}`), n }));
for (const target of targets) {
  let config;
  if (target.shared) {
    config = path.join(benchDir, 'shared-corpus.config.mjs');
    writeFileSync(config, "export default { title: 'Reference corpus', url: 'https://bench.example.com', docs: { path: 'docs', routeBasePath: '/' }, onBrokenAnchors: 'ignore' };\n");
  } else {
    ensureCorpus(target.dir, target.n, 'ignore', mdxCorpus ? ['--mdx'] : []);
  }
  const warmCache = mkdtempSync(path.join(tmpdir(), 'docs-bench-cache-'));
  const coldLoad = runChild('load', target.dir, config, warmCache);
  const warmLoad = runChild('load', target.dir, config, warmCache);
  const row = { target: target.label, docs: coldLoad.docs, diagnostics: coldLoad.diagnostics, loadColdS: coldLoad.seconds, loadWarmS: warmLoad.seconds, loadPeakMB: Math.max(coldLoad.peakMB, warmLoad.peakMB) };
  if (withBuild) {
    const coldCache = mkdtempSync(path.join(tmpdir(), 'docs-bench-cache-'));
    const coldBuild = runChild('build', target.dir, config, coldCache);
    rmSync(coldCache, { recursive: true, force: true });
    const warmBuild = runChild('build', target.dir, config, warmCache);
    Object.assign(row, { buildColdS: coldBuild.seconds, buildWarmS: warmBuild.seconds, buildPeakMB: Math.max(coldBuild.peakMB, warmBuild.peakMB), ...pageWeight(warmBuild.outDir) });
    for (const build of [coldBuild, warmBuild]) rmSync(path.dirname(build.outDir), { recursive: true, force: true });
  }
  rmSync(warmCache, { recursive: true, force: true });
  rows.push(row);
  console.log(JSON.stringify(row));
}
console.table(rows);
