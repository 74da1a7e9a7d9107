/**
 * Navbar: hideOnScroll (hidden on scroll down, shown on scroll up, near the top and for a hash
 * target), dropdowns (click, hover, keyboard, aria-expanded), and at 996 px and below the mobile
 * menu (main and docs menus, "Back to main menu", scroll lock, closed when the window grows past
 * 996 px, search reachable from it while the navbar's search item is hidden).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickAndSwap, hydrated, openPage, sharedBrowser, useFixtureSite, WIDTHS } from './client-helpers.js';

const browser = sharedBrowser();
const fixture = useFixtureSite('client-site', browser);

const navbarHidden = (page: Page) => page.evaluate(() => document.querySelector('.navbar')!.classList.contains('navbar-hidden'));
const navbarOnScreen = (page: Page) => page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().bottom > 1);

describe.each(WIDTHS)('navbar at %i px', (width) => {
  it('hides on scroll down, shows on scroll up and near the top, and stays for a hash target', async () => {
    const { page, errors, close } = await openPage(browser.get(), width);
    await page.goto(`${fixture.site.url}/long`);
    await hydrated(page);
    expect(await navbarHidden(page)).toBe(false);
    await page.mouse.move(width / 2, 400);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => navbarHidden(page)).toBe(true);
    await expect.poll(() => navbarOnScreen(page)).toBe(false);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => navbarHidden(page)).toBe(false);
    await expect.poll(() => navbarOnScreen(page)).toBe(true);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => navbarHidden(page)).toBe(true);
    // Near the top it is always shown.
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect.poll(() => navbarHidden(page)).toBe(false);
    // An in-page link scrolls down to its target: the navbar stays.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('.markdown p a[href="#section-9"]').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.waitForTimeout(250);
    expect(await navbarHidden(page)).toBe(false);
    expect(await navbarOnScreen(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('opens and closes dropdowns by click, hover and keyboard, with aria-expanded', async () => {
    const { page, errors, close } = await openPage(browser.get(), width);
    await page.goto(`${fixture.site.url}/`);
    await hydrated(page);
    if (width > 996) {
      const toggle = page.locator('.navbar-dropdown .dropdown-toggle');
      const menu = page.locator('.navbar-dropdown .dropdown-menu');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => menu.isVisible()).toBe(false);
      // Hover opens, leaving closes.
      await toggle.hover();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await menu.isVisible()).toBe(true);
      await page.mouse.move(width - 10, 600);
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      // Click opens (also right after the pointer arrives), a second click closes.
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      // An outside click closes.
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await page.mouse.click(width / 2, 700);
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      // Keyboard: Enter toggles, arrows move through the items, Escape closes and returns focus.
      await page.mouse.move(width - 10, 890);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Long page');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Tabs page');
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Long page');
      await page.keyboard.press('Escape');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('dropdown-toggle'))).toBe(true);
      // Tabbing out of an open dropdown closes it.
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Website (opens in new tab)');
      await page.keyboard.press('Tab');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    } else {
      // Below 996 px the dropdown is a collapsible list in the mobile menu.
      await page.locator('.navbar-toggle').click();
      await page.locator('.back-to-main').click();
      const toggle = page.locator('.navbar-sidebar .menu-category-toggle', { hasText: 'More' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator('.navbar-sidebar a', { hasText: 'Tabs page' }).isVisible()).toBe(true);
      await toggle.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('.navbar-sidebar a', { hasText: 'Tabs page' }).count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('has a mobile menu at 996 px and below: main and docs menus, scroll lock, closed past 996 px, search inside', async () => {
    const { page, errors, close } = await openPage(browser.get(), width);
    await page.goto(`${fixture.site.url}/guide/install`);
    await hydrated(page);
    const hamburger = page.locator('.navbar-toggle');
    if (width > 996) {
      // Desktop: no hamburger; the sidebar and the navbar's search item are on the page.
      expect(await hamburger.isVisible()).toBe(false);
      expect(await page.locator('aside.sidebar').isVisible()).toBe(true);
      expect(await page.locator('.navbar-item-search input').isVisible()).toBe(true);
      // A menu left open on a narrow window closes when the window grows past 996 px.
      await page.setViewportSize({ width: 800, height: 900 });
      await hamburger.click();
      expect(await page.locator('#navbar-sidebar').isVisible()).toBe(true);
      await page.setViewportSize({ width: 997, height: 900 });
      await expect.poll(() => page.locator('#navbar-sidebar').count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
    } else {
      expect(await page.locator('aside.sidebar').isVisible()).toBe(false);
      // The navbar's search box is hidden (the search UI may offer a detached-mode button instead).
      expect(await page.locator('.navbar-item-search input').isVisible()).toBe(false);
      expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
      await hamburger.click();
      const menu = page.locator('#navbar-sidebar');
      expect(await menu.isVisible()).toBe(true);
      expect(await hamburger.getAttribute('aria-expanded')).toBe('true');
      // Focus moves into the menu and stays there (a modal dialog).
      expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar-sidebar-close'))).toBe(true);
      // Backwards from the close button: colour toggle, brand, then around to the menu's last link.
      for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Tabs page');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#navbar-sidebar'))).toBe(true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar-brand'))).toBe(true);
      // Page scroll is locked while it is open.
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      await page.mouse.move(370, 700);
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(150);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // On a doc page it opens on the docs menu, with a way back to the main menu.
      expect(await menu.locator('.menu-link', { hasText: 'Install' }).isVisible()).toBe(true);
      await menu.locator('.back-to-main').click();
      for (const label of ['Home', 'Tags', 'More', 'Support']) expect(await menu.locator('.menu-root > .menu-item', { hasText: label }).first().isVisible()).toBe(true);
      await menu.locator('.docs-menu-link').click();
      expect(await menu.locator('.menu-link', { hasText: 'Configure' }).isVisible()).toBe(true);
      // Search is reachable from the menu.
      expect(await menu.locator('.navbar-sidebar-search input').isVisible()).toBe(true);
      // A link in the menu navigates on the client and closes the menu.
      await clickAndSwap(page, '#navbar-sidebar a.menu-link[href="/guide/configure"]');
      expect(await page.locator('h1').textContent()).toBe('Configure');
      await expect.poll(() => menu.count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
      // Escape closes it; growing past 996 px closes it.
      await hamburger.click();
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.count()).toBe(0);
      await hamburger.click();
      await page.setViewportSize({ width: 1100, height: 740 });
      await expect.poll(() => menu.count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
    }
    expect(errors).toEqual([]);
    await close();
  });
});
