/**
 * A blog the config turns on (the classic preset's, by default) whose folder does not exist has no
 * routes, in Docusaurus 3.9.2 too: links to `/blog` are broken links there ("Docusaurus found broken
 * links! … linking to /blog"), so here. A blog that exists but cannot be built keeps its links quiet
 * (its own error says what is wrong).
 */
import { expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { writeSite } from '../support/site.js';

it('reports links to a blog whose folder does not exist as broken', async () => {
  const site = writeSite({
    'docusaurus.config.js': "module.exports = { title: 'G', url: 'https://g.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' } }]], themeConfig: { footer: { links: [{ label: 'Blog', to: '/blog' }] } } };",
    'docs/intro.md': '# Intro\n\nRead [the blog](/blog).\n',
  });
  const { graph, diagnostics } = await loadSite(site, { cache: false });
  expect(graph.routes.some((r) => r.path.startsWith('/blog'))).toBe(false);
  const broken = diagnostics.filter((d) => d.rule === 'broken-link').map((d) => `${d.severity} ${d.file}`);
  expect(broken).toEqual(['error docs/intro.md', 'error docusaurus.config.js']);
});
