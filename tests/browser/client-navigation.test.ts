/**
 * Client-side navigation: a link click fetches the target's page-data chunk and swaps it in
 * (title, description, history); prefetch on hover and viewport (skipped on 2g and Save-Data);
 * the loading spinner and the delayed progress bar; scroll to the hash target or the top, restored
 * by back/forward; `.html` paths normalised; a failed chunk falls back to a full page load; tabs and
 * copy buttons work on first load and after navigation.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { routeHash } from '../../renderer/model.js';
import { clickAndSwap, hydrated, markWindow, openPage, sameDocument, sharedBrowser, useFixtureSite, WIDTHS } from './client-helpers.js';

const browser = sharedBrowser();
const fixture = useFixtureSite('client-site', browser);

const chunk = (route: string) => `/_pages/${routeHash(route)}.json`;
const h1 = (page: Page) => page.locator('h1').first().textContent();

describe.each(WIDTHS)('client-side navigation at %i px', (width) => {
  it('fetches the target page data, swaps it in and updates title, description and history', async () => {
    const { page, errors, close } = await openPage(browser.get(), width);
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/_pages/')) chunks.push(new URL(r.url()).pathname);
    });
    await page.goto(`${fixture.site.url}/reference/cli`);
    await hydrated(page);
    await markWindow(page);
    const historyLength = await page.evaluate(() => history.length);
    await clickAndSwap(page, '.markdown a[href="/reference/setup%20&%20run"]');
    expect(await sameDocument(page)).toBe(true);
    expect(chunks).toContain(chunk('/reference/setup & run'));
    expect(await h1(page)).toBe('Setup & run');
    expect(new URL(page.url()).pathname).toBe('/reference/setup%20&%20run');
    expect(await page.title()).toBe('Setup & run | Client Site');
    expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
    // The sidebar follows: the new page is the current one (the chunk took its other items from its sidebar's top).
    expect(await page.locator('aside.sidebar a[aria-current="page"]').getAttribute('href')).toBe('/reference/setup%20&%20run');
    await clickAndSwap(page, '.markdown a[href="/reference/cli"]');
    await clickAndSwap(page, '.markdown a[href="/reference/api"]');
    expect(await page.locator('aside.sidebar a[aria-current="page"]').getAttribute('href')).toBe('/reference/api');
    await clickAndSwap(page, '.markdown a[href="/reference/cli"]');
    // A sidebar's top is fetched once, however many pages of it are visited.
    expect(chunks.filter((c) => c.includes('/sidebar-top-'))).toHaveLength(1);
    await page.goto(`${fixture.site.url}/long`);
    await hydrated(page);
    await markWindow(page);
    await clickAndSwap(page, '.markdown a[href="/tabs"]');
    expect(await page.title()).toBe('Tabs page | Client Site');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('Tabs with a shared group and code blocks to copy.');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://client.example.com/tabs');
    // Back and forward swap on the client too.
    await page.goBack();
    await expect.poll(() => h1(page)).toBe('Long page');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('A long page for scroll and TOC tests.');
    await page.goForward();
    await expect.poll(() => h1(page)).toBe('Tabs page');
    expect(await sameDocument(page)).toBe(true);
    // The search metadata follows the page: a doc's docs version tag, then a tag page's own.
    const searchMeta = (name: string) => page.locator(`meta[name="${name}"]`).getAttribute('content');
    expect(await searchMeta('docusaurus_tag')).toBe('docs-default-current');
    await page.goBack();
    await expect.poll(() => h1(page)).toBe('Long page');
    await clickAndSwap(page, 'a[href="/tags/long"]');
    expect([await searchMeta('docusaurus_tag'), await searchMeta('docsearch:docusaurus_tag'), await searchMeta('docusaurus_version')]).toEqual(['doc_tag_doc_list', 'doc_tag_doc_list', 'current']);
    // So do the classes of <html> (Docusaurus's: plugin, page kind, version), which site stylesheets aim at; a script's own class stays.
    expect(await page.evaluate(() => document.documentElement.className)).toBe('docs-wrapper plugin-docs plugin-id-default docs-version-current docs-tags-doc-list-page');
    await page.evaluate(() => document.documentElement.classList.add('site-script-class'));
    await page.goBack();
    await expect.poll(() => h1(page)).toBe('Long page');
    expect(await page.evaluate(() => document.documentElement.className)).toBe('site-script-class docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-long');
    expect(errors).toEqual([]);
    await close();
  });

  it('prefetches on hover and in the viewport, but not on 2g or with Save-Data', async () => {
    const { page, errors, close } = await openPage(browser.get(), width);
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/_pages/')) requested.push(new URL(r.url()).pathname);
    });
    await page.goto(`${fixture.site.url}/long`);
    await hydrated(page);
    // Links in view get a <link rel=prefetch> for their chunk.
    await expect.poll(() => page.locator(`link[rel="prefetch"][href="${chunk('/')}"]`).count()).toBe(1);
    expect(requested).toContain(chunk('/'));
    // The page's own heading anchors are not prefetched, even when the address has a trailing slash
    // the route lacks (no chunk exists for `/long/`: that request was a 404 in the console).
    await page.goto(`${fixture.site.url}/long/`);
    await hydrated(page);
    await expect.poll(() => page.locator(`link[rel="prefetch"][href="${chunk('/')}"]`).count()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await page.locator('.markdown a.hash-link').first().hover();
    await page.waitForTimeout(300);
    expect(requested.filter((r) => r === chunk('/long/') || r === chunk('/long'))).toEqual([]);
    expect(await page.locator(`link[rel="prefetch"][href="${chunk('/long/')}"]`).count()).toBe(0);
    await page.goto(`${fixture.site.url}/long`);
    await hydrated(page);
    // Hover fetches the chunk before any click.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('.markdown a[href="/tabs"]').hover();
    await expect.poll(() => requested.filter((r) => r === chunk('/tabs')).length).toBeGreaterThan(0);
    await close();

    for (const connection of [{ saveData: true, effectiveType: '4g' }, { saveData: false, effectiveType: '2g' }]) {
      const slow = await openPage(browser.get(), width);
      await slow.context.addInitScript((c) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => c, configurable: true }), connection);
      const seen: string[] = [];
      slow.page.on('request', (r) => {
        if (r.url().includes('/_pages/')) seen.push(r.url());
      });
      await slow.page.goto(`${fixture.site.url}/long`);
      await hydrated(slow.page);
      await slow.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await slow.page.locator('.markdown a[href="/tabs"]').hover();
      await slow.page.waitForTimeout(400);
      expect(seen).toEqual([]);
      expect(await slow.page.locator('link[rel="prefetch"]').count()).toBe(0);
      // Navigation itself still works.
      await clickAndSwap(slow.page, '.markdown a[href="/tabs"]');
      expect(await h1(slow.page)).toBe('Tabs page');
      await slow.close();
    }
    expect(errors).toEqual([]);
  });

  it('shows the spinner while a page loads and the progress bar only after 200 ms', async () => {
    const { page, errors, close } = await openPage(browser.get(), width);
    await page.goto(`${fixture.site.url}/`);
    await hydrated(page);
    // Record whether (and when, after the navigation started) the progress bar appears.
    await page.evaluate(() => {
      const w = window as unknown as { __progressSeen: boolean; __progressAfter: number };
      w.__progressSeen = false;
      new MutationObserver(() => {
        if (!document.getElementById('docs-progress') || w.__progressSeen) return;
        w.__progressSeen = true;
        const start = performance.getEntriesByName('docs:navigation-start').pop();
        w.__progressAfter = start ? performance.now() - start.startTime : -1;
      }).observe(document.body, { childList: true });
    });
    const progressSeen = () => page.evaluate(() => (window as unknown as { __progressSeen: boolean }).__progressSeen);
    // A prefetched page swaps at once: no spinner, no progress bar.
    await page.locator('.markdown a[href="/tabs"]').first().hover();
    await page.waitForFunction((url) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(url) && (e as PerformanceResourceTiming).initiatorType === 'fetch'), chunk('/tabs'));
    await page.waitForTimeout(50);
    await clickAndSwap(page, '.markdown a[href="/tabs"]');
    await page.waitForTimeout(300);
    expect(await progressSeen()).toBe(false);

    // A slow page: spinner at once, progress bar after 200 ms, both gone when it arrives.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${chunk('/long')}`, async (route) => {
      await released;
      await route.continue();
    });
    await page.evaluate(() => {
      performance.clearMeasures();
      (window as unknown as { __progressSeen: boolean }).__progressSeen = false;
    });
    await page.locator('.pagination-prev, .pagination-next').filter({ hasText: 'Long page' }).click();
    await expect.poll(() => page.locator('.page-loading').count()).toBe(1);
    expect(await page.locator('.page-loading').evaluate((el) => getComputedStyle(el).animationDuration)).toBe('3s');
    expect(await page.locator('main').getAttribute('aria-busy')).toBe('true');
    await expect.poll(() => page.locator('#docs-progress').count(), { timeout: 2000 }).toBe(1);
    // Not before 200 ms.
    expect(await page.evaluate(() => (window as unknown as { __progressAfter: number }).__progressAfter)).toBeGreaterThanOrEqual(200);
    const value = Number(await page.locator('#docs-progress').getAttribute('aria-valuenow'));
    expect(value).toBeGreaterThanOrEqual(8);
    release();
    await expect.poll(() => h1(page)).toBe('Long page');
    expect(await page.locator('.page-loading').count()).toBe(0);
    await expect.poll(() => page.locator('#docs-progress').count(), { timeout: 2000 }).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('scrolls to the hash target or the top, and back/forward restore the scroll position', async () => {
    const { page, errors, close } = await openPage(browser.get(), width);
    await page.goto(`${fixture.site.url}/`);
    await hydrated(page);
    await markWindow(page);
    // To a hash target on another page.
    await clickAndSwap(page, '.markdown a[href="/long#section-5"]');
    expect(new URL(page.url()).hash).toBe('#section-5');
    const top = await page.evaluate(() => document.getElementById('section-5')!.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120);
    const y5 = await page.evaluate(() => window.scrollY);
    expect(y5).toBeGreaterThan(500);
    // Scrolled somewhere else, then to another page: it starts at the top.
    await page.evaluate(() => window.scrollTo(0, 2500));
    await page.waitForTimeout(50);
    // A click that does not scroll first (Playwright's would bring the link into view).
    await page.evaluate(() => performance.clearMeasures());
    await page.evaluate(() => document.querySelector<HTMLElement>('.markdown a[href="/tabs"]')!.click());
    await page.waitForFunction(() => performance.getEntriesByName('docs:navigation').length > 0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Back restores where the long page was left; forward restores the top of the tabs page.
    await page.goBack();
    await expect.poll(() => h1(page)).toBe('Long page');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2500);
    await page.goBack();
    await expect.poll(() => h1(page)).toBe('Introduction');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goForward();
    await expect.poll(() => h1(page)).toBe('Long page');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2500);
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('normalises paths ending in .html and /index.html', async () => {
    const { page, errors, close } = await openPage(browser.get(), width);
    await page.goto(`${fixture.site.url}/`);
    await hydrated(page);
    await markWindow(page);
    // (the markdown renderer rewrites the `.html` links of content it resolves: add one as a hand-written page would)
    await page.evaluate(() => document.querySelector('.markdown p')!.insertAdjacentHTML('beforeend', ' <a id="old-link" href="/long.html">old</a>'));
    await clickAndSwap(page, '#old-link');
    expect(await sameDocument(page)).toBe(true);
    expect(await h1(page)).toBe('Long page');
    expect(new URL(page.url()).pathname).toBe('/long');
    // Opened directly: the server has no such file (its 404 page), the client shows the page.
    for (const path of ['/tabs.html', '/reference/api/index.html']) {
      await page.goto(fixture.site.url + path);
      await hydrated(page);
      await expect.poll(() => page.evaluate(() => location.pathname)).toBe(path.replace(/(\/index)?\.html$/, ''));
      expect(await page.title()).not.toContain('Page Not Found');
    }
    // A path that names no page stays on the not-found page.
    await page.goto(`${fixture.site.url}/nothing-here.html`);
    await hydrated(page);
    await page.waitForTimeout(200);
    expect(await h1(page)).toBe('Page Not Found');
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await close();
  });

  it('falls back to a full page load when a chunk fails to load, with a warning', async () => {
    const { page, errors, warnings, close } = await openPage(browser.get(), width);
    await page.route(`**${chunk('/tabs')}`, (route) => route.fulfill({ status: 500, body: 'broken' }));
    await page.goto(`${fixture.site.url}/`);
    await hydrated(page);
    await markWindow(page);
    await page.locator('.markdown a[href="/tabs"]').click();
    await page.waitForURL(`${fixture.site.url}/tabs`);
    await expect.poll(() => h1(page)).toBe('Tabs page');
    expect(await sameDocument(page)).toBe(false);
    expect(warnings.some((w) => w.includes('loading the page in full'))).toBe(true);
    expect(errors.filter((e) => !e.includes('status of 500'))).toEqual([]);
    await close();
  });

  it('wires tabs (click, arrow keys, groupId sync and storage) and copy buttons, on first load and after navigation', async () => {
    const { page, context, errors, close } = await openPage(browser.get(), width);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${fixture.site.url}/tabs`);
    await hydrated(page);
    const groups = page.locator('.tabs-container[data-group-id="os"]');
    const selected = async () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.tabs-container')].map((c) => [c.querySelector('[role=tab][aria-selected=true]')?.textContent, c.querySelector('.tab-panel:not([hidden])')?.getAttribute('data-value')].join(':')),
      );
    expect(await selected()).toEqual(['Linux:linux', 'Linux:linux', 'Alpha:a']);
    await groups.nth(0).getByRole('tab', { name: 'macOS' }).click();
    expect(await selected()).toEqual(['macOS:mac', 'macOS:mac', 'Alpha:a']);
    expect(await page.evaluate(() => localStorage.getItem('docs.tab.os'))).toBe('mac');
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toEqual(['Windows:windows', 'Windows:windows', 'Alpha:a']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Windows');
    expect(await page.locator('.tabs-container').nth(0).getByRole('tab', { name: 'Windows' }).getAttribute('tabindex')).toBe('0');
    await page.locator('.tabs-container').nth(2).getByRole('tab', { name: 'Beta' }).click();
    expect(await selected()).toEqual(['Windows:windows', 'Windows:windows', 'Beta:b']);

    const copy = async (within = '.tab-panel:not([hidden])') => {
      const button = page.locator(`${within} .code-block .copy-button`).first();
      await button.click({ timeout: 5000 });
      await expect.poll(() => button.getAttribute('aria-label')).toBe('Copied');
      expect(await button.evaluate((b) => b.classList.contains('copied'))).toBe(true);
      return page.evaluate(() => navigator.clipboard.readText());
    };
    expect(await copy()).toBe('winget install client');
    // In another locale the button says so in its words (data-copied: code-block.ts), then is itself again.
    const button = page.locator('.tab-panel:not([hidden]) .code-block .copy-button').first();
    await expect.poll(() => button.getAttribute('aria-label'), { timeout: 5000 }).toBe('Copy code to clipboard');
    await button.evaluate((b) => b.setAttribute('data-copied', 'Copié'));
    await button.click({ timeout: 5000 });
    await expect.poll(() => button.getAttribute('title')).toBe('Copié');
    await expect.poll(() => button.getAttribute('title'), { timeout: 5000 }).toBe('Copy');

    // Away and back on the client: the stored group choice applies, and both keep working.
    await markWindow(page);
    await clickAndSwap(page, '.markdown a[href="/"]');
    expect(await copy('.markdown')).toBe("console.log('hello, world');\nconsole.log('second line');");
    await clickAndSwap(page, '.markdown a[href="/tabs"]');
    expect(await sameDocument(page)).toBe(true);
    expect(await selected()).toEqual(['Windows:windows', 'Windows:windows', 'Alpha:a']);
    await groups.nth(1).getByRole('tab', { name: 'Linux' }).click();
    expect(await selected()).toEqual(['Linux:linux', 'Linux:linux', 'Alpha:a']);
    expect(await copy()).toBe('sudo apt install client\nclient --version');
    // A full load applies the stored choice too.
    await page.reload();
    await hydrated(page);
    expect(await selected()).toEqual(['Linux:linux', 'Linux:linux', 'Alpha:a']);
    expect(errors).toEqual([]);
    await close();
  });
});
