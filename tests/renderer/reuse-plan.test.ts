/**
 * How an incremental build places the pages it reuses (renderer/server/reuse-plan.ts,
 * place-pages.ts): whole folders of the previous build moved in when they hold nothing else, the
 * other files linked; moved folders put back when the build fails before its swap.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { moveFolders, type MovedFolders, placeFiles, unmoveFolders } from '../../renderer/server/place-pages.js';
import { type OutputStamp, planPlacing } from '../../renderer/server/reuse-plan.js';

const work = mkdtempSync(path.join(tmpdir(), 'docs-reuse-plan-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A record of a previous build (stamps do not matter to the plan). */
const record = (...paths: string[]): OutputStamp[] => ['.', ...paths].map((p, i) => [p, 0, 0, i] as const);

describe('planPlacing', () => {
  const previous = record('index.html', 'a', 'a/x', 'a/x/index.html', 'a/x.md', 'a/y', 'a/y/index.html', 'b', 'b/z', 'b/z/index.html', 'b/old', 'b/old/index.html', '_pages', '_pages/1.json', '_pages/2.json');

  it('moves the outermost folders that hold only reused files, and links the rest', () => {
    const plan = planPlacing(['a/x/index.html', 'a/x.md', 'a/y/index.html', 'b/z/index.html', '_pages/1.json'], previous, ['_pages']);
    expect(plan.moves.map((m) => [m.dir, m.files])).toEqual([
      ['a', ['a/x/index.html', 'a/x.md', 'a/y/index.html']],
      // b also holds a page that is not reused (a deleted doc's): only b/z moves.
      ['b/z', ['b/z/index.html']],
    ]);
    expect(plan.link).toEqual(['_pages/1.json']);
    // The folders a move checks are still as recorded: the moved one and those inside it.
    expect(plan.moves[0].folders.map(([file]) => file)).toEqual(['a', 'a/x', 'a/y']);
  });

  it('moves no folder the build writes a page into', () => {
    const plan = planPlacing(['a/x/index.html', 'a/x.md', 'b/z/index.html'], previous, ['a/y']);
    expect(plan.moves.map((m) => m.dir)).toEqual(['a/x', 'b/z']);
    expect(plan.link).toEqual(['a/x.md']);
  });

  it('links everything without a record of the previous folder', () => {
    expect(planPlacing(['a/x/index.html'], undefined, [])).toEqual({ link: ['a/x/index.html'], moves: [] });
  });

  it('moves no folder holding an empty folder or a file the record does not list as reused', () => {
    const plan = planPlacing(['c/p/index.html'], record('c', 'c/p', 'c/p/index.html', 'c/empty'), []);
    expect(plan.moves.map((m) => m.dir)).toEqual(['c/p']);
  });
});

describe('placing and moving folders', () => {
  it('moves checked folders at the end, links a folder changed since, and puts moved folders back', () => {
    const from = path.join(work, 'previous');
    const to = path.join(work, 'next');
    for (const page of ['a/x', 'b/z']) {
      mkdirSync(path.join(from, page), { recursive: true });
      writeFileSync(path.join(from, page, 'index.html'), page);
    }
    mkdirSync(to);
    const stamp = (dir: string): OutputStamp => {
      const s = statSync(path.join(from, dir));
      return [dir, s.size, s.mtimeMs, s.ino];
    };
    const moves = [
      { dir: 'a', files: ['a/x/index.html'], folders: [stamp('a'), stamp('a/x')] },
      { dir: 'b', files: ['b/z/index.html'], folders: [stamp('b'), stamp('b/z')] },
    ];
    // A file added to b/z since its build: b is linked file by file now, not moved.
    writeFileSync(path.join(from, 'b/z/stray.txt'), 'not ours');
    const placed = placeFiles({ fromDir: from, toDir: to, files: [], moves });
    expect(placed.moves.map((m) => m.dir)).toEqual(['a']);
    expect(readFileSync(path.join(to, 'b/z/index.html'), 'utf8')).toBe('b/z');
    expect(existsSync(path.join(to, 'b/z/stray.txt'))).toBe(false);
    expect(existsSync(path.join(to, 'a'))).toBe(false);

    const moved: MovedFolders = [];
    const folder = statSync(path.join(from, 'a')).ino;
    moveFolders(from, to, placed.moves, moved);
    expect(statSync(path.join(to, 'a')).ino).toBe(folder);
    expect(existsSync(path.join(from, 'a'))).toBe(false);
    // The build failed before its swap: the previous build gets its folder back.
    unmoveFolders(moved);
    expect(readFileSync(path.join(from, 'a/x/index.html'), 'utf8')).toBe('a/x');
    expect(existsSync(path.join(to, 'a'))).toBe(false);
  });

  it('links a folder to move file by file when the build has written into it since', () => {
    const from = path.join(work, 'previous-2');
    const to = path.join(work, 'next-2');
    mkdirSync(path.join(from, 'a/x'), { recursive: true });
    writeFileSync(path.join(from, 'a/x/index.html'), 'reused');
    mkdirSync(path.join(to, 'a/new'), { recursive: true });
    writeFileSync(path.join(to, 'a/new/index.html'), 'rendered');
    const moved: MovedFolders = [];
    moveFolders(from, to, [{ dir: 'a', files: ['a/x/index.html'], folders: [] }], moved);
    expect(moved).toEqual([]);
    expect(readFileSync(path.join(to, 'a/x/index.html'), 'utf8')).toBe('reused');
    expect(readFileSync(path.join(to, 'a/new/index.html'), 'utf8')).toBe('rendered');
    expect(existsSync(path.join(from, 'a/x/index.html'))).toBe(true);
  });
});
