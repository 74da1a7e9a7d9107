/**
 * What a build gives machines and crawlers (issue 14): `{route}.md` per doc, llms.txt and
 * llms-full.txt, the Markdown alternate link, Docusaurus's JSON-LD BreadcrumbList, sitemap lastmod
 * and robots.txt from the `robots` option.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadedSite } from '../../engine/load.js';
import { buildToTemp, REPO_ROOT, writeSite } from '../support/site.js';

let out: string;
let site: LoadedSite;
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

beforeAll(async () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'docs-machines-')), 'site');
  cpSync(path.join(REPO_ROOT, 'tests/fixtures/clean-site'), dir, { recursive: true });
  const config = path.join(dir, 'site.config.ts');
  // Last-update dates are read only with showLastUpdateTime on, as in Docusaurus (and so is lastmod).
  writeFileSync(config, readFileSync(config, 'utf8').replace("baseUrl: '/',", "baseUrl: '/',\n  robots: true,").replace('docs: {', 'docs: {\n    showLastUpdateTime: true,'));
  const upgrade = path.join(dir, 'versioned_docs/version-1.0/guide/upgrade.md');
  writeFileSync(upgrade, readFileSync(upgrade, 'utf8').replace('title: Upgrade', 'title: Upgrade\nunlisted: true'));
  const plain = path.join(dir, 'docs/plain.md');
  writeFileSync(plain, `---\nlast_update:\n  date: 2024-03-05\n  author: Ada\n---\n\n${readFileSync(plain, 'utf8')}`);
  ({ site, outDir: out } = await buildToTemp(dir));
}, 120_000);

describe('Markdown twins', () => {
  it('writes {route}.md for every doc, front matter stripped, title first', () => {
    for (const doc of site.graph.docs) {
      const file = `${doc.permalink.replace(/\/+$/, '') || '/index'}.md`.slice(1);
      expect(existsSync(path.join(out, decodeURIComponent(file))), file).toBe(true);
    }
    const intro = read('next.md');
    expect(intro.startsWith('# Welcome\n')).toBe(true);
    expect(intro).not.toContain('tags: [getting-started]');
    // No h1 in the content: the title comes first.
    expect(read('guide/install.md').startsWith('# Install 1.0\n\nInstall version 1.0, then [upgrade]')).toBe(true);
    expect(read('next/plain.md')).not.toContain('last_update');
  });

  it('links each doc page to its Markdown with rel=alternate type=text/markdown', () => {
    expect(read('next/plain/index.html')).toContain('<link rel="alternate" type="text/markdown" href="/next/plain.md">');
    expect(read('tags/index.html')).not.toContain('text/markdown');
  });
});

describe('llms.txt', () => {
  it('has the title, the tagline and every listed doc of the main version with its description', () => {
    const llms = read('llms.txt');
    expect(llms.startsWith('# Clean Site\n\n> Every convention, no problems\n')).toBe(true);
    // The main version (1.0 here), as a reader without a version in mind would want it.
    const listed = site.graph.docs.filter((d) => d.version === '1.0' && !d.unlisted && !d.draft);
    expect(listed.length).toBe(2);
    for (const doc of listed) expect(llms, doc.key).toContain(`](https://clean.example.com${`${doc.permalink.replace(/\/+$/, '') || '/index'}.md`.split('/').map(encodeURIComponent).join('/')})`);
    expect(llms).toContain('- [Introduction](https://clean.example.com/index.md): Version 1.0. Install it, or read what is next.');
    expect(llms).toContain('## Guide\n\n- [Install 1.0](https://clean.example.com/guide/install.md): Install version 1.0, then upgrade.\n');
    expect(llms).not.toContain('Upgrade'); // unlisted
  });

  it('llms-full.txt holds every listed doc in the same order', () => {
    const full = read('llms-full.txt');
    const titles = [...read('llms.txt').matchAll(/^- \[([^\]]+)\]/gm)].map((m) => m[1]);
    let at = 0;
    for (const title of titles) {
      const found = full.indexOf(`Source: https://clean.example.com`, at);
      expect(found, title).toBeGreaterThanOrEqual(at);
      at = found + 1;
    }
    expect(titles).toEqual(['Introduction', 'Install 1.0']);
    expect(full).toContain('Source: https://clean.example.com/guide/install\n\n# Install 1.0\n');
  });

  it("keeps the site's own llms.txt from its static folder, and still writes llms-full.txt", async () => {
    const dir = writeSite({
      'docusaurus.config.js': "module.exports = { title: 'Own', url: 'https://own.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };",
      'docs/intro.md': '# Intro\n\nHello.\n',
      'static/llms.txt': '# Written by the site\n',
    });
    const { outDir } = await buildToTemp(dir);
    expect(readFileSync(path.join(outDir, 'llms.txt'), 'utf8')).toBe('# Written by the site\n');
    expect(readFileSync(path.join(outDir, 'llms-full.txt'), 'utf8')).toContain('# Intro');
  });
});

describe('crawlers', () => {
  it('writes the JSON-LD BreadcrumbList of a doc inside a category, as Docusaurus does', () => {
    const html = read('next/manual/step 3 - setup & run/first_steps/index.html');
    const json = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Step 3: Setup & run', item: 'https://clean.example.com/next/manual/step%203%20-%20setup%20&%20run/' },
        { '@type': 'ListItem', position: 2, name: 'First steps', item: 'https://clean.example.com/next/manual/step%203%20-%20setup%20&%20run/first_steps' },
      ],
    });
    // A category without a page of its own is left out (Docusaurus filters crumbs without a link).
    expect(read('next/reference/api/index.html')).toContain('"itemListElement":[{"@type":"ListItem","position":1,"name":"API"');
  });

  it('puts lastmod in the sitemap for docs whose last update is known', () => {
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://clean.example.com/next/plain</loc><lastmod>2024-03-05</lastmod>');
    expect(sitemap.match(/<lastmod>/g)).toHaveLength(1);
  });

  it('writes robots.txt from the robots option, naming the sitemap', () => {
    expect(read('robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://clean.example.com/sitemap.xml\n');
  });
});

describe('sitemap lastmod from git', () => {
  // Docusaurus 3.9.2 dates every doc and page of the sitemap from git when `lastmod` is set, whether
  // or not the docs show their last update (mocha-bot's and doura's sites); we dated only docs that did.
  it('dates every doc and page by its last commit', async () => {
    const { execFileSync } = await import('node:child_process');
    const { mkdirSync } = await import('node:fs');
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'docs-lastmod-')), 'site');
    mkdirSync(path.join(dir, 'docs'), { recursive: true });
    mkdirSync(path.join(dir, 'src', 'pages'), { recursive: true });
    writeFileSync(path.join(dir, 'docs', 'intro.md'), '# Intro\n');
    writeFileSync(path.join(dir, 'src', 'pages', 'about.md'), '# About\n');
    writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'L', url: 'https://l.example.com', baseUrl: '/', presets: [['classic', { blog: false, sitemap: { lastmod: 'date' } }]] };\n");
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env: { ...process.env, GIT_AUTHOR_DATE: '2025-03-04T10:00:00Z', GIT_COMMITTER_DATE: '2025-03-04T10:00:00Z' } });
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.name=T', '-c', 'user.email=t@example.com', 'commit', '-qm', 'init');
    const { outDir } = await buildToTemp(dir);
    const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://l.example.com/docs/intro</loc><lastmod>2025-03-04</lastmod>');
    expect(sitemap).toContain('<loc>https://l.example.com/about</loc><lastmod>2025-03-04</lastmod>');
  });
});
