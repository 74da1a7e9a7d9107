/**
 * The modules MDX may import (renderer/markdown/mdx-eval/runtime.ts provides them at build time), and
 * the check that a doc imports nothing else: an import of a Docusaurus module the engine does not
 * provide is an error at its file:line:col naming the module and what is provided. Files of the
 * site (`./x`, `../x`, `@site/x`) are not checked here: Markdown partials are expanded (partials.ts);
 * other files are the site's own components. Nor are packages (`react-rough-notation`): one the
 * site has installed is bundled as its components are; one it has not is reported by
 * sitePackageImportDiagnostics (site-packages.ts), which knows the site's folder.
 */
import type { Root } from 'mdast';
import type { Diagnostic } from '../diagnostics.js';

export const PROVIDED_MODULES = [
  'react',
  '@docusaurus/Link',
  '@docusaurus/useBaseUrl',
  '@docusaurus/useDocusaurusContext',
  '@docusaurus/BrowserOnly',
  '@docusaurus/ExecutionEnvironment',
  '@docusaurus/Head',
  '@docusaurus/router',
  // Docusaurus ships react-router 5: site components import its hooks and Link directly.
  'react-router-dom',
  'react-router',
  '@docusaurus/Translate',
  '@docusaurus/Interpolate',
  '@docusaurus/useIsBrowser',
  '@docusaurus/useGlobalData',
  '@docusaurus/theme-common',
  '@docusaurus/plugin-content-docs/client',
  '@theme/Tabs',
  '@theme/TabItem',
  '@theme/CodeBlock',
  '@theme/Admonition',
  '@theme/Details',
  '@theme/TOCInline',
  '@theme/DocCardList',
  '@theme/DocCard',
  '@theme/Mermaid',
  '@theme/Heading',
  '@theme/ThemedImage',
  '@theme/IdealImage',
  '@theme/MDXComponents',
  '@theme/Layout',
] as const;

const PROVIDED = new Set<string>(PROVIDED_MODULES);

/** The provided modules as esbuild's `external` patterns: a site module's bundle leaves them to the runtime. */
export const PROVIDED_EXTERNALS = ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', '@docusaurus/*', '@theme/*', '@theme-original/*', '@theme-init/*'];

/** The theme's own X that `@theme-original/X` and `@theme-init/X` name (in a swizzled component wrapping it), as `@theme/X`. */
export const themeOriginal = (specifier: string): string => specifier.replace(/^@theme-(?:original|init)\//, '@theme/');

/** True for a module the engine provides (`@theme-original/X` when it provides `@theme/X`). */
export const isProvidedModule = (specifier: string): boolean => PROVIDED.has(themeOriginal(specifier));

/**
 * The file a webpack raw-loader import names (`!!raw-loader!./example.py`, the way Docusaurus sites
 * import a file's text to show it in a code block), else undefined.
 */
export function rawLoaderTarget(specifier: string): string | undefined {
  return /^!{0,2}raw-loader!(.+)$/.exec(specifier)?.[1];
}

/**
 * The npm package an import names (`react-rough-notation`, `@scope/pkg/sub` -> `@scope/pkg`), else
 * undefined: not for site files, raw-loader imports, nor Docusaurus's and the theme's own modules
 * (`@docusaurus/*`, `@theme*`: provided by the engine, or not at all).
 */
export function packageNameOf(specifier: string): string | undefined {
  if (isSiteFile(specifier) || rawLoaderTarget(specifier) !== undefined || /^@(?:docusaurus|theme(?:-original|-init)?)\//.test(specifier) || specifier.startsWith('node:')) return undefined;
  return /^(?:@[\w.-]+\/)?[\w.-]+/.exec(specifier)?.[0];
}

/** True for an import of a file of the site rather than of a package. */
export function isSiteFile(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('@site/') || specifier.startsWith('/');
}

interface EsNode {
  type: string;
  [key: string]: unknown;
}

/** Import declarations of a tree's ESM: specifier and position (1-based) of the module string. */
export function esmImports(tree: Root): { specifier: string; line: number; column: number }[] {
  const out: { specifier: string; line: number; column: number }[] = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = (node.data as { estree?: { body?: EsNode[] } } | undefined)?.estree;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const source = statement.source as { value: unknown; loc?: { start: { line: number; column: number } } };
      if (typeof source.value !== 'string') continue;
      out.push({ specifier: source.value, line: source.loc?.start.line ?? node.position?.start.line ?? 1, column: (source.loc?.start.column ?? 0) + 1 });
    }
  }
  return out;
}

/**
 * An error for each import of a package the engine does not provide. `@theme/X` may be a component
 * of the site's theme folder: site-theme.ts checks those once the site's files are known.
 */
export function checkImports(tree: Root, file: string): Diagnostic[] {
  return esmImports(tree)
    .filter((imp) => !isSiteFile(imp.specifier) && !isProvidedModule(imp.specifier) && !imp.specifier.startsWith('@theme/') && rawLoaderTarget(imp.specifier) === undefined && packageNameOf(imp.specifier) === undefined)
    .map((imp) => ({
      severity: 'error' as const,
      rule: 'mdx-unknown-module',
      message: `Cannot import "${imp.specifier}" in MDX: the engine does not provide it. Provided: ${PROVIDED_MODULES.join(', ')}; and the site's own files (./x, @site/x, or their text as !!raw-loader!./x).`,
      file,
      line: imp.line,
      column: imp.column,
    }));
}

/** The local names a tree's ESM imports from `specifier` (`import X from 'specifier'`). */
export function importedNames(tree: Root, specifier: string): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node.data as { estree?: { body?: EsNode[] } } | undefined)?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || (statement.source as { value: unknown }).value !== specifier) continue;
      for (const s of statement.specifiers as { local: { name: string } }[]) names.add(s.local.name);
    }
  }
  return names;
}

/** Names an ESM block declares (imports and exports). */
export function boundNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node.data as { estree?: { body?: EsNode[] } } | undefined)?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') {
        for (const s of statement.specifiers as { local: { name: string } }[]) names.add(s.local.name);
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
        const declaration = statement.declaration as EsNode;
        if (declaration.type === 'VariableDeclaration') {
          for (const d of declaration.declarations as { id: EsNode }[]) if (d.id.type === 'Identifier') names.add(d.id.name as string);
        } else if ((declaration.id as EsNode | undefined)?.type === 'Identifier') names.add((declaration.id as { name: string }).name);
      }
    }
  }
  return names;
}

