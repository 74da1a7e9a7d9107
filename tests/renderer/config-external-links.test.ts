/**
 * Navbar and footer links of a Docusaurus config that leave the site, as Docusaurus 3.9.2 draws them
 * (seen on apache/kvrocks-website and scribe-docs): a navbar item whose `to` is a URL opens in a new
 * tab as an `href` does (ours linked it in place); the footer logo links only where its `href` says and
 * opens a new tab only when its `target` says (ours opened every external one in a new tab and linked
 * a logo without `href` home); the navbar logo linking off the site opens in a new tab.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const sites: string[] = [];
afterAll(() => sites.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The built intro page of a site with `themeConfig`. */
async function introWith(themeConfig: object): Promise<string> {
  const siteDir = writeSite({
    'docusaurus.config.js': `module.exports = { title: 'X', url: 'https://x.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]], themeConfig: ${JSON.stringify(themeConfig)} };`,
    'docs/intro.md': '# Intro\n\nBody.\n',
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  sites.push(siteDir);
  const { outDir } = await buildToTemp(siteDir);
  return readFileSync(path.join(outDir, 'intro', 'index.html'), 'utf8');
}

let html: string;
beforeAll(async () => {
  html = await introWith({
    navbar: {
      logo: { alt: 'Home', src: 'img/logo.svg', href: 'https://example.org/home' },
      items: [{ to: 'https://example.org/top', label: 'Top' }, { type: 'dropdown', label: 'More', items: [{ label: 'Inner', to: 'https://example.org/a' }] }],
    },
    footer: { logo: { alt: 'Foundation', src: 'img/logo.svg', href: 'https://example.org/' }, links: [{ label: 'Ext', to: 'https://example.org/c' }] },
  });
});

describe('links of the config that leave the site', () => {
  it('open in a new tab from a navbar item’s `to`, in a dropdown too', () => {
    expect(html).toContain('<a href="https://example.org/top" class="navbar-link" target="_blank" rel="noopener noreferrer">');
    expect(html).toContain('<a href="https://example.org/a" class="navbar-link" target="_blank" rel="noopener noreferrer">');
  });

  it('open in a new tab from the navbar logo', () => {
    expect(html).toContain('<a class="navbar-brand" href="https://example.org/home" target="_blank" rel="noopener noreferrer">');
  });

  it('stay in the tab from the footer logo, unless its target says otherwise', async () => {
    expect(html).toContain('<a href="https://example.org/" class="footer-logo" rel="noopener noreferrer">');
    const targeted = await introWith({ footer: { logo: { alt: 'F', src: 'img/logo.svg', href: 'https://example.org/', target: '_blank' } } });
    expect(targeted).toContain('<a href="https://example.org/" class="footer-logo" target="_blank" rel="noopener noreferrer">');
  });

  it('leave a footer logo without href unlinked', async () => {
    const unlinked = await introWith({ footer: { logo: { alt: 'F', src: 'img/logo.svg' } } });
    expect(unlinked).toMatch(/<span class="footer-logo"><img src="\/img\/logo\.svg" alt="F"/);
  });
});

describe('a navbar or footer `to` naming a page of the site', () => {
  // Written in the page's own URL form (/team/ for a src/pages/team/index), as content links are:
  // the client then finds the page's data at once, with no request for the other form.
  it('links the page in its own URL form, keeping its hash', async () => {
    const dir = writeSite({
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { footer: { links: [{ label: 'Team', to: '/team' }, { label: 'Crew', to: '/team#crew' }] } } };",
      'docs/intro.md': '# Intro\n',
      'src/pages/team/index.md': '# Team\n\n## Crew\n',
    });
    sites.push(dir);
    const { outDir } = await buildToTemp(dir);
    const html = readFileSync(path.join(outDir, 'docs', 'intro', 'index.html'), 'utf8');
    expect(html).toContain('<a href="/team/" class="footer-link">Team</a>');
    expect(html).toContain('<a href="/team/#crew" class="footer-link">Crew</a>');
  });
});
