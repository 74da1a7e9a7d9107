/**
 * A classic-preset site with three locales (en, fr, ar), client redirects, last-updated dates from
 * a git history made here, and Markdown links to files that are not docs
 * (tests/fixtures/i18n-site), built once with the real CLI. Asserts routes, HTML, hreflang, search
 * per locale, redirect pages, last-updated text, and the diagnostics of broken links and unknown
 * redirect targets.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../engine/diagnostics.js';
import { loadSearchIndex, searchIndexes } from '../../engine/search/query.js';
import type { SearchIndexFile } from '../../engine/search/types.js';
import { REPO_ROOT } from '../support/site.js';

const FIXTURE = path.join(REPO_ROOT, 'tests/fixtures/i18n-site');
const scratch = mkdtempSync(path.join(tmpdir(), 'docs-i18n-'));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `node bin/docs.js <args>`; `env` is added to the environment (no parent git repository is searched above `scratch`). */
function docs(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(REPO_ROOT, 'bin/docs.js'), ...args],
      { env: { ...process.env, NO_COLOR: '1', GIT_CEILING_DIRECTORIES: scratch, ...env }, maxBuffer: 16 << 20 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

function copyFixture(name: string): string {
  const dir = path.join(scratch, name);
  cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}

function commit(dir: string, date: string, author: string): void {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_CEILING_DIRECTORIES: scratch };
  execFileSync('git', ['add', '-A'], { cwd: dir, env });
  execFileSync('git', ['-c', `user.name=${author}`, '-c', 'user.email=a@example.com', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', `by ${author}`], { cwd: dir, env });
}

/** The visible text of some HTML, tags removed and spaces collapsed. */
const textOf = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ').trim();

let site: string;
let out: string;
let build: Run;
let gitLogCalls: number;
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

beforeAll(async () => {
  site = copyFixture('git-site');
  const env = { ...process.env, GIT_CEILING_DIRECTORIES: scratch };
  execFileSync('git', ['init', '-q'], { cwd: site, env });
  commit(site, '2024-05-05T12:00:00Z', 'Ada Lovelace');
  writeFileSync(path.join(site, 'docs/guides/upgrade.md'), `${readFileSync(path.join(site, 'docs/guides/upgrade.md'), 'utf8')}\nBack up first.\n`);
  commit(site, '2024-06-01T08:00:00Z', 'Grace Hopper');
  // A `git` in front of the real one that counts `git log` runs.
  const bin = path.join(scratch, 'bin');
  mkdirSync(bin);
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const log = path.join(scratch, 'git-calls.log');
  writeFileSync(path.join(bin, 'git'), `#!/bin/sh\necho "$1 $2 $3 $4" >> '${log}'\nexec '${real}' "$@"\n`);
  chmodSync(path.join(bin, 'git'), 0o755);
  out = path.join(site, 'build');
  build = await docs(['build', site], { PATH: `${bin}${path.delimiter}${process.env.PATH}` });
  gitLogCalls = readFileSync(log, 'utf8').split('\n').filter((line) => / log /.test(` ${line}`)).length;
}, 180_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('docs build: every locale', () => {
  it('builds each locale under its base URL (default at the root) with redirects in each', () => {
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).toMatch(/in 3 locales/);
    for (const prefix of ['', 'fr/', 'ar/']) {
      for (const route of ['docs/intro', 'docs/guides/setup', 'docs/guides/upgrade', 'docs/old-intro', 'docs/welcome', 'docs/howto/setup']) {
        expect(existsSync(path.join(out, prefix, route, 'index.html')), prefix + route).toBe(true);
      }
      expect(existsSync(path.join(out, prefix, '404.html'))).toBe(true);
    }
    expect(existsSync(path.join(out, 'search-index-en.json'))).toBe(true);
    expect(existsSync(path.join(out, 'fr/search-index-fr.json'))).toBe(true);
    expect(existsSync(path.join(out, 'ar/search-index-ar.json'))).toBe(true);
  });

  it('writes <html lang dir> per locale: Arabic right to left', () => {
    expect(read('docs/intro/index.html')).toContain('<html lang="en" dir="ltr"');
    expect(read('fr/docs/intro/index.html')).toContain('<html lang="fr" dir="ltr"');
    expect(read('ar/docs/intro/index.html')).toContain('<html lang="ar" dir="rtl"');
  });

  it('uses the translated doc where there is one and the default locale text where there is none', () => {
    const frIntro = textOf(read('fr/docs/intro/index.html'));
    expect(frIntro).toContain('Présentation');
    expect(frIntro).toContain('Atlas cartographie votre infrastructure.');
    expect(frIntro).not.toContain('Atlas maps your infrastructure');
    const frSetup = textOf(read('fr/docs/guides/setup/index.html'));
    expect(frSetup).toContain('Cartography ensures every node is charted.');
    expect(read('fr/docs/guides/setup/index.html')).toContain('<html lang="fr"');
    expect(textOf(read('ar/docs/intro/index.html'))).toContain('أطلس يرسم خرائط البنية التحتية الخاصة بك');
  });

  it('translates navbar, footer and theme strings from navbar.json, footer.json and code.json', () => {
    const fr = textOf(read('fr/docs/intro/index.html'));
    for (const words of ['Atlas FR', 'Guides pratiques', 'Bienvenue', 'Documentation', "Guide d'installation", "Droits d'auteur Atlas", 'Suivant']) expect(fr).toContain(words);
    // A footer column without items: its title too, as Docusaurus (columns when the first link has a title).
    expect(read('fr/docs/intro/index.html')).toMatch(/>Communauté</);
    const en = textOf(read('docs/intro/index.html'));
    for (const words of ['Guides', 'Welcome', 'Setup guide', 'Copyright Atlas', 'Next']) expect(en).toContain(words);
    expect(en).not.toContain('Guides pratiques');
    // A locale without translation files keeps the config's words.
    expect(textOf(read('ar/docs/intro/index.html'))).toContain('Welcome');
  });

  it('links each page to the same page in the other locales: dropdown and hreflang alternates', () => {
    const html = read('fr/docs/guides/setup/index.html');
    const alternates = [...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)">/g)].map((m) => [m[2], m[1]]);
    expect(alternates).toEqual([
      ['en', 'https://atlas.example.com/atlas/docs/guides/setup'],
      ['fr', 'https://atlas.example.com/atlas/fr/docs/guides/setup'],
      ['ar', 'https://atlas.example.com/atlas/ar/docs/guides/setup'],
      ['x-default', 'https://atlas.example.com/atlas/docs/guides/setup'],
    ]);
    // The 404 page too, by its file's URL (its canonical as well), as Docusaurus writes them.
    const notFound = read('fr/404.html');
    expect([...notFound.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)">/g)].map((m) => [m[2], m[1]])).toEqual([
      ['en', 'https://atlas.example.com/atlas/404.html'],
      ['fr', 'https://atlas.example.com/atlas/fr/404.html'],
      ['ar', 'https://atlas.example.com/atlas/ar/404.html'],
      ['x-default', 'https://atlas.example.com/atlas/404.html'],
    ]);
    expect(notFound).toContain('<link rel="canonical" href="https://atlas.example.com/atlas/fr/404.html">');
    const dropdown = [...html.matchAll(/<a href="([^"]+)" lang="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[1], m[3]]);
    expect(dropdown).toEqual([
      ['en', '/atlas/docs/guides/setup', 'English'],
      ['fr', '/atlas/fr/docs/guides/setup', 'Français'],
      ['ar', '/atlas/ar/docs/guides/setup', 'العربية'],
    ]);
  });

  it('writes a search index per locale that finds the words of its pages, Arabic included', () => {
    const search = (file: string, query: string) => searchIndexes(loadSearchIndex(JSON.parse(read(file)) as SearchIndexFile), query).map((hit) => hit.document.sectionRoute);
    expect(search('search-index-en.json', 'cartography')[0]).toBe('/atlas/docs/guides/setup');
    expect(search('fr/search-index-fr.json', 'cartographie')).toContain('/atlas/fr/docs/intro');
    // The untranslated doc is searchable in French too, at its French route.
    expect(search('fr/search-index-fr.json', 'cartography')[0]).toBe('/atlas/fr/docs/guides/setup');
    for (const word of ['خرائط', 'البنية', 'أطلس']) expect(search('ar/search-index-ar.json', word)[0], word).toBe('/atlas/ar/docs/intro');
    expect(search('search-index-en.json', 'présentation')).toEqual([]);
  });

  it('normalises baseUrl "/atlas" to "/atlas/" in every URL', () => {
    const html = read('docs/intro/index.html');
    expect(html).toMatch(/href="\/atlas\/assets\/css\/styles\.[0-9a-f]+\.css"/);
    expect(html).not.toContain('/atlasassets');
  });
});

describe('docs build: client redirects', () => {
  it('writes redirect pages that work without JavaScript, under each locale', () => {
    const page = read('docs/old-intro/index.html');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/atlas/docs/intro">');
    expect(page).toContain('<link rel="canonical" href="https://atlas.example.com/atlas/docs/intro">');
    expect(page).toMatch(/<script>window\.location\.replace\("\/atlas\/docs\/intro" \+ window\.location\.search \+ window\.location\.hash\);<\/script>/);
    expect(page).toContain('<a href="/atlas/docs/intro">');
    expect(read('fr/docs/welcome/index.html')).toContain('url=/atlas/fr/docs/intro');
    // createRedirects: every guide also answers under /docs/howto/.
    expect(read('docs/howto/upgrade/index.html')).toContain('url=/atlas/docs/guides/upgrade');
  });

  it('counts links to old paths as valid and warns once about each plugin it does not run', () => {
    expect(read('docs/intro/index.html')).toContain('href="/atlas/docs/welcome"');
    // (Its navbar title links a home page the site does not have: reported once, for every locale, tests/renderer/navbar-brand-link.test.ts.)
    const broken = build.stderr.split('\n').filter((line) => /broken/i.test(line));
    expect(broken).toHaveLength(1);
    expect(broken[0]).toContain("links to the site's home page");
    const warnings = build.stderr.split('\n').filter((line) => line.includes('[plugin-not-run]'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('docusaurus.config.js');
    expect(warnings[0]).toContain('"docusaurus-plugin-image-zoom"');
  });
});

describe('docs build: link rules', () => {
  it('copies linked files that are not docs as hashed assets and links there', () => {
    const html = read('docs/intro/index.html');
    const drawio = /href="\/atlas\/assets\/files\/(architecture-[0-9a-f]{8}\.drawio)" target="_blank"/.exec(html);
    expect(drawio, 'drawio link').not.toBeNull();
    expect(readFileSync(path.join(out, 'assets/files', drawio![1]), 'utf8')).toContain('<mxfile>');
    // `files/sample.json` (no ./) next to the doc.
    const json = /href="\/atlas\/assets\/files\/(sample-[0-9a-f]{8}\.json)"/.exec(html);
    expect(json, 'json link').not.toBeNull();
    expect(JSON.parse(readFileSync(path.join(out, 'assets/files', json![1]), 'utf8'))).toEqual({ nodes: 3 });
    expect(read('docs/guides/setup/index.html')).toMatch(/href="\/atlas\/assets\/files\/install-[0-9a-f]{8}\.sh"/);
    // The French translation links the original's file (it does not copy it).
    const fr = /href="\/atlas\/fr\/assets\/files\/(architecture-[0-9a-f]{8}\.drawio)"/.exec(read('fr/docs/intro/index.html'));
    expect(fr).not.toBeNull();
    expect(existsSync(path.join(out, 'fr/assets/files', fr![1]))).toBe(true);
  });

  it('resolves a bare `intro.md` link from a subfolder through the docs folder', () => {
    const html = read('docs/guides/setup/index.html');
    expect(html).toMatch(/<a href="\/atlas\/docs\/intro">introduction<\/a>/);
    expect(html).not.toContain('href="intro.md"');
  });

  it('gives a doc listed in two sidebars to the last one', () => {
    const upgrade = read('docs/guides/upgrade/index.html');
    // The "reference" sidebar holds only this doc: no previous/next, and the main sidebar's docs are not listed.
    expect(upgrade).not.toContain('pagination-nav');
    expect(textOf(upgrade.slice(upgrade.indexOf('<aside'), upgrade.indexOf('</aside>')))).toBe('Upgrading');
    expect(read('docs/guides/setup/index.html')).toContain('pagination-nav');
  });
});

describe('docs build: last updated', () => {
  const lastUpdated = (file: string) => textOf(/<span class="last-updated">([\s\S]*?)<\/span>/.exec(read(file))?.[1] ?? '');

  it('reads dates and authors from ONE git log per locale, newest commit per file', () => {
    expect(lastUpdated('docs/intro/index.html')).toBe('Last updated on May 5, 2024 by Ada Lovelace');
    expect(lastUpdated('docs/guides/upgrade/index.html')).toBe('Last updated on Jun 1, 2024 by Grace Hopper');
    expect(read('docs/intro/index.html')).toContain('<time dateTime="2024-05-05T12:00:00.000Z"');
    expect(lastUpdated('fr/docs/intro/index.html')).toBe('Dernière mise à jour le 5 mai 2024 par Ada Lovelace');
    expect(gitLogCalls).toBe(3);
  });

  it('lets front matter last_update win over git', () => {
    expect(lastUpdated('docs/guides/setup/index.html')).toBe('Last updated on Mar 4, 2021 by Front Matter Author');
    expect(lastUpdated('fr/docs/guides/setup/index.html')).toBe('Dernière mise à jour le 4 mars 2021 par Front Matter Author');
  });

  it('outside git: no dates, one warning, the front matter date still shown', async () => {
    const plain = copyFixture('plain-site');
    const result = await docs(['build', plain, '--locale', 'en']);
    expect(result.code, result.stderr).toBe(0);
    const warnings = result.stderr.split('\n').filter((line) => line.includes('[last-update-git]'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('not in a git repository');
    expect(readFileSync(path.join(plain, 'build/docs/intro/index.html'), 'utf8')).not.toContain('last-updated');
    expect(readFileSync(path.join(plain, 'build/docs/guides/setup/index.html'), 'utf8')).toContain('Mar 4, 2021');
  });
});

describe('docs build --locale, and broken content in a locale', () => {
  it('--locale fr builds only the French site, into build/fr', async () => {
    const one = copyFixture('one-locale');
    const result = await docs(['build', one, '--locale', 'fr']);
    expect(result.code, result.stderr).toBe(0);
    expect(readdirSync(path.join(one, 'build'))).toEqual(['fr']);
    expect(existsSync(path.join(one, 'build/fr/docs/intro/index.html'))).toBe(true);
    const unknown = await docs(['build', one, '--locale', 'de']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Locale "de" is not one of i18n.locales (en, fr, ar)');
  });

  it('reports a broken link in a translation and an unknown redirect target, and keeps the previous build', async () => {
    const broken = copyFixture('broken-site');
    expect((await docs(['build', broken, '--locale', 'en'])).code).toBe(0);
    const before = readFileSync(path.join(broken, 'build/docs/intro/index.html'), 'utf8');
    const translation = path.join(broken, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md');
    writeFileSync(translation, readFileSync(translation, 'utf8').replace("Lisez d'abord", "Voir [la FAQ](/docs/faq). Lisez d'abord"));
    const failed = await docs(['build', broken]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/^i18n\/fr\/docusaurus-plugin-content-docs\/current\/intro\.md:7:\d+ {2}error {2}Broken link: \/docs\/faq/m);
    expect(failed.stderr).toContain('left as it was');
    expect(readFileSync(path.join(broken, 'build/docs/intro/index.html'), 'utf8')).toBe(before);
    expect(existsSync(path.join(broken, 'build/fr'))).toBe(false);

    const config = path.join(broken, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace("to: '/docs/intro'", "to: '/docs/intro-old'"));
    const checked = await docs(['check', broken, '--format', 'json']);
    expect(checked.code).toBe(2);
    const diagnostics = JSON.parse(checked.stdout) as Diagnostic[];
    const redirect = diagnostics.find((d) => d.rule === 'redirect-target');
    expect(redirect).toMatchObject({ severity: 'error', file: 'docusaurus.config.js', line: 25 });
    expect(redirect!.message).toContain('"/docs/intro-old"');
    // The link to /docs/welcome breaks too: its redirect is dropped with its unknown target.
    expect(diagnostics.filter((d) => d.rule === 'broken-link' && d.file?.endsWith('.md')).map((d) => `${d.file}:${d.line}`)).toEqual(['docs/intro.md:8', 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md:7']);
  });
});
