/**
 * Sidebars, titles and navigation as Docusaurus 3.9.2 shows them, on the same kinds of content
 * (each case checked against a Docusaurus build of the same files):
 * - a doc's front matter `sidebar_label` / `sidebar_class_name` win over the sidebars file's
 *   `label` / `className`; an html item keeps its `className`; breadcrumbs end with that label;
 * - only the categories holding the page are marked active (not a category elsewhere whose index
 *   at that depth happens to match), a category without a page of its own included;
 * - `displayed_sidebar` shows that sidebar (and lights its navbar items), with no breadcrumbs (but the home link) when
 *   the sidebar does not list the doc;
 * - the content's own `# h1` is the page's heading, and `hide_title` hides only a title the
 *   content does not write;
 * - a generated index's `keywords` reach its head;
 * - a category whose docs are all unlisted shows as a plain link to its generated index;
 * - an unlisted doc's own page shows its sidebar (itself in it, active), breadcrumbs, its navbar
 *   item active and the "Unlisted page" banner; no other page lists it, and pagination skips it.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const CONFIG = `export default {
  title: 'Rules',
  url: 'https://rules.example.com',
  baseUrl: '/',
  themeConfig: {
    navbar: {
      items: [
        { type: 'doc', docId: 'intro', label: 'Tutorial', position: 'left' },
        { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
      ],
    },
  },
};
`;

const SIDEBARS = `export default {
  main: [
    'intro',
    { type: 'doc', id: 'start', label: 'Sidebars label', className: 'item-cls' },
    { type: 'doc', id: 'plain', label: 'Item label', className: 'item-cls' },
    { type: 'html', value: '<b>Section</b>', className: 'sep-cls' },
    { type: 'category', label: 'Guides', items: ['guides/a', { type: 'category', label: 'Nested', items: ['guides/b'] }] },
    { type: 'category', label: 'Misc', items: ['misc/one', 'misc/two'] },
    { type: 'category', label: 'Hidden things', link: { type: 'generated-index', keywords: ['hidden', 'things'] }, items: ['misc/secret'] },
    { type: 'category', label: 'Basics', link: { type: 'generated-index', slug: '/basics', keywords: ['basics', 'learn'] }, items: ['misc/three'] },
    { type: 'category', label: 'Later', items: ['misc/later'] },
  ],
  api: ['api/x', 'api/y'],
};
`;

const DOCS: Record<string, string> = {
  'intro.md': '---\ntags: [react]\n---\n# Introduction\n\nText.\n',
  'start.md': '---\nsidebar_label: Front matter label\nsidebar_class_name: fm-cls\ntags: [react]\n---\n# Start\n',
  'plain.md': '# Plain\n',
  'guides/a.md': '# Guide A\n',
  'guides/b.md': '# Guide B\n',
  'misc/one.md': '# One\n',
  'misc/two.md': '---\nhide_title: true\n---\n# Two written title\n\nText of two.\n',
  'misc/three.md': '---\ntitle: Front matter title\n---\n# Content title\n\nText.\n',
  'misc/hidden.md': '---\ntitle: Hidden heading\nhide_title: true\n---\nNo heading in the content.\n',
  'misc/secret.md': '---\nunlisted: true\n---\n# Secret\n',
  'misc/later.md': '# Later\n',
  'misc/standalone.md': '---\ndisplayed_sidebar: api\n---\n# Standalone\n\nShown with the API sidebar.\n',
  'misc/bare.md': '---\ndisplayed_sidebar: null\n---\n# Bare\n',
  'api/x.md': '# X\n',
  'api/y.md': '---\ndisplayed_sidebar: null\n---\n# Y\n',
};

let siteDir: string;
let outDir: string;

beforeAll(async () => {
  siteDir = writeSite({ 'site.config.mjs': CONFIG, 'sidebars.mjs': SIDEBARS, 'package.json': '{ "private": true }\n', ...Object.fromEntries(Object.entries(DOCS).map(([file, text]) => [`docs/${file}`, text])) }, 'docs-sidebar-rules-');
  ({ outDir } = await buildToTemp(siteDir));
}, 120_000);
afterAll(() => {
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
  if (outDir) rmSync(path.dirname(outDir), { recursive: true, force: true });
});

const page = (route: string) => readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
const between = (html: string, start: string, end: string) => {
  const from = html.indexOf(start);
  return from < 0 ? '' : html.slice(from, html.indexOf(end, from));
};
const sidebarOf = (html: string) => between(html, '<aside class="sidebar">', '</aside>');
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
/** The sidebar's items as `label -> href` lines, with their extra classes and `*` when marked active. */
function sidebarItems(html: string): string[] {
  const out: string[] = [];
  for (const m of sidebarOf(html).matchAll(/<li class="menu-item([^"]*)"[^>]*>(?:<div class="menu-category-row">)?(?:<(?:a|button)([^>]*)>([^<]*)|(<b>[^<]*<\/b>))/g)) {
    const [, classes, attrs = '', label, htmlValue] = m;
    const href = /href="([^"]*)"/.exec(attrs)?.[1] ?? '-';
    const active = /menu__link--active/.test(attrs) ? ' *' : '';
    out.push(`${htmlValue ?? label} -> ${href}${classes.replace(/ active-path/, '')}${active}`);
  }
  return out;
}
const headingOf = (html: string) => textOf(between(html, '<header class="doc-header">', '</header>'));
const crumbsOf = (html: string) => textOf(between(html, '<nav class="breadcrumbs"', '</nav>'));
/** The labels of the navbar items shown active. */
const activeNavbarItems = (html: string) =>
  [...between(html, '<div class="navbar-inner">', '</nav>').matchAll(/<a [^>]*class="navbar-link active"[^>]*>([^<]*)</g)].map((m) => m[1]);

describe('sidebar items as Docusaurus labels and classes them', () => {
  it('front matter sidebar_label and sidebar_class_name win over the sidebars file; an item label stays without them', () => {
    const items = sidebarItems(page('docs/intro'));
    // Before: "Sidebars label" with item-cls (the sidebars file won).
    expect(items).toContain('Front matter label -> /docs/start fm-cls');
    expect(items).toContain('Item label -> /docs/plain item-cls');
  });

  it("breadcrumbs end with the page's sidebar label: the sidebars file's label, else sidebar_label", () => {
    // Before: the doc's title ("Plain"), as typedoc's generated sidebars (label "LcpModule" for
    // "Interface: LcpModule") showed it.
    expect(crumbsOf(page('docs/plain'))).toBe('Item label');
    expect(crumbsOf(page('docs/start'))).toBe('Front matter label');
    expect(crumbsOf(page('docs/guides/a'))).toBe('Guides Guide A');
  });

  it('an html item keeps its className', () => {
    // Before: the class was dropped.
    expect(sidebarItems(page('docs/intro'))).toContain('<b>Section</b> -> - menu-html sep-cls');
  });

  it('marks active only the categories that hold the page', () => {
    const items = sidebarItems(page('docs/misc/two'));
    // Before: "Nested" (index 1 inside Guides, as two is index 1 inside Misc) was marked active, and
    // Misc (no page of its own) was not.
    expect(items.filter((i) => i.endsWith('*'))).toEqual(['Misc -> /docs/misc/one *', 'Two written title -> /docs/misc/two *']);
  });

  it('shows a category whose docs are all unlisted as a link to its generated index', () => {
    const items = sidebarItems(page('docs/intro'));
    // Before: a collapsed category with a caret and nothing inside.
    expect(items).toContain('Hidden things -> /docs/category/hidden-things');
    expect(sidebarOf(page('docs/intro'))).not.toContain('sidebar category &#x27;Hidden things&#x27;');
  });
});

describe('displayed_sidebar', () => {
  it('shows the named sidebar, lights its navbar items, and has no breadcrumbs when that sidebar does not list the doc', () => {
    const html = page('docs/misc/standalone');
    // Before: no sidebar at all, neither navbar item active, and a breadcrumb naming the page.
    expect(sidebarItems(html)).toEqual(['X -> /docs/api/x', 'Y -> /docs/api/y']);
    expect(activeNavbarItems(html)).toEqual(['API']);
    expect(crumbsOf(html)).toBe('');
    expect(html).not.toContain('class="pagination-link');
  });

  // Docusaurus 3.9.2 shows the breadcrumb bar with its home link alone there, when the site has a home page (checked).
  it('on a site with a home page, shows the breadcrumb bar with the home link alone when that sidebar does not list the doc', async () => {
    const dir = writeSite({
      'docusaurus.config.js': "module.exports = { title: 'H', url: 'https://h.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: './sidebars.js' }, blog: false }]] };",
      'sidebars.js': "module.exports = { main: ['index', 'a'] };",
      'docs/index.md': '# Home\n',
      'docs/a.md': '# A\n',
      'docs/orphan.md': '---\ndisplayed_sidebar: main\n---\n\n# Orphan\n',
    });
    try {
      const { outDir: built } = await buildToTemp(dir);
      const html = readFileSync(path.join(built, 'orphan', 'index.html'), 'utf8');
      expect(between(html, '<nav class="breadcrumbs"', '</nav>')).toMatch(/^<nav class="breadcrumbs" aria-label="Breadcrumbs"><ol><li><a href="\/" aria-label="Home page" class="breadcrumb-home"><svg[\s\S]*<\/svg><\/a><\/li><\/ol>$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('null shows no sidebar, even for a doc the sidebars file lists', () => {
    expect(sidebarOf(page('docs/api/y'))).toBe('');
    expect(sidebarOf(page('docs/misc/bare'))).toBe('');
    // x's next page is still y, which the api sidebar lists.
    expect(page('docs/api/x')).toMatch(/<a class="pagination-link pagination-next[^"]*" href="\/docs\/api\/y"/);
  });
});

describe('the page heading', () => {
  it('is the content\'s own h1, which hide_title does not hide', () => {
    // Before: hide_title hid the content's h1 too (the text "Two written title" was not shown).
    expect(page('docs/misc/two')).toContain('<h1>Two written title</h1>');
  });

  it('is the content\'s h1 over front matter title (which stays the <title>)', () => {
    const html = page('docs/misc/three');
    // Before: the h1 said "Front matter title" and "Content title" was nowhere on the page.
    expect(headingOf(html)).toBe('Content title');
    expect(html).toContain('<title>Front matter title | Rules</title>');
  });

  it('hide_title still hides a title the content does not write', () => {
    expect(page('docs/misc/hidden')).toContain('<h1 class="sr-only">Hidden heading</h1>');
  });
});

describe('tag pages and generated indexes', () => {
  it('a tag page keeps its short <title> (deliberately: under 70 characters) and says the count in its heading', () => {
    const html = page('docs/tags/react');
    expect(html).toContain('<title>Docs tagged &quot;react&quot; | Rules</title>');
    expect(html).toMatch(/<h1[^>]*>2 docs tagged with &quot;react&quot;<\/h1>/);
  });

  it('a generated index has its keywords in the head', () => {
    // Before: no keywords meta. Joined with a comma alone, as Docusaurus 3.9.2's PageMetadata writes them.
    expect(page('docs/basics')).toContain('<meta name="keywords" content="basics,learn">');
  });
});

describe('unlisted docs in a sidebar', () => {
  it('an unlisted doc\'s page shows its sidebar with itself active, its breadcrumbs, its navbar item and the banner', () => {
    const html = page('docs/misc/secret');
    // Before: no sidebar, no breadcrumbs, no navbar item active, no banner.
    expect(sidebarItems(html)).toContain('Secret -> /docs/misc/secret *');
    expect(sidebarItems(html)).toContain('Hidden things -> /docs/category/hidden-things *');
    expect(crumbsOf(html)).toBe('Hidden things Secret');
    expect(activeNavbarItems(html)).toEqual(['Tutorial']);
    expect(textOf(between(html, '<div class="unlisted-banner"', '</div>'))).toBe('Unlisted page This page is unlisted. Search engines will not index it, and only users having a direct link can access it.');
    expect(html).not.toContain('class="pagination-link');
  });

  it('its page data holds the children of collapsed categories (their keys are its own), and no other page lists it', () => {
    const html = page('docs/misc/secret');
    // The collapsed "Later" category's child comes with the page, not from the version's full sidebar.
    expect(html).toMatch(/"Later",\d+,\[\["d","Later","\/docs\/misc\/later"/);
    expect(html).not.toContain('<h1>Later</h1>');
    expect(sidebarOf(page('docs/intro'))).not.toContain('/docs/misc/secret');
    expect(page('docs/misc/three')).not.toContain('href="/docs/misc/secret"');
  });
});
