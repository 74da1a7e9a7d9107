/**
 * Navbar and generated-index details as Docusaurus 3.9.2 builds them (checked on the same config):
 * a navbar item without `position` is on the left; a dropdown with its own `to` is a link there;
 * with `trailingSlash: true` a generated index's route and every link to it end with a slash, and so
 * do the navbar's and footer's `to` links (as Docusaurus's Link applies trailingSlash).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const CONFIG = `export default {
  title: 'Slashes',
  url: 'https://slashes.example.com',
  baseUrl: '/sub/',
  trailingSlash: true,
  themeConfig: {
    navbar: {
      items: [
        { type: 'doc', docId: 'intro', label: 'Guide' },
        { type: 'doc', docId: 'cli', label: 'CLI', position: 'right' },
        { to: '/docs/cli', label: 'Reference' },
        { type: 'dropdown', label: 'Community', position: 'right', to: '/docs/community', items: [{ label: 'Forum', href: 'https://forum.example.com' }] },
      ],
    },
    footer: { links: [{ label: 'Start', to: '/docs/intro#top' }] },
  },
};
`;

const SIDEBARS = `export default {
  main: ['intro', 'cli', 'community', { type: 'category', label: 'Ties', link: { type: 'generated-index', slug: '/ties-index' }, items: ['tie'] }],
};
`;

let siteDir: string;
let outDir: string;

beforeAll(async () => {
  siteDir = writeSite({ 'site.config.mjs': CONFIG, 'sidebars.mjs': SIDEBARS, 'package.json': '{ "private": true }\n', ...Object.fromEntries(['intro', 'cli', 'community', 'tie'].map((name) => [`docs/${name}.md`, `# ${name}\n\nText.\n`])) }, 'docs-navbar-slash-');
  ({ outDir } = await buildToTemp(siteDir));
}, 120_000);
afterAll(() => {
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
  if (outDir) rmSync(path.dirname(outDir), { recursive: true, force: true });
});

const page = (route: string) => readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
/** The labels of the links (and toggles) on one side of the navbar. */
function side(html: string, which: 'left' | 'right'): string[] {
  const from = html.indexOf(`navbar-items navbar-${which}`);
  const part = html.slice(from, which === 'left' ? html.indexOf('navbar-items navbar-right', from) : html.indexOf('</nav>', from));
  return [...part.matchAll(/<(?:a|button) [^>]*class="navbar-(?:link|brand)[^"]*"[^>]*>(?:<[^>]+>)*([^<]+)</g)].map((m) => m[1]);
}

describe('navbar items', () => {
  it('an item without a position is on the left', () => {
    const html = page('docs/intro');
    // Before: Guide and Reference were on the right.
    expect(side(html, 'left')).toEqual(['Guide', 'Reference']);
    expect(side(html, 'right')).toEqual(['CLI', 'Community', 'Forum']);
  });

  it('a dropdown with its own `to` is a link there', () => {
    // Before: a button that only opened the menu.
    expect(page('docs/intro')).toMatch(/<a href="\/sub\/docs\/community\/" class="navbar-link dropdown-toggle[^"]*" aria-haspopup="true"[^>]*>Community/);
  });
});

describe('trailingSlash: true', () => {
  it("a generated index's route and links end with a slash", () => {
    expect(existsSync(path.join(outDir, 'docs/ties-index/index.html'))).toBe(true);
    const html = page('docs/tie');
    // Before: /sub/docs/ties-index, without the slash every other link has.
    expect(html).toContain('href="/sub/docs/ties-index/"');
    expect(html).not.toContain('href="/sub/docs/ties-index"');
  });

  it('navbar and footer `to` links follow it, their #hash kept', () => {
    const html = page('docs/intro');
    // Before: /sub/docs/cli and /sub/docs/intro#top, without the slash.
    expect(html).toMatch(/<a href="\/sub\/docs\/cli\/" class="navbar-link">Reference</);
    expect(html).toContain('href="/sub/docs/intro/#top"');
  });
});
