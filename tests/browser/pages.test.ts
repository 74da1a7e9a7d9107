/**
 * Pages of src/pages in the browser (tests/fixtures/pages-site): the classic-template React home page
 * is complete without JavaScript, hydrates from its own island bundle (a state toggle works after a
 * click, and what it shows is styled by its CSS module), also after a client-side navigation; a doc
 * page loads no page JavaScript; a Markdown page is reached by client-side navigation with its TOC; a
 * site component used with Markdown children in MDX hydrates around them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickAndSwap, hydrated, openPage, sharedBrowser, useFixtureSite } from './client-helpers.js';

const browser = sharedBrowser();
const fixture = useFixtureSite('pages-site', browser);
const toggle = 'docs-island button[aria-expanded]';

/** Failed responses of a page (none is expected). */
function failedResponses(page: Page): { failed: string[]; unexpected: () => string[] } {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(new URL(response.url()).pathname);
  });
  return { failed, unexpected: () => failed };
}

describe('React pages', () => {
  it('render without JavaScript', async () => {
    const { page, errors, close } = await openPage(browser.get(), 1280, { javaScriptEnabled: false });
    await page.goto(`${fixture.site.url}/`);
    expect(await page.locator('.hero__title').textContent()).toBe('Gizmo Docs');
    expect(await page.locator('.hero__subtitle').textContent()).toBe('Gizmos made simple');
    expect(await page.locator('svg[role="img"]').count()).toBe(3);
    expect(await page.locator('svg[role="img"]').first().evaluate((el) => el.getBoundingClientRect().width)).toBe(200);
    expect((await page.locator(toggle).textContent())?.trim()).toBe('Show the motto');
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });

  it('hydrate from their own bundle: a state toggle works after a click', async () => {
    const { page, errors, close } = await openPage(browser.get(), 1280);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${fixture.site.url}/`);
    await page.waitForSelector('docs-island[data-hydrated]');
    await page.click(toggle);
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent?.trim() === 'Hide the motto', toggle);
    const motto = page.locator('docs-island p', { hasText: 'Small parts, big ideas' });
    expect(await motto.count()).toBe(1);
    // Rendered only in the browser, styled by the CSS module the server inlined.
    expect(await motto.evaluate((el) => getComputedStyle(el).fontStyle)).toBe('italic');
    await page.click(toggle);
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent?.trim() === 'Show the motto', toggle);
    expect(await motto.count()).toBe(0);
    expect(requests.filter((url) => /island-index-[0-9a-f]+\.js$/.test(url))).toHaveLength(1);
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });

  it('load no page JavaScript on a doc page, and hydrate after a client-side navigation to the home page', async () => {
    const { page, errors, close } = await openPage(browser.get(), 1280);
    const requests: string[] = [];
    const responses = failedResponses(page);
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${fixture.site.url}/docs/intro`);
    await hydrated(page);
    expect(requests.filter((url) => url.includes('island-'))).toEqual([]);
    expect(await page.locator('script[data-island-script]').count()).toBe(0);
    await clickAndSwap(page, 'a.navbar-brand');
    expect(await page.locator('.hero__title').textContent()).toBe('Gizmo Docs');
    await page.waitForSelector('docs-island[data-hydrated]');
    await page.click(toggle);
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent?.trim() === 'Hide the motto', toggle);
    // The page's component stylesheet came with the swapped content: the CSS module styles the motto.
    const motto = page.locator('docs-island p', { hasText: 'Small parts, big ideas' });
    await page.waitForFunction(() => [...document.querySelectorAll('p')].some((p) => p.textContent?.includes('Small parts') && getComputedStyle(p).fontStyle === 'italic'));
    expect(await motto.evaluate((el) => getComputedStyle(el).fontStyle)).toBe('italic');
    expect(responses.unexpected()).toEqual([]);
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });
});

describe('site components used with children', () => {
  it('hydrate around the Markdown children the server rendered', async () => {
    const { page, errors, close } = await openPage(browser.get(), 375);
    const responses = failedResponses(page);
    await page.goto(`${fixture.site.url}/docs/widgets`);
    const body = page.locator('docs-island docs-children p');
    expect(await body.isVisible()).toBe(false);
    await page.waitForSelector('docs-island[data-hydrated]');
    await page.click('docs-island button');
    await page.waitForFunction(() => document.querySelector('docs-island button')?.textContent === 'Hide the details');
    expect(await body.isVisible()).toBe(true);
    expect(await body.evaluate((p) => p.outerHTML)).toContain('Widgets have <strong>three</strong> parts. See <a href="/about">the about page</a>.');
    await page.click('docs-island button');
    await page.waitForFunction(() => document.querySelector('docs-island button')?.textContent === 'Show the details');
    expect(await body.isVisible()).toBe(false);
    expect(responses.unexpected()).toEqual([]);
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });
});

describe('Markdown pages', () => {
  it('open by client-side navigation, in the theme, with their TOC', async () => {
    const { page, errors, close } = await openPage(browser.get(), 1280);
    await page.goto(`${fixture.site.url}/`);
    await hydrated(page);
    await clickAndSwap(page, 'a.navbar-link[href="/about"]');
    expect(await page.title()).toBe('About Gizmo | Gizmo Docs');
    expect(await page.locator('#main-content h1').textContent()).toBe('About us');
    expect(await page.locator('.toc-desktop a.toc-link').allTextContents()).toEqual(['History', 'Values']);
    expect(await page.locator('.sidebar').count()).toBe(0);
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });

  // `<Link to="/team">` is written as is, and the route is /team/ (src/pages/team/index.md): the page
  // data of either form is one file. Before, the link's fetch failed (404) and the page loaded whole.
  it('open from a site Link written without the route’s trailing slash, on the client', async () => {
    const { page, errors, close } = await openPage(browser.get(), 1280);
    const { unexpected } = failedResponses(page);
    await page.goto(`${fixture.site.url}/`);
    await hydrated(page);
    await clickAndSwap(page, 'a.team-link[href="/team"]');
    expect(await page.locator('#main-content h1').textContent()).toBe('The team');
    expect(unexpected()).toEqual([]);
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });
});
