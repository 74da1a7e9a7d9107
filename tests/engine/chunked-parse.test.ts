/**
 * A large doc is parsed in pieces (engine/content/chunked-parse.ts). The pieces' joined tree must be
 * the tree of the whole-doc parse, positions included: checked here by parsing every doc of the
 * shipped site and the test fixtures cut at every possible boundary, hand-written docs with the
 * constructs that run over blank lines, and generated large docs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { boundaryCandidates, CHUNK_BYTES, parseInPieces } from '../../engine/content/chunked-parse.js';
import { parseContent, type ParseOptions } from '../../engine/content/parse.js';
import { bigDoc } from '../support/big-doc.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

function markdownFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'build' || entry.name.startsWith('.')) continue;
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...markdownFiles(abs));
    else if (/\.mdx?$/i.test(entry.name)) out.push(abs);
  }
  return out;
}

/**
 * Parsed whole, and in pieces of `chunkBytes` (1: cut at every boundary the splitter allows; a
 * piece grows past a boundary inside a block).
 */
function bothWays(text: string, format: 'md' | 'mdx', options: ParseOptions = {}, chunkBytes = 1) {
  const whole = parseContent(text, 'doc', format, { ...options, chunkBytes: Number.POSITIVE_INFINITY });
  const pieces = parseContent(text, 'doc', format, { ...options, chunkBytes });
  return { whole, pieces };
}

const FILLER = 'A paragraph between blocks.\n\nAnother one, with `code` and a [link](https://example.com).\n\n';

/** Blocks that run over blank lines and lines at column 1, and lists, quotes and code around boundaries. */
const TRICKY_MD = [
  '```js\nconst a = 1;\n\nfunction b() {}\n\nb();\n```\n',
  '~~~~\n```\nstill code\n\nstill code\n```\n\nstill\n~~~~\n',
  '- item\n\n  ```\n  code\n\n  more\nLeft the list and the fence.\n\n```\nreal fence\n\nstill fence\n```\n',
  '- a\n- b\n\n- c, loose\n\nAfter the list.\n\n1. one\n\n2. two\n\nAfter.\n',
  '> quote\n\n> another quote\n\nafter quote\n',
  ':::note[Title]\n\nInside the note.\n\nStill inside.\n\n:::\n',
  '::::tip\n\n:::info\n\nNested.\n\n:::\n\nOuter again.\n\n::::\n',
  '<script>\nvar x = 1;\n\nvar y = 2;\n</script>\n',
  '<!--\na comment\n\nover lines\n-->\n',
  '<div>\n\n*inside div*\n\n</div>\n',
  '    indented code\n\n    more\nText.\n',
  'Setext\n======\n\nTitle\n-----\n',
  '| a | b |\n|---|---|\n| 1 | 2 |\n\nNot a row.\n',
  '$$\nx^2\n\ny\n$$\n',
  '```\nnever closed\n\nText in the fence to the end.\n',
].join(`\n${FILLER}`);

const TRICKY_MDX = [
  "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n",
  '<Tabs>\n\n<TabItem value="a">\n\nFirst tab.\n\nMore.\n\n</TabItem>\n\n</Tabs>\n',
  '{`\n  template\n\nliteral\n`}\n',
  '<details>\n\n<summary>Sum</summary>\n\nBody.\n\n</details>\n',
  'Text with {1 + 1} and <Tabs attr={{ a: 1 }} />.\n',
  '<!-- a comment\n\nover lines -->\n',
  ':::tip\n\nTip.\n\n:::\n',
].join(`\n${FILLER}`);

/** Long lists and tables, with what may come between or inside their items and rows. */
const LONG_BLOCKS: string[] = [
  Array.from({ length: 300 }, (_, i) => `- item ${i} [l](#x)\n${i % 5 === 0 ? '  - nested\n' : ''}`).join(''),
  Array.from({ length: 300 }, (_, i) => `- item ${i}\n${i % 7 === 0 ? '\n' : ''}`).join(''),
  Array.from({ length: 300 }, (_, i) => `${i + 3}. item ${i}\n${i % 9 === 0 ? '   ```\n   code\n\n   more\n' : ''}`).join(''),
  Array.from({ length: 300 }, (_, i) => `${i % 50 === 0 ? '* ' : '- '}[${i % 2 ? 'x' : ' '}] task ${i}\n`).join(''),
  Array.from({ length: 300 }, (_, i) => `- a ${i}\n${i % 11 === 0 ? 'lazy line\n' : ''}${i % 13 === 0 ? '\n\n' : ''}${i % 17 === 0 ? 'Para.\n\n' : ''}${i % 19 === 0 ? '<div>\n' : ''}${i % 23 === 0 ? '- - -\n' : ''}`).join(''),
  Array.from({ length: 300 }, (_, i) => `1) x ${i}\n${i % 10 === 0 ? '1. y\n' : ''}${i % 15 === 0 ? '> q\n' : ''}`).join(''),
  `# T\n\n${Array.from({ length: 200 }, (_, i) => `- item ${i}\n  \`\`\`\n  code ${i}\n${i % 4 === 0 ? '\n' : ''}`).join('')}\nend\n`,
  `| a | b |\n|---|:-:|\n${Array.from({ length: 300 }, (_, i) => `| x ${i} | \`y\` [l](#z) |\n${i % 40 === 0 ? 'lazy row\n' : ''}${i % 61 === 0 ? '\nPara\n\n| h |\n|--|\n' : ''}`).join('')}\nafter\n`,
  `Intro\n\n${Array.from({ length: 100 }, (_, i) => `| t${i} | b |\n| --- | --- |\n| 1 | 2 |\n| 3 | 4 ${i % 3 ? '|' : ''}\n${i % 5 ? '' : '- list\n'}\n`).join('')}`,
  `| a |\n|---|\n${Array.from({ length: 300 }, (_, i) => `| ${i} |\n${i % 50 === 0 ? '> quote\n' : ''}${i % 70 === 0 ? '```\ncode\n```\n' : ''}`).join('')}`,
];

describe('parsing a doc in pieces', () => {
  it('gives the whole-doc tree for every doc of the shipped site and the fixtures', () => {
    const files = [...markdownFiles(path.join(ROOT, 'content')), ...markdownFiles(path.join(ROOT, 'tests', 'fixtures'))];
    expect(files.length).toBeGreaterThan(50);
    let cut = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const format of ['md', 'mdx'] as const) {
        // Pieces of 256 bytes: every doc of more than a few blocks is cut, several times.
        const { whole, pieces } = bothWays(text, format, { math: true }, 256);
        expect(pieces, `${path.relative(ROOT, file)} as ${format}`).toEqual(whole);
      }
      if (boundaryCandidates(text).length > 0) cut++;
    }
    expect(cut).toBeGreaterThan(20); // the comparison did cut docs
  }, 240_000);

  it('gives the whole-doc tree around fences, lists, quotes, directives, HTML, math and JSX', () => {
    for (const [text, format] of [
      [TRICKY_MD, 'md'],
      [TRICKY_MD, 'mdx'],
      [TRICKY_MDX, 'mdx'],
    ] as const) {
      const { whole, pieces } = bothWays(text, format, { math: true });
      expect(whole.diagnostics).toEqual([]);
      expect(pieces).toEqual(whole);
      expect(whole.tree.children.length).toBeGreaterThan(15);
    }
  });

  it('cuts long lists between items and tables between rows, and joins them into the whole-doc tree', () => {
    for (const text of LONG_BLOCKS) {
      for (const format of ['md', 'mdx'] as const) {
        for (const chunkBytes of [1, 64, 1024]) {
          const { whole, pieces } = bothWays(text, format, {}, chunkBytes);
          expect(pieces, `${format}, pieces of ${chunkBytes}: ${text.slice(0, 40)}`).toEqual(whole);
        }
      }
    }
    // A doc of one list, and one of one table, is cut: its largest piece is a small part of it.
    const table = `| a | b |\n|---|---|\n${Array.from({ length: 600 }, (_, i) => `| ${i} | b |\n`).join('')}`;
    for (const [text, type] of [[LONG_BLOCKS[0], 'list'], [table, 'table']]) {
      const parser = unified().use(remarkParse).use(remarkGfm);
      const { tree, largest } = parseInPieces(text, (t) => parser.parse(t), 256);
      expect(tree.children.map((node) => node.type)).toEqual([type]);
      expect(largest.bytes).toBeLessThan(1024);
      expect(text.length).toBeGreaterThan(4000);
    }
  }, 120_000);

  it('keeps the whole-doc MDX error and its line:column when a piece cannot be parsed', () => {
    const text = `# T\n\n${FILLER.repeat(20)}<Tabs>\n\nunclosed\n\n${FILLER.repeat(5)}`;
    const { whole, pieces } = bothWays(text, 'mdx');
    expect(whole.diagnostics[0]).toMatchObject({ rule: 'mdx-syntax', line: 83, column: 1 });
    expect(pieces.diagnostics).toEqual(whole.diagnostics);
  });

  it('parses a doc that may define link references in one go, so references resolve anywhere', () => {
    const text = `[early][later]\n\n${FILLER.repeat(50)}[later]: https://example.com\n`;
    const { whole, pieces } = bothWays(text, 'md');
    expect(pieces).toEqual(whole);
    expect(JSON.stringify(whole.tree.children[0])).toContain('linkReference');
  });

  it('gives the whole-doc tree for generated docs, with every position the line it is on', () => {
    const { text, sections } = bigDoc(3 * CHUNK_BYTES);
    for (const chunkBytes of [CHUNK_BYTES, 2048]) {
      const whole = parseContent(text, 'doc', 'md', { chunkBytes: Number.POSITIVE_INFINITY });
      const pieces = parseContent(text, 'doc', 'md', { chunkBytes });
      expect(pieces).toEqual(whole);
    }
    const parsed = parseContent(text, 'doc', 'md');
    const lines = text.split('\n');
    const last = parsed.headings[parsed.headings.length - 1];
    expect(last.text).toBe(`Section ${sections - 1}`);
    expect(lines[last.line - 1]).toBe(`## Section ${sections - 1}`);
    expect(parsed.headings).toHaveLength(sections + 1);
  }, 180_000);
});
