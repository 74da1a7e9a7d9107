/**
 * Colour mode, SITE-SPEC section 4: default light, switch enabled, OS preference not respected on
 * the shipped site; a site that respects it cycles system, light, dark; a site with the switch
 * disabled removes any stored choice. The choice lives in localStorage['theme'], syncs across tabs,
 * and shows on <html> as data-theme / data-theme-choice; the toggle names the current mode.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildAndServe, type BuiltSite, fixtureDir, hydrated, openPage, repoRoot, sharedBrowser, WIDTHS } from './client-helpers.js';

const browser = sharedBrowser();
let shipped: BuiltSite;
let respect: BuiltSite;
let disabled: BuiltSite;

beforeAll(async () => {
  [shipped, respect, disabled] = await Promise.all([buildAndServe(repoRoot), buildAndServe(fixtureDir('client-respect')), buildAndServe(fixtureDir('client-disabled'))]);
  await browser.launch();
});
afterAll(async () => {
  await browser.close();
  await Promise.all([shipped?.close(), respect?.close(), disabled?.close()]);
});

const toggle = (page: Page) => page.locator('.navbar-right .color-mode-toggle');
const theme = (page: Page) => page.evaluate(() => [document.documentElement.dataset.theme, document.documentElement.dataset.themeChoice, localStorage.getItem('theme')]);
const label = (mode: string) => `Switch between dark and light mode (currently ${mode} mode)`;

describe.each(WIDTHS)('colour mode at %i px', (width) => {
  it('defaults to light, ignores the OS preference, toggles light/dark and stores the explicit choice', async () => {
    const { page, errors, close } = await openPage(browser.get(), width, { colorScheme: 'dark' });
    await page.goto(`${shipped.url}/plans`);
    await hydrated(page);
    expect(await theme(page)).toEqual(['light', 'system', null]);
    await expect.poll(() => toggle(page).getAttribute('aria-label')).toBe(label('light'));
    await toggle(page).click();
    expect(await theme(page)).toEqual(['dark', 'dark', 'dark']);
    expect(await toggle(page).getAttribute('aria-label')).toBe(label('dark'));
    await toggle(page).click();
    expect(await theme(page)).toEqual(['light', 'light', 'light']);
    // The stored choice is applied before first paint on the next load.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await hydrated(page);
    await expect.poll(() => toggle(page).getAttribute('aria-label')).toBe(label('dark'));
    expect(errors).toEqual([]);
    await close();
  });

  it('syncs the choice across tabs (storage event)', async () => {
    const first = await openPage(browser.get(), width);
    const second = await first.context.newPage();
    await first.page.goto(`${shipped.url}/plans`);
    await second.goto(`${shipped.url}/support`);
    await hydrated(first.page);
    await hydrated(second);
    await toggle(first.page).click();
    await expect.poll(() => theme(second)).toEqual(['dark', 'dark', 'dark']);
    await expect.poll(() => toggle(second).getAttribute('aria-label')).toBe(label('dark'));
    // Another tab resetting to system (key removed): back to the default.
    await first.page.evaluate(() => localStorage.removeItem('theme'));
    await second.evaluate(() => window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: null })));
    await expect.poll(() => theme(second)).toEqual(['light', 'system', null]);
    await first.close();
  });

  it('reads a stored "system" as the default mode, and reports an unexpected stored value as an error', async () => {
    const { page, context, errors, close } = await openPage(browser.get(), width, { colorScheme: 'dark' });
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('theme', 'system');
      }
    });
    await page.goto(`${shipped.url}/plans`);
    await hydrated(page);
    expect(await theme(page)).toEqual(['light', 'system', 'system']);
    expect(errors).toEqual([]);
    await page.evaluate(() => localStorage.setItem('theme', 'purple'));
    await page.reload();
    await hydrated(page);
    expect((await theme(page)).slice(0, 2)).toEqual(['light', 'system']);
    expect(errors.some((e) => e.includes('Unexpected colour mode "purple"'))).toBe(true);
    await close();
  });

  it('cycles system, light, dark, system when the OS preference is respected, and follows the OS on system', async () => {
    const { page, errors, close } = await openPage(browser.get(), width, { colorScheme: 'dark' });
    await page.goto(`${respect.url}/`);
    await hydrated(page);
    expect(await theme(page)).toEqual(['dark', 'system', null]);
    await expect.poll(() => toggle(page).getAttribute('aria-label')).toBe(label('system'));
    await toggle(page).click();
    expect(await theme(page)).toEqual(['light', 'light', 'light']);
    expect(await toggle(page).getAttribute('aria-label')).toBe(label('light'));
    await toggle(page).click();
    expect(await theme(page)).toEqual(['dark', 'dark', 'dark']);
    await toggle(page).click();
    // Choosing null (system) removes the stored choice and follows the OS again.
    expect(await theme(page)).toEqual(['dark', 'system', null]);
    expect(await toggle(page).getAttribute('aria-label')).toBe(label('system'));
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => theme(page)).toEqual(['light', 'system', null]);
    // A stored "system" follows the OS too.
    await page.evaluate(() => localStorage.setItem('theme', 'system'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await hydrated(page);
    expect(await theme(page)).toEqual(['dark', 'system', 'system']);
    expect(errors).toEqual([]);
    await close();
  });

  it('has no switch and removes any stored choice when the switch is disabled', async () => {
    const { page, context, errors, close } = await openPage(browser.get(), width, { colorScheme: 'light' });
    await context.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto(`${disabled.url}/`);
    await hydrated(page);
    expect(await theme(page)).toEqual(['dark', 'system', null]);
    expect(await page.locator('.color-mode-toggle').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
