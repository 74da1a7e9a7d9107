/**
 * feedOptions.xslt, as Docusaurus 3.9.2 writes it (checked on wshub's blog): `true` puts rss.xsl /
 * rss.css and atom.xsl / atom.css next to the feeds, each feed naming its stylesheet in an
 * xml-stylesheet instruction; a file of the blog folder is copied with the .css beside it; a file
 * that does not exist fails the build.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildToTemp, writeSite } from '../support/site.js';

const sites: string[] = [];
afterAll(() => sites.forEach((s) => rmSync(s, { recursive: true, force: true })));

function site(xslt: string, extra: Record<string, string> = {}): string {
  const dir = writeSite({
    'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: { onUntruncatedBlogPosts: 'ignore', feedOptions: { type: ['rss', 'atom'], xslt: ${xslt} } } }]] };`,
    'blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\n\nHi.\n',
    ...extra,
  });
  sites.push(dir);
  return dir;
}

describe('feedOptions.xslt', () => {
  it('true: the built-in stylesheets beside the feeds, named by each feed', async () => {
    const { outDir } = await buildToTemp(site('true'));
    const blog = path.join(outDir, 'blog');
    for (const file of ['rss.xsl', 'rss.css', 'atom.xsl', 'atom.css']) expect(existsSync(path.join(blog, file))).toBe(true);
    expect(readFileSync(path.join(blog, 'rss.xml'), 'utf8')).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?><\?xml-stylesheet type="text\/xsl" href="rss.xsl"\?>/);
    expect(readFileSync(path.join(blog, 'atom.xml'), 'utf8')).toContain('<?xml-stylesheet type="text/xsl" href="atom.xsl"?>');
    expect(readFileSync(path.join(blog, 'rss.xsl'), 'utf8')).toContain('<link rel="stylesheet" href="rss.css"/>');
  }, 60_000);

  it('a file of the blog folder for one feed: copied with its .css, the other feed unstyled', async () => {
    const { outDir } = await buildToTemp(site("{ rss: 'pretty-feed.xsl' }", { 'blog/pretty-feed.xsl': '<xsl:stylesheet version="1.0"/>', 'blog/pretty-feed.css': 'body{}' }));
    const blog = path.join(outDir, 'blog');
    expect(readFileSync(path.join(blog, 'pretty-feed.xsl'), 'utf8')).toBe('<xsl:stylesheet version="1.0"/>');
    expect(existsSync(path.join(blog, 'pretty-feed.css'))).toBe(true);
    expect(readFileSync(path.join(blog, 'rss.xml'), 'utf8')).toContain('<?xml-stylesheet type="text/xsl" href="pretty-feed.xsl"?>');
    expect(readFileSync(path.join(blog, 'atom.xml'), 'utf8')).not.toContain('xml-stylesheet');
  }, 60_000);

  it('a file that does not exist is an error', async () => {
    const loaded = await loadSite(site("{ atom: 'missing.xsl' }"), { cache: false });
    expect(loaded.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message).sort()).toEqual([
      expect.stringContaining('blog/missing.css does not exist'),
      expect.stringContaining('blog/missing.xsl does not exist'),
    ]);
  });
});
