/**
 * A ```math fence on a site with math (remark-math and rehype-katex, or markdown.math) is a display
 * formula, as rehype-katex renders it in Docusaurus 3.9.2 (checked on the same doc). Before, it was
 * shown as a code block of its TeX source. Without math it stays a code block, as in Docusaurus.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'docs-math-fences-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const DOC = '# Formulas\n\n- A list with a block:\n\n  ```math\n  a^2 + b^2 = c^2\n  ```\n';

async function build(name: string, markdown: string): Promise<string> {
  const site = path.join(scratch, name);
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  writeFileSync(path.join(site, 'docusaurus.config.js'), `module.exports = { title: 'M', url: 'https://m.example.com', baseUrl: '/', markdown: ${markdown},
    presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };`);
  writeFileSync(path.join(site, 'docs/intro.md'), DOC);
  const out = path.join(scratch, `${name}-out`);
  await buildSite(await loadSite(site, { cache: false }), { outDir: out });
  return readFileSync(path.join(out, 'intro/index.html'), 'utf8');
}

let withMath: string;
let withoutMath: string;

beforeAll(async () => {
  withMath = await build('math', '{ math: true }');
  withoutMath = await build('plain', '{}');
});

describe('```math fences', () => {
  it('are display formulas when the site has math, with the KaTeX stylesheet', () => {
    expect(withMath).toMatch(/<li>[\s\S]*<div class="math math-display">(<!--[^>]*-->)?<span class="katex-display">/);
    expect(withMath).toContain('<annotation encoding="application/x-tex">a^2 + b^2 = c^2</annotation>');
    expect(withMath).not.toContain('language-math');
    expect(withMath).toContain('katex.min.css');
  });

  it('stay code blocks without math', () => {
    expect(withoutMath).toContain('<div class="code-block language-math">');
    expect(withoutMath).not.toContain('katex');
  });
});
