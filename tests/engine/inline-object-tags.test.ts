/**
 * A tag written as an object in front matter (`- label: X` with a `permalink`) and not declared in
 * the tags file is reported as an inline tag, as Docusaurus 3.9.2 reports it ("Tags [X] used in ...
 * are not defined in tags.yml", a warning by default: onInlineTags). Before, only string tags were.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-inline-tags-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

describe('inline tags written as objects', () => {
  it('are reported when the tags file does not declare them; a declared string tag is not', async () => {
    const dir = site({
      'package.json': '{ "private": true }\n',
      'site.config.mjs': "export default { title: 'T', url: 'https://t.example.com', baseUrl: '/', docs: { tags: 'tags.yml' } };\n",
      'docs/tags.yml': 'react:\n  label: React\n',
      'docs/intro.md': '---\ntags:\n  - react\n  - label: Inline Tag\n    permalink: /inline\n---\n# Intro\n',
    });
    const loaded = await loadSite(dir, { cache: false });
    const tagWarnings = loaded.diagnostics.filter((d) => d.rule === 'unknown-tag');
    expect(tagWarnings.map((d) => [d.severity, d.file, d.message])).toEqual([['warning', 'docs/intro.md', expect.stringContaining('Tag "Inline Tag" is not declared in')]]);
  });
});

// Docusaurus 3.9.2 refuses such a file (realsites13 Z, B2); before, both tags were kept, one page for two.
describe('two tags of the tags file with one permalink', () => {
  it('are an error at the second, which is left out', async () => {
    const dir = site({
      'package.json': '{ "private": true }\n',
      'site.config.mjs': "export default { title: 'T', url: 'https://t.example.com', baseUrl: '/', docs: { tags: 'tags.yml' } };\n",
      'docs/tags.yml': 'react:\n  label: React\n  permalink: /ui\nvue:\n  label: Vue\n  permalink: ui\n',
      'docs/intro.md': '---\ntags: [react]\n---\n\n# Intro\n',
    });
    const { diagnostics } = await loadSite(dir, { cache: false });
    expect(diagnostics.map((d) => `${d.severity} ${d.rule} ${d.file}:${d.line}`)).toEqual(['error tags-file docs/tags.yml:4']);
    expect(diagnostics[0].message).toContain('Tag "vue" has the permalink /ui of tag "react"');
  });
});

// Docusaurus 3.9.2 refuses it (realsites13 Z, B3); before, the image was dropped without a word.
describe('an author of authors.yml with a field that is not text', () => {
  it('is an error at the author', async () => {
    const dir = site({
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: {} }]] };\n",
      'blog/authors.yml': 'ann:\n  name: Ann\n  image_url: [a.png]\n',
      'blog/2024-01-01-a.md': '---\ntitle: A\nauthors: ann\n---\n\nText.\n\n<!-- truncate -->\n\nMore.\n',
    });
    const { diagnostics } = await loadSite(dir, { cache: false });
    expect(diagnostics.filter((d) => d.rule === 'blog-authors').map((d) => `${d.severity} ${d.file}:${d.line} ${d.message.split(',')[0]}`)).toEqual(['error blog/authors.yml:1 Author "ann": `image_url` should be text']);
  });
});
