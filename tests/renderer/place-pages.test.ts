/**
 * Placing an incremental build's reused files (place-pages.ts): many files are placed by a thread of
 * their own, as hard links, and a failure there fails the placing with the file-system error that
 * stopped it (so the build reports it as one clear line).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/site.js';

type PlacePages = typeof import('../../renderer/server/place-pages.js');
/** The compiled module: only compiled JavaScript starts the placing thread. */
const compiled = async () => (await import(path.join(REPO_ROOT, 'dist/renderer/server/place-pages.js'))) as PlacePages;

const work = mkdtempSync(path.join(tmpdir(), 'docs-place-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A previous build with `count` pages of two files each, in nested folders. */
function previousBuild(count: number): { fromDir: string; files: string[] } {
  const fromDir = path.join(work, `previous-${count}`);
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const dir = path.join(`section-${i % 7}`, `page-${i}`);
    mkdirSync(path.join(fromDir, dir), { recursive: true });
    for (const name of ['index.html', 'index.md']) {
      writeFileSync(path.join(fromDir, dir, name), `page ${i} ${name}`);
      files.push(path.join(dir, name));
    }
  }
  return { fromDir, files };
}

describe('placing reused pages', () => {
  it('places many files from a thread of its own, each a hard link to the previous build’s', async () => {
    const { placeFilesAside } = await compiled();
    const { fromDir, files } = previousBuild(1500);
    const toDir = path.join(work, 'next');
    await placeFilesAside({ fromDir, toDir, files });
    for (const file of files) {
      expect(statSync(path.join(toDir, file)).ino, file).toBe(statSync(path.join(fromDir, file)).ino);
      expect(readFileSync(path.join(toDir, file), 'utf8')).toBe(readFileSync(path.join(fromDir, file), 'utf8'));
    }
  });

  it('fails with the error that stopped the thread, naming the file', async () => {
    const { placeFilesAside } = await compiled();
    const { fromDir, files } = previousBuild(800);
    rmSync(path.join(fromDir, files[1234]));
    const failure = await placeFilesAside({ fromDir, toDir: path.join(work, 'broken'), files }).then(
      () => undefined,
      (error: NodeJS.ErrnoException) => error,
    );
    expect(failure?.code).toBe('ENOENT');
    expect(failure?.syscall).toBe('link');
    expect(failure?.message).toContain(files[1234]);
  });

  it('places a few files on the calling thread, with the same result', async () => {
    const { placeFilesAside } = await compiled();
    const { fromDir, files } = previousBuild(10);
    const toDir = path.join(work, 'few');
    await placeFilesAside({ fromDir, toDir, files });
    for (const file of files) expect(statSync(path.join(toDir, file)).ino).toBe(statSync(path.join(fromDir, file)).ino);
  });
});
