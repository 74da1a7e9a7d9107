/**
 * Emoji shortcodes, as Docusaurus's remark-emoji step turns them (markdown.emoji, on by default):
 * `:tada:` in text becomes 🎉, code keeps it, an unknown name stays; a heading's id is the slug of
 * its text before (`done-white_check_mark`) while its TOC text shows the emoji; the description drops
 * shortcodes, as Docusaurus's excerpt does. Checked against a Docusaurus 3.9.2 build of the same doc.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toString } from 'mdast-util-to-string';
import { afterAll, describe, expect, it } from 'vitest';
import { parseContent } from '../../engine/content/parse.js';
import { loadSite } from '../../engine/load.js';

const DOC = '# Party\n\nFirst line :rocket: here.\n\n## Done :white_check_mark:\n\nCode `:tada:` stays, :not_an_emoji: stays, and :+1: works.\n\n```\n:tada: in a block\n```\n';
const scratch = mkdtempSync(path.join(tmpdir(), 'docs-emoji-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('emoji shortcodes', () => {
  it('become emoji in text, not in code; a heading keeps its id and shows the emoji in the TOC', () => {
    const parsed = parseContent(DOC, 'docs/a.md', 'md');
    expect(toString(parsed.tree)).toContain('First line 🚀 here.');
    expect(toString(parsed.tree)).toContain('Code :tada: stays, :not_an_emoji: stays, and 👍 works.');
    expect(toString(parsed.tree)).toContain(':tada: in a block');
    expect(parsed.headings.map((h) => [h.id, h.text])).toEqual([
      ['party', 'Party'],
      ['done-white_check_mark', 'Done ✅'],
    ]);
    expect(parsed.excerpt).toBe('First line here.');
  });

  it('stay as written with markdown.emoji: false', async () => {
    expect(toString(parseContent(DOC, 'docs/a.md', 'md', { emoji: false }).tree)).toContain('First line :rocket: here.');
    const site = path.join(scratch, 'off');
    mkdirSync(path.join(site, 'docs'), { recursive: true });
    writeFileSync(path.join(site, 'docs/a.md'), DOC);
    writeFileSync(path.join(site, 'docusaurus.config.js'), "module.exports = { title: 'E', url: 'https://e.example.com', baseUrl: '/', markdown: { emoji: false } };\n");
    const loaded = await loadSite(site, { cache: false });
    expect(loaded.diagnostics).toEqual([]);
    expect(toString(loaded.trees.get(loaded.graph.docs[0].key)!)).toContain('First line :rocket: here.');
  });
});
