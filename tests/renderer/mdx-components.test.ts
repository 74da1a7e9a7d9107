/**
 * MDX components a Docusaurus site uses: `<DocCardList />` in a category's index doc lists the
 * category's items as cards, in a doc at the top of a sidebar the sidebar's top items; a component of the site's own (src/components, the Highlight example of
 * Docusaurus's docs) is rendered at build time around its children.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/site.js';

let site: string;
let result: ReturnType<typeof spawnSync>;
const categoryDir = 'docs/manual/step 3 - setup & run';

beforeAll(() => {
  site = mkdtempSync(path.join(tmpdir(), 'docs-mdx-components-'));
  cpSync(path.join(REPO_ROOT, 'tests/fixtures/clean-site'), site, { recursive: true });
  rmSync(path.join(site, categoryDir, 'index.md'));
  writeFileSync(
    path.join(site, categoryDir, 'index.mdx'),
    [
      '---',
      'title: Setup and run',
      '---',
      "import DocCardList from '@theme/DocCardList';",
      "import {useCurrentSidebarCategory} from '@docusaurus/theme-common';",
      "import Highlight from '@site/src/components/Highlight';",
      '',
      'Everything about running the app, step by step. <Highlight color="#25c2a0">Start here.</Highlight>',
      '',
      '<DocCardList items={useCurrentSidebarCategory().items} />',
      '',
    ].join('\n'),
  );
  mkdirSync(path.join(site, 'src/components'), { recursive: true });
  writeFileSync(
    path.join(site, 'src/components/Highlight.js'),
    "export default function Highlight({ children, color }) {\n  return <span style={{ backgroundColor: color, borderRadius: '2px', padding: '0.2rem' }}>{children}</span>;\n}\n",
  );
  for (const file of ['docs/intro.md', `${categoryDir}/setupAndTeardown.md`]) {
    const abs = path.join(site, file);
    writeFileSync(abs, readFileSync(abs, 'utf8').replace(/index\.md\b/g, 'index.mdx'));
  }
  // A doc at the top of a sidebar: <DocCardList /> lists the sidebar's top items (useCurrentSidebarSiblings).
  writeFileSync(
    path.join(site, 'src/components/SiblingNames.js'),
    [
      "import {useCurrentSidebarSiblings, filterDocCardListItems} from '@docusaurus/plugin-content-docs/client';",
      'export default function SiblingNames() {',
      "  return <p className=\"sibling-names\">{filterDocCardListItems(useCurrentSidebarSiblings()).map((item) => item.label).join(' | ')}</p>;",
      '}',
      '',
    ].join('\n'),
  );
  const intro = path.join(site, 'docs/intro.md');
  writeFileSync(intro, `${readFileSync(intro, 'utf8')}\nimport DocCardList from '@theme/DocCardList';\nimport SiblingNames from '@site/src/components/SiblingNames';\n\n## Everything\n\n<DocCardList />\n\n<SiblingNames />\n`);
  result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
}, 60_000);

describe('MDX components of Docusaurus sites', () => {
  it('builds without warnings about the components', () => {
    expect(result.status, String(result.stderr)).toBe(0);
    expect(result.stderr).not.toContain('<Highlight>');
    expect(result.stderr).not.toContain('<DocCardList>');
  });

  it('renders <DocCardList /> as the cards of the category, and the site component around its children', () => {
    const html = readFileSync(path.join(site, 'build/next/manual/step 3 - setup & run/index.html'), 'utf8');
    const article = html.slice(html.indexOf('<div class="markdown">'), html.indexOf('</article>'));
    // The site component wraps its Markdown children; the browser hydrates it around them (<docs-children>).
    expect(article).toMatch(/<docs-island data-island="[^"]+" data-props="[^"]*"><span style="background-color:#25c2a0;border-radius:2px;padding:0.2rem"><docs-children>Start here.<\/docs-children><\/span><\/docs-island>/);
    const cards = [...article.matchAll(/<a class="card" href="([^"]+)"><h2 class="card-title">([^<]+)<\/h2>/g)].map((m) => [m[1].replace(/&#x26;|&amp;/g, '&'), m[2]]);
    expect(cards.length).toBeGreaterThan(1);
    expect(cards).toContainEqual(['/next/manual/step%203%20-%20setup%20&%20run/run-locally', '📄️ Run locally']);
    // No heading anchors inside the cards (a link in a link).
    expect(article.slice(article.indexOf('card-grid'))).not.toContain('hash-link');
  });

  it('lists the top of the sidebar for <DocCardList /> in a doc outside any category, as useCurrentSidebarSiblings() does', () => {
    const html = readFileSync(path.join(site, 'build/next/index.html'), 'utf8');
    const article = html.slice(html.indexOf('<div class="markdown">'), html.indexOf('</article>'));
    const cards = [...article.matchAll(/<a class="card" href="([^"]+)"><h2 class="card-title">([^<]+)<\/h2>/g)].map((m) => m[2]);
    // The sidebar `docs` of the fixture: intro, the Manual and Reference categories, the Changelog link.
    expect(cards).toEqual(['📄️ Introduction', '🗃️ Manual', '🗃️ Reference', '🔗 Changelog']);
    expect(article).toMatch(/<p class="sibling-names">Introduction \| Manual \| Reference \| Changelog<\/p>/);
  });
});
