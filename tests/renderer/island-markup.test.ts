/**
 * A site component's own markup in MDX content is as it rendered, as in Docusaurus, where it is plain
 * React (realsites14 B, repro/a-in-component-mdx-page; OpenLineage's footer): a plain `<a href="/x">`
 * keeps its href under a base URL, as on a React page (ours added the base URL and link rules in MDX
 * only), while the Markdown children written in the MDX are finished as the page's own links are.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

let dir: string;
let out: string;
beforeAll(async () => {
  dir = writeSite({
    'docusaurus.config.js': "module.exports = { title: 'S', url: 'https://s.example.com', baseUrl: '/base/', onBrokenLinks: 'warn', presets: [['classic', { docs: {}, blog: false }]] };",
    'src/components/Links.js': "import React from 'react';\nexport default function Links({ children }) { return <div className=\"links\"><a href=\"/docs/intro\">Docs</a> <a href=\"/\">Home</a>{children}</div>; }\n",
    'src/pages/react.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nimport Links from '@site/src/components/Links';\nexport default function Page() { return <Layout><Links /></Layout>; }\n",
    'src/pages/p/index.mdx': "import Links from '@site/src/components/Links';\n\n# MDX page\n\n<Links>\n\nSee the [intro](/docs/intro).\n\n</Links>\n",
    'docs/intro.md': '# Intro\n\nText.\n',
  });
  out = (await buildToTemp(dir)).outDir;
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const island = (route: string) => {
  const html = readFileSync(path.join(out, route, 'index.html'), 'utf8');
  return html.slice(html.indexOf('<div class="links">'), html.indexOf('</docs-island>'));
};

describe("a site component's markup", () => {
  it('keeps its plain links as written on an MDX page, as on a React page', () => {
    for (const route of ['p', 'react']) {
      expect(island(route), route).toContain('<a href="/docs/intro">Docs</a>');
      expect(island(route), route).toContain('<a href="/">Home</a>');
    }
  });

  it('finishes the Markdown children written in the MDX as page links (the base URL added)', () => {
    expect(island('p')).toContain('<a href="/base/docs/intro">intro</a>');
  });
});
