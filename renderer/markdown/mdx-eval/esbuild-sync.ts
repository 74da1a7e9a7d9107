/**
 * esbuild's synchronous build (MDX is evaluated synchronously) with the Sass plugin, which esbuild's
 * synchronous API cannot run: a build that fails only because it met a Sass file is run again in a
 * helper thread (esbuild-sync-worker.ts) with the plugin, this thread waiting for it. Sites without
 * Sass never start the thread. The helper also builds with image and SVG modules when asked
 * (buildSyncWithAssetModules).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { PACKAGE_ROOT } from '../../server/assets.js';
import type { BuildOptions, Message, Metafile, OutputFile } from 'esbuild';
import { esbuildApi } from './esbuild-lazy.js';

/** What the helper thread is given. */
export interface SyncBuildTask {
  options: BuildOptions;
  siteDir: string;
  /** Set to 1 at index 0 once the answer is posted. */
  signal: Int32Array;
  /** Images and SVG files are ES modules (svg-module.ts), as `require('./x.png').default` needs them. */
  assetModules?: boolean;
  /** Root paths (`/img/x.png`) are looked for in these static folders, then the site (site-root.ts). */
  staticDirectories?: readonly string[];
}

/** What it posts: the output files, or esbuild's errors (as a failed build throws them). */
export type SyncBuildAnswer = { outputFiles: { path: string; contents: Uint8Array }[]; warnings: Message[]; metafile?: Metafile } | { errors: Message[]; message: string };

/** What a build gives back here. */
export interface SyncBuildResult {
  outputFiles: OutputFile[];
  warnings: Message[];
  metafile?: Metafile;
}

/**
 * The helper's module: beside this one once compiled; when this one runs from its TypeScript source
 * (the tests), the compiled helper in dist/ (a thread cannot load the .ts).
 */
const WORKER_URL = (() => {
  const beside = new URL('./esbuild-sync-worker.js', import.meta.url);
  if (existsSync(beside)) return beside;
  return pathToFileURL(path.join(PACKAGE_ROOT, 'dist', path.relative(PACKAGE_ROOT, fileURLToPath(beside))));
})();
const NEEDS_SASS = /No loader is configured for "\.s[ac]ss" files/;
/** An import from the site's root (`/img/logo.png`), which only a plugin resolves (site-root.ts). */
const ROOT_PATH = /^Could not resolve "\/[^/]/;

/** How long to wait for the helper before giving up (a Sass build of a component takes a second or so). */
const TIMEOUT_MS = 120_000;

/** The result of `buildSync(options)`, Sass files compiled (sass-module.ts) where the build has any. */
export function buildSyncWithSass(options: BuildOptions, siteDir: string, staticDirectories?: readonly string[]): SyncBuildResult {
  try {
    return esbuildApi().buildSync({ ...options, write: false });
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors?.length || !errors.every((e) => NEEDS_SASS.test(e.text) || (staticDirectories && ROOT_PATH.test(e.text)))) throw error;
  }
  return buildInHelper(options, siteDir, false, staticDirectories);
}

/**
 * The same build with image and SVG files as ES modules (svg-module.ts: an image's data URL as its
 * default export, an SVG a component), which esbuild's synchronous API cannot do: in the helper thread.
 */
export function buildSyncWithAssetModules(options: BuildOptions, siteDir: string, staticDirectories?: readonly string[]): SyncBuildResult {
  return buildInHelper(options, siteDir, true, staticDirectories);
}

function buildInHelper(options: BuildOptions, siteDir: string, assetModules = false, staticDirectories?: readonly string[]): SyncBuildResult {
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const task: SyncBuildTask & { port: typeof port2 } = { options, siteDir, signal, port: port2, assetModules, ...(staticDirectories ? { staticDirectories } : {}) };
  const worker = new Worker(WORKER_URL, { workerData: task, transferList: [port2] });
  try {
    if (Atomics.wait(signal, 0, 0, TIMEOUT_MS) === 'timed-out') throw new Error('Bundling the component took longer than 2 minutes.');
    const answer = receiveMessageOnPort(port1)?.message as SyncBuildAnswer | undefined;
    if (!answer) throw new Error('Bundling the component failed.');
    if ('errors' in answer) throw Object.assign(new Error(answer.message), { errors: answer.errors, warnings: [] });
    const decoder = new TextDecoder();
    return { outputFiles: answer.outputFiles.map((f) => ({ path: f.path, contents: f.contents, hash: '', text: decoder.decode(f.contents) })), warnings: answer.warnings, metafile: answer.metafile };
  } finally {
    void worker.terminate();
    port1.close();
  }
}
