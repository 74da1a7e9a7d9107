/**
 * Build assets: content-hashed images referenced by docs, the stylesheet, the client bundle, and
 * the static folders copied as they are.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build as esbuild, transform } from 'esbuild';

/** The package root (works from sources and from dist/). */
export const PACKAGE_ROOT = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
})();

export const contentHash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 10);

/** Collects files referenced by content and copies each once, under a hashed name. */
export class ImageAssets {
  private byPath = new Map<string, string>();
  constructor(
    private outDir: string,
    private baseUrl: string,
  ) {}

  addFile(absPath: string): string {
    const known = this.byPath.get(absPath);
    if (known) return known;
    const data = readFileSync(absPath);
    const parsed = path.parse(absPath);
    const name = `${parsed.name.replace(/[^\w.-]+/g, '-')}-${contentHash(data).slice(0, 8)}${parsed.ext.toLowerCase()}`;
    const dir = path.join(this.outDir, 'assets', 'images');
    mkdirSync(dir, { recursive: true });
    // Render workers may copy the same image at once: each writes its own file and renames it in.
    const tmp = path.join(dir, `.${name}.${process.pid}.${threadId}`);
    writeFileSync(tmp, data);
    renameSync(tmp, path.join(dir, name));
    const url = `${this.baseUrl}assets/images/${encodeURIComponent(name)}`;
    this.byPath.set(absPath, url);
    return url;
  }
}

/** Concatenates the theme stylesheets, minifies, writes `assets/css/styles.<hash>.css`. */
export async function writeStyles(outDir: string, baseUrl: string): Promise<string> {
  const dir = path.join(PACKAGE_ROOT, 'renderer', 'styles');
  const files = readdirSync(dir).filter((f) => f.endsWith('.css')).sort();
  const source = files.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
  const { code } = await transform(source, { loader: 'css', minify: true, target: ['chrome110', 'firefox110', 'safari16'] });
  const name = `styles.${contentHash(code)}.css`;
  mkdirSync(path.join(outDir, 'assets', 'css'), { recursive: true });
  writeFileSync(path.join(outDir, 'assets', 'css', name), code);
  return `${baseUrl}assets/css/${name}`;
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

/** Bundles the client entry (and its lazy chunks) into `assets/js/`; returns the entry URL. */
export async function writeClientBundle(outDir: string, baseUrl: string): Promise<string | undefined> {
  const entry = path.join(PACKAGE_ROOT, 'renderer', 'client', 'entry.tsx');
  if (!existsSync(entry)) return undefined;
  const result = await esbuild({
    ...CLIENT_BUILD_OPTIONS,
    target: [...CLIENT_BUILD_OPTIONS.target],
    entryPoints: { main: entry },
    splitting: true,
    outdir: path.join(outDir, 'assets', 'js'),
    entryNames: '[name].[hash]',
    chunkNames: 'chunks/[name].[hash]',
    metafile: true,
  });
  const output = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint?.endsWith('entry.tsx'));
  if (!output) return undefined;
  return `${baseUrl}assets/js/${path.basename(output[0])}`;
}

/**
 * Copies every static folder into the build, as Docusaurus does (files keep their names). Symlinks
 * are copied as the files they point to (validation refused any that leave the site), never as
 * links to absolute paths.
 */
export function copyStaticDirs(staticDirs: string[], outDir: string): void {
  for (const dir of staticDirs) {
    if (existsSync(dir)) cpSync(dir, outDir, { recursive: true, dereference: true });
  }
}
