/**
 * Incremental `docs build` (renderer/server/incremental.ts): after random sequences of edits to a
 * copy of a site (text, first paragraph, title, tags, sidebar label, new doc, deleted doc, partial,
 * image, config, nothing), the build that reused the previous one's pages must write the very same
 * files, byte for byte, as a full `--no-cache` build of the same sources; and it must reuse what an
 * edit left untouched. Both through the real CLI, on the main thread and in the render workers.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { LoadedSite } from '../../engine/load.js';
import { buildRecordFile } from '../../renderer/server/incremental.js';
import { REPO_ROOT } from '../support/site.js';
import { seededRandom } from '../support/random.js';

const FIXTURE = path.join(REPO_ROOT, 'tests/fixtures/incremental-site');
const work = mkdtempSync(path.join(tmpdir(), 'docs-incremental-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every file of a folder, relative paths, sorted. */
function files(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel))
    .flatMap((name) => (statSync(path.join(dir, rel, name)).isDirectory() ? files(dir, path.join(rel, name)) : [path.join(rel, name)]))
    .sort();
}

const random = seededRandom;

/** `docs build` itself (the CLI), in a child process. */
function build(site: string, args: string[]): { reused: number; stderr: string } {
  const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', DOCS_NO_CACHE: '' } });
  expect(run.status, run.stderr).toBe(0);
  const reused = /Built \d+ pages \(([\d,]+) reused\)/.exec(run.stderr);
  return { reused: reused ? Number(reused[1].replace(/,/g, '')) : -1, stderr: run.stderr };
}

/** The doc files of a site (not partials), relative to docs/. */
function docFiles(site: string): string[] {
  return files(path.join(site, 'docs')).filter((f) => /\.mdx?$/.test(f) && !path.basename(f).startsWith('_'));
}

type Expect = 'one' | 'none' | 'all' | 'some';
interface Edit {
  name: string;
  /** What the next build may reuse: every doc but the edited one, none, all, or anything. */
  expect: Expect;
  apply: (site: string, rand: () => number, step: number) => void;
}

const pick = <T,>(list: T[], rand: () => number) => list[Math.floor(rand() * list.length)];
/** The fixture's own docs (not the generated bulk of the large site): the ones edits pick from. */
const editable = (site: string) => docFiles(site).filter((f) => !f.startsWith('bulk'));
const pickDoc = (site: string, rand: () => number) => path.join(site, 'docs', pick(editable(site), rand));
/** Docs no other doc links to or imports from: safe to delete. */
const deletable = (site: string) => docFiles(site).filter((f) => f.startsWith('guides/new-') || f === 'guides/third.md' || f === 'reference/cli.md');
const replaceIn = (file: string, from: RegExp | string, to: string) => writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));

const EDITS: Edit[] = [
  { name: 'text edit', expect: 'one', apply: (site, rand, step) => appendFileSync(pickDoc(site, rand), `\nAn added paragraph, step ${step}.\n`) },
  { name: 'first paragraph edit (the description cards show)', expect: 'some', apply: (site, rand, step) => replaceIn(pickDoc(site, rand), /\n---\n\n/, `\n---\n\nA new opening, step ${step}.\n\n`) },
  { name: 'title edit', expect: 'none', apply: (site, rand, step) => replaceIn(pickDoc(site, rand), /^title: .*$/m, `title: Retitled at step ${step}`) },
  {
    name: 'tags edit',
    expect: 'some',
    apply: (site, rand, step) => {
      const file = pickDoc(site, rand);
      if (/^tags:/m.test(readFileSync(file, 'utf8'))) replaceIn(file, /^tags: .*$/m, `tags: [step-${step}]`);
      else replaceIn(file, /^title: (.*)$/m, `title: $1\ntags: [step-${step}]`);
    },
  },
  { name: 'sidebar label change', expect: 'none', apply: (site, _rand, step) => replaceIn(path.join(site, 'sidebars.js'), /label: '[^']*Guides[^']*'/, `label: 'Guides ${step}'`) },
  { name: 'new doc', expect: 'some', apply: (site, _rand, step) => writeFileSync(path.join(site, 'docs/guides', `new-${step}.md`), `---\ntitle: New at step ${step}\n---\n\nA new guide.\n\n## Its part\n\nSee [the introduction](../intro.md).\n`) },
  {
    name: 'deleted doc',
    expect: 'some',
    apply: (site, rand) => {
      const list = deletable(site);
      if (list.length) unlinkSync(path.join(site, 'docs', pick(list, rand)));
    },
  },
  { name: 'partial edit', expect: 'one', apply: (site, _rand, step) => appendFileSync(path.join(site, 'docs/guides/_shared.md'), `3. Step ${step}.\n`) },
  { name: 'image edit', expect: 'one', apply: (site, _rand, step) => writeFileSync(path.join(site, 'docs/guides/pic.png'), `\x89PNG\r\n\x1a\n-picture-${step}`) },
  { name: 'config change', expect: 'none', apply: (site, _rand, step) => replaceIn(path.join(site, 'site.config.mjs'), /copyright: '[^']*'/, `copyright: 'Copyright ${step}'`) },
  { name: 'nothing', expect: 'all', apply: () => {} },
];

type Engine = { loadSite: typeof import('../../engine/load.js').loadSite; buildSite: typeof import('../../renderer/server/build.js').buildSite; recordBuild: typeof import('../../renderer/server/unchanged-build.js').recordBuild };
let compiled: Engine | undefined;
/** The compiled engine (the global setup compiles it): render workers run compiled JavaScript only. */
async function engine(): Promise<Engine> {
  compiled ??= {
    loadSite: ((await import(path.join(REPO_ROOT, 'dist/engine/load.js'))) as typeof import('../../engine/load.js')).loadSite,
    buildSite: ((await import(path.join(REPO_ROOT, 'dist/renderer/server/build.js'))) as typeof import('../../renderer/server/build.js')).buildSite,
    recordBuild: ((await import(path.join(REPO_ROOT, 'dist/renderer/server/unchanged-build.js'))) as typeof import('../../renderer/server/unchanged-build.js')).recordBuild,
  };
  return compiled;
}

/**
 * As `docs build` does it, in this process: incremental into site/build (cache in the site), or full
 * (no cache) into `fullDir`; the doc pages and all pages reused. `loaded` sees the loaded site before
 * it is built. `record`: the build is recorded as the CLI records it (unchanged-build.ts), so the
 * next one moves the reused folders in whole (reuse-plan.ts); else it links every reused file.
 */
async function buildHere(site: string, threads: number, fullDir?: string, loaded_?: (site: LoadedSite) => void, record = false): Promise<{ docs: number; all: number }> {
  const { loadSite, buildSite, recordBuild } = await engine();
  const cacheDir = path.join(site, '.docs-cache');
  const loaded = await loadSite(site, { contentWorkers: true, threads, cache: fullDir ? false : cacheDir });
  expect(loaded.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  loaded_?.(loaded);
  const result = await buildSite(loaded, { outDir: fullDir ?? path.join(site, 'build'), ...(fullDir ? {} : { cacheDir }) }).finally(() => loaded.workers?.close());
  if (record && !fullDir) recordBuild(cacheDir, result.outDir, 'test', result, result.knownStamps);
  return { docs: result.reusedDocs, all: result.reused };
}

/**
 * Every kept content of `site`'s build made unreadable, its stamp (size, inode, mtime to the
 * nanosecond, set again by touch) as the manifest notes it: a build that reads one fails.
 */
function spoilKeptContents(site: string): void {
  const pagesDir = path.join(site, '.docs-cache', 'builds', 'pages');
  for (const file of files(pagesDir)) {
    const at = path.join(pagesDir, file);
    const { size, mtimeNs } = statSync(at, { bigint: true });
    writeFileSync(at, Buffer.alloc(Number(size)));
    const touched = spawnSync('touch', ['-m', '-d', `@${mtimeNs / 1_000_000_000n}.${String(mtimeNs % 1_000_000_000n).padStart(9, '0')}`, at]);
    expect(touched.status).toBe(0);
    expect(statSync(at, { bigint: true }).mtimeNs).toBe(mtimeNs);
  }
}

/** Runs `steps` random edits on a fresh copy of `source`, comparing each incremental build to a full one. */
async function runSequence(source: string, seed: number, steps: number, threads = 1, record = false): Promise<string[]> {
  const site = path.join(work, `seq-${seed}`);
  cpSync(source, site, { recursive: true });
  const rand = random(seed);
  await buildHere(site, threads, undefined, undefined, record); // the first build fills the cache
  const log: string[] = [];
  for (let step = 1; step <= steps; step++) {
    const edit = EDITS[Math.floor(rand() * EDITS.length)];
    // A doc whose text or image changed is the only one rendered again (when it is still a doc).
    const before = docFiles(site).length;
    edit.apply(site, rand, step);
    const docs = docFiles(site).length;
    const { docs: reused, all: reusedPages } = await buildHere(site, threads, undefined, undefined, record);
    const full = path.join(work, `full-${seed}`);
    rmSync(full, { recursive: true, force: true });
    await buildHere(site, threads, full);
    const at = `seed ${seed}, step ${step} (${edit.name})`;
    log.push(`${at}: ${reused}/${docs} reused (${reusedPages} pages)`);
    const built = path.join(site, 'build');
    expect(files(built), at).toEqual(files(full));
    for (const file of files(full)) expect(readFileSync(path.join(built, file)).equals(readFileSync(path.join(full, file))), `${at}: ${file} differs`).toBe(true);
    if (edit.expect === 'all' || (edit.expect === 'one' && before === docs)) {
      expect(reused, at).toBe(edit.expect === 'all' ? docs : docs - 1);
      // The tag pages (made from the graph alone, which such an edit leaves as it was) are kept too.
      expect(reusedPages - reused, at).toBe(files(built).filter((f) => f.startsWith('tags/') && f.endsWith('.html')).length);
    }
    if (edit.expect === 'none') expect(reusedPages, at).toBe(0);
  }
  return log;
}

describe('incremental docs build', () => {
  it('writes the same files as a full build after each random edit, reusing the untouched pages', async () => {
    // Reused folders moved in whole (the builds are recorded), then reused files linked one by one.
    const log = [...(await runSequence(FIXTURE, 11, 10, 1, true)), ...(await runSequence(FIXTURE, 29, 10))];
    expect(log.some((line) => / [1-9]\d*\/\d+ reused/.test(line))).toBe(true);
  }, 600_000);

  it('does the same when the pages render in worker threads (a large site)', async () => {
    const site = path.join(work, 'large');
    cpSync(FIXTURE, site, { recursive: true });
    // 310 more docs (small ones): above the size where parsing and rendering move to worker threads.
    mkdirSync(path.join(site, 'docs', 'bulk'));
    for (let i = 0; i < 310; i++) writeFileSync(path.join(site, 'docs', 'bulk', `doc-${i}.md`), `---\ntitle: Bulk ${i}\ntags: [bulk-${i % 7}]\n---\n\nBulk doc ${i}, see [the introduction](../intro.md).\n\n## Part ${i}\n\nMore text.\n`);
    const log = await runSequence(site, 5, 3, 2, true);
    expect(log.length).toBe(3);
    // The worker path really ran: the site is above the threads' threshold.
    expect(docFiles(site).length).toBeGreaterThan(300);
  }, 600_000);

  it('renders a few edited docs of a large site on the main thread, from the parse cache; in the workers when a doc changed since it was parsed', async () => {
    const site = path.join(work, 'large-edit');
    cpSync(FIXTURE, site, { recursive: true });
    mkdirSync(path.join(site, 'docs', 'bulk'));
    for (let i = 0; i < 310; i++) writeFileSync(path.join(site, 'docs', 'bulk', `doc-${i}.md`), `---\ntitle: Bulk ${i}\n---\n\nBulk doc ${i}.\n`);
    const full = path.join(work, 'large-edit-full');
    const sameAsFull = async () => {
      rmSync(full, { recursive: true, force: true });
      await buildHere(site, 2, full);
      expect(files(path.join(site, 'build'))).toEqual(files(full));
      for (const file of files(full)) expect(readFileSync(path.join(site, 'build', file)).equals(readFileSync(path.join(full, file))), file).toBe(true);
    };
    await buildHere(site, 2);
    // The workers' task runs of each build (a spy that calls through).
    let runs: { mock: { calls: unknown[] } } | undefined;
    const watch = (loaded: LoadedSite) => void (runs = vi.spyOn(loaded.workers!, 'run'));
    const intro = path.join(site, 'docs', 'intro.md');
    // A text edit: one doc rendered, here; the workers are not asked. The search index is made from
    // its state, read while the doc renders: no reused page's kept sections are read (they are spoilt).
    spoilKeptContents(site);
    appendFileSync(intro, '\nAn added paragraph.\n');
    expect((await buildHere(site, 2, undefined, watch)).docs).toBe(docFiles(site).length - 1);
    expect(runs!.mock.calls.length).toBe(0);
    await sameAsFull();
    // The doc edited again after it was parsed: what is read here is not what the site was
    // assembled from, so the workers render the tree they parsed; the next build renders the new text.
    appendFileSync(intro, '\nA second paragraph.\n');
    await buildHere(site, 2, undefined, (loaded) => (watch(loaded), appendFileSync(intro, '\nA third paragraph.\n')));
    expect(runs!.mock.calls.length).toBe(1);
    expect(readFileSync(path.join(site, 'build', 'intro', 'index.html'), 'utf8')).toContain('A second paragraph.');
    expect(readFileSync(path.join(site, 'build', 'intro', 'index.html'), 'utf8')).not.toContain('A third paragraph.');
    await buildHere(site, 2);
    await sameAsFull();
  }, 300_000);

  it('moves the previous build’s folders of reused pages into the new one whole, never one changed since', () => {
    const site = path.join(work, 'moved-folders');
    cpSync(FIXTURE, site, { recursive: true });
    const full = path.join(work, 'moved-folders-full');
    const sameAsFull = (at: string) => {
      rmSync(full, { recursive: true, force: true });
      build(site, ['--no-cache', '--out-dir', full]);
      expect(files(path.join(site, 'build')), at).toEqual(files(full));
      for (const file of files(full)) expect(readFileSync(path.join(site, 'build', file)).equals(readFileSync(path.join(full, file))), `${at}: ${file}`).toBe(true);
    };
    const reference = path.join(site, 'build', 'reference');
    writeFileSync(path.join(site, 'docs/reference/extra.md'), '# Extra\n\nA page in no sidebar.\n');
    build(site, []);
    const folder = statSync(reference).ino;
    const page = statSync(path.join(reference, 'api', 'index.html')).ino;
    // A guide's text edited: the reference pages' folder is the previous build's, moved in.
    appendFileSync(path.join(site, 'docs/guides/first.md'), '\nAn added paragraph.\n');
    build(site, []);
    expect(statSync(reference).ino).toBe(folder);
    expect(statSync(path.join(reference, 'api', 'index.html')).ino).toBe(page);
    sameAsFull('after a text edit');
    // A file put into that folder since: the folder is not moved, and the file not carried over.
    writeFileSync(path.join(reference, 'api', 'notes.txt'), 'mine');
    appendFileSync(path.join(site, 'docs/guides/first.md'), '\nA second paragraph.\n');
    build(site, []);
    expect(existsSync(path.join(reference, 'api', 'notes.txt'))).toBe(false);
    expect(statSync(reference).ino).not.toBe(folder);
    sameAsFull('after a file was added to the output');
    // A reference doc deleted: its page goes with it, the other pages stay.
    unlinkSync(path.join(site, 'docs/reference/extra.md'));
    build(site, []);
    expect(existsSync(path.join(reference, 'extra'))).toBe(false);
    expect(existsSync(path.join(reference, 'api', 'index.html'))).toBe(true);
    sameAsFull('after a doc was deleted');
  }, 300_000);

  it('takes an unchanged search index from the previous build, never one edited since', () => {
    const site = path.join(work, 'search-reuse');
    cpSync(FIXTURE, site, { recursive: true });
    const index = () => path.join(site, 'build', readdirSync(path.join(site, 'build')).find((f) => /^search-index-[^.]+\.json$/.test(f))!);
    build(site, []);
    const written = statSync(index()).ino;
    const original = readFileSync(index(), 'utf8');
    build(site, []);
    // Nothing changed: the same file (a hard link to the previous build's), not one written again.
    expect(statSync(index()).ino).toBe(written);
    // Edited in the output folder: not trusted, written again from the sources.
    writeFileSync(index(), '{"documents":[]}');
    build(site, []);
    expect(readFileSync(index(), 'utf8')).toBe(original);
    // An image changed: the page that shows it is rendered again, to the same text, and the index
    // (whose input is hashed by the pages' kept contents) is still the previous build's file.
    const indexed = statSync(index()).ino;
    writeFileSync(path.join(site, 'docs/guides/pic.png'), '\x89PNG\r\n\x1a\n-another-picture');
    expect(build(site, []).reused).toBe(docFiles(site).length - 1 + files(path.join(site, 'build', 'tags')).filter((f) => f.endsWith('.html')).length);
    expect(statSync(index()).ino).toBe(indexed);
    // A doc's text changed: the index has its new words.
    const doc = path.join(site, 'docs', docFiles(site)[0]);
    appendFileSync(doc, '\nZanzibarquokka appears here.\n');
    build(site, []);
    expect(readFileSync(index(), 'utf8')).toContain('zanzibarquokka');
  }, 300_000);

  it('links the search chunks a one-doc edit left as they were, and writes the others', async () => {
    const site = path.join(work, 'chunk-reuse');
    cpSync(FIXTURE, site, { recursive: true });
    // Above search.splitIndexAbove (200 pages): the index is written in chunks too.
    mkdirSync(path.join(site, 'docs', 'bulk'));
    for (let i = 0; i < 240; i++) writeFileSync(path.join(site, 'docs', 'bulk', `doc-${i}.md`), `---\ntitle: Bulk ${i}\n---\n\nBulk doc ${i} on topic${i % 13}.\n\n## Part ${i}\n\nMore text about item${i}: alpha${i}, beta${i}, gamma${i} and delta${i}.\n`);
    /** Each chunk of the index, by name, with its inode. */
    const chunks = () => {
      const folder = path.join(site, 'build', 'search-index-en');
      const { base } = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as { base: string };
      return new Map(readdirSync(path.join(folder, base)).map((name) => [name, statSync(path.join(folder, base, name)).ino]));
    };
    await buildHere(site, 1);
    const before = chunks();
    // Two chunks of the previous build edited by hand (same size): never linked again.
    const folder = path.join(site, 'build', 'search-index-en');
    const { base } = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as { base: string };
    const spoilt = ['p0.json', 'd0.json'];
    for (const name of spoilt) {
      const file = path.join(folder, base, name);
      writeFileSync(file, readFileSync(file, 'utf8').replace(/[a-z]/, 'Q'));
    }
    // A word changed for another the site has: the other terms' postings and weights stay as they were.
    const edited = path.join(site, 'docs', 'bulk', 'doc-7.md');
    writeFileSync(edited, readFileSync(edited, 'utf8').replace('topic7', 'topic8'));
    await buildHere(site, 1, undefined, undefined, true);
    const after = chunks();
    // The linked chunks' stamps are recorded without a stat: each as a stat finds it, in the search
    // index's record and the unchanged build's.
    const outDir = path.join(site, 'build');
    const cacheDir = path.join(site, '.docs-cache');
    const searchRecord = JSON.parse(readFileSync(buildRecordFile(cacheDir, outDir, 'search'), 'utf8')) as { indexes: Record<string, { files: [string, number, number, number][] }> };
    const unchangedRecord = JSON.parse(readFileSync(buildRecordFile(cacheDir, outDir, 'unchanged'), 'utf8')) as { outputs: [string, number, number, number][] };
    const recorded = [...searchRecord.indexes['search-index-en.json'].files, ...unchangedRecord.outputs.filter(([file]) => file.startsWith('search-index-en'))];
    expect(recorded.filter(([file]) => file.includes(`${path.sep}d`)).length).toBeGreaterThan(40);
    for (const [file, size, mtimeMs, ino] of recorded) {
      const found = statSync(path.join(outDir, file));
      expect([size, mtimeMs, ino], file).toEqual([found.size, found.mtimeMs, found.ino]);
    }
    const linked = [...after].filter(([name, ino]) => before.get(name) === ino).map(([name]) => name);
    // Most chunks are the previous build's files, postings among them (taken without being made); the edited doc's are not.
    expect(linked.length).toBeGreaterThan(after.size / 2);
    expect(linked.length).toBeLessThan(after.size);
    expect(linked.filter((name) => name.startsWith('p')).length).toBeGreaterThan([...after.keys()].filter((name) => name.startsWith('p')).length / 2);
    for (const name of spoilt) expect(linked).not.toContain(name);
    // And the whole output is the one a full build writes.
    const full = path.join(work, 'chunk-reuse-full');
    await buildHere(site, 1, full);
    const built = path.join(site, 'build');
    expect(files(built)).toEqual(files(full));
    for (const file of files(full)) expect(readFileSync(path.join(built, file)).equals(readFileSync(path.join(full, file))), file).toBe(true);
  }, 300_000);

  it('reads no reused page’s kept sections after a text edit: the search index takes them from its state', async () => {
    const site = path.join(work, 'lazy-contents');
    cpSync(FIXTURE, site, { recursive: true });
    await buildHere(site, 1);
    spoilKeptContents(site);
    appendFileSync(path.join(site, 'docs', 'guides', 'third.md'), '\nZanzibarquokka appears here.\n');
    const { docs } = await buildHere(site, 1);
    expect(docs).toBe(docFiles(site).length - 1);
    const full = path.join(work, 'lazy-contents-full');
    await buildHere(site, 1, full);
    const built = path.join(site, 'build');
    expect(files(built)).toEqual(files(full));
    for (const file of files(full)) expect(readFileSync(path.join(built, file)).equals(readFileSync(path.join(full, file))), file).toBe(true);
    expect(readFileSync(path.join(built, 'search-index-en.json'), 'utf8')).toContain('zanzibarquokka');
  }, 300_000);

  it('does not write a page’s kept content again under the same key, and keeps one that went missing again', async () => {
    const site = path.join(work, 'kept-contents');
    cpSync(FIXTURE, site, { recursive: true });
    const pagesDir = path.join(site, '.docs-cache', 'builds', 'pages');
    const stamps = () => new Map(files(pagesDir).map((f) => [f, `${statSync(path.join(pagesDir, f)).ino}:${statSync(path.join(pagesDir, f)).mtimeMs}`]));
    await buildHere(site, 1);
    const kept = stamps();
    expect(kept.size).toBe(docFiles(site).length);
    // The output folder removed (CI keeping only the cache): every page renders, none is kept again.
    rmSync(path.join(site, 'build'), { recursive: true });
    expect((await buildHere(site, 1)).docs).toBe(0);
    expect(stamps()).toEqual(kept);
    // And the next build reuses them all.
    expect((await buildHere(site, 1)).docs).toBe(docFiles(site).length);
    // One kept content gone: the build after the folder went skips it, the next renders that page
    // (its content cannot be read) and keeps it again, and the one after reuses every page.
    const gone = [...kept.keys()][0];
    rmSync(path.join(pagesDir, gone));
    rmSync(path.join(site, 'build'), { recursive: true });
    await buildHere(site, 1);
    expect(existsSync(path.join(pagesDir, gone))).toBe(false);
    expect((await buildHere(site, 1)).docs).toBe(docFiles(site).length - 1);
    expect(existsSync(path.join(pagesDir, gone))).toBe(true);
    expect((await buildHere(site, 1)).docs).toBe(docFiles(site).length);
  }, 300_000);

  it('drops what the cache keeps for a build folder that is gone, and keeps the others', () => {
    const site = path.join(work, 'gone-folders');
    cpSync(FIXTURE, site, { recursive: true });
    const builds = path.join(site, '.docs-cache', 'builds');
    const keptContents = () => files(path.join(builds, 'pages')).length;
    const manifests = () => readdirSync(builds).filter((f) => /^[0-9a-f]{16}\.json$/.test(f)).length;
    const [first, second] = [path.join(work, 'gone-a'), path.join(work, 'gone-b')];
    build(site, ['--out-dir', first]);
    build(site, ['--out-dir', second]);
    expect(keptContents()).toBe(2 * docFiles(site).length);
    expect(manifests()).toBe(2);
    // Manifests no build reads (an older engine named them differently), for a folder that stays and
    // one that goes, and a record without its manifest: all three go too.
    const named = (name: string) => path.join(builds, name);
    const manifestOf = (outDir: string) => readdirSync(builds).find((f) => /^[0-9a-f]{16}\.json$/.test(f) && readFileSync(named(f), 'utf8').includes(JSON.stringify(outDir)))!;
    copyFileSync(named(manifestOf(second)), named('ffffffffffffffff.json'));
    copyFileSync(named(manifestOf(first)), named('eeeeeeeeeeeeeeee.json'));
    writeFileSync(named('dddddddddddddddd.search.json'), '{}');
    // A search index's state under the name an older engine gave it, for the folder that stays: nothing reads it.
    const legacyState = named(`${manifestOf(second).slice(0, 16)}.search.0123abcd.bin`);
    writeFileSync(legacyState, 'state');
    expect(manifests()).toBe(4);
    // The first folder removed (a temporary one): the next build drops its manifest and kept contents.
    rmSync(first, { recursive: true });
    appendFileSync(path.join(site, 'docs', docFiles(site)[0]), '\nOne more line.\n');
    expect(build(site, ['--out-dir', second]).reused).toBeGreaterThan(0);
    expect(manifests()).toBe(1);
    expect(keptContents()).toBe(docFiles(site).length);
    // The parse cache was looked through too (entries unused for a month go: parse-cache-prune.test.ts).
    expect(existsSync(path.join(site, '.docs-cache', '.pruned'))).toBe(true);
    expect(readdirSync(builds).filter((f) => f.endsWith('.search.json') || f.endsWith('.unchanged.json')).length).toBe(2);
    expect(existsSync(legacyState)).toBe(false);
    // The folder that stays is still built incrementally.
    appendFileSync(path.join(site, 'docs', docFiles(site)[0]), '\nAnd another.\n');
    expect(build(site, ['--out-dir', second]).reused).toBeGreaterThan(0);
  }, 300_000);

  it('drops the kept content of a doc that was deleted', () => {
    const site = path.join(work, 'deleted-doc');
    cpSync(FIXTURE, site, { recursive: true });
    const keptContents = () => files(path.join(site, '.docs-cache', 'builds', 'pages')).length;
    build(site, []);
    const before = keptContents();
    expect(before).toBe(docFiles(site).length);
    // (Its sidebar changes too: every page renders again and is kept anew, each under its doc's name.)
    rmSync(path.join(site, 'docs', deletable(site)[0]));
    build(site, []);
    expect(keptContents()).toBe(before - 1);
  }, 300_000);

  it('keeps one set of records per build folder with locales, and takes an unchanged locale’s search index from the previous build', () => {
    const site = path.join(work, 'locales');
    cpSync(path.join(REPO_ROOT, 'tests/fixtures/i18n-site'), site, { recursive: true });
    const records = () => readdirSync(path.join(site, '.docs-cache', 'builds')).sort();
    const arabicIndex = () => statSync(path.join(site, 'build', 'ar', 'search-index-ar.json')).ino;
    build(site, []);
    const first = records();
    const index = arabicIndex();
    // Only the French translation changes: the Arabic index is the previous build's file, and no record is added.
    appendFileSync(path.join(site, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md'), '\nUne ligne de plus.\n');
    build(site, []);
    expect(records()).toEqual(first);
    expect(arabicIndex()).toBe(index);
  }, 300_000);

  it('keeps the previous build when the engine was compiled again to the same bytes (npm run build)', () => {
    const site = path.join(work, 'recompiled');
    cpSync(FIXTURE, site, { recursive: true });
    build(site, []);
    // As a compile that changes nothing leaves the engine: same bytes, new times.
    const later = new Date(Date.now() + 5_000);
    for (const file of files(path.join(REPO_ROOT, 'dist'))) utimesSync(path.join(REPO_ROOT, 'dist', file), later, later);
    expect(build(site, []).stderr).toMatch(/nothing changed since the last build/);
    const doc = path.join(site, 'docs', docFiles(site)[0]);
    appendFileSync(doc, '\nOne more line.\n');
    for (const file of files(path.join(REPO_ROOT, 'dist'))) utimesSync(path.join(REPO_ROOT, 'dist', file), later, new Date(later.getTime() + 5_000));
    expect(build(site, []).reused).toBeGreaterThan(0);
  }, 300_000);

  it('rebuilds everything with --no-cache, and says what it reused', () => {
    const site = path.join(work, 'flags');
    cpSync(FIXTURE, site, { recursive: true });
    expect(build(site, []).reused).toBe(0);
    // A doc saved again as it was (its time changed, not its text): a real build, which renders nothing.
    const doc = path.join(site, 'docs', docFiles(site)[0]);
    writeFileSync(doc, readFileSync(doc));
    const again = build(site, []);
    // Every doc page, and the pages made from the graph alone (tags).
    expect(again.reused).toBe(docFiles(site).length + files(path.join(site, 'build', 'tags')).filter((f) => f.endsWith('.html')).length);
    expect(again.stderr).toMatch(/Built \d+ pages \(\d+ reused\) into [^\n]* s\.\n/);
    const full = build(site, ['--no-cache']);
    expect(full.stderr).toMatch(/Built \d+ pages into /);
    expect(existsSync(path.join(site, 'build', 'index.html')) || existsSync(path.join(site, 'build', 'intro', 'index.html'))).toBe(true);
    // After a --no-cache build the manifest no longer matches the folder: nothing is taken from it.
    expect(build(site, []).reused).toBe(0);
  }, 300_000);
});
