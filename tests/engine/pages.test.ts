/**
 * Pages of src/pages (tests/fixtures/pages-site, a classic-template site): the routes Docusaurus's
 * pages plugin makes (index -> folder route; `_` files and folders and `*.test.*` left out), the
 * HTML of a React home page rendered at build time inside the theme (no JavaScript needed), Markdown
 * and MDX pages with their front matter, search documents of type `other`, the sitemap, links into
 * pages checked like doc links, and errors at file:line:col without a stack trace.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite, type LoadedSite } from '../../engine/load.js';
import type { SearchIndexFile } from '../../engine/search/index.js';
import { buildSite } from '../../renderer/server/build.js';
import { checkJson, fixture, repoRoot, runCli } from './helpers.js';

const siteDir = fixture('pages-site');
let tmp: string;
let out: string;
let site: LoadedSite;
const html = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');
const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
const mainOf = (page: string) => page.slice(page.indexOf('id="main-content"'), page.indexOf('<footer'));

/** A copy of the fixture to change, with clsx in its own node_modules (as a real site has it). */
function siteCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-pages-'));
  cpSync(siteDir, dir, { recursive: true });
  cpSync(path.join(repoRoot, 'node_modules', 'clsx'), path.join(dir, 'node_modules', 'clsx'), { recursive: true });
  return dir;
}

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'docs-pages-build-'));
  out = path.join(tmp, 'build');
  site = await loadSite(siteDir, { cache: false });
  await buildSite(site, { outDir: out });
});

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('routes of src/pages', () => {
  // A folder's index page is the folder with its slash (team/index.js: /team/), as Docusaurus 3.9.2 routes it (checked).
  it('are made from file paths as Docusaurus makes them, leaving out _ files and folders and tests', () => {
    const pages = site.graph.routes.filter((r) => r.kind === 'page').map((r) => r.path);
    expect(pages.sort()).toEqual(['/', '/about', '/markdown-page', '/team/']);
    for (const route of ['', 'about', 'markdown-page', 'team']) expect(existsSync(path.join(out, route, 'index.html')), route).toBe(true);
    for (const excluded of ['_partial', 'x.test', 'x', '_components']) expect(existsSync(path.join(out, excluded)), excluded).toBe(false);
    expect(site.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('are in the sitemap', () => {
    const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    for (const loc of ['https://gizmo.example.com/', 'https://gizmo.example.com/about', 'https://gizmo.example.com/markdown-page', 'https://gizmo.example.com/team/']) {
      expect(sitemap).toContain(`<loc>${loc}</loc>`);
    }
  });
});

// As Docusaurus 3.9.2's pages plugin reads them (realsites12 U, repro/pages-exclude): before, `exclude` was not
// read, and an excluded page was built, put in the sitemap and indexed, with no word.
describe('the pages options include and exclude', () => {
  it('leave out the files they exclude, and keep only those they include', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-pages-exclude-'));
    try {
      mkdirSync(path.join(dir, 'src/pages/drafts'), { recursive: true });
      for (const file of ['index.md', 'about.md', 'draft-notes.md', 'drafts/one.md', 'tool.js']) writeFileSync(path.join(dir, 'src/pages', file), file.endsWith('.js') ? 'export default function T() { return null; }\n' : '# Page\n');
      writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'X', url: 'https://x.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: false, pages: { exclude: ['draft-notes.md', 'drafts/**'] } }]] };\n");
      const excluded = await loadSite(dir, { cache: false });
      expect(excluded.graph.routes.filter((r) => r.kind === 'page').map((r) => r.path).sort()).toEqual(['/', '/about', '/tool']);
      writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'X', url: 'https://x.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: false, pages: { include: ['**/*.md'], exclude: ['drafts/**'] } }]] };\n");
      const included = await loadSite(dir, { cache: false });
      expect(included.graph.routes.filter((r) => r.kind === 'page').map((r) => r.path).sort()).toEqual(['/', '/about', '/draft-notes']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// As Docusaurus 3.9.2 routes them (realsites13 Z, repro/page-slug): a Markdown page's `slug` was not read (its page
// was at its file's route, and a false duplicate-route warning named it beside the React page of that route).
describe("a Markdown page's slug", () => {
  it('is its route under routeBasePath, absolute or not', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-pages-slug-'));
    try {
      mkdirSync(path.join(dir, 'src/pages'), { recursive: true });
      writeFileSync(path.join(dir, 'src/pages/faq.js'), 'export default function Faq() { return null; }\n');
      writeFileSync(path.join(dir, 'src/pages/faq.md'), '---\nslug: /faq-legacy\n---\n\n# Old FAQ\n');
      writeFileSync(path.join(dir, 'src/pages/solo.md'), '---\nslug: renamed\n---\n\n# Solo\n');
      writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'X', url: 'https://x.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: false }]] };\n");
      const { graph, diagnostics } = await loadSite(dir, { cache: false });
      expect(graph.routes.filter((r) => r.kind === 'page').map((r) => r.path).sort()).toEqual(['/faq', '/faq-legacy', '/renamed']);
      expect(diagnostics).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// As Docusaurus 3.9.2 builds it (realsites12 V, repro/pages-instance): a second pages plugin instance was named
// in a warning and not built, so links to its pages failed the build.
describe('a second pages plugin instance', () => {
  it('builds its folder under its routeBasePath, with the sitemap, and links to it resolve', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-pages-instance-'));
    try {
      mkdirSync(path.join(dir, 'src/pages'), { recursive: true });
      mkdirSync(path.join(dir, 'landing'), { recursive: true });
      writeFileSync(path.join(dir, 'src/pages/index.md'), '# Home\n\nSee the [promo](/landing/promo).\n');
      writeFileSync(path.join(dir, 'landing/promo.md'), '# Promo\n\nBuy now.\n');
      writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'R', url: 'https://r.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: false }]], plugins: [['@docusaurus/plugin-content-pages', { id: 'landing', path: 'landing', routeBasePath: 'landing' }]] };\n");
      const out = path.join(dir, 'build');
      const result = await runCli(['build', dir, '--out-dir', out]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).not.toContain('not built');
      expect(readFileSync(path.join(out, 'landing/promo/index.html'), 'utf8')).toContain('Buy now.');
      expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toContain('<loc>https://r.example.com/landing/promo</loc>');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// As Docusaurus 3.9.2 builds it (/tmp/fx1 of the 31st session): the pages plugin's editUrl, showLastUpdateTime
// and showLastUpdateAuthor put "Edit this page" and the last update under a Markdown page (they were not read),
// and an unlisted page shows the unlisted banner.
describe('the pages options editUrl and showLastUpdate*', () => {
  const articleOf = (page: string) => page.slice(page.indexOf('<article'), page.indexOf('</article>'));
  it('put "Edit this page" (the base URL, the pages folder, the file; or what the function answers) and the last update under a Markdown page', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-pages-edit-'));
    try {
      mkdirSync(path.join(dir, 'src/pages/about'), { recursive: true });
      mkdirSync(path.join(dir, 'landing'), { recursive: true });
      writeFileSync(path.join(dir, 'src/pages/about/index.md'), '# About\n\nText.\n');
      writeFileSync(path.join(dir, 'src/pages/dated.md'), '---\nlast_update:\n  date: 2024-03-05\n  author: Ada\nunlisted: true\n---\n# Dated\n\nText.\n');
      writeFileSync(path.join(dir, 'landing/promo.md'), '# Promo\n\nBuy now.\n');
      const pages = "{ editUrl: 'https://github.com/o/r/edit/main/', showLastUpdateTime: true, showLastUpdateAuthor: true }";
      const landing = "{ id: 'landing', path: 'landing', routeBasePath: 'landing', editUrl: ({ pagesDirPath, pagesPath, permalink, locale }) => `https://e.example.com/${pagesDirPath}/${pagesPath}?p=${permalink}&l=${locale}` }";
      writeFileSync(path.join(dir, 'docusaurus.config.js'), `module.exports = { title: 'R', url: 'https://r.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: false, pages: ${pages} }]], plugins: [['@docusaurus/plugin-content-pages', ${landing}]] };\n`);
      const out = path.join(dir, 'build');
      const result = await runCli(['build', dir, '--out-dir', out]);
      expect(result.code, result.stderr).toBe(0);
      const about = articleOf(readFileSync(path.join(out, 'about/index.html'), 'utf8'));
      expect(about).toContain('href="https://github.com/o/r/edit/main/src/pages/about/index.md"');
      expect(about).toContain('Edit this page');
      const dated = articleOf(readFileSync(path.join(out, 'dated/index.html'), 'utf8'));
      expect(dated).toMatch(/Last updated<!-- --> on <b><time dateTime="2024-03-05T00:00:00.000Z"[^>]*>Mar 5, 2024<\/time><\/b> by <b>Ada<\/b>/);
      expect(dated).toContain('Unlisted page');
      expect(about).not.toContain('Unlisted page');
      const promo = articleOf(readFileSync(path.join(out, 'landing/promo/index.html'), 'utf8'));
      expect(promo).toContain('href="https://e.example.com/landing/promo.md?p=/landing/promo&amp;l=en"');
      // Without showLastUpdate* (the landing instance), no last update: git is not even read.
      expect(promo).not.toContain('Last updated');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the React home page (classic template)', () => {
  it('is rendered at build time inside the theme: complete without JavaScript', () => {
    const page = html('');
    const main = mainOf(page);
    expect(main).toContain('<h1 class="hero__title">Gizmo Docs</h1>');
    expect(main).toContain('<p class="hero__subtitle">Gizmos made simple</p>');
    expect(main).toMatch(/<a class="button button--secondary button--lg" href="\/docs\/intro">Docusaurus Tutorial - 5min/);
    // HomepageFeatures: its SVGs (required from @site/static) inline with the CSS module's class.
    for (const title of ['Easy to Use', 'Focus on What Matters', 'Powered by React']) expect(main).toContain(`<h3>${title}</h3>`);
    expect(count(main, /<svg [^>]*class="styles_featureSvg"[^>]*role="img"/)).toBe(3);
    expect(main).toContain('<title>easy</title><circle cx="100" cy="100" r="80" fill="#2e8555"/>');
    // The CSS modules of the page and its components, clsx's class list.
    expect(main).toMatch(/<header class="hero hero--primary index_heroBanner">/);
    // Their rules in the stylesheet the page links from its content (a <style> may not stand in the body).
    expect(main).not.toContain('<style>');
    const href = /<link rel="stylesheet" href="(\/assets\/css\/components-[0-9a-f]+\.css)">/.exec(main)?.[1];
    const css = readFileSync(path.join(out, href!), 'utf8');
    expect(css).toMatch(/\.index_heroBanner \{[^}]*padding: 4rem 0/);
    expect(css).toMatch(/\.styles_featureSvg \{[^}]*height: 200px/);
    expect(main).toContain('<button type="button" class="button button--primary" aria-expanded="false">Show the motto</button>');
  });

  it('has the Layout title and description in its head, and the theme around it once', () => {
    const page = html('');
    expect(page).toContain('<title>Hello from Gizmo Docs | Gizmo Docs</title>');
    expect(page).toContain('<meta name="description" content="Description will go into a meta tag in &lt;head /&gt;">');
    expect(count(page, /<nav id="navbar" class="navbar"/)).toBe(1);
    expect(count(page, /<footer/)).toBe(1);
    // The page brings its own <main>: the theme's wrapper is not a second one, and there is no doc sidebar.
    expect(count(page, /<main[ >]/)).toBe(1);
    expect(page).not.toContain('class="sidebar"');
  });

  it('hydrates as one island, with its own script', () => {
    const page = html('');
    expect(count(page, /<docs-island /)).toBe(1);
    const scripts = [...page.matchAll(/<script type="module" src="([^"]+)" data-island-script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/island-index-[0-9a-f]+\.js$/);
    expect(existsSync(path.join(out, scripts[0]))).toBe(true);
    // A doc page loads none of it.
    expect(html('docs/intro')).not.toContain('data-island-script');
  });
});

describe('site components used with children (MDX)', () => {
  it('render their Markdown children in place, inside the island, for the browser to keep', () => {
    const main = mainOf(html('docs/widgets'));
    expect(main).toMatch(/<docs-island data-island="[0-9a-f]+" data-props="\{&#x22;label&#x22;:&#x22;the details&#x22;\}"><div class="styles_reveal"><button type="button" aria-expanded="false">Show the details<\/button><div class="styles_body" hidden><docs-children>\s*<p>Widgets have <strong>three<\/strong> parts\. See <a href="\/about">the about page<\/a>\.<\/p>\s*<\/docs-children><\/div><\/div><\/docs-island>/);
    expect(main).toMatch(/<script type="module" src="[^"]+island-index-[0-9a-f]+\.js" data-island-script><\/script>/);
  });
});

describe('Markdown and MDX pages', () => {
  it('render with the theme, their front matter title and description, a TOC and no doc sidebar', () => {
    const page = html('about');
    expect(page).toContain('<title>About Gizmo | Gizmo Docs</title>');
    expect(page).toContain('<meta name="description" content="Who makes Gizmo, and why.">');
    const main = mainOf(page);
    expect(main).toContain('<h1>About us</h1>');
    expect(main).toMatch(/<h2 id="history">History/);
    expect(main).toMatch(/class="toc toc-desktop"[\s\S]*href="#history"[\s\S]*href="#values"/);
    expect(main).toContain('<a href="/docs/intro">introduction</a>');
    expect(page).not.toContain('class="sidebar"');
    expect(count(page, /<nav id="navbar" class="navbar"/)).toBe(1);
  });

  it('evaluate MDX expressions and exports, hide the TOC on request, resolve .md links to pages', () => {
    const main = mainOf(html('markdown-page'));
    expect(main).toContain('Two and three make 5.');
    expect(main).toContain('A gizmo has 3 parts: gear, spring, lever.');
    expect(main).not.toContain('toc-desktop');
    expect(main).toContain('<a href="/about">the about page</a>');
  });

  it('take wrapperClassName, and the first h1 as title when the front matter has none', () => {
    const page = html('team');
    expect(page).toContain('<title>The team | Gizmo Docs</title>');
    // On <html>, in place of mdx-wrapper, as Docusaurus's MDXPage puts it.
    expect(page).toMatch(/<html [^>]*class="team-page mdx-page plugin-pages plugin-id-default"/);
    expect(mainOf(page)).toMatch(/<div class="doc-container markdown-page">/);
  });

  it('are searched as documents of type other (React pages have no Markdown to index)', () => {
    const index = JSON.parse(readFileSync(path.join(out, 'search-index-en.json'), 'utf8')) as SearchIndexFile;
    const other = index.documents.filter((d) => d.type === 'other');
    expect([...new Set(other.map((d) => d.sectionRoute.split('#')[0]))].sort()).toEqual(['/about', '/markdown-page', '/team/']);
    expect(other.find((d) => d.sectionRoute === '/about#history')).toMatchObject({ pageTitle: 'About Gizmo', sectionTitle: 'History' });
    expect(index.documents.some((d) => d.sectionRoute === '/')).toBe(false);
    expect(index.documents.filter((d) => d.type === 'docs').map((d) => d.sectionRoute)).toContain('/docs/intro');
  });
});

describe('links into pages', () => {
  it('are valid when the page (and its heading) exists', async () => {
    const { code, diagnostics } = await checkJson(siteDir);
    expect(diagnostics).toEqual([]);
    expect(code).toBe(0);
  });

  it('are reported at file:line:col when broken, from docs and from pages', async () => {
    const dir = siteCopy();
    try {
      writeFileSync(path.join(dir, 'docs', 'broken.md'), '# Broken\n\nSee [about](/abot) and [values](/about#valuez).\n');
      writeFileSync(path.join(dir, 'src', 'pages', 'contact.md'), '# Contact\n\nWrite to [the team](/teams).\n');
      const { code, diagnostics } = await checkJson(dir);
      expect(code).toBe(1);
      const brief = diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule}`).sort();
      expect(brief).toEqual(['docs/broken.md:3:5 broken-link', 'docs/broken.md:3:24 broken-anchor', 'src/pages/contact.md:3:10 broken-link'].sort());
      expect(diagnostics.find((d) => d.file === 'docs/broken.md' && d.rule === 'broken-link')?.message).toContain('Did you mean /about?');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // A Docusaurus config: a warning, as Docusaurus's onDuplicateRoutes default (docusaurus-compat.test.ts has 'throw').
  it('a page and a doc on one route is a warning naming both files', async () => {
    const dir = siteCopy();
    try {
      mkdirSync(path.join(dir, 'src', 'pages', 'docs'));
      writeFileSync(path.join(dir, 'src', 'pages', 'docs', 'intro.md'), '# Another intro\n');
      const { code, diagnostics } = await checkJson(dir);
      expect(code).toBe(0);
      const duplicate = diagnostics.find((d) => d.rule === 'duplicate-route');
      expect(duplicate?.severity).toBe('warning');
      expect(duplicate?.message).toContain('docs/intro.md');
      expect(duplicate?.message).toContain('src/pages/docs/intro.md');
      expect(duplicate?.message).toContain('"/docs/intro"');
      // The page is shown, as Docusaurus 3.9.2 shows it (its docs routes come after flat routes); the doc was.
      expect(duplicate?.message).toContain('The route shows src/pages/docs/intro.md; docs/intro.md is not built');
      expect(duplicate?.file).toBe('docs/intro.md');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('pages that fail', () => {
  it('a page that throws while rendering and missing imports: file:line:col, no stack trace, previous output kept', async () => {
    const dir = siteCopy();
    const target = `${dir}-out`;
    try {
      const first = await runCli(['build', dir, '--out-dir', target]);
      expect(first.code, first.stderr).toBe(0);
      writeFileSync(path.join(dir, 'src', 'pages', 'boom.js'), "import Layout from '@theme/Layout';\n\nexport default function Boom() {\n  const items = undefined;\n  return <Layout title=\"Boom\"><p>{items.length}</p></Layout>;\n}\n");
      writeFileSync(path.join(dir, 'src', 'pages', 'missing.jsx'), "import Layout from '@theme/Layout';\nimport Chart from '@site/src/components/Chart';\nimport fancy from 'fancy-package';\n\nexport default function Missing() { return <Layout><Chart /></Layout>; }\n");
      writeFileSync(path.join(dir, 'src', 'pages', 'theme.js'), "import Thing from '@theme/Thing';\nexport default function P() { return <Thing />; }\n");
      writeFileSync(path.join(dir, 'src', 'pages', 'dots.js'), "export default function Dots() {\n  throw new Error('The widget config is missing.');\n}\n");
      const result = await runCli(['build', dir, '--out-dir', target]);
      const text = result.stdout + result.stderr;
      expect(result.code).toBe(1);
      expect(text).toMatch(/src\/pages\/boom\.js:5:41\s+error\s+This page threw while rendering at build time: Cannot read properties of undefined \(reading 'length'\)/);
      expect(text).toMatch(/src\/pages\/missing\.jsx:2:19\s+error\s+Cannot import "@site\/src\/components\/Chart": there is no such file/);
      expect(text).toMatch(/src\/pages\/missing\.jsx:3:19\s+error\s+Cannot import "fancy-package": it is not installed in the site's node_modules/);
      expect(text).toMatch(/src\/pages\/theme\.js:1:19\s+error\s+Cannot import "@theme\/Thing"/);
      // One full stop, though the error's own message ends with one (before: "missing..").
      expect(text).toMatch(/src\/pages\/dots\.js:2:\d+\s+error\s+This page threw while rendering at build time: The widget config is missing\.\s+\[page-render\]/);
      expect(text).not.toMatch(/^\s+at /m);
      // Summed up as any failed build is.
      expect(text).toMatch(/✖ 5 errors, 0 warnings; the build failed and .* was left as it was\./);
      // The previous build is still there.
      expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toContain('Gizmos made simple');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(target, { recursive: true, force: true });
    }
  });
});

// Docusaurus's broken-link checker collects the links its <Link> renders: a page's or a component's
// `to` is checked once the page is rendered (checked with Docusaurus 3.9.2: "Broken link on source page path = /").
describe('links that site code renders with <Link>', () => {
  it('fail the build when broken (onBrokenLinks throw) at the file and line that wrote them, the previous output kept', async () => {
    const dir = siteCopy();
    const target = `${dir}-out`;
    try {
      const first = await runCli(['build', dir, '--out-dir', target]);
      expect(first.code, first.stderr).toBe(0);
      const home = path.join(dir, 'src', 'pages', 'index.js');
      writeFileSync(home, readFileSync(home, 'utf8').replace('to="/docs/intro"', 'to="/docs/intrro"'));
      const result = await runCli(['build', dir, '--out-dir', target]);
      const text = result.stdout + result.stderr;
      expect(result.code).toBe(1);
      expect(text).toMatch(/src\/pages\/index\.js:23:16\s+error\s+Broken link on \/: <Link to="\/docs\/intrro"> \(resolved to \/docs\/intrro\) is not a page or static file of this site\. Did you mean \/docs\/intro\?/);
      expect(text).not.toMatch(/^\s+at /m);
      expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toContain('href="/docs/intro"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(target, { recursive: true, force: true });
    }
  });

  it("are warnings at the component's file with onBrokenLinks warn; valid, external, pathname:// and the doc's own checked links are not reported again", async () => {
    const dir = siteCopy();
    const target = `${dir}-out`;
    try {
      const config = path.join(dir, 'docusaurus.config.js');
      writeFileSync(config, readFileSync(config, 'utf8').replace("onBrokenLinks: 'throw'", "onBrokenLinks: 'warn'"));
      mkdirSync(path.join(dir, 'src', 'components', 'More'));
      writeFileSync(
        path.join(dir, 'src', 'components', 'More', 'index.js'),
        "import Link from '@docusaurus/Link';\n\nexport default function More() {\n  return <p>Read <Link to=\"/docs/widgetz\">the widgets</Link>, <Link to=\"intro\">the intro</Link>, <Link to=\"pathname:///api/\">the API</Link>, <Link href=\"https://example.com\">elsewhere</Link>, <Link to=\"/img/favicon.svg\">the icon</Link>, <Link to=\"/docs/intro#nowhere\">a part</Link>.</p>;\n}\n",
      );
      writeFileSync(path.join(dir, 'docs', 'more.mdx'), "import More from '@site/src/components/More';\nimport Link from '@docusaurus/Link';\n\n# More\n\n<More />\n\n[Gone](/docs/gone).\n");
      const result = await runCli(['build', dir, '--out-dir', target]);
      const text = result.stdout + result.stderr;
      expect(result.code, text).toBe(0);
      const broken = text.split('\n').filter((line) => line.includes('broken-link'));
      expect(broken).toHaveLength(2);
      expect(broken.join('\n')).toMatch(/src\/components\/More\/index\.js:4:27\s+warning\s+Broken link on \/docs\/more: <Link to="\/docs\/widgetz">.*Did you mean \/docs\/widgets\?/);
      expect(broken.join('\n')).toMatch(/docs\/more\.mdx:8:1\s+warning\s+Broken link: \/docs\/gone/);
      expect(readFileSync(path.join(target, 'docs', 'more', 'index.html'), 'utf8')).toContain('href="/docs/widgetz"');
      // Its anchor is checked too, as Docusaurus checks a rendered link's anchor.
      expect(text).toMatch(/src\/components\/More\/index\.js:4:\d+\s+warning\s+Broken anchor on \/docs\/more: <Link to="\/docs\/intro#nowhere"> names #nowhere, which is not a heading of \/docs\/intro\.\s+\[broken-anchor\]/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(target, { recursive: true, force: true });
    }
  });
});
