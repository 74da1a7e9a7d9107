/**
 * Which files a rebuild looks at again once chokidar's window has passed: those written since the
 * rebuild read them, counting a write stamped by the kernel's coarse clock a tick before the read.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { writtenSince } from '../../serve/preview.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'written-since-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fileWrittenAt = (name: string, ms: number) => {
  const file = path.join(dir, name);
  writeFileSync(file, name);
  utimesSync(file, ms / 1000, ms / 1000);
  return file;
};

it('counts a write stamped up to a clock tick (10 ms) before the read, not one from well before it', () => {
  const readAt = Date.now();
  const afterRead = fileWrittenAt('after.md', readAt + 30);
  const tickBefore = fileWrittenAt('tick.md', readAt - 10);
  const before = fileWrittenAt('before.md', readAt - 200);
  const gone = path.join(dir, 'gone.md');
  expect(writtenSince([afterRead, tickBefore, before, gone], readAt)).toEqual([afterRead, tickBefore]);
});

it('counts every file written right after the read, whatever the file clock says', () => {
  const files: string[] = [];
  const readAt = Date.now();
  for (let i = 0; i < 200; i++) {
    const file = path.join(dir, `now-${i}.md`);
    writeFileSync(file, String(i));
    files.push(file);
  }
  expect(writtenSince(files, readAt)).toEqual(files);
});
