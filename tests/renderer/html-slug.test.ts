/**
 * A doc whose slug names an HTML file (`slug: /legacy.html`, kept from an older site) is written as
 * that file, whatever trailingSlash says, as Docusaurus 3.9.2 writes it (realsites10 Q, Liquidsoap).
 * Before, it was `legacy.html.html` (its link led to nothing) or a folder `legacy.html/`. With
 * trailingSlash true its route is `/docs/legacy.html/`, a folder's index there too.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const sites: string[] = [];
afterAll(() => sites.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

it.each([['false', 'legacy.html'], ['undefined', 'legacy.html'], ['true', 'legacy.html/index.html']])('writes a doc of slug /docs/legacy.html as that file (trailingSlash: %s)', async (trailingSlash, file) => {
  const site = writeSite({
    'docusaurus.config.js': `module.exports = { title: 'H', url: 'https://h.example.com', baseUrl: '/', trailingSlash: ${trailingSlash}, presets: [['classic', { blog: false }]] };`,
    'docs/intro.md': '# Intro\n\nSee [the old page](./legacy.md).\n',
    'docs/legacy.md': '---\nslug: /legacy.html\n---\n# Legacy\n',
  });
  sites.push(site);
  const { outDir } = await buildToTemp(site);
  expect(readFileSync(path.join(outDir, 'docs', file), 'utf8')).toContain('<h1>Legacy</h1>');
  expect(existsSync(path.join(outDir, 'docs', 'legacy.html.html'))).toBe(false);
});
