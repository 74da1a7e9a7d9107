/**
 * A doc's default description (no front matter `description`) is the first line of its body that
 * has text once its markup is off, as Docusaurus 3.9.2 makes it (checked on the same docs: the meta
 * description and the generated-index cards). Before, it was the first top-level paragraph, so a doc
 * opening with a heading, a list, an admonition or a tab set was described by a paragraph further
 * down (or not at all).
 */
import { describe, expect, it } from 'vitest';
import { parseContent } from '../../engine/content/parse.js';
import { markdownExcerpt } from '../../engine/content/excerpt.js';

const excerptOf = (text: string, format: 'md' | 'mdx' = 'mdx') => parseContent(text, 'docs/a.mdx', format).excerpt;

describe('the default description', () => {
  it('is a heading that comes before any paragraph (the h1 title skipped)', () => {
    expect(excerptOf('---\ntitle: T\n---\n# Title\n\n## Only heading\n\nLater text.\n')).toBe('Only heading');
    expect(excerptOf('# Orphan\n\n## Section {#custom-id}\n')).toBe('Section');
  });

  // As Docusaurus 3.9.2 (realsites11 T, repro/empty-fm): an empty front matter block read on to the
  // body's first thematic break, so the description was a line below it.
  it('is the first line after an empty front matter block, whatever thematic break follows', () => {
    expect(excerptOf('---\n---\n\n# Raft\n\nRaft is a consensus algorithm.\n\n---\n\n# Why\n\n* Messages get lost.\n')).toBe('Raft is a consensus algorithm.');
    expect(parseContent('---\n---\n\n# Raft\n\nText.\n\n---\n\nMore.\n', 'docs/a.md', 'md').frontMatter).toEqual({});
  });

  it('is the first list item or quote line, their markers as Docusaurus keeps them', () => {
    expect(excerptOf('# T\n\n- Install the **agent**\n- Then run it\n\nA paragraph.\n')).toBe('- Install the agent');
    expect(excerptOf('# T\n\n> Quoted [text](./x.md) here\n')).toBe('Quoted text here');
  });

  it('skips imports, code, admonition markers, tags and MDX comments', () => {
    const doc = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# T\n\n{/* a comment */}\n\n```bash\nnpm i\n```\n\n:::tip Remember\n\nUse `npm ci` in CI.\n\n:::\n";
    expect(excerptOf(doc)).toBe('Use npm ci in CI.');
    expect(excerptOf('# T\n\n<Tabs>\n<TabItem value="a">\n\nFirst tab text.\n\n</TabItem>\n</Tabs>\n')).toBe('First tab text.');
  });

  it('is still the first paragraph line, emoji shortcodes dropped, when the body opens with one', () => {
    expect(excerptOf('# T\n\nFirst line :tada: here.\nSecond line.\n', 'md')).toBe('First line here.');
    expect(markdownExcerpt('Title\n=====\n\nSetext body.\n')).toBe('Setext body.');
    expect(excerptOf('# Only a title\n')).toBeUndefined();
    expect(excerptOf('---\n---\nAfter empty front matter.\n')).toBe('After empty front matter.');
  });
});
