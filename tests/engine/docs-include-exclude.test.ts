/**
 * The docs plugin's `exclude` and `include` options, as Docusaurus 3.9.2 reads them (checked): a
 * site's own `exclude` replaces the default one (its `_partial.md` becomes a doc unless it excludes
 * it too), and `include` keeps only the files it matches.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'docs-include-exclude-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function docIds(name: string, docsOptions: string): Promise<string[]> {
  const dir = path.join(scratch, name);
  const files: Record<string, string> = {
    'docs/intro.md': '# Intro\n',
    'docs/_partial.md': 'A partial.\n',
    'docs/drafts/wip.md': '# WIP\n',
    'docs/extra.mdx': '# Extra\n',
    'docs/_shared/note.md': '# Note\n',
    'docusaurus.config.js': `module.exports = { title: 'X', url: 'https://x.example.com', baseUrl: '/', presets: [['classic', { docs: ${docsOptions}, blog: false }]] };\n`,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const { graph } = await loadSite(dir, { cache: false });
  return graph.docs.map((d) => d.id).sort();
}

describe('docs exclude and include', () => {
  it('by default leave out _ files and folders', async () => {
    expect(await docIds('defaults', '{}')).toEqual(['drafts/wip', 'extra', 'intro']);
  });

  it('replace the default exclusions with the site’s own', async () => {
    expect(await docIds('custom-exclude', "{ exclude: ['**/drafts/**'] }")).toEqual(['_partial', '_shared/note', 'extra', 'intro']);
  });

  it('keep only what include matches', async () => {
    expect(await docIds('custom-include', "{ include: ['**/*.md'] }")).toEqual(['drafts/wip', 'intro']);
  });
});
