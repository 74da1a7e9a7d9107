/**
 * Front matter keys valid one by one but not together fail the build at their line, as Docusaurus
 * 3.9.2 refuses them (checked: "toc_min_heading_level must be less than or equal to
 * ref:toc_max_heading_level", "Can't be draft and unlisted at the same time"). Before, both built
 * silently: an empty TOC, and a draft page that was also meant to be unlisted.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { writeSite } from '../support/site.js';

const siteDir = writeSite({
  'docusaurus.config.js': `module.exports = { title: 'F', url: 'https://f.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };`,
  'docs/intro.md': '# Intro\n',
  'docs/toc.md': '---\ntitle: TOC\ntoc_min_heading_level: 4\ntoc_max_heading_level: 3\n---\n\n## X\n',
  'docs/both.md': '---\ndraft: true\nunlisted: true\n---\n\n# Both\n',
  'docs/fine.md': '---\ntoc_min_heading_level: 3\ntoc_max_heading_level: 3\nunlisted: true\n---\n\n# Fine\n',
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('front matter pairs', () => {
  it('report a TOC minimum above its maximum, and draft with unlisted, at their lines', async () => {
    const { diagnostics } = await loadSite(siteDir, { cache: false });
    const errors = diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule}`).sort()).toEqual(['docs/both.md:3:1 front-matter-type', 'docs/toc.md:3:1 front-matter-type']);
    expect(errors.find((d) => d.file === 'docs/toc.md')?.message).toContain('`toc_min_heading_level` (4) is above `toc_max_heading_level` (3)');
  });
});
