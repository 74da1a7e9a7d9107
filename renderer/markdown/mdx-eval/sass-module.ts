/**
 * Sass stylesheets (`.scss`, `.sass`), as sites with docusaurus-plugin-sass write them: a
 * `customCss` entry, or a component's `import styles from './x.module.scss'`. The `sass` package
 * compiles each file to CSS, which esbuild then bundles as it bundles CSS (a `.module.scss` as a CSS
 * module, its `url()`s resolved from the file's folder). Imports resolve as sass-loader resolves
 * them: relative, from the site's `node_modules` (`bootstrap/scss/x`, `~bootstrap/scss/x`) and
 * `@site/`. Every file a stylesheet loads must be inside the site folder.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { OnLoadResult, PartialMessage, Plugin } from 'esbuild';
import { isConfined, siteRoots } from '../../../engine/graph/confine.js';

type Sass = typeof import('sass');
let api: Sass | undefined;
// Loaded on first use: most sites have no Sass.
const sassApi = (): Sass => (api ??= createRequire(import.meta.url)('sass') as Sass);

/** A Sass file's name. */
export const SASS_FILE = /\.s[ac]ss$/i;

/** Where sass-loader would find an import that is not relative: `~pkg/x` and `@site/x`. */
function siteImporter(siteDir: string) {
  return {
    findFileUrl(url: string): URL | null {
      if (url.startsWith('~')) return pathToFileURL(path.join(siteDir, 'node_modules', url.slice(1)));
      if (url.startsWith('@site/')) return pathToFileURL(path.join(siteDir, url.slice('@site/'.length)));
      return null;
    },
  };
}

interface SassSpan {
  url?: URL;
  start: { line: number; column: number };
  context?: string;
}

/** A place in a Sass file as esbuild's message location (line 1-based, column 0-based). */
function locationOf(span: SassSpan | undefined, fallback: string): PartialMessage['location'] {
  const file = span?.url?.protocol === 'file:' ? fileURLToPath(span.url) : fallback;
  return { file, line: (span?.start.line ?? 0) + 1, column: span?.start.column ?? 0, lineText: span?.context?.split('\n')[0] };
}

/** The file compiled to CSS for esbuild, or its error at the file:line:col Sass gives. */
export function compileSass(file: string, siteDir: string): OnLoadResult {
  const warnings: PartialMessage[] = [];
  let result;
  try {
    result = sassApi().compile(file, {
      style: 'expanded',
      loadPaths: [path.join(siteDir, 'node_modules')],
      importers: [siteImporter(siteDir)],
      logger: {
        // Deprecations (`@import`, global functions) say nothing about this site's output.
        warn: (message, { span, deprecation }) => void (deprecation ? undefined : warnings.push({ text: message, location: locationOf(span, file) })),
        debug: () => undefined,
      },
    });
  } catch (error) {
    const e = error as { sassMessage?: string; message: string; span?: SassSpan };
    return { errors: [{ text: `Sass: ${e.sassMessage ?? e.message}`, location: locationOf(e.span, file) }] };
  }
  const loaded = result.loadedUrls.filter((url) => url.protocol === 'file:').map((url) => fileURLToPath(url));
  const roots = siteRoots(siteDir, []);
  const outside = loaded.find((f) => !isConfined(roots, f));
  if (outside) return { errors: [{ text: `Sass: this stylesheet loads ${outside}, outside the site folder; the engine reads only files inside the site. Move the file into the site`, location: { file } }] };
  return { contents: result.css, loader: /\.module\.s[ac]ss$/i.test(file) ? 'local-css' : 'css', resolveDir: path.dirname(file), watchFiles: loaded, warnings };
}

/** esbuild plugin: Sass files compile to CSS (see the module comment). */
export function sassPlugin(siteDir: string): Plugin {
  return {
    name: 'docs-sass',
    setup(build) {
      build.onLoad({ filter: SASS_FILE }, (args) => compileSass(args.path, siteDir));
    },
  };
}
