/**
 * Files that content names are read only from inside the site (or its static folders): an image
 * path that climbs out of the site, or a symlink that points out of it, is an error at file:line:col
 * and is never copied into the build.
 */
import { existsSync, lstatSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasStackTrace, makeSite, runDocs, snapshot, tempDir, writeFiles } from './helpers.js';
import { htmlFiles } from '../support/site.js';

const SECRET = 'SECRET-BYTES-0123456789';

/** Every file of a build, as text. */
function buildText(dir: string): string {
  const snap = snapshot(dir);
  return Object.keys(snap)
    .filter((f) => !f.endsWith('/') && !snap[f].startsWith('->'))
    .map((f) => readFileSync(path.join(dir, f), 'latin1'))
    .join('\n');
}

describe('content cannot publish files from outside the site', () => {
  let root: string;
  let site: string;
  beforeAll(() => {
    root = tempDir();
    writeFiles(root, { 'outside/secret.png': SECRET });
    site = makeSite(path.join(root, 'site'));
  });

  const cases: [string, string, string, number, number][] = [
    ['a Markdown image', 'docs/md-image.md', '# A\n\n![x](../../outside/secret.png)\n', 3, 1],
    ['raw <img> in a .md file', 'docs/raw-image.md', '# A\n\nText\n\n<img src="../../outside/secret.png" alt="x">\n', 5, 1],
    ['a JSX <img> in .mdx', 'docs/jsx-image.mdx', '# A\n\n<img src="../../outside/secret.png" alt="x" />\n', 3, 1],
    ['an @site/ path that climbs out', 'docs/at-site.md', '# A\n\n![x](@site/../outside/secret.png)\n', 3, 1],
  ];
  for (const [label, file, text, line, column] of cases) {
    it(`${label}: error at file:line:col from check and build, nothing copied, previous build kept`, () => {
      const clean = runDocs(['build', site], site);
      expect(clean.code, clean.stderr).toBe(0);
      const previous = snapshot(path.join(site, 'build'));
      writeFiles(site, { [file]: text });
      try {
        const check = runDocs(['check', site], site);
        expect(check.code).toBe(1);
        expect(check.stdout).toContain(`${file}:${line}:${column}  error  Image outside the site`);
        const build = runDocs(['build', site], site);
        expect(build.code).toBe(1);
        expect(build.stderr).toContain(`${file}:${line}:${column}`);
        expect(hasStackTrace(build.stderr + build.stdout)).toBe(false);
        expect(snapshot(path.join(site, 'build'))).toEqual(previous);
        expect(buildText(path.join(site, 'build'))).not.toContain(SECRET);
      } finally {
        writeFiles(site, { [file]: '# A\n' });
      }
    });
  }

  it('an image that is a symlink to a file outside the site is refused', () => {
    const dir = makeSite(path.join(tempDir(), 'site'));
    writeFiles(path.dirname(dir), { 'secret.png': SECRET });
    symlinkSync(path.join(path.dirname(dir), 'secret.png'), path.join(dir, 'docs', 'shot.png'));
    writeFiles(dir, { 'docs/shot.md': '# Shot\n\n![shot](./shot.png)\n' });
    const check = runDocs(['check', dir], dir);
    expect(check.code).toBe(1);
    expect(check.stdout).toContain('docs/shot.md:3:1  error  Image outside the site');
  });

  it('a static-folder symlink that points outside the site is an error; one inside is copied as bytes', () => {
    const dir = makeSite(path.join(tempDir(), 'site'), { 'assets/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    writeFiles(path.dirname(dir), { 'secret.txt': SECRET });
    symlinkSync(path.join(path.dirname(dir), 'secret.txt'), path.join(dir, 'static', 'leak.txt'));
    symlinkSync('../../assets/diagram.svg', path.join(dir, 'static', 'img', 'diagram.svg'));
    const refused = runDocs(['build', dir], dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/static\/leak\.txt:1:1 +error +Symlink in a static folder points outside the site/);
    expect(existsSync(path.join(dir, 'build'))).toBe(false);

    symlinkSync(path.join(path.dirname(dir), 'missing.txt'), path.join(dir, 'static', 'dangling.txt'));
    const dangling = runDocs(['check', dir], dir);
    expect(dangling.stdout).toMatch(/static\/dangling\.txt:1:1 +error +Symlink in a static folder points to a file that does not exist/);

    // Without the bad links, the inside link is published as a file with the target's bytes.
    rmSync(path.join(dir, 'static', 'leak.txt'));
    rmSync(path.join(dir, 'static', 'dangling.txt'));
    const ok = runDocs(['build', dir], dir);
    expect(ok.code, ok.stderr).toBe(0);
    const copied = path.join(dir, 'build', 'img', 'diagram.svg');
    expect(lstatSync(copied).isSymbolicLink()).toBe(false);
    expect(readFileSync(copied, 'utf8')).toContain('<svg');
    expect(htmlFiles(path.join(dir, 'build')).length).toBeGreaterThan(0);
  });
});
