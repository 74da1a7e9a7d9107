/**
 * The parse index (engine/content/parse-index.ts): a file whose stamp is the one indexed is taken
 * from the index unread; any change of the file (its text, its times, its inode), of its parse
 * options, of the index's bytes, or a day passing, and the file is read again.
 */
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileStamp, jobKey, ParseIndex } from '../../engine/content/parse-index.js';
import type { LoadedSite } from '../../engine/load.js';
import { REPO_ROOT } from '../support/site.js';

const HOUR = 60 * 60 * 1000;
const parse = (title: string) => ({ parsed: { frontMatter: {}, frontMatterLines: {}, headings: [], references: [], components: [], diagnostics: [], contentTitle: title }, cacheFile: `/cache/${title}.bin`, treeAt: 100 });

/** A folder with `n` small docs, just written. */
function docsFolder(n: number): { dir: string; files: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-parse-index-'));
  const files = Array.from({ length: n }, (_, i) => path.join(dir, `doc-${i}.md`));
  for (const file of files) writeFileSync(file, `# ${path.basename(file)}\n`);
  return { dir, files };
}

describe('the parse index of a site', () => {
  it('gives back what was added under the same stamp and options only', () => {
    const { dir, files } = docsFolder(2);
    const cacheDir = path.join(dir, 'cache');
    const later = Date.now() + HOUR; // the files are not racy then
    const first = ParseIndex.open(cacheDir, dir, 'v1', later);
    const job = jobKey({ abs: files[0], source: 'doc-0.md', format: 'md' });
    first.add(files[0], fileStamp(files[0])!, job, parse('zero'));
    first.add(files[1], fileStamp(files[1])!, job, parse('one'));
    first.save();

    const next = ParseIndex.open(cacheDir, dir, 'v1', later + 1000);
    expect(next.lookup(files[0], fileStamp(files[0])!, job)?.parsed.contentTitle).toBe('zero');
    // Other parse options (the emoji setting), another stamp (the file written again, to the same size).
    expect(next.lookup(files[0], fileStamp(files[0])!, jobKey({ abs: files[0], source: 'doc-0.md', format: 'md', emoji: false }))).toBeUndefined();
    writeFileSync(files[1], `# ${path.basename(files[1]).replace('1', '2')}\n`);
    expect(next.lookup(files[1], fileStamp(files[1])!, job)).toBeUndefined();
    // Its modification time set back: its change time still tells.
    const before = statSync(files[0], { bigint: true });
    execFileSync('touch', ['-m', '-d', `@${before.mtimeNs / 1_000_000_000n}.${String(before.mtimeNs % 1_000_000_000n).padStart(9, '0')}`, files[0]]);
    expect(statSync(files[0], { bigint: true }).mtimeNs).toBe(before.mtimeNs);
    expect(ParseIndex.open(cacheDir, dir, 'v1', later + 2000).lookup(files[0], fileStamp(files[0])!, job)).toBeUndefined();
    // Another parser (cache version), another day, another site folder: nothing.
    const stamp = fileStamp(files[1])!;
    const fresh = path.join(dir, 'cache-2');
    const again = ParseIndex.open(fresh, dir, 'v1', later);
    again.add(files[1], stamp, job, parse('two'));
    again.save();
    expect(ParseIndex.open(fresh, dir, 'v1', later + 1000).lookup(files[1], stamp, job)?.parsed.contentTitle).toBe('two');
    expect(ParseIndex.open(fresh, dir, 'v2', later + 1000).lookup(files[1], stamp, job)).toBeUndefined();
    expect(ParseIndex.open(fresh, dir, 'v1', later + 25 * HOUR).lookup(files[1], stamp, job)).toBeUndefined();
    expect(ParseIndex.open(fresh, path.join(dir, 'other'), 'v1', later + 1000).lookup(files[1], stamp, job)).toBeUndefined();
  });

  it('does not index a file changed in the last seconds, nor trust a damaged index', () => {
    const { dir, files } = docsFolder(1);
    const cacheDir = path.join(dir, 'cache');
    const job = jobKey({ abs: files[0], source: 'doc-0.md', format: 'md' });
    const stamp = fileStamp(files[0])!;
    // Changed a second ago: a second edit in the same tick of a coarse clock would leave its stamp as it is.
    const now = ParseIndex.open(cacheDir, dir, 'v1', Math.max(stamp[1], stamp[2]) + 1000);
    now.add(files[0], stamp, job, parse('racy'));
    now.save();
    expect(existsSync(path.join(cacheDir, 'parse-index'))).toBe(false);

    const later = Math.max(stamp[1], stamp[2]) + HOUR;
    const index = ParseIndex.open(cacheDir, dir, 'v1', later);
    index.add(files[0], stamp, job, parse('kept'));
    index.save();
    const [name] = readdirSync(path.join(cacheDir, 'parse-index'));
    const file = path.join(cacheDir, 'parse-index', name);
    expect(ParseIndex.open(cacheDir, dir, 'v1', later).lookup(files[0], stamp, job)?.parsed.contentTitle).toBe('kept');
    const bytes = readFileSync(file);
    bytes[bytes.length - 3] ^= 0x20; // one bit of a title
    writeFileSync(file, bytes);
    expect(ParseIndex.open(cacheDir, dir, 'v1', later).lookup(files[0], stamp, job)).toBeUndefined();
  });

  it('is written again once enough files were read that it did not have, not after every edit, keeping what it had', () => {
    const { dir, files } = docsFolder(40);
    const cacheDir = path.join(dir, 'cache');
    const later = Date.now() + HOUR;
    const job = jobKey({ abs: files[0], source: 'doc.md', format: 'md' });
    const first = ParseIndex.open(cacheDir, dir, 'v1', later);
    for (const file of files.slice(0, 5)) first.add(file, fileStamp(file)!, job, parse(file));
    first.save();
    const indexed = () => files.filter((file) => ParseIndex.open(cacheDir, dir, 'v1', later).lookup(file, fileStamp(file)!, job)).length;
    expect(indexed()).toBe(5);
    // A few more files read: the next builds read them again rather than writing the index each time.
    const few = ParseIndex.open(cacheDir, dir, 'v1', later);
    for (const file of files.slice(5, 10)) few.add(file, fileStamp(file)!, job, parse(file));
    few.save();
    expect(indexed()).toBe(5);
    const many = ParseIndex.open(cacheDir, dir, 'v1', later);
    for (const file of files) if (!many.lookup(file, fileStamp(file)!, job)) many.add(file, fileStamp(file)!, job, parse(file));
    many.save();
    expect(indexed()).toBe(40);
    // The same files parsed another way (another locale's build): indexed beside the first, not instead.
    const otherJob = jobKey({ abs: files[0], source: 'i18n/fr/doc.md', format: 'md' });
    const other = ParseIndex.open(cacheDir, dir, 'v1', later + 12 * HOUR);
    for (const file of files) other.add(file, fileStamp(file)!, otherJob, parse(`${file} (fr)`));
    other.save();
    const both = ParseIndex.open(cacheDir, dir, 'v1', later);
    expect(files.filter((file) => both.lookup(file, fileStamp(file)!, job)?.parsed.contentTitle === file)).toHaveLength(40);
    expect(files.filter((file) => both.lookup(file, fileStamp(file)!, otherJob)?.parsed.contentTitle === `${file} (fr)`)).toHaveLength(40);
    // Written again since, it is still as old as when it was started: read through a day after that.
    expect(ParseIndex.open(cacheDir, dir, 'v1', later + 23 * HOUR).lookup(files[0], fileStamp(files[0])!, job)).toBeDefined();
    expect(ParseIndex.open(cacheDir, dir, 'v1', later + 25 * HOUR).lookup(files[0], fileStamp(files[0])!, job)).toBeUndefined();
  });
});

type Engine = { loadSite: typeof import('../../engine/load.js').loadSite };

describe('a large site loaded through its parse index', () => {
  it('has the same docs as one loaded without a cache (for a build and for docs check), the edited doc read again, and its trees in the workers', async () => {
    const { loadSite } = (await import(path.join(REPO_ROOT, 'dist/engine/load.js'))) as Engine;
    const site = mkdtempSync(path.join(tmpdir(), 'docs-parse-index-site-'));
    // 330 docs: above the size where the docs are parsed in worker threads.
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/gen-corpus.mjs'), site, '330']);
    const written = Date.now();
    const cacheDir = path.join(site, 'cache');
    const load = async (cache: string | false, use?: (loaded: LoadedSite) => Promise<void>) => {
      const loaded = await loadSite(site, { cache, contentWorkers: true, threads: 2 });
      try {
        await use?.(loaded);
        return JSON.stringify(loaded.graph.docs);
      } finally {
        await loaded.workers?.close();
      }
    };
    await load(cacheDir); // the parse cache filled
    // Files changed in the last seconds are not indexed (see above): the next load indexes them.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, written + 3500 - Date.now())));
    expect(await load(cacheDir)).toBe(await load(false));
    expect(readdirSync(path.join(cacheDir, 'parse-index')).length).toBe(1);

    const edited = path.join(site, 'docs', readdirSync(path.join(site, 'docs'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md')).sort()[100]);
    appendFileSync(edited, '\n## A heading added since\n\nWith a new paragraph.\n');
    const task = path.join(mkdtempSync(path.join(tmpdir(), 'docs-task-')), 'headings-task.mjs');
    writeFileSync(
      task,
      `import { treeOf } from ${JSON.stringify(pathToFileURL(path.join(REPO_ROOT, 'dist/engine/content/parse-files.js')).href)};\n` +
        'const text = (node) => node.value ?? (node.children ?? []).map(text).join("");\n' +
        'export function runTask(source, { trees }) { const held = trees.get(source); return held && text(treeOf(held).children.filter((n) => n.type === "heading").at(-1)); }\n',
    );
    const source = path.relative(site, edited);
    let headings: (string | undefined)[] = [];
    const withIndex = await load(cacheDir, async (loaded) => {
      // The workers start for the task (a build would render one doc on the main thread) and hold the new tree.
      headings = await loaded.workers!.run<string | undefined>(pathToFileURL(task), source);
    });
    expect(withIndex).toContain('a-heading-added-since');
    expect(withIndex).toBe(await load(false));
    // As `docs check` loads it (no trees kept, no workers kept): the same docs.
    const checked = await loadSite(site, { cache: cacheDir, trees: false, threads: 2 });
    expect(checked.workers).toBeUndefined();
    expect(JSON.stringify(checked.graph.docs)).toBe(withIndex);
    // One worker holds the doc's tree: the one with the heading added.
    expect(headings.filter((text) => text !== undefined)).toEqual(['A heading added since']);
  }, 180_000);
});
