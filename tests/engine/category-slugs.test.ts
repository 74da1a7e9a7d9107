/**
 * Generated-index slugs of categories with the same label, as Docusaurus 3.9.2 numbers them (checked:
 * `docs/category/examples` and `examples-1`): one slugger for all the sidebars of a version, in their
 * order, a category before its sub-categories; a `link.slug` written out is not counted. Before,
 * both categories got `/category/examples`: one page was lost and both links led to the other.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import type { SidebarItem } from '../../engine/graph/types.js';
import { writeSite } from '../support/site.js';

const gen = (label: string, slug?: string) => `{ type: 'category', label: '${label}', link: { type: 'generated-index'${slug ? `, slug: '${slug}'` : ''} }`;
const siteDir = writeSite({
  'docusaurus.config.js': "module.exports = { title: 'S', url: 'https://s.example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]] };",
  'sidebars.js': `module.exports = {
    one: [${gen('Examples')}, items: ['a', ${gen('Examples')}, items: ['b'] }] }, ${gen('Guide', '/guide-home')}, items: ['c'] }],
    two: [${gen('Examples')}, items: ['d'] }, ${gen('Guide')}, items: ['e'] }],
  };`,
  'docs/a.md': '# A\n',
  'docs/b.md': '# B\n',
  'docs/c.md': '# C\n',
  'docs/d.md': '# D\n',
  'docs/e.md': '# E\n',
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const indexHrefs = (items: SidebarItem[]): string[] => items.flatMap((i) => (i.type === 'category' ? [...(i.link?.type === 'generated-index' ? [i.link.href] : []), ...indexHrefs(i.items)] : []));

describe('generated-index slugs', () => {
  it('number the same label across a version’s sidebars, in order', async () => {
    const { graph, diagnostics } = await loadSite(siteDir, { cache: false });
    expect(diagnostics).toEqual([]);
    const [one, two] = graph.versions[0].sidebars;
    expect(indexHrefs(one.items)).toEqual(['/docs/category/examples', '/docs/category/examples-1', '/docs/guide-home']);
    expect(indexHrefs(two.items)).toEqual(['/docs/category/examples-2', '/docs/category/guide']);
    expect(graph.routes.filter((r) => r.kind === 'generated-index').map((r) => r.path).sort()).toEqual(['/docs/category/examples', '/docs/category/examples-1', '/docs/category/examples-2', '/docs/category/guide', '/docs/guide-home']);
  });
});
