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
import { boundaryCandidates, CHUNK_BYTES, parseInPieces, parseSegment, type SegmentsParser } from '../../engine/content/chunked-parse.js';
import { parseContent, type ParseOptions, processorFor } from '../../engine/content/parse.js';
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

/**
 * A very large doc is cut into segments parsed on other threads (engine/content/parallel-parse.ts).
 * Here the segments are parsed by the very function a helper thread runs, their results cloned as a
 * thread's message is, and the joined tree must be the whole-doc tree.
 */
describe('parsing a doc in segments', () => {
  type Tree = ReturnType<typeof parseInPieces>['tree'];
  /** The tree, or the message of the syntax error the parse throws. */
  const attempt = (parse: () => Tree): Tree | string => {
    try {
      return parse();
    } catch (error) {
      return String(error);
    }
  };
  const wholeTrees = new Map<string, Tree | string>();
  /** Parses `text` whole and in `count` segments; `joined`: the segments' parse was used (no parse on the calling thread). */
  function segmentsAndWhole(text: string, format: 'md' | 'mdx', count: number, chunkBytes: number) {
    const processor = processorFor(format, { math: true });
    const key = `${format}\0${text}`;
    if (!wholeTrees.has(key)) wholeTrees.set(key, attempt(() => processor.parse(text) as Tree));
    let ownParses = 0;
    const own = (t: string) => {
      ownParses++;
      return processor.parse(t) as Tree;
    };
    const segmentParses: string[] = [];
    const parse: SegmentsParser = (segments) =>
      segments.map((segment) => {
        segmentParses.push(`${segment.from}-${segment.to}${segment.header ? ' after a header' : ''}`);
        return structuredClone(parseSegment(text, (t) => processor.parse(t) as Tree, chunkBytes, segment));
      });
    const tree = attempt(() => parseInPieces(text, own, chunkBytes, { count, minBytes: 0, parse }).tree);
    return { whole: wholeTrees.get(key), tree, joined: segmentParses.length > 1 && ownParses === 0, segmentParses, ownParses };
  }

  const GENERATED = {
    list: Array.from({ length: 1000 }, (_, i) => `- item ${i} [link](#x)\n${i % 5 === 0 ? '  - nested\n' : ''}${i % 97 === 0 ? '\n' : ''}`).join(''),
    table: `Intro.\n\n| name | text | code |\n|---|:-:|---|\n${Array.from({ length: 1000 }, (_, i) => `| n ${i} | some *text* | \`${i}\` |\n`).join('')}\nAfter.\n`,
    paragraphs: Array.from({ length: 800 }, (_, i) => `${i % 50 === 0 ? `## Section ${i}\n\n` : ''}Words **bold** and [a link](#x) ${i}.\n\n`).join(''),
    mixed: bigDoc(24 * 1024).text,
  };

  it('gives the whole-doc tree for long lists, tables, paragraphs and mixed docs, from the joined segments', () => {
    for (const [kind, text] of Object.entries(GENERATED)) {
      for (const count of [2, 3, 5]) {
        const { whole, tree, joined, segmentParses } = segmentsAndWhole(text, 'md', count, 1024);
        expect(tree, `${kind} in ${count} segments: ${segmentParses.join(', ')}`).toEqual(whole);
        expect(joined, `${kind} in ${count} segments: ${segmentParses.join(', ')}`).toBe(true);
        expect(segmentParses).toHaveLength(count);
      }
    }
    // A table cut between rows: the later segments were parsed after a copy of its header.
    expect(segmentsAndWhole(GENERATED.table, 'md', 3, 1024).segmentParses.filter((s) => s.endsWith('after a header'))).toHaveLength(2);
  }, 120_000);

  it('gives the whole-doc tree for the tricky constructs and long blocks, whatever the cuts', () => {
    for (const text of [TRICKY_MD, ...LONG_BLOCKS]) {
      for (const format of ['md', 'mdx'] as const) {
        for (const count of [2, 4, 7]) {
          const { whole, tree } = segmentsAndWhole(text, format, count, 64);
          expect(tree, `${format} in ${count} segments: ${text.slice(0, 40)}`).toEqual(whole);
        }
      }
    }
  }, 120_000);

  it('never cuts inside a fence, and parses the doc on the calling thread when a cut is inside another block', () => {
    // One fenced code block with blank lines and lines at column 1 in it: no segment is cut out of it.
    const code = `# T\n\n\`\`\`js\n${Array.from({ length: 800 }, (_, i) => `const v${i} = ${i};\n${i % 7 === 0 ? '\n' : ''}`).join('')}\`\`\`\n`;
    const fenced = segmentsAndWhole(code, 'md', 4, 256);
    expect(fenced.tree).toEqual(fenced.whole);
    expect(fenced.segmentParses).toHaveLength(0);
    // The piece cut inside the fence is parsed again past the fence's closing line, not doubled step by step.
    expect(fenced.ownParses).toBeLessThanOrEqual(3);
    // A script block (ended only by its closing tag) over the middle: the cut there is taken back.
    const script = `${FILLER.repeat(30)}<script>\n${'var x = 1;\n\nvar y = 2;\n'.repeat(200)}</script>\n\n${FILLER.repeat(30)}`;
    const taken = segmentsAndWhole(script, 'md', 2, 256);
    expect(taken.tree).toEqual(taken.whole);
    expect(taken.segmentParses).toHaveLength(2);
    expect(taken.joined).toBe(false);
  });
});
