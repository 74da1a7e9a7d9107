/**
 * A file's text imported with webpack's raw-loader (`import Source from '!!raw-loader!./example.py'`),
 * the way Docusaurus sites show a source file in a `<CodeBlock>`: the default export is the file's
 * text, from a path relative to the doc, `@site/`, or a package of the site. A Markdown file imported
 * this way is text, not a partial. A missing file, or one outside the site (also through a symlink,
 * and for a component import or a Markdown partial), is an error at the import's file:line:col, and
 * nothing is published.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/site.js';

const CONFIG = `module.exports = { title: 'Raw', url: 'https://raw.test', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };\n`;

/** Writes a site of `files` (path -> text) into a new temporary folder. */
function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-raw-'));
  for (const [file, text] of Object.entries({ 'docusaurus.config.js': CONFIG, ...files })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function build(dir: string) {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', dir], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { status: result.status, output: result.stdout + result.stderr };
}

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe('raw-loader imports', () => {
  let dir: string;
  let result: ReturnType<typeof build>;
  const page = (route: string) => readFileSync(path.join(dir, 'build', route, 'index.html'), 'utf8');

  beforeAll(() => {
    dir = site({
      'docs/intro.mdx': [
        "import CodeBlock from '@theme/CodeBlock';",
        "import Example from '!!raw-loader!./example.py';",
        "import Snippet from '!raw-loader!@site/src/snippets/config.yaml';",
        "import Notes from 'raw-loader!../shared/notes.md';",
        "import Licence from '!!raw-loader!tiny-pkg/LICENCE.txt';",
        '',
        '# Intro',
        '',
        '<CodeBlock language="python" title="example.py">{Example}</CodeBlock>',
        '',
        '<CodeBlock language="yaml">{Snippet}</CodeBlock>',
        '',
        '<CodeBlock language="md">{Notes}</CodeBlock>',
        '',
        'The licence has {Licence.length} characters.',
        '',
      ].join('\n'),
      'docs/example.py': 'def greet(name):\n    return f"hello {name}"\n',
      'src/snippets/config.yaml': 'retention_days: 30\n',
      'shared/notes.md': '# Not a partial\n\nSome **notes**.\n',
      'node_modules/tiny-pkg/package.json': '{ "name": "tiny-pkg", "version": "1.0.0" }\n',
      'node_modules/tiny-pkg/LICENCE.txt': 'MIT\n',
    });
    result = build(dir);
  });

  it('build without errors', () => {
    expect(result.output).not.toMatch(/error|warning/i);
    expect(result.status).toBe(0);
  });

  it("give the file's text: highlighted in a code block with its title", () => {
    const html = page('intro');
    expect(html).toContain('<div class="code-block-title">example.py</div>');
    expect(text(html)).toContain('def greet(name):\n    return f"hello {name}"');
    expect(html).toContain('<span class="token keyword">def</span>');
    expect(text(html)).toContain('retention_days: 30');
  });

  it('give a Markdown file as its text, not as a rendered partial', () => {
    const html = page('intro');
    expect(text(html)).toContain('# Not a partial\n\nSome **notes**.');
    expect(html).not.toContain('<strong>notes</strong>');
  });

  it("read a file of one of the site's packages", () => {
    expect(text(page('intro'))).toContain('The licence has 4 characters.');
  });
});

describe('raw-loader and component imports that cannot be read', () => {
  it('a missing file: an error at the import, exit 1', () => {
    const dir = site({ 'docs/intro.mdx': "# Intro\n\nimport Source from '!!raw-loader!./missing.py';\n\n{Source}\n" });
    const { status, output } = build(dir);
    expect(status).toBe(1);
    expect(output).toMatch(/docs\/intro\.mdx:3:\d+ +error +Cannot import "!!raw-loader!\.\/missing\.py"/);
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('a file outside the site, named directly or through a symlink: an error, and its text is not published', () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'docs-raw-outside-'));
    writeFileSync(path.join(outside, 'secret.txt'), 'TOP-SECRET-42\n');
    writeFileSync(path.join(outside, 'Widget.jsx'), "export default function Widget() { return 'TOP-SECRET-43'; }\n");
    for (const [doc, extra] of [
      [`# Intro\n\nimport Secret from '!!raw-loader!${'../'.repeat(12)}${outside.slice(1)}/secret.txt';\n\n{Secret}\n`, {}],
      ["# Intro\n\nimport Secret from '!!raw-loader!./linked.txt';\n\n{Secret}\n", { link: 'docs/linked.txt' }],
      ["# Intro\n\nimport Widget from './Widget.jsx';\n\n<Widget />\n", { link: 'docs/Widget.jsx', target: 'Widget.jsx' }],
    ] as [string, { link?: string; target?: string }][]) {
      const dir = site({ 'docs/intro.mdx': doc });
      if (extra.link) symlinkSync(path.join(outside, extra.target ?? 'secret.txt'), path.join(dir, extra.link));
      const { status, output } = build(dir);
      expect(status, output).toBe(1);
      expect(output).toMatch(/docs\/intro\.mdx:3:\d+ +error +.*outside the site folder/);
      expect(output).not.toContain('TOP-SECRET');
    }
  });
});

describe('a Markdown partial outside the site', () => {
  it('is an error at the import, and its text is not published', () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'docs-raw-outside-'));
    writeFileSync(path.join(outside, 'partial.md'), 'TOP-SECRET-44\n');
    const dir = site({ 'docs/intro.mdx': '# Intro\n\nimport Part from "./part.md";\n\n<Part />\n' });
    symlinkSync(path.join(outside, 'partial.md'), path.join(dir, 'docs/part.md'));
    const { status, output } = build(dir);
    expect(status, output).toBe(1);
    expect(output).toMatch(/docs\/intro\.mdx:3:\d+ +error +Cannot import \.\/part\.md: the file is outside the site folder/);
    expect(output).not.toContain('TOP-SECRET');
  });
});
