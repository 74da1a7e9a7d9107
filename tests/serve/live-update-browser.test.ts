/**
 * Edits shown in place by `docs serve` (issue 14, item 8), in Chromium: an edit of a doc's body
 * swaps the open page's content without a navigation (a marker set on `window` survives, the scroll
 * position stays, a heading added shows in the TOC, an island in the content hydrates again); an MDX
 * syntax error shows the overlay at its line:col and fixing it shows the page in place; a sidebar
 * label change reloads the page in full.
 */
import { cpSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { EVENT_TIMEOUT, repoRoot, serveFixture, type ServedSite } from './helpers.js';

let site: ServedSite;
let browser: Browser;

const INSTALL = 'docs/guide/install.md';
const WIDGETS = 'docs/widgets.mdx';
const COUNTER_DOC = 'docs/counter.mdx';

beforeAll(async () => {
  [site, browser] = await Promise.all([
    serveFixture({}, (dir) => {
      // A site component (an island) on a doc of its own.
      mkdirSync(path.join(dir, 'src', 'components'), { recursive: true });
      cpSync(path.join(repoRoot, 'tests', 'fixtures', 'mdx-site', 'src', 'components'), path.join(dir, 'src', 'components'), { recursive: true });
    }),
    launchBrowser(),
  ]);
  site.write(COUNTER_DOC, "---\ntitle: Counter\n---\n\nimport Counter from '@site/src/components/Counter';\n\n# Counter\n\nCounter intro.\n\n<Counter start={3} />\n");
  await site.settled();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const overlay = (page: Page) => page.locator('docs-serve-overlay');
const overlayText = (page: Page) => page.evaluate(() => document.querySelector('docs-serve-overlay')?.shadowRoot?.textContent ?? null);
const marker = (page: Page) => page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker ?? null);

/** Opens a page of the site, waits for its event stream and hydration, and sets a marker on `window`. */
async function open(route: string): Promise<{ page: Page; loads: () => number; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 500 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto(`http://127.0.0.1:${site.port}${route}`);
  await page.waitForFunction(() => document.readyState === 'complete' && (window as unknown as { __docsClient?: boolean }).__docsClient === true);
  await expect.poll(() => site.handle.status().clients, { timeout: EVENT_TIMEOUT }).toBeGreaterThanOrEqual(2);
  await page.evaluate(() => ((window as unknown as { liveMarker: string }).liveMarker = 'kept'));
  return { page, loads: () => loads, errors };
}

const shows = (page: Page, text: string) => page.waitForFunction((t) => document.body.textContent?.includes(t), text, { timeout: EVENT_TIMEOUT });

describe('docs serve shows edits in place', () => {
  it('swaps an edited body in without a navigation, keeps the scroll position, and shows a new heading in the TOC', async () => {
    const original = site.read(INSTALL);
    const { page, loads, errors } = await open('/guide/install');
    try {
      // A long page, scrolled down: the reader stays where they are.
      const filler = Array.from({ length: 60 }, (_, i) => `Filler paragraph ${i}.`).join('\n\n');
      await site.editAndReload(INSTALL, `${original}\n${filler}\n`);
      await shows(page, 'Filler paragraph 59.');
      await page.evaluate(() => window.scrollTo(0, 900));
      const y = await page.evaluate(() => window.scrollY);
      expect(y).toBeGreaterThan(500);

      const event = await site.editAndReload(INSTALL, `${original.replace('Install the agent first.', 'Install the agent first, in place.')}\n${filler}\n\n## Live heading\n\nUnder it.\n`);
      expect(Object.keys((event.data as { pages?: object }).pages ?? {})).toEqual(['/guide/install']);
      await shows(page, 'Install the agent first, in place.');
      await expect.poll(() => page.locator('.toc-desktop a', { hasText: 'Live heading' }).count(), { timeout: EVENT_TIMEOUT }).toBe(1);
      expect(await page.locator('.toc-desktop a', { hasText: 'Live heading' }).getAttribute('href')).toBe('#live-heading');
      expect(await marker(page)).toBe('kept');
      expect(loads()).toBe(1);
      expect(await page.evaluate(() => window.scrollY)).toBe(y);
      expect(await page.locator('h1').textContent()).toBe('Install');
      // A reload gets the same page from the server: its HTML was rendered (on request) from the edit.
      await page.reload();
      await shows(page, 'Install the agent first, in place.');
      expect(await page.locator('.toc-desktop a', { hasText: 'Live heading' }).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await site.editAndReload(INSTALL, original);
    }
  });

  it('hydrates an island of the swapped-in content again', async () => {
    const original = site.read(COUNTER_DOC);
    const { page, errors } = await open('/counter');
    try {
      await page.waitForSelector('docs-island[data-hydrated]');
      await page.click('docs-island button');
      await expect.poll(() => page.locator('docs-island button').textContent()).toContain('Clicked 4 times');
      await site.editAndReload(COUNTER_DOC, original.replace('Counter intro.', 'Counter intro, edited.'));
      await shows(page, 'Counter intro, edited.');
      expect(await marker(page)).toBe('kept');
      // The new content's island starts from the server's HTML and hydrates again.
      await page.waitForSelector('docs-island[data-hydrated]');
      expect(await page.locator('docs-island button').textContent()).toContain('Clicked 3 times');
      await page.click('docs-island button');
      await expect.poll(() => page.locator('docs-island button').textContent()).toContain('Clicked 4 times');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await site.editAndReload(COUNTER_DOC, original);
    }
  });

  it('shows an MDX syntax error in the overlay at its line:col, and the fix in place', async () => {
    const original = site.read(WIDGETS);
    const { page, errors } = await open('/widgets');
    try {
      const broken = `${original}\nA paragraph.\n\nSome text {1 +} here.\n`;
      const lines = broken.split('\n');
      const line = lines.findIndex((l) => l.includes('{1 +}'));
      const column = lines[line].indexOf('}') + 1; // where acorn finds the expression incomplete
      site.write(WIDGETS, broken);
      await overlay(page).locator('[role="alertdialog"]').waitFor({ state: 'visible', timeout: EVENT_TIMEOUT });
      const shown = await overlayText(page);
      expect(shown).toContain(`${WIDGETS}:${line + 1}:${column}`);
      expect(shown).toContain('Could not parse expression');
      expect(await page.locator('h1').textContent()).toBe('Widgets');

      site.write(WIDGETS, `${original}\nA paragraph.\n\nSome text, fixed.\n`);
      await shows(page, 'Some text, fixed.');
      await expect.poll(() => overlay(page).count(), { timeout: EVENT_TIMEOUT }).toBe(0);
      expect(await marker(page)).toBe('kept');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await site.editAndReload(WIDGETS, original);
    }
  });

  it('reloads the page in full when a sidebar label changes', async () => {
    const original = site.read(INSTALL);
    const { page } = await open('/guide/install');
    try {
      const reloaded = page.waitForEvent('load', { timeout: EVENT_TIMEOUT });
      const event = await site.editAndReload(INSTALL, original.replace('title: Install', 'title: Install\nsidebar_label: Set it up'));
      expect((event.data as { pages?: object }).pages).toBeUndefined();
      await reloaded;
      await expect.poll(() => page.locator('aside.sidebar a', { hasText: 'Set it up' }).count(), { timeout: EVENT_TIMEOUT }).toBe(1);
      expect(await marker(page)).toBeNull();
    } finally {
      await page.close();
      await site.editAndReload(INSTALL, original);
    }
  });
});
