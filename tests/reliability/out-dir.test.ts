/**
 * `--out-dir` never deletes the user's files: a build replaces its output folder as a whole, so the
 * folders it may replace are only its own (marked) builds or empty folders, never the site, its
 * sources, `/` or the home folder. Refusals are exit 2 with one clear line, and nothing is touched.
 */
import { homedir } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import type { SiteGraph } from '../../engine/graph/types.js';
import { OUTPUT_MARKER, outDirProblem } from '../../renderer/server/output.js';
import { hasStackTrace, makeSite, runDocs, snapshot, tempDir, writeFiles } from './helpers.js';

describe('docs build --out-dir refuses folders it must not replace', () => {
  let parent: string;
  let site: string;
  let before: Record<string, string>;

  beforeAll(() => {
    parent = tempDir();
    writeFiles(parent, { 'notes.txt': 'the parent folder holds other work\n' });
    site = makeSite(path.join(parent, 'site'), {
      'i18n/fr/code.json': '{}\n',
      'blog/2024-01-01-hello.md': '# Hello\n',
      'src/pages/index.md': '# Home\n',
      'my-notes/todo.txt': 'keep me\n',
    });
    writeFileSync(path.join(site, 'a-file.txt'), 'a file\n');
    before = snapshot(parent);
  });

  const refusals: [string, RegExp][] = [
    ['.', /is the site folder/],
    ['..', /contains the site folder/],
    ['docs', /is docs, a source of the site/],
    ['docs/out', /lies inside docs/],
    ['static', /is static, a source of the site/],
    ['static/build', /lies inside static/],
    ['i18n', /is i18n/],
    ['blog/out', /lies inside blog/],
    ['src', /is src/],
    ['site.config.mjs', /is site.config.mjs/],
    ['a-file.txt', /is a file/],
    ['my-notes', /holds files that docs build did not write/],
  ];
  for (const [outDir, message] of refusals) {
    it(`--out-dir ${outDir}: exit 2, a clear message, nothing touched`, () => {
      const run = runDocs(['build', site, '--out-dir', outDir], parent);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(message);
      expect(run.stderr).toContain('Nothing was built or deleted.');
      expect(hasStackTrace(run.stderr)).toBe(false);
      expect(snapshot(parent)).toEqual(before);
    });
  }

  it('/ and the home folder are refused', async () => {
    const { graph } = await loadSite(site, { cache: false });
    expect(outDirProblem(path.parse(site).root, graph as SiteGraph)).toMatch(/root of the file system/);
    expect(outDirProblem(homedir(), graph as SiteGraph)).toMatch(/home folder/);
  });
});

describe('docs build replaces its own output', () => {
  it('writes a marked folder, replaces it on the next build, and replaces an empty folder or an older build', () => {
    const site = makeSite(tempDir());
    const first = runDocs(['build', site], site);
    expect(first.code, first.stderr).toBe(0);
    expect(existsSync(path.join(site, 'build', OUTPUT_MARKER))).toBe(true);
    writeFileSync(path.join(site, 'docs/intro.md'), '# Intro\n\nChanged text.\n');
    const second = runDocs(['build', site], site);
    expect(second.code, second.stderr).toBe(0);
    expect(readFileSync(path.join(site, 'build/intro/index.html'), 'utf8')).toContain('Changed text.');

    mkdirSync(path.join(site, 'empty'));
    expect(runDocs(['build', site, '--out-dir', 'empty'], site).code).toBe(0);
    expect(existsSync(path.join(site, 'empty/intro/index.html'))).toBe(true);

    // A build written before the marker existed (ours or Docusaurus's build/): a site at the top.
    writeFiles(site, { 'old/index.html': '<!doctype html>', 'old/assets/js/main.js': '' });
    expect(runDocs(['build', site, '--out-dir', 'old'], site).code).toBe(0);
    expect(existsSync(path.join(site, 'old', OUTPUT_MARKER))).toBe(true);
  });
});
