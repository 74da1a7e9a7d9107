/**
 * Posts of one date come in the order Docusaurus 3.9.2 finds their files: those at the blog's root
 * before those in folders, then by path (realsites8 J: a root post and a folder post of one day
 * were swapped, with their newer/older links and their order in the feeds). `sortPosts: 'ascending'`
 * reverses the whole list, ties too, as Docusaurus does.
 */
import { expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { writeSite } from '../support/site.js';

const postsOf = async (sortPosts?: string) => {
  const site = writeSite({
    'docusaurus.config.js': `module.exports = { title: 'B', url: 'https://b.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: { routeBasePath: '/'${sortPosts ? `, sortPosts: '${sortPosts}'` : ''} } }]] };`,
    'blog/2024-03-01-alpha/index.md': '---\ntitle: Alpha folder\n---\n\nA.\n\n<!-- truncate -->\n',
    'blog/2024-03-01-zeta.md': '---\ntitle: Zeta root\n---\n\nZ.\n\n<!-- truncate -->\n',
    'blog/2024-03-01-beta.md': '---\ntitle: Beta root\n---\n\nB.\n\n<!-- truncate -->\n',
    'blog/2024-03-02-later.md': '---\ntitle: Later\n---\n\nL.\n\n<!-- truncate -->\n',
  });
  const { graph } = await loadSite(site, { cache: false });
  return graph.blogs[0].posts;
};

it('lists the posts of one date at the blog root before those in folders', async () => {
  const posts = await postsOf();
  expect(posts.map((p) => p.title)).toEqual(['Later', 'Beta root', 'Zeta root', 'Alpha folder']);
  expect(posts[2].older?.title).toBe('Alpha folder');
  expect(posts[2].newer?.title).toBe('Beta root');
});

it('reverses the whole list for sortPosts ascending, ties too', async () => {
  expect((await postsOf('ascending')).map((p) => p.title)).toEqual(['Alpha folder', 'Zeta root', 'Beta root', 'Later']);
});
