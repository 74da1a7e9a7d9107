/**
 * A component that hands its Markdown children to a built-in one (`<Admonition>{children}</Admonition>`,
 * a wrapper Docusaurus sites write around the theme's components) shows them there, as Docusaurus does.
 * Before, the children were dropped and an internal marker (@@docs-mdx-children-…@@) was shown instead.
 * Both for a site component (an island) and for one the doc defines (`export const`).
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

let site = '';
let html = '';
beforeAll(async () => {
  site = writeSite({
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };",
    'src/components/Callout.js': "import React from 'react';\nimport Admonition from '@theme/Admonition';\nexport default function Callout({ children }) { return <div className=\"callout\"><Admonition type=\"warning\" title=\"Callout\">{children}</Admonition></div>; }\n",
    'docs/wrap.mdx': [
      '# Wrap',
      '',
      "import Callout from '@site/src/components/Callout';",
      "import Details from '@theme/Details';",
      '',
      'export const More = ({children}) => <Details summary="More">{children}</Details>;',
      '',
      '<Callout>',
      '',
      'Callout **markdown** body.',
      '',
      '</Callout>',
      '',
      '<More>',
      '',
      '- hidden item',
      '',
      '</More>',
      '',
    ].join('\n'),
  }, 'docs-passed-on-');
  const { outDir } = await buildToTemp(site);
  html = readFileSync(path.join(outDir, 'wrap', 'index.html'), 'utf8');
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('Markdown children handed to a built-in component', () => {
  it('show inside it, rendered', () => {
    expect(html).not.toContain('@@docs-mdx-children');
    expect(html).toMatch(/<div class="admonition-content"><docs-children><p>Callout <strong>markdown<\/strong> body\.<\/p><\/docs-children><\/div>/);
    expect(html).toMatch(/<details class="details"><summary>More<\/summary><div class="details-content">\s*<ul>\s*<li>hidden item<\/li>\s*<\/ul>\s*<\/div><\/details>/);
  });
});
