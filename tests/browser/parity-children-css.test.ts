/**
 * Two Docusaurus behaviours a reader sees in the browser, on one site built for baseUrl '/docs/' and
 * served there: a site component (an island) that reads its text children as a string
 * (`children.toUpperCase()`) renders them and still works after hydration; a customCss
 * `url(/img/probe.png)` loads (200) under the base URL.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, buildAndServe, openPage, sharedBrowser } from './client-helpers.js';

const browser = sharedBrowser();
let site: BuiltSite;

/** A 1x1 PNG (valid, so the browser decodes it). */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.from([0, 0x25, 0xc2, 0xa0]))), chunk('IEND', Buffer.alloc(0))]);
}

beforeAll(async () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'docs-parity-browser-')), 'site');
  const write = (file: string, text: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write(
    'docusaurus.config.js',
    `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/docs/', favicon: 'img/probe.png',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, theme: { customCss: './src/css/custom.css' } }]] };\n`,
  );
  write('docs/intro.mdx', "---\nslug: /\n---\n\n# Intro\n\nimport Shout from '@site/src/components/Shout';\n\n<Shout>{'island ' + 'text'}</Shout>\n\n<div className=\"probe\">Probe</div>\n");
  write(
    'src/components/Shout.js',
    "import { useState } from 'react';\nexport default function Shout({ children }) {\n  const [n, setN] = useState(0);\n  return <button type=\"button\" className=\"shout\" onClick={() => setN(n + 1)}>{children.toUpperCase()} {n}</button>;\n}\n",
  );
  write('src/css/custom.css', '.probe {\n  background-image: url(/img/probe.png);\n  min-height: 20px;\n}\n');
  write('static/img/probe.png', png());
  site = await buildAndServe(dir, { mount: '/docs/' });
  await browser.launch();
}, 120_000);

afterAll(async () => {
  await browser.close();
  await site?.close();
});

describe('Docusaurus parity in the browser, under baseUrl /docs/', () => {
  it('an island reading its text children as a string keeps them after hydration', async () => {
    const { page, errors, close } = await openPage(browser.get(), 1280);
    await page.goto(`${site.url}/docs/`);
    expect((await page.locator('button.shout').textContent())?.trim()).toBe('ISLAND TEXT 0');
    await page.waitForSelector('docs-island[data-hydrated]');
    await page.click('button.shout');
    await page.waitForFunction(() => document.querySelector('button.shout')?.textContent?.trim() === 'ISLAND TEXT 1');
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });

  it('loads a customCss url(/img/...) image under the base URL', async () => {
    const { page, errors, close } = await openPage(browser.get(), 1280);
    const probe = page.waitForResponse((response) => response.url().includes('/media/probe-'));
    await page.goto(`${site.url}/docs/`);
    const background = await page.locator('.probe').evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(background).toMatch(/^url\("http:\/\/127\.0\.0\.1:\d+\/docs\/assets\/css\/media\/probe-[A-Z0-9]+\.png"\)$/);
    const response = await probe;
    expect([response.url(), response.status()]).toEqual([background.slice(5, -2), 200]);
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });
});
