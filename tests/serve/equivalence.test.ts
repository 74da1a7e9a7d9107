/**
 * What `docs serve` has on disk after a series of incremental rebuilds (every stale page rendered,
 * extensions run) is what a full `docs build` of the same files writes: no change is missed.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';
import { serveFixture, type ServedSite } from './helpers.js';

let site: ServedSite;
let fullDir: string;

beforeAll(async () => {
  site = await serveFixture();
  fullDir = mkdtempSync(path.join(tmpdir(), 'docs-serve-full-'));
});

afterAll(async () => {
  await site?.close();
  rmSync(fullDir, { recursive: true, force: true });
});

function files(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(dir, rel))) {
    const child = rel ? `${rel}/${name}` : name;
    if (statSync(path.join(dir, child)).isDirectory()) out.push(...files(dir, child));
    else out.push(child);
  }
  return out.sort();
}

describe('incremental rebuilds', () => {
  it('end with the files a full build writes', async () => {
    const install = 'docs/guide/install.md';
    const configure = 'docs/guide/configure.md';
    const installText = site.read(install);
    await site.editAndReload(install, installText.replace('title: Install', 'title: Installing').replace('A supported operating system.', 'Linux or macOS, see [configure](configure.md).'));
    await site.editAndReload(configure, site.read(configure).replace('tags: [setup]', 'tags: [tuning]').replace('# Configure', '# Configure\n\n## Options\n\nSome options.'));
    await site.editAndReload('docs/guide/upgrade.md', '---\ntitle: Upgrade\ntags: [setup]\n---\n\n# Upgrade\n\nSee [install](install.md#requirements).\n');
    await site.editAndReload('docs/guide/_category_.json', '{ "label": "The guide", "position": 1 }\n');
    await site.editAndReload('docs/widgets.mdx', site.read('docs/widgets.mdx').replace('First tab.', 'The first tab.'));
    await site.editAndReload('docs/intro.md', site.read('docs/intro.md').replace(' or [running it](./step%203%20-%20setup%20%26%20run/run.md)', ''));
    const from = site.stream.mark();
    const build = site.handle.status().build;
    unlinkSync(path.join(site.dir, 'docs', 'step 3 - setup & run', 'run.md'));
    await site.stream.next((e) => e.event === 'reload' && (e.data.build ?? 0) > build, from, 'a reload after deleting a doc');
    await site.settled();
    expect(site.handle.status().errors).toEqual([]);

    const loaded = await loadSite(site.dir, { cache: false });
    expect(loaded.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const out = path.join(fullDir, 'build');
    await buildSite(loaded, { outDir: out });

    const served = new Set(files(site.handle.outDir));
    const full = files(out);
    for (const file of full) {
      expect(served.has(file), file).toBe(true);
      expect(readFileSync(path.join(site.handle.outDir, file), 'utf8'), file).toBe(readFileSync(path.join(out, file), 'utf8'));
    }
    // Nothing more, but images of older versions of a doc.
    const fullSet = new Set(full);
    expect([...served].filter((f) => !fullSet.has(f) && !f.startsWith('assets/images/'))).toEqual([]);
  });
});
