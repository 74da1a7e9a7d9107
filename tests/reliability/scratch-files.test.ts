/**
 * A build leaves nothing behind outside the site and its output: the scratch files of site
 * components' browser bundles (islands, React pages) are gone from the temp folder once it ends.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT, runDocs, tempDir } from './helpers.js';

for (const fixture of ['mdx-site', 'pages-site']) {
  it(`builds ${fixture} (site components in the browser) and leaves the temp folder as it was`, () => {
    const scratch = tempDir('docs-scratch-');
    const out = path.join(tempDir(), 'build');
    const result = runDocs(['build', path.join(REPO_ROOT, 'tests', 'fixtures', fixture), '--out-dir', out], REPO_ROOT, { TMPDIR: scratch });
    expect(result.code, result.stderr).toBe(0);
    // The components' bundles were made (and copied into the build)...
    expect(readdirSync(path.join(out, 'assets', 'js')).filter((f) => /^island-.*\.js$/.test(f)).length).toBeGreaterThan(0);
    // ...and their scratch files removed.
    expect(readdirSync(scratch)).toEqual([]);
  });
}
