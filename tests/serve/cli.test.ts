/**
 * `docs serve` as users run it (`node bin/docs.js serve`, the compiled CLI): on a generated site
 * large enough that the search index is built in a worker thread, an edit reloads the page, the
 * search index follows it, and Ctrl+C stops the server cleanly.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TIMEOUT, EventStream, repoRoot, request, startServeProcess } from './helpers.js';

let tmp: string;
let site: string;
let child: ChildProcess;
let port: number;
let output: () => string = () => '';

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'docs-serve-cli-'));
  site = path.join(tmp, 'site');
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'gen-corpus.mjs'), site, '220'], { stdio: 'ignore' });
  ({ child, port, output } = await startServeProcess(site, [], { ...process.env, NO_COLOR: '1', DOCS_NO_CACHE: '1' }));
}, 180_000);

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(tmp, { recursive: true, force: true });
});

function firstDoc(dir: string): string {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const found = firstDoc(abs);
      if (found) return found;
    } else if (/^doc-\d+\.md$/.test(entry.name)) return abs;
  }
  return '';
}

describe('docs serve (CLI)', () => {
  it('reloads after an edit, keeps the search index in step, and stops on Ctrl+C', async () => {
    const stream = new EventStream(port);
    await stream.connected;
    const file = firstDoc(path.join(site, 'docs'));
    const text = readFileSync(file, 'utf8');
    const from = stream.mark();
    writeFileSync(file, text.replace(/^title: .*$/m, 'title: Zanzibarian heliographs'));
    const reload = await stream.next((e) => e.event === 'reload', from, 'a reload after an edit');
    const route = reload.data.routes![0];
    const page = await request(port, route.split('/').map(encodeURIComponent).join('/'));
    expect(page.status).toBe(200);
    expect(page.body).toContain('Zanzibarian heliographs');
    // Requested while it is being rebuilt, the search index waits for the new one.
    const index = await request(port, '/search-index-en.json');
    expect(index.status).toBe(200);
    expect(index.body).toContain('Zanzibarian');
    stream.close();

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('timeout'), EVENT_TIMEOUT))]);
    expect(code).toBe(0);
    expect(output()).toContain('Stopping docs serve.');
  }, 180_000);
});
