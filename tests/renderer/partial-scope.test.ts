/**
 * Markdown partials as MDX modules of their own, as Docusaurus 3.9.2 renders them: props that are
 * not plain literals (a doc's `export const`, `1 + 1`, a partial's `props.x` passed on to the
 * partial it uses), `{props.children}`, and a partial's own imports and `export const`, which its
 * content sees whatever the doc defines (each MDX file is a module). The props, children and
 * `export const` cases were built with Docusaurus 3.9.2: the same text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../engine/diagnostics.js';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';
import { writeSite } from '../support/site.js';

const FILES: Record<string, string> = {
  'docusaurus.config.js': "module.exports = { title: 'P', url: 'https://p.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };",
  'src/components/Shout.js': "import React from 'react';\nexport default function Shout({ word, children }) { return <em className=\"shout\">{word}: {children}</em>; }\n",
  'docs/parts/Label.js': "import React from 'react';\nexport default function Label({ text }) { return <b className=\"label\">{text}</b>; }\n",
  'docs/_install.mdx': 'Install on **{props.os}** with `x`.\n\nCount: {props.count}\n',
  'docs/_inner.mdx': 'Inner os=**{props.os}**, version={props.version}.\n',
  // Its own imports (one relative to its folder, which is not the doc's) and export, and a name the doc also defines.
  'docs/parts/_outer.mdx': [
    "import Inner from '../_inner.mdx';",
    "import Shout from '@site/src/components/Shout';",
    "import Label from './Label';",
    "export const partConst = 'PART-CONST';",
    "export const osName = 'shadowed';",
    '',
    'Outer says {partConst} and {osName} for {props.os}.',
    '',
    '<Inner os={props.os} version="2.0" />',
    '',
    '<Shout word={props.os}>shouted</Shout> <Label text={`label ${partConst}`} />',
    '',
  ].join('\n'),
  'docs/_box.mdx': '<div className="wrapper">\n{props.children}\n</div>\n',
  'docs/_heading.mdx': '## Install on {props.os}\n\nSteps.\n',
  // The common install partial: Tabs whose items hold code blocks made from the props.
  'docs/_tabs.mdx': [
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    "import CodeBlock from '@theme/CodeBlock';",
    '',
    '<Tabs groupId="pm">',
    '  <TabItem value="npm" label="npm">',
    '    <CodeBlock language="bash">{`npm install ${props.pkg}`}</CodeBlock>',
    '  </TabItem>',
    '  <TabItem value="yarn" label="Yarn">Run yarn add {props.pkg}.</TabItem>',
    '</Tabs>',
    '',
  ].join('\n'),
  'docs/tabbed.mdx': "# Tabbed\n\nimport InstallTabs from './_tabs.mdx';\n\n<InstallTabs pkg=\"left-pad\" />\n",
  'docs/intro.mdx': [
    '# Intro',
    '',
    "import Install from './_install.mdx';",
    "import Outer from './parts/_outer.mdx';",
    "import Box from './_box.mdx';",
    "import Heading from './_heading.mdx';",
    '',
    "export const osName = 'Linux';",
    "export const cfg = {os: 'macOS'};",
    '',
    '<Install os={osName} count={2} />',
    '',
    '<Install os={cfg.os} count={1 + 1} />',
    '',
    '<Outer os="BeOS" />',
    '',
    '<Outer os={osName} />',
    '',
    '<Box>',
    'Child **markdown** paragraph.',
    '</Box>',
    '',
    '<Box>inline child</Box>',
    '',
    'The doc still sees its own {osName}.',
    '',
    '## Version {osName}',
    '',
    '<Heading os="Linux" />',
    '',
  ].join('\n'),
};

let out: string;
let diagnostics: Diagnostic[];
const markdown = () => /<div class="markdown">([\s\S]*?)<\/div><\/article>|<div class="markdown">([\s\S]*?)<\/div><nav/.exec(readFileSync(path.join(out, 'intro', 'index.html'), 'utf8'))!.slice(1).find(Boolean)!;
const textOf = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  const site = writeSite(FILES, 'docs-partial-scope-');
  out = path.join(site, 'build');
  const loaded = await loadSite(site, { cache: false });
  const result = await buildSite(loaded, { outDir: out });
  diagnostics = [...loaded.diagnostics, ...result.diagnostics];
}, 120_000);

describe('Markdown partials as modules of their own', () => {
  it('builds without a diagnostic', () => {
    expect(diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it("passes props that are JavaScript: the doc's constants, computed values", () => {
    const text = textOf(markdown());
    expect(text).toContain('Install on Linux with x . Count: 2 Install on macOS with x . Count: 2');
  });

  it("runs the partial's own ESM for its content, and passes its props on to the partial it uses", () => {
    const text = textOf(markdown());
    expect(text).toContain('Outer says PART-CONST and shadowed for BeOS. Inner os= BeOS , version=2.0.');
    expect(text).toContain('Outer says PART-CONST and shadowed for Linux. Inner os= Linux , version=2.0.');
    expect(text).toContain('The doc still sees its own Linux.');
    // The partial's components, imported from the site root and from its own folder, render (site components as islands).
    expect(markdown()).toContain('<em class="shout">BeOS: <docs-children>shouted</docs-children></em>');
    expect(markdown()).toContain('<b class="label">label PART-CONST</b>');
  });

  it('labels the anchor of a heading written with an expression by its id, as Docusaurus (its Heading gets no string)', () => {
    expect(markdown()).toContain('aria-label="Direct link to version-osname"');
    expect(markdown()).toContain('aria-label="Direct link to install-on-propsos"');
    expect(markdown()).not.toContain('data-computed-heading');
  });

  it('renders the built-in components a partial holds inside one another: its Tabs, their items and code blocks', () => {
    const html = readFileSync(path.join(out, 'tabbed', 'index.html'), 'utf8');
    expect(html).not.toContain('@@docs-');
    expect([...html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['npm', 'Yarn']);
    expect(textOf(html)).toContain('npm install left-pad');
    expect(textOf(html)).toContain('Run yarn add left-pad.');
    expect(html).toMatch(/class="code-block language-bash"/);
  });

  it('puts the children given to a partial where it writes {props.children}', () => {
    expect(markdown()).toContain('<div class="wrapper"><p>Child <strong>markdown</strong> paragraph.</p></div>');
    expect(markdown()).toContain('<div class="wrapper">inline child</div>');
  });
});
