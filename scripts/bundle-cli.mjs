#!/usr/bin/env node
// Part of `npm run build`, after tsc: bundles the compiled CLI (dist/cli/main.js) and every module a
// thread or a process is started from into dist/cli-bundle/, which bin/docs.js loads. Node then reads
// a few large files instead of about 1,500 small ones (our modules and node_modules'): starting any
// command, and each worker thread, takes about half the time.
//
// The engine starts its workers from `new URL('./x-worker.js', import.meta.url)`. In the bundle that
// URL resolves beside the bundle's chunks, so each such module is an entry of its own, under its own
// name. They are found by scanning dist/ for that pattern, so a new worker needs nothing here.
import { build } from 'esbuild';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const BUNDLE_DIR = path.join(dist, 'cli-bundle');
const WORKER_URL = /new URL\(\s*['"]\.\/([\w.-]+\.js)['"]\s*,\s*import\.meta\.url\s*\)/g;

/** Compiled modules of dist/ (not the bundle, nor the client's prebuilt assets). */
function compiledFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (file !== BUNDLE_DIR && entry.name !== 'client-assets') files.push(...compiledFiles(file));
    } else if (entry.name.endsWith('.js')) files.push(file);
  }
  return files;
}

/** The CLI and every module started as a thread or process, by the name it is started under. */
function entryPoints() {
  const entries = new Map([['main', path.join(dist, 'cli', 'main.js')]]);
  for (const file of compiledFiles(dist)) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(WORKER_URL)) {
      const target = path.resolve(path.dirname(file), name);
      const key = name.replace(/\.js$/, '');
      const known = entries.get(key);
      if (known && known !== target) throw new Error(`bundle-cli: two modules are started as ${name}: ${known} and ${target}; rename one.`);
      entries.set(key, target);
    }
  }
  return Object.fromEntries(entries);
}

rmSync(BUNDLE_DIR, { recursive: true, force: true });
await build({
  entryPoints: entryPoints(),
  outdir: BUNDLE_DIR,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  // Native or optional packages, and esbuild itself (it finds its binary beside its own files). And
  // refractor: highlight.ts loads `refractor/all` from node_modules when a fence names a rarer
  // language, which registers its grammars on node_modules' refractor, so that is the one to use.
  external: ['esbuild', 'lightningcss', 'sass', 'sharp', 'fsevents', 'refractor', 'refractor/*'],
  // CommonJS packages in an ES module bundle still call require() for Node's built-ins.
  banner: { js: "import { createRequire as __docsRequire } from 'node:module'; const require = __docsRequire(import.meta.url);" },
  logLevel: 'warning',
});
