/**
 * A Docusaurus site's own remark plugins (a content plugin's `remarkPlugins` and
 * `beforeDefaultRemarkPlugins`) run on each of its files once parsed, as Docusaurus runs them: the page
 * shows what they change, the TOC has the headings they add (checked with Docusaurus 3.9.2 on the
 * same fixture: "Install version 2.4.1", TOC "Usage, Added for intro.md"). Each content plugin runs its
 * own list; a plugin that throws is an error naming it and the file; an asynchronous one runs (a
 * warning when it awaits: the parse cannot wait).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers.js';
import { writeSite } from '../support/site.js';

const VERSION_PLUGIN = `module.exports = function remarkVersion(options) {
  return (tree, file) => {
    const walk = (node) => {
      if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') node.value = node.value.split('%VERSION%').join(options.version);
      (node.children || []).forEach(walk);
    };
    walk(tree);
    tree.children.push({ type: 'heading', depth: 2, children: [{ type: 'text', value: 'Added for ' + require('path').basename(file.path) }] });
  };
};
`;

const config = (docsPlugins: string, blogPlugins = '[]') => `const version = require('./src/remark/version');
const failing = require('./src/remark/failing');
module.exports = {
  title: 'Fixture', url: 'https://fixture.example.com', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false, remarkPlugins: ${docsPlugins} }, blog: { remarkPlugins: ${blogPlugins}, onUntruncatedBlogPosts: 'ignore' } }]],
};
`;

function site(docsPlugins: string, blogPlugins?: string): string {
  return writeSite({
    'docusaurus.config.js': config(docsPlugins, blogPlugins),
    'src/remark/version.js': VERSION_PLUGIN,
    'src/remark/failing.js': "module.exports = function remarkFailing() {\n  return (tree) => { if (tree.children.length) throw new Error('no tables allowed'); };\n};\nmodule.exports.later = function remarkLater() {\n  return async () => {};\n};\nmodule.exports.upper = function remarkUpper() {\n  return async (tree) => { const walk = (n) => { if (n.type === 'text') n.value = n.value.toUpperCase(); (n.children || []).forEach(walk); }; walk(tree); };\n};\nmodule.exports.awaits = function remarkAwaits() {\n  return async (tree) => { await null; tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'late' }] }); };\n};\n",
    'docs/intro.md': '---\ntitle: Intro\n---\n\nInstall version %VERSION%: `npm i x@%VERSION%`.\n\n## Usage\n\nText.\n',
    'blog/2024-01-01-news.md': '---\ntitle: News\n---\n\nVersion %VERSION% is out.\n',
  });
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const article = (out: string, route: string) => {
  const html = readFileSync(path.join(out, route, 'index.html'), 'utf8');
  return html.slice(html.indexOf('<article'), html.indexOf('</article>'));
};

describe("a content plugin's remark plugins", () => {
  it("run on its files with their options: the page shows what they change and the TOC the headings they add; the blog's own list runs on posts", async () => {
    const dir = site("[[version, { version: '2.4.1' }]]", "[[version, { version: '9.9' }]]");
    const out = path.join(dir, 'build');
    const result = await runCli(['build', dir]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/is not run/);
    const doc = article(out, 'intro');
    expect(text(doc)).toContain('Install version 2.4.1: npm i x@2.4.1 .');
    expect(doc).toMatch(/<h2 [^>]*id="added-for-intromd"[^>]*>Added for intro\.md/);
    const toc = [...readFileSync(path.join(out, 'intro', 'index.html'), 'utf8').matchAll(/class="toc-link">([^<]+)</g)].map((m) => m[1]);
    expect(toc.slice(0, 2)).toEqual(['Usage', 'Added for intro.md']);
    expect(text(article(out, 'blog/2024/01/01/news'))).toContain('Version 9.9 is out.');
  });

  it('run again when their options change (the parse cache knows them)', async () => {
    const dir = site("[[version, { version: '2.4.1' }]]");
    const first = await runCli(['build', dir]);
    expect(first.code, first.stderr).toBe(0);
    writeFileSync(path.join(dir, 'docusaurus.config.js'), config("[[version, { version: '3.0.0' }]]"));
    const second = await runCli(['build', dir]);
    expect(second.code, second.stderr).toBe(0);
    expect(text(article(path.join(dir, 'build'), 'intro'))).toContain('Install version 3.0.0');
    // And the blog, which lists none, shows its text as written.
    expect(text(article(path.join(dir, 'build'), 'blog/2024/01/01/news'))).toContain('Version %VERSION% is out.');
  });

  it('that throw are errors naming the plugin and the file, with no stack trace', async () => {
    const dir = site('[failing]');
    const result = await runCli(['build', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docs\/intro\.md:1:1\s+error\s+The remark plugin "remarkFailing" failed on docs\/intro\.md: no tables allowed\. Fix the plugin or its options in the site config\./);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('that are asynchronous run whole when they await nothing (as sites write them for Docusaurus); one that awaits is a warning', async () => {
    const dir = site('[failing.later, failing.upper, failing.awaits]');
    const result = await runCli(['build', dir]);
    expect(result.code, result.stderr).toBe(0);
    expect(text(article(path.join(dir, 'build'), 'intro'))).toContain('INSTALL VERSION %VERSION%');
    expect(result.stderr).toMatch(/docs\/intro\.md:1:1\s+warning\s+The remark plugin "remarkAwaits" failed on docs\/intro\.md: it works asynchronously \(its transformer awaits\)/);
    expect(result.stderr).not.toMatch(/remarkLater|remarkUpper/);
  });
});
