/**
 * Versioned navbar items in the server-rendered HTML, as Docusaurus 3.9's classic theme links them:
 * the version dropdown links each version to the page's doc in that version (matched by doc id),
 * else to that version's main doc; docsVersion, docSidebar and doc items follow the version of the
 * doc shown, else the latest version (the preferred version is client-only: tests/browser).
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildShell } from '../../renderer/server/model.js';
import { writeVersionsNavbarSite } from '../browser/versions-navbar-site.js';
import { buildToTemp, REPO_ROOT } from '../support/site.js';

let siteDir: string;
let outDir: string;

beforeAll(async () => {
  siteDir = writeVersionsNavbarSite();
  ({ outDir } = await buildToTemp(siteDir));
}, 120_000);
afterAll(() => {
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
  if (outDir) rmSync(path.dirname(outDir), { recursive: true, force: true });
});

interface NavLink {
  href: string;
  active: boolean;
}

/** The navbar of a built route (`/1.0/old`): its text links by label, and the version dropdown's label. */
function navbar(route: string): { links: Record<string, NavLink>; dropdownLabel: string; toggleHref?: string } {
  const html = readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
  const start = html.search(/<nav [^>]*class="navbar/);
  expect(start, 'the page has a navbar').toBeGreaterThan(-1);
  const nav = html.slice(start, html.indexOf('</nav>', start));
  const links: Record<string, NavLink> = {};
  for (const [, attrs, label] of nav.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)) {
    expect(links[label], `one navbar link labelled ${label}`).toBeUndefined();
    links[label] = { href: /href="([^"]*)"/.exec(attrs)![1], active: /class="[^"]*\bactive\b/.test(attrs) };
  }
  const dropdownLabel = /class="navbar-link dropdown-toggle[^"]*"[^>]*>([^<]*)</.exec(nav)![1];
  // The toggle: a link (as Docusaurus's) to the shown version's page, whose href comes before its class.
  const toggle = /<a href="([^"]*)" role="button" class="navbar-link dropdown-toggle/.exec(nav);
  return { links, dropdownLabel, toggleHref: toggle?.[1] };
}

const hrefs = (links: Record<string, NavLink>, labels: string[]) => Object.fromEntries(labels.map((l) => [l, links[l]?.href]));
const VERSIONS = ['Next', '2.0', '1.0'];
const DOCS_ITEMS = ['Version home', 'Sidebar home', 'Guide'];

describe('version dropdown (server-rendered)', () => {
  it('on a doc of the older version, links each version to the same doc (matched by id, not by path)', () => {
    const { links, dropdownLabel } = navbar('1.0/user-guide');
    expect(dropdownLabel).toBe('1.0');
    expect(hrefs(links, VERSIONS)).toEqual({ Next: '/docs/next/guide', '2.0': '/docs/guide', '1.0': '/docs/1.0/user-guide' });
    expect(VERSIONS.filter((l) => links[l].active)).toEqual(['1.0']);
  });

  // As Docusaurus 3.9.2 writes it (realsites14 A, repro/version-dropdown-toggle): the toggle links the shown
  // version's page (this doc there, else that version's main doc), so it goes there without JavaScript.
  it("makes its toggle a link to the shown version's page", () => {
    expect(navbar('1.0/user-guide').toggleHref).toBe('/docs/1.0/user-guide');
    expect(navbar('guide').toggleHref).toBe('/docs/guide');
    expect(navbar('tags').toggleHref).toBe('/docs/');
  });

  it('links a version without the doc to its main doc', () => {
    expect(hrefs(navbar('1.0/old').links, VERSIONS)).toEqual({ Next: '/docs/next/', '2.0': '/docs/', '1.0': '/docs/1.0/old' });
    expect(hrefs(navbar('next/fresh').links, VERSIONS)).toEqual({ Next: '/docs/next/fresh', '2.0': '/docs/', '1.0': '/docs/1.0/' });
  });

  it('on the latest version, links the others to the same doc', () => {
    const { links } = navbar('guide');
    expect(hrefs(links, VERSIONS)).toEqual({ Next: '/docs/next/guide', '2.0': '/docs/guide', '1.0': '/docs/1.0/user-guide' });
    expect(VERSIONS.filter((l) => links[l].active)).toEqual(['2.0']);
  });

  it('off doc pages, links every version to its main doc', () => {
    const { links, dropdownLabel } = navbar('tags');
    expect(hrefs(links, VERSIONS)).toEqual({ Next: '/docs/next/', '2.0': '/docs/', '1.0': '/docs/1.0/' });
    expect(dropdownLabel).toBe('2.0');
  });
});

describe('docsVersion, docSidebar and doc items (server-rendered)', () => {
  it('on a page of the older version, point into that version', () => {
    const { links } = navbar('1.0/old');
    expect(hrefs(links, DOCS_ITEMS)).toEqual({ 'Version home': '/docs/1.0/', 'Sidebar home': '/docs/1.0/', Guide: '/docs/1.0/user-guide' });
    expect(links['Version home'].active).toBe(true);
    // A doc item is active on every page of its doc's sidebar (Docusaurus's DocNavbarItem): old is in it.
    expect(links.Guide.active).toBe(true);
    expect(navbar('1.0/user-guide').links.Guide.active).toBe(true);
  });

  it('on a Next page, point into Next, except a sidebar Next does not have (then the latest version)', () => {
    // Next has no sidebars file: its sidebar is `defaultSidebar`, so `tutorialSidebar` comes from 2.0.
    expect(hrefs(navbar('next/fresh').links, DOCS_ITEMS)).toEqual({ 'Version home': '/docs/next/', 'Sidebar home': '/docs/', Guide: '/docs/next/guide' });
  });

  it('off doc pages, point into the latest version', () => {
    expect(hrefs(navbar('tags').links, DOCS_ITEMS)).toEqual({ 'Version home': '/docs/', 'Sidebar home': '/docs/', Guide: '/docs/guide' });
  });
});

describe('the shell of a site with one version', () => {
  it('carries no per-version targets or doc lists (every page embeds the shell)', async () => {
    const { graph } = await loadSite(path.join(REPO_ROOT, 'tests/fixtures/client-site'), { cache: false });
    expect(graph.versions).toHaveLength(1);
    const shell = buildShell(graph);
    expect(JSON.stringify(shell.navbar.items)).not.toContain('byVersion');
  });
});
