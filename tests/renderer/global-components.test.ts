/**
 * Global MDX components, as Docusaurus sites declare them: a swizzled `src/theme/MDXComponents.js`
 * adds components to the default map, and every doc uses them without importing them (Docusaurus's
 * "MDX component scope"). Each is rendered (and hydrated) as if the doc imported it; one written in
 * the file itself is rendered from the file's export. Before, such a doc got an "is not built in"
 * warning and showed the component's children only.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../engine/diagnostics.js';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'docs-global-components-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let out: string;
let diagnostics: Diagnostic[];
const html = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');
const markdownOf = (page: string) => /<div class="markdown">([\s\S]*?)<\/div><nav class="pagination-nav"/.exec(page)![1];

beforeAll(async () => {
  const site = path.join(scratch, 'site');
  for (const dir of ['docs', 'src/theme', 'src/components']) mkdirSync(path.join(site, dir), { recursive: true });
  writeFileSync(path.join(site, 'docusaurus.config.js'), "module.exports = { title: 'G', url: 'https://g.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };");
  writeFileSync(path.join(site, 'src/components/Highlight.js'), "import React from 'react';\nexport default function Highlight({ children, color }) { return <mark className=\"hl\" data-color={color}>{children}</mark>; }\n");
  writeFileSync(path.join(site, 'src/components/index.js'), "import React from 'react';\nexport function Badge({ label }) { return <span className=\"badge\">{label}</span>; }\n");
  writeFileSync(
    path.join(site, 'src/theme/MDXComponents.js'),
    `import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Highlight from '@site/src/components/Highlight';
import { Badge } from '../components';
import Tabs from '@theme/Tabs';

export default {
  ...MDXComponents,
  Highlight,
  Badge,
  Tabs,
  Inline: ({ children }) => <b className="inline">{children} <Badge label="in" /></b>,
  img: (props) => <img loading="lazy" {...props} />,
  // Lower-case keys that are no Markdown element change nothing in Docusaurus either: not warned about.
  hl: Highlight,
  iOS: Badge,
};
`,
  );
  writeFileSync(path.join(site, 'docs/intro.mdx'), '# Intro\n\nThis is <Highlight color="#25c2a0">important</Highlight> and <Badge label="new" />.\n\n<Inline>**written** there</Inline>\n');
  // A doc's own import of a name wins over the global one.
  writeFileSync(path.join(site, 'src/components/Other.js'), "import React from 'react';\nexport default function Other({ children }) { return <em className=\"other\">{children}</em>; }\n");
  writeFileSync(path.join(site, 'docs/own.mdx'), "# Own\n\nimport Highlight from '@site/src/components/Other';\n\nThis is <Highlight>mine</Highlight>.\n");
  const loaded = await loadSite(site, { cache: false });
  diagnostics = loaded.diagnostics;
  out = path.join(scratch, 'out');
  await buildSite(loaded, { outDir: out });
});

describe('global MDX components (src/theme/MDXComponents)', () => {
  it('renders the components a doc uses without importing them', () => {
    const content = markdownOf(html('intro'));
    expect(content).toContain('<mark class="hl" data-color="#25c2a0"><docs-children>important</docs-children></mark>');
    expect(content).toContain('<span class="badge">new</span>');
    // Hydrated as islands, as imported site components are.
    expect(content).toMatch(/<script type="module" src="\/assets\/js\/island-Highlight-[0-9a-f]+\.js" data-island-script><\/script>/);
  });

  it('leaves a doc’s own import of the same name alone', () => {
    const content = markdownOf(html('own'));
    expect(content).toContain('<em class="other"><docs-children>mine</docs-children></em>');
    expect(content).not.toContain('class="hl"');
  });

  it('renders a component written in the file itself, from the file’s export (its imports and all)', () => {
    const content = markdownOf(html('intro'));
    expect(content).toContain('<b class="inline"><strong>written</strong> there <span class="badge">in</span></b>');
  });

  it('warns only about an override of a Markdown element (not applied), not other lower-case keys', () => {
    expect(diagnostics.map((d) => [d.severity, d.rule, d.file])).toEqual([['warning', 'mdx-components-file', 'src/theme/MDXComponents.js']]);
    expect(diagnostics[0].message).toContain('src/theme/MDXComponents.js overrides the Markdown element `img`: not applied here');
  });
});

// Docusaurus 3.9.2 fails the build ("Cannot find module '@site/src/components/Highlight'"); before, ours
// built and the component was missing with no word (latecomer32/Docusaurus's swizzled file).
describe('a components file that imports a missing file', () => {
  it('is an error at the import, whether or not a doc uses it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-global-missing-'));
    try {
      mkdirSync(path.join(dir, 'docs'), { recursive: true });
      mkdirSync(path.join(dir, 'src/theme'), { recursive: true });
      writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'G', url: 'https://g.example.com', baseUrl: '/', presets: [['classic', { blog: false }]] };");
      writeFileSync(path.join(dir, 'docs/intro.md'), '# Intro\n');
      writeFileSync(path.join(dir, 'src/theme/MDXComponents.js'), "import MDXComponents from '@theme-original/MDXComponents';\nimport Highlight from '@site/src/components/Highlight';\nexport default { ...MDXComponents, highlight: Highlight };\n");
      const { diagnostics: found } = await loadSite(dir, { cache: false });
      expect(found.filter((d) => d.severity === 'error')).toEqual([expect.objectContaining({ rule: 'mdx-components-file', file: 'src/theme/MDXComponents.js', line: 2, message: expect.stringContaining('imports "@site/src/components/Highlight", which is not a file of the site') })]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
