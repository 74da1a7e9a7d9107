/**
 * A draft doc named in a sidebars file, as Docusaurus 3.9.2 builds it (checked): the item is left out
 * of the sidebar (and so of prev/next), with no diagnostic, and a category whose items are all drafts
 * goes too. Before, each was a "names doc …, which does not exist" error and the build failed.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { writeSite } from '../support/site.js';

const siteDir = writeSite({
  'docusaurus.config.js': "module.exports = { title: 'D', url: 'https://d.example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]] };",
  'sidebars.js': "module.exports = { docs: ['intro', 'wip', { type: 'category', label: 'Later', items: ['wip'] }, { type: 'doc', id: 'end' }] };",
  'docs/intro.md': '# Intro\n',
  'docs/wip.md': '---\ndraft: true\n---\n# Work in progress\n',
  'docs/end.md': '# End\n',
});
const linkingDir = writeSite({
  'docusaurus.config.js': "module.exports = { title: 'D', url: 'https://d.example.com', baseUrl: '/', presets: [['classic', { docs: {}, blog: false }]] };",
  'docs/intro.md': '# Intro\n\nSee [the plan](./wip.md).\n',
  'docs/wip.md': '---\ndraft: true\n---\n# Work in progress\n',
});
afterAll(() => {
  rmSync(siteDir, { recursive: true, force: true });
  rmSync(linkingDir, { recursive: true, force: true });
});

describe('a draft doc in a sidebars file', () => {
  it('is left out of the sidebar and of prev/next, with no diagnostic', async () => {
    const { graph, diagnostics } = await loadSite(siteDir, { cache: false });
    expect(diagnostics).toEqual([]);
    const items = graph.versions[0].sidebars[0].items;
    expect(items.map((i) => ('id' in i ? i.id : i.type))).toEqual(['intro', 'end']);
    expect(graph.docs.find((d) => d.id === 'intro')?.next?.permalink).toBe('/docs/end');
    expect(graph.routes.some((r) => r.path === '/docs/wip')).toBe(false);
  });

  it('is named as a draft where a Markdown link leads to it', async () => {
    const { diagnostics } = await loadSite(linkingDir, { cache: false });
    expect(diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual(['docs/intro.md:3 Markdown link to a draft doc, which is not built: ./wip.md (resolved to docs/wip.md). Link to it once it is published (draft: false), or remove the link.']);
  });
});
