/**
 * The blog plugin's `showLastUpdateTime` / `showLastUpdateAuthor` and a post's `last_update`, as
 * Docusaurus 3.9.2 shows them in the post page's footer (speice.io sets them). We ignored them
 * without a word. A post's date comes from its front matter, else from git, as a doc's does.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const sites: string[] = [];
afterAll(() => sites.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function postPage(options: string): Promise<string> {
  const dir = writeSite({
    'docusaurus.config.js': `module.exports = { title: 'U', url: 'https://u.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: { ${options} } }]] };`,
    'blog/2024-01-01-post.md': '---\ntitle: Post\ntags: [news]\nlast_update:\n  date: 2024-02-03\n  author: Ann\n---\n\nText.\n\n<!-- truncate -->\n',
  });
  sites.push(dir);
  const { outDir } = await buildToTemp(dir);
  return readFileSync(path.join(outDir, 'blog', '2024', '01', '01', 'post', 'index.html'), 'utf8');
}

describe('a blog post’s last update', () => {
  it('is shown in the post page’s footer with the options on', async () => {
    const html = await postPage('showLastUpdateTime: true, showLastUpdateAuthor: true');
    const footer = /<footer class="doc-footer">[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
    expect(footer).toContain('<time dateTime="2024-02-03T00:00:00.000Z" itemProp="dateModified">Feb 3, 2024</time>');
    expect(footer.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '')).toContain('Last updated on Feb 3, 2024 by Ann');
  });

  it('is not shown without them', async () => {
    expect(await postPage('')).not.toContain('last-updated');
  });
});
