/**
 * Front matter `image` (a page's social card) given relative to the page's file, as Audius's blog
 * writes it (`image: ./img/social-card.png`): copied into the build as a hashed asset and named by
 * its absolute URL in og:image and twitter:image, as Docusaurus 3.9.2 bundles it. Before, the meta
 * said `https://site/./img/social-card.png`, a file never copied. A site path stays a site path.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

let siteDir = '';
let outDir = '';
beforeAll(async () => {
  siteDir = writeSite({
    'docusaurus.config.js': "module.exports = { title: 'S', url: 'https://s.example.com', baseUrl: '/base/', presets: [['classic', {}]] };",
    'docs/doc.md': '---\nimage: ./card.png\n---\n\n# Doc\n',
    'docs/card.png': '\x89PNG\r\n\x1a\n-doc-card',
    'docs/static-card.md': '---\nimage: /img/card.png\n---\n\n# Static card\n',
    'static/img/card.png': '\x89PNG\r\n\x1a\n-static',
    'blog/2024-01-01-post/index.md': '---\ntitle: Post\nimage: ./img/card.png\n---\n\nText.\n\n<!-- truncate -->\n',
    'blog/2024-01-01-post/img/card.png': '\x89PNG\r\n\x1a\n-post-card',
  });
  ({ outDir } = await buildToTemp(siteDir));
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const ogImage = (page: string) => /<meta property="og:image" content="([^"]+)">/.exec(readFileSync(path.join(outDir, page, 'index.html'), 'utf8'))?.[1];

describe('a front matter image relative to the page’s file', () => {
  it.each([['docs/doc'], ['blog/2024/01/01/post']])('is a hashed asset named by its absolute URL (%s)', (page) => {
    const url = ogImage(page)!;
    expect(url).toMatch(/^https:\/\/s\.example\.com\/base\/assets\/images\/card-[0-9a-f]{8}\.png$/);
    expect(existsSync(path.join(outDir, url.replace('https://s.example.com/base/', '')))).toBe(true);
  });

  it('stays a site path when written from the site root', () => {
    expect(ogImage('docs/static-card')).toBe('https://s.example.com/base/img/card.png');
  });
});
