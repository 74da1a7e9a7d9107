/**
 * The files of client redirects (plugin-client-redirects), as a static host must find them
 * (compared with Docusaurus 3.9.2 on dourajs/doura): `fromExtensions: ['html']` writes a redirect for
 * each page's `.html` path (we dropped them all, taking `/guide.html` for the page `/guide`), and an
 * old path written with its trailing slash (`/old-intro/`) is `old-intro/index.html` even under
 * `trailingSlash: false` (we wrote `old-intro.html`, which `/old-intro/` does not serve).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const sites: string[] = [];
afterAll(() => sites.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function build(trailingSlash: string, redirects: string): Promise<string> {
  return (await buildWithDiagnostics(trailingSlash, redirects)).outDir;
}

async function buildWithDiagnostics(trailingSlash: string, redirects: string) {
  const dir = writeSite({
    'docusaurus.config.js': `module.exports = { title: 'R', url: 'https://r.example.com', baseUrl: '/', ${trailingSlash} presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]], plugins: [['@docusaurus/plugin-client-redirects', ${redirects}]] };`,
    'docs/intro.md': '---\nslug: /\n---\n\n# Intro\n',
    'docs/guide.md': '# Guide\n',
  });
  sites.push(dir);
  return buildToTemp(dir);
}

describe('client redirect files', () => {
  it('are written for each page’s .html path with fromExtensions', async () => {
    const out = await build('', "{ fromExtensions: ['html'] }");
    expect(readFileSync(path.join(out, 'guide.html'), 'utf8')).toContain('<meta http-equiv="refresh" content="0; url=/guide">');
    expect(readFileSync(path.join(out, 'guide', 'index.html'), 'utf8')).toContain('<h1>Guide</h1>');
  });

  it('keep an old path’s written trailing slash under trailingSlash: false', async () => {
    const out = await build('trailingSlash: false,', "{ redirects: [{ from: '/old-intro/', to: '/' }, { from: '/old-guide', to: '/guide' }] }");
    expect(readFileSync(path.join(out, 'old-intro', 'index.html'), 'utf8')).toContain('url=/"');
    expect(existsSync(path.join(out, 'old-intro.html'))).toBe(false);
    expect(readFileSync(path.join(out, 'old-guide.html'), 'utf8')).toContain('url=/guide"');
  });

  // As Docusaurus 3.9.2 warns (realsites8 K, r3): the page stays, the redirect is not written.
  it('are not written over a page, with a warning naming the redirect', async () => {
    const { outDir, site } = await buildWithDiagnostics('', "{ redirects: [{ from: '/guide', to: '/' }, { from: '/old', to: '/guide' }] }");
    const diagnostics = site.diagnostics;
    expect(readFileSync(path.join(outDir, 'guide', 'index.html'), 'utf8')).toContain('<h1>Guide</h1>');
    expect(readFileSync(path.join(outDir, 'old', 'index.html'), 'utf8')).toContain('url=/guide"');
    const warnings = diagnostics.filter((d) => d.rule === 'redirect-overrides-page');
    expect(warnings.map((d) => `${d.severity} ${d.file}:${d.line}`)).toEqual(['warning docusaurus.config.js:1']);
    expect(warnings[0].message).toContain('"/guide" -> "/"');
    expect(warnings[0].message).not.toContain('/old');
  });

  // As Docusaurus 3.9.2 writes it (realsites14 C, repro/redirect-to-hash; eik.dev): the target keeps the
  // fragment (and query) of its `to`, with the site's trailingSlash on its path; it went to the page's top.
  it('keep the fragment and query of their `to`', async () => {
    const out = await build('trailingSlash: true,', "{ redirects: [{ from: '/old-section', to: '/guide#second-part' }, { from: '/old-q', to: '/guide?tab=a#x' }] }");
    expect(readFileSync(path.join(out, 'old-section', 'index.html'), 'utf8')).toContain('url=/guide/#second-part"');
    expect(readFileSync(path.join(out, 'old-q', 'index.html'), 'utf8')).toContain('url=/guide/?tab=a#x"');
  });
});
