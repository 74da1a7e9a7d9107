/**
 * `pagination_prev` / `pagination_next` name the page a doc links to, as in Docusaurus 3.9.2; one
 * naming an unlisted doc gives no link (realsites9 L: Docusaurus's production build drops it, we
 * linked to the unlisted page).
 */
import { expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { writeSite } from '../support/site.js';

it('links the docs named in front matter, and no unlisted one', async () => {
  const site = writeSite({
    'docusaurus.config.js': "module.exports = { title: 'P', url: 'https://p.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };",
    'docs/a.md': '---\nsidebar_position: 1\npagination_next: c\n---\n# A\n',
    'docs/b.md': '---\nsidebar_position: 2\npagination_prev: hidden\npagination_next: null\n---\n# B\n',
    'docs/c.md': '---\nsidebar_position: 3\npagination_label: The C page\n---\n# C\n',
    'docs/hidden.md': '---\nunlisted: true\n---\n# Hidden\n',
  });
  const { graph, diagnostics } = await loadSite(site, { cache: false });
  expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const links = (id: string) => {
    const doc = graph.docs.find((d) => d.id === id)!;
    return [doc.previous?.title, doc.next?.title];
  };
  expect(links('a')).toEqual([undefined, 'The C page']);
  expect(links('b')).toEqual([undefined, undefined]);
  expect(links('c')).toEqual(['B', undefined]);
});
