/**
 * `docs serve` against hostile requests: only its own host names are answered (a DNS-rebinding page
 * gets 403), dot-files are served only from the site's static folders (never the build marker), and
 * a malformed or impossible Range header gets a whole file or 416, never an error. An MDX error is
 * reported at its real line in the serve errors (the overlay's data).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostCheck } from '../../serve/host-check.js';
import { serveFixture, type ServedSite } from '../serve/helpers.js';

let site: ServedSite;
beforeAll(async () => {
  site = await serveFixture({}, (dir) => {
    mkdirSync(path.join(dir, 'static/.well-known'), { recursive: true });
    writeFileSync(path.join(dir, 'static/.well-known/security.txt'), 'Contact: mailto:security@example.com\n');
    writeFileSync(path.join(dir, 'static/file.txt'), '0123456789');
  });
}, 120_000);
afterAll(() => site?.close());

/** A GET with chosen headers. */
function get(rawPath: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: site.port, path: rawPath, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('Host header', () => {
  it('answers localhost and 127.0.0.1, refuses other names with 403', async () => {
    expect((await get('/', { Host: `localhost:${site.port}` })).status).not.toBe(403);
    expect((await get('/', { Host: `127.0.0.1:${site.port}` })).status).not.toBe(403);
    const evil = await get('/', { Host: `attacker.example:${site.port}` });
    expect(evil.status).toBe(403);
    expect(evil.body).toContain('docs serve answers localhost, 127.0.0.1 and the host it listens on');
    expect((await get('/__docs/events', { Host: 'attacker.example' })).status).toBe(403);
  });

  it('when bound to every interface, IP addresses are answered but domain names are not', () => {
    const everywhere = createHostCheck('0.0.0.0');
    expect(everywhere('192.168.1.20:3000')).toBe(true);
    expect(everywhere('[fe80::1]:3000')).toBe(true);
    expect(everywhere('rebind.attacker.example:3000')).toBe(false);
    const named = createHostCheck('docs.internal');
    expect(named('docs.internal:3000')).toBe(true);
    expect(named('192.168.1.20:3000')).toBe(false);
  });
});

describe('dot-files', () => {
  it('serves a static folder\'s .well-known file, never the build marker', async () => {
    await site.settled();
    const wellKnown = await site.get('/.well-known/security.txt');
    expect(wellKnown.status).toBe(200);
    expect(wellKnown.body).toContain('security@example.com');
    expect((await site.get('/.docs-build')).status).toBe(404);
  });
});

describe('Range header', () => {
  const cases: [string, number, string | undefined][] = [
    ['bytes=2-4', 206, '234'],
    ['bytes=-3', 206, '789'],
    ['bytes=7-', 206, '789'],
    ['bytes=0-99999999999999999999', 206, '0123456789'],
    ['bytes=abc', 200, '0123456789'],
    ['bytes=5-2', 200, '0123456789'],
    ['bytes=0-1,3-4', 200, '0123456789'],
    ['items=0-1', 200, '0123456789'],
    ['bytes=10-', 416, undefined],
    ['bytes=99999999999999999999-', 416, undefined],
  ];
  for (const [range, status, body] of cases) {
    it(`Range: ${range} -> ${status}`, async () => {
      const res = await get('/file.txt', { Range: range });
      expect(res.status).toBe(status);
      if (body !== undefined) expect(res.body).toBe(body);
      if (status === 416) expect(res.headers['content-range']).toBe('bytes */10');
    });
  }
  it('the server logged no error', () => {
    expect(site.log.join('\n')).not.toMatch(/error answering/);
  });
});

describe('MDX errors in serve', () => {
  it('an unclosed tag is reported to the overlay at its real line, not 1:1', async () => {
    const from = site.stream.mark();
    site.write('docs/unclosed.mdx', '# Unclosed\n\nSome text.\n\nMore text.\n\n<div>\n\nInside.\n');
    const event = await site.stream.next((e) => !!e.data.errors?.some((d) => d.rule === 'mdx-syntax'), from, 'the MDX error');
    const error = event.data.errors!.find((d) => d.rule === 'mdx-syntax')!;
    expect(error.file).toBe('docs/unclosed.mdx');
    expect([error.line, error.column]).toEqual([7, 1]);
  }, 60_000);
});
