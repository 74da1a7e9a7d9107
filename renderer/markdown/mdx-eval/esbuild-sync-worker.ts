/**
 * Helper thread of esbuild-sync.ts: runs one esbuild build with the Sass plugin (and, when asked,
 * image and SVG modules, imports from the site's root) and posts the output files (or the errors) back.
 */
import { type MessagePort, workerData } from 'node:worker_threads';
import type { Message } from 'esbuild';
import { esbuildApi } from './esbuild-lazy.js';
import type { SyncBuildAnswer, SyncBuildTask } from './esbuild-sync.js';
import { sassPlugin } from './sass-module.js';
import { imageModulePlugin, svgComponentPlugin } from './svg-module.js';
import { siteRootPlugin } from './site-root.js';

const task = workerData as SyncBuildTask & { port: MessagePort };

async function answerOf(): Promise<SyncBuildAnswer> {
  try {
    const assets = task.assetModules ? [svgComponentPlugin(task.siteDir), imageModulePlugin()] : [];
    const root = task.staticDirectories ? [siteRootPlugin(task.siteDir, task.staticDirectories)] : [];
    const result = await esbuildApi().build({ ...task.options, write: false, plugins: [...root, ...assets, sassPlugin(task.siteDir)] });
    return { outputFiles: result.outputFiles.map((f) => ({ path: f.path, contents: f.contents })), warnings: result.warnings, metafile: result.metafile };
  } catch (error) {
    return { errors: (error as { errors?: Message[] }).errors ?? [], message: (error as Error).message };
  }
}

const answer = await answerOf();
task.port.postMessage(answer);
Atomics.store(task.signal, 0, 1);
Atomics.notify(task.signal, 0);
task.port.close();
