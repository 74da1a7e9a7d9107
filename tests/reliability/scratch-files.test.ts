/**
 * A build leaves nothing behind outside the site and its output: the scratch files of site
 * components' browser bundles (islands, React pages) are gone from the temp folder once it ends,
 * also when the bundles are made by render threads (a large site).
 */
import { cpSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT, runDocs, tempDir } from './helpers.js';

const fixture = (name: string) => path.join(REPO_ROOT, 'tests', 'fixtures', name);

/** The mdx-site fixture with 300 more docs: pages render in worker threads. */
function largeMdxSite(): string {
  const site = path.join(tempDir(), 'site');
  cpSync(fixture('mdx-site'), site, { recursive: true });
  for (let i = 0; i < 300; i++) writeFileSync(path.join(site, 'docs', `bulk-${i}.md`), `# Bulk ${i}\n\nText ${i}.\n`);
  return site;
}

for (const [name, site] of [['mdx-site', () => fixture('mdx-site')], ['pages-site', () => fixture('pages-site')], ['a large site (render threads)', largeMdxSite]] as const) {
  it(`builds ${name} (site components in the browser) and leaves the temp folder as it was`, () => {
    const scratch = tempDir('docs-scratch-');
    const out = path.join(tempDir(), 'build');
    const result = runDocs(['build', site(), '--out-dir', out], REPO_ROOT, { TMPDIR: scratch });
    expect(result.code, result.stderr).toBe(0);
    // The components' bundles were made (and copied into the build)...
    expect(readdirSync(path.join(out, 'assets', 'js')).filter((f) => /^island-.*\.js$/.test(f)).length).toBeGreaterThan(0);
    // ...and their scratch files removed.
    expect(readdirSync(scratch)).toEqual([]);
    // The large site takes 20 s on a quiet machine and over 60 s on a loaded one: 3x headroom and more.
  }, 180_000);
}
