/**
 * A blog post's reading time counts the words Docusaurus 3.9.2 counts (checked on wshub's posts): the
 * Markdown source after the front matter and the content title, code included, as Intl.Segmenter's
 * word-like segments (`map[*Client]bool` is three words), 200 a minute, rounded up.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const CODE_WORDS = 'map[*Client]bool '.repeat(132);
const site = writeSite({
  'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: { showReadingTime: true, onUntruncatedBlogPosts: 'ignore' } }]] };",
  // 396 words after its title: two minutes. With its 8-word title it would be three.
  'blog/2024-01-01-code.md': `---\ntitle: Code\n---\n\n# One two three four five six seven eight\n\n${CODE_WORDS}\n`,
  // The same words in a fenced code block count too.
  'blog/2024-01-02-fenced.md': `---\ntitle: Fenced\n---\n\n\`\`\`go\n${CODE_WORDS}\n\`\`\`\n`,
});
let out: string;
beforeAll(async () => {
  out = (await buildToTemp(site)).outDir;
}, 60_000);
afterAll(() => rmSync(site, { recursive: true, force: true }));

const readingTime = (slug: string) => /<time [^>]*>[^<]*<\/time> · <!-- -->([^<]+)</.exec(readFileSync(path.join(out, 'blog', slug, 'index.html'), 'utf8'))?.[1];

describe('reading time', () => {
  it('counts code the way Intl.Segmenter splits it, without the content title', () => {
    expect(readingTime('2024/01/01/code')).toBe('2 min read');
  });

  it('counts the words of code blocks', () => {
    expect(readingTime('2024/01/02/fenced')).toBe('2 min read');
  });
});
