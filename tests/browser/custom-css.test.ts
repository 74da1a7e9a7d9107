/**
 * A site's own stylesheets in the browser (tests/fixtures/custom-css-site, the classic template's
 * brand colours in custom.css): the colour the site sets for Infima's primary is the colour of its
 * links and of the active sidebar item in light and dark mode, the site's rules on Infima class
 * names apply to our navbar, footer and sidebar, and the page stays readable (axe colour-contrast).
 */
import { describe, expect, it } from 'vitest';
import { routeHash } from '../../renderer/model.js';
import { axeViolations } from '../support/browser.js';
import { openPage, sharedBrowser, useFixtureSite, type Watched } from './client-helpers.js';

const browser = sharedBrowser();
const fixture = useFixtureSite('custom-css-site', browser);

/**
 * Console errors other than failed loads, and the failed loads other than the prefetch of the
 * breadcrumb home link (/docs/, the version root, which this site has no page for: the docs theme's).
 */
function problems(watched: Watched & { failed: string[] }): string[] {
  const expected = `/_pages/${routeHash('/docs/')}.json`;
  return [...watched.errors.filter((e) => !e.startsWith('Failed to load resource')), ...watched.failed.filter((p) => p !== expected)];
}

/** A doc page in a colour mode; the site's remote web-font @import is answered with an empty stylesheet (no network here). */
async function openDoc(width: number, theme: 'light' | 'dark'): Promise<Watched & { failed: string[] }> {
  const watched = { ...(await openPage(browser.get(), width)), failed: [] as string[] };
  watched.page.on('response', (response) => {
    if (response.status() >= 400) watched.failed.push(new URL(response.url()).pathname);
  });
  await watched.context.route('https://fonts.sprockets.invalid/**', (route) => route.fulfill({ contentType: 'text/css', body: '' }));
  await watched.context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await watched.page.goto(`${fixture.site.url}/docs/intro`);
  expect(await watched.page.getAttribute('html', 'data-theme')).toBe(theme);
  return watched;
}

const colorOf = (watched: Watched, selector: string, property = 'color') =>
  watched.page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

describe('customCss in the browser', () => {
  it('light mode: links are the site\'s primary colour, the active sidebar item its darker shade, and its rules on Infima classes apply', async () => {
    const watched = await openDoc(1280, 'light');
    expect(await colorOf(watched, '.markdown a')).toBe('rgb(46, 133, 85)'); // --ifm-color-primary #2e8555
    expect(await colorOf(watched, '.navbar-link.active')).toBe('rgb(46, 133, 85)');
    expect(await colorOf(watched, '.menu__link--active')).toBe('rgb(39, 113, 72)'); // --ifm-color-primary-darker #277148
    expect(await colorOf(watched, '.navbar', 'border-bottom-color')).toBe('rgb(46, 133, 85)');
    expect(await colorOf(watched, '.footer--dark', 'border-top-color')).toBe('rgb(46, 133, 85)');
    expect(await colorOf(watched, '.table-of-contents', 'font-size')).toBe('13px');
    expect(await colorOf(watched, '.menu__link', 'letter-spacing')).not.toBe('normal');
    expect(problems(watched)).toEqual([]);
    await watched.close();
  });

  it('dark mode: links and the active sidebar item are the dark primary colour', async () => {
    const watched = await openDoc(1280, 'dark');
    expect(await colorOf(watched, '.markdown a')).toBe('rgb(37, 194, 160)'); // dark --ifm-color-primary #25c2a0
    expect(await colorOf(watched, '.menu__link--active')).toBe('rgb(37, 194, 160)');
    expect(await colorOf(watched, '.navbar', 'border-bottom-color')).toBe('rgb(37, 194, 160)');
    expect(problems(watched)).toEqual([]);
    await watched.close();
  });

  it('keeps every text readable (axe colour-contrast) in light and dark mode, at 1280 and 375 px', async () => {
    const violations: string[] = [];
    for (const width of [1280, 375]) {
      for (const theme of ['light', 'dark'] as const) {
        const watched = await openDoc(width, theme);
        for (const v of await axeViolations(watched.page, { rules: ['color-contrast'] })) violations.push(`${width} ${theme}: ${v}`);
        await watched.close();
      }
    }
    expect(violations).toEqual([]);
  }, 300_000);
});
