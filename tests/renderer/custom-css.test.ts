/**
 * The site's own stylesheets (customCss, tests/fixtures/custom-css-site: the classic preset's
 * `theme.customCss` as an array): bundled into one hashed stylesheet linked after the theme's from
 * every page, with local @import followed and url() files copied; the Docusaurus spellings of the
 * option; a missing file is a config error naming the config and the path (exit 2, the previous
 * build kept); a broken @import names the stylesheet's line.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeDocusaurusConfig } from '../../engine/config/docusaurus.js';
import { buildToTemp, REPO_ROOT } from '../support/site.js';

const FIXTURE = path.join(REPO_ROOT, 'tests/fixtures/custom-css-site');
const docs = (args: string[]) => spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

/** The stylesheet hrefs of a built page, in order. */
const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);

let outDir = '';
const page = (file: string) => readFileSync(path.join(outDir, file), 'utf8');

beforeAll(async () => {
  ({ outDir } = await buildToTemp(FIXTURE));
});

describe('customCss in the build', () => {
  it('is linked after the theme stylesheet from a doc page, a blog post, the blog list and the 404 page', () => {
    const hrefs = ['docs/intro/index.html', 'blog/2024/05/01/welcome/index.html', 'blog/index.html', '404.html'].map((f) => stylesheets(page(f)));
    const [doc] = hrefs;
    expect(doc).toHaveLength(2);
    expect(doc[0]).toMatch(/^\/assets\/css\/styles\.[0-9a-f]{10}\.css$/);
    expect(doc[1]).toMatch(/^\/assets\/css\/custom\.[0-9a-f]{10}\.css$/);
    for (const other of hrefs) expect(other).toEqual(doc);
    expect(existsSync(path.join(outDir, doc[1]))).toBe(true);
  });

  it('holds the rules of every listed file and of a locally @import-ed one, in order', () => {
    const css = readFileSync(path.join(outDir, stylesheets(page('docs/intro/index.html'))[1]), 'utf8');
    // custom.css and what it imports
    expect(css).toContain('--ifm-color-primary: #2e8555');
    expect(css).toMatch(/\[data-theme=dark\]\{--ifm-color-primary: #25c2a0/);
    expect(css).toContain('.navbar{border-bottom:3px solid var(--ifm-color-primary)}');
    expect(css).toContain('.sprocket-heading{font-family:Sprocket Sans,sans-serif}');
    // extra.css, the second entry, after custom.css
    expect(css).toContain('.footer--dark{border-top:4px solid var(--ifm-color-primary)}');
    expect(css.indexOf('.footer--dark')).toBeGreaterThan(css.indexOf('.navbar{'));
    // No @import of a local file is left for the browser to fetch; the remote one stays, first.
    expect(css).not.toMatch(/@import\s*"\.\/|fonts\.css/);
    expect(css.startsWith('@import"https://fonts.sprockets.invalid/css2?family=Gearhead";')).toBe(true);
    // The theme's colours read the site's Infima variables.
    expect(css).toContain('--accent: var(--ifm-color-primary, #0b63c4)');
    expect(css).toContain('--code-highlight: color-mix(in srgb, var(--accent) 10%, transparent)');
  });

  it('copies files named by url() under a hashed name and points to them, root-relative ones from the static folder', () => {
    const css = readFileSync(path.join(outDir, stylesheets(page('docs/intro/index.html'))[1]), 'utf8');
    const font = /url\("(\/assets\/css\/media\/sprocket-sans-[A-Z0-9]+\.woff2)"\)/.exec(css)?.[1];
    const image = /url\("(\/assets\/css\/media\/gear-[A-Z0-9]+\.svg)"\)/.exec(css)?.[1];
    expect(font).toBeDefined();
    expect(image).toBeDefined();
    expect(readFileSync(path.join(outDir, font!), 'utf8')).toBe('wOF2-not-a-real-font');
    expect(readFileSync(path.join(outDir, image!), 'utf8')).toContain('<circle');
    const hero = /url\("(\/assets\/css\/media\/hero-[A-Z0-9]+\.png)"\)/.exec(css)?.[1];
    expect(hero).toBeDefined();
    expect(readFileSync(path.join(outDir, hero!))).toEqual(readFileSync(path.join(FIXTURE, 'static/img/hero.png')));
  });

  it('puts Infima class names beside the theme\'s on the sidebar, TOC, footer and doc pagination', () => {
    const html = page('docs/intro/index.html');
    expect(html).toContain('<a href="/docs/intro" class="menu-link menu__link active menu__link--active" aria-current="page">');
    expect(html).toContain('<ul class="toc-list table-of-contents">');
    expect(html).toContain('<footer class="footer footer-dark footer--dark">');
    expect(html).toContain('class="pagination-link pagination-next pagination-nav__link pagination-nav__link--next"');
  });
});

describe('customCss as Docusaurus spells it', () => {
  const read = (raw: Record<string, unknown>) => normalizeDocusaurusConfig(raw, 'docusaurus.config.js');

  it('reads a string or an array from the preset, and theme-classic entries of themes and plugins, without a warning', () => {
    expect(read({ presets: [['classic', { theme: { customCss: './src/css/custom.css' } }]] })).toMatchObject({ config: { customCss: ['./src/css/custom.css'] }, diagnostics: [] });
    expect(read({ presets: [['@docusaurus/preset-classic', { theme: { customCss: ['./a.css', './b.css'] } }]] }).config.customCss).toEqual(['./a.css', './b.css']);
    const themes = read({ themes: [['@docusaurus/theme-classic', { customCss: './t.css' }]] });
    expect(themes).toMatchObject({ config: { customCss: ['./t.css'] }, diagnostics: [] });
    expect(themes.config.themes).toBeUndefined();
    expect(read({ plugins: [['@docusaurus/theme-classic', { customCss: ['./p.css'] }]] })).toMatchObject({ config: { customCss: ['./p.css'] }, diagnostics: [] });
    expect(read({ presets: ['classic'] }).config.customCss).toBeUndefined();
  });
});

describe('customCss problems', () => {
  const copy = () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'docs-custom-css-')), 'site');
    cpSync(FIXTURE, dir, { recursive: true });
    return dir;
  };

  it('a missing file stops the build with an error naming the config, its line and the path (exit 2), the previous build kept', () => {
    const site = copy();
    expect(docs(['build', site]).status).toBe(0);
    const before = readFileSync(path.join(site, 'build/docs/intro/index.html'), 'utf8');
    rmSync(path.join(site, 'src/css/extra.css'));
    const result = docs(['build', site]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/docusaurus\.config\.js:19:\d+ +error +customCss "\.\/src\/css\/extra\.css" does not exist \(looked for src\/css\/extra\.css\)\. Create the stylesheet, or remove it from customCss/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(path.join(site, 'build/docs/intro/index.html'), 'utf8')).toBe(before);
  });

  // As Docusaurus builds it (realsites13 Y, repro/tsconfig-css: the TypeScript template's tsconfig.json, no node_modules):
  // a false customCss warning told the author to fix a stylesheet that was fine.
  it("is not held up by the site's tsconfig.json extending a package that is not installed", () => {
    const site = copy();
    writeFileSync(path.join(site, 'tsconfig.json'), '{ "extends": "@docusaurus/tsconfig", "compilerOptions": { "baseUrl": "." } }\n');
    const result = docs(['build', site]);
    expect(result.status).toBe(0);
    expect(result.stderr).not.toContain('[custom-css]');
    expect(result.stderr).not.toContain('tsconfig');
  });

  it('an @import of a missing local file is an error at the stylesheet\'s line (exit 1); one after other rules is a warning', () => {
    const site = copy();
    const extra = path.join(site, 'src/css/extra.css');
    const rules = readFileSync(extra, 'utf8');
    writeFileSync(extra, `@import './gone.css';\n${rules}`);
    const broken = docs(['build', site]);
    expect(broken.status).toBe(1);
    expect(broken.stderr).toMatch(/src\/css\/extra\.css:1:9 +error +customCss: Could not resolve "\.\/gone\.css"/);
    writeFileSync(extra, `${rules}@import './late.css';\n`);
    const late = docs(['build', site]);
    expect(late.status).toBe(0);
    expect(late.stderr).toMatch(/src\/css\/extra\.css:\d+:1 +warning +customCss: All "@import" rules must come first/);
  });
});
