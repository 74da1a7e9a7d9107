/**
 * Sass, as sites with docusaurus-plugin-sass write it: a `.scss` customCss entry, a site component's
 * `.module.scss` (server render and island bundle), a React page's `.module.scss`, partials through
 * `@use`, and the plugin named in `plugins` without a "not run" warning. A Sass error fails the
 * build at the stylesheet's file:line:col; a stylesheet loading a file outside the site is refused.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, writeSite } from '../support/site.js';

const docs = (args: string[]) => spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

const CONFIG = `module.exports = {
  title: 'Sass site', url: 'https://sass.example.com', baseUrl: '/',
  plugins: ['docusaurus-plugin-sass'],
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, theme: { customCss: './src/css/custom.scss' } }]],
};
`;

const SITE: Record<string, string> = {
  'docusaurus.config.js': CONFIG,
  'src/css/_palette.scss': '$brand: #2e8555;\n@mixin boxed($pad) { padding: $pad; border-radius: 8px; }\n',
  'src/css/custom.scss': "@use 'palette' as *;\n:root {\n  --ifm-color-primary: #{$brand};\n  .navbar { border-bottom: 2px solid $brand; }\n}\n",
  'src/components/Card/styles.module.scss': "@use '../../css/palette' as *;\n.card {\n  @include boxed(1rem);\n  &:hover { border-color: $brand; }\n  .title { font-weight: 700; }\n}\n",
  'src/components/Card/index.js':
    "import React from 'react';\nimport styles from './styles.module.scss';\nexport default function Card({ title, children }) {\n  return <div className={styles.card}><div className={styles.title}>{title}</div>{children}</div>;\n}\n",
  'src/pages/index.module.scss': '.hero { h1 { letter-spacing: 0.02em; } }\n',
  'src/pages/index.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nimport styles from './index.module.scss';\nexport default function Home() {\n  return <Layout title=\"Home\"><div className={styles.hero}><h1>Welcome home</h1></div></Layout>;\n}\n",
  'docs/intro.mdx': "---\ntitle: Cards\n---\nimport Card from '@site/src/components/Card';\n\n# Cards\n\n<Card title=\"First card\">Inside the card.</Card>\n",
};

describe('a site written with Sass', () => {
  let outDir = '';
  let result: ReturnType<typeof docs>;
  const page = (file: string) => readFileSync(path.join(outDir, file), 'utf8');

  beforeAll(() => {
    const site = writeSite(SITE);
    outDir = path.join(site, 'build');
    result = docs(['build', site, '--out-dir', outDir]);
  });

  it('builds, with no warning about docusaurus-plugin-sass', () => {
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/plugin-sass|not run|No loader/);
  });

  it('compiles the customCss entry and the partial it uses', () => {
    const href = /<link rel="stylesheet" href="(\/assets\/css\/custom\.[0-9a-f]+\.css)"/.exec(page('intro/index.html'))?.[1];
    expect(href).toBeDefined();
    const css = readFileSync(path.join(outDir, href!), 'utf8');
    expect(css).toContain('--ifm-color-primary: #2e8555');
    expect(css).toMatch(/:root \.navbar\{border-bottom:2px solid #2e8555\}/);
    expect(css).not.toContain('$brand');
  });

  /** The stylesheet of the site components a page links from its content. */
  const componentCss = (html: string) => readFileSync(path.join(outDir, /<link rel="stylesheet" href="(\/assets\/css\/components-[0-9a-f]+\.css)">/.exec(html)![1]), 'utf8');

  it("renders a component's CSS module class names and compiled rules, and its island uses the same names", () => {
    const html = page('intro/index.html');
    const card = /<div class="([^"]+)"><div class="([^"]+)">First card<\/div>/.exec(html);
    expect(card, html).not.toBeNull();
    const [, cardClass, titleClass] = card!;
    const css = componentCss(html);
    expect(css).toContain(`.${cardClass} {\n  padding: 1rem;\n  border-radius: 8px;\n}`);
    expect(css).toContain(`.${cardClass}:hover {\n  border-color: #2e8555;\n}`);
    expect(css).toContain(`.${cardClass} .${titleClass} {\n  font-weight: 700;\n}`);
    const island = /<script type="module" src="\/assets\/js\/(island-index-[0-9a-f]+\.js)"/.exec(html)?.[1];
    const js = readFileSync(path.join(outDir, 'assets/js', island!), 'utf8');
    expect(js).toContain(cardClass);
    expect(js).toContain(titleClass);
  });

  it("renders a React page's Sass module", () => {
    const html = page('index.html');
    const hero = /<div class="([^"]+)"><h1>Welcome home<\/h1>/.exec(html)?.[1];
    expect(hero).toBeDefined();
    expect(componentCss(html)).toContain(`.${hero} h1 {\n  letter-spacing: 0.02em;\n}`);
    const islands = readdirSync(path.join(outDir, 'assets/js')).filter((f) => f.startsWith('island-index-'));
    expect(islands.some((f) => readFileSync(path.join(outDir, 'assets/js', f), 'utf8').includes(hero!))).toBe(true);
  });
});

describe('a Sass error', () => {
  it('fails the build at the stylesheet file:line:col, and keeps the previous output', () => {
    const site = writeSite({ ...SITE, 'src/css/custom.scss': ":root {\n  --x: 1;\n  color: $missing;\n}\n" });
    const outDir = path.join(site, 'build');
    mkdirSync(outDir);
    writeFileSync(path.join(outDir, '.docs-build'), '');
    writeFileSync(path.join(outDir, 'index.html'), 'previous');
    const result = docs(['build', site, '--out-dir', outDir]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/src\/css\/custom\.scss:3:10\s+error\s+customCss: Sass: Undefined variable/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('previous');
  });

  it('refuses a stylesheet that loads a file outside the site folder', () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'docs-sass-outside-'));
    writeFileSync(path.join(outside, '_secret.scss'), '.secret { color: red; }\n');
    const site = writeSite({ ...SITE, 'src/css/custom.scss': `@use '${path.join(outside, 'secret')}';\n` });
    const result = docs(['build', site, '--out-dir', path.join(site, 'build')]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/src\/css\/custom\.scss.*outside the site folder/);
  });
});
