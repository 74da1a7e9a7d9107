/**
 * The site's own theme components, as Docusaurus resolves `@theme/X`: a file of the site's theme
 * folder (`src/theme/X.js`, `src/theme/X/index.tsx`, `src/theme/X/Part.js`) comes first. Only names
 * the engine does not provide itself resolve here: a swizzled copy of a provided component (Tabs,
 * CodeBlock ...) is not run (swizzled-theme.ts warns about it), and the engine's own is used.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { Diagnostic } from '../diagnostics.js';
import { GLOBAL_COMPONENTS_FOLDER } from './global-components.js';
import { esmImports, isProvidedModule } from './mdx-modules.js';

const CODE_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.mjs'];

/** `X` of `@theme/X`, else undefined (`@theme-original/X` and `@theme-init/X` name the theme's own X). */
export const siteThemeName = (specifier: string): string | undefined => (/^@theme\/(.+)$/.exec(specifier)?.[1]);

/** The file of the site that `@theme/X` names when the engine does not provide X, else undefined. */
export function siteThemeFile(specifier: string, siteDir: string): string | undefined {
  const name = siteThemeName(specifier);
  if (!name || isProvidedModule(specifier) || name.split('/').includes('..')) return undefined;
  const base = path.join(siteDir, GLOBAL_COMPONENTS_FOLDER, name);
  const candidates = [...CODE_EXTENSIONS.map((e) => base + e), ...CODE_EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/**
 * An error for each `@theme/X` a doc imports that is neither provided nor a file of the site's theme
 * folder (the parse, cached without the site's files, leaves these to this check).
 */
export function siteThemeImportDiagnostics(tree: Root, file: string, siteDir: string): Diagnostic[] {
  return esmImports(tree)
    .filter((imp) => siteThemeName(imp.specifier) !== undefined && !isProvidedModule(imp.specifier) && !siteThemeFile(imp.specifier, siteDir))
    .map((imp) => ({
      severity: 'error' as const,
      rule: 'mdx-unknown-module',
      message: `Cannot import "${imp.specifier}" in MDX: the engine does not provide it, and the site has no ${GLOBAL_COMPONENTS_FOLDER}/${siteThemeName(imp.specifier)} (.js, .jsx, .ts, .tsx, or a folder with an index file).`,
      file,
      line: imp.line,
      column: imp.column,
    }));
}

/**
 * Bundler aliases of the site's own theme components: `@theme/X` -> the site's `src/theme/X` for
 * each top-level component the engine does not provide (a folder's parts, `@theme/X/Part`, follow).
 */
export function siteThemeAliases(siteDir: string): Record<string, string> {
  const themeDir = path.join(siteDir, GLOBAL_COMPONENTS_FOLDER);
  if (!existsSync(themeDir) || !statSync(themeDir).isDirectory()) return {};
  const out: Record<string, string> = {};
  for (const entry of readdirSync(themeDir, { withFileTypes: true })) {
    const name = entry.isDirectory() ? entry.name : entry.name.replace(/\.(?:jsx?|tsx?|mjs)$/, '');
    if (name === entry.name && !entry.isDirectory()) continue;
    if (!name.startsWith('.') && !isProvidedModule(`@theme/${name}`)) out[`@theme/${name}`] = path.join(themeDir, name);
  }
  return out;
}
