/**
 * Dates in the locale's calendar, as Docusaurus 3.9.2 writes them (checked on the same site): a
 * locale whose config names none takes its language's own (Persian for fa), one that names one
 * (`he: { calendar: 'hebrew' }`) that one, on blog posts as on "last updated". Before, blog dates
 * were Gregorian in every locale, and so was every default.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';
import { buildToTemp, writeSite } from '../support/site.js';

const siteDir = writeSite({
  'docusaurus.config.js': `module.exports = { title: 'C', url: 'https://c.example.com', baseUrl: '/',
    i18n: { defaultLocale: 'fa', locales: ['fa', 'he'], localeConfigs: { he: { calendar: 'hebrew' } } },
    presets: [['classic', { docs: { showLastUpdateTime: true }, blog: { onUntruncatedBlogPosts: 'ignore' } }]] };`,
  'docs/intro.md': '---\nlast_update:\n  date: 2024-03-20\n---\n# Intro\n',
  'blog/2024-03-20-new.md': '---\ntitle: New\n---\nNews.\n',
});
let outDir: string;
let heOutDir: string;
beforeAll(async () => {
  ({ outDir } = await buildToTemp(siteDir));
  heOutDir = path.join(mkdtempSync(path.join(tmpdir(), 'docs-test-he-')), 'build');
  await buildSite(await loadSite(siteDir, { cache: false, locale: 'he' }), { outDir: heOutDir });
}, 60_000);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const times = (route: string, out = outDir) => [...readFileSync(path.join(out, route, 'index.html'), 'utf8').matchAll(/<time [^>]*>([^<]*)<\/time>/g)].map((m) => m[1]);

describe('dates in the locale’s calendar', () => {
  it('are Persian in fa, its language’s own calendar', () => {
    expect(times('blog/2024/03/20/new')).toEqual(['۱ فروردین ۱۴۰۳']);
    expect(times('docs/intro')).toEqual(['۱ فروردین ۱۴۰۳']);
  });

  it('are Hebrew in he, the calendar its config names', () => {
    expect(times('blog/2024/03/20/new', heOutDir)).toEqual(['10 באדר ב׳ 5784']);
  });
});
