/**
 * ```mdx-code-block fences, as Docusaurus 3.9.2 reads them (checked on the same doc): their fence
 * lines are removed before parsing, so what they hold is the doc's own MDX, even when one fence opens
 * `<Tabs>` and a later one closes it around Markdown. Before, each fence was shown as a code block
 * (the JSX as source text, the tabs never built).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../engine/diagnostics.js';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'docs-mdx-code-block-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const DOC = [
  '# Install', // 1
  '',
  '```mdx-code-block',
  "import Tabs from '@theme/Tabs';",
  "import TabItem from '@theme/TabItem';",
  '',
  '<Tabs>',
  '<TabItem value="npm" label="npm">',
  '```',
  '',
  'Install with **npm**.',
  '',
  '```mdx-code-block',
  '</TabItem>',
  '<TabItem value="yarn" label="Yarn">',
  '```',
  '',
  'Install with **yarn**.',
  '',
  '```mdx-code-block',
  '</TabItem>',
  '</Tabs>',
  '```',
  '',
  '````md',
  '```js',
  'const shown = true;',
  '```',
  '````',
  '',
  'A [broken link](./nowhere.md).', // 31
].join('\n');

let html: string;
let diagnostics: Diagnostic[];

beforeAll(async () => {
  const site = path.join(scratch, 'site');
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  writeFileSync(path.join(site, 'docusaurus.config.js'), `module.exports = { title: 'U', url: 'https://u.example.com', baseUrl: '/', onBrokenMarkdownLinks: 'warn',
    presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };`);
  writeFileSync(path.join(site, 'docs/intro.md'), DOC);
  const loaded = await loadSite(site, { cache: false });
  diagnostics = loaded.diagnostics;
  const out = path.join(scratch, 'out');
  await buildSite(loaded, { outDir: out });
  html = readFileSync(path.join(out, 'intro/index.html'), 'utf8');
});

describe('mdx-code-block fences', () => {
  it('are read as the doc\'s MDX: the tabs are built around the Markdown between the fences', () => {
    expect(html).not.toContain('mdx-code-block');
    expect(html).not.toContain('TabItem');
    expect(html).toMatch(/role="tab"[^>]*>npm<\/button><button[^>]*role="tab"[^>]*>Yarn<\/button>/);
    expect(html).toMatch(/role="tabpanel"[^>]*>\s*<p>Install with <strong>npm<\/strong>\.<\/p>/);
    expect(html).toMatch(/role="tabpanel"[^>]*hidden>\s*<p>Install with <strong>yarn<\/strong>\.<\/p>/);
  });

  it('leave other code blocks alone and keep the line numbers of what follows', () => {
    expect(html).toContain('<div class="code-block language-md">');
    const broken = diagnostics.filter((d) => d.rule === 'broken-markdown-link');
    expect(broken.map((d) => [d.line, d.column])).toEqual([[31, 3]]);
  });
});
