/**
 * A truncate marker inside a paragraph (`Intro.<!--truncate--> More`, `Intro. {/* truncate *\/} More`)
 * cuts the post there, as Docusaurus 3.9.2 cuts the post's text: the list pages show the text before it
 * and "Read more", and the post is not reported as untruncated. Before, such a marker was not seen: the
 * whole post was listed, with a false untruncated warning (an error under 'throw').
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const site = writeSite({
  'docusaurus.config.js': "module.exports = { title: 'B', url: 'https://b.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: { onUntruncatedBlogPosts: 'throw' } }]] };",
  'blog/2024-01-01-inline.md': '---\ntitle: Inline marker\n---\n\nFirst paragraph.<!--truncate--> After the marker.\n\nSecond paragraph.\n',
  'blog/2024-01-02-inline-mdx.mdx': '---\ntitle: Inline MDX marker\n---\n\n- A list item. {/* truncate */} hidden part\n- Another item.\n',
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('a truncate marker inside a paragraph', () => {
  it('cuts the listed excerpt there, with no untruncated error', async () => {
    const { outDir } = await buildToTemp(site);
    const list = readFileSync(path.join(outDir, 'blog/index.html'), 'utf8');
    const excerpts = [...list.matchAll(/<article[\s\S]*?<\/article>/g)].map(([a]) => a);
    expect(excerpts).toHaveLength(2);
    const [mdx, md] = excerpts;
    expect(md).toContain('First paragraph.');
    expect(md).not.toContain('After the marker');
    expect(md).not.toContain('Second paragraph');
    expect(md).toContain('Read more');
    expect(mdx).toContain('A list item.');
    expect(mdx).not.toContain('hidden part');
    expect(mdx).not.toContain('Another item');
    // The post itself is whole.
    expect(readFileSync(path.join(outDir, 'blog/2024/01/01/inline/index.html'), 'utf8')).toContain('Second paragraph.');
  });
});

// As Docusaurus 3.9.2 cuts them (realsites12 V, repro/blog-fn-options): before, the option was not read,
// posts were listed whole, and each was falsely reported as untruncated.
describe("a blog's own truncateMarker", () => {
  it('cuts the listed excerpt at it, in .md and .mdx, and the default marker is then plain content', async () => {
    const own = writeSite({
      'docusaurus.config.js': "module.exports = { title: 'B', url: 'https://b.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: { onUntruncatedBlogPosts: 'throw', truncateMarker: /<!--\\s*more\\s*-->/ } }]] };",
      'blog/2024-01-01-first.md': '---\ntitle: First\n---\n\nFirst intro.\n\n<!-- more -->\n\nRest of first.\n',
      'blog/2024-01-02-second.mdx': '---\ntitle: Second\n---\n\nSecond intro.\n\n<!-- more -->\n\nRest of second.\n',
    });
    try {
      const { outDir, site, diagnostics } = await buildToTemp(own);
      expect([...site.diagnostics, ...diagnostics].filter((d) => d.rule === 'blog-untruncated')).toEqual([]);
      const list = readFileSync(path.join(outDir, 'blog/index.html'), 'utf8');
      const [second, first] = [...list.matchAll(/<article[\s\S]*?<\/article>/g)].map(([a]) => a);
      expect(first).toContain('First intro.');
      expect(first).not.toContain('Rest of first');
      expect(first).toContain('Read more');
      expect(second).toContain('Second intro.');
      expect(second).not.toContain('Rest of second');
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});

// Docusaurus runs these functions over its own post and feed objects; this engine does not (realsites12 V,
// repro/blog-fn-options): before, posts they would filter out were published with no word.
describe("a blog's processBlogPosts and feedOptions.createFeedItems", () => {
  it('are named in a warning each, and the posts are published as their files say', async () => {
    const own = writeSite({
      'docusaurus.config.js': "module.exports = { title: 'B', url: 'https://b.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: { processBlogPosts: async ({ blogPosts }) => blogPosts.filter((p) => !p.metadata.title.startsWith('Hidden')), feedOptions: { type: 'rss', createFeedItems: async (p) => p.defaultCreateFeedItems(p) } } }]] };",
      'blog/2024-01-01-first.md': '---\ntitle: Hidden first\n---\n\nIntro.\n\n<!-- truncate -->\n\nRest.\n',
    });
    try {
      const { site } = await buildToTemp(own);
      expect(site.diagnostics.filter((d) => d.rule === 'config-unsupported').map((d) => d.message.split(' is not run')[0]).sort()).toEqual(['blog.feedOptions.createFeedItems', 'blog.processBlogPosts']);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});
