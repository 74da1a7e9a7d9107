/**
 * The CLI's bundle (scripts/bundle-cli.mjs, dist/cli-bundle/): bin/docs.js runs it when it is newer
 * than the compiled CLI, and it starts its worker threads from modules beside it (a worker module
 * missing there would make a large build run on one thread without a word).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, writeSite } from '../support/site.js';

const BUNDLE = path.join(REPO_ROOT, 'dist', 'cli-bundle');
const STARTED_AS = /new URL\(\s*['"]\.\/([\w.-]+\.js)['"]\s*,\s*import\.meta\.url\s*\)/g;

/** The modules the files of a folder (and below) start as threads or processes, by file name. */
function startedModules(dir: string): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    for (const [, name] of readFileSync(path.join(entry.parentPath, entry.name), 'utf8').matchAll(STARTED_AS)) names.add(name);
  }
  return names;
}

describe('the CLI bundle', () => {
  it('is newer than the compiled CLI, so that the tests run it', () => {
    expect(statSync(path.join(BUNDLE, 'main.js')).mtimeMs).toBeGreaterThanOrEqual(statSync(path.join(REPO_ROOT, 'dist/cli/main.js')).mtimeMs);
  });

  it('holds every module it starts as a thread or a process, beside its chunks', () => {
    const named = startedModules(BUNDLE);
    // The compiled engine's workers (parse, segment, render, place, search index, llms-full, esbuild, extensions) and the folder remover.
    expect(named.size).toBeGreaterThanOrEqual(9);
    for (const name of named) expect(existsSync(path.join(BUNDLE, name)), `${name} is started from the bundle but is not in it`).toBe(true);
    const compiled = startedModules(path.join(REPO_ROOT, 'dist', 'renderer'));
    for (const name of startedModules(path.join(REPO_ROOT, 'dist', 'engine'))) compiled.add(name);
    for (const name of compiled) expect(named.has(name), `${name} is started by the compiled engine, not by the bundle`).toBe(true);
  });

  it('parses and renders a large site in worker threads', () => {
    const files: Record<string, string> = {
      'site.config.mjs': "export default { title: 'Bundled', url: 'https://bundle.example.com', docs: { routeBasePath: '/' } };\n",
      'docs/index.md': '# Home\n\nThe start.\n',
    };
    for (let i = 0; i < 320; i++) files[`docs/page-${i}.md`] = `# Page ${i}\n\nText of page ${i}, see [home](./index.md).\n`;
    const site = writeSite(files, 'docs-bundle-');
    // Counts the threads the process starts (the 'worker' event of process), printed as it exits.
    const spy = path.join(mkdtempSync(path.join(tmpdir(), 'docs-spy-')), 'count-workers.mjs');
    // (Worker threads load it too: only the main thread's count is printed.)
    writeFileSync(
      spy,
      "import { isMainThread } from 'node:worker_threads';\nlet n = 0;\nif (isMainThread) {\n  process.on('worker', () => n++);\n  process.on('exit', () => process.stderr.write(`threads started: ${n}\\n`));\n}\n",
    );
    const cli = spawnSync(process.execPath, ['--import', spy, path.join(BUNDLE, 'main.js'), 'build', site, '--threads', '2', '--no-cache'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(cli.status, cli.stderr).toBe(0);
    expect(cli.stderr).toMatch(/Built 32[12] pages/);
    const started = Number(/threads started: (\d+)/.exec(cli.stderr)?.[1]);
    // Two parse-and-render workers at least (the index file's and placing threads come on top).
    expect(started).toBeGreaterThanOrEqual(2);
    expect(readFileSync(path.join(site, 'build', 'page-7', 'index.html'), 'utf8')).toContain('Text of page 7');
  }, 120_000);
});

describe('bin/docs.js', () => {
  /** A package with bin/docs.js and two CLIs that say which one ran, the bundle made `bundleAge` seconds after the compile. */
  function fakePackage(bundleAge: number | undefined): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-bin-'));
    mkdirSync(path.join(dir, 'bin'));
    copyFileSync(path.join(REPO_ROOT, 'bin/docs.js'), path.join(dir, 'bin/docs.js'));
    writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}\n');
    mkdirSync(path.join(dir, 'dist/cli'), { recursive: true });
    writeFileSync(path.join(dir, 'dist/cli/main.js'), "console.log('compiled');\n");
    const compiled = new Date(Date.now() - 60_000);
    utimesSync(path.join(dir, 'dist/cli/main.js'), compiled, compiled);
    if (bundleAge !== undefined) {
      mkdirSync(path.join(dir, 'dist/cli-bundle'));
      writeFileSync(path.join(dir, 'dist/cli-bundle/main.js'), "console.log('bundle');\n");
      const bundled = new Date(compiled.getTime() + bundleAge * 1000);
      utimesSync(path.join(dir, 'dist/cli-bundle/main.js'), bundled, bundled);
    }
    return dir;
  }
  const ran = (dir: string) => spawnSync(process.execPath, [path.join(dir, 'bin/docs.js')], { encoding: 'utf8' }).stdout.trim();

  it('runs the bundle when it was made after the last compile', () => {
    expect(ran(fakePackage(5))).toBe('bundle');
  });

  it('runs the compiled CLI when the bundle is older (a compile since) or missing', () => {
    expect(ran(fakePackage(-5))).toBe('compiled');
    expect(ran(fakePackage(undefined))).toBe('compiled');
  });
});
