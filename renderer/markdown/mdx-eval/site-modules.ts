/**
 * Files of the site that MDX imports as modules, for build-time rendering:
 *   images (`import shot from './shot.png'`)   -> the hashed asset URL (AssetSink)
 *   documents, fonts, media (`require('./form.pdf').default`) -> the hashed asset URL, in Docusaurus's folders
 *   SVG (`import Logo from './logo.svg'`)      -> a component rendering the SVG inline
 *   a file's text (`!!raw-loader!./example.py`) -> the text, as webpack's raw-loader gives it
 *   components (`./Foo.jsx`, `@site/src/...`)  -> bundled by esbuild (their CSS and CSS modules too,
 *                                                 images inside as data URIs), evaluated once per build
 *   installed packages (`react-rough-notation`) -> bundled and evaluated the same way (rendered at
 *                                                 build time only: no island, as a page's own JSX)
 * The CSS of the components a doc uses is returned with the page (SiteModules.css) and inlined there.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isConfined, siteRoots } from '../../../engine/graph/confine.js';
import { buildSyncWithSass } from './esbuild-sync.js';
import * as React from 'react';
import type { AssetFolder, AssetSink } from '../assets.js';
import type { Metafile } from 'esbuild';
import { providedModule } from './runtime.js';
import { siteThemeAliases, siteThemeFile } from '../../../engine/content/site-theme.js';
import { packageNameOf, PROVIDED_EXTERNALS } from '../../../engine/content/mdx-modules.js';
import { isPackageInstalled } from '../../../engine/content/site-packages.js';
import { IMAGE_FILE, imageDataUrl, svgParts } from './svg-module.js';
import { svgElementProps } from '../svg-title.js';
import { LENT_NODE_PATHS } from './lent-packages.js';
import { siteRootFile } from './site-root.js';
import type { SiteConfig } from '../../../engine/config/schema.js';

export interface SiteModules {
  assets: AssetSink;
  /** Evaluated modules by absolute path. */
  cache: Map<string, { exports: Record<string, unknown>; css: string }>;
  /** Island bundle URLs of components, by absolute path (islands.ts). */
  islands: Map<string, string>;
}

export function createSiteModules(assets: AssetSink): SiteModules {
  return { assets, cache: new Map(), islands: new Map() };
}

/** A component file (as opposed to an image, SVG or stylesheet): it becomes an island. */
export function isComponentFile(abs: string): boolean {
  return /\.(m?jsx?|tsx?)$/i.test(abs);
}

const CODE_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.mjs'];

/** The file an import names, with Node-style extension and index lookup; `@theme/X` may be the site's own (site-theme.ts). */
export function resolveFile(specifier: string, fromFile: string, siteDir: string, staticDirectories: readonly string[] = ['static']): string | undefined {
  if (specifier.startsWith('@theme/')) return siteThemeFile(specifier, siteDir);
  if (specifier.startsWith('/')) return siteRootFile(specifier, siteDir, staticDirectories);
  const base = specifier.startsWith('@site/') ? path.join(siteDir, specifier.slice(6)) : specifier.startsWith('.') ? path.resolve(path.dirname(fromFile), specifier) : undefined;
  if (!base) return undefined;
  const candidates = [base, ...CODE_EXTENSIONS.map((e) => base + e), ...CODE_EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/** An SVG file as a React component: the `<svg>` element with its attributes, its content inline (its `title` prop its `<title>`: svg-title.ts). */
function svgComponent(abs: string): React.FC<Record<string, unknown>> {
  const { attributes, inner } = svgParts(readFileSync(abs, 'utf8'));
  const Svg = (props: Record<string, unknown>) => React.createElement('svg', svgElementProps(attributes, inner, props));
  Svg.displayName = path.basename(abs);
  return Svg;
}

/**
 * A JSON file as webpack gives it to an import: the parsed value is the default export, and an
 * object's top-level keys are named exports too (`import {items} from './data.json'`).
 */
function jsonModule(abs: string): Record<string, unknown> {
  const text = readFileSync(abs, 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new JsonImportError(abs, text, (error as Error).message);
  }
  const named = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { ...named, default: value, __esModule: true };
}

/** Images and SVG files (kept out of a component's bundle: `require` gives their modules). */
const ASSET_EXTERNALS = ['*.svg', '*.png', '*.jpg', '*.jpeg', '*.gif', '*.webp', '*.avif', '*.ico', '*.bmp'];

/**
 * The files the bundle's image and SVG imports name, by specifier as written (esbuild keeps a
 * relative one as written). A specifier naming two files from two folders takes the first.
 */
function assetImports(metafile: Metafile | undefined, siteDir: string, staticDirectories: readonly string[] = ['static']): Map<string, string> {
  const out = new Map<string, string>();
  for (const [input, { imports }] of Object.entries(metafile?.inputs ?? {})) {
    for (const imp of imports) {
      if (!imp.external || !(IMAGE_FILE.test(imp.path) || /\.svg$/i.test(imp.path)) || out.has(imp.path)) continue;
      // One from the site's root (`/img/logo.png`) is in a static folder, as the doc's own are found.
      const fromRoot = path.isAbsolute(imp.path) ? siteRootFile(imp.path, siteDir, staticDirectories) : undefined;
      out.set(imp.path, fromRoot ?? (path.isAbsolute(imp.path) ? imp.path : path.resolve(siteDir, path.dirname(input), imp.path)));
    }
  }
  return out;
}

/**
 * The module of an image or SVG file that a component imports: as the island bundle gives it (an
 * image's data URL as default export, an SVG as a component), so hydration finds the same HTML.
 */
function assetModule(abs: string): Record<string, unknown> {
  return { default: /\.svg$/i.test(abs) ? svgComponent(abs) : imageDataUrl(abs), __esModule: true };
}

/** Bundles a component file (imports of provided modules, images and SVG stay external) and evaluates it. */
function loadComponent(abs: string, siteDir: string, staticDirectories: readonly string[]): { exports: Record<string, unknown>; css: string } {
  // A CSS module is bundled from a module re-exporting it: its default export is the class-name map.
  const entry = /\.module\.(?:css|s[ac]ss)$/i.test(abs) ? { stdin: { contents: `export { default } from ${JSON.stringify(abs)};`, resolveDir: path.dirname(abs), sourcefile: `${path.basename(abs)}.js` } } : { entryPoints: [abs] };
  return bundleAndEvaluate(entry, siteDir, path.relative(siteDir, abs), staticDirectories);
}

/** Bundles an installed package MDX imports by name, as a component file is (packageNameOf). */
function loadPackage(specifier: string, siteDir: string): { exports: Record<string, unknown>; css: string } {
  // Imported as an ES module (the package's `import` export condition, as webpack does for Docusaurus); its namespace is the module.
  const bundled = bundleAndEvaluate({ stdin: { contents: `import * as all from ${JSON.stringify(specifier)};\nexport default all;`, resolveDir: siteDir, sourcefile: 'package-import.js' } }, siteDir, specifier);
  return { exports: { ...(bundled.exports.default as Record<string, unknown>), __esModule: true }, css: bundled.css };
}

/** Bundles and runs a module; a component's import from the site's root (`/img/logo.png`) is found as the doc's is (`staticDirectories`). */
function bundleAndEvaluate(entry: { entryPoints: string[] } | { stdin: { contents: string; resolveDir: string; sourcefile: string } }, siteDir: string, shown: string, staticDirectories?: readonly string[]): { exports: Record<string, unknown>; css: string } {
  const result = buildSyncWithSass({
    ...entry,
    absWorkingDir: siteDir,
    bundle: true,
    write: false,
    metafile: true,
    outdir: path.join(siteDir, '.docs-components'),
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    // The site's own theme components are bundled in (an alias wins over the external pattern).
    alias: { ...siteThemeAliases(siteDir), '@site': siteDir },
    nodePaths: LENT_NODE_PATHS,
    external: [...PROVIDED_EXTERNALS, ...ASSET_EXTERNALS],
    loader: { '.js': 'jsx' },
  }, siteDir, staticDirectories);
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '';
  const css = result.outputFiles.filter((f) => f.path.endsWith('.css')).map((f) => f.text).join('\n');
  const assets = assetImports(result.metafile, siteDir, staticDirectories);
  const module = { exports: {} as Record<string, unknown> };
  const require = (name: string) => {
    const provided = providedModule(name);
    if (provided) return provided;
    const asset = assets.get(name);
    if (asset) return assetModule(confined(asset, name, siteDir));
    throw Object.assign(new Error(`Cannot import "${name}" in ${shown}`), { unknownModule: name });
  };
  new Function('require', 'module', 'exports', js)(require, module, module.exports);
  return { exports: module.exports, css };
}

/** Thrown for an imported JSON file that does not parse: where in that file (1-based), from the parser's position. */
export class JsonImportError extends Error {
  readonly line: number;
  readonly column: number;
  constructor(
    readonly file: string,
    text: string,
    reason: string,
  ) {
    super(`${reason.replace(/ in JSON at position \d+.*$/, '').replace(/^JSON\.parse: /, '')}`);
    const at = /at position (\d+)/.exec(reason);
    const before = at ? text.slice(0, Number(at[1])) : '';
    this.line = before.split('\n').length;
    this.column = before.length - before.lastIndexOf('\n');
  }
}

/** Thrown for an import that names a file outside the site (after symlinks): never read. */
export class OutsideSiteImport extends Error {}

function confined(abs: string, specifier: string, siteDir: string): string {
  if (!isConfined(siteRoots(siteDir, []), abs)) throw new OutsideSiteImport(`"${specifier}" names a file outside the site folder (${abs}); the engine reads only files inside the site. Move the file into the site`);
  return abs;
}

/** Where an import is written: the importing file, the site, and the build's modules. */
interface SiteModuleContext {
  file: string;
  siteDir: string;
  modules: SiteModules;
  /** Where a root path (`/img/x.png`) is looked for: the static folders, then the site (site-root.ts). */
  siteConfig?: Pick<SiteConfig, 'staticDirectories'>;
}

/**
 * The asset folder of a file MDX imports or requires for its URL (`require('./form.pdf').default`),
 * as Docusaurus's file loaders sort them: documents and archives in `files`, fonts, audio and video
 * in `medias`; undefined for a module (code, styles, data).
 */
function fileAssetFolder(abs: string): AssetFolder | undefined {
  if (/\.(?:pdf|docx?|xlsx?|zip|rar)$/i.test(abs)) return 'files';
  if (/\.(?:woff2?|eot|ttf|otf)$/i.test(abs)) return 'fonts';
  if (/\.(?:mp4|webm|ogv|wav|mp3|m4a|aac|oga|flac)$/i.test(abs)) return 'medias';
  return undefined;
}

/** The module of a site file imported by MDX, else undefined (not a file of the site). */
export function siteModule(specifier: string, context: SiteModuleContext): Record<string, unknown> | undefined {
  if (packageNameOf(specifier) !== undefined) return packageModule(specifier, context);
  const found = resolveFile(specifier, context.file, context.siteDir, context.siteConfig?.staticDirectories);
  if (!found) return undefined;
  const abs = confined(found, specifier, context.siteDir);
  moduleUses++;
  const { modules } = context;
  let entry = modules.cache.get(abs);
  if (!entry) {
    if (IMAGE_FILE.test(abs)) entry = { exports: { default: modules.assets.addFile(abs), __esModule: true }, css: '' };
    else if (/\.svg$/i.test(abs)) entry = { exports: { default: svgComponent(abs), __esModule: true }, css: '' };
    else if (/\.css$/i.test(abs) && !/\.module\.css$/i.test(abs)) entry = { exports: { __esModule: true }, css: readFileSync(abs, 'utf8') };
    else if (/\.json$/i.test(abs)) entry = { exports: jsonModule(abs), css: '' };
    else if (fileAssetFolder(abs)) entry = { exports: { default: modules.assets.addFile(abs, fileAssetFolder(abs)), __esModule: true }, css: '' };
    else entry = loadComponent(abs, context.siteDir, context.siteConfig?.staticDirectories ?? ['static']);
    modules.cache.set(abs, entry);
  }
  usedCss.add(entry.css);
  return entry.exports;
}

/** An installed package's module (bundled once per build), else undefined: it is not installed for the site. */
function packageModule(specifier: string, context: SiteModuleContext): Record<string, unknown> | undefined {
  const { modules, siteDir } = context;
  const key = `package:${specifier}`;
  let entry = modules.cache.get(key);
  if (!entry) {
    const name = packageNameOf(specifier)!;
    if (!isPackageInstalled(name, siteDir)) return undefined;
    entry = loadPackage(specifier, siteDir);
    modules.cache.set(key, entry);
  }
  moduleUses++;
  usedCss.add(entry.css);
  return entry.exports;
}

/**
 * The text of the file a raw-loader import names (`target`: `./x`, `@site/x`, or a package's file),
 * as a module whose default export is that text; undefined when there is no such file.
 */
export function rawTextModule(target: string, specifier: string, context: { file: string; siteDir: string }): Record<string, unknown> | undefined {
  let found = resolveFile(target, context.file, context.siteDir);
  if (!found && !target.startsWith('.') && !target.startsWith('@site/') && !path.isAbsolute(target)) {
    try {
      found = createRequire(path.join(context.siteDir, 'package.json')).resolve(target);
    } catch {
      found = undefined;
    }
  }
  if (!found) return undefined;
  const abs = confined(found, specifier, context.siteDir);
  moduleUses++;
  return { default: readFileSync(abs, 'utf8'), __esModule: true };
}

let moduleUses = 0;

/** How many site-module imports this thread has evaluated: an incremental build never reuses a page that used one. */
export function siteModuleUses(): number {
  return moduleUses;
}

/** CSS of the site modules used since the last take (one doc's render). */
const usedCss = new Set<string>();

export function takeUsedCss(): string {
  const css = [...usedCss].filter(Boolean).join('\n');
  usedCss.clear();
  return css;
}
