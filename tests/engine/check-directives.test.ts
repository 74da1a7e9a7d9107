/**
 * `docs check` reports what `docs build` warns about in the content: a `:::name` block that is no
 * admonition is found while parsing, so check (which renders nothing) lists it at file:line:col, and
 * build prints it once. Before, only build found it (while rendering), and check said the site was clean.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { writeSite } from '../support/site.js';
import { checkJson } from './helpers.js';

const siteDir = writeSite({
  'docusaurus.config.js': `module.exports = { title: 'C', url: 'https://c.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };`,
  'docs/intro.md': '# Intro\n\n:::NOTE\n\nCapitals.\n\n:::\n\n:::tip\n\nFine.\n\n:::\n',
  'docs/_part.md': ':::details[More]\n\nHidden.\n\n:::\n',
  'docs/other.mdx': "# Other\n\nimport Part from './_part.md';\n\n<Part />\n",
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('docs check', () => {
  it('reports :::name blocks that are no admonition, in docs and their partials', async () => {
    const { code, diagnostics } = await checkJson(siteDir);
    expect(code).toBe(0);
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule}`)).toEqual(['docs/_part.md:1:1 unknown-directive', 'docs/intro.md:3:1 unknown-directive']);
  });
});

// realsites12 W (repro/dup-kw): a site listing default keywords again (`keywords: ['note', 'tip', 'think']`) had them named twice.
describe('the unknown-directive message', () => {
  it('names each admonition once', async () => {
    const dir = writeSite({
      'docusaurus.config.js': "module.exports = { title: 'K', url: 'https://k.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/', admonitions: { keywords: ['note', 'tip', 'think'] } }, blog: false }]] };",
      'docs/intro.md': '# Intro\n\n:::playtest\n\nPlay.\n\n:::\n',
    });
    try {
      const { diagnostics } = await checkJson(dir);
      const message = diagnostics.find((d) => d.rule === 'unknown-directive')!.message;
      const names = /admonitions are ([^)]*)\)/.exec(message)![1].split(', ');
      expect(names).toContain('think');
      expect(new Set(names).size).toBe(names.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
