/**
 * A killed build leaves nothing behind for long, and builds into one out-dir cannot corrupt each
 * other: the next build removes a dead build's `<out>.tmp-PID` / `<out>.old-PID` folders (only
 * marked ones or its own temporary naming), and `<out>.lock` holds the builder's PID: a live lock
 * refuses a second build (exit 2), a dead one is taken over.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTPUT_MARKER } from '../../renderer/server/output.js';
import { hasStackTrace, makeSite, REPO_ROOT, runDocs, tempDir, writeFiles } from './helpers.js';

/** The PID of a process that has ended (and so is no build). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

/** A site with enough docs that its build takes a moment to kill. */
function biggerSite(): string {
  const files: Record<string, string> = {};
  for (let i = 0; i < 120; i++) files[`docs/page-${i}.md`] = `# Page ${i}\n\n${'Some text for the page. '.repeat(200)}\n`;
  return makeSite(tempDir(), files);
}

describe('what a dead build left', () => {
  it('kill -9 during a build: the next build removes the leftover temporary folder and succeeds', async () => {
    const site = biggerSite();
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'bin', 'docs.js'), 'build', site], { cwd: site, env: { ...process.env, DOCS_NO_CACHE: '1' }, stdio: 'ignore' });
    const tmp = `${path.join(site, 'build')}.tmp-${child.pid}`;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const started = Date.now();
    while (!existsSync(tmp) && Date.now() - started < 90_000) await new Promise((r) => setTimeout(r, 20));
    expect(existsSync(tmp), 'the build wrote its temporary folder').toBe(true);
    child.kill('SIGKILL');
    await exited;
    expect(existsSync(tmp)).toBe(true);

    const run = runDocs(['build', site], site);
    expect(run.code, run.stderr).toBe(0);
    expect(existsSync(tmp)).toBe(false);
    expect(readdirSync(site).filter((n) => n.startsWith('build'))).toEqual(['build']);
    expect(existsSync(path.join(site, 'build', 'page-119', 'index.html'))).toBe(true);
  }, 240_000);

  it('removes only dead, marked leftovers: a live build\'s folder and unmarked folders stay', () => {
    const site = makeSite(tempDir());
    const dead = deadPid();
    const marked = { [OUTPUT_MARKER]: 'x', 'index.html': '' };
    writeFiles(path.join(site, `build.tmp-${dead}`), marked);
    writeFiles(path.join(site, `build.old-${dead}`), marked);
    writeFiles(path.join(site, `build.old-${dead + 1}000`), { 'notes.txt': 'not a build: kept' });
    writeFiles(path.join(site, `build.tmp-${process.pid}`), marked);
    const run = runDocs(['build', site], site);
    expect(run.code, run.stderr).toBe(0);
    expect(readdirSync(site).filter((n) => n.startsWith('build')).sort()).toEqual(['build', `build.old-${dead + 1}000`, `build.tmp-${process.pid}`].sort());
  });
});

describe('a large replaced build', () => {
  it('is removed by a process of its own; the next build leaves it to that process, or removes it when that process died', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 260; i++) files[`docs/p-${i}.md`] = `# Page ${i}\n\nText ${i}.\n`;
    const site = makeSite(tempDir(), files);
    expect(runDocs(['build', site], site).code).toBe(0);
    const second = runDocs(['build', site], site);
    expect(second.code, second.stderr).toBe(0);
    expect(existsSync(path.join(site, 'build', 'p-259', 'index.html'))).toBe(true);
    // The old build goes away without the next build's help.
    const started = Date.now();
    while (readdirSync(site).some((n) => n.startsWith('build.old-')) && Date.now() - started < 120_000) await new Promise((r) => setTimeout(r, 50));
    expect(readdirSync(site).filter((n) => n.startsWith('build.'))).toEqual([]);

    // A dead build's old folder whose remover still runs (this process stands in for it) is left to it;
    // one whose remover died is removed with its note.
    const dead = deadPid();
    const marked = { [OUTPUT_MARKER]: 'x', 'index.html': '' };
    writeFiles(path.join(site, `build.old-${dead}`), marked);
    writeFileSync(path.join(site, `build.old-${dead}.remover`), `${process.pid}\n`);
    expect(runDocs(['build', site], site).code).toBe(0);
    expect(existsSync(path.join(site, `build.old-${dead}`))).toBe(true);
    writeFileSync(path.join(site, `build.old-${dead}.remover`), `${deadPid()}\n`);
    expect(runDocs(['build', site], site).code).toBe(0);
    expect(existsSync(path.join(site, `build.old-${dead}`))).toBe(false);
    expect(existsSync(path.join(site, `build.old-${dead}.remover`))).toBe(false);
  }, 300_000);
});

describe('one build at a time per out-dir', () => {
  it('a lock held by a running build: exit 2, one line, the output untouched', () => {
    const site = makeSite(tempDir());
    expect(runDocs(['build', site], site).code).toBe(0);
    const page = readFileSync(path.join(site, 'build/intro/index.html'), 'utf8');
    writeFileSync(path.join(site, 'build.lock'), `${process.pid}\n`);
    writeFileSync(path.join(site, 'docs/intro.md'), '# Intro\n\nChanged.\n');
    const run = runDocs(['build', site], site);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`error: Another docs build (process ${process.pid}) is writing build now. Wait for it to finish, or stop it; if no such build runs, remove build.lock.`);
    expect(hasStackTrace(run.stderr)).toBe(false);
    expect(readFileSync(path.join(site, 'build/intro/index.html'), 'utf8')).toBe(page);
  });

  it('a stale lock (its process is gone) is taken over, and released after the build', () => {
    const site = makeSite(tempDir());
    writeFileSync(path.join(site, 'build.lock'), `${deadPid()}\n`);
    const run = runDocs(['build', site], site);
    expect(run.code, run.stderr).toBe(0);
    expect(existsSync(path.join(site, 'build.lock'))).toBe(false);
    expect(existsSync(path.join(site, 'build/intro/index.html'))).toBe(true);
  });

  it('two builds started together: each succeeds or is refused by the lock, and the output is one whole build', async () => {
    const site = biggerSite();
    mkdirSync(path.join(site, 'build'));
    const run = () =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, [path.join(REPO_ROOT, 'bin', 'docs.js'), 'build', site], { cwd: site, env: { ...process.env, DOCS_NO_CACHE: '1', NO_COLOR: '1' } });
        let stderr = '';
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.once('exit', (code) => resolve({ code, stderr }));
      });
    const results = await Promise.all([run(), run()]);
    for (const r of results) {
      if (r.code !== 0) {
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/Another docs build \(process \d+\) is writing build now/);
      }
    }
    expect(results.some((r) => r.code === 0)).toBe(true);
    expect(readdirSync(site).filter((n) => n.startsWith('build'))).toEqual(['build']);
    const pages = readdirSync(path.join(site, 'build')).filter((n) => n.startsWith('page-') && !n.endsWith('.md'));
    expect(pages).toHaveLength(120);
    expect(existsSync(path.join(site, 'build', OUTPUT_MARKER))).toBe(true);
  }, 240_000);
});
