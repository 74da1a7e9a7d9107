/**
 * Large sites render in the worker threads that parsed them (engine ContentWorkers +
 * renderer/server/render-worker.ts): the build must be the same, byte for byte, as one rendered on
 * the main thread. DOCS_THREADS=2 forces the worker path on a machine with one core too.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';
import { REPO_ROOT } from '../support/site.js';

let site: string;

/** Every file of a folder, relative paths, sorted. */
function files(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel))
    .flatMap((name) => (statSync(path.join(dir, rel, name)).isDirectory() ? files(dir, path.join(rel, name)) : [path.join(rel, name)]))
    .sort();
}

const WORKERS_ENV = { ...process.env, NO_COLOR: '1', DOCS_NO_CACHE: '1', DOCS_THREADS: '2' };

beforeAll(() => {
  site = mkdtempSync(path.join(tmpdir(), 'docs-workers-'));
  // 360 docs: above the size where parsing (and so rendering) moves to worker threads.
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/gen-corpus.mjs'), site, '360']);
  const diagram = readdirSync(path.join(REPO_ROOT, 'content/static/img/diagrams')).find((f) => f.endsWith('.svg'))!;
  copyFileSync(path.join(REPO_ROOT, 'content/static/img/diagrams', diagram), path.join(site, 'docs', 'diagram.svg'));
  writeFileSync(path.join(site, 'docs', 'with-image.md'), '# With an image\n\nThe flow:\n\n![The data flow](./diagram.svg)\n\nSee [the introduction](./index.md).\n');
}, 60_000);

describe('a large site', () => {
  it('keeps its trees in the parse workers when asked to', async () => {
    // The compiled engine (the global setup compiles it): workers run compiled JavaScript only.
    const compiled = (await import(path.join(REPO_ROOT, 'dist/engine/load.js'))) as typeof import('../../engine/load.js');
    process.env.DOCS_THREADS = '2';
    const loaded = await compiled.loadSite(site, { cache: false, contentWorkers: true }).finally(() => delete process.env.DOCS_THREADS);
    try {
      expect(loaded.workers).toBeDefined();
      expect(loaded.trees.size).toBe(0);
      expect(loaded.graph.docs.length).toBe(362);
      // A task goes to every worker, or only to those holding one of the sources named (an
      // incremental build sends its render task only where the docs to render are).
      const task = path.join(mkdtempSync(path.join(tmpdir(), 'docs-task-')), 'count-task.mjs');
      writeFileSync(task, 'export function runTask(_input, { trees }) { return trees.size; }\n');
      const all = await loaded.workers!.run<number>(pathToFileURL(task), {});
      expect(all.length).toBe(2);
      expect(all.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(362);
      const one = loaded.graph.docs.find((d) => d.source.endsWith('index.md'))!.source;
      expect(await loaded.workers!.run<number>(pathToFileURL(task), {}, undefined, new Set([one]))).toHaveLength(1);
    } finally {
      await loaded.workers?.close();
    }
  });

  it('builds the same files from the workers (docs build) as from the main thread', async () => {
    const cli = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site, '--out-dir', 'build-workers'], { encoding: 'utf8', env: WORKERS_ENV });
    expect(cli.status, cli.stderr).toBe(0);
    expect(cli.stderr).toMatch(/Built \d+ pages/);

    const loaded = await loadSite(site, { cache: false });
    expect(loaded.workers).toBeUndefined();
    await buildSite(loaded, { outDir: path.join(site, 'build-main') });

    const fromWorkers = files(path.join(site, 'build-workers'));
    const fromMain = files(path.join(site, 'build-main'));
    expect(fromWorkers).toEqual(fromMain);
    expect(fromWorkers.filter((f) => f.endsWith('.html')).length).toBeGreaterThan(362);
    expect(fromWorkers.some((f) => /^assets\/images\/diagram-[0-9a-f]{8}\.svg$/.test(f))).toBe(true);
    const differing = fromWorkers.filter((f) => !readFileSync(path.join(site, 'build-workers', f)).equals(readFileSync(path.join(site, 'build-main', f))));
    expect(differing).toEqual([]);
    expect(readFileSync(path.join(site, 'build-workers', 'with-image', 'index.html'), 'utf8')).toMatch(/<img src="\/assets\/images\/diagram-[0-9a-f]{8}\.svg" alt="The data flow"/);
  }, 120_000);

  it('prints what the workers found while rendering in the order of the pages, as the main thread does', async () => {
    // A diagram the build cannot draw warns at render time; one in each section, so both workers find some.
    const sections = readdirSync(path.join(site, 'docs'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const written = sections.map((section) => path.join(site, 'docs', section, 'zz-diagram.md'));
    for (const file of written) writeFileSync(file, '# A pie\n\n```mermaid\npie title Share\n  "a" : 1\n```\n');
    try {
      const cli = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site, '--out-dir', 'build-warnings'], { encoding: 'utf8', env: WORKERS_ENV });
      expect(cli.status, cli.stderr).toBe(0);
      const printed = [...cli.stderr.matchAll(/^(docs\/\S+):\d+:\d+\s+warning.*\[mermaid-unsupported\]/gm)].map((m) => m[1]);
      expect(printed.length).toBe(sections.length);

      const loaded = await loadSite(site, { cache: false });
      const result = await buildSite(loaded, { outDir: path.join(site, 'build-warnings-main') });
      const fromMain = result.diagnostics.filter((d) => d.rule === 'mermaid-unsupported').map((d) => d.file);
      expect(printed).toEqual(fromMain);
    } finally {
      for (const file of written) rmSync(file);
    }
  }, 120_000);

  it('is checked without keeping any tree (docs check), diagnostics and all', () => {
    const broken = path.join(site, 'docs', 'broken-link.md');
    writeFileSync(broken, '# Broken\n\nSee [nowhere](./nowhere.md).\n');
    try {
      const check = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'check', site], { encoding: 'utf8', env: WORKERS_ENV });
      expect(check.status).toBe(1);
      expect(check.stdout).toMatch(/docs\/broken-link\.md:3:5\s+error\s+.*nowhere\.md.*\[broken-markdown-link\]/);
      expect(check.stdout).toMatch(/in 363 docs/);
    } finally {
      rmSync(broken);
    }
  }, 60_000);
});

