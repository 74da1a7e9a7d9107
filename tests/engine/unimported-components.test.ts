/**
 * Theme components used without an import: rendered, with a warning naming the import to add,
 * because Docusaurus 3.9.2 fails the build on them ("Expected component `TabItem` to be defined");
 * `<Details>` is the one it provides to MDX without an import. And front matter in a partial, which
 * Docusaurus warns about.
 */
import { expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { writeSite } from '../support/site.js';

it('warns about each theme component a doc or its partial uses without importing it, at the element', async () => {
  const site = writeSite({
    'docusaurus.config.js': "module.exports = { title: 'U', url: 'https://u.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };",
    'docs/intro.mdx': [
      '# Intro',
      '',
      "import Admonition from '@theme/Admonition';",
      "import Part from './_part.mdx';",
      '',
      '<Tabs>',
      '  <TabItem value="a">A</TabItem>',
      '</Tabs>',
      '',
      '<Details summary="More">Body</Details>',
      '',
      '<Admonition type="tip">Imported.</Admonition>',
      '',
      '<Part />',
      '',
    ].join('\n'),
    'docs/_part.mdx': 'Partial.\n\n<CodeBlock language="js">x</CodeBlock>\n',
  });
  const { diagnostics } = await loadSite(site, { cache: false });
  const unimported = diagnostics.filter((d) => d.rule === 'unimported-component');
  expect(unimported.map((d) => `${d.severity} ${d.file}:${d.line}:${d.column} ${d.message.split('.')[0]}`)).toEqual([
    'warning docs/_part.mdx:3:1 <CodeBlock> is used without an import',
    'warning docs/intro.mdx:6:1 <Tabs> is used without an import',
    'warning docs/intro.mdx:7:3 <TabItem> is used without an import',
  ]);
  expect(unimported[1].message).toContain("Add: import Tabs from '@theme/Tabs';");
});

it('warns about front matter in an imported partial, at the partial, as Docusaurus does', async () => {
  const site = writeSite({
    'docusaurus.config.js': "module.exports = { title: 'U', url: 'https://u.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };",
    'docs/intro.mdx': "# Intro\n\nimport Shared from './_shared.md';\n\n<Shared />\n",
    'docs/_shared.md': '---\ntitle: x\n---\n\nShared text.\n',
  });
  const { diagnostics } = await loadSite(site, { cache: false });
  expect(diagnostics.map((d) => `${d.severity} ${d.rule} ${d.file}:${d.line}`)).toEqual(['warning partial-front-matter docs/_shared.md:1']);
});
