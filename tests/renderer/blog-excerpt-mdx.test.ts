/**
 * The part of a post a blog list page shows, when it holds MDX (expressions, exported values, an
 * imported image, a site component), is rendered as the post page renders it, as Docusaurus 3.9.2
 * shows it (speice.io's home page). Before, the list showed the excerpt with its MDX not run:
 * `{1 + 2}` empty, the image without a `src`, the component as plain text, and no warning.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

let siteDir = '';
let list = '';
beforeAll(async () => {
  siteDir = writeSite({
    'docusaurus.config.js': "module.exports = { title: 'B', url: 'https://b.example.com', baseUrl: '/', presets: [['classic', { docs: false }]] };",
    'src/components/Highlight.js': "import React from 'react';\nexport default function Highlight({ children }) { return <mark className=\"hl\">{children}</mark>; }\n",
    'blog/2024-01-01-post/index.mdx': [
      '---',
      'title: Post',
      '---',
      '',
      "import banner from './banner.png';",
      "import Highlight from '@site/src/components/Highlight';",
      '',
      'Sum: {1 + 2}. Answer: {answer}.',
      '',
      '<img src={banner} alt="banner" />',
      '',
      'Component: <Highlight>marked</Highlight>',
      '',
      '{/* truncate */}',
      '',
      'The rest.',
      '',
      'export const answer = 40 + 2;',
      '',
    ].join('\n'),
    'blog/2024-01-01-post/banner.png': '\x89PNG\r\n\x1a\n-banner',
  });
  const { outDir } = await buildToTemp(siteDir);
  list = readFileSync(path.join(outDir, 'blog', 'index.html'), 'utf8');
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('a blog list page showing a post’s MDX excerpt', () => {
  it('shows its expressions, with the exports written after the marker', () => {
    expect(list).toContain('<p>Sum: 3. Answer: 42.</p>');
    expect(list).not.toContain('The rest.');
  });

  it('shows its imported image and its site component', () => {
    expect(list).toMatch(/<img src="\/assets\/images\/banner-[0-9a-f]{8}\.png" alt="banner"/);
    expect(list).toMatch(/<mark class="hl"><docs-children>marked<\/docs-children><\/mark>/);
  });
});
