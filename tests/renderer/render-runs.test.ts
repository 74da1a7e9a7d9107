/**
 * A very large doc's content is rendered in runs of its top-level blocks (renderer/markdown/
 * render-runs.ts, issue 15 item 11: memory) and its page written around the content
 * (renderer/server/large-content-page.ts): the HTML, search sections and warnings must be the ones the
 * whole tree gives, and the files the ones written in one go. Not timed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../engine/config/schema.js';
import { parseContent } from '../../engine/content/parse.js';
import { createLinkContext, type LinkContext } from '../../engine/graph/links.js';
import type { Doc, SiteGraph, Version } from '../../engine/graph/types.js';
import { type AssetSink, renderDocContent, withoutContentTitle } from '../../renderer/markdown/index.js';
import { renderRuns, RUNS_FROM_BYTES, runsOf } from '../../renderer/markdown/render-runs.js';
import { jsonStringPiece, writeAroundContent } from '../../renderer/server/large-content-page.js';
import { bigDoc } from '../support/big-doc.js';

const assets: AssetSink = { addFile: (abs) => `/assets/images/${path.basename(abs)}` };
let dir: string;
let ctx: LinkContext;
let doc: Doc;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'render-runs-'));
  doc = { key: 'current/big', id: 'big', version: 'current', source: 'docs/big.md', relativeSource: 'big.md', format: 'md', permalink: '/big', slug: '/big', title: 'Big', description: '', sidebarLabel: 'Big', isCategoryIndex: false, frontMatter: {}, frontMatterLines: {}, tags: [], keywords: [], unlisted: false, draft: false, headings: [], references: [], components: [], sidebarParentCategories: [], hideTitle: false, hideTableOfContents: false };
  const version = { name: 'current', label: 'Next', isLast: true, path: '/', contentPath: 'docs', docIds: ['big'], draftIds: [], sidebars: [], tags: [], tagsPath: '/tags', banner: 'none', badge: false } as Version;
  const graph = { siteDir: dir, configFile: path.join(dir, 'site.config.ts'), config: { baseUrl: '/', staticDirectories: ['static'], blog: false, blogInstances: [] } as unknown as SiteConfig, locale: { locale: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' }, locales: [], versions: [version], docs: [doc], blogs: [], routes: [{ path: '/big', kind: 'doc', version: 'current', docKey: doc.key }], redirects: [] } as SiteGraph;
  ctx = createLinkContext(graph);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The mixed generated doc, with block quotes, admonitions, h3s, task lists, external links and a link to itself between its sections. */
function mixedDoc(bytes: number): string {
  const { text } = bigDoc(bytes);
  return text.replace(/\n## Section (\d*[05])\n/g, (_, i: string) => `\n> quoted ${i}\n\n:::note\n\nnoted ${i} [out](https://example.com/${i})\n\n:::\n\n### Sub ${i}\n\n- [x] done\n- [ ] [self](./big.md#section-${i})\n\n## Section ${i}\n`);
}

describe('a doc rendered in runs of its top-level blocks', () => {
  it('gives the HTML, sections and warnings of the whole tree', () => {
    const text = mixedDoc(RUNS_FROM_BYTES / 2);
    const whole = renderDocContent(parseContent(text, doc.source, 'md').tree, doc, ctx, assets);
    const runs = runsOf(withoutContentTitle(parseContent(text, doc.source, 'md').tree), 0, 2048)!;
    expect(runs.length).toBeGreaterThan(20);
    const inRuns = renderRuns(runs, { mermaid: false }, doc.source, doc.title, { doc, ctx, assets });
    expect(whole.html.match(/<div class="table-wrapper" tabindex="0" role="group" aria-label="name, value">/g)?.length).toBeGreaterThan(39);
    expect(whole.html).toContain('class="admonition admonition-note');
    expect(inRuns.html === whole.html).toBe(true);
    expect(inRuns.sections).toEqual(whole.sections);
    expect(inRuns.notes.diagnostics).toEqual(whole.diagnostics);
  });

  it('renders a large doc so on its own, the same when the tree is used up, which is then empty', () => {
    const text = mixedDoc(RUNS_FROM_BYTES + 1024);
    const kept = parseContent(text, doc.source, 'md').tree;
    const first = renderDocContent(kept, doc, ctx, assets);
    expect(kept.children.length).toBeGreaterThan(100);
    const consumed = parseContent(text, doc.source, 'md').tree;
    const second = renderDocContent(consumed, doc, ctx, assets, { mermaid: false }, { consumeTree: true });
    expect(consumed.children).toEqual([]);
    expect(second.html === first.html).toBe(true);
    expect(second.sections).toEqual(first.sections);
    expect(first.html).toContain('<h2 id="section-300">Section 300<a class="hash-link"');
  });

  it('renders whole a doc whose blocks depend on each other (definitions, footnotes, raw HTML, math)', () => {
    // Small docs, cut however small: whether a doc is cut depends on what it holds, not its size.
    const base = mixedDoc(16 * 1024);
    const runs = (text: string, math = false) => runsOf(parseContent(text, doc.source, 'md', { math }).tree, 0, 1024);
    for (const extra of ['\n[ref]: https://example.com\n', '\nA note[^1].\n\n[^1]: The note.\n', '\n<div>\n\nInside.\n\n</div>\n']) expect(runs(base + extra)).toBeUndefined();
    expect(runs(`${base}\n$$\nx^2\n$$\n`, true)).toBeUndefined();
    expect(runs(base)).toBeDefined();
  });
});

describe('a page written around its content', () => {
  it('is the text written in one go, in the page and as a JSON string, surrogate pairs across pieces included', () => {
    // Pieces are 1 Mi characters: an emoji across the first cut, quotes, backslashes, controls and U+2028 around.
    const content = `${'a'.repeat(1024 * 1024 - 1)}😀"\\\n\t\u2028${'é<b>x</b>'.repeat(200_000)}😀`;
    const html = path.join(dir, 'page.html');
    writeAroundContent(html, ['<body>', '</body>'], content);
    expect(readFileSync(html, 'utf8') === `<body>${content}</body>`).toBe(true);
    const json = path.join(dir, 'page.json');
    writeAroundContent(json, ['{"contentHtml":"', '"}'], content, jsonStringPiece);
    expect(readFileSync(json, 'utf8') === JSON.stringify({ contentHtml: content })).toBe(true);
  });
});
