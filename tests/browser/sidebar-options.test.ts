/**
 * themeConfig.docs.sidebar options, on a site with both. autoCollapseCategories: expanding a category
 * collapses its sibling categories (not its parent); navigating into a collapsed category expands it
 * and collapses the categories beside it (without the option, siblings stay as they were:
 * client-sidebar.test.ts). hideable: a button hides the sidebar to a strip whose button shows it again.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { buildAndServe, type BuiltSite, clickAndSwap, hydrated, openPage, sharedBrowser, viewportOf } from './client-helpers.js';
import { REPO_ROOT } from '../support/site.js';

const browser = sharedBrowser();
const work = mkdtempSync(path.join(tmpdir(), 'docs-auto-collapse-'));
let site: BuiltSite;

beforeAll(async () => {
  const dir = path.join(work, 'site');
  cpSync(path.join(REPO_ROOT, 'tests/fixtures/client-site'), dir, { recursive: true });
  const config = path.join(dir, 'site.config.mjs');
  writeFileSync(config, readFileSync(config, 'utf8').replace('themeConfig: {', 'themeConfig: {\n    docs: { sidebar: { autoCollapseCategories: true, hideable: true } },'));
  site = await buildAndServe(dir);
  await browser.launch();
}, 240_000);

afterAll(async () => {
  await browser.close();
  await site?.close();
  rmSync(work, { recursive: true, force: true });
});

const category = (root: Locator, label: string) => root.locator('.menu-category-link', { hasText: label });

describe('auto-collapsed sidebar categories', () => {
  it('collapses the siblings of a category the reader expands or navigates into, never its parent', async () => {
    const { page, errors, close } = await openPage(browser.get(), 1280);
    await page.goto(`${site.url}/`);
    await hydrated(page);
    const root = page.locator('aside.sidebar');
    const guide = category(root, 'Guide');
    const reference = category(root, 'Reference');
    await guide.click();
    await expect.poll(() => guide.getAttribute('aria-expanded')).toBe('true');
    await reference.click();
    await expect.poll(() => reference.getAttribute('aria-expanded')).toBe('true');
    expect(await guide.getAttribute('aria-expanded')).toBe('false');
    expect(await root.locator('a.menu-link', { hasText: 'Install' }).count()).toBe(0);

    // A category inside Guide: Guide stays expanded while its child expands.
    await guide.click();
    await expect.poll(() => guide.getAttribute('aria-expanded')).toBe('true');
    expect(await reference.getAttribute('aria-expanded')).toBe('false');
    const deep = category(root, 'Deep');
    await deep.click();
    await expect.poll(() => deep.getAttribute('aria-expanded')).toBe('true');
    expect(await guide.getAttribute('aria-expanded')).toBe('true');

    // Navigating within Guide keeps it as it is; navigating into Reference (collapsed) expands it and collapses Guide.
    await clickAndSwap(page, 'aside.sidebar a.menu-link:not(.menu-category-link)[href="/guide/deep/one"]');
    expect(await page.locator('h1').textContent()).toBe('Deep one');
    const after = page.locator('aside.sidebar');
    expect(await category(after, 'Guide').getAttribute('aria-expanded')).toBe('true');
    expect(await category(after, 'Reference').getAttribute('aria-expanded')).toBe('false');
    await clickAndSwap(page, 'a.pagination-nav__link--next');
    expect(await page.locator('h1').textContent()).toBe('API');
    const arrived = page.locator('aside.sidebar');
    await expect.poll(() => category(arrived, 'Reference').getAttribute('aria-expanded')).toBe('true');
    expect(await category(arrived, 'Guide').getAttribute('aria-expanded')).toBe('false');
    expect(await arrived.locator('a.menu-link', { hasText: 'Install' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});

describe('a hideable sidebar', () => {
  it('hides to a strip and shows again, staying hidden across client-side navigation', async () => {
    const { page, errors, close } = await openPage(browser.get(), 1280);
    await page.goto(`${site.url}/long`);
    await hydrated(page);
    const main = page.locator('#main-content');
    const wide = (await main.boundingBox())!.width;
    const hide = page.locator('aside.sidebar button.sidebar-collapse-button');
    expect(await hide.getAttribute('title')).toBe('Collapse sidebar');
    // At the foot of the viewport, below the menu.
    const box = (await hide.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(viewportOf(1280).height - 2);
    await hide.click();
    const strip = page.locator('aside.sidebar.sidebar-hidden');
    await expect.poll(() => strip.count()).toBe(1);
    expect((await strip.boundingBox())!.width).toBeLessThan(40);
    expect(await page.locator('aside.sidebar .menu-link').count()).toBe(0);
    expect((await main.boundingBox())!.width).toBeGreaterThan(wide + 150);
    // Still hidden on the next page (client-side navigation).
    await clickAndSwap(page, 'a.pagination-nav__link--next');
    expect(await page.locator('aside.sidebar.sidebar-hidden').count()).toBe(1);
    const show = page.locator('aside.sidebar button.sidebar-expand-button');
    expect(await show.getAttribute('aria-label')).toBe('Expand sidebar');
    await show.click();
    await expect.poll(() => page.locator('aside.sidebar .menu-link').count()).toBeGreaterThan(3);
    expect(await page.locator('aside.sidebar.sidebar-hidden').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});
