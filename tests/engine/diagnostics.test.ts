/**
 * One tiny fixture per diagnostic under tests/fixtures/diagnostics/<name>/, checked with the real CLI
 * (`node bin/docs.js check <fixture>`, and `--format json` for some). Each case asserts the exit code
 * and the exact list of diagnostics: rule, severity, file, line, column, the key words of the message
 * and, where a close route, doc id, version or key exists, the "did you mean" suggestion.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../engine/diagnostics.js';
import { type CliResult, fixture, mapLimit, runCli } from './helpers.js';

interface Expected {
  rule: string;
  severity: 'error' | 'warning';
  file: string;
  line: number;
  column: number;
  /** Substrings the message must contain. */
  words: string[];
  /** The `suggestion` field (checked in JSON output), or null when there must be none. */
  suggestion?: string | null;
}

interface Case {
  name: string;
  about: string;
  exit: 0 | 1 | 2;
  /** Run with `--format json` (and check `suggestion`) instead of the text output. */
  json?: boolean;
  diagnostics: Expected[];
}

const CASES: Case[] = [
  {
    name: 'broken-markdown-link',
    about: 'a relative .md link to a file that is not a doc',
    exit: 1,
    json: true,
    diagnostics: [
      { rule: 'broken-markdown-link', severity: 'error', file: 'docs/intro.md', line: 5, column: 10, words: ['./setpu.md', 'docs/setpu.md', 'Did you mean ./setup.md?'], suggestion: './setup.md' },
    ],
  },
  {
    name: 'broken-link',
    about: 'an absolute route that is no page',
    exit: 1,
    json: true,
    diagnostics: [
      { rule: 'broken-link', severity: 'error', file: 'docs/intro.md', line: 5, column: 6, words: ['/guide/instal', 'not a page', 'Did you mean /guide/install?'], suggestion: '/guide/install' },
    ],
  },
  {
    name: 'broken-link-version',
    about: 'links from version 1.0 into the current version',
    exit: 1,
    json: true,
    diagnostics: [
      { rule: 'broken-link', severity: 'error', file: 'versioned_docs/version-1.0/intro.md', line: 5, column: 9, words: ['/next/new-featur', 'Did you mean /next/new-feature?'], suggestion: '/next/new-feature' },
      {
        rule: 'broken-markdown-link',
        severity: 'error',
        file: 'versioned_docs/version-1.0/intro.md',
        line: 6,
        column: 5,
        words: ['./new-feature.md', 'versioned_docs/version-1.0/new-feature.md', 'version "current"', 'Did you mean the route /next/new-feature?'],
        suggestion: '/next/new-feature',
      },
    ],
  },
  {
    name: 'broken-markdown-image',
    about: 'a markdown image whose file does not exist',
    exit: 1,
    diagnostics: [{ rule: 'broken-markdown-image', severity: 'error', file: 'docs/intro.md', line: 7, column: 1, words: ['Image not found', './img/architecture.png', 'docs/img/architecture.png'] }],
  },
  {
    name: 'broken-anchor',
    about: 'anchors that are no heading, on the same page and on another page (warnings by default)',
    exit: 0,
    diagnostics: [
      { rule: 'broken-anchor', severity: 'warning', file: 'docs/intro.md', line: 5, column: 5, words: ['#instalation', 'this page', 'Did you mean #installation?'], suggestion: 'installation' },
      { rule: 'broken-anchor', severity: 'warning', file: 'docs/intro.md', line: 5, column: 38, words: ['#setpu', '/other', 'Did you mean #setup?'], suggestion: 'setup' },
    ],
  },
  {
    name: 'duplicate-route',
    about: 'two docs with the same slug',
    exit: 1,
    diagnostics: [{ rule: 'duplicate-route', severity: 'error', file: 'docs/second.md', line: 3, column: 1, words: ['"/same-page"', 'docs/first.md', 'docs/second.md'] }],
  },
  {
    name: 'sidebar-missing-doc',
    about: 'a sidebars.ts entry naming a doc that does not exist',
    exit: 1,
    json: true,
    diagnostics: [
      { rule: 'sidebar-missing-doc', severity: 'error', file: 'sidebars.ts', line: 4, column: 49, words: ['sidebar "docs"', '"guide/instal"', 'does not exist', 'Did you mean "guide/install"?'], suggestion: 'guide/install' },
    ],
  },
  {
    name: 'navbar-item-type',
    about: 'a navbar item of an unknown type',
    exit: 2,
    json: true,
    diagnostics: [
      {
        rule: 'navbar-item-type',
        severity: 'error',
        file: 'site.config.ts',
        line: 7,
        column: 17,
        words: ['Unknown navbar item type "docSidebarr"', 'Item config: {"type":"docSidebarr","label":"Docs","sidebarId":"defaultSidebar"}', 'Did you mean "docSidebar"?'],
        suggestion: 'docSidebar',
      },
    ],
  },
  {
    name: 'navbar-sidebar-no-link',
    about: 'a docSidebar navbar item whose sidebar has no link target',
    exit: 2,
    diagnostics: [{ rule: 'navbar-sidebar-no-link', severity: 'error', file: 'site.config.ts', line: 7, column: 42, words: ['sidebar "links"', 'no link target', 'Item config:'] }],
  },
  {
    name: 'navbar-unknown-version',
    about: 'a docsVersionDropdown naming an unknown version',
    exit: 2,
    json: true,
    diagnostics: [
      { rule: 'navbar-unknown-version', severity: 'error', file: 'site.config.ts', line: 7, column: 62, words: ['version "1.1"', 'Available versions: current, 1.0.', 'Did you mean "1.0"?'], suggestion: '1.0' },
    ],
  },
  {
    name: 'navbar-unknown-doc',
    about: 'a doc navbar item with an unknown docId',
    exit: 2,
    diagnostics: [{ rule: 'navbar-unknown-doc', severity: 'error', file: 'site.config.ts', line: 7, column: 31, words: ['doc "intor"', 'does not exist', 'Did you mean "intro"?'] }],
  },
  {
    name: 'locale-config',
    about: 'a locale listed without a usable locale config',
    exit: 2,
    json: true,
    diagnostics: [
      { rule: 'locale-config', severity: 'error', file: 'site.config.ts', line: 6, column: 21, words: ['Locale "xx-invalid_"', 'no usable locale config', 'i18n.localeConfigs["xx-invalid_"]'], suggestion: null },
    ],
  },
  {
    name: 'docs-plugin-disabled',
    about: 'a docs navbar item while docs: false',
    exit: 2,
    diagnostics: [{ rule: 'docs-plugin-disabled', severity: 'error', file: 'site.config.ts', line: 8, column: 17, words: ['"docSidebar"', 'needs the docs plugin, which is not enabled', 'Item config:'] }],
  },
  {
    name: 'front-matter-type',
    about: 'front matter values of the wrong type',
    exit: 1,
    json: true,
    diagnostics: [
      { rule: 'front-matter-type', severity: 'error', file: 'docs/intro.md', line: 3, column: 1, words: ['`sidebar_position`', 'should be a number', '"first"'], suggestion: null },
      { rule: 'front-matter-type', severity: 'error', file: 'docs/intro.md', line: 4, column: 1, words: ['`hide_title`', 'should be true or false', '"yes"'], suggestion: null },
      { rule: 'front-matter-type', severity: 'error', file: 'docs/intro.md', line: 5, column: 1, words: ['`id`', 'without "/"', '"guide/intro"'], suggestion: null },
    ],
  },
  {
    name: 'yaml-syntax',
    about: 'YAML that does not parse: front matter, _category_.yml, tags.yml',
    exit: 1,
    diagnostics: [
      { rule: 'yaml-syntax', severity: 'error', file: 'docs/guide/_category_.yml', line: 1, column: 8, words: ['_category_.yml cannot be parsed', 'Nested mappings'] },
      { rule: 'yaml-syntax', severity: 'error', file: 'docs/intro.md', line: 2, column: 8, words: ['Front matter is not valid YAML', 'Nested mappings'] },
      { rule: 'yaml-syntax', severity: 'error', file: 'docs/tags.yml', line: 2, column: 10, words: ['tags file is not valid YAML', 'Nested mappings'] },
    ],
  },
  {
    name: 'mdx-syntax',
    about: 'an MDX file with an unclosed expression',
    exit: 1,
    diagnostics: [{ rule: 'mdx-syntax', severity: 'error', file: 'docs/intro.mdx', line: 7, column: 38, words: ['Invalid MDX', 'closing brace', 'write `{` as `\\{`'] }],
  },
  {
    name: 'config-unknown-key',
    about: 'an unknown config key (a warning)',
    exit: 0,
    json: true,
    diagnostics: [{ rule: 'config-unknown-key', severity: 'warning', file: 'site.config.ts', line: 3, column: 3, words: ['Unknown config key `tagLine`', 'Did you mean `tagline`?'], suggestion: 'tagline' }],
  },
  {
    name: 'config-type',
    about: 'a config value of the wrong type (exit 2)',
    exit: 2,
    json: true,
    diagnostics: [
      { rule: 'config-type', severity: 'error', file: 'site.config.ts', line: 6, column: 7, words: ['`themeConfig.navbar.hideOnScroll`', 'should be a boolean', 'string "yes"'], suggestion: null },
    ],
  },
  {
    name: 'unknown-version',
    about: 'docs.lastVersion naming a version that does not exist',
    exit: 2,
    diagnostics: [{ rule: 'unknown-version', severity: 'error', file: 'site.config.ts', line: 5, column: 5, words: ['docs.lastVersion', '"1.1"', 'Available versions: current, 1.0.', 'Did you mean "1.0"?'] }],
  },
  {
    name: 'config-type-nested',
    about: 'a wrong type inside `docs` (a union of false and an object) names the full key path',
    exit: 2,
    diagnostics: [{ rule: 'config-type', severity: 'error', file: 'site.config.ts', line: 6, column: 5, words: ['`docs.sidebarCollapsed`', 'should be a boolean', 'string "no"'] }],
  },
];

/** `file:line:col  severity  message  [rule]` */
const LINE = /^(?<file>[^\s].*?):(?<line>\d+):(?<column>\d+) {2}(?<severity>error|warning) {2}(?<message>.*) {2}\[(?<rule>[a-z-]+)\]$/;

function parseText(stdout: string): Diagnostic[] {
  return stdout
    .split('\n')
    .filter((line) => /\[[a-z-]+\]$/.test(line))
    .map((line) => {
      const m = LINE.exec(line);
      if (!m?.groups) throw new Error(`not a compiler-style diagnostic line: ${line}`);
      const g = m.groups;
      return { file: g.file, line: Number(g.line), column: Number(g.column), severity: g.severity as Diagnostic['severity'], message: g.message, rule: g.rule };
    });
}

/** One CLI run per fixture: `--format json` for the cases marked json, compiler-style text for the rest. */
const results = new Map<string, CliResult>();

beforeAll(async () => {
  await mapLimit(CASES, 3, async (c) => {
    const args = ['check', fixture('diagnostics', c.name), ...(c.json ? ['--format', 'json'] : [])];
    results.set(c.name, await runCli(args));
  });
  // 22 CLI runs, three at a time: about 30 s on a quiet machine, 120 s was not enough under load.
}, 360_000);

function expectDiagnostics(actual: Diagnostic[], expected: Expected[]): void {
  const where = (d: { rule: string; severity: string; file?: string; line?: number; column?: number }) => `${d.file}:${d.line}:${d.column} ${d.severity} [${d.rule}]`;
  expect(actual.map(where)).toEqual(expected.map(where));
  expected.forEach((e, i) => {
    for (const word of e.words) expect(actual[i].message).toContain(word);
  });
}

describe.each(CASES.filter((c) => !c.json))('docs check <fixture>: $name ($about)', (c) => {
  it(`exits ${c.exit} and prints the diagnostics compiler-style`, () => {
    const result = results.get(c.name)!;
    expect(result.code, result.stdout + result.stderr).toBe(c.exit);
    expectDiagnostics(parseText(result.stdout), c.diagnostics);
    const errors = c.diagnostics.filter((d) => d.severity === 'error').length;
    const warnings = c.diagnostics.length - errors;
    expect(result.stdout).toMatch(new RegExp(`${errors} errors?, ${warnings} warnings?`));
  });
});

describe.each(CASES.filter((c) => c.json))('docs check <fixture> --format json: $name ($about)', (c) => {
  it(`exits ${c.exit} and prints the diagnostics as a JSON array, with suggestions`, () => {
    const result = results.get(c.name)!;
    expect(result.code, result.stdout + result.stderr).toBe(c.exit);
    const parsed = JSON.parse(result.stdout) as Diagnostic[];
    expect(Array.isArray(parsed)).toBe(true);
    expectDiagnostics(parsed, c.diagnostics);
    c.diagnostics.forEach((e, i) => {
      if (e.suggestion === undefined) return;
      if (e.suggestion === null) expect(parsed[i].suggestion).toBeUndefined();
      else expect(parsed[i].suggestion).toBe(e.suggestion);
    });
  });
});

describe('docs check: usage', () => {
  it('exits 2 on an unknown option value', async () => {
    const result = await runCli(['check', fixture('clean-site'), '--format', 'yaml']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Allowed choices are text, json");
  });

  it('exits 2 when the folder has no site config', async () => {
    const result = await runCli(['check', fixture('diagnostics'), '--format', 'json']);
    expect(result.code).toBe(2);
    const [diagnostic] = JSON.parse(result.stdout) as Diagnostic[];
    expect(diagnostic).toMatchObject({ severity: 'error', rule: 'config-missing' });
    expect(diagnostic.message).toContain('site.config.ts');
  });
});
