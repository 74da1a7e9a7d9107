/**
 * Docusaurus's `markdown.preprocessor` is run on every content file before it is parsed, as in
 * Docusaurus 3.9.2 (checked on the same site: `{{VERSION}}` replaced in the body and in an imported
 * partial, the partial's own path given). Before, it was not run: the page showed `{{VERSION}}`.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildToTemp, writeSite } from '../support/site.js';

const sites: string[] = [];
afterAll(() => {
  for (const dir of sites) rmSync(dir, { recursive: true, force: true });
});

function site(preprocessor: string, files: Record<string, string>): string {
  const dir = writeSite({
    'docusaurus.config.js': `module.exports = { title: 'P', url: 'https://p.example.com', baseUrl: '/', markdown: { preprocessor: ${preprocessor} },
      presets: [['classic', { docs: { routeBasePath: '/' }, blog: { path: 'blog' } }]] };`,
    ...files,
  });
  sites.push(dir);
  return dir;
}

const REPLACE = `({ filePath, fileContent }) => fileContent.replaceAll('{{VERSION}}', '2.4.1').replaceAll('@FILE@', require('path').basename(filePath))`;

describe('markdown.preprocessor', () => {
  it('rewrites docs, their partials and blog posts before they are parsed', async () => {
    const dir = site(REPLACE, {
      'docs/intro.md': "# Install {{VERSION}}\n\nInstall version {{VERSION}} from @FILE@.\n\nimport Shared from './_shared.md';\n\n<Shared />\n",
      'docs/_shared.md': 'Shared text for {{VERSION}} in @FILE@.\n',
      'blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\n\nRelease {{VERSION}}.\n\n<!-- truncate -->\n',
    });
    const { outDir } = await buildToTemp(dir);
    const intro = readFileSync(path.join(outDir, 'intro/index.html'), 'utf8');
    expect(intro).toContain('<h1>Install 2.4.1</h1>');
    expect(intro).toContain('Install version 2.4.1 from intro.md.');
    expect(intro).toContain('Shared text for 2.4.1 in _shared.md.');
    expect(intro).not.toContain('{{VERSION}}');
    expect(readFileSync(path.join(outDir, 'blog/2024/01/01/hello/index.html'), 'utf8')).toContain('Release 2.4.1.');
  });

  it('keeps diagnostics at the file’s lines when the function keeps its lines', async () => {
    const dir = site(REPLACE, { 'docs/intro.md': '# Intro {{VERSION}}\n\nText {{VERSION}} then a [broken](./missing.md) link.\n' });
    const { diagnostics } = await loadSite(dir, { cache: false });
    expect(diagnostics).toContainEqual(expect.objectContaining({ file: 'docs/intro.md', line: 3, column: 19 }));
  });

  it('reports a function that throws at the file, and builds the other docs', async () => {
    const dir = site(`({ filePath, fileContent }) => { if (filePath.endsWith('bad.md')) throw new Error('no way'); return fileContent; }`, {
      'docs/intro.md': '# Intro\n\nFine.\n',
      'docs/bad.md': '# Bad\n',
    });
    const { diagnostics } = await loadSite(dir, { cache: false });
    expect(diagnostics).toContainEqual(expect.objectContaining({ severity: 'error', rule: 'preprocessor-failed', file: 'docs/bad.md', message: expect.stringContaining('no way') }));
  });
});
