/**
 * RSS authors as Docusaurus 3.9.2's feed writes them: an author with an email is the item's
 * `<author>email (name)</author>` (RSS's own element). One without an email is a `<dc:creator>`
 * (*differs*: Docusaurus leaves such an author out of the item). Before, every author was a
 * `<dc:creator>`, and no item had an `<author>`.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const site = writeSite({
  'docusaurus.config.js': "module.exports = { title: 'R', url: 'https://r.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: { onUntruncatedBlogPosts: 'ignore' } }]] };",
  'blog/authors.yml': 'ada:\n  name: Ada Lovelace\n  email: ada@example.com\nbob:\n  name: Bob\n',
  'blog/2024-01-01-two.md': '---\ntitle: Two authors\nauthors: [ada, bob]\n---\n\nHi.\n',
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('RSS item authors', () => {
  it('are <author> with an email, <dc:creator> without', async () => {
    const { outDir } = await buildToTemp(site);
    const rss = readFileSync(path.join(outDir, 'blog/rss.xml'), 'utf8');
    expect(rss).toContain('<author>ada@example.com (Ada Lovelace)</author>');
    expect(rss).toContain('<dc:creator>Bob</dc:creator>');
    expect(rss).not.toContain('<dc:creator>Ada Lovelace</dc:creator>');
  });
});

// As Docusaurus 3.9.2 writes them (its feed applies the site's trailingSlash to the blog's URL): no
// trailing slash under trailingSlash: false, a blog at the site root included (before: `https://…/`,
// which changed the Atom feed's id); one under trailingSlash: true (realsites14 B, FerretDB:
// `https://…/blog/`; ours had none); unset, the root's slash only.
describe("the feeds' blog URL", () => {
  it('follows the site’s trailingSlash', async () => {
    const dirs = [
      writeSite({
        'docusaurus.config.js': "module.exports = { title: 'R', url: 'https://r.example.com', baseUrl: '/', trailingSlash: false, presets: [['classic', { docs: false, blog: { routeBasePath: '/', feedOptions: { type: 'all' }, onUntruncatedBlogPosts: 'ignore' } }]] };",
        'blog/2024-01-01-one.md': '---\ntitle: One\n---\n\nHi.\n',
      }),
      writeSite({
        'docusaurus.config.js': "module.exports = { title: 'R', url: 'https://r.example.com', baseUrl: '/', trailingSlash: true, presets: [['classic', { docs: false, blog: { feedOptions: { type: 'all' }, onUntruncatedBlogPosts: 'ignore' } }]] };",
        'blog/2024-01-01-one.md': '---\ntitle: One\n---\n\nHi.\n',
      }),
    ];
    try {
      const [root, slashed] = await Promise.all(dirs.map((dir) => buildToTemp(dir)));
      expect(readFileSync(path.join(root.outDir, 'rss.xml'), 'utf8')).toContain('<link>https://r.example.com</link>');
      expect(readFileSync(path.join(root.outDir, 'atom.xml'), 'utf8')).toContain('<id>https://r.example.com</id>');
      expect(JSON.parse(readFileSync(path.join(root.outDir, 'feed.json'), 'utf8')).home_page_url).toBe('https://r.example.com');
      expect(readFileSync(path.join(slashed.outDir, 'blog/rss.xml'), 'utf8')).toContain('<link>https://r.example.com/blog/</link>');
      expect(readFileSync(path.join(slashed.outDir, 'blog/atom.xml'), 'utf8')).toContain('<id>https://r.example.com/blog/</id>');
      expect(JSON.parse(readFileSync(path.join(slashed.outDir, 'blog/feed.json'), 'utf8')).home_page_url).toBe('https://r.example.com/blog/');
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});
