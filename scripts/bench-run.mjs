// One measurement in a fresh process (see bench.mjs): prints a JSON line.
//   node scripts/bench-run.mjs load|build SITE_DIR [CONFIG] [PARSE_CACHE_DIR]
//   node scripts/bench-run.mjs parse SITE_DIR        every doc parsed on this thread, no cache (the pure parse)
//   node scripts/bench-run.mjs cli SITE_DIR ARGS...  `docs build` itself, in this process (threads included)
// An empty cache folder measures a cold run; the same folder again, a warm one.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const [, , mode, siteDir, config, cacheDir] = process.argv;
process.env.NODE_ENV ??= 'production';
const started = performance.now();
const peakMB = () => Math.round(process.resourceUsage().maxRSS / 1024);
const seconds = () => +((performance.now() - started) / 1000).toFixed(2);

if (mode === 'cli') {
  // The CLI sets the exit code and prints its own summary; the measurement follows on stdout.
  let stderr = '';
  const write = process.stderr.write.bind(process.stderr);
  process.stderr.write = (chunk, ...rest) => {
    stderr += String(chunk);
    return write(chunk, ...rest);
  };
  process.argv = [process.argv[0], 'docs', 'build', siteDir, ...process.argv.slice(4)];
  process.on('exit', () => {
    const reused = /\(([\d,]+) reused\)/.exec(stderr);
    const usage = process.resourceUsage();
    const cpuSeconds = +((usage.userCPUTime + usage.systemCPUTime) / 1e6).toFixed(2);
    console.log(JSON.stringify({ seconds: seconds(), cpuSeconds, peakMB: peakMB(), exitCode: process.exitCode ?? 0, reused: reused ? Number(reused[1].replace(/,/g, '')) : undefined }));
  });
  await import('../bin/docs.js');
} else if (mode === 'parse') {
  const { parseContent } = await import('../dist/engine/content/parse.js');
  const docs = path.join(siteDir, 'docs');
  const files = readdirSync(docs, { recursive: true }).filter((f) => /\.mdx?$/.test(f));
  let bytes = 0;
  const begin = performance.now();
  for (const file of files) {
    const text = readFileSync(path.join(docs, file), 'utf8');
    bytes += Buffer.byteLength(text);
    parseContent(text, `docs/${file}`, file.endsWith('.mdx') ? 'mdx' : 'md');
  }
  console.log(JSON.stringify({ seconds: +((performance.now() - begin) / 1000).toFixed(2), files: files.length, mb: +(bytes / 1e6).toFixed(1), peakMB: peakMB() }));
} else {
  const { loadSite } = await import('../dist/engine/index.js');
  // As `docs check` (no trees kept) and `docs build` (trees kept in the parse workers, rendered there) do.
  const site = await loadSite(siteDir, { ...(config ? { config } : {}), ...(cacheDir ? { cache: cacheDir } : {}), ...(mode === 'build' ? { contentWorkers: true } : { trees: false }) });
  let outDir;
  if (mode === 'build') {
    const { buildSite } = await import('../dist/renderer/server/build.js');
    outDir = path.join(mkdtempSync(path.join(tmpdir(), 'docs-bench-out-')), 'build');
    await buildSite(site, { outDir });
  }
  await site.workers?.close();
  console.log(JSON.stringify({ seconds: seconds(), peakMB: peakMB(), docs: site.graph.docs.length, diagnostics: site.diagnostics.length, outDir }));
}
