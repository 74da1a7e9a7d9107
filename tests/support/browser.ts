/** Shared browser-test helpers: Debian's chromium through playwright-core, and a static server. */
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import sirv from 'sirv';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
  });
}

/** Serves a build folder on 127.0.0.1 (a free port), with the site's 404 page for unknown paths. */
export async function serveStatic(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const handler = sirv(dir, { dev: true, extensions: ['html'] });
  const server: Server = createServer((req, res) => {
    // sirv decodes with decodeURI, which leaves %26 (&) encoded: hand it a fully decoded path.
    const [pathname, query] = (req.url ?? '/').split('?');
    try {
      req.url = encodeURI(decodeURIComponent(pathname)) + (query ? `?${query}` : '');
    } catch {
      // malformed escapes: let sirv answer
    }
    handler(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(readFileSync(path.join(dir, '404.html')));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
