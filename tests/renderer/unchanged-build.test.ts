/**
 * `docs build` with nothing changed since the last build into the folder (renderer/server/unchanged-build.ts):
 * the folder is kept as it is (not one file written), the previous warnings are repeated, and the
 * message says so. Anything that can change the output makes the next build a real one, whose
 * output is that of a full build: a doc's text, a new static file, a folder the config names outside
 * the site, the environment the config reads, and the output folder itself edited, added to or emptied.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecordFile } from '../../renderer/server/incremental.js';
import { outputStamps, type UnchangedRecord } from '../../renderer/server/unchanged-build.js';
import { REPO_ROOT } from '../support/site.js';

const FIXTURE = path.join(REPO_ROOT, 'tests/fixtures/incremental-site');
const work = mkdtempSync(path.join(tmpdir(), 'docs-unchanged-'));
const site = path.join(work, 'site');
const shared = path.join(work, 'shared-static');
afterAll(() => rmSync(work, { recursive: true, force: true }));

function build(env: Record<string, string> = {}, args: string[] = []): { status: number | null; stderr: string; nothingChanged: boolean } {
  const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', DOCS_NO_CACHE: '', ...env } });
  return { status: run.status, stderr: run.stderr, nothingChanged: /: nothing changed since the last build\.\n/.test(run.stderr) };
}

/** Every file of a folder with its inode, relative paths, sorted. */
function inodes(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .map((abs) => `${path.relative(dir, abs)} ${statSync(abs).ino}`)
    .sort();
}

/** The build folder against a full (--no-cache) build of the same sources, file by file. */
function expectSameAsFullBuild(): void {
  const full = path.join(work, 'full');
  rmSync(full, { recursive: true, force: true });
  const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site, '--no-cache', '--out-dir', full], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', SITE_TITLE: 'From the environment' } });
  expect(run.status, run.stderr).toBe(0);
  const list = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
  const built = path.join(site, 'build');
  expect(list(built)).toEqual(list(full));
  for (const file of list(full)) expect(readFileSync(path.join(built, file)).equals(readFileSync(path.join(full, file))), file).toBe(true);
}

beforeAll(() => {
  cpSync(FIXTURE, site, { recursive: true });
  // A static folder outside the site (named by the config in one test), and a title from the environment.
  mkdirSync(shared, { recursive: true });
  writeFileSync(path.join(shared, 'outside.txt'), 'first\n');
  const config = readFileSync(path.join(site, 'site.config.mjs'), 'utf8')
    .replace("title: 'Incremental Site'", "title: process.env.SITE_TITLE ?? 'Incremental Site'")
    .replace("docs: { path: 'docs', routeBasePath: '/', sidebarPath: 'sidebars.js' },", "docs: { path: 'docs', routeBasePath: '/', sidebarPath: 'sidebars.js' },\n  onBrokenLinks: 'warn',");
  writeFileSync(path.join(site, 'site.config.mjs'), config);
  // A warning each build prints.
  appendFileSync(path.join(site, 'docs', 'intro.md'), '\nSee [the missing page](/no-such-page).\n');
}, 60_000);

describe('docs build with nothing changed', () => {
  it('keeps the folder as it is, repeats the warnings, and says nothing changed', () => {
    const first = build({ SITE_TITLE: 'From the environment' });
    expect(first.status, first.stderr).toBe(0);
    expect(first.nothingChanged).toBe(false);
    const warning = /docs\/intro\.md:\d+:\d+\s+warning[^\n]*no-such-page[^\n]*/.exec(first.stderr)?.[0];
    expect(warning).toBeTruthy();
    const before = inodes(path.join(site, 'build'));
    const second = build({ SITE_TITLE: 'From the environment' });
    expect(second.status, second.stderr).toBe(0);
    expect(second.nothingChanged, second.stderr).toBe(true);
    expect(second.stderr).toMatch(/Built \d+ pages \([\d,]+ reused\) into /);
    expect(second.stderr).toContain(warning!);
    expect(inodes(path.join(site, 'build'))).toEqual(before);
    expect(readFileSync(path.join(site, 'build', 'intro', 'index.html'), 'utf8')).toContain('From the environment');
  });

  it('builds for real when the environment the config reads changed', () => {
    const run = build({ SITE_TITLE: 'Another title' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.nothingChanged).toBe(false);
    expect(readFileSync(path.join(site, 'build', 'intro', 'index.html'), 'utf8')).toContain('Another title');
    expect(build({ SITE_TITLE: 'From the environment' }).nothingChanged).toBe(false);
    expectSameAsFullBuild();
  });

  it('builds for real after a doc\'s text changed, and after a new static file', () => {
    expect(build({ SITE_TITLE: 'From the environment' }).nothingChanged).toBe(true);
    appendFileSync(path.join(site, 'docs', 'intro.md'), '\nA sentence added later.\n');
    expect(build({ SITE_TITLE: 'From the environment' }).nothingChanged).toBe(false);
    expect(readFileSync(path.join(site, 'build', 'intro', 'index.html'), 'utf8')).toContain('A sentence added later.');
    writeFileSync(path.join(site, 'static', 'new-file.txt'), 'new\n');
    expect(build({ SITE_TITLE: 'From the environment' }).nothingChanged).toBe(false);
    expect(existsSync(path.join(site, 'build', 'new-file.txt'))).toBe(true);
    expectSameAsFullBuild();
  });

  it('builds for real when a file of the output folder was edited, removed or added', () => {
    expect(build({ SITE_TITLE: 'From the environment' }).nothingChanged).toBe(true);
    const index = path.join(site, 'build', 'intro', 'index.html');
    const original = readFileSync(index, 'utf8');
    writeFileSync(index, 'edited by hand');
    expect(build({ SITE_TITLE: 'From the environment' }).nothingChanged).toBe(false);
    expect(readFileSync(index, 'utf8')).toBe(original);
    unlinkSync(path.join(site, 'build', 'sitemap.xml'));
    expect(build({ SITE_TITLE: 'From the environment' }).nothingChanged).toBe(false);
    expect(existsSync(path.join(site, 'build', 'sitemap.xml'))).toBe(true);
    // A file put into it (a build writes a new folder without it).
    writeFileSync(path.join(site, 'build', 'guides', 'stray.html'), 'not ours');
    expect(build({ SITE_TITLE: 'From the environment' }).nothingChanged).toBe(false);
    expect(existsSync(path.join(site, 'build', 'guides', 'stray.html'))).toBe(false);
    expectSameAsFullBuild();
  });

  it('builds for real when a folder the config names outside the site changed', () => {
    const config = path.join(site, 'site.config.mjs');
    const original = readFileSync(config, 'utf8');
    writeFileSync(config, original.replace("baseUrl: '/',", "baseUrl: '/',\n  staticDirectories: ['static', '../shared-static'],"));
    try {
      const first = build({ SITE_TITLE: 'From the environment' });
      expect(first.status, first.stderr).toBe(0);
      expect(readFileSync(path.join(site, 'build', 'outside.txt'), 'utf8')).toBe('first\n');
      expect(build({ SITE_TITLE: 'From the environment' }).nothingChanged).toBe(true);
      writeFileSync(path.join(shared, 'outside.txt'), 'second\n');
      expect(build({ SITE_TITLE: 'From the environment' }).nothingChanged).toBe(false);
      expect(readFileSync(path.join(site, 'build', 'outside.txt'), 'utf8')).toBe('second\n');
      expectSameAsFullBuild();
    } finally {
      writeFileSync(config, original);
    }
  });

  it('records each file of an incremental build as a stat finds it, the reused pages’ (links) without one', () => {
    build({ SITE_TITLE: 'From the environment' }); // after the tests before: a build whose pages the next reuses
    appendFileSync(path.join(site, 'docs', 'intro.md'), '\nOne more sentence.\n');
    expect(build({ SITE_TITLE: 'From the environment' }).stderr).toMatch(/\([1-9][\d,]* reused\)/);
    const outDir = path.join(site, 'build');
    const cacheDir = path.join(site, '.docs-cache');
    const record = JSON.parse(readFileSync(buildRecordFile(cacheDir, outDir, 'unchanged'), 'utf8')) as UnchangedRecord;
    expect(record.outputs).toEqual(outputStamps(outDir));
    expect(record.outputs.map(([file]) => file).sort()).toEqual(['.', ...readdirSync(outDir, { recursive: true, encoding: 'utf8' })].sort());
    const manifest = JSON.parse(readFileSync(buildRecordFile(cacheDir, outDir), 'utf8')) as { pages: Record<string, { files: [string, number, number, number][] }> };
    const stamps = Object.values(manifest.pages).flatMap((page) => page.files);
    expect(stamps.length).toBeGreaterThan(10);
    for (const [file, size, mtimeMs, ino] of stamps) {
      const found = statSync(path.join(outDir, file));
      expect([size, mtimeMs, ino], file).toEqual([found.size, found.mtimeMs, found.ino]);
    }
    expect(build({ SITE_TITLE: 'From the environment' }).nothingChanged).toBe(true);
  });

  it('still removes what a killed build left beside the folder', () => {
    build({ SITE_TITLE: 'From the environment' }); // the config was put back: a real build
    expect(build({ SITE_TITLE: 'From the environment' }).nothingChanged).toBe(true);
    // A temporary folder of a build whose process is gone (PID far above any running one).
    const dead = path.join(site, 'build.tmp-99999999');
    mkdirSync(dead);
    writeFileSync(path.join(dead, '.docs-build'), 'marker');
    const run = build({ SITE_TITLE: 'From the environment' });
    expect(run.nothingChanged).toBe(true);
    expect(existsSync(dead)).toBe(false);
  });

  it('is never taken with --no-cache, or for a build into another folder', () => {
    expect(build({ SITE_TITLE: 'From the environment' }, ['--no-cache']).nothingChanged).toBe(false);
    const other = build({ SITE_TITLE: 'From the environment' }, ['--out-dir', 'elsewhere']);
    expect(other.nothingChanged).toBe(false);
    expect(other.status, other.stderr).toBe(0);
    expect(existsSync(path.join(site, 'elsewhere', 'intro', 'index.html'))).toBe(true);
  });
});
