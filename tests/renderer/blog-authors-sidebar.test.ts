/**
 * A blog as real sites write it, checked against Docusaurus 3.9.2's build: the blog sidebar names a
 * post by its front matter `sidebar_label`; an author's socials become the links Docusaurus makes
 * (a Stack Overflow id YAML reads as a number, a LinkedIn handle with its trailing slash, an email
 * as mailto:, a platform named in capitals); a tag page's "View All Tags" takes the locale's
 * `theme.tags.tagsPageLink`.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';
import { buildToTemp, writeSite } from '../support/site.js';

let siteDir: string;
let outDir: string;

beforeAll(async () => {
  siteDir = writeSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Site', url: 'https://site.example.com', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: false, blog: { blogSidebarCount: 'ALL', onUntruncatedBlogPosts: 'ignore' } }]],
};\n`,
    'blog/authors.yml': `ada:
  name: Ada
  socials:
    stackoverflow: 82609
    linkedin: ada-l
    email: ada@example.com
    GitHub: ada
    x: https://x.com/ada_real
`,
    'blog/2024-01-02-long-title.md': '---\ntitle: A very long title that does not fit the sidebar\nsidebar_label: Short name\nauthors: ada\ntags: [news]\n---\n\nText.\n',
    'blog/2024-01-01-plain.md': '---\ntitle: Plain post\n---\n\nText.\n',
    'i18n/fr/code.json': JSON.stringify({ 'theme.tags.tagsPageLink': { message: 'Voir tous les tags' } }),
  });
  ({ outDir } = await buildToTemp(siteDir));
  const fr = await loadSite(siteDir, { locale: 'fr', cache: false });
  await buildSite(fr, { outDir: path.join(outDir, 'fr') });
}, 120_000);
afterAll(() => {
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
  if (outDir) rmSync(path.dirname(outDir), { recursive: true, force: true });
});

const page = (route: string) => readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('the blog sidebar', () => {
  it("names a post by its sidebar_label, else by its title", () => {
    const sidebar = /<nav class="blog-sidebar"[^]*?<\/nav>/.exec(page('blog'))![0];
    expect([...sidebar.matchAll(/class="blog-sidebar-link[^"]*"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['Short name', 'Plain post']);
    expect(text(page('blog/2024/01/02/long-title'))).toContain('A very long title that does not fit the sidebar');
  });
});

describe("an author's socials", () => {
  it('link as Docusaurus links them', () => {
    const socials = /<span class="blog-author-socials">[^]*?<\/span><\/div>/.exec(page('blog/2024/01/02/long-title'))![0];
    expect([...socials.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual([
      'https://stackoverflow.com/users/82609',
      'https://www.linkedin.com/in/ada-l/',
      'mailto:ada@example.com',
      'https://github.com/ada',
      'https://x.com/ada_real',
    ]);
  });
});

describe('a blog tag page', () => {
  it("says View All Tags in the locale's words", () => {
    const allTagsLink = (html: string) => /<a href="[^"]*" class="view-all-tags">([^<]*)<\/a>/.exec(html)?.[1];
    expect(allTagsLink(page('blog/tags/news'))).toBe('View All Tags');
    expect(allTagsLink(page('fr/blog/tags/news'))).toBe('Voir tous les tags');
  });
});
