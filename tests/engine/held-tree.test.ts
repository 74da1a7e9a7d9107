/**
 * A build's workers leave a cached doc's tree in its cache entry until the doc is rendered
 * (engine/content/parse-files.ts, parseHoldingTree / treeOf): the tree they render is the doc's
 * tree whatever happened to the entry in between (unchanged, removed, or its bytes changed).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { foundInCache, loadParser, parseHoldingTree, parseWithCache, treeOf, type ParseJob, withParser } from '../../engine/content/parse-files.js';

function setUp(): { job: ParseJob; cacheDir: string; entry: () => string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-held-'));
  const abs = path.join(dir, 'intro.md');
  writeFileSync(abs, '# Intro\n\nThe real text, with **strong** words.\n\n- one\n- two\n');
  const cacheDir = path.join(dir, 'cache');
  const job: ParseJob = { abs, source: 'docs/intro.md', format: 'md' };
  parseWithCache(job, cacheDir); // a warm cache
  const entry = () => readdirSync(cacheDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.bin')).map((f) => path.join(cacheDir, f))[0];
  return { job, cacheDir, entry };
}

// First, before anything loads the parser on this thread.
describe('the parser of a thread', () => {
  it('is loaded by withParser once a file must be parsed, and not by a direct call', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-lazy-'));
    const abs = path.join(dir, 'intro.md');
    writeFileSync(abs, '# Intro\n\nSome text.\n');
    const job: ParseJob = { abs, source: 'docs/intro.md', format: 'md' };
    expect(() => parseWithCache(job, undefined)).toThrow(/loadParser/);
    const parsed = await withParser(() => parseWithCache(job, path.join(dir, 'cache')));
    expect(parsed.contentTitle).toBe('Intro');
    // Now cached: read back.
    expect(parseHoldingTree(job, path.join(dir, 'cache')).parsed.contentTitle).toBe('Intro');
  });
});

describe('a tree held by a worker', () => {
  beforeAll(loadParser);
  it('of a cached doc is not held in memory, and reads back as the parsed tree', () => {
    const { job, cacheDir } = setUp();
    const expected = parseWithCache(job, undefined).tree;
    const held = parseHoldingTree(job, cacheDir);
    expect(held.tree instanceof Uint8Array).toBe(false);
    expect('cacheFile' in held.tree).toBe(true);
    expect(treeOf(held.tree)).toEqual(expected);
  });

  it('says whether it was found in the parse cache or parsed here (a worker preloads the renderer after many parsed)', () => {
    const { job, cacheDir, entry } = setUp();
    expect(foundInCache(parseHoldingTree(job, cacheDir).tree)).toBe(true);
    rmSync(entry());
    expect(foundInCache(parseHoldingTree(job, cacheDir).tree)).toBe(false);
    expect(foundInCache(parseHoldingTree(job, undefined).tree)).toBe(false);
  });

  it('is parsed again when its cache entry was removed or changed before the render', () => {
    const { job, cacheDir, entry } = setUp();
    const expected = parseWithCache(job, undefined).tree;
    const held = parseHoldingTree(job, cacheDir).tree;
    rmSync(entry());
    expect(treeOf(held)).toEqual(expected);

    const again = parseHoldingTree(job, cacheDir).tree;
    const file = entry();
    writeFileSync(file, Buffer.from(readFileSync(file).toString('latin1').replace('The real text', 'The fake text'), 'latin1'));
    const tree = treeOf(again);
    expect(tree).toEqual(expected);
    expect(JSON.stringify(tree)).toContain('The real text');
  });

  it('of a cached doc that uses a global Markdown component (no import) has the component expanded', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-held-global-'));
    mkdirSync(path.join(dir, 'docs'));
    mkdirSync(path.join(dir, 'src/components'), { recursive: true });
    writeFileSync(path.join(dir, 'src/components/Contact.mdx'), 'Write to the **help desk**.\n');
    const abs = path.join(dir, 'docs/intro.md');
    writeFileSync(abs, '# Intro\n\n<Contact />\n');
    const cacheDir = path.join(dir, 'cache');
    const job: ParseJob = { abs, source: 'docs/intro.md', format: 'mdx', globalPartials: { Contact: '@site/src/components/Contact.mdx' } };
    parseWithCache(job, cacheDir); // a warm cache
    for (const held of [parseHoldingTree(job, cacheDir), parseHoldingTree(job, undefined)]) {
      const tree = JSON.stringify(treeOf(held.tree));
      expect(tree).toContain('help desk');
      expect(tree).not.toContain('"name":"Contact"');
    }
  });
});
