/**
 * The chunked search index in a real browser: on a 300-doc generated site built twice (chunked, as
 * a site of more than search.splitIndexAbove pages is, and in one file), the search box shows
 * the same results for the same queries, and the chunked build fetches the manifest and only some
 * chunks, never the whole file. On a versioned site, each version's pages search that version.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, serveStatic } from '../support/browser.js';
import { buildAndServe as buildAndMount } from './client-helpers.js';
import { buildToTemp, REPO_ROOT } from '../support/site.js';

type Served = { url: string; close: () => Promise<void>; outDir: string };
let browser: Browser;
let tmp: string;
const served: Record<'chunked' | 'single' | 'versions', Served> = {} as never;

async function buildAndServe(siteDir: string, config?: string): Promise<Served> {
  const { outDir } = await buildToTemp(siteDir, config);
  return { ...(await serveStatic(outDir)), outDir };
}

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

async function buildCorpus(): Promise<void> {
  tmp = mkdtempSync(path.join(tmpdir(), 'docs-search-chunks-'));
  const corpus = path.join(tmp, 'corpus');
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/gen-corpus.mjs'), corpus, '300']);
  const single = path.join(corpus, 'single.config.mjs');
  writeFileSync(single, "import config from './site.config.mjs';\nexport default { ...config, search: { ...config.search, splitIndexAbove: 100000 } };\n");
  served.chunked = await buildAndServe(corpus);
  served.single = await buildAndServe(corpus, single);
}

afterAll(async () => {
  await browser?.close();
  for (const s of Object.values(served)) await s?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** Opens `route`, types `query` in the search box and returns the shown results (title, page, href) and the search requests. */
async function searchOn(site: Served, route: string, query: string): Promise<{ results: string[][]; requests: string[]; errors: string[] }> {
  const page: Page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => r.url().includes('search-index') && requests.push(new URL(r.url()).pathname));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(site.url + route, { waitUntil: 'networkidle' });
  const combobox = page.locator('.navbar input[role="combobox"]');
  const deadline = Date.now() + 20_000;
  while (!(await combobox.count()) && Date.now() < deadline) {
    await page.locator('.navbar .search-input').first().focus();
    await page.waitForTimeout(100);
  }
  await combobox.focus();
  await page.keyboard.type(query);
  await expect.poll(() => page.locator('[role="listbox"]').getAttribute('data-query'), { timeout: 30_000 }).toBe(query);
  const results = await page.locator('[role="listbox"] [role="option"]').evaluateAll((els) => els.map((el) => [el.querySelector('.search-result-title')?.textContent ?? '', el.querySelector('.search-result-page')?.textContent ?? '', el.getAttribute('href') ?? '']));
  await page.close();
  return { results, requests, errors };
}

const chunkFiles = (outDir: string) => readdirSync(path.join(outDir, 'search-index-en'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name !== 'manifest.json').length;

describe('chunked search index in the browser', () => {
  beforeAll(buildCorpus, 400_000);

  it('shows the results of the one-file index, fetching the manifest and only some chunks', async () => {
    const total = chunkFiles(served.chunked.outDir);
    expect(total).toBeGreaterThan(20);
    for (const query of ['replica', 'noisy queue', 'config.yaml', 'sampl', 'colector']) {
      const chunked = await searchOn(served.chunked, '/', query);
      const single = await searchOn(served.single, '/', query);
      expect(chunked.results, query).toEqual(single.results);
      expect(single.requests).toEqual(['/search-index-en.json']);
      expect(chunked.requests[0]).toBe('/search-index-en/manifest.json');
      expect(chunked.requests).not.toContain('/search-index-en.json');
      expect(new Set(chunked.requests).size - 1, query).toBeLessThan(total / 4);
      expect([...chunked.errors, ...single.errors]).toEqual([]);
    }
    // A query with results at all (the corpus' words).
    expect((await searchOn(served.single, '/', 'replica')).results.length).toBeGreaterThan(0);
  }, 240_000);
});

describe('search per docs version in the browser', () => {
  beforeAll(async () => {
    // Served under its baseUrl, /docs/.
    const site = await buildAndMount(path.join(REPO_ROOT, 'tests/fixtures/client-versions'), { mount: '/docs/' });
    served.versions = { url: site.url, close: site.close, outDir: site.dir };
  }, 120_000);

  it('searches the version of the page the reader is on', async () => {
    // 1.0 is the latest version (/docs/), Next is at /docs/next/.
    const next = await searchOn(served.versions, '/docs/next/guide', 'guide');
    expect(next.results[0]?.[2]).toMatch(/^\/docs\/next\/guide/);
    expect(next.results.filter((r) => !r[2].startsWith('/docs/next/'))).toEqual([]);
    expect(next.requests).toEqual(['/docs/search-index-en-current.json']);
    const latest = await searchOn(served.versions, '/docs/guide', 'guide');
    expect(latest.results[0]?.[2]).toMatch(/^\/docs\/guide/);
    expect(latest.results.filter((r) => r[2].startsWith('/docs/next/'))).toEqual([]);
    expect(latest.requests).toEqual(['/docs/search-index-en.json']);
  }, 120_000);
});
