/**
 * A very large doc (issue 15, item 11) builds in full: parsed in pieces (engine/content/
 * chunked-parse.ts), its page has every section and every TOC entry, and a problem near its end is
 * reported at its true line:column. Not timed (the machine is shared); the timeout leaves headroom.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { List, Root, Table } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { CHUNK_BYTES, parseInPieces } from '../../engine/content/chunked-parse.js';
import { LARGE_PIECE_BYTES, sizeWarnings } from '../../engine/content/doc-size.js';
import { parseContent } from '../../engine/content/parse.js';
import { bigDoc } from '../support/big-doc.js';
import { hasStackTrace, makeSite, REPO_ROOT, tempDir } from './helpers.js';

const MB = 1024 * 1024;

describe('a 2 MB doc', () => {
  let site: string;
  let sections: number;
  let brokenLine: number;
  let result: { code: number | null; stdout: string; stderr: string };
  let html: string;

  beforeAll(() => {
    const doc = bigDoc(2 * MB);
    sections = doc.sections;
    // A broken link in the last section but one: its line is counted from the text.
    const broken = `\nSee [the missing page](./missing-page.md) for more.\n`;
    const text = `${doc.text}${broken}\n## The end\n\nLast words.\n`;
    brokenLine = doc.text.split('\n').length + 1;
    site = makeSite(tempDir('docs-big-'), {
      'site.config.mjs': "export default { title: 'Big', markdown: { format: 'detect' }, onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'warn', docs: { routeBasePath: '/' } };\n",
    });
    writeFileSync(path.join(site, 'docs', 'big.md'), text);
    // Two threads: the doc is parsed in a worker, in segments on both (engine/content/parallel-parse.ts).
    const run = build(['--threads', '2']);
    result = { code: run.status, stdout: run.stdout, stderr: run.stderr };
    html = readFileSync(path.join(site, 'build', 'big', 'index.html'), 'utf8');
  }, 600_000);

  const build = (args: string[]) =>
    spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin', 'docs.js'), 'build', site, ...args], {
      cwd: site,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', DOCS_NO_CACHE: '1' },
      timeout: 540_000,
    });

  it('gives the same page, Markdown twin and diagnostics on one thread (parsed piece by piece on the main thread)', () => {
    const one = build(['--threads', '1', '--out-dir', 'build-one-thread']);
    expect(one.status, one.stderr).toBe(0);
    expect(readFileSync(path.join(site, 'build-one-thread', 'big', 'index.html'), 'utf8') === html).toBe(true);
    expect(readFileSync(path.join(site, 'build-one-thread', 'big.md'), 'utf8') === readFileSync(path.join(site, 'build', 'big.md'), 'utf8')).toBe(true);
    const warnings = (out: string) => out.split('\n').filter((line) => line.includes('warning'));
    expect(warnings(one.stdout + one.stderr)).toEqual(warnings(result.stdout + result.stderr));
  }, 600_000);

  it('builds, with no stack trace', () => {
    expect(result.code, result.stderr).toBe(0);
    expect(hasStackTrace(result.stdout + result.stderr)).toBe(false);
  });

  it('has every section on the page, the first and the last', () => {
    expect(html).toContain('<h1');
    expect(html).toMatch(/<h2[^>]*id="section-0"/);
    expect(html).toMatch(new RegExp(`<h2[^>]*id="section-${sections - 1}"`));
    expect(html).toMatch(/<h2[^>]*id="the-end"/);
    expect(html).toContain('Last words.');
    expect(html.match(/<h2[^>]*id="section-\d+"/g)).toHaveLength(sections);
    // Code blocks with blank lines inside (a piece boundary must not cut them) stay whole.
    expect(html).toContain(`value${sections - 1}`);
  });

  it('lists every heading in the table of contents', () => {
    const toc = html.slice(html.indexOf('class="toc toc-desktop"'));
    const links = toc.slice(0, toc.indexOf('</nav>')).match(/class="toc-link[^"]*"/g) ?? [];
    expect(links).toHaveLength(sections + 1);
    expect(toc).toContain(`href="#section-${sections - 1}"`);
    expect(toc).toContain('href="#the-end"');
  });

  it('reports a broken link near the end at its true line and column', () => {
    expect(brokenLine).toBeGreaterThan(40_000);
    expect(result.stdout + result.stderr).toContain(`docs/big.md:${brokenLine}:5  warning`);
  });
});

describe('size warnings', () => {
  it('names the file and its size above the large-doc limit', () => {
    const [warning] = sizeWarnings(9 * MB, { bytes: CHUNK_BYTES, line: 1, type: 'paragraph' }, 'docs/huge.md');
    expect(warning).toMatchObject({ severity: 'warning', rule: 'doc-too-large', file: 'docs/huge.md', line: 1, column: 1 });
    expect(warning.message).toContain('This doc is 9.0 MB');
  });

  it('points at a block quote parsed in one piece, at its line', () => {
    const quote = Array.from({ length: 2000 }, (_, i) => `> line ${i} with some words`).join('\n');
    const text = `# T\n\n${'A paragraph.\n\n'.repeat(200)}${quote}\n\nAfter.\n`;
    // A piece size of 1 KB: the 50 KB quote is the largest piece, and the doc still equals the whole parse.
    const pieces = parseContent(text, 'docs/t.md', 'md', { chunkBytes: 1024 });
    expect(pieces.tree).toEqual(parseContent(text, 'docs/t.md', 'md', { chunkBytes: Number.POSITIVE_INFINITY }).tree);
    const { largest } = parseInPieces(text, (t) => unified().use(remarkParse).parse(t) as Root, 1024);
    expect(largest).toMatchObject({ line: 403, type: 'blockquote' });
    expect(largest.bytes).toBeGreaterThan(quote.length);
    const [warning] = sizeWarnings(text.length, { ...largest, bytes: LARGE_PIECE_BYTES + 1 }, 'docs/t.md');
    expect(warning).toMatchObject({ rule: 'block-too-large', file: 'docs/t.md', line: 403 });
    expect(warning.message).toMatch(/^A block quote of 0\.5 MB starts here and is parsed in one piece/);
    expect(sizeWarnings(text.length, { bytes: LARGE_PIECE_BYTES + 1, line: 3, type: 'code' }, 'docs/t.md')).toEqual([]);
  }, 60_000);
});

/**
 * A 2 MB list and a 2 MB table, each one block: parsed in pieces of about CHUNK_BYTES (counted, not
 * timed), so the work grows with the size, and joined into one list and one table with every item
 * and row at its own line.
 */
describe('one huge list or table', () => {
  /** Far below the 2 MB block, whatever the doc's size: a piece ends at the first item or row past CHUNK_BYTES. */
  const PIECE_BOUND = 8 * CHUNK_BYTES;
  const parser = unified().use(remarkParse).use(remarkGfm);
  const countingParse = () => {
    const count = { calls: 0, bytes: 0 };
    return { count, parse: (text: string) => (count.calls++, (count.bytes += text.length), parser.parse(text) as Root) };
  };

  it('a 2 MB list is parsed in pieces and joined into one list of every item', () => {
    const items: string[] = [];
    for (let size = 0, i = 0; size < 2 * MB; i++) {
      items.push(`- item ${i} with [a link](#x) and \`code\`\n${i % 5 === 0 ? `  - nested ${i}\n` : ''}`);
      size += items[i].length;
    }
    const text = `# List\n\n${items.join('')}\nAfter.\n`;
    const { count, parse } = countingParse();
    const { tree, largest } = parseInPieces(text, parse);
    // Pieces of a bounded size, each byte parsed about once: the work grows with the doc's size.
    expect(largest.bytes).toBeLessThan(PIECE_BOUND);
    expect(count.bytes).toBeLessThan(text.length * 1.2);
    expect(count.calls).toBeGreaterThan((2 * MB) / PIECE_BOUND);
    const list = tree.children[1] as List;
    expect(tree.children.map((node) => node.type)).toEqual(['heading', 'list', 'paragraph']);
    expect(list.children).toHaveLength(items.length);
    expect(list.spread).toBe(false);
    const lines = text.split('\n');
    const last = list.children[items.length - 1];
    expect(lines[last.position!.start.line - 1]).toBe(`- item ${items.length - 1} with [a link](#x) and \`code\``);
    expect(text.slice(last.position!.start.offset, last.position!.end.offset)).toBe(items[items.length - 1].trimEnd());
  }, 300_000);

  it('a 2 MB table is parsed in pieces and joined into one table of every row', () => {
    const rows: string[] = [];
    for (let size = 0, i = 0; size < 2 * MB; i++) {
      rows.push(`| row ${i} | **bold** | \`${i}\` |\n`);
      size += rows[i].length;
    }
    const text = `# Table\n\n| name | text | code |\n|:--|---|--:|\n${rows.join('')}\nAfter.\n`;
    const { count, parse } = countingParse();
    const { tree, largest } = parseInPieces(text, parse);
    expect(largest.bytes).toBeLessThan(PIECE_BOUND);
    expect(count.bytes).toBeLessThan(text.length * 1.2);
    const table = tree.children[1] as Table;
    expect(tree.children.map((node) => node.type)).toEqual(['heading', 'table', 'paragraph']);
    expect(table.align).toEqual(['left', null, 'right']);
    expect(table.children).toHaveLength(rows.length + 1);
    const last = table.children[rows.length];
    expect(text.slice(last.position!.start.offset, last.position!.end.offset)).toBe(rows[rows.length - 1].trimEnd());
    expect(last.position!.start.line).toBe(rows.length + 4);
  }, 300_000);
});
