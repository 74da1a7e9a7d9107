/**
 * renderer/markdown: one doc's mdast -> content HTML + search sections.
 * Trees come from the engine's real parser; the link context is a tiny hand-made graph whose static
 * folder and images live in a temporary directory.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../engine/config/schema.js';
import { parseContent } from '../../engine/content/parse.js';
import { createLinkContext, type LinkContext } from '../../engine/graph/links.js';
import type { Doc, Route, SiteGraph, Version } from '../../engine/graph/types.js';
import { type AssetSink, renderDocContent, type RenderedContent } from '../../renderer/markdown/index.js';

let siteDir: string;
let ctx: LinkContext;
let docs: Record<string, Doc>;
const added: string[] = [];
const assets: AssetSink = {
  addFile(abs) {
    added.push(abs);
    return `/assets/images/${path.basename(abs).replace(/\.(\w+)$/, '-abc123.$1')}`;
  },
};

function makeDoc(id: string, source: string, permalink: string, format: 'md' | 'mdx' = 'md'): Doc {
  return {
    key: `current/${id}`,
    id,
    version: 'current',
    source,
    relativeSource: source.replace(/^docs\//, ''),
    format,
    permalink,
    slug: permalink,
    title: `Title of ${id}`,
    description: '',
    sidebarLabel: id,
    isCategoryIndex: false,
    frontMatter: {},
    frontMatterLines: {},
    tags: [],
    keywords: [],
    unlisted: false,
    draft: false,
    headings: [],
    references: [],
    components: [],
    sidebarParentCategories: [],
    hideTitle: false,
    hideTableOfContents: false,
  };
}

beforeAll(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'markdown-test-'));
  mkdirSync(path.join(siteDir, 'static/img'), { recursive: true });
  mkdirSync(path.join(siteDir, 'docs/guide'), { recursive: true });
  writeFileSync(path.join(siteDir, 'static/img/diagram.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(siteDir, 'docs/guide/shot.png'), 'png');
  writeFileSync(path.join(siteDir, 'static/files.pdf'), 'pdf');
  docs = {
    intro: makeDoc('guide/intro', 'docs/guide/intro.md', '/guide/intro'),
    mdx: makeDoc('guide/tabs', 'docs/guide/tabs.mdx', '/guide/tabs', 'mdx'),
    step: makeDoc('step 3 - x/y', 'docs/step 3 - x/y.md', '/step 3 - x/y'),
  };
  const routes: Route[] = Object.values(docs).map((d) => ({ path: d.permalink, kind: 'doc', version: 'current', docKey: d.key }));
  const version = { name: 'current', label: 'Next', isLast: true, path: '/', contentPath: 'docs', docIds: Object.values(docs).map((d) => d.id), draftIds: [], sidebars: [], tags: [], tagsPath: '/tags', banner: 'none', badge: false } as Version;
  const graph: SiteGraph = {
    siteDir,
    configFile: path.join(siteDir, 'site.config.ts'),
    config: { baseUrl: '/', staticDirectories: ['static'], blog: false, blogInstances: [] } as unknown as SiteConfig,
    locale: { locale: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
    locales: [],
    versions: [version],
    docs: Object.values(docs),
    blogs: [],
    routes,
    redirects: [],
  };
  ctx = createLinkContext(graph);
});

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

function render(markdown: string, format: 'md' | 'mdx' = 'md', doc: Doc = format === 'mdx' ? docs.mdx : docs.intro): RenderedContent {
  const parsed = parseContent(markdown, doc.source, format);
  expect(parsed.diagnostics).toEqual([]);
  return renderDocContent(parsed.tree, doc, ctx, assets);
}

/** Renders, with the parse's diagnostics and the render's together (what `docs build` prints). */
function renderReporting(markdown: string): RenderedContent {
  const parsed = parseContent(markdown, docs.intro.source, 'md');
  const rendered = renderDocContent(parsed.tree, docs.intro, ctx, assets);
  return { ...rendered, diagnostics: [...parsed.diagnostics, ...rendered.diagnostics] };
}

describe('headings', () => {
  it('drops the content h1, keeps ids and appends a labelled anchor to h2-h6', () => {
    const { html } = render('---\ntitle: X\n---\n\n# Page title\n\nIntro.\n\n## Install the `agent` {#install}\n\n#### Deep\n');
    expect(html).not.toContain('<h1');
    expect(html).not.toContain('Page title');
    expect(html).toContain(
      // A heading with markup is named by its id, as Docusaurus 3.9.2's Heading names it.
      '<h2 id="install">Install the <code>agent</code><a class="hash-link" aria-label="Direct link to install" title="Direct link to install" href="#install">\u200B</a></h2>',
    );
    expect(html).toMatch(/<h4 id="deep">Deep<a class="hash-link" aria-label="Direct link to Deep"/);
  });

  it('keeps an h1 that is not the first node', () => {
    const { html } = render('Intro.\n\n# Later\n');
    expect(html).toContain('<h1>Later</h1>'); // no id, as Docusaurus renders an h1
  });
});

describe('empty headings', () => {
  // As Docusaurus 3.9.2 (checked): `## ` alone is an h2 with no id, no anchor and no TOC entry.
  it('have no id, no anchor and no heading entry', () => {
    const parsed = parseContent('## \n\nText.\n\n## Real\n', docs.intro.source, 'md');
    expect(parsed.headings.map((h) => h.id)).toEqual(['real']);
    const { html } = renderDocContent(parsed.tree, docs.intro, ctx, assets);
    expect(html).toContain('<h2></h2>');
    expect(html).not.toContain('id=""');
  });
});

describe('links', () => {
  it('rewrites .md links to encoded routes and keeps anchors', () => {
    const { html } = render('See [step](<../step 3 - x/y.md#part>) and [encoded](../step%203%20-%20x/y.md) and [route](/guide/intro) and [here](#top).');
    expect(html).toContain('<a href="/step%203%20-%20x/y#part">step</a>');
    expect(html).toContain('<a href="/step%203%20-%20x/y">encoded</a>');
    expect(html).toContain('<a href="/guide/intro">route</a>');
    expect(html).toContain('<a href="#top">here</a>');
  });

  // As Docusaurus 3.9.2 resolves them (checked); before, such a link was a broken-markdown-link error.
  it('resolves an @site/ path to a doc like any .md link', () => {
    const { html } = render('See [tabs](@site/docs/guide/tabs.mdx#install).');
    expect(html).toContain('<a href="/guide/tabs#install">tabs</a>');
  });

  // A path of no page is written as Docusaurus's Link writes it (checked on crossid's docs:
  // `./Application` on /docs/concepts/tenant is /docs/concepts/Application), a missing .md as written.
  it('resolves a missing Markdown file and a path of no page against the page, and links static files', () => {
    // As Docusaurus 3.9.2's Link writes an unresolved Markdown link (checked: `guide/index.md` on /docs/intro is /docs/guide/index.md).
    const { html } = render('[gone](./missing.md) [nope](/nowhere) [rel](./Away?x=1#top) [pdf](/files.pdf) [deep](sub/gone.md#part)');
    expect(html).toContain('<a href="/guide/missing.md">gone</a>');
    expect(html).toContain('<a href="/guide/sub/gone.md#part">deep</a>');
    expect(html).toContain('<a href="/nowhere">nope</a>');
    expect(html).toMatch(/<a href="\/[^"]*Away\?x=1#top">rel<\/a>/);
    expect(html).not.toContain('href="./Away');
    expect(html).toContain('<a href="/files.pdf">pdf</a>');
  });

  it('marks external links as opening in a new tab', () => {
    const { html } = render('[Site](https://example.com/a) and https://example.org and [mail](mailto:a@b.c)');
    expect(html).toMatch(
      /<a href="https:\/\/example\.com\/a" target="_blank" rel="noopener noreferrer">Site<span class="sr-only"> \(opens in new tab\)<\/span><svg class="external-link-icon"[^>]*aria-hidden="true"/,
    );
    expect(html).toMatch(/<a href="https:\/\/example\.org" target="_blank"/);
    expect(html).toContain('<a href="mailto:a@b.c">mail</a>');
  });
});

describe('images', () => {
  it('copies files through the asset sink and loads lazily', () => {
    added.length = 0;
    const { html } = render('![A diagram](/img/diagram.svg) ![](./shot.png "Shot") ![x](https://cdn.example.com/x.png)');
    expect(added).toEqual([path.join(siteDir, 'static/img/diagram.svg'), path.join(siteDir, 'docs/guide/shot.png')]);
    expect(html).toContain('<img src="/assets/images/diagram-abc123.svg" alt="A diagram" loading="lazy" decoding="async">');
    expect(html).toContain('<img src="/assets/images/shot-abc123.png" alt="" title="Shot" loading="lazy" decoding="async">');
    expect(html).toContain('<img src="https://cdn.example.com/x.png" alt="x" loading="lazy" decoding="async">');
  });

  it('resolves <img src> in MDX and raw HTML', () => {
    expect(render('<img src="./shot.png" alt="Shot" />', 'mdx', docs.intro).html).toContain('<img src="/assets/images/shot-abc123.png" alt="Shot" loading="lazy" decoding="async">');
    expect(render('<p>Raw <img src="/img/diagram.svg" alt="D"></p>').html).toContain('<img src="/assets/images/diagram-abc123.svg" alt="D" loading="lazy" decoding="async">');
  });
});

describe('admonitions and directives', () => {
  it('renders admonitions with default and custom titles', () => {
    const { html } = render(':::note[Custom *title*]\n\nBody text.\n\n:::\n\n:::tip\n\nA tip.\n\n:::\n\n:::caution\n\nCareful.\n\n:::');
    expect(html).toMatch(
      /<div class="admonition admonition-note theme-admonition theme-admonition-note" role="note"><p class="admonition-heading"><span class="admonition-icon"><svg[^>]*aria-hidden="true"[^>]*>.*?<\/svg><\/span>Custom <em>title<\/em><\/p><div class="admonition-content">\s*<p>Body text\.<\/p>/s,
    );
    expect(html).toMatch(/admonition-tip theme-admonition theme-admonition-tip".*<\/span>Tip<\/p>/s);
    expect(html).toMatch(/admonition-warning theme-admonition theme-admonition-caution".*<\/span>Caution<\/p>/s);
  });

  // Docusaurus 3.9.2's legacy aliases are titled with their own name (before, `secondary` was "Note"),
  // and each keeps its own theme-admonition-{name} class, as Docusaurus's (realsites12 W, repro/adm-class).
  it('titles the legacy aliases with their own names, in their styles', () => {
    const { html } = render(':::secondary\n\nA.\n\n:::\n\n:::important\n\nB.\n\n:::\n\n:::success\n\nC.\n\n:::');
    expect(html).toMatch(/admonition-note theme-admonition theme-admonition-secondary".*<\/span>Secondary<\/p>/s);
    expect(html).toMatch(/admonition-info theme-admonition theme-admonition-important".*<\/span>Important<\/p>/s);
    expect(html).toMatch(/admonition-tip theme-admonition theme-admonition-success".*<\/span>Success<\/p>/s);
  });

  // A leaf directive no plugin handles is kept as written, with the warning Docusaurus 3.9.2 gives (its page shows the label alone).
  it('restores stray text and leaf directives as text, warning about the leaf directive', () => {
    const { html, diagnostics } = renderReporting('Meet at 10:30 in foo:bar, see :abbr[label]{#x .y k="v"}.\n\n::leaf');
    expect(html).toContain('<p>Meet at 10:30 in foo:bar, see :abbr[label]{#x .y k="v"}.</p>');
    expect(html).toContain('<p>::leaf</p>');
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', rule: 'unknown-directive', line: 3, column: 1, message: expect.stringContaining('::leaf is a directive no plugin handles') })]);
  });

  // As Docusaurus 3.9.2 renders them (checked): the fences go, the label and content stay, with a warning.
  it('renders a container directive that is no admonition as a plain block of its label and content, with a warning', () => {
    const { html, diagnostics } = renderReporting('Intro.\n\n:::details[Label *here*]{.x}\nKept **content**.\n:::');
    expect(html).toMatch(/<div>\s*<p>Label <em>here<\/em><\/p>\s*<p>Kept <strong>content<\/strong>\.<\/p>\s*<\/div>/);
    expect(html).not.toContain(':::');
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', rule: 'unknown-directive', line: 3, column: 1 })]);
  });

  // Docusaurus 3.9.2 (checked): `:::NOTE` is an unused directive, shown as a plain block with a warning.
  it('renders an admonition name in capitals as a plain block, with a warning naming the lowercase one', () => {
    const { html, diagnostics } = renderReporting(':::NOTE\n\nUppercase note.\n\n:::\n\n:::Tip[Hi]\n\nMixed case.\n\n:::');
    expect(html).not.toContain('admonition');
    expect(html).toMatch(/<div>\s*<p>Uppercase note\.<\/p>\s*<\/div>/);
    expect(html).toMatch(/<div>\s*<p>Hi<\/p>\s*<p>Mixed case\.<\/p>\s*<\/div>/);
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', rule: 'unknown-directive', line: 1, message: expect.stringContaining(':::note') }),
      expect.objectContaining({ severity: 'warning', rule: 'unknown-directive', line: 7 }),
    ]);
  });
});

describe('code blocks', () => {
  it('highlights with title, line highlights, token spans and a copy button', () => {
    const { html } = render('```yaml title="values.yaml" {2}\nkey: value\nother: 2\n# comment\n```');
    expect(html).toContain('<div class="code-block language-yaml"><div class="code-block-title">values.yaml</div>');
    expect(html).toContain('<pre tabindex="0"><code><span class="code-line">');
    expect(html).toMatch(/<span class="code-line highlighted"><span class="token key atrule">other<\/span>/);
    expect(html).toContain('<span class="token comment"># comment</span></span></code></pre>');
    expect(html).toMatch(/<button type="button" class="copy-button" aria-label="Copy code to clipboard" title="Copy"><svg[^>]*aria-hidden="true"/);
    expect(html).not.toContain('style=');
  });

  it('reads magic comments and splits multi-line tokens per line', () => {
    const { html } = render('```js showLineNumbers\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n/* one\ntwo */\n```');
    expect(html).toContain('class="code-block language-js line-numbers"');
    expect(html).not.toContain('highlight-next-line');
    const lines = html.match(/<span class="code-line[^"]*">/g) ?? [];
    expect(lines).toEqual(['<span class="code-line">', '<span class="code-line highlighted">', '<span class="code-line">', '<span class="code-line">']);
    expect(html).toContain('<span class="code-line"><span class="token comment">/* one</span>\n</span><span class="code-line"><span class="token comment">two */</span></span>');
    const hashComments = render('```bash\n# highlight-start\necho a\necho b\n# highlight-end\necho c\n```').html;
    expect(hashComments.match(/code-line highlighted/g)).toHaveLength(2);
  });

  it('escapes unknown languages as plain text', () => {
    const { html } = render('```nosuchlang\n<b>&amp;</b>\n```\n\nUse `inline <code>`.');
    expect(html).toContain('class="code-block language-nosuchlang"');
    expect(html).toContain('<span class="code-line">&#x3C;b>&#x26;amp;&#x3C;/b></span>');
    expect(html).toContain('<code>inline &#x3C;code></code>');
  });

  it('renders <CodeBlock> like a fence', () => {
    const { html } = render('<CodeBlock language="json" title="a.json" showLineNumbers>{`{"a": 1}`}</CodeBlock>', 'mdx');
    expect(html).toContain('<div class="code-block language-json line-numbers"><div class="code-block-title">a.json</div>');
    expect(html).toContain('<span class="token property">"a"</span>');
  });

  // As Docusaurus 3.9.2 (realsites8 I): its CodeBlock renders element children as elements, untitled and
  // unhighlighted. Before, they were flattened to their text (a link lost), or shown as markup.
  // As React writes them (realsites10 O): before, aria-hidden={true} was an empty aria-hidden (read as not hidden) and every false dropped.
  it('writes true and false of aria-*, data-* and booleanish attributes as text, HTML booleans as present or absent', () => {
    const { html } = render('<div id="a1" aria-hidden={true}>x</div>\n\n<div id="a2" aria-expanded={false} data-flag={true} data-off={false}>y</div>\n\n<div id="a4" draggable={true} spellCheck={false}>z</div>\n\n<input id="a7" type="checkbox" disabled={true} checked={false} />\n', 'mdx');
    expect(html).toContain('<div id="a1" aria-hidden="true">x</div>');
    expect(html).toContain('<div id="a2" aria-expanded="false" data-flag="true" data-off="false">y</div>');
    expect(html).toContain('<div id="a4" draggable="true" spellcheck="false">z</div>');
    expect(html).toMatch(/<input id="a7" type="checkbox" disabled>/);
  });

  // As React renders it (realsites10 O): an array literal was lost.
  it('renders an array literal in the content as React does', () => {
    expect(render('Inline: {[\'a\', \'b\', 1, null, true]} end.\n', 'mdx').html).toContain('<p>Inline: ab1 end.</p>');
    expect(render('Text {true}{null} here.\n', 'mdx').html).toContain('<p>Text  here.</p>');
  });

  // A marker the MDX evaluation could not put in place would show as text: never silently.
  it('warns at the doc when an internal marker of the MDX evaluation is left in its content', () => {
    const { diagnostics } = render('export const x = 1;\n\nText @@docs-theme-slot-7@@ left.\n', 'mdx');
    expect(diagnostics.map((d) => `${d.severity} ${d.rule} ${d.file}:${d.line}`)).toEqual([`warning mdx-evaluate ${docs.mdx.source}:1`]);
    expect(render('Plain {1 + 1} text.\n', 'mdx').diagnostics).toEqual([]);
  });

  it('renders a <CodeBlock> whose children are elements as those elements, in a plain block', () => {
    const { html } = render('<CodeBlock className="language-yaml" title="ignored">\n  <a href="https://example.com">link</a> and <strong>bold</strong>\n</CodeBlock>', 'mdx');
    expect(html).toMatch(/<div class="code-block code-block-plain language-yaml"><div class="code-block-content"><pre tabindex="0"><code><a href="https:\/\/example\.com"[^>]*>link(<span[^>]*>[^<]*<\/span>)?<\/a> and <strong>bold<\/strong><\/code><\/pre><\/div><\/div>/);
    expect(html).not.toContain('ignored');
    expect(html).not.toContain('code-line');
  });
});

describe('GFM', () => {
  it('wraps tables in a focusable group named by their header cells (no word of ours: it would be English on every site)', () => {
    const { html } = render('| Option | Type |\n| --- | --- |\n| a | b |\n\n| X |\n| - |\n| 1 |\n\n| |\n| - |\n| 2 |');
    expect(html).toContain('<div class="table-wrapper" tabindex="0" role="group" aria-label="Option, Type"><table>');
    expect(html).toContain('<div class="table-wrapper" tabindex="0" role="group" aria-label="X"><table>');
    expect(html).toContain('<div class="table-wrapper" tabindex="0" role="group"><table>');
  });

  it('labels task list checkboxes; renders footnotes and strikethrough', () => {
    const { html } = render('- [x] Done [link](#a)\n- [ ] Todo\n\nText[^1] ~~old~~\n\n[^1]: The note.');
    expect(html).toContain('<li class="task-list-item"><label class="task-list-item-label"><input type="checkbox" checked disabled> Done <a href="#a">link</a></label></li>');
    expect(html).toContain('<label class="task-list-item-label"><input type="checkbox" disabled> Todo</label>');
    expect(html).toContain('<del>old</del>');
    expect(html).toMatch(/<h2 class="sr-only" id="footnote-label">Footnotes<\/h2>/);
  });
});

describe('MDX components', () => {
  const tabs = [
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    '',
    "<Tabs groupId=\"os\" queryString values={[{label: 'Linux', value: 'linux'}, {label: 'macOS', value: 'mac'}]}>",
    '<TabItem value="linux">',
    '',
    'Linux *steps*.',
    '',
    '</TabItem>',
    '<TabItem value="mac" default attributes={{className: "mac-tab"}}>',
    '',
    'Mac steps.',
    '',
    '</TabItem>',
    '<TabItem value="win">Windows steps.</TabItem>',
    '</Tabs>',
  ].join('\n');

  it('renders Tabs as WAI-ARIA tabs with every panel and the default selected', () => {
    const { html } = render(tabs, 'mdx');
    expect(html).not.toContain('import');
    expect(html).toContain('<div class="tabs-container" data-group-id="os" data-query-string="os"><div role="tablist" aria-orientation="horizontal" class="tabs">');
    expect(html).toContain(
      '<button type="button" role="tab" id="tabs-1-tab-1" aria-controls="tabs-1-panel-1" aria-selected="false" tabindex="-1" class="tabs-item" data-value="linux">Linux</button>',
    );
    expect(html).toContain(
      '<button type="button" role="tab" id="tabs-1-tab-2" aria-controls="tabs-1-panel-2" aria-selected="true" tabindex="0" class="tabs-item tabs-item-active mac-tab" data-value="mac">macOS</button>',
    );
    // `values` is the whole tab list (Docusaurus's useTabs): the TabItem it leaves out has no tab, and its panel is never shown.
    expect(html).not.toContain('data-value="win">win</button>');
    expect(html).toMatch(/<div class="tab-panel" role="tabpanel" id="tabs-1-panel-1" aria-labelledby="tabs-1-tab-1" tabindex="0" data-value="linux" data-label="[^"]+" hidden>\s*<p>Linux <em>steps<\/em>\.<\/p>/);
    expect(html).toMatch(/id="tabs-1-panel-2" aria-labelledby="tabs-1-tab-2" tabindex="0" data-value="mac" data-label="macOS">/);
    expect(html).toContain('<div class="tab-panel" hidden>Windows steps.</div>');
    expect(html).not.toContain('<p><div');
  });

  it('selects defaultValue, else the first tab; ids stay unique per doc', () => {
    const { html } = render('<Tabs defaultValue="b"><TabItem value="a">A</TabItem><TabItem value="b" label="Bee">B</TabItem></Tabs>\n\n<Tabs><TabItem value="c">C</TabItem></Tabs>', 'mdx');
    expect(html).toContain('id="tabs-1-tab-2" aria-controls="tabs-1-panel-2" aria-selected="true"');
    expect(html).toContain('>Bee</button>');
    expect(html).toContain('id="tabs-2-tab-1" aria-controls="tabs-2-panel-1" aria-selected="true"');
  });

  it('takes the tab list and labels from `values` when given, as Docusaurus does (a value without a TabItem gets an empty panel)', () => {
    const { html } = render("<Tabs values={[{label: 'From values', value: 'v1'}, {label: 'V2', value: 'v2'}]}>\n  <TabItem value=\"v1\" label=\"Label on item\">first panel</TabItem>\n  <TabItem value=\"v2\">second panel</TabItem>\n</Tabs>\n\n<Tabs values={[{label: 'A', value: 'a'}, {label: 'B (no TabItem)', value: 'b'}]}>\n  <TabItem value=\"a\">only panel</TabItem>\n</Tabs>", 'mdx');
    const labels = [...html.matchAll(/role="tab"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
    expect(labels).toEqual(['From values', 'V2', 'A', 'B (no TabItem)']);
    expect(html).not.toContain('Label on item');
    expect(html).toMatch(/id="tabs-2-panel-2" aria-labelledby="tabs-2-tab-2" tabindex="0" data-value="b" data-label="B \(no TabItem\)" hidden( class="tab-panel")?><\/div>/);
  });

  it('renders Details with a summary prop or a <summary> child, and Admonition', () => {
    const a = render('<Details summary="More info">\n\nHidden *text*.\n\n</Details>', 'mdx').html;
    expect(a).toMatch(/<details class="details"><summary>More info<\/summary><div class="details-content">\s*<p>Hidden <em>text<\/em>\.<\/p>/);
    const b = render('<Details>\n<summary>Sum</summary>\nBody\n</Details>', 'mdx').html;
    expect(b).toMatch(/<details class="details"><summary>Sum<\/summary><div class="details-content"><p>Body<\/p><\/div><\/details>/);
    // A <summary> after other children is the summary still, as Docusaurus's MDXDetails finds it (realsites14 D,
    // Testing Library's Async Methods: a <br /> before it; ours labelled the block "Details").
    const late = render('<details>\n\n<br />\n\n<summary>Deprecated Methods</summary>\n\nBody text.\n\n</details>', 'mdx').html;
    expect(late).toMatch(/<details class="details"><summary>Deprecated Methods<\/summary><div class="details-content">\s*<br\/?>\s*<p>Body text\.<\/p>/);
    const c = render('<Admonition type="danger" title="Stop">\n\nNo.\n\n</Admonition>', 'mdx').html;
    expect(c).toMatch(/<div class="admonition admonition-danger theme-admonition theme-admonition-[\w-]+" role="note">.*<\/span>Stop<\/p><div class="admonition-content">\s*<p>No\.<\/p>/s);
  });

  it('maps intrinsic elements and props, evaluates expressions, keeps the children of unknown wrappers', () => {
    const { html } = render(
      'export const x = 1;\n\n<div className="box wide" style={{color: "red"}} data-n={2} hidden={false}>\n\nIn **box**.\n\n</div>\n\n{"literal text"}\n\n{x + 1}\n\n<Unknown prop="x">\n\nChild kept.\n\n</Unknown>',
      'mdx',
    );
    expect(html).toMatch(/<div class="box wide" style="color:red" data-n="2">\s*<p>In <strong>box<\/strong>\.<\/p>\s*<\/div>/);
    expect(html).toContain('literal text');
    expect(html).not.toContain('export');
    expect(html).not.toContain('x + 1');
    expect(html).toContain("literal text\n2\n");
    expect(html).not.toContain('Unknown');
    expect(html).toContain('<p>Child kept.</p>');
  });
});

describe('HTML elements written in MDX', () => {
  // As React renders them in Docusaurus 3.9.2 (checked): `autoplay=""` is not React's `autoPlay`, so it
  // is written as it is (present); `loop=""` is React's `loop`, false; a bare attribute is true.
  it('keeps boolean attributes spelled the HTML way with an empty value, and drops React-named ones', () => {
    const { html } = render('<video autoplay="" muted controls loop="" playsinline="">\n  <source src="https://example.com/a.mp4"/>\n</video>\n', 'mdx');
    expect(html).toMatch(/<video autoplay muted controls playsinline>/);
  });

  // As Docusaurus 3.9.2 (checked): a JSX `<a>` is not its Link, so it opens in the same tab; a Markdown link in a new one.
  it('leaves a JSX link to another site in the same tab', () => {
    const { html } = render('JSX <a href="https://example.com/x">example</a> and [Markdown](https://example.com/y).\n', 'mdx');
    expect(html).toContain('<a href="https://example.com/x">example</a>');
    expect(html).toContain('<a href="https://example.com/y" target="_blank" rel="noopener noreferrer">Markdown<span class="sr-only">');
    expect(html).not.toContain('data-jsx-anchor');
  });
});

describe('MDX literal expressions', () => {
  // As React renders them (Docusaurus 3.9.2, checked on minecraft-notes' `\R^{3}`): a number shows,
  // 0 too; true and null show nothing. Numbers were dropped: the text lost its digits without a word.
  it('shows strings and numbers, nothing for true and null', () => {
    const { html } = render('A: R^{3} end. B: {0} zero. C: {"s"} string. D: {true}{null} none. E: {2.5}\n', 'mdx');
    expect(html).toContain('<p>A: R^3 end. B: 0 zero. C: s string. D:  none. E: 2.5</p>');
  });
});

describe('MDX paragraphs of JSX only (unravelled, as Docusaurus 3.9.2 renders them)', () => {
  it('are no paragraphs: their elements and expressions stand as blocks, the white space between dropped', () => {
    const { html } = render(
      [
        '<b>one</b> <i>two</i>',
        '',
        '<b>three</b>{" "}<i>four</i>',
        '',
        'Text and <b>five</b> together.',
        '',
        '<div>',
        '  <b>six</b> <i>seven</i>',
        '</div>',
      ].join('\n'),
      'mdx',
    );
    // A line between blocks, as between any two blocks; none of the space that was between them.
    expect(html).toContain('<b>one</b>\n<i>two</i>');
    expect(html).not.toMatch(/<p>\s*<b>one/);
    expect(html).toMatch(/<b>three<\/b>\s*<i>four<\/i>/);
    expect(html).not.toMatch(/<p>\s*<b>three/);
    expect(html).toContain('<p>Text and <b>five</b> together.</p>');
    expect(html).toMatch(/<div><b>six<\/b><i>seven<\/i><\/div>/);
  });

  it('stay paragraphs in .md', () => {
    expect(render('<b>one</b> <i>two</i>', 'md').html).toContain('<p><b>one</b> <i>two</i></p>');
  });
});

describe('raw HTML in .md', () => {
  it('parses raw HTML and treats it like the rest', () => {
    const { html } = render('<details>\n<summary>Raw</summary>\n\nInside [link](<../step 3 - x/y.md>).\n\n</details>\n\n<a href="https://example.com">ext</a>\n\n<!-- author note -->');
    expect(html).not.toContain('author note');
    expect(html).toMatch(/<details class="details">\s*<summary>Raw<\/summary>/);
    expect(html).toContain('<a href="/step%203%20-%20x/y">link</a>');
    expect(html).toMatch(/<a href="https:\/\/example.com" target="_blank" rel="noopener noreferrer">ext<span class="sr-only">/);
  });
});

describe('sections for search', () => {
  it('splits at h1-h3 with ids, collecting plain text and short code', () => {
    const long = Array.from({ length: 80 }, (_, i) => `line${i}`).join('\n');
    const { sections } = render(`# Title\n\nIntro   text.\n\n## First\n\nOne [link](https://x.y).\n\n#### Minor\n\nStill first.\n\n\`\`\`bash\n${long}\n\`\`\`\n\n### Second\n\n| A |\n| - |\n| cell |`);
    expect(sections.map(({ id, title, depth }) => ({ id, title, depth }))).toEqual([
      { id: undefined, title: 'Title of guide/intro', depth: 1 },
      { id: 'first', title: 'First', depth: 2 },
      { id: 'second', title: 'Second', depth: 3 },
    ]);
    expect(sections[0].text).toBe('Intro text.');
    expect(sections[1].text).toMatch(/^One link\. Minor Still first\. line0 line1 /);
    expect(sections[1].text).not.toContain('opens in new tab');
    expect(sections[1].text).not.toContain('line79');
    expect(sections[1].text.length).toBeLessThan(340);
    expect(sections[2].text).toBe('A cell');
  });
});

describe('purity', () => {
  it('renders the same tree twice to the same HTML', () => {
    const parsed = parseContent('# T\n\n## H\n\n[a](../step%203%20-%20x/y.md) ![i](/img/diagram.svg)\n\n:::note\n\nx\n\n:::\n\n```js {1}\nlet a\n```\n', docs.intro.source, 'md');
    const first = renderDocContent(parsed.tree, docs.intro, ctx, assets);
    const second = renderDocContent(parsed.tree, docs.intro, ctx, assets);
    expect(second).toEqual(first);
    expect(parsed.tree.children[0].type).toBe('heading');
  });
});

describe('validity', () => {
  it('produces valid HTML (html-validate)', async () => {
    const md = render(
      '# T\n\nIntro [ext](https://e.com).\n\n<div class="raw">Raw <b>HTML</b></div>\n\n## A\n\n:::info[Hi]\n\nText.\n\n:::\n\n```ts title="a.ts" {1}\nconst a: number = 1;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [ ] task\n\nNote[^n].\n\n![i](/img/diagram.svg)\n\n[^n]: Foot.',
    ).html;
    const mdx = render(`<Tabs>\n<TabItem value="a">A</TabItem>\n<TabItem value="b">\n\nB\n\n</TabItem>\n</Tabs>\n\n<Details summary="S">\n\nD\n\n</Details>`, 'mdx').html;
    const validator = new HtmlValidate({ extends: ['html-validate:recommended'], rules: { 'no-inline-style': 'off' } });
    for (const html of [md, mdx]) {
      const report = await validator.validateString(`<main><h1>Page</h1>${html}</main>`);
      const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
      expect(messages).toEqual([]);
    }
  });
});
