#!/usr/bin/env node
// Edit-to-reload time and memory of `docs serve`:
//
//   node scripts/bench-serve.mjs [CORPUS_DIR] [--edits 100] [--warm 20] [--doc N]
//
// CORPUS_DIR defaults to $TMPDIR/docs-bench/gen-1000 (made with scripts/gen-corpus.mjs when missing)
// and is copied to a scratch folder first, so the corpus itself is never edited. The server runs in
// this process (compiled dist/, run `npm run build` first) on a free port; an event-stream client
// listens on /__docs/events. Each edit rewrites one paragraph of one doc; the time is measured from
// writing the file to the `reload` event (the edited page is already rendered then), and to the
// reloaded page's HTML being received. Between edits the bench waits for the server's `idle` event
// (other stale pages and the search index done), as a writer pauses between saves. Memory (RSS and
// heapUsed, after a full GC) is taken after the first `--warm` edits and after all of them.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCorpus, parseArgs, root } from './bench-lib.mjs';

if (typeof globalThis.gc !== 'function') {
  const child = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}

const { option, positional } = parseArgs();
const edits = Number(option('--edits', 100));
const warm = Number(option('--warm', 20));
const corpus = path.resolve(positional[0] ?? path.join(tmpdir(), 'docs-bench', 'gen-1000'));
ensureCorpus(corpus, 1000, 'inherit');
const work = path.join(mkdtempSync(path.join(tmpdir(), 'docs-bench-serve-')), 'site');
cpSync(corpus, work, { recursive: true, filter: (src) => !src.includes(`${path.sep}node_modules`) });

// As `docs serve` does: React's production build.
process.env.NODE_ENV ??= 'production';
const { serveSite } = await import(path.join(root, 'dist', 'serve', 'serve.js'));

// The edited doc: one in the middle of the corpus.
const docFiles = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(abs);
    else if (entry.name.endsWith('.md')) docFiles.push(abs);
  }
};
walk(path.join(work, 'docs'));
docFiles.sort();
const docFile = docFiles[Number(option('--doc', Math.floor(docFiles.length / 2)))];
const original = readFileSync(docFile, 'utf8');
const bodyAt = original.indexOf('\n---', 4) + 4;

const started = performance.now();
const server = await serveSite(work, { port: 0, host: '127.0.0.1', open: false, log: null });
const startupMs = performance.now() - started;
const base = `http://127.0.0.1:${server.port}`;

function get(url) {
  return new Promise((resolve, reject) => {
    http.get(url, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    }).on('error', reject);
  });
}

// Event-stream client.
const waiting = [];
const events = [];
const stream = http.get(`${base}/__docs/events`, (res) => {
  res.setEncoding('utf8');
  let buffer = '';
  res.on('data', (chunk) => {
    buffer += chunk;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(frame)?.[1];
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      if (!event) continue;
      const message = { event, data: data ? JSON.parse(data) : undefined, at: performance.now() };
      events.push(message);
      for (const w of [...waiting]) if (w.test(message)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(message);
      }
    }
  });
});
const waitFor = (test, label, timeout = 120_000) =>
  new Promise((resolve, reject) => {
    const found = events.find(test);
    if (found) return resolve(found);
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${label}`)), timeout);
    waiting.push({ test, resolve: (m) => (clearTimeout(timer), resolve(m)) });
  });

await waitFor((m) => m.event === 'hello', 'hello');
// Let the initial background work (rendering every page, the search index) finish first.
const idleAfterStart = performance.now();
while (server.status().stalePages > 0 || server.status().extensionsPending) {
  events.length = 0;
  await waitFor((m) => m.event === 'idle', 'initial idle', 600_000);
}
const initialBackgroundMs = performance.now() - idleAfterStart;

const toReload = [];
const toPage = [];
const memory = [];
const snapshotMemory = (label) => {
  globalThis.gc();
  globalThis.gc();
  const m = process.memoryUsage();
  memory.push({ after: label, rssMB: +(m.rss / 1048576).toFixed(1), heapUsedMB: +(m.heapUsed / 1048576).toFixed(1) });
};

for (let i = 1; i <= edits; i++) {
  const build = server.status().build;
  const marker = `Edited paragraph number ${i} of the serve benchmark.`;
  events.length = 0;
  const t0 = performance.now();
  writeFileSync(docFile, `${original.slice(0, bodyAt)}\n${marker}\n${original.slice(bodyAt)}`);
  const reload = await waitFor((m) => m.event === 'reload' && m.data.build > build, `reload after edit ${i}`);
  toReload.push(reload.at - t0);
  // The route the reload names is the edited doc's.
  const pageUrl = base + reload.data.routes[0].split('/').map(encodeURIComponent).join('/');
  const page = await get(pageUrl);
  toPage.push(performance.now() - t0);
  if (!page.body.includes(marker)) throw new Error(`edit ${i}: ${pageUrl} (${page.status}) does not show the edit`);
  await waitFor((m) => m.event === 'idle' && m.data.build >= reload.data.build, `idle after edit ${i}`);
  if (i === warm) snapshotMemory(`${warm} edits`);
}
snapshotMemory(`${edits} edits`);
writeFileSync(docFile, original);

const median = (list) => {
  const s = [...list].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const p90 = (list) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * 0.9))];
const round = (n) => +n.toFixed(1);
const [first, last] = memory;
const result = {
  corpus,
  docs: server.status().docs,
  editedDoc: path.relative(work, docFile),
  startupMs: round(startupMs),
  initialBackgroundMs: round(initialBackgroundMs),
  editToReloadMs: { medianFirst20: round(median(toReload.slice(0, 20))), median: round(median(toReload)), p90: round(p90(toReload)), min: round(Math.min(...toReload)), max: round(Math.max(...toReload)) },
  editToPageMs: { median: round(median(toPage)), p90: round(p90(toPage)) },
  memory,
  growth: { rss: `${round(((last.rssMB - first.rssMB) / first.rssMB) * 100)}%`, heapUsed: `${round(((last.heapUsedMB - first.heapUsedMB) / first.heapUsedMB) * 100)}%` },
};
console.log(JSON.stringify(result, null, 2));
stream.destroy();
await server.close();
rmSync(path.dirname(work), { recursive: true, force: true });
