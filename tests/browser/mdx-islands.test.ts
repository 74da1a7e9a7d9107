/**
 * Site components as islands (tests/fixtures/mdx-site): the counter button of docs/js.mdx is in the
 * HTML as the server rendered it, hydrates in the browser from its own bundle (its CSS module's class
 * styles it), counts clicks, and hydrates after a client-side navigation too; a page without site
 * components loads no island JavaScript.
 */
import { describe, expect, it } from 'vitest';
import { clickAndSwap, hydrated, openPage, sharedBrowser, useFixtureSite } from './client-helpers.js';

const browser = sharedBrowser();
const fixture = useFixtureSite('mdx-site', browser);
const counter = 'docs-island button';

describe('site component islands', () => {
  it('render without JavaScript, then hydrate and update on click', async () => {
    const { page, errors, close } = await openPage(browser.get(), 1280);
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(`${fixture.site.url}/js`);
    expect((await page.locator(counter).textContent())?.trim()).toBe('Clicked 3 times');
    await page.waitForSelector('docs-island[data-hydrated]');
    await page.click(counter);
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent?.trim() === 'Clicked 4 times', counter);
    await page.click(counter);
    expect((await page.locator(counter).textContent())?.trim()).toBe('Clicked 5 times');
    // The CSS module's rule applies to the hydrated button.
    expect(await page.locator(counter).evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(37, 194, 160)');
    expect(scripts.filter((url) => /island-Counter-[0-9a-f]+\.js$/.test(url))).toHaveLength(1);
    expect(errors, errors.join("\n")).toEqual([]);
    await close();
  });

  it('load no island JavaScript on a page without site components', async () => {
    const { page, errors, close } = await openPage(browser.get(), 1280);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${fixture.site.url}/intro`);
    await hydrated(page);
    expect(requests.filter((url) => url.includes('island-'))).toEqual([]);
    expect(await page.locator('script[data-island-script]').count()).toBe(0);
    expect(errors, errors.join("\n")).toEqual([]);
    await close();
  });

  it('hydrate after a client-side navigation to the page', async () => {
    const { page, errors, close } = await openPage(browser.get(), 1280);
    await page.goto(`${fixture.site.url}/intro`);
    await hydrated(page);
    await clickAndSwap(page, '.sidebar a[href="/js"]');
    await page.waitForSelector('docs-island[data-hydrated]');
    await page.click(counter);
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent?.trim() === 'Clicked 4 times', counter);
    expect(errors, errors.join("\n")).toEqual([]);
    await close();
  });
});
