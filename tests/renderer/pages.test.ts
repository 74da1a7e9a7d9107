/**
 * The built HTML of the shipped site and of the clean fixture, as a reader (and a crawler) gets it:
 * titles, head tags, breadcrumbs, TOC, pagination, sidebar, tags, 404, encoded hrefs, assets.
 * Pages are opened with JavaScript off, so this is the server-rendered markup only.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, serveStatic } from '../support/browser.js';
import { buildToTemp, REPO_ROOT } from '../support/site.js';

let browser: Browser;
let context: BrowserContext;
let shipped: { outDir: string; url: string; close: () => Promise<void> };
let clean: { outDir: string; url: string; close: () => Promise<void> };

const STEP3 = '/getting-started/step%203%20-%20instrumenting/kubernetes';

beforeAll(async () => {
  const a = await buildToTemp(REPO_ROOT);
  const b = await buildToTemp(path.join(REPO_ROOT, 'tests/fixtures/clean-site'));
  shipped = { outDir: a.outDir, ...(await serveStatic(a.outDir)) };
  clean = { outDir: b.outDir, ...(await serveStatic(b.outDir)) };
  browser = await launchBrowser();
  context = await browser.newContext({ javaScriptEnabled: false });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shipped?.close();
  await clean?.close();
});

async function open(base: string, route: string): Promise<Page> {
  const page = await context.newPage();
  const response = await page.goto(base + route);
  expect(response?.status(), route).toBe(200);
  return page;
}

const texts = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText.trim()));

describe('a doc page (shipped site)', () => {
  it('has the title "page | site", description, canonical URL, social and colour-mode head tags', async () => {
    const page = await open(shipped.url, STEP3);
    expect(await page.title()).toBe('Instrument a Kubernetes cluster | Kestrel Insights Docs');
    const head = readFileSync(path.join(shipped.outDir, 'getting-started/step 3 - instrumenting/kubernetes/index.html'), 'utf8');
    expect(head).toContain(`<link rel="canonical" href="https://docs.kestrel.example.com${STEP3}">`);
    expect(head).toMatch(/<meta name="description" content="[^"]{40,}">/);
    expect(head).toContain('<meta property="og:title" content="Instrument a Kubernetes cluster | Kestrel Insights Docs">');
    expect(head).toContain('<meta property="og:image" content="https://docs.kestrel.example.com/img/kestrel-social-card.svg">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<link rel="icon" href="/img/favicon.svg">');
    expect(head).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: light\)">/);
    // The colour mode is set by an inline script before any stylesheet, so there is no flash.
    expect(head.indexOf("setAttribute('data-theme'")).toBeGreaterThan(0);
    expect(head.indexOf("setAttribute('data-theme'")).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(head).toMatch(/<html lang="en" dir="ltr"/);
  });

  it('shows breadcrumbs from the sidebar path, one h1, and the TOC of its h2/h3 headings', async () => {
    const page = await open(shipped.url, STEP3);
    expect(await texts(page, 'nav[aria-label="Breadcrumbs"] li')).toEqual(['', 'Getting started', 'Step 3 - Instrumenting', 'Kubernetes']);
    expect(await page.locator('nav[aria-label="Breadcrumbs"] [aria-current="page"]').innerText()).toBe('Kubernetes');
    expect(await texts(page, 'h1')).toEqual(['Instrument a Kubernetes cluster']);
    expect(await texts(page, '.toc-desktop > .toc-list > li > a')).toEqual([
      'Before you begin',
      'Step 1: Add the Helm repository',
      'Step 2: Create the namespace and credentials secret',
      'Step 3: Install the agent for your platform',
      'Step 4: Check the installation',
      'Next step',
    ]);
    // Every TOC link points at a heading of the page.
    const targets = await page.locator('.toc-desktop a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!.slice(1)));
    for (const id of targets) expect(await page.locator(`[id="${id}"]`).count(), id).toBe(1);
  });

  it('links previous and next in sidebar order', async () => {
    const page = await open(shipped.url, STEP3);
    const prev = page.locator('.pagination-nav a[rel="prev"]');
    const next = page.locator('.pagination-nav a[rel="next"]');
    expect(await prev.innerText()).toContain('Step 2: Credentials');
    expect(await prev.getAttribute('href')).toBe('/getting-started/step-2');
    expect(await next.innerText()).toContain('Hosts and VMs');
    expect(await next.getAttribute('href')).toBe('/getting-started/step%203%20-%20instrumenting/non-kubernetes');
  });

  it('marks the active sidebar item and holds only the expanded path of the sidebar', async () => {
    const page = await open(shipped.url, STEP3);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    const active = sidebar.locator('a[aria-current="page"]');
    expect(await active.count()).toBe(1);
    expect(await active.innerText()).toBe('Kubernetes');
    expect(await active.getAttribute('href')).toBe(STEP3);
    // Ancestors are expanded: their siblings are in the page.
    expect(await sidebar.getByRole('link', { name: 'Step 2: Credentials' }).count()).toBe(1);
    expect(await sidebar.getByRole('link', { name: 'Hosts and VMs' }).count()).toBe(1);
    // Other categories are collapsed and their children are not in the HTML at all.
    expect(await sidebar.getByText('Agents', { exact: true }).count()).toBe(1);
    expect(await sidebar.getByRole('link', { name: 'Control plane' }).count()).toBe(0);
    // A collapsed category's label links to its first page (as Docusaurus renders it without JS).
    const html = readFileSync(path.join(shipped.outDir, 'getting-started/step 3 - instrumenting/kubernetes/index.html'), 'utf8');
    expect(html).toContain('/agent/control-plane"');
  });

  it('renders heading anchors, external links and tags as the classic theme does', async () => {
    const page = await open(shipped.url, STEP3);
    const anchor = page.locator('h2#before-you-begin a.hash-link');
    expect(await anchor.getAttribute('aria-label')).toBe('Direct link to Before you begin');
    expect(await anchor.getAttribute('href')).toBe('#before-you-begin');
    const login = page.locator('.navbar a', { hasText: 'Login' });
    expect(await login.getAttribute('target')).toBe('_blank');
    expect(await login.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await login.locator('.sr-only').innerText()).toBe('(opens in new tab)');
    const tags = page.locator('.doc-footer a[rel="tag"]');
    expect(await tags.count()).toBeGreaterThan(1);
    for (const href of await tags.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/tags\/[a-z0-9-]+$/);
  });

  it('writes code blocks highlighted at build time, with titles and a copy button', async () => {
    const page = await open(shipped.url, '/agent/kubernetes_agent/kubernetes');
    const block = page.locator('.code-block').filter({ has: page.locator('.code-block-title') }).first();
    expect((await block.locator('.code-block-title').innerText()).length).toBeGreaterThan(2);
    expect(await block.locator('.token').count()).toBeGreaterThan(3);
    expect(await block.locator('button.copy-button').getAttribute('aria-label')).toBe('Copy code to clipboard');
  });

  it('copies images with content-hashed names and loads them lazily', async () => {
    const page = await open(shipped.url, '/');
    const img = page.locator('.markdown img').first();
    const src = (await img.getAttribute('src'))!;
    expect(src).toMatch(/^\/assets\/images\/kestrel-architecture-[0-9a-f]{8}\.svg$/);
    expect(await img.getAttribute('loading')).toBe('lazy');
    expect((await img.getAttribute('alt'))!.length).toBeGreaterThan(20);
    expect(existsSync(path.join(shipped.outDir, src))).toBe(true);
  });

  it('percent-encodes spaces in hrefs and keeps & raw (decodeURI servers), and writes those pages on disk as named', async () => {
    const page = await open(shipped.url, '/getting-started/step%204%20-%20monitors%20%26%20alerts/monitors');
    const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs).toContain('/getting-started/step%203%20-%20instrumenting/kubernetes');
    expect(hrefs.some((h) => h.startsWith('/getting-started/step%204%20-%20monitors%20&%20alerts/'))).toBe(true);
    expect(hrefs.filter((h) => h.includes(' ') || h.includes('%26'))).toEqual([]);
    expect(existsSync(path.join(shipped.outDir, 'getting-started/step 4 - monitors & alerts/alerts/index.html'))).toBe(true);
  });
});

describe('tag pages (shipped site)', () => {
  it('lists every tag on /tags, grouped by first letter, with its doc count', async () => {
    const page = await open(shipped.url, '/tags');
    expect(await page.title()).toBe('Tags | Kestrel Insights Docs');
    expect(await texts(page, '.tags-group h2')).toContain('P');
    const alerts = page.locator('a.tag', { hasText: /^Alerts/ }).first();
    expect(await alerts.getAttribute('href')).toBe('/tags/alerts');
    expect(await alerts.locator('.tag-count').innerText()).toMatch(/^13/);
    expect(await page.locator('a.tag').count()).toBe(71);
  });

  it('titles a tag page "N docs tagged with "X"" and lists each doc with its description', async () => {
    let page = await open(shipped.url, '/tags/alerts');
    expect(await page.locator('h1').innerText()).toBe('13 docs tagged with "Alerts"');
    expect(await page.locator('.tag-doc').count()).toBe(13);
    expect((await page.locator('.tag-doc p').first().innerText()).length).toBeGreaterThan(30);
    expect(await page.getByRole('link', { name: 'View all tags' }).getAttribute('href')).toBe('/tags');
    page = await open(shipped.url, '/tags/pagerduty');
    expect(await page.locator('h1').innerText()).toBe('One doc tagged with "PagerDuty"');
  });
});

describe('the 404 page', () => {
  it('is written as 404.html and served for unknown paths', async () => {
    const page = await context.newPage();
    const response = await page.goto(`${shipped.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('Page Not Found | Kestrel Insights Docs');
    expect(await page.locator('h1').innerText()).toBe('Page Not Found');
    expect(existsSync(path.join(shipped.outDir, '404.html'))).toBe(true);
  });
});

describe('site files', () => {
  it('writes a sitemap with encoded absolute URLs, hashed CSS and JS, and the static folder', () => {
    const sitemap = readFileSync(path.join(shipped.outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>https://docs.kestrel.example.com${STEP3}</loc>`);
    expect(sitemap).toContain('<loc>https://docs.kestrel.example.com/getting-started/step%204%20-%20monitors%20&amp;%20alerts/alerts</loc>');
    expect((sitemap.match(/<loc>/g) ?? []).length).toBe(147);
    const html = readFileSync(path.join(shipped.outDir, 'index.html'), 'utf8');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/css\/styles\.[0-9a-f]{10}\.css">/);
    expect(html).toMatch(/<script type="module" src="\/assets\/js\/[^"]+\.js"><\/script>/);
    expect(existsSync(path.join(shipped.outDir, 'img/logo.svg'))).toBe(true);
  });
});

describe('versions and navbar items (clean fixture)', () => {
  it('shows the unreleased banner on the "Next" version, with a link to the latest version', async () => {
    const page = await open(clean.url, '/next/');
    const banner = page.locator('.version-banner');
    expect(await banner.innerText()).toContain('This is unreleased documentation for Clean Site Next version.');
    expect(await banner.locator('a').getAttribute('href')).toBe('/');
    const latest = await open(clean.url, '/');
    expect(await latest.locator('.version-banner').count()).toBe(0);
  });

  it('renders the navbar item types: doc, docSidebar, docsVersion, version dropdown, dropdown, html', async () => {
    const page = await open(clean.url, '/');
    const navbar = page.locator('nav.navbar');
    expect(await navbar.getByRole('link', { name: 'Intro', exact: true }).getAttribute('href')).toBe('/');
    expect(await navbar.getByRole('link', { name: 'Docs', exact: true }).count()).toBe(1);
    expect(await navbar.getByRole('link', { name: 'Latest', exact: true }).count()).toBe(1);
    // The docsVersionDropdown: its menu is closed (hidden) until opened, but its links are in the page.
    const versionMenu = navbar.locator('.navbar-dropdown').filter({ hasText: '1.0' });
    expect(await versionMenu.locator('.dropdown-menu a').evaluateAll((as) => as.map((a) => a.textContent!.trim()))).toEqual(['Next', '1.0']);
    expect(await navbar.locator('.dropdown-menu a', { hasText: 'Website' }).getAttribute('target')).toBe('_blank');
    expect(await navbar.locator('.navbar-html').innerText()).toBe('beta');
    // A search box is configured explicitly, so exactly one is rendered.
    expect(await navbar.locator('input[type="search"]').count()).toBe(1);
  });

  it('renders a generated category index as cards of its items', async () => {
    const page = await open(clean.url, '/next/category/guide');
    expect(await page.locator('h1').innerText()).toBe('Guide');
    expect(await page.locator('.card').count()).toBeGreaterThan(1);
  });

  it('writes footer columns with titles and the copyright', async () => {
    const page = await open(clean.url, '/');
    expect(await page.locator('footer .footer-title').innerText()).toBe('Docs');
    expect(await page.locator('footer').innerText()).toContain('Copyright 2025 Clean Site');
  });
});
