/**
 * `docs serve --locale fr` (as Docusaurus's `start --locale fr`), run as users run it, on a copy of
 * tests/fixtures/classic-full-site: the French site is served under its base URL `/fr/` the way
 * `docs build` writes it (translated docs, fallback docs, pages, blog, French search index), an edit
 * to a translation reloads with the new text, and a locale the config does not list exits 2.
 */
import { type ChildProcess, execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStream, repoRoot, request, startServeProcess } from './helpers.js';

let tmp: string;
let site: string;
let child: ChildProcess;
let port: number;
const cli = path.join(repoRoot, 'bin', 'docs.js');
const env = { ...process.env, NO_COLOR: '1', DOCS_NO_CACHE: '1' };

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'docs-serve-locale-'));
  site = path.join(tmp, 'site');
  cpSync(path.join(repoRoot, 'tests/fixtures/classic-full-site'), site, { recursive: true });
  cpSync(path.join(repoRoot, 'node_modules/clsx'), path.join(site, 'node_modules/clsx'), { recursive: true });
  ({ child, port } = await startServeProcess(site, ['--locale', 'fr'], env, '/fr/'));
}, 180_000);

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(tmp, { recursive: true, force: true });
});

describe('docs serve --locale fr', () => {
  it('serves the French site under /fr/: translated and fallback docs, pages, blog, its search index', async () => {
    const intro = await request(port, '/fr/docs/intro');
    expect(intro.status).toBe(200);
    expect(intro.body).toContain('<html lang="fr" dir="ltr"');
    expect(intro.body).toContain('Orbit trace la trajectoire de chaque satellite.');
    expect(intro.body).toContain('Guides pratiques');
    const fallback = await request(port, '/fr/docs/guides/install');
    expect(fallback.status).toBe(200);
    expect(fallback.body).toContain('Install the telescope driver');
    const home = await request(port, '/fr/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<h1 class="hero__title">Orbit Docs</h1>');
    const blog = await request(port, '/fr/blog');
    expect(blog.status).toBe(200);
    expect(blog.body).toContain('Lire la suite');
    const index = await request(port, '/fr/search-index-fr.json');
    expect(index.status).toBe(200);
    expect(index.body).toContain('/fr/docs/intro');
    // Only the French site is served, as with Docusaurus's `start --locale fr`.
    expect((await request(port, '/docs/intro')).status).toBe(404);
  });

  it('reloads with the new text after an edit to a translation', async () => {
    const stream = new EventStream(port);
    await stream.connected;
    const file = path.join(site, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md');
    const from = stream.mark();
    writeFileSync(file, readFileSync(file, 'utf8').replace('Une orbite est', 'Une ellipse képlérienne est'));
    await stream.next((e) => e.event === 'reload', from, 'a reload after editing the French intro');
    stream.close();
    const intro = await request(port, '/fr/docs/intro');
    expect(intro.status).toBe(200);
    expect(intro.body).toContain('Une ellipse képlérienne est');
  }, 60_000);

  it('refuses a locale the config does not list, with exit 2', async () => {
    const result = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(process.execPath, [cli, 'serve', site, '--port', '0', '--locale', 'de'], { env }, (error, _stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stderr }),
      );
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^docusaurus\.config\.js:\d+:\d+ {2}error {2}Locale "de" is not one of i18n\.locales \(en, fr\)/m);
  }, 60_000);
});
