/**
 * `<head>` in MDX and `<Head>` of `@docusaurus/Head`, as Docusaurus documents them: their title, meta
 * and link elements go to the page's head, a title, `<meta name|property>` or canonical link
 * replacing the page's own. Before, `<head>` stayed in the article (invalid HTML, its title unused)
 * and `<Head>` rendered nothing. Scripts (JSON-LD) go there too, and `<html className>` / `<body
 * className>` set those elements' classes, as Docusaurus 3.9.2's Helmet does (checked); before, they
 * stayed in the inert template, unseen by crawlers. A Markdown page's `wrapperClassName` is on
 * `<html>`, in place of `mdx-wrapper`, as Docusaurus's MDXPage puts it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';
import { contentHeadTitle, mergeHeadTags } from '../../renderer/content-head.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'docs-content-head-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let out: string;
const page = (route: string) => {
  const html = readFileSync(path.join(out, route, 'index.html'), 'utf8');
  const [head, body] = html.split('</head>');
  return { head, body };
};

beforeAll(async () => {
  const site = path.join(scratch, 'site');
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  writeFileSync(path.join(site, 'docusaurus.config.js'), "module.exports = { title: 'H', url: 'https://h.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };");
  writeFileSync(
    path.join(site, 'docs/lower.mdx'),
    '---\ndescription: From front matter\n---\n# Lower\n\n<head>\n  <title>Custom &amp; title</title>\n  <meta name="keywords" content="alpha, beta" />\n  <link rel="canonical" href="https://elsewhere.example.com/lower" />\n</head>\n\nBody text.\n',
  );
  writeFileSync(
    path.join(site, 'docs/component.mdx'),
    "# Component\n\nimport Head from '@docusaurus/Head';\n\n<Head>\n  <meta name=\"description\" content=\"From Head\" />\n  <meta property=\"og:image\" content=\"https://h.example.com/card.png\" />\n</Head>\n\nBody text.\n",
  );
  // A `<head>` beside a site component (whose HTML makes the tree be re-parsed as HTML).
  mkdirSync(path.join(site, 'src/components'), { recursive: true });
  writeFileSync(path.join(site, 'src/components/Clip.jsx'), "import React from 'react';\nexport default function Clip({ url }) { return <video src={url} />; }\n");
  writeFileSync(path.join(site, 'docs/with-component.mdx'), "# With component\n\n<head>\n  <title>Head beside a component</title>\n</head>\n\nimport Clip from '@site/src/components/Clip';\n\n<Clip url=\"/clip.mp4\" />\n\nBody text.\n");
  // `<Head>` with no import (realsites14 B, OpenLineage): Docusaurus gives MDX `Head` as a global component.
  writeFileSync(path.join(site, 'docs/unimported.md'), '---\ntitle: About\n---\n<Head>\n  <title>Documentation | Site</title>\n</Head>\n\n# About\n\nText.\n');
  mkdirSync(path.join(site, 'src/pages'), { recursive: true });
  writeFileSync(
    path.join(site, 'src/pages/landing.jsx'),
    `import React from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
export default function Landing() {
  return <Layout title="Landing"><Head><html className="landing-html" /><body className="landing-body" /><script type="application/ld+json">{JSON.stringify({ '@context': 'https://schema.org/', '@type': 'Organization', name: 'LD' })}</script></Head><main>Landing</main></Layout>;
}
`,
  );
  writeFileSync(path.join(site, 'src/pages/support.mdx'), '# Support\n\n<head>\n  <script type="application/ld+json">{`{"@type":"FAQPage"}`}</script>\n</head>\n\nAsk us.\n');
  writeFileSync(path.join(site, 'src/pages/info.md'), '---\nwrapperClassName: info-wrapper\n---\n# Info\n\nText.\n');
  const loaded = await loadSite(site, { cache: false });
  expect(loaded.diagnostics).toEqual([]);
  out = path.join(scratch, 'out');
  await buildSite(loaded, { outDir: out });
});

describe('head elements written in MDX', () => {
  it('<head>: its title, meta and canonical link replace the page’s in the head; the body keeps them inert', () => {
    const { head, body } = page('lower');
    expect(head.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Custom &#x26; title</title>']);
    expect(head).toContain('<meta name="keywords" content="alpha, beta">');
    expect(head.match(/<link rel="canonical"[^>]*>/g)).toEqual(['<link rel="canonical" href="https://elsewhere.example.com/lower">']);
    // Untouched: the page's description.
    expect(head).toContain('<meta name="description" content="From front matter">');
    expect(body).not.toContain('<head>');
    expect(body).toMatch(/<template data-docs-head="">\s*<title>Custom &#x26; title<\/title>/);
    expect(body).toContain('Body text.');
  });

  it('<Head> without an import, as Docusaurus gives it to MDX: its title is the page’s, none in the article (no warning: diagnostics above)', () => {
    const { head, body } = page('unimported');
    expect(head).toContain('<title>Documentation | Site</title>');
    expect(head).not.toContain('<title>About | H</title>');
    const article = body.slice(body.indexOf('<article'), body.indexOf('</article>'));
    expect(article.replace(/<template data-docs-head[^]*?<\/template>/g, '')).not.toContain('<title>');
  });

    it('<Head>: its meta replace the page’s description and add an image', () => {
    const { head } = page('component');
    expect(head.match(/<meta name="description"[^>]*>/g)).toEqual(['<meta name="description" content="From Head">']);
    expect(head).toContain('<meta property="og:image" content="https://h.example.com/card.png">');
    expect(head).toContain('<title>Component | H</title>');
  });

  it('<head> of a doc that also renders a site component: its title in the head', () => {
    const { head, body } = page('with-component');
    expect(head.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Head beside a component</title>']);
    expect(body).toContain('<template data-docs-head=""><title>Head beside a component</title></template>');
    expect(body).toContain('<video src="/clip.mp4"></video>');
  });

  it('<Head> of a React page: its JSON-LD script in the head, its html and body classes on those elements', () => {
    const html = readFileSync(path.join(out, 'landing/index.html'), 'utf8');
    const [head] = html.split('</head>');
    expect(head).toContain('<script type="application/ld+json">{"@context":"https://schema.org/","@type":"Organization","name":"LD"}</script>');
    expect(html).toMatch(/<html lang="en" dir="ltr" class="landing-html" /);
    expect(html).toContain('<body class="landing-body">');
  });

  it('<head> of an MDX page: its JSON-LD script in the head', () => {
    expect(page('support').head).toContain('<script type="application/ld+json">{"@type":"FAQPage"}</script>');
  });

  it('names the one locale of a site in hreflang alternates, as Docusaurus writes them', () => {
    expect([...page('lower').head.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)">/g)].map((m) => [m[2], m[1]])).toEqual([
      ['en', 'https://h.example.com/lower'],
      ['x-default', 'https://h.example.com/lower'],
    ]);
    expect(page('lower').head).not.toContain('og:locale:alternate');
  });

  it('a Markdown page’s wrapperClassName on <html>, in place of mdx-wrapper', () => {
    const html = readFileSync(path.join(out, 'info/index.html'), 'utf8');
    expect(html).toMatch(/<html lang="en" dir="ltr" class="info-wrapper mdx-page plugin-pages plugin-id-default" /);
    expect(html).toContain('<body>');
  });

  it('merges by what a tag stands for, and reads the title for client-side navigation', () => {
    expect(mergeHeadTags(['<title>A</title>', '<meta name="x" content="1">', '<meta charset="utf-8">'], ['<meta name="x" content="2">'])).toEqual(['<title>A</title>', '<meta charset="utf-8">', '<meta name="x" content="2">']);
    expect(contentHeadTitle('<p>x</p><template data-docs-head=""><title>Tom &amp; Jerry &#x26; &#38; Co</title></template>')).toBe('Tom & Jerry & & Co');
    expect(contentHeadTitle('<p>no head</p>')).toBeUndefined();
  });
});
