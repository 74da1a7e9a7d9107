/**
 * A blog post's reading time in the site's locale, as Docusaurus 3.9 writes it (checked with 3.9.2):
 * the theme's translation with the locale's plural forms ("Une minute de lecture", "3 minutes de
 * lecture", "約3分"), a regional or bare locale falling back as Docusaurus does (pt -> pt-BR), and a
 * site's own i18n/{locale}/code.json message winning over the theme's. One site, built once.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/site.js';

const LOCALES = ['en', 'fr', 'ja', 'de', 'cs', 'pt'];
let site: string;
let result: ReturnType<typeof spawnSync>;

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), text);
};
const post = (title: string, words: number) => `---\ntitle: ${title}\nauthors: [{name: Ada}]\n---\n\n${'word '.repeat(words)}\n`;

beforeAll(() => {
  site = mkdtempSync(path.join(tmpdir(), 'docs-reading-time-'));
  write(
    'docusaurus.config.js',
    `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ${JSON.stringify(LOCALES)} },
  presets: [['classic', { docs: false, blog: { showReadingTime: true }, pages: false }]] };\n`,
  );
  for (const locale of LOCALES) {
    const dir = locale === 'en' ? 'blog' : `i18n/${locale}/docusaurus-plugin-content-blog`;
    write(`${dir}/2024-01-01-short.md`, post('Short', 20));
    // About 3 minutes (Docusaurus reads 200 words a minute).
    write(`${dir}/2024-01-02-long.md`, post('Long', 560));
    write(`${dir}/2024-01-03-longer.md`, post('Longer', 960));
  }
  // The site's own translation wins over the theme's.
  write('i18n/de/code.json', JSON.stringify({ 'theme.blog.post.readingTime.plurals': { message: 'Eine Minute zum Lesen|{readingTime} Minuten zum Lesen' } }));
  result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', DOCS_NO_CACHE: '1' } });
}, 120_000);

/** The reading time each post of a locale's blog page shows, newest first. */
function readingTimes(locale: string): string[] {
  const page = readFileSync(path.join(site, 'build', locale === 'en' ? '' : locale, 'blog/index.html'), 'utf8');
  return [...page.matchAll(/<\/time> · (?:<!-- -->)?([^<]+)<\/div>/g)].map((m) => m[1]);
}

describe('blog reading time', () => {
  it('builds every locale', () => {
    expect(result.status, String(result.stderr)).toBe(0);
  });

  it('is English with its plural in the default locale', () => {
    expect(readingTimes('en')).toEqual(['5 min read', '3 min read', 'One min read']);
  });

  it("uses the theme's translation and the locale's plural forms", () => {
    expect(readingTimes('fr')).toEqual(['5 minutes de lecture', '3 minutes de lecture', 'Une minute de lecture']);
    expect(readingTimes('ja')).toEqual(['約5分', '約3分', '約1分']);
    // Czech has four forms: one, few (2-4), many, other (5 and up).
    expect(readingTimes('cs')).toEqual(['5 minut čtení', '3 minuty čtení', 'Jedna minuta čtení']);
  });

  it('falls back from a bare language to its main region (pt -> pt-BR)', () => {
    expect(readingTimes('pt')).toEqual(['5 min para ler', '3 min para ler', 'Um minuto para ler']);
  });

  it("takes the site's code.json message over the theme's", () => {
    expect(readingTimes('de')).toEqual(['5 Minuten zum Lesen', '3 Minuten zum Lesen', 'Eine Minute zum Lesen']);
  });
});
