import { describe, expect, it } from 'vitest';
import { parseContent, preprocessMarkdown } from '../../engine/content/parse.js';

describe('preprocessMarkdown', () => {
  it('rewrites the older admonition title syntax, outside code fences only', () => {
    expect(preprocessMarkdown(':::tip My title\nbody\n:::', 'md')).toBe(':::tip[My title]\nbody\n:::');
    expect(preprocessMarkdown('```\n:::tip Not a title\n```', 'md')).toBe('```\n:::tip Not a title\n```');
    expect(preprocessMarkdown(':::note[Kept]\n:::', 'md')).toBe(':::note[Kept]\n:::');
  });

  it('escapes heading ids in MDX so they are not read as expressions', () => {
    expect(preprocessMarkdown('## Install {#setup}', 'mdx')).toBe('## Install \\{#setup\\}');
    expect(preprocessMarkdown('## Install {#setup}', 'md')).toBe('## Install {#setup}');
  });
});

describe('parseContent', () => {
  it('reads the admonition title of `:::tip Title` as the directive label', () => {
    const { tree } = parseContent(':::tip Mind the gap\nbody\n:::\n', 'x.md', 'md');
    const directive = tree.children[0] as { type: string; name: string; children: { data?: { directiveLabel?: boolean }; children: { value: string }[] }[] };
    expect(directive.type).toBe('containerDirective');
    expect(directive.name).toBe('tip');
    expect(directive.children[0].data?.directiveLabel).toBe(true);
    expect(directive.children[0].children[0].value).toBe('Mind the gap');
  });

  it('gives custom heading ids in MD and MDX alike, and github-slugger ids otherwise', () => {
    for (const format of ['md', 'mdx'] as const) {
      const { headings } = parseContent('## Install it {#setup}\n\n## Install it\n\n## Install it\n', `x.${format}`, format);
      expect(headings.map((h) => h.id)).toEqual(['setup', 'install-it', 'install-it-1']);
      expect(headings[0].text).toBe('Install it');
    }
  });

  it('reports invalid MDX at its line and column, with what to do', () => {
    const { diagnostics } = parseContent('---\ntitle: X\n---\n\nText with a { brace\n', 'x.mdx', 'mdx');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ rule: 'mdx-syntax', severity: 'error', file: 'x.mdx', line: 5 });
    expect(diagnostics[0].message).toContain('write `{` as `\\{`');
  });
});
