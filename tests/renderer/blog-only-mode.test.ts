/**
 * A blog-only site (`blog.routeBasePath: '/'`), as Docusaurus 3.9.2 titles its home (checked): the
 * blog list at the site's root URL has the site's title alone; its page 2 and the home of another
 * locale (`/fr/`, not the root URL) keep "blog title | site title".
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
  presets: [['classic', { docs: false, blog: { routeBasePath: '/', blogTitle: 'News', postsPerPage: 1, onUntruncatedBlogPosts: 'ignore' } }]],
};\n`,
    'blog/2024-01-01-one.md': '---\ntitle: One\n---\n\nText.\n',
    'blog/2024-01-02-two.md': '---\ntitle: Two\n---\n\nText.\n',
  });
  ({ outDir } = await buildToTemp(siteDir));
  await buildSite(await loadSite(siteDir, { locale: 'fr', cache: false }), { outDir: path.join(outDir, 'fr') });
}, 120_000);
afterAll(() => {
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
  if (outDir) rmSync(path.dirname(outDir), { recursive: true, force: true });
});

const title = (file: string) => /<title>([^<]*)<\/title>/.exec(readFileSync(path.join(outDir, file), 'utf8'))?.[1];

describe('a blog-only site', () => {
  it("titles the blog home at the root URL with the site's title alone", () => {
    expect(title('index.html')).toBe('Site');
  });

  it('keeps the blog title on its other list pages and on the home of another locale', () => {
    expect(title('page/2/index.html')).toBe('News | Site');
    expect(title('fr/index.html')).toBe('News | Site');
  });
});
