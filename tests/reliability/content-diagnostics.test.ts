/**
 * Content the parser cannot read honestly, and diagnostics at the right place: a binary `.md` is an
 * error, Latin-1 text a warning (read as Windows-1252, never "Caf? cr?me"); an unclosed MDX tag at its
 * real line; duplicate ids naming both files; `_category_` link errors at the file and line;
 * `.inf` in front matter said as such; lists nested past 100 levels refused at the line, fast.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasStackTrace, makeSite, runDocs, tempDir, type RunResult } from './helpers.js';

const deepList = (levels: number) => ['# Deep', '', ...Array.from({ length: levels }, (_, i) => `${'  '.repeat(i)}- item ${i}`)].join('\n') + '\n';

describe('files the parser cannot read honestly', () => {
  let site: string;
  let check: RunResult;
  beforeAll(() => {
    site = makeSite(tempDir());
    writeFileSync(path.join(site, 'docs/binary.md'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48]));
    writeFileSync(path.join(site, 'docs/latin.md'), Buffer.from('# Caf\xe9\n\nUne cr\xe8me.\n', 'latin1'));
    check = runDocs(['check', site], site);
  });

  it('a binary .md: an error at the file with what to do', () => {
    expect(check.code).toBe(1);
    expect(check.stdout).toMatch(/^docs\/binary\.md:3:1 {2}error {2}docs\/binary\.md is not a text file \(it holds a NUL byte\), so it cannot be a doc\. Move it out of the docs folder, or rename it/m);
    expect(hasStackTrace(check.stdout + check.stderr)).toBe(false);
  });

  it('Latin-1 text: a warning at the first bad byte, and the page reads right', () => {
    expect(check.stdout).toMatch(/^docs\/latin\.md:1:6 {2}warning {2}docs\/latin\.md is not valid UTF-8 \(byte 0xE9\); it was read as Latin-1 \(Windows-1252\)\. Save the file as UTF-8/m);
    const alone = makeSite(tempDir());
    writeFileSync(path.join(alone, 'docs/latin.md'), Buffer.from('# Caf\xe9\n\nUne cr\xe8me.\n', 'latin1'));
    const build = runDocs(['build', alone], alone);
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).toContain('docs/latin.md:1:6  warning');
  });
});

describe('diagnostics at the right place', () => {
  let check: RunResult;
  beforeAll(() => {
    const site = makeSite(tempDir(), {
      'docs/unclosed.mdx': '# Unclosed\n\nSome text.\n\nMore text.\n\n<div>\n\nInside.\n\nStill inside.\n',
      'docs/other.md': '---\nid: intro\n---\n\n# Other\n',
      'docs/guide/_category_.json': '{\n  "label": "Guide",\n  "link": { "type": "doc", "id": "nope" }\n}\n',
      'docs/guide/start.md': '# Start\n',
      'docs/inf.md': '---\ntitle: Inf\nsidebar_position: .inf\n---\n\n# Inf\n',
    });
    check = runDocs(['check', site], site);
  });

  it('an unclosed MDX tag at its opening line, not 1:1', () => {
    expect(check.stdout).toMatch(/^docs\/unclosed\.mdx:7:1 {2}error {2}Invalid MDX: Expected a closing tag for `<div>`/m);
  });

  it('duplicate ids name both files, at the id front matter', () => {
    expect(check.stdout).toMatch(/^docs\/other\.md:2:1 {2}error {2}Two docs have the id "intro": docs\/intro\.md and docs\/other\.md\./m);
    expect(check.stdout).not.toMatch(/docs\/intro\.md and docs\/intro\.md/);
  });

  it('a _category_ link to a missing doc: at the _category_ file and line', () => {
    expect(check.stdout).toMatch(/^docs\/guide\/_category_\.json:3:34 {2}error {2}The _category_ link of guide names doc "nope", which does not exist\./m);
  });

  it('.inf in front matter is named as infinity, not "number null"', () => {
    expect(check.stdout).toMatch(/^docs\/inf\.md:3:1 {2}error {2}Front matter `sidebar_position` should be a number, got \.inf \(YAML's infinity, not a finite number\)\./m);
    expect(check.stdout).not.toContain('number null');
  });
});

describe('deeply nested lists', () => {
  it('1,000 levels: an error at the line where nesting passes 100, in check and build; 100 levels build', () => {
    const site = makeSite(tempDir(), { 'docs/deep.md': deepList(1000) });
    for (const command of ['check', 'build']) {
      const run = runDocs([command, site], site);
      const output = run.stdout + run.stderr;
      expect(run.code, output).toBe(1);
      expect(output).toMatch(/docs\/deep\.md:103:201 {2}error {2}Lists or block quotes nest 101 levels deep here; at most 100 are allowed/);
      expect(hasStackTrace(output)).toBe(false);
    }
    writeFileSync(path.join(site, 'docs/deep.md'), deepList(100));
    const build = runDocs(['build', site], site);
    expect(build.code, build.stderr).toBe(0);
  }, 120_000);
});

describe('the summary of a failed build', () => {
  it('counts the warnings printed before the error that stopped it', () => {
    const site = makeSite(tempDir());
    // An expression that fails only when it runs, as the page is rendered (after the load's warning).
    writeFileSync(path.join(site, 'docs/expr.mdx'), "# Expr\n\n:::bogus\nText.\n:::\n\nValue: {JSON.parse('not json')}\n");
    const build = runDocs(['build', site, '--out-dir', path.join(tempDir(), 'out')], site);
    expect(build.code).toBe(1);
    expect(build.stderr).toMatch(/docs\/expr\.mdx:3:1 {2}warning .*\[unknown-directive\]/);
    expect(build.stderr).toMatch(/docs\/expr\.mdx:7:\d+ {2}error .*failed at build time/);
    expect(build.stderr).toMatch(/✖ 1 error, 1 warning; the build failed/);
  });
});
