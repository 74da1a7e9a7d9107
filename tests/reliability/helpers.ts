/** Small sites written to a temp folder, the CLI run as users run it, and folder snapshots. */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

const made: string[] = [];
// Each test file that makes temp folders removes them once its tests are done.
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh temp folder, removed after the test file. */
export function tempDir(prefix = 'docs-rel-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Writes `files` (relative path -> text) under `dir`. */
export function writeFiles(dir: string, files: Record<string, string>): string {
  for (const [rel, text] of Object.entries(files)) {
    const abs = path.join(dir, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, text);
  }
  return dir;
}

/**
 * A minimal site: a config, one doc and a static folder, plus `files`. Its `.md` files are
 * CommonMark (`markdown.format: 'detect'`; the default, as in Docusaurus, reads every file as MDX).
 */
export function makeSite(dir: string, files: Record<string, string> = {}): string {
  return writeFiles(dir, {
    'site.config.mjs': "export default { title: 'Reliability', markdown: { format: 'detect' }, docs: { routeBasePath: '/' } };\n",
    'docs/intro.md': '---\ntitle: Intro\n---\n\n# Intro\n\nHello.\n',
    'static/img/logo.txt': 'logo\n',
    ...files,
  });
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `docs <args>` (the compiled CLI) in `cwd`. */
export function runDocs(args: string[], cwd: string, env: Record<string, string> = {}): RunResult {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin', 'docs.js'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', DOCS_NO_CACHE: '1', ...env },
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every entry under `dir` with a hash of its bytes (or its link target): equal snapshots, untouched folder. */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel)).sort()) {
      const child = path.join(rel, name);
      const abs = path.join(dir, child);
      const stat = lstatSync(abs);
      if (stat.isSymbolicLink()) out[child] = `-> ${readlinkSync(abs)}`;
      else if (stat.isDirectory()) {
        out[`${child}/`] = 'dir';
        walk(child);
      } else out[child] = createHash('sha1').update(readFileSync(abs)).digest('hex');
    }
  };
  walk('');
  return out;
}

/** Whether a command's output shows a stack trace. */
export const hasStackTrace = (text: string): boolean => /\n\s+at .+:\d+:\d+\)?/.test(text);
