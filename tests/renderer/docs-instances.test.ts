/**
 * A second docs plugin instance (tests/fixtures/docs-instances: `community`, listed in `plugins` with
 * an id, beside the preset's docs), built as Docusaurus 3.9.2 builds it (the same fixture built by
 * Docusaurus has the same pages, links, labels and banners): its own routes, sidebars, versions
 * (`community_versions.json`), tags, edit URLs and translations; navbar items with `docsPluginId`
 * name its docs, sidebars and versions; its latest version is searched from the site's main index.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { linkedTextOf } from '../support/page-text.js';
import { REPO_ROOT } from '../support/site.js';

const fixture = path.join(REPO_ROOT, 'tests/fixtures/docs-instances');
const scratch = mkdtempSync(path.join(tmpdir(), 'docs-instances-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const textOf = linkedTextOf;

let out: string;
let stderr: string;
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
const navbarOf = (html: string) => textOf(/<nav id="navbar"[\s\S]*?<\/nav>/.exec(html)![0]);

/** `docs build SITE` with the real CLI; resolves with what it printed to stderr. */
const cliBuild = (site: string) =>
  new Promise<string>((resolve, reject) =>
    execFile(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site], { env: { ...process.env, NO_COLOR: '1' } }, (error, _stdout, err) => (error ? reject(new Error(err)) : resolve(err))),
  );

beforeAll(async () => {
  const site = path.join(scratch, 'site');
  cpSync(fixture, site, { recursive: true });
  out = path.join(site, 'build');
  stderr = await cliBuild(site);
}, 120_000);

describe('a docs plugin instance with an id (Docusaurus multi-instance docs)', () => {
  it('loads its versions beside the default instance’s, each with its own routes and tags', async () => {
    const { graph, diagnostics } = await loadSite(fixture, { cache: false });
    expect(diagnostics).toEqual([]);
    expect(graph.versions.map((v) => [v.name, v.pluginId, v.versionName, v.path, v.isLast])).toEqual([
      ['current', 'default', 'current', '/docs/', true],
      ['community/current', 'community', 'current', '/community/next/', false],
      ['community/1.0', 'community', '1.0', '/community/', true],
    ]);
    expect(graph.routes.map((r) => r.path).sort()).toEqual([
      '/',
      '/community/intro',
      '/community/next/guide/a',
      '/community/next/intro',
      '/community/next/tags',
      '/community/next/tags/beta',
      '/docs/intro',
      '/docs/tags',
      '/docs/tags/alpha',
    ]);
    const intro = graph.docs.find((d) => d.key === 'community/current/intro')!;
    expect([intro.id, intro.sidebar, intro.next?.permalink, intro.editUrl]).toEqual(['intro', 'communitySidebar', '/community/next/guide/a', 'https://github.com/x/y/edit/main/community/intro.md']);
  });

  it('builds its pages with their own sidebar, version banner and edit link', () => {
    expect(stderr).toContain('Built');
    const page = textOf(read('community/next/intro/index.html'));
    expect(page).toContain('[/community/next/intro] Community intro [/community/next/guide/a] Guide');
    expect(page).toContain('This is unreleased documentation for Multi Next version. For up-to-date documentation, see the [/community/intro] latest version (1.0).');
    expect(page).toContain('[https://github.com/x/y/edit/main/community/intro.md] Edit this page');
    expect(textOf(read('community/intro/index.html'))).toContain('[https://github.com/x/y/edit/main/community_versioned_docs/version-1.0/intro.md] Edit this page');
    // The default instance's doc has no banner, and links to the other instance's file by its route.
    const docs = textOf(read('docs/intro/index.html'));
    expect(docs).not.toContain('unreleased');
    expect(docs).toContain('See [/community/next/intro] community');
  });

  it("names each page's instance and version in its search metadata, as Docusaurus does", () => {
    const metas = (file: string) => [...read(file).matchAll(/<meta name="((?:docusaurus_|docsearch:)[^"]+)" content="([^"]*)">/g)].map((m) => `${m[1]}=${m[2]}`).join(' ');
    expect(metas('community/intro/index.html')).toBe('docusaurus_locale=en docsearch:language=en docusaurus_version=1.0 docusaurus_tag=docs-community-1.0 docsearch:version=1.0 docsearch:docusaurus_tag=docs-community-1.0');
    expect(metas('docs/intro/index.html')).toContain('docusaurus_tag=docs-default-current');
    expect(metas('community/next/tags/beta/index.html')).toBe('docusaurus_locale=en docsearch:language=en docusaurus_version=current docusaurus_tag=doc_tag_doc_list docsearch:version=current docsearch:docusaurus_tag=doc_tag_doc_list');
    expect(metas('community/next/tags/index.html')).toContain('docusaurus_tag=doc_tags_list');
    expect(metas('index.html')).toBe('docusaurus_locale=en docsearch:language=en docusaurus_tag=default docsearch:docusaurus_tag=default');
  });

  it('resolves navbar items by docsPluginId: the active version of that instance, its versions only in its dropdown', () => {
    // On a page of the default docs: the community items open its latest version.
    // (The version dropdown's toggle links the version it shows.)
    expect(navbarOf(read('docs/intro/index.html'))).toContain('[/docs/intro] Docs [/community/intro] Community [/community/intro] CIntro [/community/intro] 1.0 [/community/next/intro] Next [/community/intro] 1.0');
    // On a page of its Next version: the same items follow that version.
    expect(navbarOf(read('community/next/intro/index.html'))).toContain('[/docs/intro] Docs [/community/next/intro] Community [/community/next/intro] CIntro [/community/next/intro] Next [/community/next/intro] Next [/community/intro] 1.0');
  });

  it('searches the latest version of every instance from the main index, an older one from its own', () => {
    const main = read('search-index-en.json');
    expect(main).toContain('/docs/intro');
    expect(main).toContain('/community/intro');
    expect(main).not.toContain('/community/next/intro');
    expect(read('search-index-en-community_current.json')).toContain('/community/next/intro');
    expect(existsSync(path.join(out, 'search-index-en-current.json'))).toBe(false);
  });

  it('reads its translations from i18n/{locale}/docusaurus-plugin-content-docs-{id}', () => {
    const page = textOf(read('fr/community/next/guide/a/index.html'));
    expect(page).toContain('[/fr/community/next/intro] Intro communauté [/fr/community/next/guide/a] Guide FR');
    expect(page).toContain('Version: Prochaine');
    // The edit link names the original file, as Docusaurus's does (no editLocalizedFiles).
    expect(page).toContain('[https://github.com/x/y/edit/main/community/guide/a.md]');
  });

  it('starts the breadcrumbs at the home page when the site has one, and has no home crumb otherwise', { timeout: 120_000 }, async () => {
    expect(read('community/next/guide/a/index.html')).toMatch(/<a href="\/" aria-label="Home page" class="breadcrumb-home">/);
    const site = path.join(scratch, 'no-home');
    cpSync(fixture, site, { recursive: true });
    rmSync(path.join(site, 'src'), { recursive: true });
    const { graph } = await loadSite(site, { cache: false });
    expect(graph.routes.some((r) => r.path === '/')).toBe(false);
    await cliBuild(site);
    const html = readFileSync(path.join(site, 'build/community/next/guide/a/index.html'), 'utf8');
    expect(html).toContain('<nav class="breadcrumbs"');
    expect(html).not.toContain('breadcrumb-home');
  });
});

describe('navbar items that name a docs instance', () => {
  it('reports an unknown docsPluginId, and a doc missing from that instance’s latest version, at the config', async () => {
    const site = path.join(scratch, 'bad-navbar');
    cpSync(fixture, site, { recursive: true });
    const config = readFileSync(path.join(site, 'docusaurus.config.js'), 'utf8')
      .replace("{ type: 'doc', docId: 'intro', docsPluginId: 'community', label: 'CIntro' }", "{ type: 'doc', docId: 'guide/a', docsPluginId: 'community', label: 'CIntro' }, { type: 'docSidebar', sidebarId: 'x', docsPluginId: 'comunity' }");
    writeFileSync(path.join(site, 'docusaurus.config.js'), config);
    const { diagnostics } = await loadSite(site, { cache: false });
    const errors = diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.rule, d.file])).toEqual([
      ['navbar-unknown-doc', 'docusaurus.config.js'],
      ['navbar-unknown-docs-plugin', 'docusaurus.config.js'],
    ]);
    expect(errors[0].message).toContain('names doc "guide/a", which does not exist in version "1.0"');
    expect(errors[1].message).toContain('names the docs plugin instance "comunity", which does not exist. Docs instances: default, community. Did you mean "community"?');
    expect(errors.every((d) => typeof d.line === 'number' && d.line > 1)).toBe(true);
  });

  it('lets an item without docsPluginId name the only docs instance of a site whose preset docs are off', async () => {
    const site = path.join(scratch, 'only-instance');
    cpSync(fixture, site, { recursive: true });
    const config = readFileSync(path.join(site, 'docusaurus.config.js'), 'utf8')
      .replace("docs: { sidebarPath: './sidebars.js' }", 'docs: false')
      .replace("{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs' },", "{ type: 'docSidebar', sidebarId: 'communitySidebar', label: 'Docs' },");
    writeFileSync(path.join(site, 'docusaurus.config.js'), config);
    const { graph, diagnostics } = await loadSite(site, { cache: false });
    expect(diagnostics).toEqual([expect.objectContaining({ rule: 'broken-link', message: expect.stringContaining('/docs/intro') })]);
    expect(graph.versions.map((v) => v.name)).toEqual(['community/current', 'community/1.0']);
  });
});
