/**
 * Faults of the machine, not of the content, end in one clear line (what failed, which path, what
 * to do), exit 1 or 2, no stack trace unless DEBUG=docs, and the previous build untouched: a
 * dangling symlink in docs/, a full disk, a read-only parent of the out-dir, `--out-dir /`.
 * Faults a test cannot cause for real (ENOSPC; EACCES when tests run as root) are injected at the
 * fs boundary by fault-fs.mjs, preloaded into the real CLI.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasStackTrace, makeSite, runDocs, snapshot, tempDir } from './helpers.js';

const FAULT = path.join(import.meta.dirname, 'fault-fs.mjs');
const withFault = (fault: string, extra: Record<string, string> = {}) => ({ NODE_OPTIONS: `--import ${FAULT}`, DOCS_TEST_FAULT: fault, ...extra });

describe('a dangling symlink in docs/', () => {
  let site: string;
  beforeAll(() => {
    site = makeSite(tempDir());
    symlinkSync(path.join(site, 'docs', 'gone.md'), path.join(site, 'docs', 'dangling.md'));
  });

  it('check: an error at the link, exit 1, no stack trace', () => {
    const run = runDocs(['check', site], site);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/docs\/dangling\.md {2}error {2}docs\/dangling\.md is a symbolic link to .*gone\.md, which does not exist\. Remove the link/);
    expect(hasStackTrace(run.stdout + run.stderr)).toBe(false);
  });

  it('build: the same error, exit 1, nothing written', () => {
    const run = runDocs(['build', site], site);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('docs/dangling.md is a symbolic link');
    expect(hasStackTrace(run.stderr)).toBe(false);
    expect(existsSync(path.join(site, 'build'))).toBe(false);
  });
});

describe('writing the output fails', () => {
  let site: string;
  let before: Record<string, string>;
  beforeAll(() => {
    site = makeSite(tempDir());
    expect(runDocs(['build', site], site).code).toBe(0);
    before = snapshot(site);
  });

  it('a full disk (ENOSPC): one line naming the out-dir and the file, exit 2, the previous build kept, no temporary folder left', () => {
    const run = runDocs(['build', site], site, withFault('ENOSPC:writeFileSync:intro/index\\.html$'));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error: docs build could not write build: the disk is full, ENOSPC \(writeFile build\.tmp-\d+\/intro\/index\.html\)\. Free some disk space, or choose an --out-dir on another disk, and build again\. build\/ was left as it was\.$/m);
    expect(hasStackTrace(run.stderr)).toBe(false);
    expect(snapshot(site)).toEqual(before);
  });

  it('a read-only parent of the out-dir (EACCES): says which folder to make writable, exit 2', () => {
    mkdirSync(path.join(site, 'out'));
    const run = runDocs(['build', site, '--out-dir', 'out/site'], site, withFault('EACCES:openSync:out/site\\.lock$'));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/error: docs build could not write out\/site: permission denied, EACCES \(open out\/site\.lock\)\. Make out \(the folder that holds the output folder and its temporary copy\) writable for you, or choose another --out-dir\./);
    expect(hasStackTrace(run.stderr)).toBe(false);
    expect(readdirSync(path.join(site, 'out'))).toEqual([]);
    expect(existsSync(path.join(site, 'build/intro/index.html'))).toBe(true);
    rmSync(path.join(site, 'out'), { recursive: true });
  });

  it('DEBUG=docs adds the stack trace', () => {
    const run = runDocs(['build', site], site, withFault('ENOSPC:writeFileSync:intro/index\\.html$', { DEBUG: 'docs' }));
    expect(run.code).toBe(2);
    expect(hasStackTrace(run.stderr)).toBe(true);
    expect(snapshot(site)).toEqual(before);
  });

  it('--out-dir /: refused before anything is written, exit 2', () => {
    const run = runDocs(['build', site, '--out-dir', '/'], site);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/error: The output folder .* is the root of the file system\./);
    expect(run.stderr).toContain('Nothing was built or deleted.');
    expect(hasStackTrace(run.stderr)).toBe(false);
    expect(snapshot(site)).toEqual(before);
  });
});
