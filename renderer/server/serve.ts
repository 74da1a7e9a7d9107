/**
 * `docs serve`: builds the site and serves it on loopback with sirv. Unknown paths get the 404
 * page with status 404; only GET and HEAD are answered.
 */
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { SiteLoadError } from '../../engine/diagnostics.js';
import { loadSite } from '../../engine/load.js';
import { printDiagnostics } from '../../cli/output.js';
import { buildSite } from './build.js';
import { readFileSync } from 'node:fs';

export interface ServeOptions {
  config?: string;
  port: number;
  host: string;
  open: boolean;
  outDir?: string;
}

/** Listens on `port`, or the next free one; resolves with the port used. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const attempt = (p: number, triesLeft: number) => {
      const onError = (error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE' && triesLeft > 0) {
          process.stderr.write(`Port ${p} is in use; trying ${p + 1}.\n`);
          attempt(p + 1, triesLeft - 1);
        } else reject(error);
      };
      server.once('error', onError);
      server.listen(p, host, () => {
        server.off('error', onError);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : p);
      });
    };
    attempt(port, 20);
  });
}

export async function serveSite(siteDir: string, options: ServeOptions): Promise<Server> {
  const outDir = path.resolve(siteDir, options.outDir ?? path.join('node_modules', '.cache', 'docs-serve'));
  try {
    const loaded = await loadSite(siteDir, { config: options.config });
    printDiagnostics(loaded.diagnostics);
    if (!loaded.diagnostics.some((d) => d.severity === 'error')) await buildSite(loaded, { outDir });
  } catch (error) {
    if (!(error instanceof SiteLoadError)) throw error;
    printDiagnostics(error.diagnostics);
  }
  const assets = sirv(outDir, { dev: true, extensions: ['html'] });
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      try {
        res.end(readFileSync(path.join(outDir, '404.html')));
      } catch {
        res.end('Not found');
      }
    });
  });
  const port = await listen(server, options.port, options.host);
  process.stderr.write(`Serving ${siteDir} at http://${options.host}:${port}/\n`);
  return server;
}
