/**
 * feedOptions.xslt (the classic template sets it): the XML feeds name a stylesheet that a browser
 * applies when it opens them, the built-in one or the site's own; a missing one is an error.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, writeSite } from '../support/site.js';

function configWith(feedOptions: string): string {
  return [
    'module.exports = {',
    "  title: 'Feeds', url: 'https://feeds.example.com', baseUrl: '/',",
    `  presets: [['classic', { docs: false, blog: { feedOptions: ${feedOptions} } }]],`,
    '};',
  ].join('\n');
}

const POST = '---\ntitle: First post\ndescription: What the first post says.\n---\n\nHello.\n\n<!-- truncate -->\n\nMore.\n';

function build(files: Record<string, string>) {
  const site = writeSite(files, 'docs-feed-xslt-');
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { site, result, read: (file: string) => readFileSync(path.join(site, 'build/blog', file), 'utf8') };
}

describe('feedOptions.xslt', () => {
  it('true: rss.xml and atom.xml name rss.xsl and atom.xsl, written beside them with their CSS', () => {
    const { result, read } = build({ 'docusaurus.config.js': configWith("{ type: ['rss', 'atom'], xslt: true }"), 'blog/2024-05-01-first.md': POST });
    expect(result.status, result.stderr).toBe(0);
    expect(read('rss.xml')).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?>\n<\?xml-stylesheet type="text\/xsl" href="rss\.xsl"\?>\n<rss /);
    expect(read('atom.xml')).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?>\n<\?xml-stylesheet type="text\/xsl" href="atom\.xsl"\?>\n<feed /);
    expect(read('rss.xsl')).toContain('<xsl:for-each select="rss/channel/item">');
    expect(read('rss.xsl')).toContain('href="rss.css"');
    expect(read('atom.xsl')).toContain('<xsl:for-each select="atom:feed/atom:entry">');
    expect(read('atom.css')).toContain('prefers-color-scheme: dark');
  });

  it('off by default: the feeds name no stylesheet and none is written', () => {
    const { result, read, site } = build({ 'docusaurus.config.js': configWith("{ type: 'all' }"), 'blog/2024-05-01-first.md': POST });
    expect(result.status, result.stderr).toBe(0);
    expect(read('rss.xml')).not.toContain('xml-stylesheet');
    expect(existsSync(path.join(site, 'build/blog/rss.xsl'))).toBe(false);
  });

  it("a site's own stylesheet (relative to the blog folder) is copied with its CSS; one that is missing stops the build", () => {
    const own = build({
      'docusaurus.config.js': configWith("{ type: 'rss', xslt: { rss: 'custom/feed.xsl' } }"),
      'blog/2024-05-01-first.md': POST,
      'blog/custom/feed.xsl': '<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><!-- own --></xsl:stylesheet>\n',
      'blog/custom/feed.css': 'body { color: teal; }\n',
    });
    expect(own.result.status, own.result.stderr).toBe(0);
    expect(own.read('rss.xml')).toContain('<?xml-stylesheet type="text/xsl" href="feed.xsl"?>');
    expect(own.read('feed.xsl')).toContain('<!-- own -->');
    expect(own.read('feed.css')).toContain('teal');

    const missing = build({ 'docusaurus.config.js': configWith("{ type: 'rss', xslt: { rss: 'nope.xsl' } }"), 'blog/2024-05-01-first.md': POST });
    expect(missing.result.status).toBe(2);
    expect(missing.result.stderr).toMatch(/docusaurus\.config\.js:3:\d+\s+error\s+The feed stylesheet blog\/nope\.xsl \(blog feedOptions\.xslt\) does not exist\./);
  });
});
