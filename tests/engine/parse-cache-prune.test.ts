/**
 * The parse cache does not grow for ever: entries unused for a month go (reading an entry records
 * its use), temporary files of unfinished writes go, and the cache is looked through once a day.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { pruneParseCache, UNUSED_ENTRY_MS } from '../../engine/content/parse-cache-prune.js';
import { cacheFileOf, readCachedParse, writeCachedParse } from '../../engine/content/parse-files.js';
import { parseContent } from '../../engine/content/parse.js';
import type { ParseJob } from '../../engine/content/parse-files.js';

const dir = mkdtempSync(path.join(tmpdir(), 'docs-prune-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DAY = 24 * 60 * 60 * 1000;
const setAge = (file: string, ms: number) => utimesSync(file, new Date(Date.now() - ms), new Date(Date.now() - ms));

/** A real cache entry for `text`, last used `age` ms ago. */
function entry(cacheDir: string, text: string, age: number): string {
  const job = { abs: path.join(cacheDir, 'doc.md'), source: 'doc.md', format: 'md' } as ParseJob;
  const file = cacheFileOf(text, job, cacheDir);
  writeCachedParse(file, parseContent(text, 'doc.md', 'md'));
  setAge(file, age);
  return file;
}

it('removes entries unused for a month and stale temporary files, keeps the rest, once a day', () => {
  const cache = path.join(dir, 'a');
  const old = entry(cache, '# Old\n', UNUSED_ENTRY_MS + DAY);
  const recent = entry(cache, '# Recent\n', 2 * DAY);
  const temp = `${recent}.123.0.tmp`;
  writeFileSync(temp, 'half');
  setAge(temp, 2 * DAY);
  const writing = `${recent}.456.0.tmp`;
  writeFileSync(writing, 'being written');
  expect(pruneParseCache(cache)).toBe(2);
  expect([existsSync(old), existsSync(recent), existsSync(temp), existsSync(writing)]).toEqual([false, true, false, true]);
  // Within a day of that, the cache is not looked through again.
  const another = entry(cache, '# Another old one\n', UNUSED_ENTRY_MS + DAY);
  expect(pruneParseCache(cache)).toBe(0);
  expect(existsSync(another)).toBe(true);
  // A day later: that entry, and the temporary file then a day old.
  expect(pruneParseCache(cache, Date.now() + DAY + 1000)).toBe(2);
  expect([existsSync(another), existsSync(writing), existsSync(recent)]).toEqual([false, false, true]);
});

it('keeps an old entry that a build reads: reading it records the use', () => {
  const cache = path.join(dir, 'b');
  mkdirSync(cache, { recursive: true });
  const file = entry(cache, '# Still used\n\nText.\n', UNUSED_ENTRY_MS + DAY);
  expect(readCachedParse(file)?.contentTitle).toBe('Still used');
  expect(Date.now() - statSync(file).mtimeMs).toBeLessThan(DAY);
  expect(pruneParseCache(cache)).toBe(0);
  expect(existsSync(file)).toBe(true);
});
