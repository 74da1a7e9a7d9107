/**
 * Quality bars over every page of the shipped site: valid HTML, exactly one h1, no axe violations
 * (WCAG 2.1 AA) in light and dark mode, and readable with JavaScript off.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, serveStatic } from '../support/browser.js';
import { buildToTemp, htmlFiles, REPO_ROOT, urlOf } from '../support/site.js';

let outDir: string;
let files: string[];
let browser: Browser;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  ({ outDir } = await buildToTemp(REPO_ROOT));
  files = htmlFiles(outDir);
  browser = await launchBrowser();
  server = await serveStatic(outDir);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('every page of the shipped site', () => {
  it('is valid HTML (html-validate, the shared recipe config)', async () => {
    const config = JSON.parse(readFileSync(path.join(REPO_ROOT, '.htmlvalidate.json'), 'utf8'));
    const validator = new HtmlValidate(config);
    const problems: string[] = [];
    for (const file of files) {
      const report = await validator.validateString(readFileSync(path.join(outDir, file), 'utf8'), file);
      for (const result of report.results) for (const m of result.messages) problems.push(`${file}:${m.line}:${m.column} ${m.message} [${m.ruleId}]`);
    }
    expect(files.length).toBeGreaterThan(140);
    expect(problems).toEqual([]);
  });

  it('has exactly one h1', () => {
    const wrong = files.filter((file) => (readFileSync(path.join(outDir, file), 'utf8').match(/<h1[\s>]/g) ?? []).length !== 1);
    expect(wrong).toEqual([]);
  });

  it('has no axe violations (WCAG 2.1 AA) in light and dark mode', async () => {
    const violations: string[] = [];
    const contexts = new Map<string, BrowserContext>();
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      contexts.set(theme, context);
    }
    const tasks = [...contexts.keys()].flatMap((theme) => files.map((file) => ({ theme, file })));
    // A few pages at once: axe waits on the page as much as it computes, so the cores stay busy.
    await Promise.all(
      Array.from({ length: 4 }, async (_, lane) => {
        const pages = new Map<string, Page>();
        for (let i = lane; i < tasks.length; i += 4) {
          const { theme, file } = tasks[i];
          if (!pages.has(theme)) pages.set(theme, await contexts.get(theme)!.newPage());
          const page = pages.get(theme)!;
          await page.goto(server.url + urlOf(file));
          expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
          // Only colours differ between the modes: the full rule set runs in light mode, contrast in dark.
          for (const v of await axeViolations(page, theme === 'dark' ? { rules: ['color-contrast'] } : {})) violations.push(`${theme} ${file}: ${v}`);
        }
      }),
    );
    for (const context of contexts.values()) await context.close();
    expect(violations).toEqual([]);
  }, 900_000);

  it('is readable with JavaScript off: title, content and navigation are there', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const unreadable: string[] = [];
    for (const file of files) {
      await page.goto(server.url + urlOf(file));
      const h1 = (await page.locator('h1').first().innerText()).trim();
      const main = (await page.locator('main').innerText()).trim();
      const navLinks = await page.locator('nav a[href]').count();
      if (!h1 || main.length < 40 || navLinks < 2) unreadable.push(`${file}: h1="${h1}" main=${main.length} links=${navLinks}`);
    }
    await context.close();
    expect(unreadable).toEqual([]);
  }, 300_000);
});
