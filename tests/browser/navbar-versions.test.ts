/**
 * Versioned navbar items in the browser (tests/browser/versions-navbar-site.ts: Next, 2.0 the
 * latest, 1.0): the version dropdown follows the page's doc across client-side navigation, and
 * the docsVersion, docSidebar and doc items follow the doc's version, else the preferred version
 * (localStorage `docs-preferred-version-default`), else the latest. Served under /docs/.
 */
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, type BuiltSite, clickAndSwap, hydrated, markWindow, openPage, sameDocument, sharedBrowser, WIDTHS } from './client-helpers.js';
import { writeVersionsNavbarSite } from './versions-navbar-site.js';

const browser = sharedBrowser();
let siteDir: string;
let site: BuiltSite;

beforeAll(async () => {
  siteDir = writeVersionsNavbarSite();
  site = await buildAndServe(siteDir, { mount: '/docs/' });
  await browser.launch();
});
afterAll(async () => {
  await browser.close();
  await site?.close();
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
});

const KEY = 'docs-preferred-version-default';
const VERSIONS = ['Next', '2.0', '1.0'];
const DOCS_ITEMS = ['Version home', 'Sidebar home', 'Guide'];

/**
 * The navbar's links (label -> href) as a user reaches them: in the navbar on desktop (the dropdown
 * menu included), in the mobile menu's main panel with the version list expanded on mobile (the menu
 * is closed again afterwards).
 */
async function navbarLinks(page: Page, width: number): Promise<Record<string, string>> {
  let scope = '.navbar-inner';
  if (width <= 996) {
    await page.locator('.navbar-toggle').click();
    const back = page.locator('#navbar-sidebar .back-to-main');
    if (await back.count()) await back.click();
    await page.locator('#navbar-sidebar .menu-category-toggle').click();
    scope = '#navbar-sidebar .navbar-sidebar-main';
  }
  const entries = await page.locator(`${scope} a.navbar-link`).evaluateAll((links) => links.map((a) => [(a as HTMLElement).textContent?.trim() ?? '', a.getAttribute('href') ?? '']));
  if (width <= 996) await page.locator('#navbar-sidebar .navbar-sidebar-close').click();
  return Object.fromEntries(entries);
}

const pick = (links: Record<string, string>, labels: string[]) => Object.fromEntries(labels.map((l) => [l, links[l]]));

describe.each(WIDTHS)('versioned navbar items at %i px', (width) => {
  it('the version dropdown links to the page’s doc in each version, also after client-side navigation', async () => {
    const { page, errors, close } = await openPage(browser.get(), width);
    await page.goto(`${site.url}/docs/1.0/user-guide`);
    await hydrated(page);
    // The 1.0 guide's slug is /user-guide: the other versions' guide is found by its doc id.
    expect(pick(await navbarLinks(page, width), VERSIONS)).toEqual({ Next: '/docs/next/guide', '2.0': '/docs/guide', '1.0': '/docs/1.0/user-guide' });
    expect(pick(await navbarLinks(page, width), DOCS_ITEMS)).toEqual({ 'Version home': '/docs/1.0/', 'Sidebar home': '/docs/1.0/', Guide: '/docs/1.0/user-guide' });

    await markWindow(page);
    // (the pagination's next / previous links: visible at every width)
    await clickAndSwap(page, 'a.pagination-link[href="/docs/1.0/old"]');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Old (1.0)');
    // `old` exists only in 1.0: the other versions link to their main doc.
    expect(pick(await navbarLinks(page, width), VERSIONS)).toEqual({ Next: '/docs/next/', '2.0': '/docs/', '1.0': '/docs/1.0/old' });

    await clickAndSwap(page, 'a.pagination-link[href="/docs/1.0/user-guide"]');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Guide (1.0)');
    expect(pick(await navbarLinks(page, width), VERSIONS)).toEqual({ Next: '/docs/next/guide', '2.0': '/docs/guide', '1.0': '/docs/1.0/user-guide' });
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('choosing the latest version opens the same doc there; the docs items then point into it', async () => {
    const { page, errors, close } = await openPage(browser.get(), width);
    await page.goto(`${site.url}/docs/1.0/user-guide`);
    await hydrated(page);
    await markWindow(page);
    if (width > 996) {
      await page.locator('.navbar .dropdown-toggle').click();
      await page.locator('.navbar .dropdown-menu').getByRole('link', { name: '2.0', exact: true }).click();
    } else {
      await page.locator('.navbar-toggle').click();
      await page.locator('#navbar-sidebar .back-to-main').click();
      await page.locator('#navbar-sidebar .menu-category-toggle').click();
      await page.locator('#navbar-sidebar').getByRole('link', { name: '2.0', exact: true }).click();
    }
    await expect.poll(() => page.locator('h1').textContent()).toBe('Guide (2.0)');
    expect(new URL(page.url()).pathname).toBe('/docs/guide');
    expect(await sameDocument(page)).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('2.0');
    expect(pick(await navbarLinks(page, width), DOCS_ITEMS)).toEqual({ 'Version home': '/docs/', 'Sidebar home': '/docs/', Guide: '/docs/guide' });
    expect(errors).toEqual([]);
    await close();
  });

  it('off doc pages the docs items follow the preferred version; on a doc page its version comes first', async () => {
    const { page, context, errors, close } = await openPage(browser.get(), width);
    await context.addInitScript((key) => localStorage.setItem(key, '1.0'), KEY);
    // A page of no version (the 404 page: every other page of this site is a version's).
    await page.goto(`${site.url}/docs/no-such-page`);
    await hydrated(page);
    // The server renders the latest version; the preference applies once hydrated.
    await expect.poll(async () => pick(await navbarLinks(page, width), DOCS_ITEMS)).toEqual({ 'Version home': '/docs/1.0/', 'Sidebar home': '/docs/1.0/', Guide: '/docs/1.0/user-guide' });
    // The dropdown still links each version to its main doc.
    expect(pick(await navbarLinks(page, width), VERSIONS)).toEqual({ Next: '/docs/next/', '2.0': '/docs/', '1.0': '/docs/1.0/' });

    // A version's tags page is of that version, as in Docusaurus: the latest's here, whatever the preference.
    await page.goto(`${site.url}/docs/tags`);
    await hydrated(page);
    await expect.poll(async () => pick(await navbarLinks(page, width), DOCS_ITEMS)).toEqual({ 'Version home': '/docs/', 'Sidebar home': '/docs/', Guide: '/docs/guide' });
    // The 404 page's own status is the only error the console shows.
    expect(errors.splice(0)).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);

    // On a Next doc: Next, except the sidebar Next does not have (then the preferred 1.0's).
    await page.goto(`${site.url}/docs/next/guide`);
    await hydrated(page);
    await expect.poll(async () => pick(await navbarLinks(page, width), DOCS_ITEMS)).toEqual({ 'Version home': '/docs/next/', 'Sidebar home': '/docs/1.0/', Guide: '/docs/next/guide' });
    expect(errors).toEqual([]);
    await close();
  });
});
