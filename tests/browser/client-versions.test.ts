/**
 * Preferred docs version: stored as `docs-preferred-version-default` when a version is chosen in
 * the version dropdown, shown by the dropdown outside versioned pages, and cleared on load when it
 * names no known version. The fixture (two versions) is served under its baseUrl, /docs/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { buildAndServe, type BuiltSite, fixtureDir, hydrated, markWindow, openPage, sameDocument, sharedBrowser, WIDTHS } from './client-helpers.js';

const browser = sharedBrowser();
let site: BuiltSite;

beforeAll(async () => {
  site = await buildAndServe(fixtureDir('client-versions'), { mount: '/docs/' });
  await browser.launch();
});
afterAll(async () => {
  await browser.close();
  await site?.close();
});

const KEY = 'docs-preferred-version-default';
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);

/** The version dropdown's toggle: in the navbar, or in the mobile menu (opened on the main menu). */
async function versionToggle(page: Page, width: number): Promise<Locator> {
  if (width > 996) return page.locator('.navbar .navbar-dropdown .dropdown-toggle');
  if (!(await page.locator('#navbar-sidebar').count())) await page.locator('.navbar-toggle').click();
  // On a doc page the menu opens on the docs menu.
  if (await page.locator('#navbar-sidebar .back-to-main').count()) await page.locator('#navbar-sidebar .back-to-main').click();
  return page.locator('#navbar-sidebar .menu-category-toggle');
}

describe.each(WIDTHS)('preferred docs version at %i px', (width) => {
  it('stores the version chosen in the dropdown and shows it outside versioned pages', async () => {
    const { page, errors, close } = await openPage(browser.get(), width);
    await page.goto(`${site.url}/docs/no-such-page`);
    await hydrated(page);
    let toggle = await versionToggle(page, width);
    expect((await toggle.textContent())?.trim()).toBe('1.0');
    expect(await stored(page)).toBe(null);
    await markWindow(page);
    await toggle.click();
    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Introduction (next)');
    expect(new URL(page.url()).pathname).toBe('/docs/next/');
    expect(await sameDocument(page)).toBe(true);
    expect(await stored(page)).toBe('current');
    // On a versioned page the dropdown names that page's version.
    toggle = await versionToggle(page, width);
    expect((await toggle.textContent())?.trim()).toBe('Next');
    // Outside versioned pages it shows the preferred one, also after a full load.
    await page.goto(`${site.url}/docs/no-such-page`);
    await hydrated(page);
    toggle = await versionToggle(page, width);
    await expect.poll(async () => (await toggle.textContent())?.trim()).toBe('Next');
    // Choosing 1.0 again updates the preference.
    await toggle.click();
    await page.getByRole('link', { name: '1.0', exact: true }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Introduction (1.0)');
    expect(await stored(page)).toBe('1.0');
    // The 404 page's own status (a page of no version: every other page of this site is a version's) is the only error.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await close();
  });

  it('clears a stored preference that names no known version', async () => {
    const { page, context, errors, close } = await openPage(browser.get(), width);
    await context.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(key, '0.9-removed');
      }
    }, KEY);
    await page.goto(`${site.url}/docs/no-such-page`);
    await hydrated(page);
    await expect.poll(() => stored(page)).toBe(null);
    const toggle = await versionToggle(page, width);
    expect((await toggle.textContent())?.trim()).toBe('1.0');
    // The 404 page's own status (a page of no version: every other page of this site is a version's) is the only error.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await close();
  });
});
