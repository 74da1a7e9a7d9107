/**
 * The theme's stylesheet and the client bundle. Neither depends on the site, so `npm run build`
 * bundles them once into dist/client-assets (scripts/build-client-assets.mjs) and every build copies
 * them; running from the sources (no prebuilt bundle, or one older than its sources) bundles them
 * into the build instead.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { esbuildApi } from '../markdown/mdx-eval/esbuild-lazy.js';
import { contentHash, PACKAGE_ROOT } from './assets.js';

/** The theme stylesheets, in file-name order. */
function styleSources(): string[] {
  const dir = path.join(PACKAGE_ROOT, 'renderer', 'styles');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.css'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Concatenates the theme stylesheets, minifies, writes `<dir>/styles.<hash>.css`; returns the file name. */
async function bundleStyles(dir: string): Promise<string> {
  const source = styleSources().map((f) => readFileSync(f, 'utf8')).join('\n');
  const { code } = await esbuildApi().transform(source, { loader: 'css', minify: true, target: ['chrome110', 'firefox110', 'safari16'] });
  const name = `styles.${contentHash(code)}.css`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), code);
  return name;
}

/**
 * esbuild options of every browser bundle. `react` and `react-dom` are preact/compat in the browser
 * (about 12 KB gzip instead of about 60 KB for React 19's react-dom), while the server renders with
 * React itself; the shared components use only what both provide (no useId, no React-only APIs),
 * and the browser tests check that the client's first render equals the server's HTML.
 */
export const CLIENT_BUILD_OPTIONS = {
  bundle: true,
  format: 'esm',
  minify: true,
  target: ['chrome110', 'firefox110', 'safari16'],
  jsx: 'automatic',
  alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
  // Aliases resolve from the working directory: make it this package, whatever folder the site is in.
  absWorkingDir: PACKAGE_ROOT,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'silent',
  legalComments: 'none',
} as const satisfies BuildOptions;

/** Bundles the client entry (and its lazy chunks) into `dir`; returns the entry's file name and the bundle's inputs. */
async function bundleClient(dir: string): Promise<{ main: string; inputs: string[] } | undefined> {
  const entry = path.join(PACKAGE_ROOT, 'renderer', 'client', 'entry.tsx');
  if (!existsSync(entry)) return undefined;
  const result = await esbuildApi().build({
    ...CLIENT_BUILD_OPTIONS,
    target: [...CLIENT_BUILD_OPTIONS.target],
    entryPoints: { main: entry },
    splitting: true,
    outdir: dir,
    entryNames: '[name].[hash]',
    chunkNames: 'chunks/[name].[hash]',
    metafile: true,
  });
  const output = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint?.endsWith('entry.tsx'));
  if (!output) return undefined;
  // Inputs relative to the package (esbuild's are relative to absWorkingDir, which is the package).
  return { main: path.basename(output[0]), inputs: Object.keys(result.metafile.inputs).filter((f) => !f.includes('node_modules')) };
}

/** What `npm run build` bundled once: file names, and a hash of every source they were made from. */
interface ClientManifest {
  css: string;
  js?: string;
  sources: string;
  inputs: string[];
}

const PREBUILT_DIR = path.join(PACKAGE_ROOT, 'dist', 'client-assets');
const MANIFEST = path.join(PREBUILT_DIR, 'manifest.json');

/** A hash of the files a bundle was made from: a prebuilt bundle is used only while they are unchanged. */
function sourcesHash(files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file).update('\0');
    try {
      hash.update(readFileSync(path.resolve(PACKAGE_ROOT, file)));
    } catch {
      hash.update('missing');
    }
  }
  return hash.digest('hex');
}

/**
 * Bundles the stylesheet and the client once, into dist/client-assets (run by `npm run build`):
 * neither depends on the site, so `docs build` copies them instead of bundling again.
 */
export async function prebuildClientAssets(): Promise<void> {
  rmSync(PREBUILT_DIR, { recursive: true, force: true });
  const css = await bundleStyles(path.join(PREBUILT_DIR, 'css'));
  const client = await bundleClient(path.join(PREBUILT_DIR, 'js'));
  const inputs = [...styleSources().map((f) => path.relative(PACKAGE_ROOT, f)), ...(client?.inputs ?? [])];
  const manifest: ClientManifest = { css, ...(client ? { js: client.main } : {}), inputs, sources: sourcesHash(inputs) };
  writeFileSync(MANIFEST, JSON.stringify(manifest, null, 2));
}

/** The prebuilt bundles, when they exist and were made from the sources as they are now. */
function prebuilt(): ClientManifest | undefined {
  let manifest: ClientManifest;
  try {
    manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as ClientManifest;
  } catch {
    return undefined;
  }
  return sourcesHash(manifest.inputs) === manifest.sources ? manifest : undefined;
}

/**
 * Writes the stylesheet (`assets/css/`) and the client bundle (`assets/js/`) into a build folder:
 * copied from the prebuilt ones, or bundled now when there are none (running from the sources).
 */
export async function writeClientAssets(outDir: string, baseUrl: string): Promise<{ css: string; js?: string }> {
  const manifest = prebuilt();
  if (manifest) {
    cpSync(path.join(PREBUILT_DIR, 'css'), path.join(outDir, 'assets', 'css'), { recursive: true });
    if (manifest.js) cpSync(path.join(PREBUILT_DIR, 'js'), path.join(outDir, 'assets', 'js'), { recursive: true });
    return { css: `${baseUrl}assets/css/${manifest.css}`, ...(manifest.js ? { js: `${baseUrl}assets/js/${manifest.js}` } : {}) };
  }
  const css = await bundleStyles(path.join(outDir, 'assets', 'css'));
  const client = await bundleClient(path.join(outDir, 'assets', 'js'));
  return { css: `${baseUrl}assets/css/${css}`, ...(client ? { js: `${baseUrl}assets/js/${client.main}` } : {}) };
}

