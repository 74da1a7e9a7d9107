/**
 * The build's file-system jobs on threads of their own (aside.ts): placing an incremental build's
 * reused files (place-pages.ts), many of them by a thread, as hard links; assembling llms-full.txt
 * (llms-full.ts) for many docs, the same text as on the calling thread. A failure on a thread fails
 * the job with the file-system error that stopped it (so the build reports it as one clear line).
 * A large search index's file: its lunr index written by a thread after the documents, the bytes
 * the calling thread writes in one go.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/site.js';

type PlacePages = typeof import('../../renderer/server/place-pages.js');
type LlmsFull = typeof import('../../renderer/server/llms-full.js');
type SearchIndexFile = typeof import('../../renderer/server/search-index-file.js');
type SearchEngine = typeof import('../../engine/search/index.js');
/** The compiled modules: only compiled JavaScript starts the threads. */
const compiled = async () => (await import(path.join(REPO_ROOT, 'dist/renderer/server/place-pages.js'))) as PlacePages;
const compiledLlms = async () => (await import(path.join(REPO_ROOT, 'dist/renderer/server/llms-full.js'))) as LlmsFull;
const compiledSearch = async () => ({
  ...((await import(path.join(REPO_ROOT, 'dist/renderer/server/search-index-file.js'))) as SearchIndexFile),
  ...((await import(path.join(REPO_ROOT, 'dist/engine/search/index.js'))) as SearchEngine),
});

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

  it('answers with the files it did not link (an image another page placed), from its thread too', async () => {
    const { placeFilesAside } = await compiled();
    const { fromDir, files } = previousBuild(1500);
    mkdirSync(path.join(fromDir, 'assets'));
    writeFileSync(path.join(fromDir, 'assets', 'pic.png'), 'picture');
    for (const [name, count] of [['many', files.length], ['some', 10]] as const) {
      const toDir = path.join(work, `unlinked-${name}`);
      mkdirSync(path.join(toDir, 'assets'), { recursive: true });
      writeFileSync(path.join(toDir, 'assets', 'pic.png'), 'picture');
      expect(await placeFilesAside({ fromDir, toDir, files: [...files.slice(0, count), path.join('assets', 'pic.png')] })).toEqual({ unlinked: [path.join('assets', 'pic.png')], moves: [] });
      expect(statSync(path.join(toDir, files[0])).ino).toBe(statSync(path.join(fromDir, files[0])).ino);
    }
  });

  it('places a few files on the calling thread, with the same result', async () => {
    const { placeFilesAside } = await compiled();
    const { fromDir, files } = previousBuild(10);
    const toDir = path.join(work, 'few');
    await placeFilesAside({ fromDir, toDir, files });
    for (const file of files) expect(statSync(path.join(toDir, file)).ino).toBe(statSync(path.join(fromDir, file)).ino);
  });
});

describe('assembling llms-full.txt', () => {
  it('writes for many docs, from a thread of its own, the text the calling thread writes', async () => {
    const { writeLlmsFull, writeLlmsFullAside } = await compiledLlms();
    const { fromDir, files } = previousBuild(1100); // above the thread's threshold (1,000 docs)
    const docs = files.filter((f) => f.endsWith('.md')).map((f): [string, string] => [`https://example.com/${path.dirname(f)}`, path.join(fromDir, f)]);
    // One doc not written (serve renders pages on request): left out.
    docs.splice(3, 0, ['https://example.com/missing', path.join(fromDir, 'missing.md')]);
    const inline = path.join(work, 'llms-inline.txt');
    writeLlmsFull({ file: inline, header: '# Site\n\n> Tagline', docs: docs.slice(0, 10) });
    expect(readFileSync(inline, 'utf8')).toBe(
      `${['# Site\n\n> Tagline', ...docs.slice(0, 10).filter(([url]) => !url.endsWith('missing')).map(([url, file]) => `Source: ${url}\n\n${readFileSync(file, 'utf8')}`)].join('\n\n---\n\n')}\n`,
    );
    const threaded = path.join(work, 'llms-threaded.txt');
    await writeLlmsFullAside({ file: threaded, header: '# Site', docs });
    writeLlmsFull({ file: inline, header: '# Site', docs });
    expect(readFileSync(threaded, 'utf8')).toBe(readFileSync(inline, 'utf8'));
    expect(readFileSync(threaded, 'utf8')).toContain('page 1099 index.md');
  });

  it('starts its thread while the pages are being placed, and reads them once the placing is over (its flag set)', async () => {
    const { placeFilesAside } = await compiled();
    const { writeLlmsFull, writeLlmsFullAside } = await compiledLlms();
    const { newPagesSignal } = (await import(path.join(REPO_ROOT, 'dist/renderer/server/pages-written.js'))) as typeof import('../../renderer/server/pages-written.js');
    const { fromDir, files } = previousBuild(1600);
    const toDir = path.join(work, 'placed-for-llms');
    const docs = files.filter((f) => f.endsWith('.md')).map((f): [string, string] => [`https://example.com/${path.dirname(f)}`, path.join(toDir, f)]);
    const signal = newPagesSignal();
    const placing = placeFilesAside({ fromDir, toDir, files, signal });
    // Started before the placing is over: a doc read too early would be left out as not written.
    const written = writeLlmsFullAside({ file: path.join(work, 'llms-while-placing.txt'), header: '# Site', docs }, { promise: placing, done: () => false, signal });
    await Promise.all([placing, written]);
    expect(Atomics.load(signal, 0)).toBe(1);
    writeLlmsFull({ file: path.join(work, 'llms-after-placing.txt'), header: '# Site', docs });
    const text = readFileSync(path.join(work, 'llms-while-placing.txt'), 'utf8');
    expect(text).toBe(readFileSync(path.join(work, 'llms-after-placing.txt'), 'utf8'));
    expect(text.split('Source: ').length - 1).toBe(1600);
  });

  it('is not left waiting when the placing fails: the flag is set all the same', async () => {
    const { placeFilesAside } = await compiled();
    const { newPagesSignal } = (await import(path.join(REPO_ROOT, 'dist/renderer/server/pages-written.js'))) as typeof import('../../renderer/server/pages-written.js');
    const { fromDir, files } = previousBuild(900);
    rmSync(path.join(fromDir, files[700]));
    const signal = newPagesSignal();
    await expect(placeFilesAside({ fromDir, toDir: path.join(work, 'placing-fails'), files, signal })).rejects.toMatchObject({ code: 'ENOENT' });
    expect(Atomics.load(signal, 0)).toBe(1);
  });

  it('fails with the error that stopped the thread', async () => {
    const { writeLlmsFullAside } = await compiledLlms();
    const docs = Array.from({ length: 1200 }, (_, i): [string, string] => [`https://example.com/${i}`, path.join(work, 'none.md')]);
    const failure = await writeLlmsFullAside({ file: path.join(work, 'no-such-folder', 'llms-full.txt'), header: '# Site', docs }).then(
      () => undefined,
      (error: NodeJS.ErrnoException) => error,
    );
    expect(failure?.code).toBe('ENOENT');
    expect(failure?.path).toBe(path.join(work, 'no-such-folder', 'llms-full.txt'));
  });
});

describe('writing a large search index file', () => {
  /** An index of `count` pages with a few sections each, words repeated across pages and some non-ASCII. */
  async function indexOf(count: number) {
    const { createSearchDocuments, DEFAULT_SEARCH_INDEX_OPTIONS, searchIndexData, sortedTermIds } = await compiledSearch();
    const words = ['latency', 'budget', 'tracing', 'café', 'naïve', 'retention', 'pipeline', 'agent', '日本語', 'quota'];
    const pages = Array.from({ length: count }, (_, i) => ({
      route: `/docs/page-${i}`,
      title: `Page ${i} ${words[i % words.length]}`,
      type: 'docs' as const,
      tags: i % 3 ? [`tag${i % 5}`] : [],
      sidebarParentCategories: [],
      sections: Array.from({ length: 1 + (i % 4) }, (_, j) => ({
        ...(j ? { id: `part-${j}` } : {}),
        title: j ? `Part ${j}` : `Page ${i}`,
        depth: j ? 2 : 1,
        text: Array.from({ length: 20 + ((i * 7 + j) % 30) }, (_, k) => words[(i + j * 3 + k * k) % words.length] + (k % 9 === 0 ? String(i) : '')).join(' '),
      })),
    }));
    const data = searchIndexData(createSearchDocuments(pages, DEFAULT_SEARCH_INDEX_OPTIONS), DEFAULT_SEARCH_INDEX_OPTIONS);
    return { data, sorted: sortedTermIds(data.lunr.terms) };
  }

  it('writes the lunr index from a thread of its own, after the documents: the bytes of the file written in one go', async () => {
    const { writeIndexFile, writeIndexFileAside, searchIndexText } = await compiledSearch();
    const { data, sorted } = await indexOf(700);
    // The index's large arrays are in shared memory: the thread reads them, no copy.
    expect(data.lunr.vectors.values.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(data.lunr.postings.refs.buffer).toBeInstanceOf(SharedArrayBuffer);
    const inline = path.join(work, 'search-inline.json');
    const threaded = path.join(work, 'search-threaded.json');
    writeIndexFile(inline, data, sorted);
    // A longer file where the new one goes: what it held is all replaced.
    writeFileSync(threaded, 'x'.repeat(statSync(inline).size + 1000));
    await writeIndexFileAside(threaded, data, sorted);
    expect(readFileSync(threaded).equals(readFileSync(inline))).toBe(true);
    expect(readFileSync(inline, 'utf8')).toBe(searchIndexText(data, sorted));
    const parsed = JSON.parse(readFileSync(threaded, 'utf8')) as { documents: unknown[]; index: { invertedIndex: unknown[] } };
    expect(parsed.documents.length).toBe(data.entryTexts.length);
    expect(parsed.index.invertedIndex.length).toBe(data.lunr.terms.length);
  });

  it('fails with the error that stopped the thread', async () => {
    const { writeIndexFileAside } = await compiledSearch();
    const { data, sorted } = await indexOf(20);
    const failure = await Promise.resolve()
      .then(() => writeIndexFileAside(path.join(work, 'no-such-folder', 'search-index-en.json'), data, sorted))
      .then(
        () => undefined,
        (error: NodeJS.ErrnoException) => error,
      );
    expect(failure?.code).toBe('ENOENT');
    expect(failure?.path).toBe(path.join(work, 'no-such-folder', 'search-index-en.json'));
  });
});
