/**
 * Which navbar items show as active on a page, in the built HTML, by Docusaurus 3.9's rules
 * (theme-classic): a `to` link is active on its path and below it (NavLink), `activeBasePath` and
 * `activeBaseRegex` replace that test; doc and docSidebar items are active on every page of their
 * sidebar; a docsVersion item links to its version's main doc and is active below it; a dropdown's
 * toggle is active only when the dropdown links somewhere itself (its entries carry their own state).
 * Before this, a page could show items active that Docusaurus does not (a docsVersion item on every
 * page of the version, a dropdown because an entry inside it matched, an activeBaseRegex ignored).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp } from '../support/site.js';

const CONFIG = `export default {
  title: 'Active items',
  url: 'https://active.example.com',
  baseUrl: '/',
  themeConfig: {
    navbar: {
      items: [
        { type: 'doc', docId: 'intro', label: 'Intro', position: 'left' },
        { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
        { type: 'docsVersion', label: 'Docs home', position: 'left' },
        { to: '/docs/intro', label: 'Guide B', activeBaseRegex: '/docs/guide/b$', position: 'left' },
        { to: '/docs/guide/a', label: 'Guide A', position: 'left' },
        { to: '/docs/api/x', label: 'Reference', activeBasePath: 'docs/api', position: 'right' },
        { label: 'More', position: 'right', items: [{ to: '/docs/api/x', label: 'X' }] },
        { label: 'Guides', to: '/docs/guide/a', activeBasePath: '/docs/guide', position: 'right', items: [{ to: '/docs/guide/a', label: 'A' }] },
      ],
    },
  },
};
`;

const SIDEBARS = `export default { docs: ['intro', 'guide/a', 'guide/b'], api: ['api/x'] };\n`;

let siteDir: string;
let outDir: string;

beforeAll(async () => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'docs-navbar-active-'));
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(siteDir, rel)), { recursive: true });
    writeFileSync(path.join(siteDir, rel), text);
  };
  write('site.config.mjs', CONFIG);
  write('sidebars.mjs', SIDEBARS);
  write('package.json', '{ "private": true }\n');
  for (const [file, title] of [['intro', 'Intro'], ['guide/a', 'Guide A'], ['guide/b', 'Guide B'], ['api/x', 'X']]) write(`docs/${file}.md`, `# ${title}\n\nText of ${title}.\n`);
  ({ outDir } = await buildToTemp(siteDir));
}, 120_000);
afterAll(() => {
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
  if (outDir) rmSync(path.dirname(outDir), { recursive: true, force: true });
});

/** The desktop navbar of a built route: the labels of the items shown active, and of those marked the current page. */
function navbar(route: string): { active: string[]; current: string[] } {
  const html = readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
  const nav = html.slice(html.indexOf('<div class="navbar-inner">'), html.indexOf('</nav>'));
  const active: string[] = [];
  const current: string[] = [];
  for (const m of nav.matchAll(/<(a|button) ([^>]*)>([^<]*)</g)) {
    const [, , attrs, label] = m;
    // Entries inside a dropdown's menu are not navbar items of their own.
    if (nav.lastIndexOf('<ul class="dropdown-menu">', m.index) > nav.lastIndexOf('</ul>', m.index)) continue;
    if (/class="[^"]*navbar-link[^"]*\bactive\b/.test(attrs)) active.push(label);
    if (/aria-current="page"/.test(attrs)) current.push(label);
  }
  return { active: active.sort(), current };
}

describe('active navbar items (built HTML)', () => {
  it('on a doc of another sidebar: only that sidebar\'s item and the link whose activeBasePath holds it', () => {
    // Before: "Docs home" (any page of the version) and "More" (its entry X matched) were active too.
    expect(navbar('docs/api/x').active).toEqual(['API', 'Reference']);
  });

  it('follows activeBaseRegex instead of the link\'s own path, and marks the doc item of the page\'s sidebar', () => {
    expect(navbar('docs/guide/b').active).toEqual(['Guide B', 'Guides', 'Intro']);
    expect(navbar('docs/guide/a').active).toEqual(['Guide A', 'Guides', 'Intro']);
    // "Guide B" links to /docs/intro, but its regex decides: not active there.
    expect(navbar('docs/intro').active).not.toContain('Guide B');
  });

  it('a docsVersion item is active at and below its version\'s main doc only', () => {
    expect(navbar('docs/intro').active).toEqual(['Docs home', 'Intro']);
    expect(navbar('docs/guide/a').active).not.toContain('Docs home');
  });

  it('a dropdown without a link of its own is never active; its entries are', () => {
    const html = readFileSync(path.join(outDir, 'docs/api/x/index.html'), 'utf8');
    expect(html).toMatch(/<button type="button" class="navbar-link dropdown-toggle"[^>]*>More</);
    expect(html).toMatch(/<a [^>]*href="\/docs\/api\/x"[^>]*class="navbar-link active"[^>]*>X</);
  });

  it('marks as the current page only the link that points to it', () => {
    expect(navbar('docs/guide/a').current).toEqual(['Guide A']);
    expect(navbar('docs/intro').current).toEqual(['Intro', 'Docs home']);
    expect(navbar('docs/guide/b').current).toEqual([]);
  });
});
