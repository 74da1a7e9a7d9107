/**
 * Links of the navbar, footer and content under a base URL, as Docusaurus 3.9.2 writes them (its
 * useBaseUrl adds the base URL to a path not already under it, and its Link does so to an
 * internal `href` too, and checks it): a `to` or `pathname://` written with the base URL is not
 * given it twice, an `href: '/x'` is put under it and checked. And a Markdown link to a file
 * written with backslashes resolves, as its URL parser reads them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../engine/diagnostics.js';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';
import { writeSite } from '../support/site.js';

const CONFIG = `module.exports = {
  title: 'K', url: 'https://k.example.com', baseUrl: '/ks/', onBrokenLinks: 'warn',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
  themeConfig: {
    navbar: { logo: { src: 'img/logo.svg', alt: 'Logo', className: 'my-logo', style: { border: '1px solid red' } }, items: [
      { to: '/ks/docs/intro', label: 'To with base' },
      { to: 'pathname:///ks/static-page.html', label: 'Pathname with base' },
      { href: '/docs/intro', label: 'Href intro' },
      { href: '/nope', label: 'Href missing' },
      { type: 'doc', docId: 'sub/target' },
      { type: 'docSidebar', sidebarId: 'api' },
      { type: 'docSidebar', sidebarId: 'named' },
    ] },
    footer: { logo: { src: 'img/logo.svg', alt: 'Foot', href: '/ks/docs/intro', className: 'foot-logo', style: { opacity: 0.5 } }, links: [{ title: 'F', items: [{ to: '/ks/docs/intro', label: 'Footer to' }, { href: '/docs/sub/target', label: 'Footer href' }] }] },
  },
};
`;

let html: string;
let diagnostics: Diagnostic[];
const hrefOf = (label: string) => new RegExp(`<a href="([^"]*)"[^>]*>${label}<`).exec(html)?.[1];

beforeAll(async () => {
  const site = writeSite({
    'docusaurus.config.js': CONFIG,
    'static/static-page.html': '<p>static</p>',
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'docs/intro.md': '# Intro\n\n[Pathname link](pathname:///ks/static-page.html) and [Backslashed](sub\\target.md).\n',
    'docs/sub/target.md': '# Target\n\nText.\n',
    'docs/api-start.md': '---\nsidebar_label: API start (label)\n---\n\n# API start\n',
    'sidebars.js': "module.exports = { main: ['intro', 'sub/target'], api: ['api-start'], named: [{ type: 'doc', id: 'api-start', label: 'Written label' }] };",
  });
  const loaded = await loadSite(site, { cache: false });
  const out = path.join(site, 'build');
  const result = await buildSite(loaded, { outDir: out });
  diagnostics = [...loaded.diagnostics, ...result.diagnostics];
  html = readFileSync(path.join(out, 'docs', 'intro', 'index.html'), 'utf8');
}, 120_000);

describe('links under a base URL', () => {
  it('keeps a `to` or `pathname://` path written with the base URL as it is, and marks the page active', () => {
    expect(hrefOf('To with base')).toBe('/ks/docs/intro');
    expect(html).toMatch(/<a href="\/ks\/docs\/intro" class="navbar-link active" aria-current="page">To with base/);
    expect(hrefOf('Pathname with base')).toBe('/ks/static-page.html');
    expect(hrefOf('Footer to')).toBe('/ks/docs/intro');
    expect(hrefOf('Pathname link')).toBe('/ks/static-page.html');
  });

  it('puts an internal `href` under the base URL, as written, and reports one that is no page', () => {
    expect(hrefOf('Href intro')).toBe('/ks/docs/intro');
    expect(hrefOf('Footer href')).toBe('/ks/docs/sub/target');
    expect(hrefOf('Href missing')).toBe('/ks/nope');
    // (The site has no home page: its navbar title's link is reported too, tests/renderer/navbar-brand-link.test.ts.)
    const broken = diagnostics.filter((d) => d.rule === 'broken-link' && !d.message.includes("site's home page"));
    expect(broken.map((d) => `${d.severity} ${d.file} ${d.message.split(':')[0]}`)).toEqual(['warning docusaurus.config.js Broken link in the navbar']);
    expect(broken[0].message).toContain('"/nope"');
  });

  it("labels a doc item written without a label by the doc's id, and a docSidebar one by its sidebar's first item as written, else its doc's id, as Docusaurus does", () => {
    expect(hrefOf('sub/target')).toBe('/ks/docs/sub/target');
    expect(hrefOf('api-start')).toBe('/ks/docs/api-start');
    expect(hrefOf('Written label')).toBe('/ks/docs/api-start');
  });

  it("gives the logos the config's className and style, and a logo href written with the base URL keeps it once", () => {
    expect(html).toContain('<img src="/ks/img/logo.svg" alt="Logo" class="my-logo" style="border:1px solid red"/>');
    expect(html).toMatch(/<a href="\/ks\/docs\/intro" class="footer-logo"><img src="\/ks\/img\/logo.svg" alt="Foot" class="foot-logo" style="opacity:0.5" loading="lazy"\/><\/a>/);
  });

  it('resolves a Markdown link to a file written with backslashes', () => {
    expect(hrefOf('Backslashed')).toBe('/ks/docs/sub/target');
    expect(diagnostics.filter((d) => d.severity !== 'info' && d.rule !== 'broken-link')).toEqual([]);
  });
});

// As Docusaurus 3.9.2 writes it (realsites10 Q, Liquidsoap): before, `href="pathname:///"`, a dead brand link on every page.
it('links a navbar logo whose href is a pathname:// path under the base URL', async () => {
  const site = writeSite({
    'docusaurus.config.js': "module.exports = { title: 'L', url: 'https://l.example.com', baseUrl: '/ks/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]], themeConfig: { navbar: { logo: { src: 'img/logo.svg', alt: 'Logo', href: 'pathname:///manual/' } } } };",
    'docs/intro.md': '---\nslug: /\n---\n# Intro\n',
  });
  const out = path.join(site, 'build');
  await buildSite(await loadSite(site, { cache: false }), { outDir: out });
  expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toMatch(/<a class="navbar-brand" href="\/ks\/manual\/"/);
});
