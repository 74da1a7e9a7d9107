/**
 * Error states: the crash page of the error boundary ("This page crashed.", messages joined by
 * "Cause:", "Try again"), a page that failed to load (error text and "Retry"), and the banner for a
 * site opened under the wrong base URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { routeHash } from '../../renderer/model.js';
import { serveStatic } from '../support/browser.js';
import { buildAndServe, type BuiltSite, fixtureDir, hydrated, markWindow, openPage, sameDocument, sharedBrowser, WIDTHS } from './client-helpers.js';

const browser = sharedBrowser();
let site: BuiltSite;
let versions: BuiltSite;
let versionsAtRoot: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  [site, versions] = await Promise.all([buildAndServe(fixtureDir('client-site')), buildAndServe(fixtureDir('client-versions'), { mount: '/docs/' })]);
  // The same build (baseUrl /docs/) deployed at the server's root by mistake.
  versionsAtRoot = await serveStatic(versions.dir);
  await browser.launch();
});
afterAll(async () => {
  await browser.close();
  await Promise.all([site?.close(), versions?.close(), versionsAtRoot?.close()]);
});

const chunk = (route: string) => `**/_pages/${routeHash(route)}.json`;
const h1 = (page: Page) => page.locator('h1').first().textContent();

describe.each(WIDTHS)('error states at %i px', (width) => {
  it('shows "This page crashed." with the causes, and "Try again" clears it', async () => {
    const { page, errors, close } = await openPage(browser.get(), width);
    // Page data the client cannot render, until the "server" is fixed.
    let broken = true;
    await page.route(chunk('/tabs'), async (route) => {
      const response = await route.fetch();
      if (!broken) return route.fulfill({ response });
      const data = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...data, kind: 'blog' } });
    });
    await page.goto(`${site.url}/`);
    await hydrated(page);
    await markWindow(page);
    await page.locator('.markdown a[href="/tabs"]').first().click();
    const crash = page.locator('main .error-page');
    await expect.poll(() => crash.isVisible()).toBe(true);
    expect(await crash.getAttribute('role')).toBe('alert');
    expect(await crash.locator('h1').textContent()).toBe('This page crashed.');
    expect(await crash.locator('.error-message').textContent()).toBe('The page data of "/tabs" cannot be rendered.\n\nCause:\nUnknown page kind "blog".');
    // The rest of the page (navbar, sidebar) still works.
    expect(await page.locator('.navbar').isVisible()).toBe(true);
    broken = false;
    await crash.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => h1(page)).toBe('Tabs page');
    expect(await crash.count()).toBe(0);
    expect(await sameDocument(page)).toBe(true);
    expect(errors.filter((e) => !e.startsWith('This page crashed:'))).toEqual([]);
    await close();
  });

  it('shows the error and a Retry button when a page fails to load', async () => {
    const { page, errors, close } = await openPage(browser.get(), width);
    await page.route(chunk('/long'), (route) => route.abort('internetdisconnected'));
    await page.goto(`${site.url}/`);
    await hydrated(page);
    await markWindow(page);
    await page.locator('.markdown a[href="/long"]').first().click();
    const failure = page.locator('main .page-load-error');
    await expect.poll(() => failure.isVisible()).toBe(true);
    expect(await failure.getAttribute('role')).toBe('alert');
    expect(await failure.locator('.error-message').textContent()).toMatch(/^The page \/long could not be loaded: /);
    expect(new URL(page.url()).pathname).toBe('/long');
    await page.unroute(chunk('/long'));
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => h1(page)).toBe('Long page');
    expect(await failure.count()).toBe(0);
    expect(await sameDocument(page)).toBe(true);
    expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await close();
  });

  it('tells the user when the site was opened under the wrong base URL, and suggests the right one', async () => {
    const { page, close } = await openPage(browser.get(), width);
    // Built for /docs/, served at /: the scripts (under /docs/assets/) do not load.
    await page.goto(`${versionsAtRoot.url}/`);
    const banner = page.locator('#docs-base-url-issue-banner');
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.getAttribute('role')).toBe('alert');
    expect(await banner.textContent()).toContain('Your site did not load properly.');
    expect(await banner.textContent()).toContain('Current configured baseUrl = /docs/');
    expect(await page.locator('#docs-base-url-issue-suggestion').textContent()).toBe('/');
    await close();

    // Served where it was built for: no banner, and the client runs.
    const right = await openPage(browser.get(), width);
    await right.page.goto(`${versions.url}/docs/`);
    await hydrated(right.page);
    expect(await right.page.locator('#docs-base-url-issue-banner').count()).toBe(0);
    expect(await right.page.locator('#docs-base-url-issue-banner-container').count()).toBe(1);
    expect(right.errors).toEqual([]);
    await right.close();
  });
});
