/**
 * What rendering another locale finds is reported, as for the default one: a React page's `<Link>`
 * that is broken only in that locale (its translated doc has another slug) is a warning under
 * `onBrokenLinks: 'warn'` naming the locale's URLs, as Docusaurus 3.9.2 reports it ("Broken link on
 * source page path = /fr/: -> linking to /fr/docs/intro"), and an error stops the build.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, writeSite } from '../support/site.js';

const site = (onBrokenLinks: string) =>
  writeSite({
    'docusaurus.config.js': `module.exports = { title: 'R', url: 'https://r.example.com', baseUrl: '/', onBrokenLinks: '${onBrokenLinks}', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { docs: {}, blog: false }]] };`,
    'src/pages/index.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nimport Link from '@docusaurus/Link';\nexport default function Home() {\n  return <Layout><main><Link to=\"/docs/intro\">Intro</Link></main></Layout>;\n}\n",
    'docs/intro.md': '# Intro\n\nText.\n',
    'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '---\nslug: /autre\n---\n\n# Présentation\n\nTexte.\n',
  });

const build = (dir: string) =>
  new Promise<{ code: number; stderr: string }>((resolve) => {
    execFile(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', dir, '--no-cache'], { env: { ...process.env, NO_COLOR: '1' } }, (error, _out, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stderr }));
  });

describe("a React page's link broken in one locale only", () => {
  it('is a warning naming that locale’s URLs', async () => {
    const result = await build(site('warn'));
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/src\/pages\/index\.js:5:\d+\s+warning\s+Broken link on \/fr\/: <Link to="\/docs\/intro"> \(resolved to \/fr\/docs\/intro\).*Did you mean \/fr\/docs\/autre\?/);
    expect(result.stderr).not.toMatch(/Broken link on \/:/);
  }, 120_000);

  it('stops the build under onBrokenLinks: throw', async () => {
    const result = await build(site('throw'));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error\s+Broken link on \/fr\/:/);
    expect(result.stderr).toMatch(/the build failed/);
  }, 120_000);
});
