/**
 * A raw `<img src="/base/img/x.svg">` written under the site's base URL in a translated doc: the
 * static file is found in the other locale's build as in the default one (realsites14 A,
 * repro/i18n-img-baseurl-warning; Docusaurus builds it without a warning). Ours warned "Image not found"
 * in the other locale only: its check removed the locale's base URL (`/base/fr/`), not the site's.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../engine/helpers.js';
import { writeSite } from '../support/site.js';

let dir: string;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a static image under the base URL, in another locale', () => {
  it('is found, with no warning', async () => {
    const img = '# Intro\n\n<img src="/base/img/logo.svg" alt="Logo" />\n';
    dir = writeSite({
      'docusaurus.config.js': "module.exports = { title: 'I', url: 'https://i.example.com', baseUrl: '/base/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };",
      'docs/intro.md': img,
      'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': img,
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>',
    });
    const result = await runCli(['build', dir, '--out-dir', `${dir}/build`]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain('Image not found');
  });
});
