/**
 * A global MDX component that is a Markdown file: `import Contact from '@site/src/components/Contact.mdx'`
 * in a swizzled src/theme/MDXComponents.js, then `<Contact />` in any doc without an import. Docusaurus
 * 3.9.2 renders the file's content there (checked: a block use and a use at the end of a paragraph
 * both give the partial's paragraphs and list). Before, the build failed: "<Contact> failed at build
 * time: Contact is not defined".
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, writeSite } from '../support/site.js';

const site = writeSite({
  'docusaurus.config.js': "module.exports = { title: 'G', url: 'https://g.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };",
  'src/theme/MDXComponents.js': `import MDXComponents from '@theme-original/MDXComponents';
import Contact from '@site/src/components/Contact.mdx';

export default { ...MDXComponents, Contact };
`,
  'src/components/Contact.mdx': '## Reach us\n\nFeel free to reach out:\n\n- on [the forum](https://forum.example.com)\n- by [mail](mailto:help@example.com)\n',
  'docs/block.md': '# Block\n\nIntro.\n\n<Contact />\n',
  'docs/inline.md': '# Inline\n\nFor more, contact us:\n<Contact />\n',
  'docs/plain.md': '# Plain\n\nNo component here.\n\nSee [how to reach us](./block.md#reach-us).\n',
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

/** Builds the site with the CLI (parse cache on, as a user's build) into a fresh folder. */
function build(outDir: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site, '--out-dir', outDir], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', DOCS_NO_CACHE: '' } });
  return { status: result.status, output: result.stdout + result.stderr };
}

const article = (outDir: string, route: string) => /<div class="markdown">([\s\S]*?)<\/div><nav class="pagination-nav"/.exec(readFileSync(path.join(outDir, route, 'index.html'), 'utf8'))![1];

describe('a global MDX component that is a Markdown file', () => {
  it.each(['first', 'cached'])('shows the file content where a doc uses it (%s build)', (which) => {
    const outDir = path.join(site, `out-${which}`);
    const { status, output } = build(outDir);
    expect(output).not.toMatch(/not defined|error/i);
    // A link to one of its headings finds it.
    expect(output).not.toContain('broken-anchor');
    expect(status).toBe(0);
    const block = article(outDir, 'block');
    expect(block).toMatch(/<p>Intro\.<\/p>\s*<h2 id="reach-us">Reach us/);
    expect(block).toContain('<p>Feel free to reach out:</p>');
    expect(block).toContain('href="https://forum.example.com"');
    expect(block).not.toContain('Contact');
    // Its headings are anchors of the page, but not in its table of contents: Docusaurus 3.9.2 lists
    // there the headings of partials a doc imports only (checked).
    expect(readFileSync(path.join(outDir, 'block', 'index.html'), 'utf8')).not.toMatch(/href="#reach-us"[^>]*>Reach us</);
    const inline = article(outDir, 'inline');
    expect(inline).toMatch(/<p>For more, contact us:<\/p>[\s\S]*<p>Feel free to reach out:<\/p>\s*<ul>/);
  });
});
