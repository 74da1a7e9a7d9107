/**
 * A `#anchor` link in a post's excerpt leads to the post's page from the list pages, where no
 * heading has an id. *Differs*: Docusaurus 3.9.2 keeps `#setup` there, a dead link it warns about
 * ("Broken anchor on source page path = /blog: -> linking to #setup").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

it("points an excerpt's #anchor links at the post's page, and leaves the post's own as they are", async () => {
  const site = writeSite({
    'docusaurus.config.js': "module.exports = { title: 'B', url: 'https://b.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: { onInlineAuthors: 'ignore' } }]] };",
    'blog/2024-01-01-guide.md': '---\ntitle: Guide\ntags: [how]\n---\n\nJump to [the setup](#setup).\n\n<!-- truncate -->\n\n## Setup\n\nSteps.\n',
  });
  const { outDir } = await buildToTemp(site);
  const read = (route: string) => readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
  expect(read('blog')).toContain('<a href="/blog/2024/01/01/guide#setup">the setup</a>');
  expect(read('blog/tags/how')).toContain('<a href="/blog/2024/01/01/guide#setup">the setup</a>');
  expect(read('blog/2024/01/01/guide')).toContain('<a href="#setup">the setup</a>');
});
