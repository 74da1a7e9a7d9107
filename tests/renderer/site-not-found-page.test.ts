/**
 * A site's own not-found page (`src/pages/404.js` or `.md`) is the build's 404.html, the file static
 * hosts serve for a missing URL, as Docusaurus 3.9.2 writes it (mocha-bot's docs). Before, the
 * theme's page was written there and the site's went to 404/index.html, never served for a missing
 * URL (with trailingSlash: false it was overwritten: the site's page was lost).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const sites: string[] = [];
afterAll(() => sites.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function build(trailingSlash: string): Promise<string> {
  const dir = writeSite({
    'docusaurus.config.js': `module.exports = { title: 'N', url: 'https://n.example.com', baseUrl: '/', ${trailingSlash} presets: [['classic', { blog: false }]] };`,
    'docs/intro.md': '# Intro\n',
    'src/pages/404.md': '---\ntitle: Lost?\n---\n\n# Custom not found page\n\nTry the [introduction](/docs/intro).\n',
  });
  sites.push(dir);
  return (await buildToTemp(dir)).outDir;
}

describe('the site’s own not-found page', () => {
  it.each([['', 'no trailingSlash'], ['trailingSlash: false,', 'trailingSlash: false']])('is 404.html, and no other file (%s%s)', async (option) => {
    const out = await build(option);
    const html = readFileSync(path.join(out, '404.html'), 'utf8');
    expect(html).toContain('<h1>Custom not found page</h1>');
    expect(html).toContain('<title>Lost? | N</title>');
    expect(existsSync(path.join(out, '404', 'index.html'))).toBe(false);
  });
});
