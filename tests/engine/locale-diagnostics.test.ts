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
