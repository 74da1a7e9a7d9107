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
  const dir = writeSite({
    'docusaurus.config.js': `module.exports = { title: 'R', url: 'https://r.example.com', baseUrl: '/', ${trailingSlash} presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]], plugins: [['@docusaurus/plugin-client-redirects', ${redirects}]] };`,
    'docs/intro.md': '---\nslug: /\n---\n\n# Intro\n',
    'docs/guide.md': '# Guide\n',
  });
  sites.push(dir);
  return (await buildToTemp(dir)).outDir;
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
});
