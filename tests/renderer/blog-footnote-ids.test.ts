/**
 * A blog post's footnote ids are its own (a suffix from its file), as Docusaurus's blog makes them
 * (realsites10 Q): a list page showing two whole posts held two elements of id `user-content-fn-1`.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const site = writeSite({
  'docusaurus.config.js': "module.exports = { title: 'F', url: 'https://f.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: { onUntruncatedBlogPosts: 'ignore' } }]] };",
  'blog/2024-03-01-first.md': '---\ntitle: First\n---\n\nOne claim[^1].\n\n[^1]: The source.\n',
  'blog/2024-03-02-second.md': '---\ntitle: Second\n---\n\nAnother claim[^1].\n\n[^1]: Another source.\n',
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

it('gives each post its own footnote ids, the links to them too, on the list page and the post page', async () => {
  const { outDir } = await buildToTemp(site);
  const list = readFileSync(path.join(outDir, 'blog', 'index.html'), 'utf8');
  const ids = [...list.matchAll(/id="(user-content-fn[^"]*)"/g)].map((m) => m[1]);
  expect(ids).toHaveLength(4);
  expect(new Set(ids).size).toBe(4);
  const post = readFileSync(path.join(outDir, 'blog', '2024', '03', '01', 'first', 'index.html'), 'utf8');
  const [fn, ref] = ['fn', 'fnref'].map((kind) => new RegExp(`id="(user-content-${kind}-1-[0-9a-f]{6})"`).exec(post)![1]);
  expect(post).toContain(`href="#${fn}"`);
  expect(post).toContain(`href="#${ref}"`);
});
