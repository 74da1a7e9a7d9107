/**
 * A Docusaurus config's `headTags`, `stylesheets` and `scripts` are in every page's head, as
 * Docusaurus 3.9.2 writes them (checked on the same config): in that order, after the page's meta
 * and before the theme's own stylesheet; strings as written (no base URL added), `true` attributes
 * bare, `false` ones left out. Before, they were set aside with a warning. The preset's `gtag` and
 * `googleTagManager` add Google's tags first, as their plugins do (before, they were dropped
 * silently), on built pages only: `docs serve` leaves them out, as `docusaurus start` does.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../engine/diagnostics.js';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';
import { serveFixture } from '../serve/helpers.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'docs-head-tags-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const siteWith = (name: string, config: string) => {
  const site = path.join(scratch, name);
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  writeFileSync(path.join(site, 'docs/intro.md'), '# Intro\n\nHello.\n');
  writeFileSync(path.join(site, 'docusaurus.config.js'), `module.exports = {\n  title: 'Head', url: 'https://example.com', baseUrl: '/base/',\n${config}\n};\n`);
  return site;
};

let out: string;
let diagnostics: Diagnostic[];
const headOf = (file: string) => /<head>([\s\S]*)<\/head>/.exec(readFileSync(path.join(out, file), 'utf8'))![1];

beforeAll(async () => {
  const site = siteWith(
    'site',
    `  presets: [['classic', { docs: { sidebarPath: false }, blog: false, gtag: { trackingID: ['G-ONE', 'G-TWO'], anonymizeIP: true }, googleTagManager: { containerId: 'GTM-ABC' } }]],
  headTags: [
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.com' } },
    { tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: '{"@type":"Organization"}' },
  ],
  stylesheets: ['https://cdn.example.com/katex.min.css', { href: '/base/extra.css', type: 'text/css', crossorigin: 'anonymous' }],
  scripts: ['https://cdn.example.com/a.js', { src: 'https://plausible.io/js/script.js', defer: true, async: false, 'data-domain': 'example.com' }],`,
  );
  const loaded = await loadSite(site, { cache: false });
  diagnostics = loaded.diagnostics;
  out = path.join(scratch, 'out');
  await buildSite(loaded, { outDir: out });
});

const SITE_TAGS = [
  '<link rel="preconnect" href="https://fonts.example.com">',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<link rel="stylesheet" href="https://cdn.example.com/katex.min.css">',
  '<link rel="stylesheet" href="/base/extra.css" type="text/css" crossorigin="anonymous">',
  '<script src="https://cdn.example.com/a.js"></script>',
  '<script src="https://plausible.io/js/script.js" defer data-domain="example.com"></script>',
].join('');

describe('headTags, stylesheets and scripts of the config', () => {
  it('are read without a warning', () => {
    expect(diagnostics).toEqual([]);
  });

  it('are in every page’s head, in Docusaurus’s order, before the theme’s stylesheet', () => {
    for (const file of ['docs/intro/index.html', '404.html']) {
      const head = headOf(file);
      expect(head).toContain(SITE_TAGS);
      expect(head.indexOf(SITE_TAGS)).toBeGreaterThan(head.indexOf('<link rel="canonical"'));
      expect(head.indexOf(SITE_TAGS)).toBeLessThan(head.indexOf('<link rel="stylesheet" href="/base/assets/css/'));
    }
  });

  it('puts Google’s tags (gtag, then Tag Manager) before them, and Tag Manager’s frame first in the body', () => {
    const head = headOf('docs/intro/index.html');
    const gtag = head.indexOf('<script async src="https://www.googletagmanager.com/gtag/js?id=G-ONE"></script>');
    expect(gtag).toBeGreaterThan(head.indexOf('<link rel="preconnect" href="https://www.google-analytics.com">'));
    expect(head).toContain(`gtag('config', "G-ONE", { 'anonymize_ip': true });\ngtag('config', "G-TWO", { 'anonymize_ip': true });`);
    expect(head).toContain("'dataLayer',\"GTM-ABC\");</script>");
    expect(head.indexOf('GTM-ABC')).toBeGreaterThan(gtag);
    expect(head.indexOf(SITE_TAGS)).toBeGreaterThan(head.indexOf('GTM-ABC'));
    expect(readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8')).toContain('<body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-ABC" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><div id="docs-root">');
  });

  it('leaves Google’s tags out of `docs serve`’s pages, keeping the site’s own', async () => {
    const served = await serveFixture({}, undefined, path.join(scratch, 'site'));
    try {
      const page = await served.get('/base/docs/intro');
      expect(page.status).toBe(200);
      expect(page.body).toContain(SITE_TAGS);
      expect(page.body).not.toContain('googletagmanager');
    } finally {
      await served.close();
    }
  }, 60_000);

  it('links a stylesheet among clientModules as the site’s own stylesheet, and loads a script one after the client', async () => {
    const site = siteWith('client-modules', `  presets: [['classic', { docs: { sidebarPath: false }, blog: false, theme: { customCss: './src/custom.css' } }]],\n  clientModules: [require.resolve('./src/extra.css'), './src/tracker.js'],`);
    mkdirSync(path.join(site, 'src'));
    writeFileSync(path.join(site, 'src/custom.css'), '.custom-rule { color: red; }\n');
    writeFileSync(path.join(site, 'src/extra.css'), '.client-module-rule { color: blue; }\n');
    writeFileSync(path.join(site, 'src/tracker.js'), 'export function onRouteDidUpdate() {}\n');
    const loaded = await loadSite(site, { cache: false });
    expect(loaded.diagnostics).toEqual([]);
    const built = path.join(scratch, 'client-modules-out');
    await buildSite(loaded, { outDir: built });
    const hrefs = [...readFileSync(path.join(built, 'docs/intro/index.html'), 'utf8').matchAll(/<link rel="stylesheet" href="\/base\/([^"]+)"/g)].map((m) => m[1]);
    const css = hrefs.map((href) => readFileSync(path.join(built, href), 'utf8')).join('\n');
    // After the theme's stylesheet and customCss, as Docusaurus loads site client modules last.
    expect(css.indexOf('.client-module-rule')).toBeGreaterThan(css.indexOf('.custom-rule'));
    expect(css.indexOf('.custom-rule')).toBeGreaterThan(0);
    const scripts = [...readFileSync(path.join(built, 'docs/intro/index.html'), 'utf8').matchAll(/<script type="module" src="\/base\/assets\/js\/([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual([expect.stringMatching(/^main\./), expect.stringMatching(/^client-modules\.[0-9a-f]+\.js$/)]);
    expect(readFileSync(path.join(built, 'assets/js', scripts[1]), 'utf8')).toContain('onRouteDidUpdate');
  });

  it('fails the build at a client module that does not bundle, at its file:line:col', async () => {
    const site = siteWith('client-module-broken', `  clientModules: ['./src/broken.js'],`);
    mkdirSync(path.join(site, 'src'));
    writeFileSync(path.join(site, 'src/broken.js'), "import missing from './nowhere';\nexport function onRouteDidUpdate() { missing(); }\n");
    const loaded = await loadSite(site, { cache: false });
    await expect(buildSite(loaded, { outDir: path.join(scratch, 'broken-out') })).rejects.toMatchObject({ diagnostics: [expect.objectContaining({ severity: 'error', rule: 'client-module', file: 'src/broken.js', line: 1, column: 21 })] });
  });

  // As a config import of a package the site lacks gets a stand-in: the site builds without that module's browser code.
  it('leaves out, with a warning, a client module that imports a package the site has not installed', async () => {
    const site = siteWith('client-module-uninstalled', `  clientModules: ['./src/prism-languages.js', './src/tracker.js'],`);
    mkdirSync(path.join(site, 'src'));
    writeFileSync(path.join(site, 'src/prism-languages.js'), "import Prism from 'prismjs';\nPrism.languages.vue = Prism.languages.markup;\n");
    writeFileSync(path.join(site, 'src/tracker.js'), 'export function onRouteDidUpdate() { window.tracked = true; }\n');
    const loaded = await loadSite(site, { cache: false });
    const built = path.join(scratch, 'client-module-uninstalled-out');
    const { diagnostics } = await buildSite(loaded, { outDir: built });
    expect(diagnostics.filter((d) => d.rule === 'client-module')).toEqual([
      expect.objectContaining({ severity: 'warning', file: 'src/prism-languages.js', message: expect.stringContaining('imports prismjs, which the site has not installed: it is left out') }),
    ]);
    const script = /<script type="module" src="\/base\/assets\/js\/(client-modules\.[0-9a-f]+\.js)"/.exec(readFileSync(path.join(built, 'docs/intro/index.html'), 'utf8'))![1];
    const js = readFileSync(path.join(built, 'assets/js', script), 'utf8');
    expect(js).toContain('tracked');
    expect(js).not.toContain('languages');
  });

  it('reports a head tag without a tag name at the config, as Docusaurus’s validation does', async () => {
    const site = siteWith('bad', `  headTags: [{ attributes: { rel: 'preconnect' } }],`);
    await expect(loadSite(site, { cache: false })).rejects.toMatchObject({ diagnostics: [expect.objectContaining({ severity: 'error', file: 'docusaurus.config.js', message: expect.stringContaining('headTags.0.tagName') })] });
  });
});
