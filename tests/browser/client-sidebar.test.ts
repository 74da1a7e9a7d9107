/**
 * Sidebar, TOC and announcement bar: categories expand and collapse (aria-expanded) with children
 * from the full sidebar JSON fetched once, and keep their state across client-side navigation; the
 * page's sidebar hydrates from the packed form of the hydration data; the
 * TOC marks the heading in view; the announcement bar's dismissal is stored and reset when the
 * announcement id changes.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { clickAndSwap, hydrated, openPage, sharedBrowser, useFixtureSite, WIDTHS } from './client-helpers.js';

const browser = sharedBrowser();
const fixture = useFixtureSite('client-site', browser);

/** The docs sidebar: the desktop one, or the docs menu of the mobile menu (opened first). */
async function sidebar(page: Page, width: number): Promise<Locator> {
  if (width > 996) return page.locator('aside.sidebar');
  if (!(await page.locator('#navbar-sidebar').count())) await page.locator('.navbar-toggle').click();
  return page.locator('#navbar-sidebar');
}
const category = (root: Locator, label: string) => root.locator('.menu-category-link', { hasText: label });

describe.each(WIDTHS)('sidebar, TOC and announcement bar at %i px', (width) => {
  it('expands and collapses categories, fetching the full sidebar once, and keeps them across navigation', async () => {
    const { page, errors, close } = await openPage(browser.get(), width);
    const sidebarRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/_pages\/sidebar-[0-9a-f]{16}\.json$/.test(request.url())) sidebarRequests.push(request.url());
    });
    await page.goto(`${fixture.site.url}/`);
    await hydrated(page);
    let root = await sidebar(page, width);
    const guide = category(root, 'Guide');
    const reference = category(root, 'Reference');
    expect(await guide.getAttribute('aria-expanded')).toBe('false');
    expect(await root.locator('a.menu-link', { hasText: 'Install' }).count()).toBe(0);
    await guide.click();
    await expect.poll(() => guide.getAttribute('aria-expanded')).toBe('true');
    expect(await root.locator('a.menu-link', { hasText: 'Install' }).isVisible()).toBe(true);
    // The children's list is the one the button controls.
    const controlled = await guide.getAttribute('aria-controls');
    expect(await root.locator(`[id="${controlled}"] a`, { hasText: 'Configure' }).count()).toBe(1);
    await reference.click();
    await expect.poll(() => reference.getAttribute('aria-expanded')).toBe('true');
    const deep = category(root, 'Deep');
    await deep.click();
    await expect.poll(() => deep.getAttribute('aria-expanded')).toBe('true');
    expect(await root.locator('a.menu-link', { hasText: 'Deep one' }).isVisible()).toBe(true);
    expect(sidebarRequests).toHaveLength(1);
    await guide.click();
    await expect.poll(() => guide.getAttribute('aria-expanded')).toBe('false');
    expect(await root.locator('a.menu-link', { hasText: 'Install' }).count()).toBe(0);

    // Client-side navigation to another page: Reference stays expanded, Guide collapsed.
    await clickAndSwap(page, width > 996 ? 'aside.sidebar a.menu-link[href="/long"]' : '#navbar-sidebar a.menu-link[href="/long"]');
    expect(await page.locator('h1').textContent()).toBe('Long page');
    root = await sidebar(page, width);
    await expect.poll(() => category(root, 'Reference').getAttribute('aria-expanded')).toBe('true');
    expect(await category(root, 'Guide').getAttribute('aria-expanded')).toBe('false');
    expect(await root.locator('a.menu-link.active').textContent()).toBe('Long page');
    // Arriving on a page inside a collapsed category expands it; the others keep their state.
    await clickAndSwap(page, width > 996 ? 'aside.sidebar a.menu-link[href="/reference/cli"]' : '#navbar-sidebar a.menu-link[href="/reference/cli"]');
    root = await sidebar(page, width);
    await page.evaluate(() => history.back());
    await expect.poll(() => page.locator('h1').textContent()).toBe('Long page');
    await page.locator('.markdown a[href="/"]').click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Introduction');
    await page.locator('.markdown a[href="/guide/install"]').click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Install');
    root = await sidebar(page, width);
    await expect.poll(() => category(root, 'Guide').getAttribute('aria-expanded')).toBe('true');
    expect(await category(root, 'Reference').getAttribute('aria-expanded')).toBe('true');
    expect(await root.locator('a.menu-link[aria-current="page"]').textContent()).toBe('Install');
    expect(sidebarRequests).toHaveLength(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('hydrates the sidebar from the packed hydration data, and still expands categories after navigating', async () => {
    const { page, errors, close } = await openPage(browser.get(), width);
    await page.goto(`${fixture.site.url}/guide/deep/one`);
    await hydrated(page);
    // The hydration data carries the sidebar packed (labels, links, flags), not as a second tree.
    const data = await page.evaluate(() => JSON.parse(document.getElementById('docs-data')!.textContent!) as { page: Record<string, unknown> });
    expect(data.page).not.toHaveProperty('sidebar');
    expect(JSON.stringify(data.page.packedSidebar)).toContain('"Reference"');
    let root = await sidebar(page, width);
    // Carets draw the one caret symbol of the page, in the desktop sidebar and in the mobile menu.
    const caretWidths = await root.locator('.menu-caret use').evaluateAll((uses) => uses.map((u) => (u as SVGUseElement).getBBox().width));
    expect(caretWidths.length).toBeGreaterThan(2);
    for (const w of caretWidths) expect(w).toBeGreaterThan(4);
    // The hydrated tree is the page's: its category path open, the page current, the rest collapsed.
    expect(await category(root, 'Guide').getAttribute('aria-expanded')).toBe('true');
    expect(await category(root, 'Deep').getAttribute('aria-expanded')).toBe('true');
    expect(await root.locator('a.menu-link[aria-current="page"]').textContent()).toBe('Deep one');
    await category(root, 'Deep').click();
    await expect.poll(() => category(root, 'Deep').getAttribute('aria-expanded')).toBe('false');
    expect(await root.locator('a.menu-link', { hasText: 'Deep one' }).count()).toBe(0);

    // After a client-side navigation, a collapsed category expands (children from the full sidebar).
    await clickAndSwap(page, width > 996 ? 'aside.sidebar a.menu-link[href="/long"]' : '#navbar-sidebar a.menu-link[href="/long"]');
    // (The mobile menu closes on navigation, right after the swap: reopen it once it has.)
    await expect.poll(() => page.locator('#navbar-sidebar').count()).toBe(0);
    root = await sidebar(page, width);
    const reference = category(root, 'Reference');
    expect(await reference.getAttribute('aria-expanded')).toBe('false');
    await reference.click();
    await expect.poll(() => reference.getAttribute('aria-expanded')).toBe('true');
    expect(await root.locator('a.menu-link[href="/reference/cli"]').isVisible()).toBe(true);
    // The state from the first page is kept: Deep stays collapsed inside the still open Guide.
    expect(await category(root, 'Guide').getAttribute('aria-expanded')).toBe('true');
    expect(await category(root, 'Deep').getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await close();
  });

  it('marks the heading in view in the table of contents', async () => {
    const { page, errors, close } = await openPage(browser.get(), width);
    await page.goto(`${fixture.site.url}/long`);
    await hydrated(page);
    const toc = width > 996 ? page.locator('.toc-desktop') : page.locator('.toc-mobile');
    if (width <= 996) await page.locator('.toc-mobile summary').click();
    const active = () => toc.locator('a.toc-link.active').allTextContents();
    await page.evaluate(() => document.getElementById('section-5')!.scrollIntoView());
    await expect.poll(active).toEqual(['Section 5']);
    await page.evaluate(() => document.getElementById('section-9')!.scrollIntoView());
    await expect.poll(active).toEqual(['Section 9']);
    // Halfway through a section, that section is still the one being read.
    await page.evaluate(() => window.scrollBy(0, 150));
    await expect.poll(active).toEqual(['Section 9']);
    await page.evaluate(() => document.getElementById('subsection-9')!.scrollIntoView());
    await expect.poll(active).toEqual(['Subsection 9']);
    if (width > 996) {
      await toc.locator('a', { hasText: 'Section 2' }).first().click();
      await expect.poll(active).toEqual(['Section 2']);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('dismisses the announcement bar, remembers it, and shows it again for a new announcement id', async () => {
    const { page, errors, close } = await openPage(browser.get(), width);
    await page.goto(`${fixture.site.url}/`);
    await hydrated(page);
    const bar = page.locator('.announcement-bar');
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.textContent()).toContain('Client 2.0 is out.');
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => bar.count()).toBe(0);
    expect(await page.evaluate(() => [localStorage.getItem('docs-announcement-bar-id'), localStorage.getItem('docs-announcement-bar-dismiss')])).toEqual(['launch-2', 'true']);
    // Dismissed stays dismissed, from the first paint on.
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await bar.isVisible()).toBe(false);
    await hydrated(page);
    await expect.poll(() => bar.count()).toBe(0);
    // A dismissal of another (older) announcement does not hide this one.
    await page.evaluate(() => localStorage.setItem('docs-announcement-bar-id', 'launch-1'));
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await bar.isVisible()).toBe(true);
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => [localStorage.getItem('docs-announcement-bar-id'), localStorage.getItem('docs-announcement-bar-dismiss')])).toEqual(['launch-2', null]);
    expect(await bar.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
