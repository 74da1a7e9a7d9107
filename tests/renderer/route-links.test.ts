/**
 * Every link a build writes reaches the page it names: the hrefs of the HTML pages, the page data
 * chunks, the sitemap and the search index, requested exactly as written from sirv (which decodes
 * with decodeURI), from a decodeURIComponent server and from `docs serve`. On the shipped site
 * (routes with spaces and `&`) and on a site with files named `hash#tag.md`, `q?.md` and
 * `pct%20.md`.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';
import { serveSite, type ServeHandle } from '../../serve/serve.js';
import { request } from '../serve/helpers.js';
import { REPO_ROOT } from '../support/site.js';
import { decodingServer, sirvServer, type StaticServer } from '../support/static-servers.js';

const unescapeHtml = (s: string) => s.replace(/&amp;|&#x26;|&#38;/g, '&').replace(/&quot;|&#x22;/g, '"').replace(/&lt;/g, '<');

function files(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel)).flatMap((name) => (statSync(path.join(dir, rel, name)).isDirectory() ? files(dir, path.join(rel, name)) : [path.join(rel, name)]));
}

/** The same-site paths (no query, no hash) every output file links to, as written. */
function linkedPaths(outDir: string): Set<string> {
  const found = new Set<string>();
  const add = (href: string) => {
    if (!href.startsWith('/') || href.startsWith('//')) return;
    const p = href.replace(/[?#].*$/, '');
    if (p) found.add(p);
  };
  for (const file of files(outDir)) {
    const text = readFileSync(path.join(outDir, file), 'utf8');
    if (file.endsWith('.html')) for (const m of text.matchAll(/\s(?:href|src)="([^"]*)"/g)) add(unescapeHtml(m[1]));
    else if (file.endsWith('.xml')) for (const m of text.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)) add(unescapeHtml(m[1]));
    else if (file.startsWith('search-index-')) for (const d of JSON.parse(text).documents as { sectionRoute: string }[]) add(d.sectionRoute);
    else if (file.startsWith('_pages') && file.endsWith('.json')) for (const m of text.matchAll(/"(?:href|mainHref|path)":"([^"]+)"/g)) add(JSON.parse(`"${m[1]}"`) as string);
  }
  return found;
}

/** Paths that do not answer 200 on `port`. */
async function unreachable(port: number, paths: Iterable<string>): Promise<string[]> {
  const failed: string[] = [];
  for (const p of paths) {
    const res = await request(port, p);
    if (res.status !== 200) failed.push(`${res.status} ${p}`);
  }
  return failed;
}

async function build(siteDir: string, outDir: string) {
  const site = await loadSite(siteDir, { cache: false });
  const errors = site.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => `${e.file}:${e.line} ${e.message}`).join('\n'));
  await buildSite(site, { outDir });
}

describe('links of the shipped site', () => {
  let tmp: string;
  let outDir: string;
  let paths: Set<string>;
  beforeAll(async () => {
    tmp = mkdtempSync(path.join(tmpdir(), 'docs-links-'));
    outDir = path.join(tmp, 'build');
    await build(REPO_ROOT, outDir);
    paths = linkedPaths(outDir);
  }, 180_000);
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('are written with & raw and spaces encoded', () => {
    expect(paths.size).toBeGreaterThan(100);
    const ampersand = [...paths].filter((p) => p.includes('&'));
    expect(ampersand.length).toBeGreaterThan(1);
    expect([...paths].filter((p) => p.includes('%26') || p.includes(' '))).toEqual([]);
  });

  it('all resolve under sirv (decodeURI)', async () => {
    const server = await sirvServer(outDir);
    try {
      expect(await unreachable(server.port, paths)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('all resolve under docs serve', async () => {
    const handle = await serveSite(REPO_ROOT, { port: 0, host: '127.0.0.1', open: false, cache: false, log: null });
    try {
      // The search index is written when the server is idle; the rest on request.
      const pages = [...paths].filter((p) => !p.startsWith('/search-index-'));
      expect(await unreachable(handle.port, pages)).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 180_000);
});

describe('a site with #, ? and % in file names', () => {
  let tmp: string;
  let site: string;
  let outDir: string;
  let paths: Set<string>;
  const servers: StaticServer[] = [];
  let serve: ServeHandle | undefined;
  beforeAll(async () => {
    tmp = mkdtempSync(path.join(tmpdir(), 'docs-odd-names-'));
    site = path.join(tmp, 'site');
    cpSync(path.join(REPO_ROOT, 'tests/fixtures/clean-site'), site, { recursive: true });
    writeFileSync(path.join(site, 'docs/manual/hash#tag.md'), '# Hash tag page\n\nBack to [percent](./pct%2520.md).\n\n## Tagged section\n');
    writeFileSync(path.join(site, 'docs/manual/q?.md'), '# Question page\n\nSee [hash](./hash%23tag.md#tagged-section).\n');
    writeFileSync(path.join(site, 'docs/manual/pct%20.md'), '# Percent page\n\nSee [question](./q%3F.md) and [ampersand](./a%20&%20b.md).\n');
    writeFileSync(path.join(site, 'docs/manual/a & b.md'), '# Ampersand page\n\nSee [hash](./hash%23tag.md).\n');
    outDir = path.join(tmp, 'build');
    await build(site, outDir);
    paths = linkedPaths(outDir);
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) await s.close();
    await serve?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('writes each page under its name and links to it with #, ? and % encoded', () => {
    const written = files(outDir).filter((f) => f.endsWith('index.html'));
    for (const name of ['hash#tag', 'q?', 'pct%20', 'a & b']) expect(written, name).toContain(path.join('next/manual', name, 'index.html'));
    expect([...paths]).toEqual(expect.arrayContaining(['/next/manual/hash%23tag', '/next/manual/q%3F', '/next/manual/pct%2520', '/next/manual/a%20&%20b']));
    const html = readFileSync(path.join(outDir, 'next/manual/pct%20/index.html'), 'utf8');
    expect(html).toMatch(/href="\/next\/manual\/q%3F"/);
    const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/next/manual/hash%23tag</loc>');
    expect(sitemap).toContain('/next/manual/pct%2520</loc>');
  });

  it('every link resolves under a decodeURIComponent server and under docs serve', async () => {
    const server = await decodingServer(outDir);
    servers.push(server);
    expect(await unreachable(server.port, paths)).toEqual([]);
    serve = await serveSite(site, { port: 0, host: '127.0.0.1', open: false, cache: false, log: null });
    const pages = [...paths].filter((p) => !p.startsWith('/search-index-'));
    expect(await unreachable(serve.port, pages)).toEqual([]);
    const res = await request(serve.port, '/next/manual/hash%23tag');
    expect(res.body).toContain('Hash tag page');
    expect((await request(serve.port, '/next/manual/pct%2520')).body).toContain('Percent page');
  }, 120_000);

  it('under sirv (decodeURI), every link resolves but those with # or ? in a file name', async () => {
    const server = await sirvServer(outDir);
    servers.push(server);
    const plain = [...paths].filter((p) => !/%23|%3F/.test(p));
    expect(plain).toContain('/next/manual/pct%2520');
    expect(await unreachable(server.port, plain)).toEqual([]);
  });
});
