/**
 * The preferred version of each docs instance (tests/fixtures/docs-instances: the default docs and
 * `community`, versions Next and 1.0), kept as Docusaurus keeps it: localStorage
 * `docs-preferred-version-{plugin id}`. Choosing a version in the community dropdown stores it for
 * that instance only; off its pages the dropdown and the community items then follow it.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/site.js';
import { buildAndServe, type BuiltSite, hydrated, openPage, sharedBrowser } from './client-helpers.js';

const browser = sharedBrowser();
let site: BuiltSite;

beforeAll(async () => {
  site = await buildAndServe(path.join(REPO_ROOT, 'tests/fixtures/docs-instances'));
  await browser.launch();
}, 120_000);
afterAll(async () => {
  await browser.close();
  await site?.close();
});

describe('the preferred version of another docs instance', () => {
  it('is stored for that instance when chosen in its dropdown, and followed by its items off its pages', async () => {
    const { page, errors, close } = await openPage(browser.get(), 1280);
    await page.goto(`${site.url}/docs/intro`);
    await hydrated(page);
    const toggle = page.locator('.navbar .dropdown-toggle');
    await expect.poll(() => toggle.textContent()).toBe('1.0');
    await toggle.click();
    await page.locator('.navbar .dropdown-menu').getByRole('link', { name: 'Next', exact: true }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Community intro');
    expect(new URL(page.url()).pathname).toBe('/community/next/intro');
    const stored = () => page.evaluate(() => [localStorage.getItem('docs-preferred-version-community'), localStorage.getItem('docs-preferred-version-default')]);
    expect(await stored()).toEqual(['current', null]);

    // A page of the default docs, loaded afresh: the community dropdown and items follow Next.
    await page.goto(`${site.url}/docs/intro`);
    await hydrated(page);
    await expect.poll(() => toggle.textContent()).toBe('Next');
    const href = (name: string) => page.locator('.navbar-inner a.navbar-link', { hasText: name }).first().getAttribute('href');
    expect(await href('CIntro')).toBe('/community/next/intro');
    expect(await href('Docs')).toBe('/docs/intro');
    expect(errors).toEqual([]);
    await close();
  });
});
