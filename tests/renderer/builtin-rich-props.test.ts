/**
 * Props of the built-in components written as JSX or other expressions: `<Details summary={<summary>
 * Rich <b>text</b></summary>}>`, `<Admonition title={<span>…</span>} icon="💡">`, as Docusaurus 3.9.2
 * renders them (checked): the summary and title as written, the icon in place of the type's. Before,
 * such a prop was not evaluated: the summary read "Details", the title the type's name, and the
 * icon was the type's.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const DOC = [
  '# Rich',
  '',
  "import Details from '@theme/Details';",
  "import Admonition from '@theme/Admonition';",
  '',
  'export const label = "Computed";',
  '',
  '<Details summary={<summary>Rich <b>summary</b> text</summary>}>',
  '',
  'Hidden content.',
  '',
  '</Details>',
  '',
  '<Details summary={`${label} summary`}>',
  '',
  'More hidden.',
  '',
  '</Details>',
  '',
  '<Admonition type="tip" icon="💡" title="Did you know">',
  '',
  'Tip body.',
  '',
  '</Admonition>',
  '',
  '<Admonition type="info" title={<span>Rich <em>title</em></span>} icon={<span className="own-icon">i</span>}>',
  '',
  'Info body.',
  '',
  '</Admonition>',
  '',
  "import CodeBlock from '@theme/CodeBlock';",
  '',
  '<CodeBlock className="language-python">{`def f():\n    return 1`}</CodeBlock>',
  '',
  "import Tabs from '@theme/Tabs';",
  "import TabItem from '@theme/TabItem';",
  '',
  '<Tabs>',
  '  <TabItem value="with-parameters" label={<span>With <code>parameters</code></span>} default>A</TabItem>',
  '  <TabItem value="vanilla" label={<>Vanilla&nbsp;<code>fetch</code></>}>B</TabItem>',
  '  <TabItem value="plain" label="Plain">C</TabItem>',
  '</Tabs>',
  '',
].join('\n');

let site = '';
let html = '';
beforeAll(async () => {
  site = writeSite({
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };",
    'docs/rich.mdx': DOC,
  }, 'docs-rich-props-');
  const { outDir } = await buildToTemp(site);
  html = readFileSync(path.join(outDir, 'rich', 'index.html'), 'utf8');
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('built-in components with props written as expressions', () => {
  it('Details shows a summary given as JSX or computed text', () => {
    expect(html).toContain('<details class="details"><summary>Rich <b>summary</b> text</summary><div class="details-content"><p>Hidden content.</p></div></details>');
    expect(html).toContain('<summary>Computed summary</summary>');
    expect(html).not.toContain('<summary>Details</summary>');
  });

  it('Admonition shows its own icon and a title given as JSX', () => {
    expect(html).toContain('<span class="admonition-icon">💡</span>Did you know</p>');
    expect(html).toContain('<span class="admonition-icon"><span class="own-icon">i</span></span><span>Rich <em>title</em></span></p>');
  });

  // Docusaurus 3.9.2 shows such a label as written (openapi-qraft's docs); ours showed the value.
  it('TabItem shows a label given as JSX, and names its panel by the label’s text', () => {
    expect(html).toMatch(/class="tabs-item tabs-item-active" data-value="with-parameters"><span>With <code>parameters<\/code><\/span><\/button>/);
    expect(html).toMatch(/data-value="vanilla">Vanilla\u00a0<code>fetch<\/code><\/button>/);
    expect(html).toMatch(/data-value="plain">Plain<\/button>/);
    expect(html).toContain('data-label="With parameters"');
  });

  it('CodeBlock takes its language from a language-x class when it has no language prop', () => {
    // Docusaurus 3.9.2 highlights it as Python (checked); before, it was plain text.
    expect(html).toMatch(/<div class="code-block language-python"><div class="code-block-content"><pre tabindex="0"><code><span class="code-line"><span class="token keyword">def<\/span>/);
  });
});
