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
  const out = path.join(scratch, `${name}-out`);
  await buildSite(await loadSite(site, { cache: false }), { outDir: out });
  return readFileSync(path.join(out, 'intro/index.html'), 'utf8');
}

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

  it('leave other directives as written without the config (only the highlight ones are Docusaurus\'s default)', () => {
    expect(defaults).toContain('this-line-is-error');
    expect(defaults).toContain('focus-start');
    expect(defaults).not.toContain('highlight-next-line');
    expect(lines(defaults)).toEqual(['code-line', 'code-line', 'code-line highlighted', 'code-line', 'code-line', 'code-line', 'code-line', 'code-line']);
  });
});
