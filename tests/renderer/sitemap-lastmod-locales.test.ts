/**
 * `sitemap.lastmod` dates a translated doc by its translation's last commit (i18n/{locale}/…), as
 * Docusaurus 3.9.2 does (checked: `fr/sitemap.xml` has the date for translated and untranslated
 * docs alike). Before, a translated doc had no `<lastmod>`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';
import { writeSite } from '../support/site.js';

it('dates translated and untranslated docs and blog posts in the locale’s sitemap', async () => {
  const site = writeSite({
    'docusaurus.config.js': "module.exports = { title: 'R', url: 'https://r.example.com', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { docs: {}, blog: {}, sitemap: { lastmod: 'date' } }]] };",
    'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nPost.\n\n<!-- truncate -->\n',
    'i18n/fr/docusaurus-plugin-content-blog/2024-01-02-hello.md': '---\ntitle: Bonjour\n---\n\nBillet.\n\n<!-- truncate -->\n',
    'docs/intro.md': '# Intro\n\nText.\n',
    'docs/third.md': '# Third\n\nText.\n',
    'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Présentation\n\nTexte.\n',
  });
  const env = { ...process.env, GIT_CEILING_DIRECTORIES: path.dirname(site), GIT_AUTHOR_DATE: '2024-05-06T10:00:00Z', GIT_COMMITTER_DATE: '2024-05-06T10:00:00Z' };
  execFileSync('git', ['init', '-q'], { cwd: site, env });
  execFileSync('git', ['add', '-A'], { cwd: site, env });
  execFileSync('git', ['-c', 'user.name=A', '-c', 'user.email=a@example.com', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'docs'], { cwd: site, env });
  const fr = await loadSite(site, { locale: 'fr', cache: false });
  const out = path.join(site, 'build-fr');
  await buildSite(fr, { outDir: out });
  const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
  expect(sitemap).toContain('<loc>https://r.example.com/fr/docs/intro</loc><lastmod>2024-05-06</lastmod>');
  expect(sitemap).toContain('<loc>https://r.example.com/fr/docs/third</loc><lastmod>2024-05-06</lastmod>');
  // A blog post is dated too (realsites8 K, r4: Docusaurus 3.9.2 dates posts from git); the blog's list is not.
  expect(sitemap).toContain('<loc>https://r.example.com/fr/blog/2024/01/02/hello</loc><lastmod>2024-05-06</lastmod>');
  expect(sitemap).toMatch(/<loc>https:\/\/r\.example\.com\/fr\/blog<\/loc><(?!lastmod)/);
});
