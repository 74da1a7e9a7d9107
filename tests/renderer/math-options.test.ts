/**
 * The options a site gives remark-math and rehype-katex, as Docusaurus 3.9.2 applies them (checked
 * on the same docs): rehype-katex's `macros` serve every formula, and a `\gdef` in one formula the
 * formulas after it; remark-math's `singleDollarTextMath: false` keeps `$5 and $10` as text. Before,
 * both were dropped: the macros' formulas were shown as source with a warning each, and prices
 * became formulas.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildToTemp, writeSite } from '../support/site.js';

const config = (remark: string, rehype: string) => `import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
export default { title: 'R', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false, remarkPlugins: [${remark}], rehypePlugins: [${rehype}] }, blog: false }]] };`;

const macros = writeSite({
  'docusaurus.config.mjs': config('remarkMath', String.raw`[rehypeKatex, { macros: { '\\RR': '\\mathbb{R}', '\\dist': '\\operatorname{dist}{#1}' } }]`),
  'docs/index.md': '# Macros\n\nInline $\\RR^n$ and $\\dist(u)$.\n\n$$\n\\dist(v) \\le \\dist(u) + w(u, v)\n$$\n\nDefined in the page: $\\gdef\\half{\\frac{1}{2}}$ then $\\half$.\n',
  'docs/other.md': '# Other\n\nNot defined here: $\\half$.\n',
});
const dollars = writeSite({
  'docusaurus.config.mjs': config('[remarkMath, { singleDollarTextMath: false }]', 'rehypeKatex'),
  'docs/index.md': '# Prices\n\nIt costs $5 and $10 today.\n\n$$\na^2\n$$\n',
});
afterAll(() => {
  rmSync(macros, { recursive: true, force: true });
  rmSync(dollars, { recursive: true, force: true });
});

describe('remark-math and rehype-katex options', () => {
  it('gives KaTeX the site’s macros, and a page’s \\gdef to its later formulas', async () => {
    const { diagnostics } = await loadSite(macros, { cache: false });
    expect(diagnostics.filter((d) => d.rule === 'math-syntax')).toEqual([]);
    const { outDir } = await buildToTemp(macros);
    const page = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(page).not.toContain('math-error');
    expect(page).toContain('<mi mathvariant="double-struck">R</mi>');
    expect(page).toContain('<mi mathvariant="normal">dist</mi>');
    expect(page).toMatch(/<mfrac><mn>1<\/mn><mn>2<\/mn><\/mfrac>.*<annotation encoding="application\/x-tex">\\half<\/annotation>/s);
    // A page's own definitions stay on it.
    const other = readFileSync(path.join(outDir, 'other/index.html'), 'utf8');
    expect(other).toContain('<code class="math-error">$\\half$</code>');
  });

  it('keeps $5 as text with singleDollarTextMath: false', async () => {
    const { outDir } = await buildToTemp(dollars);
    const page = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(page).toContain('<p>It costs $5 and $10 today.</p>');
    expect(page).toContain('<div class="math math-display">');
  });
});
