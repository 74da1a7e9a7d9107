/**
 * A site's own magic comments (`themeConfig.prism.magicComments`), as Docusaurus 3.9.2 applies them
 * (checked on the same config): `// this-line-is-error` is removed and the next line gets the
 * comment's class; a configured list replaces the default, so the highlight directives keep working
 * only when the site lists them. Before, only the highlight directives were known: other directives
 * stayed in the code as visible comments.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'docs-magic-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const DOC = [
  '# Intro',
  '',
  '```js',
  '// this-line-is-error',
  "throw new Error('x');",
  '// highlight-next-line',
  'const ok = 1;',
  '```',
  '',
  '```bash',
  '# focus-start',
  'npm install',
  'npm run build',
  '# focus-end',
  'npm test',
  '```',
].join('\n');

async function build(name: string, themeConfig: string): Promise<string> {
  const site = path.join(scratch, name);
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  writeFileSync(
    path.join(site, 'docusaurus.config.js'),
    `module.exports = { title: 'M', url: 'https://m.example.com', baseUrl: '/', themeConfig: ${themeConfig},
      presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };`,
  );
  writeFileSync(path.join(site, 'docs/intro.md'), DOC);
  writeFileSync(path.join(site, 'docs/languages.md'), LANGUAGES_DOC);
  const out = path.join(scratch, `${name}-out`);
  await buildSite(await loadSite(site, { cache: false }), { outDir: out });
  languagesHtml = readFileSync(path.join(out, 'languages/index.html'), 'utf8');
  return readFileSync(path.join(out, 'intro/index.html'), 'utf8');
}

/** One block per language: a directive in that language's comment syntax, or in one it does not have. */
const LANGUAGE_BLOCKS: [language: string, comment: string][] = [
  ['vbnet', "' highlight-next-line"],
  ['vba', 'REM highlight-next-line'],
  ['batch', 'rem highlight-next-line'],
  ['fortran', '! highlight-next-line'],
  ['cobol', '*> highlight-next-line'],
  ['fsharp', '(* highlight-next-line *)'],
  ['sql', '-- highlight-next-line'],
  ['python', '// highlight-next-line'],
  ['js', '# highlight-next-line'],
];
const LANGUAGES_DOC = ['# Languages', '', ...LANGUAGE_BLOCKS.flatMap(([language, comment]) => ['```' + language, comment, 'marked = 1', '```', ''])].join('\n');
let languagesHtml = '';

let configured: string;
let defaults: string;

beforeAll(async () => {
  configured = await build('configured', `{ prism: { magicComments: [
    { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
    { className: 'code-block-error-line', line: 'this-line-is-error' },
    { className: 'code-block-focus', block: { start: 'focus-start', end: 'focus-end' } },
  ] } }`);
  defaults = await build('defaults', '{}');
});

const lines = (html: string): string[] => (html.match(/<span class="code-line[^"]*">/g) ?? []).map((s) => s.slice(13, -2));

describe('magic comments from themeConfig.prism.magicComments', () => {
  it('remove their directive lines and give the marked lines their class', () => {
    expect(configured).not.toContain('this-line-is-error');
    expect(configured).not.toContain('focus-start');
    expect(configured).not.toContain('highlight-next-line');
    expect(lines(configured)).toEqual(['code-line code-block-error-line', 'code-line highlighted', 'code-line code-block-focus', 'code-line code-block-focus', 'code-line']);
  });

  it("count in the comment syntax of the block's language only, as Docusaurus reads them", async () => {
    const blocks = languagesHtml.match(/<pre[\s\S]*?<\/pre>/g)!;
    expect(blocks).toHaveLength(LANGUAGE_BLOCKS.length);
    const marked = blocks.map((block, i) => `${LANGUAGE_BLOCKS[i][0]}: ${block.replace(/<[^>]+>/g, '').includes('highlight-next-line') ? 'kept' : 'removed'}, ${lines(block).join(' ')}`);
    expect(marked).toEqual([
      'vbnet: removed, code-line highlighted',
      'vba: removed, code-line highlighted',
      'batch: removed, code-line highlighted',
      'fortran: removed, code-line highlighted',
      'cobol: removed, code-line highlighted',
      'fsharp: removed, code-line highlighted',
      'sql: removed, code-line highlighted',
      // `//` is no comment in Python, nor `#` in JavaScript: the line stays, nothing is marked.
      'python: kept, code-line code-line',
      'js: kept, code-line code-line',
    ]);
  });

  it('leave other directives as written without the config (only the highlight ones are Docusaurus\'s default)', () => {
    expect(defaults).toContain('this-line-is-error');
    expect(defaults).toContain('focus-start');
    expect(defaults).not.toContain('highlight-next-line');
    expect(lines(defaults)).toEqual(['code-line', 'code-line', 'code-line highlighted', 'code-line', 'code-line', 'code-line', 'code-line', 'code-line']);
  });
});
