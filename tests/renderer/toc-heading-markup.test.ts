/**
 * The page's table of contents keeps a heading's inline code, strong, emphasis and strikethrough, as
 * Docusaurus 3.9.2 shows them (checked: `## The \`config\` file` is `The <code>config</code> file` in
 * its TOC; a link keeps only its text); in a partial's headings too, and beside an emoji. Before, each
 * entry was the heading's plain text. `<TOCInline toc={toc} />` shows them too: MDX's `toc` values are
 * HTML, as Docusaurus gives them (before, plain text).
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const DOC = `# Markup

import Setup from './_setup.mdx';

## The \`config\` file

### **Bold** and _em_ with ~~old~~

## A [link](https://example.com) heading

## Ship it :tada: with \`npm\`

<Setup />
`;

let site = '';
let html = '';
let inline = '';
beforeAll(async () => {
  site = writeSite({
    'site.config.mjs': "export default { title: 'T', docs: { routeBasePath: '/' } };\n",
    'docs/markup.mdx': DOC,
    'docs/_setup.mdx': '## Run `make`\n\nText.\n',
    'docs/inline.mdx': "import TOCInline from '@theme/TOCInline';\n\n# Inline\n\n<TOCInline toc={toc} />\n\n## The `config` file\n\n## A & B \\<tags\\>\n\n### **Strong** one\n",
  }, 'docs-toc-markup-');
  const { outDir } = await buildToTemp(site);
  html = readFileSync(path.join(outDir, 'markup/index.html'), 'utf8');
  inline = readFileSync(path.join(outDir, 'inline/index.html'), 'utf8');
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

/** The desktop TOC's links, as HTML. */
function tocLinks(page: string): string[] {
  const list = /<ul class="toc-list table-of-contents">[\s\S]*?<\/nav>/.exec(page)?.[0] ?? '';
  return [...list.matchAll(/<a href="#[^"]*" class="toc-link[^"]*">([\s\S]*?)<\/a>/g)].map((m) => m[1]);
}

describe('TOC entries keep their inline markup', () => {
  it('code, strong, emphasis and strikethrough stay; a link keeps its text', () => {
    expect(tocLinks(html)).toEqual([
      'The <code>config</code> file',
      '<strong>Bold</strong> and <em>em</em> with <del>old</del>',
      'A link heading',
      'Ship it 🎉 with <code>npm</code>',
      'Run <code>make</code>',
    ]);
  });

  it('<TOCInline toc={toc} /> shows the same marks, its values being HTML', () => {
    const list = /<div class="toc-inline">[\s\S]*?<\/div>/.exec(inline)?.[0] ?? '';
    const links = [...list.matchAll(/<a href="#[^"]*">([\s\S]*?)<\/a>/g)].map((m) => m[1]);
    expect(links).toEqual(['The <code>config</code> file', 'A &#x26; B &#x3C;tags>', '<strong>Strong</strong> one']);
  });
});
