/**
 * h1 headings are no anchors, as in Docusaurus 3.9.2 (checked on the same site: its h1 has no id,
 * and its broken-anchor check reports links to `#title-slug`). The page's title and an h1 further
 * down render without an id, and a link to either's slug is a broken anchor. Before, such links
 * passed `docs check` while the title had no id to land on (the browser stayed at the top).
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../engine/diagnostics.js';
import { buildToTemp, writeSite } from '../support/site.js';
import { loadSite } from '../../engine/load.js';

let siteDir: string;
let diagnostics: Diagnostic[];
beforeAll(async () => {
  siteDir = writeSite({
    'docusaurus.config.js': `module.exports = { title: 'H', url: 'https://h.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };`,
    'docs/intro.md': '# Intro\n\n[a](./other.md#other-title) [b](./other.md#second-section) [c](#later-part) [d](/about#about-us) [e](/about#team)\n\n## Setup\n\n# Later part\n',
    'docs/other.md': '# Other title\n\n## Second section\n',
    'src/pages/about.md': '# About us\n\n## Team\n',
  });
  ({ diagnostics } = await loadSite(siteDir, { cache: false }));
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('h1 headings', () => {
  it('are broken anchors when linked, in docs and pages, with a hint', () => {
    const anchors = diagnostics.filter((d) => d.rule === 'broken-anchor');
    expect(anchors.map((d) => `${d.line}:${d.column} ${d.severity}`)).toEqual(['3:1 warning', '3:60 warning', '3:77 warning']);
    expect(anchors[0].message).toContain('#other-title is not a heading of /other (an h1 heading has no anchor');
  });

  it('render without an id, while h2 keep theirs', async () => {
    const { outDir } = await buildToTemp(siteDir);
    const intro = readFileSync(path.join(outDir, 'intro/index.html'), 'utf8');
    expect(intro).toContain('<h1>Intro</h1>');
    expect(intro).toMatch(/<h1>Later part<\/h1>/);
    expect(intro).toMatch(/<h2 id="setup">/);
    expect(readFileSync(path.join(outDir, 'about/index.html'), 'utf8')).toMatch(/<h1>About us<\/h1>/);
  });
});
