/**
 * MDX importing an npm package by name (`import { RoughNotation } from 'react-rough-notation'`), as
 * Docusaurus sites do (Casta-mere's site): an installed package is bundled and rendered at build
 * time, as Docusaurus renders it; one not installed is an error at the import. Before, any package
 * import was an error ("the engine does not provide it"), and that site did not build.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildToTemp, writeSite } from '../support/site.js';

const sites: string[] = [];
afterAll(() => sites.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const CONFIG = "module.exports = { title: 'P', url: 'https://p.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };";

/** A site whose doc is `doc`, with a package `fancy-mark` installed (an ES module with a named and a default export). */
function siteWith(doc: string): string {
  const dir = writeSite({
    'docusaurus.config.js': CONFIG,
    'docs/intro.mdx': doc,
    'node_modules/fancy-mark/package.json': JSON.stringify({ name: 'fancy-mark', version: '1.0.0', type: 'module', exports: { '.': { import: './index.js' } } }),
    'node_modules/fancy-mark/index.js': "import * as React from 'react';\nexport function Mark({ children }) { return React.createElement('mark', { className: 'fancy' }, children); }\nexport default function Stamp() { return React.createElement('span', null, 'stamped'); }\n",
  });
  sites.push(dir);
  return dir;
}

describe('an npm package imported by MDX', () => {
  it('renders an installed package’s components at build time, named and default exports', async () => {
    const { outDir } = await buildToTemp(siteWith("import Stamp, { Mark } from 'fancy-mark';\n\n# Intro\n\n### <Mark>Frontend</Mark>\n\n<Stamp />\n"));
    const html = readFileSync(path.join(outDir, 'intro', 'index.html'), 'utf8');
    expect(html).toMatch(/<h3 id="frontend"><mark class="fancy">Frontend<\/mark>/);
    expect(html).toContain('<span>stamped</span>');
  });

  it('is an error at the import when the package is not installed', async () => {
    const { diagnostics } = await loadSite(siteWith("import { Gone } from 'not-installed-pkg/sub';\n\n# Intro\n\n<Gone />\n"), { cache: false });
    expect(diagnostics.map((d) => [d.severity, d.rule, d.file, d.line, d.column])).toEqual([['error', 'mdx-unknown-module', 'docs/intro.mdx', 1, 22]]);
    expect(diagnostics[0].message).toContain('the package not-installed-pkg is not installed for the site');
  });
});
