/**
 * A classic-preset Docusaurus 3.9 site with every part at once (tests/fixtures/classic-full-site): a
 * React home page and a Markdown page, a blog (five posts, two authors and an inline one, tags from
 * tags.yml, both truncate markers, two posts a page), two locales (one doc translated, one falling
 * back, a translated navbar), client redirects and last-updated dates from a git history made here.
 * Built once, unchanged, with the real CLI; asserts every route Docusaurus writes and its content,
 * the feeds, hreflang, search per type and locale, last-updated, and `docs check` on broken links.
 */
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSearchIndex, searchIndexes } from '../../engine/search/query.js';
import type { SearchIndexFile } from '../../engine/search/types.js';
import { htmlFiles } from '../support/site.js';
import { fixture, repoRoot } from './helpers.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'docs-classic-full-'));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `node bin/docs.js <args>`; no git repository above `scratch` is looked at. */
function docs(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'bin/docs.js'), ...args],
      { env: { ...process.env, NO_COLOR: '1', GIT_CEILING_DIRECTORIES: scratch }, maxBuffer: 16 << 20 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** A copy of the fixture with clsx in its node_modules, as a real site has it. */
function siteCopy(name: string): string {
  const dir = path.join(scratch, name);
  cpSync(fixture('classic-full-site'), dir, { recursive: true });
  cpSync(path.join(repoRoot, 'node_modules/clsx'), path.join(dir, 'node_modules/clsx'), { recursive: true });
  return dir;
}

/** Commits everything with a fixed author and date. */
function commit(dir: string, date: string, author: string): void {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_CEILING_DIRECTORIES: scratch };
  execFileSync('git', ['add', '-A'], { cwd: dir, env });
  execFileSync('git', ['-c', `user.name=${author}`, '-c', 'user.email=astro@example.com', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', `by ${author}`], { cwd: dir, env });
}

/** The visible text of some HTML, tags removed and spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
/** The page's own content: what is between the navbar and the footer. */
const mainOf = (html: string) => html.slice(html.indexOf('id="main-content"'), html.lastIndexOf('<footer'));

let site: string;
let out: string;
let build: Run;
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
const page = (route: string) => read(path.join(route, 'index.html'));

beforeAll(async () => {
  site = siteCopy('site');
  execFileSync('git', ['init', '-q'], { cwd: site, env: { ...process.env, GIT_CEILING_DIRECTORIES: scratch } });
  commit(site, '2024-05-05T12:00:00Z', 'Ada Lovelace');
  const install = path.join(site, 'docs/guides/install.md');
  writeFileSync(install, `${readFileSync(install, 'utf8')}\nCalibrate the mount first.\n`);
  commit(site, '2024-06-01T08:00:00Z', 'Grace Hopper');
  out = path.join(scratch, 'out');
  build = await docs(['build', site, '--out-dir', out]);
}, 180_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every page Docusaurus 3.9 writes for this site, per locale (`index.html` under each). */
const ROUTES = [
  '',
  'about',
  'docs/intro',
  'docs/guides/install',
  'docs/guides/configure',
  'blog',
  'blog/page/2',
  'blog/page/3',
  'blog/launch-day',
  'blog/field-notes',
  'blog/2024/03/01/excerpts-in-mdx',
  'blog/2024/02/14/orbital-mechanics',
  'blog/2024/01/10/first-light',
  'blog/tags',
  'blog/tags/release',
  'blog/tags/release/page/2',
  'blog/tags/engineering',
  'blog/tags/people',
  'blog/archive',
  'blog/authors',
  'blog/authors/ada',
  'blog/authors/ada/authors/2',
  'blog/authors/grace',
  // client redirects: `redirects` and `createRedirects`
  'docs/getting-started',
  'docs/howto/install',
  'docs/howto/configure',
];

describe('a classic-preset site builds with zero edits', () => {
  it('writes every page Docusaurus writes, in both locales, and nothing else', () => {
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).not.toMatch(/\berror\b/);
    expect(build.stderr).toMatch(/in 2 locales/);
    const expected = ['', 'fr/'].flatMap((prefix) => [
      path.join(prefix, '404.html'),
      ...ROUTES.map((route) => path.join(prefix, route, 'index.html')),
    ]);
    expect(htmlFiles(out)).toEqual(expected.sort());
  });

  it('renders the React home page inside the theme, with its CSS module and clsx classes', () => {
    const home = page('');
    expect(home).toContain('<title>Welcome to Orbit Docs | Orbit Docs</title>');
    expect(home).toContain('<meta name="description" content="Orbit charts the path of every satellite.">');
    const main = mainOf(home);
    expect(main).toMatch(/<header class="hero hero--primary index_heroBanner">/);
    expect(main).toContain('<h1 class="hero__title">Orbit Docs</h1>');
    expect(main).toContain('<p class="hero__subtitle">Charts for every orbit</p>');
    expect(main).toMatch(/<a class="button button--secondary button--lg" href="\/docs\/intro">Start the tour<\/a>/);
    expect(main).toContain('<h3>Precise</h3>');
    expect(main).toContain('<section class="styles_features">');
    // The French home page is the same component, in French's base URL.
    expect(mainOf(page('fr'))).toMatch(/href="\/fr\/docs\/intro">Start the tour/);
  });

  it('renders the Markdown page with its front matter', () => {
    const about = page('about');
    expect(about).toContain('<title>About Orbit | Orbit Docs</title>');
    expect(about).toContain('<meta name="description" content="The people who chart the orbits.">');
    expect(mainOf(about)).toContain('<h1>About the team</h1>');
    expect(mainOf(about)).toContain('<a href="/docs/intro">introduction</a>');
  });

  it('renders docs with links into pages and posts resolved', () => {
    const intro = mainOf(page('docs/intro'));
    expect(intro).toContain('<a href="/docs/guides/install">installation guide</a>');
    expect(intro).toContain('<a href="/about">about the team</a>');
    expect(intro).toContain('<a href="/blog/launch-day">launch announcement</a>');
  });
});

describe('the blog', () => {
  const titlesOn = (route: string) => [...mainOf(page(route)).matchAll(/<h2 class="blog-post-title"><a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);

  it('lists posts newest first, two a page, dated by file name, folder name or front matter', () => {
    expect(titlesOn('blog')).toEqual([
      ['/blog/launch-day', 'Launch day'],
      ['/blog/field-notes', 'Field notes from the observatory'],
    ]);
    expect(titlesOn('blog/page/2')).toEqual([
      ['/blog/2024/03/01/excerpts-in-mdx', 'Excerpts in MDX'],
      ['/blog/2024/02/14/orbital-mechanics', 'Orbital mechanics for programmers'],
    ]);
    expect(titlesOn('blog/page/3')).toEqual([['/blog/2024/01/10/first-light', 'First light']]);
    expect(page('blog/field-notes')).toContain('<time dateTime="2024-04-20T10:00:00.000Z">April 20, 2024</time>');
    expect(page('blog/2024/02/14/orbital-mechanics')).toContain('<time dateTime="2024-02-14T00:00:00.000Z">February 14, 2024</time>');
    // Pagination between list pages.
    expect(page('blog')).toMatch(/href="\/blog\/page\/2"[^>]*>[\s\S]*?Older entries/);
    expect(page('blog/page/3')).toMatch(/href="\/blog\/page\/2"[^>]*>[\s\S]*?Newer entries/);
  });

  it('cuts excerpts at <!-- truncate --> and {/* truncate */} on list pages; post pages have everything', () => {
    const first = textOf(mainOf(page('blog')));
    expect(first).toContain('Orbit 1.0 ships today.');
    expect(first).not.toContain('To everyone who watched the sky with us.');
    expect(first).toContain('Read more');
    const second = textOf(mainOf(page('blog/page/2')));
    expect(second).toContain('MDX posts cut their excerpt with a comment expression.');
    expect(second).not.toContain('perihelion');
    expect(second).not.toContain('apoapsis');
    expect(textOf(mainOf(page('blog/2024/03/01/excerpts-in-mdx')))).toContain('Below the cut: the perihelion notes.');
    expect(textOf(mainOf(page('blog/launch-day')))).toContain('To everyone who watched the sky with us.');
    expect(textOf(mainOf(page('blog/2024/02/14/orbital-mechanics')))).toContain('The apoapsis section follows');
  });

  it('shows authors from authors.yml (linking to their pages) and inline authors (linking to their URL)', () => {
    const mdx = mainOf(page('blog/2024/03/01/excerpts-in-mdx'));
    expect(mdx).toContain('<a href="/blog/authors/ada" class="blog-author-name" rel="author">Ada Lovelace</a>');
    expect(mdx).toContain('<a href="/blog/authors/grace" class="blog-author-name" rel="author">Grace Hopper</a>');
    expect(mainOf(page('blog/field-notes'))).toContain('<a href="https://example.com/guest" class="blog-author-name" target="_blank" rel="author noopener noreferrer">Guest Writer<span class="sr-only"> (opens in new tab)</span></a>');
  });

  it('links posts newer/older and resolves a Markdown link to another post', () => {
    const launch = mainOf(page('blog/launch-day'));
    expect(launch).toContain('<a href="/blog/2024/01/10/first-light">first post</a>');
    expect(launch).toMatch(/href="\/blog\/field-notes"[^>]*>[\s\S]*?Older post[\s\S]*?Field notes from the observatory/);
  });

  it('writes tag pages from tags.yml (its permalink and description), paginated', () => {
    const tags = textOf(mainOf(page('blog/tags')));
    for (const label of ['Community', 'Engineering', 'Release']) expect(tags).toContain(label);
    expect(mainOf(page('blog/tags'))).toContain('href="/blog/tags/people"');
    const community = page('blog/tags/people');
    expect(textOf(mainOf(community))).toContain('Meetups, talks and guests.');
    expect(titlesOn('blog/tags/people').map(([href]) => href)).toEqual(['/blog/launch-day', '/blog/field-notes']);
    expect(titlesOn('blog/tags/release').map(([href]) => href)).toEqual(['/blog/launch-day', '/blog/2024/03/01/excerpts-in-mdx']);
    expect(titlesOn('blog/tags/release/page/2').map(([href]) => href)).toEqual(['/blog/2024/01/10/first-light']);
  });

  it('writes the archive with every post', () => {
    const archive = textOf(mainOf(page('blog/archive')));
    for (const title of ['Launch day', 'Field notes from the observatory', 'Excerpts in MDX', 'Orbital mechanics for programmers', 'First light']) expect(archive).toContain(title);
  });

  it('writes the authors index (every author of authors.yml, not inline ones) and paginated author pages', () => {
    const authors = textOf(mainOf(page('blog/authors')));
    expect(authors).toContain('Ada Lovelace');
    expect(authors).toContain('Grace Hopper');
    expect(authors).not.toContain('Guest Writer');
    expect(titlesOn('blog/authors/ada').map(([href]) => href)).toEqual(['/blog/launch-day', '/blog/2024/03/01/excerpts-in-mdx']);
    // Docusaurus 3.9 pages an author's posts under authorsBasePath: /blog/authors/ada/authors/2.
    expect(page('blog/authors/ada')).toContain('href="/blog/authors/ada/authors/2"');
    expect(titlesOn('blog/authors/ada/authors/2').map(([href]) => href)).toEqual(['/blog/2024/01/10/first-light']);
    expect(titlesOn('blog/authors/grace').map(([href]) => href)).toEqual(['/blog/2024/03/01/excerpts-in-mdx', '/blog/2024/02/14/orbital-mechanics']);
  });
});

describe('feeds', () => {
  const xml = new XMLParser({ ignoreAttributes: false });

  it('writes rss.xml and atom.xml as well-formed XML with every post, per locale', () => {
    for (const [prefix, base] of [['', 'https://orbit.example.com/blog/'], ['fr/', 'https://orbit.example.com/fr/blog/']]) {
      const rssText = read(`${prefix}blog/rss.xml`);
      expect(XMLValidator.validate(rssText)).toBe(true);
      const rss = xml.parse(rssText) as { rss: { channel: { title: string; item: { title: string; link: string; description: string }[] } } };
      expect(rss.rss.channel.title).toBe('Orbit Docs Blog');
      expect(rss.rss.channel.item.map((i) => i.title)).toEqual(['Launch day', 'Field notes from the observatory', 'Excerpts in MDX', 'Orbital mechanics for programmers', 'First light']);
      expect(rss.rss.channel.item[0].link).toBe(`${base}launch-day`);
      expect(rss.rss.channel.item[0].description).toBe('Orbit 1.0 is out.');

      const atomText = read(`${prefix}blog/atom.xml`);
      expect(XMLValidator.validate(atomText)).toBe(true);
      const atom = xml.parse(atomText) as { feed: { entry: { title: string; link: { '@_href': string } }[] } };
      expect(atom.feed.entry).toHaveLength(5);
      expect(atom.feed.entry[4].link['@_href']).toBe(`${base}2024/01/10/first-light`);
    }
  });

  it('writes feed.json as JSON Feed with every post', () => {
    const feed = JSON.parse(read('blog/feed.json')) as { version: string; items: { id: string; title: string; content_html: string }[] };
    expect(feed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1/);
    expect(feed.items.map((i) => i.title)).toEqual(['Launch day', 'Field notes from the observatory', 'Excerpts in MDX', 'Orbital mechanics for programmers', 'First light']);
    expect(feed.items[0].content_html).toContain('To everyone who watched the sky with us.');
  });

  it('are linked from every page head', () => {
    expect(page('docs/intro')).toContain('<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Orbit Docs RSS Feed">');
    expect(page('fr/about')).toContain('<link rel="alternate" type="application/atom+xml" href="/fr/blog/atom.xml" title="Orbit Docs Atom Feed">');
  });
});

describe('two locales', () => {
  const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)">/g)].map((m) => [m[2], m[1]]);

  it('sets <html lang> per locale', () => {
    for (const route of ['', 'docs/intro', 'blog', 'about']) {
      expect(page(route)).toContain('<html lang="en" dir="ltr"');
      expect(page(path.join('fr', route))).toContain('<html lang="fr" dir="ltr"');
    }
  });

  it('uses the translated doc, and the default locale text where there is no translation', () => {
    const intro = textOf(mainOf(page('fr/docs/intro')));
    expect(intro).toContain('Orbit trace la trajectoire de chaque satellite.');
    expect(intro).not.toContain('Orbit charts the path');
    expect(mainOf(page('fr/docs/intro'))).toContain('<a href="/fr/docs/guides/install">guide d\'installation</a>');
    expect(textOf(mainOf(page('fr/docs/guides/install')))).toContain('Install the telescope driver');
  });

  it('writes hreflang alternates in the head of a translated doc and of a fallback doc', () => {
    expect(alternates(page('fr/docs/intro'))).toEqual([
      ['en', 'https://orbit.example.com/docs/intro'],
      ['fr', 'https://orbit.example.com/fr/docs/intro'],
      ['x-default', 'https://orbit.example.com/docs/intro'],
    ]);
    expect(alternates(page('fr/docs/guides/install'))).toEqual([
      ['en', 'https://orbit.example.com/docs/guides/install'],
      ['fr', 'https://orbit.example.com/fr/docs/guides/install'],
      ['x-default', 'https://orbit.example.com/docs/guides/install'],
    ]);
    expect(alternates(page('blog/launch-day'))).toContainEqual(['fr', 'https://orbit.example.com/fr/blog/launch-day']);
  });

  it('translates navbar labels (navbar.json) and theme strings (code.json) on /fr/', () => {
    const navbar = (html: string) => textOf(html.slice(html.indexOf('<nav id="navbar"'), html.indexOf('</nav>')));
    for (const label of ['Guides pratiques', 'Blogue', 'À propos']) expect(navbar(page('fr'))).toContain(label);
    for (const label of ['Guides', 'Blog', 'About']) expect(navbar(page(''))).toContain(label);
    expect(navbar(page(''))).not.toContain('Guides pratiques');
    expect(textOf(mainOf(page('fr/blog')))).toContain('Lire la suite');
    expect(textOf(page('fr/docs/intro'))).toContain('Suivant');
  });

  it('writes the blog and pages in French too, dates in French', () => {
    expect(page('fr/blog/field-notes')).toContain('<time dateTime="2024-04-20T10:00:00.000Z">20 avril 2024</time>');
    expect(mainOf(page('fr/blog'))).toContain('<a href="/fr/blog/launch-day">Launch day</a>');
  });
});

describe('redirects', () => {
  it('writes pages for `redirects` and `createRedirects` (meta refresh, canonical) in each locale', () => {
    const moved = page('docs/getting-started');
    expect(moved).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro">');
    expect(moved).toContain('<link rel="canonical" href="https://orbit.example.com/docs/intro">');
    expect(page('docs/howto/install')).toContain('<meta http-equiv="refresh" content="0; url=/docs/guides/install">');
    expect(page('fr/docs/getting-started')).toContain('<link rel="canonical" href="https://orbit.example.com/fr/docs/intro">');
  });
});

describe('search documents', () => {
  const index = (file: string) => JSON.parse(read(file)) as SearchIndexFile;
  const routesOfType = (file: string, type: string) => [...new Set(index(file).documents.filter((d) => d.type === type).map((d) => d.sectionRoute.split('#')[0]))].sort();
  const search = (file: string, query: string) => searchIndexes(loadSearchIndex(index(file)), query).map((hit) => hit.document.sectionRoute);

  it('are written per locale, with docs, blog posts and Markdown pages by type', () => {
    expect(routesOfType('search-index-en.json', 'docs')).toEqual(['/docs/guides/configure', '/docs/guides/install', '/docs/intro']);
    expect(routesOfType('search-index-en.json', 'blog')).toEqual(['/blog/2024/01/10/first-light', '/blog/2024/02/14/orbital-mechanics', '/blog/2024/03/01/excerpts-in-mdx', '/blog/field-notes', '/blog/launch-day']);
    expect(routesOfType('search-index-en.json', 'other')).toEqual(['/about']);
    expect(routesOfType('fr/search-index-fr.json', 'docs')).toEqual(['/fr/docs/guides/configure', '/fr/docs/guides/install', '/fr/docs/intro']);
    expect(routesOfType('fr/search-index-fr.json', 'blog')).toHaveLength(5);
    expect(routesOfType('fr/search-index-fr.json', 'other')).toEqual(['/fr/about']);
    expect(existsSync(path.join(out, 'search-index-fr.json'))).toBe(false);
  });

  it('find each locale its own words', () => {
    expect(search('fr/search-index-fr.json', 'trajectoire')[0]).toMatch(/^\/fr\/docs\/intro(#|$)/);
    expect(search('search-index-en.json', 'trajectoire')).toEqual([]);
    expect(search('search-index-en.json', 'perihelion')[0]).toBe('/blog/2024/03/01/excerpts-in-mdx');
    expect(search('search-index-en.json', 'observatory')).toContain('/about#history');
  });
});

describe('last updated', () => {
  const lastUpdated = (route: string) => textOf(/<span class="last-updated">([\s\S]*?)<\/span>/.exec(page(route))?.[1] ?? '');

  it('comes from the git history: the newest commit of each file, its author and date', () => {
    expect(lastUpdated('docs/guides/install')).toBe('Last updated on Jun 1, 2024 by Grace Hopper');
    expect(page('docs/guides/install')).toContain('<time dateTime="2024-06-01T08:00:00.000Z"');
    expect(lastUpdated('docs/intro')).toBe('Last updated on May 5, 2024 by Ada Lovelace');
    expect(lastUpdated('fr/docs/intro')).toBe('Dernière mise à jour le 5 mai 2024 par Ada Lovelace');
  });
});

describe('docs check', () => {
  it('reports links to a missing page and a missing post at file:line:col, exit 1; links into every other kind of page pass', async () => {
    const broken = siteCopy('broken');
    mkdirSync(path.join(broken, 'docs/more'));
    writeFileSync(
      path.join(broken, 'docs/more/links.md'),
      [
        '# Links',
        '',
        'See [the team](/about-us) and the [release notes](/blog/2024/06/01/orbit-2).',
        '',
        'Fine: [about](/about#history), [home](/), [launch](/blog/launch-day), [page 2](/blog/page/2),',
        '[tags](/blog/tags/people), [archive](/blog/archive), [ada](/blog/authors/ada/authors/2),',
        // A feed is not a route: Docusaurus (3.1+) and we want `pathname://` for it.
        '[moved](/docs/getting-started), [feed](pathname:///blog/rss.xml) and [intro](../intro.md).',
        '',
      ].join('\n'),
    );
    const result = await docs(['check', broken]);
    expect(result.code).toBe(1);
    const output = result.stdout + result.stderr;
    const errors = output.split('\n').filter((line) => /\serror\s/.test(line));
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^docs\/more\/links\.md:3:5 {2}error {2}Broken link: \/about-us .*Did you mean \/about\?/);
    expect(errors[1]).toMatch(/^docs\/more\/links\.md:3:35 {2}error {2}Broken link: \/blog\/2024\/06\/01\/orbit-2 /);
  }, 120_000);

  it('passes the clean site', async () => {
    const result = await docs(['check', site]);
    expect(result.code, result.stdout + result.stderr).toBe(0);
  }, 120_000);
});
