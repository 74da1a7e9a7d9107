/**
 * A raw `<img src="/base/img/x.png">` on a site whose baseUrl is `/base/`: Docusaurus uses a raw
 * src as written, so sites write it with the baseUrl, and it shows the static file. Before, the
 * build looked for `static/base/img/x.png`, reported a broken image and failed.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../engine/diagnostics.js';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'docs-base-images-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let html: string;
let diagnostics: Diagnostic[];

beforeAll(async () => {
  const site = path.join(scratch, 'site');
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  mkdirSync(path.join(site, 'static/img'), { recursive: true });
  writeFileSync(path.join(site, 'static/img/logo.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  writeFileSync(path.join(site, 'docusaurus.config.js'), `module.exports = { title: 'B', url: 'https://b.example.com', baseUrl: '/base/',
    presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };`);
  writeFileSync(path.join(site, 'docs/intro.md'), '# Intro\n\n<img src="/base/img/logo.png" alt="with base" />\n\n<img src="/img/logo.png" alt="without base" />\n\n<img src="/base/img/none.png" alt="missing" />\n');
  const loaded = await loadSite(site, { cache: false });
  diagnostics = loaded.diagnostics;
  const out = path.join(scratch, 'out');
  await buildSite(loaded, { outDir: out });
  html = readFileSync(path.join(out, 'intro/index.html'), 'utf8');
});

describe('raw images written under baseUrl', () => {
  it('show the static file, as they do in Docusaurus', () => {
    expect(html).toMatch(/<img src="\/base\/assets\/images\/logo-[0-9a-f]+\.png" alt="with base"/);
    expect(html).toMatch(/<img src="\/base\/assets\/images\/logo-[0-9a-f]+\.png" alt="without base"/);
  });

  // Docusaurus 3.9.2 never checks an HTML `<img>` (checked: its build passes): a missing one warns, never fails the build.
  it('are reported only when the file is missing, as a warning', () => {
    expect(diagnostics.map((d) => [d.rule, d.line, d.severity])).toEqual([['broken-markdown-image', 7, 'warning']]);
  });
});
