/**
 * A locale's theme strings, as Docusaurus finds them: the site's `i18n/{locale}/code.json` over the
 * translations Docusaurus ships in `@docusaurus/theme-translations` (installed with the classic
 * theme: `locales/{locale}/theme-common.json`). The package here is a stand-in written by the test
 * (the site's node_modules), with messages of its own, so that what comes from it is recognisable.
 * Built with the real CLI: pagination, the "On this page" toggle, admonition titles, the code copy
 * button, the 404 page, tag pages (docs and blog), the blog archive, the version banner and badge,
 * breadcrumbs and sidebar buttons in French; English where neither file has a string; the default locale unchanged.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/site.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'docs-theme-translations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The text of an element's HTML, tags removed. */
const inner = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '').trim();
/** The visible text of some HTML, tags removed and spaces collapsed. */
const textOf = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ').trim();

/** Builds `site` with the CLI: what it printed to stderr. */
const cliBuild = (site: string) =>
  new Promise<string>((resolve, reject) =>
    execFile(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site], { env: { ...process.env, NO_COLOR: '1' } }, (error, _stdout, err) => (error ? reject(new Error(err)) : resolve(err))),
  );

let out: string;
let stderr: string;
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

beforeAll(async () => {
  const site = path.join(scratch, 'site');
  cpSync(path.join(REPO_ROOT, 'tests/fixtures/sidebar-translations'), site, { recursive: true });
  const pkg = path.join(site, 'node_modules/@docusaurus/theme-translations');
  mkdirSync(path.join(pkg, 'locales/fr'), { recursive: true });
  writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: '@docusaurus/theme-translations', version: '3.9.2', main: 'lib/index.js' }));
  writeFileSync(
    path.join(pkg, 'locales/fr/theme-common.json'),
    JSON.stringify({
      'theme.TOCCollapsible.toggleButtonLabel': 'Sur cette page (paquet)',
      'theme.TOCCollapsible.toggleButtonLabel___DESCRIPTION': 'The label used by the button on the collapsible TOC component',
      'theme.docs.paginator.next': 'Suivant (paquet)',
      'theme.admonition.note': 'remarque (paquet)',
      'theme.docs.versions.unreleasedVersionLabel': 'Documentation non publiée de {siteTitle}, version {versionLabel}.',
      'theme.docs.versions.latestVersionSuggestionLabel': 'Voir la {latestVersionLink} ({versionLabel}).',
      'theme.docs.versions.latestVersionLinkLabel': 'dernière version',
      'theme.CodeBlock.copy': 'Copier (paquet)',
      'theme.CodeBlock.copyButtonAriaLabel': 'Copier le code (paquet)',
      'theme.CodeBlock.copied': 'Copié (paquet)',
      'theme.NotFound.title': 'Page introuvable (paquet)',
      'theme.NotFound.p1': 'Rien ici (paquet).',
      'theme.docs.versionBadge.label': 'Version : {versionLabel}',
      'theme.docs.breadcrumbs.home': "Page d'accueil (paquet)",
      'theme.DocSidebarItem.expandCategoryAriaLabel': "Développer la catégorie '{label}' (paquet)",
      'theme.colorToggle.ariaLabel': 'Basculer le mode (actuellement {mode})',
      'theme.colorToggle.ariaLabel.mode.light': 'mode clair',
      'theme.docs.sidebar.navAriaLabel': 'Barre latérale (paquet)',
      'theme.NavBar.navAriaLabel': 'Principale (paquet)',
      'theme.common.headingLinkTitle': 'Lien direct vers {heading}',
      'theme.tags.tagsPageTitle': 'Étiquettes (paquet)',
      'theme.docs.tagDocListPageTitle.nDocsTagged': 'Un document (paquet)|{count} documents (paquet)',
      'theme.docs.tagDocListPageTitle': '{nDocsTagged} avec « {tagName} »',
    }),
  );
  // A home page: the breadcrumbs start there (a site without one has no home crumb, as in Docusaurus).
  const config = path.join(site, 'docusaurus.config.js');
  writeFileSync(config, readFileSync(config, 'utf8').replace(', pages: false', ''));
  mkdirSync(path.join(site, 'src/pages'), { recursive: true });
  writeFileSync(path.join(site, 'src/pages/index.md'), '# Home\n');
  // The search box's strings come from the package's search theme file.
  writeFileSync(path.join(pkg, 'locales/fr/theme-search-algolia.json'), JSON.stringify({ 'theme.SearchBar.label': 'Chercher (paquet)', 'theme.SearchModal.placeholder': 'Rechercher (paquet)' }));
  // The site's own code.json wins over the package.
  writeFileSync(path.join(site, 'i18n/fr/code.json'), JSON.stringify({ 'theme.docs.paginator.next': { message: 'Suivant (site)' } }));
  out = path.join(site, 'build');
  stderr = await cliBuild(site);
}, 120_000);

describe('theme strings of a locale: code.json over @docusaurus/theme-translations', () => {
  it('takes the strings the package has, the site’s code.json first', () => {
    expect(stderr).toContain('Built');
    expect(textOf(read('fr/next/intro/index.html'))).toContain('Sur cette page (paquet)');
    const page = textOf(read('fr/next/labelled/index.html'));
    expect(page).toContain('Suivant (site)');
    expect(page).not.toContain('Suivant (paquet)');
    // Neither file has it: English.
    expect(page).toContain('Previous');
  });

  it('words the search box from the package’s search theme file', () => {
    const input = /<input class="search-input"[^>]*>/.exec(read('fr/next/intro/index.html'))![0];
    expect(input).toContain('placeholder="Rechercher (paquet)"');
    expect(input).toContain('aria-label="Chercher (paquet)"');
    expect(/<input class="search-input"[^>]*>/.exec(read('next/intro/index.html'))![0]).toContain('placeholder="Search..."');
  });

  it('titles admonitions in the locale’s words, unless they have their own title', () => {
    const html = read('fr/next/intro/index.html');
    expect(textOf(/<div class="admonition admonition-note theme-admonition theme-admonition-[\w-]+"[\s\S]*?<\/p>/.exec(html)![0])).toBe('Remarque (paquet)');
    expect(textOf(/<div class="admonition admonition-tip theme-admonition theme-admonition-[\w-]+"[\s\S]*?<\/p>/.exec(html)![0])).toBe('Own title');
  });

  it('words the code copy button and the 404 page in the locale', () => {
    const button = /<button type="button" class="copy-button"[^>]*>/.exec(read('fr/next/intro/index.html'))![0];
    expect(button).toContain('aria-label="Copier le code (paquet)"');
    expect(button).toContain('title="Copier (paquet)"');
    // What the button says once it has copied (the client shows it: tests/browser).
    expect(button).toContain('data-copied="Copié (paquet)"');
    const notFound = read('fr/404.html');
    expect(notFound).toContain('<title>Page introuvable (paquet) | Fixture</title>');
    expect(textOf(/<div class="page-container not-found">[\s\S]*?<\/div>/.exec(notFound)![0])).toBe(
      'Page introuvable (paquet) Rien ici (paquet). Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
    );
  });

  it('words the version badge, the breadcrumbs and the sidebar’s category buttons in the locale', () => {
    const html = read('fr/next/intro/index.html');
    expect(textOf(/<span class="version-badge">[\s\S]*?<\/span>/.exec(html)![0])).toBe('Version : Suivante');
    expect(html).toContain(`aria-label="Page d&#x27;accueil (paquet)"`);
    // Not in the package: English.
    expect(html).toContain('<nav class="breadcrumbs" aria-label="Breadcrumbs">');
    expect(html).toContain(`aria-label="Développer la catégorie &#x27;Index simple&#x27; (paquet)"`);
    const en = read('next/intro/index.html');
    expect(textOf(/<span class="version-badge">[\s\S]*?<\/span>/.exec(en)![0])).toBe('Version: Next');
    expect(en).toContain('aria-label="Home page"');
    expect(en).toContain(`aria-label="Expand sidebar category &#x27;Plain index&#x27;"`);
  });

  it('words the tag pages in the locale, with its plural forms', () => {
    expect(read('fr/next/tags/index.html')).toContain('<title>Étiquettes (paquet) | Fixture</title>');
    // No description, as Docusaurus writes none (before: an English sentence of ours).
    expect(read('fr/next/tags/index.html')).not.toContain('<meta name="description"');
    expect(read('next/tags/index.html')).not.toContain('<meta name="description"');
    const tag = read('fr/next/tags/alpha/index.html');
    expect(textOf(/<h1>[\s\S]*?<\/h1>/.exec(tag)![0])).toBe('Un document (paquet) avec « alpha »');
    // Not in the package: English.
    expect(textOf(tag)).toContain('View all tags');
    expect(textOf(/<h1>[\s\S]*?<\/h1>/.exec(read('next/tags/alpha/index.html'))![0])).toBe('One doc tagged with &quot;alpha&quot;');
    // The page's title is its translated heading, as Docusaurus titles it; in English, our shorter one.
    expect(tag).toContain('<title>Un document (paquet) avec « alpha » | Fixture</title>');
    expect(read('next/tags/alpha/index.html')).toContain('<title>Docs tagged &quot;alpha&quot; | Fixture</title>');
  });

  it('words the colour toggle, the navbar’s and sidebar’s names and the heading anchors in the locale', () => {
    const html = read('fr/next/intro/index.html');
    expect(html).toContain('class="navbar" aria-label="Principale (paquet)"');
    expect(read('next/intro/index.html')).toContain('class="navbar" aria-label="Main"');
    expect(html).toContain('aria-label="Basculer le mode (actuellement mode clair)"');
    expect(html).toContain('<nav class="sidebar-nav" aria-label="Barre latérale (paquet)">');
    expect(html).toContain('aria-label="Lien direct vers Notes" title="Lien direct vers Notes" href="#notes"');
    const en = read('next/intro/index.html');
    expect(en).toContain('aria-label="Switch between dark and light mode (currently light mode)"');
    expect(en).toContain('<nav class="sidebar-nav" aria-label="Docs sidebar">');
    expect(en).toContain('aria-label="Direct link to Notes" title="Direct link to Notes" href="#notes"');
  });

  it('words the version banner in the locale, with the version labels of current.json', () => {
    const banner = /<div class="version-banner"[\s\S]*?<\/div>/.exec(read('fr/next/intro/index.html'))![0];
    expect(inner(banner)).toBe('Documentation non publiée de Fixture, version Suivante. Voir la dernière version (Un point zéro).');
    expect(banner).toContain('<b>Suivante</b>');
    expect(banner).toContain('<b><a href="/fr/intro">dernière version</a></b>');
  });

  it('leaves the default locale in English', () => {
    const html = read('next/intro/index.html');
    expect(textOf(html)).toContain('On this page');
    expect(textOf(read('next/labelled/index.html'))).toContain('Next');
    expect(textOf(/<div class="admonition admonition-note theme-admonition theme-admonition-[\w-]+"[\s\S]*?<\/p>/.exec(html)![0])).toBe('Note');
    expect(/<button type="button" class="copy-button"[^>]*>/.exec(html)![0]).toBe('<button type="button" class="copy-button" aria-label="Copy code to clipboard" title="Copy">');
    expect(read('404.html')).toContain('<title>Page Not Found | Fixture</title>');
    expect(inner(/<div class="version-banner"[\s\S]*?<\/div>/.exec(html)![0])).toBe('This is unreleased documentation for Fixture Next version. For up-to-date documentation, see the latest version (1.0).');
  });
});

describe('the blog’s theme strings in a locale', () => {
  let blogOut: string;
  beforeAll(async () => {
    const site = path.join(scratch, 'blog');
    cpSync(path.join(REPO_ROOT, 'tests/fixtures/blog-translations'), site, { recursive: true });
    const pkg = path.join(site, 'node_modules/@docusaurus/theme-translations');
    mkdirSync(path.join(pkg, 'locales/fr'), { recursive: true });
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: '@docusaurus/theme-translations', version: '3.9.2' }));
    writeFileSync(
      path.join(pkg, 'locales/fr/theme-common.json'),
      JSON.stringify({
        'theme.blog.tagTitle': '{nPosts} avec l’étiquette « {tagName} »',
        'theme.blog.post.plurals': 'Un article|{count} articles',
        'theme.blog.archive.title': 'Archives (paquet)',
        'theme.tags.tagsPageTitle': 'Étiquettes (paquet)',
        'theme.blog.sidebar.navAriaLabel': 'Navigation article de blog récent (paquet)',
        'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'Ouvrir/fermer la barre (paquet)',
        'theme.common.editThisPage': 'Modifier cette page (paquet)',
      }),
    );
    // Posts with an edit link.
    const config = path.join(site, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace("blogSidebarTitle: 'Recent posts',", "blogSidebarTitle: 'Recent posts', editUrl: 'https://example.com/edit/',"));
    blogOut = path.join(site, 'build');
    await cliBuild(site);
  }, 120_000);
  const blogPage = (file: string) => readFileSync(path.join(blogOut, file), 'utf8');

  it('titles the tag, tags and archive pages in the locale’s words and plural forms', () => {
    expect(textOf(/<h1[^>]*>[\s\S]*?<\/h1>/.exec(blogPage('fr/blog/tags/news/index.html'))![0])).toBe('Un article avec l’étiquette « news »');
    expect(blogPage('fr/blog/tags/index.html')).toContain('<title>Étiquettes (paquet) | Fixture</title>');
    expect(blogPage('fr/blog/archive/index.html')).toContain('<title>Archives (paquet) | Fixture</title>');
    // The default locale: English.
    expect(textOf(/<h1[^>]*>[\s\S]*?<\/h1>/.exec(blogPage('blog/tags/news/index.html'))![0])).toBe('One post tagged with &quot;news&quot;');
    expect(blogPage('blog/archive/index.html')).toContain('<title>Archive | Fixture</title>');
  });

  it('names the blog sidebar and the menu link in the locale’s words', () => {
    const post = blogPage('fr/blog/tags/news/index.html');
    expect(post).toContain('<nav class="blog-sidebar" aria-label="Navigation article de blog récent (paquet)">');
    expect(post).toContain('class="icon-button navbar-toggle-nojs" aria-label="Ouvrir/fermer la barre (paquet)"');
    expect(blogPage('blog/tags/news/index.html')).toContain('<nav class="blog-sidebar" aria-label="Blog recent posts navigation">');
  });

  it('words a post’s edit link in the locale', () => {
    expect(textOf(/<a href="https:\/\/example.com\/edit\/[^"]*"[^>]*class="edit-link">[\s\S]*?<\/a>/.exec(blogPage('fr/blog/2024/01/01/hello/index.html'))![0])).toBe('Modifier cette page (paquet) (opens in new tab)');
    expect(textOf(/<a href="https:\/\/example.com\/edit\/[^"]*"[^>]*class="edit-link">[\s\S]*?<\/a>/.exec(blogPage('blog/2024/01/01/hello/index.html'))![0])).toBe('Edit this page (opens in new tab)');
  });
});

// A site built without Docusaurus installed (no node_modules of its own) gets the strings Docusaurus
// 3.9.2 ships from the engine's copy of @docusaurus/theme-translations, as Docusaurus shows them (seen
// on apache/fesod's zh-cn pages and web-map-doc's French ones); before, they were English.
describe('theme strings of a locale, the site having no @docusaurus/theme-translations', () => {
  let bareOut: string;
  beforeAll(async () => {
    const site = path.join(scratch, 'bare');
    cpSync(path.join(REPO_ROOT, 'tests/fixtures/blog-translations'), site, { recursive: true });
    bareOut = path.join(site, 'build');
    await cliBuild(site);
  }, 120_000);
  const barePage = (file: string) => readFileSync(path.join(bareOut, file), 'utf8');

  it('takes them from the engine’s copy of the package', () => {
    expect(textOf(/<h1[^>]*>[\s\S]*?<\/h1>/.exec(barePage('fr/blog/tags/news/index.html'))![0])).toBe('Un article tagués avec « news »');
    expect(textOf(barePage('fr/blog/index.html'))).toContain('Lire plus');
    // The default locale: English.
    expect(textOf(/<h1[^>]*>[\s\S]*?<\/h1>/.exec(barePage('blog/tags/news/index.html'))![0])).toBe('One post tagged with &quot;news&quot;');
  });
});
