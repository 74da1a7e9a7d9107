/**
 * A component's MDX children that are only text and expressions reach it as MDX 3 gives them
 * (checked against Docusaurus 3.9.2): a string, the expression's value, or an array of them. So
 * `<Interpolate>{'… {name} …'}</Interpolate>` fills its placeholders, a component can transform
 * `children` as a string, and a site component (an island) that reads its children gets them in its
 * hydration props; Markdown children keep being rendered by the pipeline.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/site.js';

let site: string;
let result: ReturnType<typeof spawnSync>;
let html: string;

const DOC = `# Kids

import Interpolate from '@docusaurus/Interpolate';
import Shout from '@site/src/components/Shout';
import Wrap from '@site/src/components/Wrap';

export const Show = ({children}) => <code className="show">{typeof children}|{JSON.stringify(children)}</code>;
export const Up = ({children}) => <span className="up">{children.toUpperCase()}</span>;
export const Box = ({children}) => <div className="box">{children}</div>;
export const who = 'Zed';

<Interpolate values={{ name: <b>Bob</b> }}>{'Direct {name} here.'}</Interpolate>

<Up>{'expression child'}</Up>

A1 <Show>{'x'}</Show>

A2 <Show>plain text</Show>

A3 <Show>a {1+1} b</Show>

A4 <Show>{['a', 'b']}</Show>

A5 <Show>{/* c */}text</Show>

A6 <Show>{/* only a comment */}</Show>

A7 <Show>{who}!</Show>

A8 <Up>text child</Up>

<Show>
  {'one'}
  {'two'}
</Show>

<Box>
  **Markdown** child
</Box>

<Shout>{'island ' + who}</Shout>

<Wrap>wrapped {who}</Wrap>
`;

beforeAll(() => {
  site = mkdtempSync(path.join(tmpdir(), 'docs-mdx-value-children-'));
  cpSync(path.join(REPO_ROOT, 'tests/fixtures/clean-site'), site, { recursive: true });
  writeFileSync(path.join(site, 'docs/kids.mdx'), DOC);
  mkdirSync(path.join(site, 'src/components'), { recursive: true });
  writeFileSync(path.join(site, 'src/components/Shout.js'), 'export default function Shout({ children }) {\n  return <strong className="shout">{children.toUpperCase()}</strong>;\n}\n');
  writeFileSync(path.join(site, 'src/components/Wrap.js'), 'export default function Wrap({ children }) {\n  return <em className="wrap">{children}</em>;\n}\n');
  result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', DOCS_NO_CACHE: '1' } });
  const file = path.join(site, 'build/next/kids/index.html');
  const page = existsSync(file) ? readFileSync(file, 'utf8') : '';
  html = page.slice(page.indexOf('<div class="markdown">'), page.indexOf('</article>'));
}, 60_000);

const decode = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('MDX children that are only text and expressions', () => {
  it('builds without errors', () => {
    expect(result.status, String(result.stderr)).toBe(0);
    expect(result.stderr).not.toContain('error');
  });

  it('fill <Interpolate> placeholders from a string child', () => {
    expect(html).toContain('Direct <b>Bob</b> here.');
  });

  it('reach a component as a string, a value or an array, as MDX gives them', () => {
    const shown = [...html.matchAll(/<code class="show">([^<]*)<\/code>/g)].map((m) => decode(m[1]));
    expect(shown).toEqual(['string|"x"', 'string|"plain text"', 'object|["a ",2," b"]', 'object|["a","b"]', 'string|"text"', 'undefined|', 'object|["Zed","!"]', 'object|["one","two"]']);
    expect(html).toContain('<span class="up">EXPRESSION CHILD</span>');
    expect(html).toContain('<span class="up">TEXT CHILD</span>');
  });

  it('keep Markdown children rendered by the pipeline', () => {
    expect(html).toMatch(/<div class="box">\s*<p><strong>Markdown<\/strong> child<\/p>\s*<\/div>/);
  });

  it('give an island that reads its children the value, in its hydration props too', () => {
    const island = /<docs-island data-island="[^"]+" data-props="([^"]*)"><strong class="shout">ISLAND ZED<\/strong><\/docs-island>/.exec(html);
    expect(island, html).not.toBeNull();
    expect(JSON.parse(decode(island![1]))).toEqual({ children: 'island Zed' });
  });

  it('keep an island that wraps its children hydrating around the HTML it rendered', () => {
    expect(html).toMatch(/<docs-island data-island="[^"]+" data-props="\{\}"><em class="wrap"><docs-children>wrapped Zed<\/docs-children><\/em><\/docs-island>/);
  });
});
