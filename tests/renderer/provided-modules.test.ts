/**
 * More of the modules Docusaurus gives MDX: `@theme/ThemedImage` (one image per colour mode, the
 * stylesheet shows the reader's), `@docusaurus/useIsBrowser` (false while rendering at build time),
 * `@docusaurus/Interpolate` and `@docusaurus/useGlobalData`. Built with the CLI from a site written
 * by the test; the HTML read as written.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/site.js';

let dir: string;
let result: { status: number | null; output: string };

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'docs-provided-'));
  const files: Record<string, string> = {
    'docusaurus.config.js': "module.exports = { title: 'P', url: 'https://p.test', baseUrl: '/docs-site/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };\n",
    'docs/intro.mdx': [
      '# Intro',
      '',
      "import ThemedImage from '@theme/ThemedImage';",
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      "import useIsBrowser from '@docusaurus/useIsBrowser';",
      "import Interpolate from '@docusaurus/Interpolate';",
      "import useGlobalData from '@docusaurus/useGlobalData';",
      "import Mode from '@site/src/components/Mode';",
      '',
      "export const Where = () => (useIsBrowser() ? 'in the browser' : 'at build time');",
      'export const Plugins = () => <span>{Object.keys(useGlobalData()).length} plugins</span>;',
      "export const Greeting = () => <Interpolate values={{ name: <b>Ada</b> }}>{'Hello {name}, welcome.'}</Interpolate>;",
      "export const Bases = () => <p className=\"bases\">{[useBaseUrl('intro'), useBaseUrl('/intro'), useBaseUrl('/docs-site/intro'), useBaseUrl('/docs-site'), useBaseUrl('intro', { absolute: true }), useBaseUrl('#top'), useBaseUrl('https://x.test/a')].join(' ')}</p>;",
      '',
      '<Bases />',
      '',
      "<ThemedImage alt=\"Architecture\" sources={{ light: useBaseUrl('/img/arch-light.png'), dark: useBaseUrl('/img/arch-dark.png') }} />",
      '',
      'Rendered <Where />.',
      '',
      '<Greeting />',
      '',
      '<Mode />',
      '',
      '<Plugins />',
      '',
    ].join('\n'),
    'src/components/Mode.jsx': [
      "import React from 'react';",
      "import useIsBrowser from '@docusaurus/useIsBrowser';",
      "import ThemedImage from '@theme/ThemedImage';",
      'export default function Mode() {',
      "  return <p>Mode component {useIsBrowser() ? 'hydrated' : 'from the server'} <ThemedImage alt=\"Logo\" sources={{ light: '/a.png', dark: '/b.png' }} /></p>;",
      '}',
      '',
    ].join('\n'),
    'static/img/arch-light.png': 'light',
    'static/img/arch-dark.png': 'dark',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', dir], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  result = { status: run.status, output: run.stdout + run.stderr };
});

const page = () => readFileSync(path.join(dir, 'build', 'intro', 'index.html'), 'utf8');

describe('provided modules', () => {
  it('build without errors', () => {
    expect(result.output).not.toMatch(/error|warning/i);
    expect(result.status).toBe(0);
  });

  // As Docusaurus 3.9's useBaseUrl: a path written without its leading slash gets the base URL too
  // (react-redux's home page links useBaseUrl('introduction/quick-start')); before, it stayed relative.
  it('useBaseUrl: the base URL before a path with or without its slash, once; anchors and URLs as written', () => {
    expect(page()).toContain('<p class="bases">/docs-site/intro /docs-site/intro /docs-site/intro /docs-site/ https://p.test/docs-site/intro #top https://x.test/a</p>');
  });

  // useBaseUrl('/img/arch-light.png') names the static file under the base URL: published as the
  // site's static images are, hashed under assets/images (as a src written without the base is).
  it('ThemedImage: both images, with the base URL, marked with their mode', () => {
    const html = page();
    expect(html).toMatch(/<img loading="lazy" alt="Architecture" src="\/docs-site\/assets\/images\/arch-light-[0-9a-f]+\.png" class="themed-image themed-image--light"[^>]*>/);
    expect(html).toMatch(/<img loading="lazy" alt="Architecture" src="\/docs-site\/assets\/images\/arch-dark-[0-9a-f]+\.png" class="themed-image themed-image--dark"[^>]*>/);
  });

  it("ThemedImage: the theme's stylesheet hides the image of the other mode", () => {
    const css = readdirSync(path.join(dir, 'build', 'assets', 'css')).map((f) => readFileSync(path.join(dir, 'build', 'assets', 'css', f), 'utf8')).join('\n');
    expect(css).toMatch(/html:not\(\[data-theme=["']?dark["']?\]\) \.themed-image--dark,\s*\[data-theme=["']?dark["']?\] \.themed-image--light\s*\{\s*display:\s*none/);
  });

  it('useIsBrowser is false at build time, Interpolate fills its values, useGlobalData is an object', () => {
    const html = page();
    expect(html).toContain('Rendered at build time.');
    expect(html).toMatch(/Hello <b>Ada<\/b>, welcome\./);
    // The docs plugin's global data, as in Docusaurus (its only plugin with global data here).
    expect(html).toContain('1 plugins');
  });

  it('a site component using them renders at build time and gets an island bundle for the browser', () => {
    const html = page();
    expect(html).toMatch(/<docs-island [^>]*><p>Mode component from the server <img loading="lazy" alt="Logo" src="\/a.png" class="themed-image themed-image--light"/);
    // Lazy images: React does not add preload links for both modes' images.
    expect(html).not.toContain('rel="preload" as="image"');
    const island = /<script type="module" src="([^"]+)"/.exec(html.slice(html.indexOf('<docs-island')))?.[1] ?? [...html.matchAll(/src="(\/docs-site\/assets\/islands\/[^"]+\.js)"/g)][0]?.[1];
    expect(island).toBeTruthy();
  });
});
