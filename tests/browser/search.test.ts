/**
 * Local search in a real browser, on the shipped site built once: the index loads on first focus
 * only, typing offers the right section, the keyboard works (combobox pattern), choosing a result
 * lands on its heading with the terms highlighted (also after a reload or from a shared link),
 * results are links (new tab on Ctrl/Cmd/middle click), Ctrl+K and / focus the box, the
 * detached mode at 375 px, a failing index fetch, a stalled one, flags and broken syntax as
 * text, typo corrections, and `docs serve` serving the index.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';
import { serveSite } from '../../serve/serve.js';
import { axeViolations, launchBrowser, serveStatic } from '../support/browser.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SLACK = '/monitors-alerts/alerts/notification-channels/slack';
let browser: Browser;
let site: { url: string; close: () => Promise<void> };
let tmp: string;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'docs-search-'));
  const loaded = await loadSite(repoRoot);
  await buildSite(loaded, { outDir: path.join(tmp, 'build') });
  site = await serveStatic(path.join(tmp, 'build'));
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  rmSync(tmp, { recursive: true, force: true });
});

interface Opened {
  page: Page;
  errors: string[];
  warnings: string[];
  indexRequests: string[];
  close: () => Promise<void>;
}

async function open(route: string, width = 1280, prepare?: (page: Page) => Promise<unknown>): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width, height: width > 400 ? 900 : 740 } });
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  const indexRequests: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
    if (m.type() === 'warning') warnings.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    if (r.url().includes('search-index-')) indexRequests.push(r.url());
  });
  if (prepare) await prepare(page);
  await page.goto(site.url + route, { waitUntil: 'networkidle' });
  return { page, errors, warnings, indexRequests, close: () => context.close() };
}

const combobox = (page: Page) => page.locator('.navbar input[role="combobox"]');

/** Focuses the navbar search until the interactive box took over (the page may still be hydrating). */
async function focusSearch(page: Page): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await combobox(page).count())) {
    if (Date.now() > deadline) throw new Error('the search box never became interactive');
    await page.locator('.navbar .search-input').first().blur();
    await page.locator('.navbar .search-input').first().focus();
    await page.waitForTimeout(100);
  }
  if (!(await combobox(page).evaluate((el) => el === document.activeElement))) await combobox(page).focus();
  await expect.poll(() => combobox(page).evaluate((el) => el === document.activeElement)).toBe(true);
}

const options = (page: Page) => page.locator('[role="listbox"] [role="option"]');
const selectedIndex = (page: Page) => options(page).evaluateAll((els) => els.findIndex((el) => el.getAttribute('aria-selected') === 'true'));

describe('search box (desktop)', () => {
  it('does not request the index before the first focus, then requests it once', async () => {
    const { page, indexRequests, errors, close } = await open('/agent/host-agent');
    await page.waitForTimeout(500);
    await page.hover('.navbar .search-input');
    await page.waitForTimeout(300);
    expect(indexRequests).toEqual([]);
    await focusSearch(page);
    await page.keyboard.type('slack');
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    await page.locator('.navbar .search-input').blur();
    await focusSearch(page);
    await page.keyboard.type(' channel');
    await page.waitForTimeout(200);
    expect(indexRequests).toHaveLength(1);
    expect(indexRequests[0]).toMatch(/\/search-index-en\.json$/);
    expect(errors).toEqual([]);
    await close();
  });

  it('offers the section for a typed word, first result active, with page, section and marked excerpt', async () => {
    const { page, errors, close } = await open('/agent/host-agent');
    await focusSearch(page);
    const input = combobox(page);
    await expect.poll(() => input.getAttribute('placeholder')).toBe('Search...');
    expect(await input.getAttribute('maxlength')).toBe('512');
    await page.keyboard.type('slack troubleshooting');
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    expect(await input.getAttribute('aria-controls')).toBe(await page.locator('[role="listbox"]').getAttribute('id'));
    const first = options(page).first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await first.locator('.search-result-title').textContent()).toBe('Troubleshooting');
    expect(await first.locator('.search-result-page').textContent()).toBe('Configure Slack notifications');
    expect(await first.locator('.search-result-excerpt').textContent()).toMatch(/channel_not_found/);
    expect(await first.locator('mark').allTextContents()).toEqual(expect.arrayContaining(['Troubleshooting']));
    expect(await options(page).count()).toBeLessThanOrEqual(8);
    expect(errors).toEqual([]);
    await close();
  });

  it('moves with the arrow keys, closes on Escape and blur, clears with Clear', async () => {
    const { page, close } = await open('/agent/host-agent');
    await focusSearch(page);
    await page.keyboard.type('alert');
    // The results of the whole query (not of a prefix typed on the way), then the keys.
    await expect.poll(() => page.locator('[role="listbox"]').getAttribute('data-query')).toBe('alert');
    expect(await options(page).count()).toBe(8);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => selectedIndex(page)).toBe(1);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => selectedIndex(page)).toBe(2);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => selectedIndex(page)).toBe(7);
    expect(await combobox(page).getAttribute('aria-activedescendant')).toBe(await options(page).nth(7).getAttribute('id'));
    await page.keyboard.press('Escape');
    expect(await combobox(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('[role="listbox"]').count()).toBe(0);
    await page.keyboard.press('ArrowDown');
    expect(await combobox(page).getAttribute('aria-expanded')).toBe('true');
    await page.locator('.navbar .search-input').blur();
    expect(await page.locator('[role="listbox"]').count()).toBe(0);
    await combobox(page).focus();
    expect(await page.locator('[role="listbox"]').count()).toBe(1);
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    expect(await combobox(page).inputValue()).toBe('');
    expect(await page.locator('[role="listbox"]').count()).toBe(0);
    await close();
  });

  it('says "No results found.", never shows a syntax error, and says what it searched for a typo', async () => {
    const { page, errors, close } = await open('/');
    await focusSearch(page);
    await page.keyboard.type('zzqxjv');
    await expect.poll(() => page.locator('.search-panel').textContent()).toBe('No results found.');
    // Flags, keys and broken syntax are text: results, no message.
    for (const [query, title] of [
      ['--expires-in', 'Create an API key'],
      ['cost.aws.cur.bucket', 'Step 3: Enable the cost module'],
      ['Step 1: Install', undefined],
      ['alert~x', undefined],
    ] as const) {
      await page.getByRole('button', { name: 'Clear', exact: true }).click();
      await page.keyboard.type(query);
      await expect.poll(() => page.locator('[role="listbox"]').getAttribute('data-query')).toBe(query);
      expect(await options(page).count(), query).toBeGreaterThan(0);
      if (title) expect(await options(page).first().locator('.search-result-title').textContent()).toBe(title);
      expect(await page.locator('.search-error').count()).toBe(0);
      expect(await page.locator('.search-panel').textContent()).not.toMatch(/syntax|expecting|PRESENCE/i);
    }
    // One wrong letter: the corrected query's results, and a line saying so.
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.keyboard.type('pagerduyt');
    await expect.poll(() => page.locator('.search-corrected').textContent()).toBe('Showing results for pagerduty');
    expect(await options(page).first().getAttribute('href')).toMatch(/^\/monitors-alerts\/alerts\/notification-channels\/pagerduty/);
    await expect.poll(() => page.locator('.navbar [role="status"]').textContent()).toMatch(/^Showing results for pagerduty\. \d+ results?$/);
    expect(errors).toEqual([]);
    await close();
  });

  it('opens the chosen section at its heading with the terms highlighted, and again after a reload', async () => {
    const { page, errors, close } = await open('/agent/host-agent');
    await focusSearch(page);
    await page.keyboard.type('slack troubleshooting');
    await expect.poll(() => options(page).first().locator('.search-result-title').textContent()).toBe('Troubleshooting');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === SLACK && url.hash === '#troubleshooting');
    const url = new URL(page.url());
    expect(url.searchParams.get('_highlight')?.split(' ')).toEqual(expect.arrayContaining(['slack', 'troubleshooting']));
    const marks = page.locator('article .markdown mark.search-highlight');
    await expect.poll(() => marks.count()).toBeGreaterThan(2);
    expect((await marks.allTextContents()).every((t) => /^(slack|troubleshoot)/i.test(t))).toBe(true);
    const top = await page.locator('#troubleshooting').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('article .markdown mark.search-highlight').count()).toBeGreaterThan(2);
    expect(errors).toEqual([]);
    await close();
  });

  it('opens a result with a click and with the Submit button', async () => {
    const { page, close } = await open('/');
    await focusSearch(page);
    await page.keyboard.type('kafka consumer lag');
    await expect.poll(() => options(page).count()).toBeGreaterThan(1);
    // The second result's link, page and section, is where the click lands.
    const target = new URL((await options(page).nth(1).getAttribute('href')) ?? '', site.url);
    await options(page).nth(1).click();
    await page.waitForURL((url) => url.pathname.includes('kafka'));
    await expect.poll(() => page.locator('article .markdown mark.search-highlight').count()).toBeGreaterThan(0);
    const landed = new URL(page.url());
    expect(landed.pathname + landed.hash).toBe(target.pathname + target.hash);
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await focusSearch(page);
    await page.keyboard.type('pagerduty routing key');
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/pagerduty'));
    await close();
  });

  it('highlights the terms of a shared link, as text only', async () => {
    const { page, errors, close } = await open('/agent/host-agent?_highlight=journald+%3Cimg+src%3Dx+onerror%3Dalert(1)%3E');
    await expect.poll(() => page.locator('article .markdown mark.search-highlight').count()).toBeGreaterThan(0);
    expect(new Set(await page.locator('article .markdown mark.search-highlight').allTextContents())).toEqual(new Set(['journald']));
    expect(await page.locator('article img[src="x"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it.each(['light', 'dark'])('keeps highlighted words readable (%s)', async (theme) => {
    const { page, close } = await open('/monitors-alerts/alerts/alert-group?_highlight=alert+group', 1280, (p) => p.addInitScript((t) => localStorage.setItem('theme', t), theme));
    await expect.poll(() => page.locator('article .markdown mark.search-highlight').count()).toBeGreaterThan(5);
    expect(await axeViolations(page, { include: 'article .markdown', rules: ['color-contrast'] })).toEqual([]);
    await close();
  });

  it('shows a loading indicator when the index is slow, then the results', async () => {
    const { page, close } = await open('/', 1280, async (p) => {
      await p.route('**/search-index-*.json', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
    });
    await focusSearch(page);
    await page.keyboard.type('slack');
    await expect.poll(() => page.locator('.navbar .search-spinner').count(), { timeout: 1200 }).toBe(1);
    await expect.poll(() => options(page).count(), { timeout: 5000 }).toBeGreaterThan(0);
    expect(await page.locator('.navbar .search-spinner').count()).toBe(0);
    await close();
  });

  it('makes each result a link: href to the section, plain click client-side, Ctrl/Cmd/middle click in a new tab', async () => {
    const { page, errors, close } = await open('/agent/host-agent');
    await focusSearch(page);
    await page.keyboard.type('slack troubleshooting');
    await expect.poll(() => options(page).count()).toBeGreaterThan(1);
    const first = options(page).first();
    expect(await first.evaluate((el) => el.tagName)).toBe('A');
    const href = (await first.getAttribute('href'))!;
    expect(href).toMatch(/^\/monitors-alerts\/alerts\/notification-channels\/slack\?_highlight=[^#]+#troubleshooting$/);
    // Ctrl-click and middle-click (Linux Chromium): a new tab at the href; this page stays.
    for (const click of [{ modifiers: ['Control' as const] }, { button: 'middle' as const }]) {
      const [popup] = await Promise.all([page.context().waitForEvent('page'), first.click(click)]);
      await popup.waitForLoadState('domcontentloaded');
      expect(new URL(popup.url()).pathname + new URL(popup.url()).search + new URL(popup.url()).hash).toBe(href);
      await popup.close();
      expect(new URL(page.url()).pathname).toBe('/agent/host-agent');
    }
    // Clicks with Cmd (macOS: new tab), Shift or Alt are left to the browser too: not intercepted.
    const intercepted = await first.evaluate((el) =>
      ['metaKey', 'shiftKey', 'altKey', 'ctrlKey'].map((key) => {
        let prevented = false;
        const record = (e: Event) => {
          prevented = e.defaultPrevented;
          e.preventDefault(); // the probe itself must not navigate
        };
        window.addEventListener('click', record, { once: true });
        el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, [key]: true }));
        return `${key}:${prevented}`;
      }),
    );
    expect(intercepted).toEqual(['metaKey:false', 'shiftKey:false', 'altKey:false', 'ctrlKey:false']);
    // A plain click: intercepted, client-side navigation (the window survives, no document load).
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await first.click();
    await page.waitForURL((url) => url.pathname.endsWith('/slack') && url.hash === '#troubleshooting');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(errors).toEqual([]);
    await close();
  });

  it('focuses the search with Ctrl+K, Cmd+K and /, but not while typing in a field', async () => {
    const { page, close } = await open('/agent/host-agent');
    const searchFocused = () => page.evaluate(() => !!document.activeElement?.closest('.navbar [data-search-root]'));
    for (const key of ['Control+k', 'Meta+k', '/']) {
      await page.locator('article h1').click();
      expect(await searchFocused()).toBe(false);
      await page.keyboard.press(key);
      await expect.poll(searchFocused, key).toBe(true);
      // Nothing typed by the shortcut itself.
      expect(await page.locator('.navbar .search-input').first().inputValue()).toBe('');
      await page.keyboard.type('kafka');
      await expect.poll(() => options(page).count()).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      expect(await page.locator('.navbar .search-input').first().inputValue()).toBe('');
    }
    // In a field of the page, `/` and Ctrl+K belong to the field.
    await page.evaluate(() => {
      const field = document.createElement('textarea');
      field.id = 'probe';
      field.setAttribute('aria-label', 'probe');
      document.querySelector('article')!.append(field);
    });
    await page.locator('#probe').focus();
    await page.keyboard.press('/');
    await page.keyboard.press('Control+k');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('probe');
    expect(await page.locator('#probe').inputValue()).toBe('/');
    await close();
  });

  it('gives empty results, logged once, when the index cannot be fetched', async () => {
    const { page, errors, warnings, close } = await open('/', 1280, async (p) => {
      await p.route('**/search-index-*.json', (route) => route.fulfill({ status: 500, body: 'boom' }));
    });
    await focusSearch(page);
    await page.keyboard.type('slack');
    await expect.poll(() => page.locator('.search-panel').textContent()).toBe('No results found.');
    await page.keyboard.type(' alerts');
    await page.waitForTimeout(200);
    expect(await options(page).count()).toBe(0);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    expect(warnings.filter((w) => /search/i.test(w))).toHaveLength(1);
    await close();
  });

  it.each(['light', 'dark'])('has no accessibility violations with results open (%s)', async (theme) => {
    const { page, close } = await open('/agent/host-agent', 1280, (p) => p.addInitScript((t) => localStorage.setItem('theme', t), theme));
    await focusSearch(page);
    await page.keyboard.type('kubernetes');
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    // scrollable-region-focusable is off: in the combobox pattern focus stays in the input and the
    // panel scrolls to the active option (aria-activedescendant), so the keyboard reaches it all.
    expect(await axeViolations(page, { include: '.navbar-search', disable: ['scrollable-region-focusable'] })).toEqual([]);
    await close();
  });
});

describe('search at 375 px (detached mode)', () => {
  it('opens full screen from the navbar button, searches, cancels and navigates', async () => {
    const { page, errors, indexRequests, close } = await open('/agent/host-agent', 375);
    await page.waitForTimeout(300);
    expect(indexRequests).toEqual([]);
    expect(await page.locator('.navbar .search-input').first().isVisible()).toBe(false);
    const button = page.locator('.navbar .search-detached-button').first();
    expect(await button.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-label')).toBe('Search');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const deadline = Date.now() + 15_000;
    while (!(await dialog.count()) && Date.now() < deadline) {
      await button.click();
      await page.waitForTimeout(150);
    }
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
    const input = dialog.locator('input[role="combobox"]');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('rightsizing');
    await expect.poll(() => dialog.locator('[role="option"]').count()).toBeGreaterThan(0);
    expect(await dialog.locator('[role="option"]').first().getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(await dialog.count()).toBe(0);
    await button.click();
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.locator('input').inputValue()).toBe('rightsizing');
    await dialog.locator('[role="option"]').first().click();
    await page.waitForURL((url) => url.pathname.includes('rightsizing'));
    await expect.poll(() => page.locator('article .markdown mark.search-highlight').count()).toBeGreaterThan(0);
    expect(indexRequests).toHaveLength(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('opens the full-screen search with / and Ctrl+K', async () => {
    const { page, close } = await open('/agent/host-agent', 375);
    const dialog = page.getByRole('dialog', { name: 'Search' });
    // The page may still be hydrating: press until the listener is there.
    const deadline = Date.now() + 15_000;
    while (!(await dialog.count()) && Date.now() < deadline) {
      await page.keyboard.press('/');
      await page.waitForTimeout(150);
    }
    await expect.poll(() => dialog.locator('input[role="combobox"]').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog.locator('input').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(await dialog.count()).toBe(0);
    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog.count()).toBe(1);
    await close();
  });

  it('opens the detached search from the box in the mobile menu', async () => {
    const { page, close } = await open('/agent/host-agent', 375);
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    const menuInput = page.locator('.navbar-sidebar .search-input');
    const deadline = Date.now() + 15_000;
    while (!(await menuInput.count()) && Date.now() < deadline) {
      await toggle.click();
      await page.waitForTimeout(150);
    }
    expect(await menuInput.isVisible()).toBe(true);
    await menuInput.focus();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect.poll(() => dialog.count()).toBe(1);
    await expect.poll(() => dialog.locator('input[role="combobox"]').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('okta');
    await expect.poll(() => dialog.locator('[role="option"]').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    await close();
  });
});

describe('docs serve', () => {
  it('serves the search index as a build does', async () => {
    const handle = await serveSite(repoRoot, { port: 0, host: '127.0.0.1', open: false, outDir: path.join(tmp, 'serve'), log: null });
    try {
      const response = await fetch(`${handle.url.replace(/\/$/, '')}/search-index-en.json`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { documents: { sectionRoute: string }[]; index: { fields: string[] } };
      expect(body.documents.length).toBeGreaterThan(400);
      expect(body.documents.map((d) => d.sectionRoute)).toContain(`${SLACK}#troubleshooting`);
      expect(body.index.fields).toEqual(['title', 'content', 'tags']);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
