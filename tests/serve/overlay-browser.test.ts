/**
 * `docs serve` in a browser (Debian's chromium through playwright-core): an edit shows in the open
 * page by itself; a broken edit shows the error overlay with file:line:col over the last good page,
 * and fixing the file clears it and shows the fixed page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { EVENT_TIMEOUT, serveFixture, type ServedSite } from './helpers.js';

let site: ServedSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([serveFixture(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const INSTALL = 'docs/guide/install.md';
const overlay = (page: Page) => page.locator('docs-serve-overlay');

/** Resolves when the page has its event stream open (the server counts it, next to the tests' own). */
async function connected(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === 'complete');
  await expect.poll(() => site.handle.status().clients, { timeout: EVENT_TIMEOUT }).toBeGreaterThanOrEqual(2);
}

const text = (page: Page) => page.evaluate(() => document.body.innerText);
const overlayText = (page: Page) =>
  page.evaluate((tag) => {
    const host = document.querySelector(tag);
    return host?.shadowRoot?.textContent ?? null;
  }, 'docs-serve-overlay');

describe('live reload and the error overlay', () => {
  it('reloads on an edit, shows a broken edit in an overlay, and clears it when fixed', async () => {
    const page = await browser.newPage();
    const original = site.read(INSTALL);
    try {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`http://127.0.0.1:${site.port}/guide/install`);
      await connected(page);
      expect(await page.locator('h1').textContent()).toBe('Install');

      // An edit: the page shows it by itself (in place: tests/serve/live-update-browser.test.ts).
      site.write(INSTALL, original.replace('Install the agent first.', 'Install the agent first, live.'));
      await expect.poll(() => text(page), { timeout: EVENT_TIMEOUT }).toContain('Install the agent first, live.');
      await connected(page);

      // A broken edit: the overlay says where, over the last good page.
      site.write(INSTALL, original.replace('sidebar_position: 1', 'sidebar_position: first'));
      await overlay(page).locator('[role="alertdialog"]').waitFor({ state: 'visible', timeout: EVENT_TIMEOUT });
      const shown = await overlayText(page);
      expect(shown).toContain(`${INSTALL}:3:1`);
      expect(shown).toContain('sidebar_position');
      expect(shown).toContain('1 error');
      expect(await text(page)).toContain('Install the agent first, live.');

      // A reload while it is broken still shows it (the HTML carries the errors).
      await page.reload();
      await overlay(page).locator('[role="alertdialog"]').waitFor({ state: 'visible', timeout: EVENT_TIMEOUT });
      await connected(page);

      // Closing hides it; fixing the file clears it and shows the fixed page.
      await overlay(page).getByRole('button', { name: 'Close the error overlay' }).click();
      expect(await overlay(page).count()).toBe(0);
      site.write(INSTALL, original.replace('Install the agent first.', 'Install the agent first, fixed.'));
      await expect.poll(() => text(page), { timeout: EVENT_TIMEOUT }).toContain('Install the agent first, fixed.');
      expect(await overlay(page).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      site.write(INSTALL, original);
      await page.close();
    }
  });
});
