/**
 * `docs serve` over HTTP: pages, the 404 page, path normalisation (SITE-SPEC section 2), methods,
 * traversal attempts, paths with spaces and `&`, the live-reload script, ports in use.
 */
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../../serve/serve.js';
import { FIXTURE, injectedState, request, serveFixture, type ServedSite } from './helpers.js';

let site: ServedSite;

beforeAll(async () => {
  site = await serveFixture();
});

afterAll(async () => {
  await site?.close();
});

describe('pages', () => {
  it('serves the home page with the live-reload script, not on disk', async () => {
    const res = await site.get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<h1');
    expect(res.body).toContain('Introduction');
    const state = injectedState(res.body);
    expect(state.build).toBe(site.handle.status().build);
    expect(state.errors).toEqual([]);
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path.join(site.handle.outDir, 'index.html'), 'utf8')).not.toContain('data-docs-serve');
  });

  it('serves routes with and without a trailing slash, and page data', async () => {
    expect((await site.get('/guide/install')).status).toBe(200);
    expect((await site.get('/guide/install/')).status).toBe(200);
    expect((await site.get('/tags/setup')).body).toContain('Install');
    const sitemap = await site.get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain('https://serve.example.com/guide/install');
  });

  it('serves paths with spaces and & percent-encoded', async () => {
    const res = await site.get('/step%203%20-%20setup%20%26%20run/run');
    expect(res.status).toBe(200);
    expect(res.body).toContain('Run it');
  });

  it('lets the browser keep the content-hashed client bundle and stylesheet, never the pages', async () => {
    const home = await site.get('/');
    expect(home.headers['cache-control']).toBe('no-store');
    const script = /<script type="module" src="(\/assets\/js\/main\.[A-Za-z0-9]+\.js)"/.exec(home.body)?.[1];
    const style = /<link rel="stylesheet" href="(\/assets\/css\/[^"]+\.css)"/.exec(home.body)?.[1];
    expect(script && style).toBeTruthy();
    for (const [href, type] of [[script!, /text\/javascript/], [style!, /text\/css/]] as const) {
      const res = await site.get(href);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(type);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(Buffer.byteLength(res.body)).toBe(Number(res.headers['content-length']));
    }
    // Other files keep being revalidated.
    expect((await site.get('/img/logo.svg')).headers['cache-control']).not.toContain('immutable');
  });

  it('serves static files with their type', async () => {
    const res = await site.get('/img/logo.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('answers HEAD like GET without a body, and refuses other methods with 405', async () => {
    const head = await site.get('/guide/install', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = await site.get('/', method);
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
  });

  it('reports its state at /__docs/status', async () => {
    const res = await site.get('/__docs/status');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ errors: [], docs: 5 });
  });
});

describe('not found and normalisation', () => {
  it('answers unknown paths with the site 404 page and status 404', async () => {
    for (const p of ['/nope', '/guide/nope/', '/assets/nope.js', '/tags/nope']) {
      const res = await site.get(p);
      expect(res.status, p).toBe(404);
      expect(res.body, p).toContain('Page Not Found');
      expect(res.body, p).toContain('Serve Site');
      expect(injectedState(res.body).errors).toEqual([]);
    }
  });

  it('redirects .html and /index.html paths to their route', async () => {
    const cases: [string, string][] = [
      ['/guide/install.html', '/guide/install'],
      ['/guide/install/index.html', '/guide/install'],
      ['/index.html', '/'],
      ['/step%203%20-%20setup%20%26%20run/run.html', '/step%203%20-%20setup%20&%20run/run'],
      ['/guide/install.html?x=1', '/guide/install?x=1'],
    ];
    for (const [from, to] of cases) {
      const res = await site.get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    expect((await site.get('/nope.html')).status).toBe(404);
    // A real .html file that is no route is served as it is.
    expect((await site.get('/404.html')).status).toBe(200);
  });
});

describe('traversal', () => {
  it('never reads outside the build folder', async () => {
    const attempts = [
      '/../package.json',
      '/../../../../etc/passwd',
      '/guide/../../site.config.mjs',
      '/%2e%2e/package.json',
      '/%2E%2E/%2E%2E/etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
      '/..%5c..%5cetc%5cpasswd',
      '/%252e%252e/package.json',
      '/%25252e%25252e/package.json',
      '//etc/passwd',
      `/${path.resolve('/etc/passwd')}`,
      '/%00',
      '/index.html%00.svg',
      '/%E0%A4%A',
      '/./index.html',
    ];
    for (const p of attempts) {
      const res = await request(site.port, p);
      expect([400, 404], p).toContain(res.status);
      expect(res.body, p).not.toMatch(/root:|defineConfig|"name": "serve-site"/);
    }
  });

  it('does not follow symlinks out of the build folder', async () => {
    const outside = path.join(site.dir, 'secret.txt');
    writeFileSync(outside, 'TOP SECRET');
    mkdirSync(path.join(site.handle.outDir, 'links'), { recursive: true });
    symlinkSync(outside, path.join(site.handle.outDir, 'links', 'secret.txt'));
    symlinkSync(path.dirname(outside), path.join(site.handle.outDir, 'links', 'site'));
    for (const p of ['/links/secret.txt', '/links/site/secret.txt', '/links/site/site.config.mjs']) {
      const res = await site.get(p);
      expect(res.status, p).toBe(404);
      expect(res.body, p).not.toContain('TOP SECRET');
    }
  });
});

describe('ports', () => {
  it('moves to the next port when the port is in use, and says so', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    const log: string[] = [];
    const handle = await serveSite(FIXTURE, { port: taken, host: '127.0.0.1', open: false, cache: false, log: (l) => log.push(l) });
    try {
      expect(handle.port).toBeGreaterThan(taken);
      expect(log.join('\n')).toContain(`Port ${taken} is in use`);
      expect(handle.url).toBe(`http://127.0.0.1:${handle.port}/`);
      expect((await request(handle.port, '/')).status).toBe(200);
    } finally {
      await handle.close();
      await new Promise((resolve) => blocker.close(resolve));
    }
    expect(existsSync(handle.outDir)).toBe(false);
  });

  it('gives two servers of one site their own build folders', async () => {
    const [a, b] = await Promise.all([0, 0].map(() => serveSite(FIXTURE, { port: 0, host: '127.0.0.1', open: false, cache: false, log: null })));
    try {
      expect(a.outDir).not.toBe(b.outDir);
      expect((await request(a.port, '/guide/install')).status).toBe(200);
      expect((await request(b.port, '/guide/install')).status).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
