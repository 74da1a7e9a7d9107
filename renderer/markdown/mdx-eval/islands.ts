/**
 * Island bundles: the browser code of one site component, built once per build by esbuild with
 * React as preact/compat (as the client) and the `@docusaurus/*` / `@theme/*` modules mapped to
 * renderer/islands/docusaurus.tsx. Only pages that use the component load its bundle.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BuildOptions, Metafile } from 'esbuild';
import { esbuildApi } from './esbuild-lazy.js';
import { PACKAGE_ROOT } from '../../server/assets.js';
import { CLIENT_BUILD_OPTIONS } from '../../server/client-assets.js';
import type { AssetSink } from '../assets.js';
import { BUILTIN_COMPONENTS } from '../../../engine/content/components.js';
import { buildSyncWithAssetModules, buildSyncWithSass } from './esbuild-sync.js';
import { siteThemeAliases } from '../../../engine/content/site-theme.js';
import { sassPlugin } from './sass-module.js';
import { IMAGE_FILE, imageModulePlugin, svgComponentPlugin } from './svg-module.js';
import { siteRootPlugin } from './site-root.js';
import { LENT_NODE_PATHS } from './lent-packages.js';

const RUNTIME = path.join(PACKAGE_ROOT, 'renderer', 'islands', 'docusaurus.tsx');
const MOUNT = path.join(PACKAGE_ROOT, 'renderer', 'islands', 'mount.ts');
const CLIENT_MODULES = path.join(PACKAGE_ROOT, 'renderer', 'islands', 'client-modules.ts');

/** What react-router's modules give site code (the browser runtime's versions). */
const ROUTER_EXPORTS = ['useLocation', 'useHistory', 'Redirect', 'matchPath', 'useParams', 'useRouteMatch', 'withRouter', 'Link', 'NavLink'];

/** What each module re-exports from the browser runtime: `default` first, then named exports. */
const SHIMS: Record<string, [string | undefined, ...string[]]> = {
  '@docusaurus/Link': ['Link'],
  '@docusaurus/useBaseUrl': ['useBaseUrl', 'useBaseUrlUtils'],
  '@docusaurus/useDocusaurusContext': ['useDocusaurusContext'],
  '@docusaurus/BrowserOnly': ['BrowserOnly'],
  '@docusaurus/ExecutionEnvironment': ['ExecutionEnvironment'],
  '@docusaurus/Head': ['Head'],
  '@docusaurus/router': [undefined, 'useLocation', 'useHistory', 'Redirect', 'matchPath'],
  'react-router-dom': [undefined, ...ROUTER_EXPORTS],
  'react-router': [undefined, ...ROUTER_EXPORTS],
  '@docusaurus/Translate': ['Translate', 'translate'],
  '@docusaurus/Interpolate': ['Interpolate', 'interpolate'],
  '@docusaurus/useIsBrowser': ['useIsBrowser'],
  '@docusaurus/useGlobalData': ['useGlobalData', 'usePluginData', 'useAllPluginInstancesData'],
  '@docusaurus/theme-common': [undefined, 'useColorMode', 'useCurrentSidebarCategory', 'filterDocCardListItems', 'ThemeClassNames', 'usePluralForm', 'useQueryString', 'useQueryStringList', 'useClearQueryString', 'useThemeConfig', 'useWindowSize', 'usePrevious', 'useEvent', 'prefersReducedMotion', 'isRegexpStringMatch', 'uniq', 'duplicates', 'groupBy'],
  '@docusaurus/plugin-content-docs/client': [undefined, 'useCurrentSidebarCategory', 'useCurrentSidebarSiblings', 'filterDocCardListItems', 'useDocsVersion', 'useActiveDocContext', 'useDoc', 'useAllDocsData', 'useDocsData', 'useVersions', 'useLatestVersion', 'useActiveVersion'],
};
const THEME = ['Tabs', 'TabItem', 'CodeBlock', 'Admonition', 'Details', 'TOCInline', 'DocCardList', 'DocCard', 'Mermaid', 'Heading', 'Layout', 'ThemedImage', 'IdealImage'];

/** Theme components with a browser version of their own (the others render their children). */
const OWN_THEME = new Set(['Heading', 'Layout', 'ThemedImage', 'IdealImage', 'TOCInline']);
/** Built-in components: the pipeline rendered them on the server, and the browser keeps that HTML (ThemeHtml). */
const PIPELINE_THEME = new Set<string>(BUILTIN_COMPONENTS);

/** One file per provided module in `dir` (an island build's scratch folder), re-exporting from the browser runtime; the aliases naming them. */
function writeShims(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const write = (name: string, text: string) => {
    const file = path.join(dir, `${name.replace(/[^\w]+/g, '_')}.ts`);
    writeFileSync(file, text);
    out[name] = file;
  };
  for (const [name, [def, ...named]] of Object.entries(SHIMS)) {
    const names = [...(def ? [`${def} as default`] : []), ...named];
    write(name, `export { ${names.join(', ')} } from ${JSON.stringify(RUNTIME)};\n`);
  }
  for (const name of THEME) {
    const text = `export { ${OWN_THEME.has(name) ? name : PIPELINE_THEME.has(name) ? 'ThemeHtml' : 'Passthrough'} as default } from ${JSON.stringify(RUNTIME)};\n`;
    // A swizzled component wrapping the theme's own names it `@theme-original/X` (or `@theme-init/X`).
    for (const prefix of ['@theme', '@theme-original', '@theme-init']) write(`${prefix}/${name}`, text);
  }
  write('@theme/MDXComponents', 'export default {};\n');
  return out;
}

/**
 * Each island build has a scratch folder of its own (the shims esbuild reads, the bundle before it is
 * copied into the build), removed in a `finally` once the build is done or failed: nothing is left in
 * the system's temp folder (a thread ended by terminate() runs no exit handler, so none is used).
 */
const scratchFolder = () => mkdtempSync(path.join(tmpdir(), 'docs-island-'));
const removeScratch = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** The island id of a component file (stable for a site). */
export function islandId(abs: string, siteDir: string): string {
  return createHash('sha1').update(path.relative(siteDir, abs)).digest('hex').slice(0, 10);
}

/** esbuild options of a component's island bundle. */
function islandOptions(abs: string, siteDir: string, shims: Record<string, string>): BuildOptions {
  const id = islandId(abs, siteDir);
  const contents = `import Component from ${JSON.stringify(abs)};\nimport { mountIslands } from ${JSON.stringify(MOUNT)};\nmountIslands(${JSON.stringify(id)}, Component);\n`;
  return browserBundleOptions(contents, `island-${path.basename(abs)}`, siteDir, shims);
}

/** esbuild options of a browser bundle of site code (`contents`, the entry), as the client builds its own. */
function browserBundleOptions(contents: string, sourcefile: string, siteDir: string, shims: Record<string, string>): BuildOptions {
  return {
    ...CLIENT_BUILD_OPTIONS,
    target: [...CLIENT_BUILD_OPTIONS.target],
    // Identifiers stay: minifying them also renames CSS-module classes, which would then differ from
    // the server's (elements the island renders after hydration would lose their styles).
    minify: false,
    minifyWhitespace: true,
    minifySyntax: true,
    stdin: { contents, resolveDir: siteDir, loader: 'ts', sourcefile },
    write: false,
    outdir: path.join(siteDir, '.docs-islands'),
    alias: { ...CLIENT_BUILD_OPTIONS.alias, 'react/jsx-runtime': 'preact/jsx-runtime', 'react-dom/client': 'preact/compat', ...siteThemeAliases(siteDir), ...shims, '@site': siteDir },
    nodePaths: LENT_NODE_PATHS,
    loader: { '.png': 'dataurl', '.jpg': 'dataurl', '.jpeg': 'dataurl', '.gif': 'dataurl', '.webp': 'dataurl', '.svg': 'dataurl', '.js': 'jsx' },
  };
}

/** Writes an island's JavaScript as a hashed asset (through a file in the build's scratch folder); returns its public URL. */
function islandAsset(abs: string, js: string, assets: AssetSink, dir: string): string {
  const file = path.join(dir, `island-${path.basename(abs).replace(/\.\w+$/, '')}.js`);
  writeFileSync(file, js);
  return assets.addFile(file, 'js');
}

/** Whether the bundle requires an image or SVG file (`require('./x.png').default`, as Docusaurus sites write it). */
function requiresAsset(metafile: Metafile | undefined): boolean {
  return Object.values(metafile?.inputs ?? {}).some(({ imports }) => imports.some((i) => i.kind === 'require-call' && (IMAGE_FILE.test(i.path) || /\.svg$/i.test(i.path))));
}

/**
 * Builds the browser bundle of a component; returns its public URL (a hashed asset). A component
 * that requires an image or SVG is built again with them as ES modules: esbuild's own loaders give
 * `require()` the URL itself, whose `.default` the component reads (undefined in the browser).
 */
export function buildIsland(abs: string, siteDir: string, assets: AssetSink, staticDirectories: readonly string[] = ['static']): string {
  const dir = scratchFolder();
  try {
    const options = { ...islandOptions(abs, siteDir, writeShims(dir)), metafile: true };
    let result = buildSyncWithSass(options, siteDir, staticDirectories);
    if (requiresAsset(result.metafile)) result = buildSyncWithAssetModules(options, siteDir, staticDirectories);
    return islandAsset(abs, (result.outputFiles ?? []).find((f) => f.path.endsWith('.js'))?.text ?? '', assets, dir);
  } finally {
    removeScratch(dir);
  }
}

/**
 * The same for a React page (src/pages), built asynchronously so that SVG imports are components
 * there as on the server (esbuild runs plugins only in its asynchronous API).
 */
export async function buildPageIsland(abs: string, siteDir: string, assets: AssetSink, staticDirectories: readonly string[] = ['static']): Promise<string> {
  const dir = scratchFolder();
  try {
    const plugins = [siteRootPlugin(siteDir, staticDirectories), svgComponentPlugin(siteDir), imageModulePlugin(), sassPlugin(siteDir)];
    const result = await esbuildApi().build({ ...islandOptions(abs, siteDir, writeShims(dir)), plugins });
    return islandAsset(abs, (result.outputFiles ?? []).find((f) => f.path.endsWith('.js'))?.text ?? '', assets, dir);
  } finally {
    removeScratch(dir);
  }
}

/**
 * The browser bundle of the site's client modules (config `clientModules`, absolute paths): each is
 * imported in order, then their route lifecycles are run (renderer/islands/client-modules.ts).
 * Returns its JavaScript; esbuild's errors are thrown (BuildFailure).
 */
export async function buildClientModulesBundle(files: string[], siteDir: string): Promise<string> {
  const dir = scratchFolder();
  try {
    const contents = [...files.map((file, i) => `import * as m${i} from ${JSON.stringify(file)};`), `import { runClientModules } from ${JSON.stringify(CLIENT_MODULES)};`, `runClientModules([${files.map((_, i) => `m${i}`).join(', ')}]);`].join('\n');
    const result = await esbuildApi().build({ ...browserBundleOptions(contents, 'clientModules', siteDir, writeShims(dir)), plugins: [svgComponentPlugin(siteDir), imageModulePlugin(), sassPlugin(siteDir)] });
    return (result.outputFiles ?? []).find((f) => f.path.endsWith('.js'))?.text ?? '';
  } finally {
    removeScratch(dir);
  }
}
