#!/usr/bin/env node
/**
 * Client measurements of a built site (not a test: numbers to read, never asserted by timing).
 *
 *   npx tsc -p . && node bin/docs.js build && node tests/browser/client-measure.mjs build [--no-lighthouse]
 *
 * Serves the build as a static host would (gzip, long cache for hashed assets) and prints:
 * - JS and CSS bytes (gzip) a doc page loads before any interaction;
 * - time from click to content swapped for a prefetched page (performance measure
 *   `docs:navigation`, median of 15 clicks, at 1280 px and at 375 px);
 * - Lighthouse scores (desktop and mobile) for the home page and one doc page.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const dir = path.resolve(process.argv[2] ?? 'build');
const withLighthouse = !process.argv.includes('--no-lighthouse');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'];
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.xml': 'application/xml', '.ico': 'image/x-icon' };

/** A static host: decoded paths, `.html` / `index.html` lookup, gzip for text, immutable hashed assets. */
function serve() {
  const server = createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      pathname = '/';
    }
    const candidates = [pathname, `${pathname}.html`, path.join(pathname, 'index.html')];
    let file = candidates.map((c) => path.join(dir, c)).find((f) => f.startsWith(dir) && existsSync(f) && statSync(f).isFile());
    let status = 200;
    if (!file) {
      file = path.join(dir, '404.html');
      status = 404;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    let body = readFileSync(file);
    const headers = { 'Content-Type': type, 'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate' };
    if (/text|javascript|json|svg|xml/.test(type) && /gzip/.test(req.headers['accept-encoding'] ?? '')) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    res.writeHead(status, headers).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` })));
}

const { server, url } = await serve();
const DOC = '/getting-started/step-1';
const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });

// 1. Bytes a doc page loads before any interaction.
{
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const loaded = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body();
    loaded.push({ type, url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(url + DOC, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const sum = (type, key) => loaded.filter((l) => l.type === type).reduce((s, l) => s + l[key], 0);
  console.log(`\nBytes loaded by ${DOC} before any interaction:`);
  for (const l of loaded) console.log(`  ${l.type.padEnd(10)} ${l.url}  ${l.raw} B raw, ${l.gzip} B gzip`);
  console.log(`  JS  total: ${(sum('script', 'gzip') / 1024).toFixed(1)} KB gzip (${(sum('script', 'raw') / 1024).toFixed(1)} KB raw)`);
  console.log(`  CSS total: ${(sum('stylesheet', 'gzip') / 1024).toFixed(1)} KB gzip (${(sum('stylesheet', 'raw') / 1024).toFixed(1)} KB raw)`);
  await context.close();
}

// 2. Click to content swapped, for a prefetched page.
for (const width of [1280, 375]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}/plans`, { waitUntil: 'networkidle' });
  const times = [];
  const pair = ['/support', '/plans'];
  for (let i = 0; i < 15; i++) {
    const target = pair[i % 2];
    const link = page.locator(`.pagination-nav a, .markdown a`).filter({ has: page.locator(`xpath=self::*[@href="${target}"]`) }).first();
    const selector = (await link.count()) ? link : page.locator(`a[href="${target}"]`).first();
    await selector.scrollIntoViewIfNeeded();
    await selector.hover();
    // Prefetched: the chunk is in memory before the click.
    await page.waitForTimeout(300);
    await page.evaluate(() => performance.clearMeasures('docs:navigation'));
    await selector.click({ noWaitAfter: true });
    await page.waitForFunction(() => performance.getEntriesByName('docs:navigation').length > 0);
    times.push(await page.evaluate(() => performance.getEntriesByName('docs:navigation')[0].duration));
  }
  times.sort((a, b) => a - b);
  console.log(`\nClick to content swapped (prefetched page) at ${width} px: median ${times[7].toFixed(1)} ms, min ${times[0].toFixed(1)}, max ${times[14].toFixed(1)} (15 clicks between /plans and /support)`);
  await context.close();
}
await browser.close();

// 3. Lighthouse.
if (withLighthouse) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  console.log('\nLighthouse (performance / accessibility / best practices / SEO):');
  for (const route of ['/', DOC]) {
    for (const [formFactor, config] of [
      ['desktop', desktopConfig],
      ['mobile', undefined],
    ]) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', ...FLAGS] });
      try {
        const result = await lighthouse(url + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] }, config);
        const c = result.lhr.categories;
        const score = (k) => Math.round(c[k].score * 100);
        const failing = Object.values(result.lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable');
        const m = result.lhr.audits;
        console.log(
          `  ${route.padEnd(24)} ${formFactor.padEnd(7)} ${score('performance')} / ${score('accessibility')} / ${score('best-practices')} / ${score('seo')}` +
            `   FCP ${m['first-contentful-paint'].displayValue}, LCP ${m['largest-contentful-paint'].displayValue}, TBT ${m['total-blocking-time'].displayValue}, CLS ${m['cumulative-layout-shift'].displayValue}` +
            (failing.length ? `\n      below 0.9: ${failing.map((a) => `${a.id} (${a.score})`).join(', ')}` : ''),
        );
      } finally {
        await chrome.kill();
      }
    }
  }
}
server.close();
