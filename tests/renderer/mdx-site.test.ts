/**
 * MDX as Docusaurus evaluates it (tests/fixtures/mdx-site, a docusaurus.config.js site built
 * unchanged): HTML comments render as nothing; imported Markdown partials render inline with their
 * props, nested partials, headings in the page's TOC, links and images resolved against the
 * partial's file; partials are not pages; JavaScript (exports, expressions, style objects, spread
 * props, useBaseUrl, imported images and SVG, TOCInline, a site component with a CSS module) is
 * evaluated at build time. Built once with the real CLI; the HTML read as written
 * (the page is complete without JavaScript).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/site.js';

const SITE = path.join(REPO_ROOT, 'tests/fixtures/mdx-site');
let out: string;
let build: ReturnType<typeof spawnSync>;

const page = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');
/** The article's Markdown content (what the doc wrote, rendered). */
const content = (route: string) => /<div class="markdown">([\s\S]*?)<\/div><nav class="pagination-nav"|<div class="markdown">([\s\S]*?)<\/div><\/article>/.exec(page(route))!.slice(1).find(Boolean)!;
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
/** The desktop TOC's links: [href, label]. */
const toc = (route: string) => [...(/<nav class="toc toc-desktop"[\s\S]*?<\/nav>/.exec(page(route))?.[0] ?? '').matchAll(/<a href="([^"]+)" class="toc-link">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);

beforeAll(() => {
  out = path.join(mkdtempSync(path.join(tmpdir(), 'docs-mdx-site-')), 'build');
  build = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', SITE, '--out-dir', out], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', DOCS_NO_CACHE: '1' } });
});

describe('HTML comments in MDX', () => {
  it('build the site without errors or warnings', () => {
    expect(build.stderr + build.stdout).not.toMatch(/error|warning/i);
    expect(build.status).toBe(0);
  });

  it('render as nothing: block, inline and multi-line comments, in docs and partials', () => {
    const html = content('intro');
    expect(html).not.toContain('<!--');
    expect(html).not.toContain("editor's note");
    expect(html).not.toContain('several lines');
    expect(html).not.toContain('not published');
    expect(text(html)).toContain('Intro text continues here.');
  });
});

describe('imported Markdown partials', () => {
  it('render inline, with props, nested partials and .md partials', () => {
    const words = text(content('intro'));
    expect(words).toContain('Run the installer for aws.');
    expect(words).toContain('You need an account with the provider.');
    expect(words).toContain('A Markdown partial with bold text in it.');
    // The same partial, other props, on another page.
    expect(text(content('other'))).toContain('Run the installer for gcp.');
    // Content order: the partial sits where <Install /> is.
    expect(words.indexOf('Before you start')).toBeLessThan(words.indexOf('Run the installer'));
    expect(words.indexOf('You need an account')).toBeLessThan(words.indexOf('Afterwards'));
  });

  it("put the partial's headings in the page's TOC, where the partial is used", () => {
    expect(toc('intro')).toEqual([
      ['#before-you-start', 'Before you start'],
      ['#install-on-the-cloud', 'Install on the cloud'],
      ['#prerequisites', 'Prerequisites'],
      ['#afterwards', 'Afterwards'],
    ]);
    expect(content('intro')).toContain('<h3 id="prerequisites">');
  });

  it("resolve links and images against the partial's own file", () => {
    const html = content('intro');
    expect(html).toContain('<a href="/guides/setup">the setup guide</a>');
    const src = /<img src="([^"]+)" alt="Install diagram"/.exec(html)?.[1];
    expect(src).toMatch(/^\/assets\/images\/diagram-[0-9a-f]+\.png$/);
    expect(existsSync(path.join(out, src!))).toBe(true);
  });

  it('keep the page title of the importing doc (a partial never gives the content title)', () => {
    expect(page('intro')).toContain('<h1>Welcome to the fixture</h1>');
    expect(page('other')).toContain('<h1>Other clouds</h1>');
  });

  it('are not pages: no route for files or folders starting with _', () => {
    const all = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? all(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const html = all(out).filter((f) => f.endsWith('.html')).map((f) => path.relative(out, f)).sort();
    expect(html).toEqual(['404.html', 'guides/setup/index.html', 'index.html', 'intro/index.html', 'js/index.html', 'late-title/index.html', 'other/index.html']);
  });

  it('are searchable as part of the page that imports them', () => {
    const index = readFileSync(path.join(out, 'search-index-en.json'), 'utf8');
    expect(index).toContain('Run the installer for aws');
  });
});

describe('JavaScript in MDX, evaluated at build time', () => {
  it('renders exports and expressions', () => {
    expect(text(content('js'))).toContain('The answer is 42. One plus one is 2.');
  });

  it('turns style objects, className and spread props into attributes', () => {
    expect(content('js')).toContain('<div style="color:rgb(200, 0, 0)" class="red-box" id="spread-id">Red text</div>');
  });

  it('renders a component the doc exports around its Markdown children', () => {
    expect(content('js')).toContain('<span class="highlight" style="color:#25c2a0">highlighted <strong>bold</strong></span>');
  });

  it('gives useBaseUrl, imported images (hashed assets) and imported SVG (inline)', () => {
    const html = content('js');
    const logo = /<img src="([^"]+)" alt="Logo from static"/.exec(html)?.[1];
    expect(logo).toMatch(/^\/assets\/images\/logo-[0-9a-f]+\.svg$/);
    const shot = /<img src="([^"]+)" alt="Imported shot"/.exec(html)?.[1];
    expect(shot).toMatch(/^\/assets\/images\/shot-[0-9a-f]+\.png$/);
    expect(existsSync(path.join(out, shot!))).toBe(true);
    // Its `title` prop is its <title>, as SVGR makes it for Docusaurus (titleProp).
    expect(html).toMatch(/<svg [^>]*class="fixture-logo"[^>]*><title>Inline logo<\/title><circle cx="12" cy="12" r="10" fill="#25c2a0"><\/circle><\/svg>/);
    expect(html).not.toMatch(/<svg [^>]*title=/);
  });

  it('renders <TOCInline toc={toc} /> with the heading levels asked for', () => {
    const inline = /<div class="toc-inline">([\s\S]*?)<\/div>/.exec(content('js'))?.[1] ?? '';
    expect([...inline.matchAll(/href="#([^"]+)"/g)].map((m) => m[1])).toEqual(['styles', 'images', 'component', 'code']);
  });

  it('renders a site component (with its CSS module and a Docusaurus hook) into the HTML', () => {
    const html = content('js');
    const button = /<button type="button" class="([^"]+)" data-home="\/">Clicked 3 times<\/button>/.exec(html);
    expect(button).not.toBeNull();
    // The CSS module's class is defined in the stylesheet the content links (a <style> may not stand in the body).
    expect(html).not.toContain('<style>');
    const href = /<link rel="stylesheet" href="(\/assets\/css\/components-[0-9a-f]+\.css)">/.exec(html)?.[1];
    expect(href).toBeDefined();
    expect(readFileSync(path.join(out, href!), 'utf8')).toMatch(new RegExp(`\\.${button![1]} \\{[\\s\\S]*font-weight: 700`));
  });

  it('leaves docs without JavaScript on the fast path: no component CSS on them', () => {
    expect(content('intro')).not.toMatch(/<style>|<link rel="stylesheet"/);
    expect(content('other')).not.toMatch(/<style>|<link rel="stylesheet"/);
  });
});

describe('titles and code as Docusaurus', () => {
  it('takes the first h1 as the title only when it comes first (after imports); else the file name', () => {
    expect(page('js')).toContain('<h1>JavaScript in MDX</h1>'); // front matter title
    // A later h1 stays where it is, the page's only one (tests/renderer/content-title.test.ts).
    expect(page('late-title')).toContain('<title>late-title | ');
    expect(page('late-title')).not.toContain('doc-header');
    expect(content('late-title')).toMatch(/<h1>Not the title/);
  });

  it('keeps the indentation of <CodeBlock> code exactly', () => {
    const html = page('js');
    const code = html.slice(html.indexOf('indented.py'));
    const lines = text(code.slice(0, code.indexOf('</code>')).replace(/<\/span><span class="code-line">/g, '\u0000')).split('\u0000');
    expect(code.slice(0, code.indexOf('</code>')).replace(/<[^>]+>/g, '').split('\n').slice(0, 4)).toEqual(['indented.py    # indented four spaces', 'def f():', '    if True:', '        return 1']);
    expect(lines.length).toBe(4);
  });
});
