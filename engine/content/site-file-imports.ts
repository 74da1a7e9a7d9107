/**
 * MDX imports of the site's own files (`./Chart.jsx`, `@site/src/data.json`, `../img/a.png`) must name
 * a file, as the build looks for it (Node-style: as written, with a code extension, or a folder's
 * index): `docs check` reports a missing one at the import, as `docs build` does. Markdown partials
 * are checked where they are expanded (partials.ts); a root path (`/img/x.png`) is looked for in the
 * static folders at build time only.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { Diagnostic } from '../diagnostics.js';
import { esmImports, rawLoaderTarget } from './mdx-modules.js';

/** As Node and Docusaurus's bundler complete a path (a few more than the build's own lookup: never a false error). */
const CODE_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs', '.json'];

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** Whether a site file import names a file (relative to `abs`, the importing file, or `@site/`). */
export function namesFile(specifier: string, abs: string, siteDir: string): boolean {
  const clean = specifier.replace(/[?#].*$/, '');
  const base = clean.startsWith('@site/') ? path.join(siteDir, clean.slice(6)) : path.resolve(path.dirname(abs), clean);
  return [base, ...CODE_EXTENSIONS.map((e) => base + e), ...CODE_EXTENSIONS.map((e) => path.join(base, `index${e}`))].some(isFile);
}

export function siteFileImportDiagnostics(tree: Root, file: string, abs: string, siteDir: string): Diagnostic[] {
  return esmImports(tree).flatMap((imp) => {
    const { specifier } = imp;
    const local = specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('@site/');
    if (!local || /\.mdx?$/i.test(specifier.replace(/[?#].*$/, '')) || rawLoaderTarget(specifier) !== undefined || namesFile(specifier, abs, siteDir)) return [];
    return [{ severity: 'error' as const, rule: 'mdx-unknown-module', message: `Cannot import "${specifier}": there is no such file in the site (relative to this doc, or @site/ for the site root). Fix the path.`, file, line: imp.line, column: imp.column }];
  });
}
