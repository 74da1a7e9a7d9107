/**
 * Front matter keys valid one by one but not together, and a last_update with neither a valid date
 * nor an author, fail the build at their line, as Docusaurus
 * 3.9.2 refuses them (checked: "toc_min_heading_level must be less than or equal to
 * ref:toc_max_heading_level", "Can't be draft and unlisted at the same time"). Before, both built
 * silently: an empty TOC, a draft page also meant to be unlisted, a last-updated date from git instead.
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
  'docs/bad-date.md': '---\nlast_update:\n  date: not a date\n---\n\n# Bad date\n',
  'docs/no-keys.md': '---\nlast_update:\n  by: Ann\n---\n\n# No keys\n',
  'docs/ok-date.md': '---\nlast_update:\n  date: March 1, 2024\n  author: Ann\n---\n\n# OK date\n',
  'docs/fine.md': '---\ntoc_min_heading_level: 3\ntoc_max_heading_level: 3\nunlisted: true\n---\n\n# Fine\n',
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('front matter pairs', () => {
  it('report a TOC minimum above its maximum, and draft with unlisted, at their lines', async () => {
    const { diagnostics } = await loadSite(siteDir, { cache: false });
    const errors = diagnostics.filter((d) => d.severity === 'error');
    const pairs = errors.filter((d) => d.file === 'docs/both.md' || d.file === 'docs/toc.md');
    expect(pairs.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule}`).sort()).toEqual(['docs/both.md:3:1 front-matter-type', 'docs/toc.md:3:1 front-matter-type']);
    expect(errors.find((d) => d.file === 'docs/toc.md')?.message).toContain('`toc_min_heading_level` (4) is above `toc_max_heading_level` (3)');
  });

  // Docusaurus 3.9.2 (checked): "last_update does not look like a valid last update object"; a date Date reads is fine.
  it('report a last_update without a valid date or author at its line', async () => {
    const { diagnostics } = await loadSite(siteDir, { cache: false });
    const lastUpdate = diagnostics.filter((d) => d.message.includes('`last_update`'));
    expect(lastUpdate.map((d) => `${d.file}:${d.line} ${d.severity}`).sort()).toEqual(['docs/bad-date.md:2 error', 'docs/no-keys.md:2 error']);
  });
});
