/**
 * The build cache's own files (manifest, kept contents, records, parse cache) are written whole or
 * not at all, replacing the previous file, with no temporary file left beside them.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { writeCacheFile, writeCacheFileLater } from '../../engine/write-atomic.js';
import { tempDir } from './helpers.js';

it('writes a cache file where there was none, and replaces one that was there', () => {
  const dir = tempDir();
  const file = path.join(dir, 'manifest.json');
  writeCacheFile(file, '{"a":1}');
  expect(readFileSync(file, 'utf8')).toBe('{"a":1}');
  writeCacheFile(file, [Buffer.from('{"b":'), Buffer.from('2}')]);
  expect(readFileSync(file, 'utf8')).toBe('{"b":2}');
  expect(readdirSync(dir)).toEqual(['manifest.json']);
});

it('replaces a cache file in the background', async () => {
  const dir = tempDir();
  const file = path.join(dir, 'search.state');
  writeFileSync(file, 'old state');
  await writeCacheFileLater(file, Buffer.from('new state'));
  expect(readFileSync(file, 'utf8')).toBe('new state');
  expect(readdirSync(dir)).toEqual(['search.state']);
});

it('fails without leaving a temporary file when the folder is missing', async () => {
  const dir = tempDir();
  const file = path.join(dir, 'missing-folder', 'x.state');
  await expect(writeCacheFileLater(file, Buffer.from('x'))).rejects.toThrow();
  expect(() => writeCacheFile(file, 'x')).toThrow();
  expect(readdirSync(dir)).toEqual([]);
});
