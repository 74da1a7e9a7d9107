/**
 * Where a doc's content title is, as Docusaurus 3.9.2 finds it (checked with a fixture built by it):
 * the first heading of the content, at any depth, when it is an h1 and no thematic break comes
 * first. An h1 that opens the content titles the doc and is the page's header. One written after
 * other content (an image, a paragraph, `&nbsp;`, or inside a `<div>`) stays where it is, the page
 * shows no other h1 (front matter `title` still names the page), and it does not title the doc.
 * One after a comment, a link definition or an export is the page's header, but the doc's title
 * (`<title>`, sidebar, pagination) is its file name: Docusaurus's metadata reads the title from the
 * file's first lines, import blocks aside. A blog post loses its content title wherever it is. Before, a later h1 came below a second one
 * made from the front matter title or the file name.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

let siteDir: string;
let outDir: string;
const page = (route: string) => readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
/** The page's h1s as text, and its `<title>`. */
const titles = (route: string) => {
  const html = page(route);
  return { h1: [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1]), title: /<title>(.*?)<\/title>/.exec(html)![1] };
};

beforeAll(async () => {
  siteDir = writeSite({
    'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: { onInlineAuthors: 'ignore' } }]] };`,
    'docs/lead.md': '# Lead\n\nBody.\n',
    'docs/late.md': 'A paragraph comes first.\n\n# Not the title\n\nBody.\n',
    'docs/fmlate.md': '---\ntitle: FM title\n---\n\n![img](https://example.com/x.png)\n\n# Content h1\n\nBody.\n',
    'docs/hidden.md': '---\ntitle: Hidden\nhide_title: true\n---\n\n&nbsp;\n\n# Shown h1\n\nBody.\n',
    'docs/indiv.mdx': '<div>\n\n# Inside div\n\n</div>\n\nBody.\n',
    'docs/subfirst.md': '## Sub first\n\n# Later h1\n\nBody.\n',
    'docs/rule.md': 'Para\n\n---\n\n# After rule\n\nBody.\n',
    'docs/defs-first.md': '[ref]: https://example.org\n\n# Heading After Definitions\n\nSee [ref].\n',
    'docs/comment-first.md': '<!-- a licence header -->\n\n# Heading After Comment\n\nBody.\n',
    'docs/imports-first.mdx': "import Tabs from '@theme/Tabs';\n\n# After Imports\n\nBody.\n",
    'docs/computed.mdx': "export const pkg = 'Widget';\n\n# {pkg} v{1 + 1}\n\nBody.\n",
    'docs/jsx-title.mdx': "---\ntitle: FM title\n---\n\n# Hello <span className=\"x\">{'World'}</span>\n\nBody.\n",
    'blog/2024-01-02-post.md': '---\ntitle: Post\n---\n\nIntro para.\n\n# Post heading\n\nMore.\n\n<!-- truncate -->\n\nRest.\n',
  });
  ({ outDir } = await buildToTemp(siteDir));
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('the content title', () => {
  it('that opens the content titles the doc and is its header', () => {
    expect(titles('lead')).toEqual({ h1: ['Lead'], title: 'Lead | T' });
    expect(page('lead')).toContain('<header class="doc-header"><h1>Lead</h1></header>');
  });

  // As Docusaurus 3.9.2 renders it (realsites10 O): before, the header showed the source text (`pkg v1 + 1`, `Hello 'World'`).
  it('written with JavaScript or JSX stays in the content, evaluated, the page’s only h1', () => {
    expect(titles('computed')).toEqual({ h1: ['Widget v2'], title: 'computed | T' });
    expect(titles('jsx-title')).toEqual({ h1: ['Hello <span class="x">World</span>'], title: 'FM title | T' });
    expect(page('computed')).toMatch(/<div class="markdown"><h1>Widget v2<\/h1>/);
  });

  it('written after other content stays there, the page’s only h1; it does not title the doc', () => {
    expect(titles('late')).toEqual({ h1: ['Not the title'], title: 'late | T' });
    expect(page('late')).toMatch(/<div class="markdown"><p>A paragraph comes first\.<\/p>\s*<h1>Not the title<\/h1>/);
    expect(titles('fmlate')).toEqual({ h1: ['Content h1'], title: 'FM title | T' });
    expect(titles('indiv')).toEqual({ h1: ['Inside div'], title: 'indiv | T' });
    expect(page('indiv')).toMatch(/<div><h1>Inside div<\/h1><\/div>/);
  });

  it('after a comment or a link definition is the page header, but the doc is titled by its file name, as Docusaurus titles it; imports may come first', () => {
    expect(titles('defs-first')).toEqual({ h1: ['Heading After Definitions'], title: 'defs-first | T' });
    expect(page('defs-first')).toContain('<header class="doc-header"><h1>Heading After Definitions</h1></header>');
    expect(titles('comment-first')).toEqual({ h1: ['Heading After Comment'], title: 'comment-first | T' });
    expect(titles('imports-first')).toEqual({ h1: ['After Imports'], title: 'After Imports | T' });
  });

  it('written after a `&nbsp;` paragraph leaves no hidden second h1 under hide_title', () => {
    expect(titles('hidden')).toEqual({ h1: ['Shown h1'], title: 'Hidden | T' });
    expect(page('hidden')).not.toContain('sr-only');
  });

  it('is none when another heading or a thematic break comes first: the page header shows the doc’s title', () => {
    expect(titles('subfirst')).toEqual({ h1: ['subfirst', 'Later h1'], title: 'subfirst | T' });
    expect(titles('rule')).toEqual({ h1: ['rule', 'After rule'], title: 'rule | T' });
  });

  it('of a blog post is taken out wherever it is, on the post’s page and the list', () => {
    const post = page('blog/2024/01/02/post');
    expect(post).toMatch(/<p>Intro para\.<\/p>\s*<p>More\.<\/p>\s*<p>Rest\.<\/p>/);
    expect(post).not.toContain('Post heading');
    expect(page('blog')).toMatch(/<p>Intro para\.<\/p>\s*<p>More\.<\/p><\/div>/);
    expect(page('blog')).not.toContain('Post heading');
  });
});
