/**
 * Diagrams, math and code at build time (issue 14): a Docusaurus config that imports remark-math,
 * rehype-katex and theme packages that are not installed builds, math is KaTeX HTML with its
 * stylesheet on math pages only, ```mermaid is inline SVG, every Prism language is highlighted.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/site.js';

const FIXTURE = path.join(REPO_ROOT, 'tests/fixtures/rich-content');
let out: string;
let result: ReturnType<typeof spawnSync>;
let stderr: string;
const page = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');

beforeAll(() => {
  const site = path.join(mkdtempSync(path.join(tmpdir(), 'docs-rich-')), 'site');
  cpSync(FIXTURE, site, { recursive: true });
  out = path.join(site, 'build');
  result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  stderr = String(result.stderr);
}, 120_000);

describe('Docusaurus config with math and diagrams', () => {
  it('builds although remark-math, rehype-katex and prism-react-renderer are not installed', () => {
    expect(result.status, stderr).toBe(0);
    expect(existsSync(path.join(FIXTURE, 'node_modules'))).toBe(false);
    // Honoured plugins are not reported as missing packages, nor as ignored plugins.
    expect(stderr).not.toMatch(/remark-math[^\n]*not installed|"remark-math" is not run|"rehype-katex" is not run/);
    expect(stderr).not.toMatch(/themes.* is ignored/);
  });

  it('names every other remark/rehype plugin in a warning', () => {
    expect(stderr).toMatch(/docs\.remarkPlugins: "@remark-embedder\/core" is not run/);
  });

  it('says once that Prism themes from a missing prism-react-renderer are not applied', () => {
    expect(stderr).toMatch(/prism-react-renderer, which (is|are) not installed/);
    expect(stderr.match(/themeConfig\.prism\.theme and darkTheme are not applied: they come from a package that is not installed/g)).toHaveLength(1);
    expect(stderr).not.toMatch(/themeConfig\.prism\.theme is not applied/);
  });
});

describe('math', () => {
  it('renders inline and display math as KaTeX HTML with MathML, no math script', () => {
    const html = page('');
    expect(html).toMatch(/<span class="math math-inline">(<!--[^>]*-->)?<span class="katex"><span class="katex-mathml"><math/);
    expect(html).toMatch(/<div class="math math-display">(<!--[^>]*-->)?<span class="katex-display">/);
    expect(html).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>');
    expect(html).not.toContain('$E = mc^2$');
    expect(html).not.toMatch(/<script[^>]*katex/i);
  });

  it('links the KaTeX stylesheet on pages with math only, and ships its woff2 fonts', () => {
    expect(page('')).toContain('<link rel="stylesheet" href="/assets/katex/katex.min.css">');
    expect(page('guides/other')).not.toContain('katex.min.css');
    const css = readFileSync(path.join(out, 'assets/katex/katex.min.css'), 'utf8');
    const fonts = [...css.matchAll(/url\(fonts\/([^)]+)\)/g)].map((m) => m[1]);
    expect(fonts.length).toBeGreaterThan(10);
    for (const font of fonts) expect(existsSync(path.join(out, 'assets/katex/fonts', font)), font).toBe(true);
    expect(readdirSync(path.join(out, 'assets/katex/fonts')).every((f) => f.endsWith('.woff2'))).toBe(true);
  });

  it('shows a formula KaTeX cannot parse as its source, with a warning at its position', () => {
    expect(stderr).toMatch(/docs\/guides\/other\.md:19:14\s+warning\s+KaTeX cannot render this formula/);
    expect(page('guides/other')).toContain('<code class="math-error">$\\frac{1}{$</code>');
  });
});

describe('mermaid', () => {
  it('draws diagrams as inline SVG with an accessible name, ids scoped per diagram, no script', () => {
    const html = page('');
    const svgs = [...html.matchAll(/<svg id="(mermaid-\d+)" class="mermaid-svg" role="img" aria-label="([^"]*)"/g)];
    expect(svgs.map((m) => m[1])).toEqual(['mermaid-1', 'mermaid-2']);
    expect(svgs.map((m) => m[2])).toEqual(['Request flow', 'Sequence diagram']);
    expect(html).toContain('>Database</text>');
    expect(html).not.toContain('accTitle');
    expect(html).not.toContain('fonts.googleapis.com');
    expect(html).not.toMatch(/<script[^>]*mermaid/i);
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    // Colours are theme variables (set by the stylesheet, no inline style), so the diagram follows the colour mode.
    expect(html).not.toMatch(/<svg id="mermaid-1"[^>]*style=/);
    expect(html).toContain('fill="var(--_text)"');
  });

  it('shows an unsupported diagram type as its source with a warning, when the site has no mermaid package', () => {
    expect(stderr).toMatch(/docs\/guides\/other\.md:13:1\s+warning\s+Mermaid diagrams of type "pie" are not drawn[^\n]*Install the `mermaid` package/);
    expect(page('guides/other')).toMatch(/class="code-block language-mermaid"[\s\S]*Dogs/);
    expect(page('guides/other')).not.toContain('data-mermaid');
    expect(existsSync(path.join(out, 'assets/mermaid'))).toBe(false);
  });
});

describe('with the mermaid package installed (as @docusaurus/theme-mermaid brings it)', () => {
  let site: string;
  let withMermaid: ReturnType<typeof spawnSync>;
  const build = () => spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const built = (file: string) => readFileSync(path.join(site, 'build', file), 'utf8');

  beforeAll(() => {
    site = path.join(mkdtempSync(path.join(tmpdir(), 'docs-rich-mermaid-')), 'site');
    cpSync(FIXTURE, site, { recursive: true });
    mkdirSync(path.join(site, 'node_modules'));
    symlinkSync(path.join(REPO_ROOT, 'node_modules/mermaid'), path.join(site, 'node_modules/mermaid'));
    withMermaid = build();
  }, 120_000);

  it('leaves the pie chart to the browser: its source in data-mermaid and shown, no warning', () => {
    expect(withMermaid.status, String(withMermaid.stderr)).toBe(0);
    expect(String(withMermaid.stderr)).not.toMatch(/type "pie"/);
    const html = built('guides/other/index.html');
    expect(html).toMatch(/<div class="mermaid-diagram mermaid-in-browser" data-mermaid="pie title Pets\n {2}&#x22;Dogs&#x22; : 386[^"]*" data-mermaid-label="Pie chart" tabindex="0">/);
    expect(html).toMatch(/class="code-block language-mermaid"[\s\S]*Dogs/);
    // Diagrams the build can draw are still SVG, with no script.
    expect(built('index.html')).toMatch(/<svg id="mermaid-1" class="mermaid-svg"/);
    expect(built('index.html')).not.toContain('data-mermaid=');
  });

  it('copies the library\'s module build into the build, every module it imports included', () => {
    const dir = path.join(site, 'build/assets/mermaid');
    const entry = readFileSync(path.join(dir, 'mermaid.esm.min.mjs'), 'utf8');
    const imports = [...entry.matchAll(/(?:from|import\()\s*"\.\/([^"]+)"/g)].map((m) => m[1]);
    expect(imports.length).toBeGreaterThan(10);
    for (const file of new Set(imports)) expect(existsSync(path.join(dir, file)), file).toBe(true);
    expect(readdirSync(path.join(dir, 'chunks/mermaid.esm.min')).filter((f) => f.endsWith('.map'))).toEqual([]);
  });

  it('renders the pie again, as its source with the warning, once the package is gone (incremental build)', () => {
    rmSync(path.join(site, 'node_modules'), { recursive: true });
    const again = build();
    expect(again.status, String(again.stderr)).toBe(0);
    expect(String(again.stderr)).toMatch(/other\.md:13:1\s+warning\s+Mermaid diagrams of type "pie"/);
    expect(built('guides/other/index.html')).not.toContain('data-mermaid');
    expect(existsSync(path.join(site, 'build/assets/mermaid'))).toBe(false);
  });
});

describe('code', () => {
  it('highlights languages outside the old set (rust) and prism.additionalLanguages (lua, haskell)', () => {
    expect(page('')).toMatch(/language-rust[\s\S]*?<span class="token keyword">fn<\/span>/);
    expect(page('guides/other')).toMatch(/language-lua[\s\S]*?<span class="token keyword">local<\/span>/);
    expect(page('guides/other')).toMatch(/language-haskell[\s\S]*?<span class="token builtin">putStrLn<\/span>/);
  });

  it('styles doc tags as a.tag, never Prism tag tokens', () => {
    const css = readFileSync(path.join(out, 'assets/css', readdirSync(path.join(out, 'assets/css'))[0]), 'utf8');
    expect(css).toMatch(/a\.tag\{/);
    expect(css).not.toMatch(/(^|[},])\.tag\{/);
    expect(page('')).toContain('<span class="token tag">');
  });
});

describe('footer', () => {
  it('shows the dark-mode logo in a dark footer, whatever the colour mode', () => {
    const footer = /<footer[\s\S]*<\/footer>/.exec(page(''))?.[0] ?? '';
    expect(footer).toContain('src="/img/logo-dark.svg"');
    expect(footer).not.toContain('src="/img/logo.svg"');
  });
});
