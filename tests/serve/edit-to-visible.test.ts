/**
 * Edit-to-visible in `docs serve` on the shipped site (issue 14, item 8): a page open in Chromium,
 * a doc edited 20 times, each time waiting until the new text shows in the page. The test checks
 * that every edit shows up; the times are measured and printed (p50/p95 of the whole, and of the
 * server's share: from the write until the reload event), never asserted: the machine is shared.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServeHandle, serveSite } from '../../serve/serve.js';
import { launchBrowser } from '../support/browser.js';
import { EVENT_TIMEOUT, EventStream, repoRoot } from './helpers.js';

const EDITS = 20;
const DOC = 'content/docs/introduction.md';
const ANCHOR = 'Kestrel Insights is an observability and cost-management platform from Kestrel.';

let tmp: string;
let handle: ServeHandle;
let stream: EventStream;
let browser: Browser;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'docs-edit-visible-'));
  const dir = path.join(tmp, 'site');
  cpSync(path.join(repoRoot, 'content'), path.join(dir, 'content'), { recursive: true });
  cpSync(path.join(repoRoot, 'site.config.ts'), path.join(dir, 'site.config.ts'));
  [handle, browser] = await Promise.all([serveSite(dir, { port: 0, host: '127.0.0.1', open: false, cache: false, log: null }), launchBrowser()]);
  stream = new EventStream(handle.port);
  await stream.connected;
}, 180_000);

afterAll(async () => {
  stream?.close();
  await browser?.close();
  await handle?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** Waits until the page shows `text`; the page reloads meanwhile, so a wait cut short by it starts again. */
async function shows(page: Page, text: string): Promise<void> {
  const until = Date.now() + EVENT_TIMEOUT;
  for (;;) {
    try {
      await page.waitForFunction((t) => !!document.body && document.body.innerText.includes(t), text, { polling: 'raf', timeout: Math.max(1, until - Date.now()) });
      return;
    } catch (error) {
      if (Date.now() >= until || !/context was destroyed|navigat/i.test((error as Error).message)) throw error;
    }
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (label: string, values: number[]) => {
  // (a reload that paints nothing new has no first-contentful-paint entry: left out)
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return `${label}: not measured`;
  return `${label}: p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, min ${sorted[0].toFixed(0)}, max ${sorted[sorted.length - 1].toFixed(0)} (n=${sorted.length})`;
};

describe('edit-to-visible in docs serve (shipped site)', () => {
  it(`shows each of ${EDITS} edits of a doc in the open page, and reports how long it took`, async () => {
    const docPath = path.join(tmp, 'site', DOC);
    const original = readFileSync(docPath, 'utf8');
    expect(original).toContain(ANCHOR);
    const page = await browser.newPage();
    const rebuilds: { ms: number; timings: Record<string, number> }[] = [];
    handle.events.on('rebuild', (e: { ms: number; timings: Record<string, number> }) => rebuilds.push(e));
    const total: number[] = [];
    const server: number[] = [];
    /** Per edit, in the browser (Navigation Timing, epoch ms compared with the test's clock): the reloaded page's phases. */
    const browserPhases: Record<string, number>[] = [];
    const painted: number[] = [];
    try {
      await page.goto(`http://127.0.0.1:${handle.port}/`);
      await shows(page, ANCHOR);
      for (let i = 1; i <= EDITS; i++) {
        const marker = `Edit number ${i} is visible.`;
        // The page is connected to the event stream before the edit (the server counts it, next to ours).
        await expect.poll(() => handle.status().clients, { timeout: EVENT_TIMEOUT }).toBeGreaterThanOrEqual(2);
        const from = stream.mark();
        const build = handle.status().build;
        const started = performance.now();
        const startedAt = Date.now();
        writeFileSync(docPath, original.replace(ANCHOR, `${ANCHOR} ${marker}`));
        let reloadAt = 0;
        const reload = stream.next((e) => e.event === 'reload' && (e.data.build ?? 0) > build, from, `the reload after edit ${i}`).then(() => {
          reloadAt = Date.now();
          return performance.now() - started;
        });
        await shows(page, marker);
        const visibleAt = Date.now();
        total.push(performance.now() - started);
        server.push(await reload);
        const nav = await page.evaluate(() => {
          const e = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          return { fcp: paint ? paint.startTime : NaN, origin: performance.timeOrigin, requestStart: e.requestStart, responseStart: e.responseStart, responseEnd: e.responseEnd, domInteractive: e.domInteractive, domContentLoaded: e.domContentLoadedEventEnd, load: e.loadEventEnd };
        });
        // The new text is in the HTML, in the first paragraph: a reader sees it at the first paint.
        painted.push(nav.origin + nav.fcp - startedAt);
        browserPhases.push({
          'reload event -> new navigation': nav.origin - reloadAt,
          'navigation -> response start': nav.responseStart,
          'response start -> end': nav.responseEnd - nav.responseStart,
          'response end -> DOM interactive': nav.domInteractive - nav.responseEnd,
          'DOM interactive -> DOMContentLoaded end': nav.domContentLoaded - nav.domInteractive,
          'navigation -> first contentful paint': nav.fcp,
          'navigation -> text seen by the test': visibleAt - nav.origin,
        });
      }
    } finally {
      writeFileSync(docPath, original);
      await page.close();
    }
    expect(total).toHaveLength(EDITS);
    const phases = ['waited', 'debounce', 'parse', 'read', 'assemble', 'validate', 'build'];
    const phaseLine = phases
      .filter((p) => rebuilds.some((r) => typeof r.timings[p] === 'number'))
      .map((p) => `${p} ${(rebuilds.map((r) => r.timings[p] ?? 0).sort((a, b) => a - b)[Math.floor(rebuilds.length / 2)]).toFixed(0)}`)
      .join(', ');
    console.log(
      [
        `edit-to-visible over ${EDITS} edits of ${DOC} (shipped site, Chromium):`,
        `  ${summary('write -> first paint of the new page (what a reader sees)', painted)}`,
        `  ${summary('write -> text found in the page by the test (polling)', total)}`,
        `  ${summary('write -> reload event (server)', server)}`,
        `  ${summary('reload event -> text visible (browser)', total.map((t, i) => t - server[i]))}`,
        `  ${summary('rebuild (server, its own measure)', rebuilds.map((r) => r.ms))}`,
        `  median server phases (ms): ${phaseLine}`,
        `  median browser phases (ms): ${Object.keys(browserPhases[0] ?? {})
          .map((k) => {
            const values = browserPhases.map((b) => b[k]).filter(Number.isFinite).sort((a, b) => a - b);
            return `${k} ${values.length ? values[Math.floor(values.length / 2)].toFixed(0) : '-'}`;
          })
          .join(', ')}`,
      ].join('\n'),
    );
  }, 600_000);
});
