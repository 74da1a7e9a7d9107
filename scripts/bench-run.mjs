// One measurement in a fresh process (see bench.mjs): prints a JSON line.
//   node scripts/bench-run.mjs load|build SITE_DIR [CONFIG] [PARSE_CACHE_DIR]
// An empty cache folder measures a cold run; the same folder again, a warm one.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const [, , mode, siteDir, config, cacheDir] = process.argv;
process.env.NODE_ENV ??= 'production';
const { loadSite } = await import('../dist/engine/index.js');
const started = performance.now();
// As `docs check` (no trees kept) and `docs build` (trees kept in the parse workers, rendered there) do.
const site = await loadSite(siteDir, { ...(config ? { config } : {}), ...(cacheDir ? { cache: cacheDir } : {}), ...(mode === 'build' ? { contentWorkers: true } : { trees: false }) });
let outDir;
if (mode === 'build') {
  const { buildSite } = await import('../dist/renderer/server/build.js');
  outDir = path.join(mkdtempSync(path.join(tmpdir(), 'docs-bench-out-')), 'build');
  await buildSite(site, { outDir });
}
await site.workers?.close();
const seconds = +((performance.now() - started) / 1000).toFixed(2);
const peakMB = Math.round(process.resourceUsage().maxRSS / 1024);
console.log(JSON.stringify({ seconds, peakMB, docs: site.graph.docs.length, diagnostics: site.diagnostics.length, outDir }));
