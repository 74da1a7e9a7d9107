/**
 * Diagnostics of MDX as Docusaurus evaluates it (tests/fixtures/mdx-diagnostics/<name>/), checked
 * with the real CLI (`docs check --format json`): exit code and the exact diagnostics, at the
 * importing file's and the partial's file:line:col.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkJson, fixture, runCli } from './helpers.js';
import { writeSite } from '../support/site.js';

interface Expected {
  rule: string;
  file: string;
  line: number;
  column: number;
  words: string[];
}

const CASES: { name: string; about: string; diagnostics: Expected[] }[] = [
  {
    name: 'comments-off',
    about: 'an HTML comment in MDX when markdown.mdx1Compat.comments is false',
    diagnostics: [{ rule: 'mdx-syntax', file: 'docs/intro.mdx', line: 5, column: 2, words: ['Invalid MDX', 'comment'] }],
  },
  {
    name: 'partial-missing',
    about: 'an import of a partial that does not exist',
    diagnostics: [{ rule: 'mdx-import', file: 'docs/intro.mdx', line: 1, column: 21, words: ['Cannot import ./_missing.mdx', 'no file docs/_missing.mdx'] }],
  },
  {
    name: 'partial-cycle',
    about: 'partials that import each other',
    diagnostics: [
      { rule: 'mdx-import', file: 'docs/_a.mdx', line: 1, column: 15, words: ['./_b.mdx has errors'] },
      { rule: 'mdx-import-cycle', file: 'docs/_b.mdx', line: 1, column: 15, words: ['Import cycle: docs/_a.mdx -> docs/_b.mdx -> docs/_a.mdx'] },
      { rule: 'mdx-import', file: 'docs/intro.mdx', line: 1, column: 15, words: ['./_a.mdx has errors', 'docs/_b.mdx:1:15'] },
    ],
  },
  {
    name: 'partial-syntax',
    about: 'invalid MDX inside a partial',
    diagnostics: [
      { rule: 'mdx-syntax', file: 'docs/_broken.mdx', line: 3, column: 20, words: ['Invalid MDX', 'closing brace'] },
      { rule: 'mdx-import', file: 'docs/intro.mdx', line: 1, column: 20, words: ['./_broken.mdx has errors', 'docs/_broken.mdx:3:20'] },
    ],
  },
  {
    name: 'partial-broken-link',
    about: "a broken .md link inside a partial, resolved against the partial's folder",
    diagnostics: [{ rule: 'broken-markdown-link', file: 'docs/shared/_links.mdx', line: 1, column: 30, words: ['../guide.md', 'resolved to docs/guide.md'] }],
  },
  {
    name: 'unknown-module',
    about: 'an import of a Docusaurus module the engine does not provide (an installed package is bundled: mdx-package-imports.test.ts)',
    diagnostics: [{ rule: 'mdx-unknown-module', file: 'docs/intro.mdx', line: 3, column: 22, words: ['Cannot import "@docusaurus/useThing"', 'Provided: react, @docusaurus/Link', '@theme/TOCInline'] }],
  },
];

describe('MDX diagnostics', () => {
  for (const c of CASES) {
    it(`${c.name}: ${c.about}`, async () => {
      const result = await checkJson(fixture('mdx-diagnostics', c.name));
      expect(result.code).toBe(1);
      expect(result.diagnostics.map((d) => ({ rule: d.rule, file: d.file, line: d.line, column: d.column, severity: d.severity }))).toEqual(c.diagnostics.map((d) => ({ rule: d.rule, file: d.file, line: d.line, column: d.column, severity: 'error' })));
      c.diagnostics.forEach((d, i) => {
        for (const word of d.words) expect(result.diagnostics[i].message).toContain(word);
      });
    });
  }
});

describe('MDX diagnostics at build time', () => {
  it('browser-only: a site component that touches window while rendering fails the build at its element, suggesting <BrowserOnly>', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'docs-mdx-diag-')), 'build');
    const result = await runCli(['build', fixture('mdx-diagnostics', 'browser-only'), '--out-dir', out]);
    expect(result.code).toBe(1);
    expect(result.stdout + result.stderr).toMatch(/docs\/intro\.mdx:5:15\s+error\s+<WindowWidth> needs the browser at render time \(window is not defined\)[^\n]*<BrowserOnly>[^\n]*\[mdx-browser-only\]/);
    expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  // As Docusaurus 3.9.2 fails on it (realsites10 O, errr): before, the object was written as nothing, silently.
  it('an object as content ({{a: 1}}) fails the build at the expression, as React refuses it', async () => {
    const site = writeSite({
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };",
      'docs/d.mdx': "# D\n\nA list: {['x', 'y']}.\n\nAn object: {{a: 1, b: 2}} here.\n",
    }, 'docs-mdx-object-');
    try {
      const result = await runCli(['build', site, '--out-dir', path.join(site, 'out')]);
      expect(result.code).toBe(1);
      expect(result.stdout + result.stderr).toMatch(/docs\/d\.mdx:5:12\s+error\s+This expression failed at build time: Objects are not valid as a React child \(found: object with keys \{a, b\}\)[^\n]*\[mdx-evaluate\]/);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('a JSON file the doc imports that does not parse is an error at its own line:col (not at the doc\'s 1:1)', async () => {
    const site = writeSite({
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };",
      'src/data/team.json': '{\n  "items": [1, 2],\n  title: "x"\n}\n',
      'docs/d.mdx': "# D\n\nimport team from '@site/src/data/team.json';\n\n{team.items.length} members.\n",
    }, 'docs-mdx-json-');
    try {
      const result = await runCli(['build', site, '--out-dir', path.join(site, 'out')]);
      expect(result.code).toBe(1);
      expect(result.stdout + result.stderr).toMatch(/src\/data\/team\.json:3:3\s+error\s+This JSON file, imported by docs\/d\.mdx, does not parse: [^\n]*\[mdx-import\]/);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
