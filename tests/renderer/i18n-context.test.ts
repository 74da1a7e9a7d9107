/**
 * `useDocusaurusContext().i18n` in site code has Docusaurus's `path` and `localeConfigs` (every
 * locale's label, direction, htmlLang... with their defaults), as Docusaurus 3.9.2 gives them (the same
 * page built with it: `fa | فارسی | rtl | fa-IR | path=i18n`). Before, a page reading them threw and
 * the build failed.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, writeSite } from '../support/site.js';

const site = writeSite({
  'docusaurus.config.js': "module.exports = { title: 'R1', url: 'https://example.com', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fa'], localeConfigs: { fa: { label: 'فارسی', direction: 'rtl', htmlLang: 'fa-IR' } } }, presets: [['classic', { docs: false, blog: false }]] };",
  'src/pages/index.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nimport useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nexport default function Home() {\n  const { i18n } = useDocusaurusContext();\n  const cfg = i18n.localeConfigs[i18n.currentLocale];\n  return <Layout title=\"Home\"><main><p id=\"i18n\">{i18n.currentLocale} | {cfg.label} | {cfg.direction} | {cfg.htmlLang} | path={i18n.path}</p></main></Layout>;\n}\n",
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('useDocusaurusContext().i18n', () => {
  it('has the locales’ settings and the translations path, in every locale', () => {
    const out = path.join(site, 'out');
    const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site, '--out-dir', out], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const line = (file: string) => /<p id="i18n">([^<]*)/.exec(readFileSync(path.join(out, file), 'utf8'))?.[1];
    expect(line('index.html')).toBe('en | English | ltr | en | path=i18n');
    expect(line('fa/index.html')).toBe('fa | فارسی | rtl | fa-IR | path=i18n');
  });
});
