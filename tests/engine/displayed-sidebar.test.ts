/**
 * Front matter `displayed_sidebar` naming no sidebar of the doc's version is an error at its line,
 * with the sidebars there are (Docusaurus fails the build too); before, the page silently showed
 * no sidebar. A known sidebar and `null` give no diagnostic.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { writeSite } from '../support/site.js';

let site = '';
afterAll(() => rmSync(site, { recursive: true, force: true }));

const FILES: Record<string, string> = {
  'site.config.mjs': "export default { title: 'S', docs: { routeBasePath: '/', sidebarPath: 'sidebars.mjs' } };\n",
  'sidebars.mjs': "export default { guide: ['intro', 'known', 'none'], api: ['api'] };\n",
  'docs/intro.md': '# Intro\n',
  'docs/api.md': '# API\n',
  'docs/known.md': '---\ndisplayed_sidebar: api\n---\n# Known\n',
  'docs/none.md': '---\ndisplayed_sidebar: null\n---\n# None\n',
  'docs/typo.md': '---\ntitle: Typo\ndisplayed_sidebar: apii\n---\n# Typo\n',
};

describe('displayed_sidebar', () => {
  it('naming no sidebar is an error at its front matter line, suggesting the nearest one', async () => {
    site = writeSite(FILES, 'docs-displayed-sidebar-');
    const { diagnostics } = await loadSite(site, { cache: false });
    const found = diagnostics.filter((d) => d.rule === 'unknown-displayed-sidebar');
    expect(found).toEqual([expect.objectContaining({ severity: 'error', file: 'docs/typo.md', line: 3, column: 1, suggestion: 'api' })]);
    expect(found[0].message).toContain('displayed_sidebar "apii" is no sidebar of this doc\'s version (its sidebars: guide, api)');
  });
});
