/**
 * The blog pages of tests/fixtures/blog-site in a browser: valid HTML, one h1, no axe violations in
 * light and dark mode, and client-side navigation from a list page to a post and on to older posts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/browser.js';
import { clickAndSwap, hydrated, markWindow, openPage, repoRoot, sameDocument, sharedBrowser, useFixtureSite } from './client-helpers.js';

const browser = sharedBrowser();
const fixture = useFixtureSite('blog-site', browser);

const ROUTES = ['/blog', '/blog/page/2', '/blog/2024/03/10/welcome', '/blog/2024/02/01/secret', '/blog/tags', '/blog/tags/release', '/blog/archive', '/blog/authors', '/blog/authors/ada'];
const fileOf = (route: string) => path.join(fixture.site.dir, route.replace(/^\//, ''), 'index.html');

describe('blog pages', () => {
  it('are valid HTML with exactly one h1', async () => {
    const validator = new HtmlValidate(JSON.parse(readFileSync(path.join(repoRoot, '.htmlvalidate.json'), 'utf8')));
    const problems: string[] = [];
    for (const route of ROUTES) {
      const markup = readFileSync(fileOf(route), 'utf8');
      const report = await validator.validateString(markup, route);
      for (const result of report.results) for (const m of result.messages) problems.push(`${route}:${m.line}:${m.column} ${m.message} [${m.ruleId}]`);
      expect(markup.match(/<h1[\s>]/g), route).toHaveLength(1);
    }
    expect(problems).toEqual([]);
  });

  it('have no axe violations (WCAG 2.1 AA) in light and dark mode, at 1280 and 375 px', async () => {
    const violations: string[] = [];
    for (const width of [1280, 375]) {
      for (const theme of ['light', 'dark']) {
        const watched = await openPage(browser.get(), width);
        await watched.context.addInitScript((t) => localStorage.setItem('theme', t), theme);
        // Every page at 1280 px; a list page and a post at 375 px (the layouts differ only there).
        for (const route of width === 1280 ? ROUTES : ['/blog', '/blog/2024/03/10/welcome']) {
          await watched.page.goto(fixture.site.url + route);
          expect(await watched.page.getAttribute('html', 'data-theme')).toBe(theme);
          for (const v of await axeViolations(watched.page, theme === 'dark' ? { rules: ['color-contrast'] } : {})) violations.push(`${width} ${theme} ${route}: ${v}`);
        }
        await watched.close();
      }
    }
    expect(violations).toEqual([]);
  }, 600_000);

  it('navigate client-side: list page -> post -> older post -> tag page, with the site theme around them', async () => {
    const { page, errors, close } = await openPage(browser.get(), 1280);
    await page.goto(`${fixture.site.url}/blog/page/2`);
    await hydrated(page);
    await markWindow(page);
    await clickAndSwap(page, 'a[aria-label="Read more about Welcome to the blog"]');
    expect(new URL(page.url()).pathname).toBe('/blog/2024/03/10/welcome');
    expect(await page.textContent('h1')).toBe('Welcome to the blog');
    expect(await page.title()).toBe('Welcome to the blog | Blog Fixture');
    expect(await page.isVisible('text=the hidden paragraph')).toBe(true);
    await clickAndSwap(page, '.pagination-next');
    expect(new URL(page.url()).pathname).toBe('/blog/custom/path');
    expect(await page.textContent('h1')).toBe('An MDX post with a custom slug');
    await clickAndSwap(page, 'a.tag[href="/blog/tags/engineering"]');
    expect(await page.textContent('h1')).toBe('3 posts tagged with "Engineering"');
    expect(await sameDocument(page)).toBe(true);
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'An MDX post with a custom slug');
    // No failed fetch either: the navbar brand's link to a home page this site lacks is not prefetched.
    expect(errors).toEqual([]);
    await close();
  });
});
