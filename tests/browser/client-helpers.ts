/**
 * Helpers of the client browser tests: build a site once per file (the shipped one or a fixture),
 * serve it, and watch a page's console. Pages run at both widths the issue asks for.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import sirv from 'sirv';
import { afterAll, beforeAll } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';
import { launchBrowser, serveStatic } from '../support/browser.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const fixtureDir = (name: string) => path.join(repoRoot, 'tests', 'fixtures', name);

export const WIDTHS = [1280, 375] as const;
export const viewportOf = (width: number) => ({ width, height: width > 400 ? 900 : 740 });

export interface BuiltSite {
  dir: string;
  url: string;
  close(): Promise<void>;
}

/** Loads and builds a site into a temporary folder and serves it (at `mount`, default the root). */
export async function buildAndServe(siteDir: string, options: { mount?: string } = {}): Promise<BuiltSite> {
  const loaded = await loadSite(siteDir);
  const errors = loaded.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) throw new Error(`${siteDir} has errors:\n${errors.map((d) => `${d.file ?? ''}:${d.line ?? ''} ${d.message}`).join('\n')}`);
  const tmp = mkdtempSync(path.join(tmpdir(), 'docs-client-'));
  const outDir = path.join(tmp, 'build');
  await buildSite(loaded, { outDir });
  const server = options.mount ? await serveMounted(outDir, options.mount) : await serveStatic(outDir);
  return {
    dir: outDir,
    url: server.url,
    close: async () => {
      await server.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** Serves a build folder under a path prefix (a site built for baseUrl `/docs/` served at `/docs/`). */
async function serveMounted(dir: string, mount: string): Promise<{ url: string; close: () => Promise<void> }> {
  const handler = sirv(dir, { dev: true, extensions: ['html'] });
  const notFound = (res: import('node:http').ServerResponse) => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(readFileSync(path.join(dir, '404.html')));
  };
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith(mount)) return notFound(res);
    req.url = `/${url.slice(mount.length)}`;
    handler(req, res, () => notFound(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * A test file's fixture site and browser: built, served and launched before its tests, closed
 * after. Read the site through the returned holder (`fixture.site.url`).
 */
export function useFixtureSite(name: string, browser: ReturnType<typeof sharedBrowser>, options: { mount?: string } = {}): { readonly site: BuiltSite } {
  const holder = {} as { site: BuiltSite };
  beforeAll(async () => {
    holder.site = await buildAndServe(fixtureDir(name), options);
    await browser.launch();
  });
  afterAll(async () => {
    await browser.close();
    await holder.site?.close();
  });
  return holder;
}

/** One browser per test file. */
export function sharedBrowser(): { get: () => Browser; launch: () => Promise<void>; close: () => Promise<void> } {
  let browser: Browser | undefined;
  return {
    get: () => {
      if (!browser) throw new Error('browser not launched');
      return browser;
    },
    launch: async () => {
      browser = await launchBrowser();
    },
    close: async () => {
      await browser?.close();
    },
  };
}

export interface Watched {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors so far. */
  errors: string[];
  warnings: string[];
  close(): Promise<void>;
}

/** A fresh context and page at `width`, with console errors and page errors collected. */
export async function openPage(browser: Browser, width: number, options: BrowserContextOptions = {}): Promise<Watched> {
  const context = await browser.newContext({ viewport: viewportOf(width), ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { context, page, errors, warnings, close: () => context.close() };
}

/** Waits until the client bundle hydrated the page (the router is listening). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __docsClient?: boolean }).__docsClient === true && history.state?.key !== undefined);
}

/** Clicks a link and waits for the client-side swap (the navigation measure) — no full load. */
export async function clickAndSwap(page: Page, selector: string): Promise<void> {
  await page.evaluate(() => performance.clearMeasures('docs:navigation'));
  await page.click(selector);
  await page.waitForFunction(() => performance.getEntriesByName('docs:navigation').length > 0);
}

/** A marker on `window` that a full page load would lose. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
export async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}
