/**
 * A navbar link with no label, named by its `aria-label` and drawn by its class (the GitHub icon link
 * of Docusaurus's own site: `{ href, className: 'header-github-link', 'aria-label': 'GitHub
 * repository' }`), keeps that name, as Docusaurus passes it to the link. Before, it was dropped: the
 * link's only name was "(opens in new tab)".
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

let siteDir: string;
let html: string;

beforeAll(async () => {
  const items = [
    { href: 'https://github.com/example/repo', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repository' },
    { to: '/intro', label: 'Intro', 'aria-label': 'Read the introduction' },
    { href: 'https://chat.example.com', html: '<b class="chat-icon">Chat</b>', position: 'right' },
    { href: 'https://blog.example.com', label: 'Blog' },
    { href: '/repl.html', label: 'REPL', target: '_top' },
    { href: 'https://status.example.com', label: 'Status', target: '_self' },
  ];
  siteDir = writeSite({
    'docusaurus.config.js': `module.exports = { title: 'N', url: 'https://n.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]], themeConfig: { navbar: { items: ${JSON.stringify(items)} } } };`,
    'docs/intro.md': '# Intro\n\nBody.\n',
    // What `/repl.html` links to: a file of the site's static folder (an internal href is checked, as in Docusaurus).
    'static/repl.html': '<p>REPL</p>',
  });
  const { outDir } = await buildToTemp(siteDir);
  html = readFileSync(path.join(outDir, 'intro', 'index.html'), 'utf8');
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('a navbar item’s aria-label', () => {
  // Without a label, no external-link icon: the class draws the link (Docusaurus shows the icon after a label only).
  it('names an icon link to another site', () => {
    expect(html).toMatch(/<a href="https:\/\/github\.com\/example\/repo" class="navbar-link header-github-link" target="_blank" rel="noopener noreferrer" aria-label="GitHub repository"><span class="sr-only"> \(opens in new tab\)<\/span><\/a>/);
    expect(html).toMatch(/<a href="https:\/\/blog\.example\.com" class="navbar-link" target="_blank" rel="noopener noreferrer">Blog<svg[^>]*class="external-icon"/);
  });

  it('leaves the link’s content to the item’s html', () => {
    expect(html).toContain('<a href="https://chat.example.com" class="navbar-link" target="_blank" rel="noopener noreferrer"><b class="chat-icon">Chat</b></a>');
  });

  // As Docusaurus 3.9.2 passes it on (checked on babel's navbar: `{ href: '/repl', target: '_top' }`).
  it('keeps the item’s target, over an external link’s new tab', () => {
    expect(html).toContain('<a href="/repl.html" class="navbar-link" target="_top">REPL</a>');
    expect(html).toMatch(/<a href="https:\/\/status\.example\.com" class="navbar-link" target="_self" rel="noopener noreferrer">Status<svg[^>]*>(?:(?!<\/a>)[\s\S])*<\/svg><\/a>/);
  });

  it('names a link of the site', () => {
    expect(html).toMatch(/<a href="\/intro" class="navbar-link[^"]*"[^>]* aria-label="Read the introduction">Intro<\/a>/);
  });
});
