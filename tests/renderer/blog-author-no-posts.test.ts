/**
 * An author page (authors.yml `page: true`) of an author who has written no post says so, as
 * Docusaurus 3.9.2's does ("This author has not written any posts yet.", its theme string); ours
 * showed the author's name and nothing below it.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const sites: string[] = [];
afterAll(() => sites.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the page of an author without posts', () => {
  it('says the author has written no posts yet; an author with posts lists them', async () => {
    const dir = writeSite({
      'docusaurus.config.js': "module.exports = { title: 'A', url: 'https://a.example.com', baseUrl: '/', presets: [['classic', { docs: false }]] };",
      'blog/authors.yml': 'ann:\n  name: Ann\n  page: true\nbob:\n  name: Bob\n  page: true\n',
      'blog/2024-01-01-post.md': '---\ntitle: Post\nauthors: [ann]\n---\n\nText.\n\n<!-- truncate -->\n',
    });
    sites.push(dir);
    const { outDir } = await buildToTemp(dir);
    const page = (author: string) => readFileSync(path.join(outDir, 'blog', 'authors', author, 'index.html'), 'utf8');
    expect(page('bob')).toContain('<p class="blog-author-no-posts">This author has not written any posts yet.</p>');
    expect(page('ann')).not.toContain('blog-author-no-posts');
  });
});
