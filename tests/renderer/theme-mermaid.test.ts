/**
 * `@theme/Mermaid` (what @docusaurus/theme-mermaid gives a site): `<Mermaid value={source} />` in MDX
 * and in a React page draws the diagram a ```mermaid fence of that source draws. Before, importing
 * it failed the build (cross-seed's home page imports it).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, writeSite } from '../support/site.js';

let site: string;
let result: { status: number | null; output: string };
const page = (route: string) => readFileSync(path.join(site, 'build', route, 'index.html'), 'utf8');
const texts = (html: string) => [...html.matchAll(/>([^<>]+)<\/text>/g)].map((m) => m[1]).sort();

beforeAll(() => {
  site = writeSite({
    'docusaurus.config.js': "module.exports = { title: 'M', url: 'https://m.example.com', baseUrl: '/', markdown: { mermaid: true }, themes: ['@docusaurus/theme-mermaid'], presets: [['classic', { blog: false }]] };\n",
    'docs/intro.mdx': "# Intro\n\nimport Mermaid from '@theme/Mermaid';\n\n<Mermaid value={`graph LR\n  Ingest --> Store`} />\n\n<Mermaid chart={`graph LR\n  Chart --> Prop`} />\n\n<Mermaid>\ngraph LR\n  Child --> Text\n</Mermaid>\n",
    'src/pages/index.js': [
      "import React from 'react';",
      "import Layout from '@theme/Layout';",
      "import Mermaid from '@theme/Mermaid';",
      'export default function Home() {',
      '  return <Layout title="Home"><main><h1>Home</h1><Mermaid value={"flowchart TD\\n  Start --> Stop"} /></main></Layout>;',
      '}',
      '',
    ].join('\n'),
  }, 'docs-theme-mermaid-');
  const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  result = { status: run.status, output: run.stdout + run.stderr };
}, 120_000);

describe('@theme/Mermaid', () => {
  it('builds without a diagnostic', () => {
    expect(result.output).not.toMatch(/error|warning/i);
    expect(result.status).toBe(0);
  });

  it('draws the diagram of its value in a doc', () => {
    const svg = /<div class="mermaid-diagram" tabindex="0"><svg id="mermaid-1"[\s\S]*?<\/svg>/.exec(page('docs/intro'))?.[0] ?? '';
    expect(texts(svg)).toEqual(['Ingest', 'Store']);
  });

  // mdx-mermaid's set-up names its component src/theme/Mermaid, with a `chart` prop; crossid's site gives the source as children.
  it('takes the source from `chart`, or from its children, too', () => {
    const html = page('docs/intro');
    expect(texts(/<svg id="mermaid-2"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '')).toEqual(['Chart', 'Prop']);
    expect(texts(/<svg id="mermaid-3"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '')).toEqual(['Child', 'Text']);
  });

  it('draws the diagram of its value in a React page', () => {
    const svg = /<div class="mermaid-diagram" tabindex="0"><svg id="mermaid-1"[\s\S]*?<\/svg>/.exec(page(''))?.[0] ?? '';
    expect(texts(svg)).toEqual(['Start', 'Stop']);
  });
});
