/**
 * A diagnostic that only another locale's build finds, about a file of the default locale (a doc the
 * locale does not translate), says which build: the same file reads fine in the default locale.
 * Seen on web-map-doc: `/web-map-doc/docs/x` written with the base URL is a page in English and no
 * page under `/web-map-doc/fr/` (Docusaurus 3.9.2 reports it in the French build too).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, writeSite } from '../support/site.js';

const site = writeSite({
  'docusaurus.config.js': "module.exports = { title: 'L', url: 'https://l.example.com', baseUrl: '/base/', onBrokenLinks: 'warn', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };\n",
  'docs/a.md': '# A\n\nSee [b](/base/b).\n',
  'docs/b.md': '# B\n\nText.\n',
}, 'docs-locale-diagnostics-');
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('docs check on a site of two locales', () => {
  it('names the locale whose build found a problem in a file of the default locale', () => {
    const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'check', site], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    const lines = (run.stdout + run.stderr).split('\n').filter((l) => l.includes('broken-link'));
    expect(lines).toEqual(['docs/a.md:3:5  warning  Broken link: /base/b (resolved to /base/b) is not a page or static file of this site. (in the fr build)  [broken-link]']);
  });
});

describe('a ./ link between a translated and an untranslated doc', () => {
  // Docusaurus 3.9.2 resolves ./ and ../ Markdown links next to the file only: in the fr build, a
  // translation's ./setup.md to an untranslated doc, and an untranslated doc's ./usage.md to a
  // translated one, are broken links there (checked both ways). We link them, and now say so.
  it('is linked, with a warning naming the path that works in both engines', async () => {
    const { loadSite } = await import('../../engine/load.js');
    const dir = writeSite({
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { blog: false }]] };\n",
      'docs/guide/setup.md': '# Setup\n',
      'docs/guide/usage.md': '# Usage\n',
      'docs/guide/other.md': '# Other\n\nSee [usage](./usage.md) and [setup](guide/setup.md).\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/guide/usage.md': '# Utilisation\n\nVoir [setup](./setup.md).\n',
    }, 'docs-untranslated-link-');
    const fr = await loadSite(dir, { cache: false, locale: 'fr' });
    const en = await loadSite(dir, { cache: false });
    rmSync(dir, { recursive: true, force: true });
    expect(fr.diagnostics.map((d) => [d.rule, d.file, d.line, d.column])).toEqual([
      ['untranslated-link', 'docs/guide/other.md', 3, 5],
      ['untranslated-link', 'i18n/fr/docusaurus-plugin-content-docs/current/guide/usage.md', 3, 6],
    ]);
    expect(fr.diagnostics[1].message).toContain('Write the path from the docs folder without ./ (guide/setup.md)');
    expect(en.diagnostics).toEqual([]);
  });
});
