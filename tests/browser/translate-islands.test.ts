/**
 * A site's own components that say their words through @docusaurus/Translate and translate()
 * (tests/fixtures/translate-site): in French the server renders i18n/fr/code.json's messages, and
 * the component, hydrated in the browser, keeps saying them when it renders again (its island carries
 * the messages it used: data-messages); in English, the default messages. A React page and a site
 * component in an MDX doc alike. A React page the locale has its own copy of, and the search box's words.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../support/browser.js';
import { REPO_ROOT } from '../support/site.js';
import { openPage, sharedBrowser } from './client-helpers.js';

const browser = sharedBrowser();
// Both locales, as `docs build` writes them (the French site under /fr/).
const fixture = {} as { site: { url: string; close: () => Promise<void> } };
const scratch = mkdtempSync(path.join(tmpdir(), 'docs-translate-'));
beforeAll(async () => {
  const out = path.join(scratch, 'build');
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', path.join(REPO_ROOT, 'tests/fixtures/translate-site'), '--out-dir', out], { stdio: 'ignore', env: { ...process.env, NO_COLOR: '1' } });
  fixture.site = await serveStatic(out);
  await browser.launch();
}, 120_000);
afterAll(async () => {
  await browser.close();
  await fixture.site?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** The greeting's texts and its button's title, after one click (a render in the browser). */
async function greetingAfterClick(page: Page): Promise<string[]> {
  await page.waitForSelector('docs-island[data-hydrated]');
  const greeting = page.locator('.greeting').first();
  await greeting.locator('button').click();
  await page.waitForFunction(() => document.querySelector('.greeting button')?.textContent === '1');
  return [
    (await greeting.locator('.greeting-text').textContent()) ?? '',
    (await greeting.locator('.greeting-plain').textContent()) ?? '',
    (await greeting.locator('.greeting-locale').textContent()) ?? '',
    (await greeting.locator('button').getAttribute('title')) ?? '',
  ];
}

describe('<Translate> in site components', () => {
  it('keeps the locale’s words once a React page hydrates and renders again', async () => {
    const { page, errors, close } = await openPage(browser.get(), 1280);
    await page.goto(`${fixture.site.url}/fr/`);
    expect(await page.locator('.home-title').textContent()).toBe('Bienvenue');
    expect(await greetingAfterClick(page)).toEqual(['Bonjour, Ada !', 'Bonjour le matin', 'fr', 'Compter']);
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });

  it('does so for a component in an MDX doc, and says the defaults in English', async () => {
    const { page, errors, close } = await openPage(browser.get(), 1280);
    // Nothing the page links to is missing (the breadcrumbs' home is the site's home page, /).
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(new URL(response.url()).pathname);
    });
    await page.goto(`${fixture.site.url}/fr/docs/intro`);
    expect(await greetingAfterClick(page)).toEqual(['Bonjour, Grace !', 'Bonjour le matin', 'fr', 'Compter']);
    await page.goto(`${fixture.site.url}/docs/intro`);
    expect(await greetingAfterClick(page)).toEqual(['Hello, Grace!', 'Good morning', 'en', 'Count']);
    expect(failed).toEqual([]);
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });
});

describe('a React page in a locale', () => {
  it('is read from i18n/{locale}/docusaurus-plugin-content-pages when the locale has its own', async () => {
    const { page, errors, close } = await openPage(browser.get(), 1280);
    await page.goto(`${fixture.site.url}/fr/contact`);
    expect(await page.locator('.contact-title').textContent()).toBe('Contactez-nous');
    await page.goto(`${fixture.site.url}/contact`);
    expect(await page.locator('.contact-title').textContent()).toBe('Contact us');
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });
});

describe('the search box in a locale', () => {
  it('says the locale’s words (code.json, by the keys of Docusaurus’s search theme), English elsewhere', async () => {
    const { page, errors, close } = await openPage(browser.get(), 1280);
    for (const [route, placeholder, none] of [
      ['/fr/docs/intro', 'Rechercher (site)', 'Aucun résultat (site)'],
      ['/docs/intro', 'Search...', 'No results found.'],
    ]) {
      await page.goto(`${fixture.site.url}${route}`);
      const input = page.locator('.navbar .search-input');
      expect(await input.getAttribute('placeholder')).toBe(placeholder);
      await input.click();
      await page.locator('.navbar .search-input').fill('qwxzvbn');
      await expect.poll(() => page.locator('.search-panel').textContent()).toBe(none);
    }
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });
});
