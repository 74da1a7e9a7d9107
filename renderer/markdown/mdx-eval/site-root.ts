/**
 * Imports written from the site's root (`import logo from '/img/logo.png'`, `'/static/img/a.png'`),
 * found as Docusaurus's bundler finds them (webpack's `resolve.roots`): in each static folder, then
 * in the site folder. An absolute path of the machine that exists is left as it is.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** The file a root path names (`/img/x.png`), or undefined when it is no root path or names no file. */
export function siteRootFile(specifier: string, siteDir: string, staticDirectories: readonly string[]): string | undefined {
  if (!specifier.startsWith('/') || specifier.startsWith('//') || isFile(specifier)) return undefined;
  const clean = specifier.replace(/[?#].*$/, '');
  for (const root of [...staticDirectories.map((dir) => path.resolve(siteDir, dir)), path.resolve(siteDir)]) {
    const file = path.join(root, clean);
    if (file.startsWith(root + path.sep) && isFile(file)) return file;
  }
  return undefined;
}

/** esbuild: a root path resolved to its file, then through the other plugins (an SVG stays a component). */
export function siteRootPlugin(siteDir: string, staticDirectories: readonly string[]): Plugin {
  return {
    name: 'docs-site-root',
    setup(build) {
      build.onResolve({ filter: /^\// }, async (args) => {
        if ((args.pluginData as { siteRoot?: boolean } | undefined)?.siteRoot) return undefined;
        const file = siteRootFile(args.path, siteDir, staticDirectories);
        if (!file) return undefined;
        const resolved = await build.resolve(file, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { siteRoot: true } });
        return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path, namespace: resolved.namespace, external: resolved.external, sideEffects: resolved.sideEffects };
      });
    },
  };
}
