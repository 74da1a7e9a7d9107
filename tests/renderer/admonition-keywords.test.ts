/**
 * A content plugin's `admonitions: { keywords }` makes those `:::name` blocks admonitions, drawn as
 * info, as Docusaurus 3.9.2 draws a type its theme has no component for (checked: `:::security` is
 * an info admonition titled "info", `:::release[v2 is out]` keeps its title, `:::other` is still an
 * unused directive). Before, they were plain blocks with an unknown-directive warning each.
 * The option is each plugin's own: another instance's files do not get its keywords, and
 * `extendDefaults: false` leaves the built-in names out (Docusaurus 3.9.2: a plain block and an
 * "unused Markdown directives" warning in each case).
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildToTemp, writeSite } from '../support/site.js';

const siteDir = writeSite({
  'docusaurus.config.js': `module.exports = { title: 'K', url: 'https://k.example.com', baseUrl: '/',
    presets: [['classic', { docs: { routeBasePath: '/', admonitions: { keywords: ['security', 'release'], extendDefaults: true } }, blog: false }]] };`,
  'docs/intro.md': '# Intro\n\n:::security\n\nKeep keys safe.\n\n:::\n\n:::release[v2 is out]\n\nNew.\n\n:::\n\n:::other\n\nNot one.\n\n:::\n',
});
// A second docs instance with keywords of its own and no built-in ones.
const instancesDir = writeSite({
  'docusaurus.config.js': `module.exports = { title: 'K', url: 'https://k.example.com', baseUrl: '/',
    presets: [['classic', { docs: {}, blog: false }]],
    plugins: [['@docusaurus/plugin-content-docs', { id: 'notes', path: 'notes', routeBasePath: 'notes', admonitions: { keywords: ['discord'], extendDefaults: false } }]] };`,
  'docs/doc.md': '# Doc\n\n:::discord\nOnly the notes instance knows this keyword.\n:::\n\n:::tip\nA tip here.\n:::\n',
  'notes/note.md': '# Note\n\n:::discord\nA discord admonition.\n:::\n\n:::tip\nA tip in an instance without the default keywords.\n:::\n',
});
afterAll(() => {
  rmSync(siteDir, { recursive: true, force: true });
  rmSync(instancesDir, { recursive: true, force: true });
});

describe('admonitions.keywords', () => {
  it('draws the site’s keywords as info admonitions, and warns only about other names', async () => {
    const { diagnostics } = await loadSite(siteDir, { cache: false });
    expect(diagnostics.filter((d) => d.rule === 'unknown-directive').map((d) => d.line)).toEqual([15]);
    const { outDir } = await buildToTemp(siteDir);
    const html = readFileSync(path.join(outDir, 'intro/index.html'), 'utf8');
    expect(html).toMatch(/<div class="admonition admonition-info theme-admonition theme-admonition-[\w-]+" role="note"><p class="admonition-heading">.*?<\/span>Info<\/p><div class="admonition-content">\s*<p>Keep keys safe\.<\/p>/);
    expect(html).toMatch(/<div class="admonition admonition-info theme-admonition theme-admonition-[\w-]+" role="note"><p class="admonition-heading">.*?<\/span>v2 is out<\/p>/);
    expect(html).toMatch(/<div>\s*<p>Not one\.<\/p>\s*<\/div>/);
  });

  it('applies each docs instance’s own keywords and extendDefaults to its files only', async () => {
    const { diagnostics } = await loadSite(instancesDir, { cache: false });
    const unused = diagnostics.filter((d) => d.rule === 'unknown-directive');
    expect(unused.map((d) => `${d.file}:${d.line}`)).toEqual(['docs/doc.md:3', 'notes/note.md:7']);
    expect(unused[1].message).toContain('admonitions are discord');
    const { outDir } = await buildToTemp(instancesDir);
    const doc = readFileSync(path.join(outDir, 'docs/doc/index.html'), 'utf8');
    expect(doc).toMatch(/<div>\s*<p>Only the notes instance knows this keyword\.<\/p>\s*<\/div>/);
    expect(doc).toMatch(/<div class="admonition admonition-tip theme-admonition theme-admonition-[\w-]+" role="note">.*?<\/span>Tip<\/p><div class="admonition-content">\s*<p>A tip here\.<\/p>/);
    const note = readFileSync(path.join(outDir, 'notes/note/index.html'), 'utf8');
    expect(note).toMatch(/<div class="admonition admonition-info theme-admonition theme-admonition-[\w-]+" role="note">.*?<\/span>Info<\/p><div class="admonition-content">\s*<p>A discord admonition\.<\/p>/);
    expect(note).toMatch(/<div>\s*<p>A tip in an instance without the default keywords\.<\/p>\s*<\/div>/);
    expect(note).not.toContain('admonition-tip');
  });
});
