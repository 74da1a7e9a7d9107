import { describe, expect, it } from 'vitest';
import { markdownParser, parseContent, preprocessMarkdown, processorFor } from '../../engine/content/parse.js';

describe('preprocessMarkdown', () => {
  it('rewrites the older admonition title syntax, outside code fences only', () => {
    expect(preprocessMarkdown(':::tip My title\nbody\n:::', 'md')).toBe(':::tip[My title]\nbody\n:::');
    expect(preprocessMarkdown('```\n:::tip Not a title\n```', 'md')).toBe('```\n:::tip Not a title\n```');
    expect(preprocessMarkdown(':::note[Kept]\n:::', 'md')).toBe(':::note[Kept]\n:::');
  });

  it("keeps the title's Markdown (a link stays a link), and knows the site's own keywords and quoted admonitions, as Docusaurus", () => {
    expect(preprocessMarkdown(':::caution Back up first, see [here](#x).\nBody.\n:::', 'md')).toBe(':::caution[Back up first, see [here](#x).]\nBody.\n:::');
    expect(preprocessMarkdown(':::jira Ticket DOC-12\nBody\n:::', 'md')).toBe(':::jira Ticket DOC-12\nBody\n:::');
    expect(preprocessMarkdown(':::jira Ticket DOC-12\nBody\n:::', 'md', ['jira'])).toBe(':::jira[Ticket DOC-12]\nBody\n:::');
    expect(preprocessMarkdown('> :::note Quoted\n> body\n> :::', 'md')).toBe('> :::note[Quoted]\n> body\n> :::');
  });

  it('escapes heading ids in MDX so they are not read as expressions', () => {
    expect(preprocessMarkdown('## Install {#setup}', 'mdx')).toBe('## Install \\{#setup}');
    expect(preprocessMarkdown('## Install {#setup}', 'md')).toBe('## Install {#setup}');
  });

  // As Docusaurus 3.9.2 names it (its headings plugin leaves HTML out): before, the tags were in the id and the TOC's text.
  it('leaves inline HTML out of a Markdown heading\'s text and id', () => {
    const { headings } = parseContent('## Options <span class="badge">new</span> here\n', 'x.md', 'md');
    expect(headings).toEqual([expect.objectContaining({ text: 'Options new here', id: 'options-new-here' })]);
  });

  // Docusaurus 3.9.2 fails such a page (realsites10 O: "The style prop expects a mapping"); ours writes it, and says so.
  it('warns about an HTML element with a string style in MDX, not about an object style or Markdown HTML', () => {
    const { diagnostics } = parseContent('<div style="text-align: center">x</div>\n\n<p style={{color: \'red\'}}>y</p>\n\nText <span style="color:blue">z</span>.\n', 'x.mdx', 'mdx');
    expect(diagnostics.map((d) => `${d.severity} ${d.rule} ${d.line}:${d.column}`)).toEqual(['warning mdx-string-style 1:1', 'warning mdx-string-style 5:6']);
    expect(parseContent('<div style="text-align: center">x</div>\n', 'x.md', 'md').diagnostics).toEqual([]);
  });

  // realsites10 Q: a `:word:` anywhere (an emoji, `10:30:00`) made the TOC show inline HTML as text and, after an empty heading, each entry the text of the one before.
  it('keeps the headings\' texts when the page has emoji shortcodes', () => {
    const { headings } = parseContent('# Intro\n\nShip it :rocket: at 10:30:00\n\n## Deep <small>small</small> :tada:\n\n##\n\n## After the empty heading\n\n## Last one\n', 'x.md', 'md');
    expect(headings.map((h) => [h.id, h.text])).toEqual([
      ['intro', 'Intro'],
      ['deep-small-tada', 'Deep small 🎉'],
      ['after-the-empty-heading', 'After the empty heading'],
      ['last-one', 'Last one'],
    ]);
  });

  // As Docusaurus 3.9.2 reads them (realsites10 O, its own dogfooding page): before, each of these failed the build in MDX.
  it('reads heading ids as Docusaurus does: spaces and braces in them, none when text follows', () => {
    const doc = ['### Weird heading {#a#b}', '### Weird heading {#a b}', '### Weird heading {#a\\{b}', '### Other {#x\\}y}', '### Middle {#mid} text', ''].join('\n\n');
    const { headings, diagnostics } = parseContent(doc, 'x.mdx', 'mdx');
    expect(diagnostics).toEqual([]);
    expect(headings.map((h) => [h.id, h.text])).toEqual([
      ['a#b', 'Weird heading'],
      ['a b', 'Weird heading'],
      ['a{b', 'Weird heading'],
      ['other-xy', 'Other {#x}y}'],
      ['middle-mid-text', 'Middle {#mid} text'],
    ]);
  });

  // As Docusaurus 3.9.2 names them (realsites9 N, react-native-ama): the slug of the text untrimmed, the TOC's text trimmed.
  it('keeps the space beside a component at a heading\'s start or end in its id', () => {
    const { headings } = parseContent("import Badge from './Badge';\n\n## Runtime errors <Badge />\n\n## <Badge /> Leading badge\n\n### NO_LABEL <Badge />\n\n## Title {#custom}\n", 'x.mdx', 'mdx');
    expect(headings.map((h) => [h.id, h.text])).toEqual([
      ['runtime-errors-', 'Runtime errors'],
      ['-leading-badge', 'Leading badge'],
      ['no_label-', 'NO_LABEL'],
      ['custom', 'Title'],
    ]);
  });

  // As MDX 2 sites write it (Docusaurus 3.9.2 builds it, id "setup"): before, escaped twice, the build failed.
  it('leaves an id escaped already as written, and reads it', () => {
    expect(preprocessMarkdown('## Install \\{#setup\\}', 'mdx')).toBe('## Install \\{#setup\\}');
    const { headings, diagnostics } = parseContent('## Install \\{#setup\\}\n\n[go](#setup)\n', 'x.mdx', 'mdx');
    expect(diagnostics).toEqual([]);
    expect(headings).toEqual([expect.objectContaining({ text: 'Install', id: 'setup' })]);
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

  it('reads a link in an older-syntax admonition title as a link, checked like the others', () => {
    const { tree, references } = parseContent(':::caution Back up first, see [here](#nowhere).\nBody.\n:::\n', 'x.md', 'md');
    const label = (tree.children[0] as unknown as { children: { children: { type: string; url?: string }[] }[] }).children[0];
    expect(label.children.map((n) => n.type)).toEqual(['text', 'link', 'text']);
    expect(references.map((r) => r.url)).toEqual(['#nowhere']);
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

describe('literal autolinks', () => {
  const links = (text: string, format: 'md' | 'mdx' = 'md') => {
    const out: string[] = [];
    const walk = (node: { type: string; url?: string; children?: unknown[] }) => {
      if (node.type === 'link') out.push(node.url!);
      for (const child of (node.children ?? []) as (typeof node)[]) walk(child);
    };
    walk(parseContent(text, `x.${format}`, format).tree as never);
    return out;
  };

  it('links www., http(s):// and e-mail literals, also when a character reference or escape makes them', () => {
    for (const format of ['md', 'mdx'] as const) {
      expect(links('See www.example.com, https://example.org/a and ops@example.com.\n', format)).toEqual(['http://www.example.com', 'https://example.org/a', 'mailto:ops@example.com']);
      expect(links('Write to ops&#64;example.com.\n', format)).toEqual(['mailto:ops@example.com']);
      expect(links('WWW.EXAMPLE.COM in capitals.\n', format)).toEqual(['http://WWW.EXAMPLE.COM']);
    }
    expect(links('See www\\.example.com.\n')).toEqual(['http://www.example.com']);
  });

  it('gives the tree of the full parse, with and without literals', () => {
    const texts = [
      '# Title\n\nPlain words, `code`, **strong**, a [link](/x) and a table:\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
      'Go to www.example.com or http://example.org.\n',
      'A & B, a \\* star, ops&#64;example.com and `a@b.co` in code.\n',
      '```\nhttps://in.code/block\n```\n\nafter\n',
    ];
    for (const format of ['md', 'mdx'] as const) {
      const parse = markdownParser(format, {});
      for (const text of texts) expect(parse(text), text).toEqual(processorFor(format, {}).parse(text));
    }
  });
});

describe('<BrowserOnly> written in a doc', () => {
  it('is a warning at the element: the page shows its fallback only', () => {
    const source = "# T\n\nimport BrowserOnly from '@docusaurus/BrowserOnly';\n\n<BrowserOnly fallback={<p>Loading</p>}>{() => <p>Hi</p>}</BrowserOnly>\n";
    const { diagnostics } = parseContent(source, 'docs/t.mdx', 'mdx');
    expect(diagnostics.map((d) => [d.severity, d.rule, d.file, d.line, d.column])).toEqual([['warning', 'browser-only-in-doc', 'docs/t.mdx', 5, 1]]);
    expect(diagnostics[0].message).toContain('shows only its fallback');
    // Not imported from @docusaurus/BrowserOnly: a component of that name is someone else's.
    expect(parseContent("import BrowserOnly from './mine';\n\n<BrowserOnly />\n", 'docs/u.mdx', 'mdx').diagnostics).toEqual([]);
  });
});

describe('an MDX syntax error says how to read the file as plain Markdown', () => {
  const message = (file: string) => parseContent('See <https://example.com>.\n', file, 'mdx').diagnostics[0]?.message ?? '';

  it('in an .md file (MDX by markdown.format, Docusaurus’s default): set markdown.format to detect', () => {
    expect(message('docs/a.md')).toContain("set markdown.format: 'detect' in the config");
    expect(message('docs/a.md')).not.toContain('rename the file to .md');
  });

  it('in an .mdx file: rename it to .md', () => {
    expect(message('docs/a.mdx')).toContain('rename the file to .md');
  });
});

describe('Tabs that Docusaurus refuses', () => {
  const warnings = (mdx: string) => parseContent(mdx, 'x.mdx', 'mdx').diagnostics.filter((d) => d.rule === 'tabs').map((d) => `${d.line}:${d.column} ${d.message.split('. ')[0]}`);

  it('are warnings at the <Tabs>, in Docusaurus’s words: a stranger child, a TabItem without value, a duplicate, an unknown defaultValue', () => {
    expect(warnings('<Tabs>\n  <TabItem value="a">A</TabItem>\n  <div>x</div>\n</Tabs>\n')).toEqual(['1:1 Bad <Tabs> child <div>: all children of the <Tabs> component should be <TabItem>']);
    expect(warnings('Intro\n\n<Tabs>\n  <TabItem>A</TabItem>\n</Tabs>\n')).toEqual(['3:1 Bad <Tabs> child <TabItem>: every <TabItem> should have a unique "value" prop']);
    expect(warnings('<Tabs>\n  <TabItem value="a">A</TabItem>\n  <TabItem value="a">B</TabItem>\n</Tabs>\n')).toEqual(['1:1 Duplicate values "a" found in <Tabs>']);
    expect(warnings('<Tabs defaultValue="zzz">\n  <TabItem value="a">A</TabItem>\n  <TabItem value="b">B</TabItem>\n</Tabs>\n')[0]).toMatch(/^1:1 The <Tabs> has a defaultValue "zzz" but none of its children has the corresponding value/);
  });

  it('are not judged when fine, or when their children or values are computed', () => {
    expect(warnings('<Tabs defaultValue="b" values={[{label: "A", value: "a"}, {label: "B", value: "b"}]}>\n  <TabItem value="a">A</TabItem>\n  <TabItem value="b">B</TabItem>\n</Tabs>\n')).toEqual([]);
    expect(warnings('<Tabs defaultValue={null}>\n<TabItem value="a">A</TabItem>\n</Tabs>\n')).toEqual([]);
    expect(warnings('<Tabs>\n{items.map((i) => <TabItem value={i}>{i}</TabItem>)}\n</Tabs>\n')).toEqual([]);
    expect(warnings('<Tabs>\n  <TabItem value={v}>A</TabItem>\n  <TabItem value="b">B</TabItem>\n</Tabs>\n')).toEqual([]);
  });
});

describe('names an expression uses that nothing defines', () => {
  const undefinedNames = (mdx: string, file = 'docs/x.mdx') => parseContent(mdx, file, 'mdx').diagnostics.filter((d) => d.rule === 'mdx-undefined').map((d) => `${d.severity} ${d.line}:${d.column} ${d.message.split(':')[0]}`);

  it('are errors at the name, as the build fails on them (a $$ block read as JavaScript when math is off, too)', () => {
    expect(undefinedNames('# T\n\nValue: {notDefined}\n')).toEqual(['error 3:9 notDefined is not defined']);
    expect(undefinedNames('# T\n\n$$\nx = {a}\n$$\n')).toEqual(['error 4:6 a is not defined']);
    expect(undefinedNames('# T\n\n<Foo bar={missing.x} />\n')).toEqual(['error 3:11 missing is not defined']);
  });

  it('leave alone what the file defines or imports, what MDX and JavaScript provide, and what functions read (they may run in the browser only)', () => {
    const ok = [
      "export const v = '2';\n\n{v} {props.x} {frontMatter.title} {toc.length} {Math.max(1, 2)} {JSON.stringify({a: 1})} {new Date(0).getFullYear()}",
      "import data from './data.json';\n\n{data.items.map((item) => <li key={item.id}>{item.name}</li>)}",
      "<button onClick={() => alert('clicked')}>Click</button>",
      '{[1, 2].map((n) => { const twice = n * 2; return twice; })}',
      "{{ a: 1 }.a} {(() => { try { return 1 } catch (e) { return e } })()}",
    ];
    for (const mdx of ok) expect(undefinedNames(mdx), mdx).toEqual([]);
  });

  it('are warnings in a partial (ours runs it in the doc that imports it, which may define them)', () => {
    expect(undefinedNames('Hello {osName}\n', 'docs/_part.mdx')).toEqual(['warning 1:8 osName is not defined']);
  });
});
