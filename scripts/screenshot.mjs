#!/usr/bin/env node
// node scripts/screenshot.mjs BUILD_DIR OUT_DIR route [route...]: PNGs at 1280 and 375 px, light and dark.
import { createServer } from 'node:http';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sirv from 'sirv';

const [, , buildDir, outDir, ...routes] = process.argv;
mkdirSync(outDir, { recursive: true });
const handler = sirv(buildDir, { dev: true, extensions: ['html'] });
const server = createServer((req, res) => { const [p, q] = (req.url ?? '/').split('?'); try { req.url = encodeURI(decodeURIComponent(p)) + (q ? `?${q}` : ''); } catch { /* let sirv answer */ } handler(req, res, () => { res.writeHead(404, { 'Content-Type': 'text/html' }); res.end(readFileSync(path.join(buildDir, '404.html'))); }); });
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'] });
for (const route of routes) {
  for (const width of [1280, 375]) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: { width, height: width > 400 ? 900 : 800 } });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      page.on('console', (m) => { if (m.type() === 'error') console.error(`[${route}] console: ${m.text()}`); });
      await page.goto(base + encodeURI(route), { waitUntil: 'networkidle' });
      const name = `${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}-${theme}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL === '1' });
      await context.close();
      console.log(path.join(outDir, name));
    }
  }
}
await browser.close();
server.close();
