/**
 * Static servers that decode request paths the way common hosts do, to check that every link of a
 * build reaches its page: sirv as it is (it decodes with `decodeURI`, so `%26`, `%23` and `%3F`
 * stay encoded), and a server that decodes with `decodeURIComponent` (nginx, Apache, S3 and most
 * hosts). Both answer 404 for anything that is not a file of the build.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

export interface StaticServer {
  port: number;
  close: () => Promise<void>;
}

async function listen(handler: RequestListener): Promise<StaticServer> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** sirv, unchanged: `decodeURI` on the path, `index.html` and `.html` fallbacks. */
export function sirvServer(dir: string): Promise<StaticServer> {
  const handler = sirv(dir, { dev: true, extensions: ['html'] });
  return listen((req, res) =>
    handler(req, res, () => {
      res.writeHead(404).end('not found');
    }),
  );
}

/** A server that decodes the path with `decodeURIComponent`, then serves `path`, `path/index.html` or `path.html`. */
export function decodingServer(dir: string): Promise<StaticServer> {
  return listen((req, res) => {
    let rel: string;
    try {
      rel = decodeURIComponent((req.url ?? '/').split('?')[0]);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const base = path.join(dir, rel);
    if (!base.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    for (const file of [base, path.join(base, 'index.html'), `${base}.html`]) {
      if (existsSync(file) && statSync(file).isFile()) {
        res.writeHead(200).end(readFileSync(file));
        return;
      }
    }
    res.writeHead(404).end('not found');
  });
}
