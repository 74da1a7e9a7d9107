/**
 * Flowcharts written as mermaid's own examples write them (`graph TD;`, `A-->B;`, statements after
 * `;` on one line) are drawn at build time with their nodes and edges, as mermaid draws them.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeFlowchart } from '../../renderer/markdown/mermaid-flowchart.js';
import { REPO_ROOT, writeSite } from '../support/site.js';

const FENCE = '```';
let html: string;
let stderr: string;
let status: number | null;

beforeAll(() => {
  const site = writeSite({
    'site.config.mjs': "export default { title: 'T', url: 'https://t.example.com', docs: { routeBasePath: '/' } };\n",
    'docs/index.md': [
      '# Flows',
      '',
      `${FENCE}mermaid`,
      'graph TD;',
      '    Ingest-->Store;',
      '    Ingest-->Alert;',
      '    Store-->Query;',
      FENCE,
      '',
      `${FENCE}mermaid`,
      'flowchart LR; Client-- HTTPS -->Edge; Edge-.->Origin["Origin; primary"]',
      FENCE,
      '',
      // A header without a direction, as cross-seed's docs write it: top to bottom, as mermaid reads it.
      `${FENCE}mermaid`,
      'flowchart',
      'subgraph Matching',
      '  Search --> Match',
      'end',
      FENCE,
      '',
      // Front matter, which mermaid reads (its title drawn above the diagram), as Casta-mere's blog writes it.
      `${FENCE}mermaid`,
      '---',
      'title: Life cycle',
      '---',
      'flowchart TD',
      '    Begin --> Work',
      FENCE,
      '',
    ].join('\n'),
  }, 'docs-mermaid-flow-');
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  status = result.status;
  stderr = result.stderr;
  html = readFileSync(path.join(site, 'build/index.html'), 'utf8');
}, 120_000);

const texts = (svg: string) => [...svg.matchAll(/>([^<>]+)<\/text>/g)].map((m) => m[1]).sort();

describe('mermaid flowcharts in mermaid\'s own spelling', () => {
  it('draws `graph TD;` with `A-->B;` edges: every node by its name, an edge for each arrow, no warning', () => {
    expect(status, stderr).toBe(0);
    expect(stderr).not.toMatch(/warning/);
    const svg = /<svg id="mermaid-1"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
    expect(texts(svg)).toEqual(['Alert', 'Ingest', 'Query', 'Store']);
    expect(svg.match(/<(?:path|line|polyline)\b/g)?.length).toBe(3);
  });

  it('reads statements after `;` on the header line, labelled and dotted arrows, and keeps `;` inside a label', () => {
    const svg = /<svg id="mermaid-2"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
    expect(texts(svg)).toEqual(['Client', 'Edge', 'HTTPS', 'Origin; primary']);
  });
});

describe('a flowchart whose header has no direction', () => {
  it('is drawn top to bottom, as mermaid draws it, without a warning', () => {
    expect(stderr).not.toMatch(/warning|cannot be drawn/);
    const svg = /<svg id="mermaid-3"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
    expect(texts(svg)).toEqual(['Match', 'Matching', 'Search']);
  });
});

describe('a diagram with front matter', () => {
  it('is drawn, titled by its front matter above it and in its accessible name', () => {
    expect(stderr).not.toMatch(/warning|cannot be drawn/);
    expect(html).toMatch(/<div class="mermaid-diagram" tabindex="0"><p class="mermaid-title">Life cycle<\/p><svg id="mermaid-4" class="mermaid-svg" role="img" aria-label="Life cycle"/);
    const svg = /<svg id="mermaid-4"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
    expect(texts(svg)).toEqual(['Begin', 'Work']);
  });
});

describe('normalizeFlowchart', () => {
  it('spaces arrows after ids and splits statements, leaving brackets, quotes, labels and style lines alone', () => {
    expect(normalizeFlowchart('graph TD;\n  A-->B;\n  B==>C[x-->y]\n  C-->|a--b; c|D\n  classDef k stroke-width:2px;')).toBe(
      'graph TD\n  A -->B\n  B ==>C[x-->y]\n  C -->|a--b; c|D\n  classDef k stroke-width:2px;',
    );
  });

  it('writes the default direction of a header without one', () => {
    expect(normalizeFlowchart('%% a comment\nflowchart\n  A-->B')).toBe('%% a comment\nflowchart TB\n  A -->B');
    expect(normalizeFlowchart('graph;A-->B')).toBe('graph TB\nA -->B');
  });
});
