/**
 * MDX programs as Docusaurus sites write them, each checked against a Docusaurus 3.9.2 build of the
 * same doc: data imported from JSON files (`import team from '@site/src/data/team.json'`, then
 * `{team.items.map(...)}`), `ThemeClassNames` of `@docusaurus/theme-common`, and built-in components
 * produced by expressions (`<Tabs>{managers.map((m) => <TabItem …>)}</Tabs>`), and the docs hooks
 * `useDocsVersion()` / `useActiveDocContext()` of a component written in the doc, and images a site
 * component requires as Docusaurus's template does (`Svg: require('@site/static/img/x.svg').default`),
 * the theme's components (Tabs, CodeBlock, Admonition) rendered by a site component, and a CSS
 * module imported by the doc itself (`import styles from './styles.module.css'`), and an ESM `props` of the doc's own.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../engine/diagnostics.js';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'docs-mdx-programs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let out: string;
let diagnostics: Diagnostic[];
const markdownOf = (route: string) => {
  const page = readFileSync(path.join(out, route, 'index.html'), 'utf8');
  return /<div class="markdown">([\s\S]*?)<\/div><nav class="pagination-nav"|<div class="markdown">([\s\S]*?)<\/div><\/article>/.exec(page)!.slice(1).find(Boolean)!;
};
const textOf = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

/** The files of the site, by path. */
const FILES: Record<string, string> = {
  'docusaurus.config.js': "module.exports = { title: 'P', url: 'https://p.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };",
  'src/data/team.json': JSON.stringify({ items: [{ id: 1, name: 'Ada' }, { id: 2, name: 'Linus' }], title: 'The team' }),
  'docs/local.json': JSON.stringify(['4.2.0', '4.1.0']),
  'docs/data.mdx': [
    '# Data',
    '',
    "import team, {title} from '@site/src/data/team.json';",
    "import releases from './local.json';",
    '',
    '<ul>{team.items.map((x) => <li key={x.id}>{x.name}</li>)}</ul>',
    '',
    '{title} has {team.items.length} members; the latest release is {releases[0]}.',
    '',
  ].join('\n'),
  // rnx-kit's docs call partials so: props read in expressions, not only as a bare `{props.x}`.
  'docs/_install.mdx': [
    "import CodeBlock from '@theme/CodeBlock';",
    '',
    'Either: {props.yarnArgs || props.args}. <span title={props.yarnArgs ?? props.args}>hint</span>',
    '',
    '<CodeBlock language="sh">yarn {props.args}</CodeBlock>',
    '',
    '<CodeBlock language="sh">pnpm {props.yarnArgs || props.args}</CodeBlock>',
    '',
    '<CodeBlock language="sh">{`npm ${props.args}`}</CodeBlock>',
    '',
  ].join('\n'),
  'docs/partial-props.mdx': ['# Partial props', '', "import Install from './_install.mdx';", '', '<Install yarnArgs="add x --dev" args="run" />', '', '<Install args="only-args" />', ''].join('\n'),
  'docs/own-props.mdx': ['# Own props', '', "export const props = {label: 'exported'};", '', 'export const Label = () => <b>{props.label}</b>;', '', 'Mdx props: {Object.keys(props).length}; <Label />', ''].join('\n'),
  'docs/classes.mdx': [
    '# Classes',
    '',
    "import {ThemeClassNames} from '@docusaurus/theme-common';",
    '',
    '<div className={ThemeClassNames.common.codeBlock}>styled</div>',
    '',
  ].join('\n'),
  'docs/tabs.mdx': [
    '# Tabs',
    '',
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    "import Admonition from '@theme/Admonition';",
    '',
    "export const managers = [{value: 'npm', cmd: 'npm install foo'}, {value: 'yarn', label: 'Yarn', cmd: 'yarn add foo'}];",
    '',
    '<Tabs groupId="pkg">',
    '  {managers.map(({value, label, cmd}) => (',
    '    <TabItem key={value} value={value} label={label ?? value} default={value === "yarn"}>',
    '      <code>{cmd}</code>',
    '    </TabItem>',
    '  ))}',
    '</Tabs>',
    '',
    '{managers.length > 1 && <Admonition type="tip" title="Pick one">Any manager works.</Admonition>}',
    '',
  ].join('\n'),
  'docs/version.mdx': [
    '# Version',
    '',
    "import {useDocsVersion, useActiveDocContext} from '@docusaurus/plugin-content-docs/client';",
    '',
    'export const Version = () => <span className="v">{useDocsVersion().label} ({useDocsVersion().version}, {String(useActiveDocContext().activeVersion.isLast)})</span>;',
    '',
    'You read the docs of <Version />.',
    '',
  ].join('\n'),
  'static/img/mountain.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect id="peak" width="10" height="10"/></svg>',
  'src/components/Features/index.js': [
    "const FeatureList = [{title: 'Easy', Svg: require('@site/static/img/mountain.svg').default}];",
    'export default function Features() {',
    '  return <div className="row">{FeatureList.map(({title, Svg}) => <div key={title}><Svg className="featureSvg" role="img" /><h3>{title}</h3><img src={require(\'./dot.png\').default} alt="dot" /></div>)}</div>;',
    '}',
  ].join('\n'),
  'docs/features.mdx': "# Features\n\nimport Features from '@site/src/components/Features';\n\n<Features />\n",
  'src/components/InstallTabs.js': [
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    "import CodeBlock from '@theme/CodeBlock';",
    "import Admonition from '@theme/Admonition';",
    'export default function InstallTabs({pkg}) {',
    '  return <>',
    '    <Tabs groupId="pm">',
    '      <TabItem value="npm" label="npm"><CodeBlock language="bash">{`npm install ${pkg}`}</CodeBlock></TabItem>',
    '      <TabItem value="yarn" label="Yarn"><CodeBlock language="bash" title="terminal">{`yarn add ${pkg}`}</CodeBlock></TabItem>',
    '    </Tabs>',
    '    <Admonition type="info" title="Heads up">Requires Node 18.</Admonition>',
    '  </>;',
    '}',
  ].join('\n'),
  'src/components/PackageTabs.js': [
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    "import CodeBlock from '@theme/CodeBlock';",
    "const managers = [{value: 'npm', command: 'install'}, {value: 'yarn', command: 'add'}];",
    'export default function PackageTabs() {',
    '  return <Tabs>{managers.map(({value, command}) => <TabItem key={value} value={value}><CodeBlock language="bash">{value} {command} left-pad</CodeBlock></TabItem>)}</Tabs>;',
    '}',
  ].join('\n'),
  'docs/pieces.mdx': "# Pieces\n\nimport PackageTabs from '@site/src/components/PackageTabs';\n\n<PackageTabs />\n",
  'docs/install.mdx': "# Install\n\nimport InstallTabs from '@site/src/components/InstallTabs';\n\n<InstallTabs pkg=\"left-pad\" />\n",
  'docs/styles.module.css': '.box { border: 1px solid rgb(200, 0, 0); }',
  'docs/styled.mdx': "# Styled\n\nimport styles from './styles.module.css';\n\n<div className={styles.box}>Styled box</div>\n",
};
/** A 1×1 PNG. */
const DOT = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  const site = path.join(scratch, 'site');
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  }
  writeFileSync(path.join(site, 'src/components/Features/dot.png'), DOT);
  const loaded = await loadSite(site, { cache: false });
  diagnostics = loaded.diagnostics;
  out = path.join(scratch, 'out');
  await buildSite(loaded, { outDir: out });
}, 60_000);

describe('MDX programs', () => {
  it('build without diagnostics', () => {
    expect(diagnostics).toEqual([]);
  });

  it('import JSON files as their parsed value (default) and their top-level keys (named)', () => {
    const content = markdownOf('data');
    expect(content).toContain('<ul><li>Ada</li><li>Linus</li></ul>');
    expect(textOf(content)).toContain('The team has 2 members; the latest release is 4.2.0.');
  });

  it('render built-in components an expression gives as if the doc wrote them: tabs with their buttons', () => {
    const content = markdownOf('tabs');
    const buttons = [...content.matchAll(/<button [^>]*class="(tabs-item[^"]*)"[^>]*>([^<]+)<\/button>/g)].map((m) => [m[2], m[1]]);
    expect(buttons).toEqual([['npm', 'tabs-item'], ['Yarn', 'tabs-item tabs-item-active']]);
    expect(content).toContain('data-group-id="pkg"');
    expect(content).toMatch(/<div class="tab-panel" role="tabpanel"[^>]*data-value="npm"[^>]*hidden><code>npm install foo<\/code><\/div>/);
    expect(content).toContain('class="admonition admonition-tip theme-admonition theme-admonition-tip"');
    expect(textOf(content)).toContain('Pick one Any manager works.');
  });

  it('tell a component the doc’s version', () => {
    expect(markdownOf('version')).toContain('<span class="v">Next (current, true)</span>');
  });

  it('let a site component require an SVG (a component) and an image (its URL) with .default', () => {
    const content = markdownOf('features');
    expect(content).toMatch(/<svg [^>]*viewBox="0 0 10 10"[^>]*class="featureSvg" role="img"><rect id="peak"/);
    expect(content).toContain(`<img src="data:image/png;base64,${DOT.toString('base64')}" alt="dot"`);
  });

  it('render the theme components a site component uses as the doc’s own: tabs, code block titles, admonition titles', () => {
    const content = markdownOf('install');
    const buttons = [...content.matchAll(/<button [^>]*class="(tabs-item[^"]*)"[^>]*>([^<]+)<\/button>/g)].map((m) => [m[2], m[1]]);
    expect(buttons).toEqual([['npm', 'tabs-item tabs-item-active'], ['Yarn', 'tabs-item']]);
    expect(content).toContain('data-group-id="pm"');
    expect(content).toMatch(/<div class="code-block-title">terminal<\/div>/);
    expect(textOf(content)).toContain('yarn add left-pad');
    expect(content).toMatch(/<p class="admonition-heading">.*Heads up<\/p><div class="admonition-content">Requires Node 18.<\/div>/);
    // Inside the island, in <docs-theme> elements whose HTML hydration keeps.
    expect(content).toMatch(/<docs-island [^>]*><docs-theme>\s*<div class="tabs-container"/);
  });

  it('give a code block whose children are several strings ({value} {command} pkg) one line of code, as React joins them', () => {
    const lines = [...markdownOf('pieces').matchAll(/<span class="code-line">([\s\S]*?)<\/span>(?=<span class="code-line">|<\/code>)/g)].map((m) => textOf(m[1]));
    expect(lines).toEqual(['npm install left-pad', 'yarn add left-pad']);
  });

  it('give a CSS module imported by the doc its class names, and its rules to the page', () => {
    const page = readFileSync(path.join(out, 'styled', 'index.html'), 'utf8');
    const className = /<div class="([^"]+)">Styled box<\/div>/.exec(markdownOf('styled'))?.[1];
    expect(className).toMatch(/box/);
    const href = /<link rel="stylesheet" href="(\/assets\/css\/components-[0-9a-f]+\.css)">/.exec(page)?.[1];
    expect(readFileSync(path.join(out, href!), 'utf8')).toMatch(new RegExp(`\\.${className} \\{\\s*border: 1px solid rgb\\(200, 0, 0\\)`));
  });

  // As Docusaurus 3.9.2 renders them (checked on rnx-kit's docs); before, `{props.a || props.b}` was
  // empty, `npm ${props.args}` read "npm undefined", and `yarn {props.args}` was cut into two lines.
  it('give a partial’s expressions the props it was given, and keep a one-line CodeBlock one line', () => {
    const html = markdownOf('partial-props');
    expect(textOf(html)).toContain('Either: add x --dev. hint');
    expect(textOf(html)).toContain('Either: only-args. hint');
    expect(html).toContain('<span title="add x --dev">hint</span>');
    expect(html).toContain('<span title="only-args">hint</span>');
    const code = [...html.matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));
    expect(code).toEqual(['yarn run', 'pnpm add x --dev', 'npm run', 'yarn only-args', 'pnpm only-args', 'npm only-args']);
  });

  it("let the ESM declare a `props` of its own, the content still seeing MDX's props (none)", () => {
    // Docusaurus 3.9.2 renders 'Mdx props: 0; exported' (checked); before, the doc did not compile ("props" declared twice).
    expect(textOf(markdownOf('own-props'))).toBe('Mdx props: 0; exported');
  });

  it('give ThemeClassNames of @docusaurus/theme-common', () => {
    expect(markdownOf('classes')).toContain('<div class="theme-code-block">styled</div>');
  });
});
