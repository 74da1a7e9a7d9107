/**
 * A draft blog post is left out before its authors and tags are checked, as Docusaurus 3.9.2 does
 * (a draft by an author not yet in authors.yml, with a tag not yet in tags.yml, builds there).
 */
import { expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { writeSite } from '../support/site.js';

it('checks the authors and tags of published posts only', async () => {
  const site = writeSite({
    'docusaurus.config.js': "module.exports = { title: 'B', url: 'https://b.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: { routeBasePath: '/', onInlineTags: 'warn' } }]] };",
    'blog/authors.yml': 'alice:\n  name: Alice\n',
    'blog/tags.yml': 'x:\n  label: X\n',
    'blog/2024-01-01-hello.md': '---\ntitle: Hello\nauthors: [alice]\ntags: [x]\n---\n\nPublished post.\n',
    'blog/2024-01-02-wip.md': '---\ntitle: Work in progress\nauthors: [ghost]\ntags: [undeclared]\ndraft: true\n---\n\nDraft by an author not in authors.yml.\n',
    'blog/2024-01-03-late.md': '---\ntitle: Late\nauthors: [nobody]\n---\n\nPublished, by an unknown author.\n',
  });
  const { graph, diagnostics } = await loadSite(site, { cache: false });
  expect(graph.blogs[0].posts.map((p) => p.title).sort()).toEqual(['Hello', 'Late']);
  // Only the published post's unknown author is reported.
  const reported = diagnostics.filter((d) => d.rule !== 'blog-untruncated');
  expect(reported.map((d) => `${d.severity} ${d.file}`)).toEqual(['error blog/2024-01-03-late.md']);
  expect(reported[0].message).toContain('nobody');
});
