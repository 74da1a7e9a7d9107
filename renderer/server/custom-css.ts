/**
 * The site's own stylesheets (config `customCss`, Docusaurus's classic theme option) bundled into
 * one hashed stylesheet, linked after the theme's: esbuild follows `@import` of local files and
 * copies what `url(...)` points to (fonts, images) under assets/css/media/. Remote URLs, data URIs
 * and root-relative paths (`/img/x.png`, served from the static folders) are left as written.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build as esbuild, type Message, type Plugin } from 'esbuild';
import { SiteLoadError, type Diagnostic } from '../../engine/diagnostics.js';
import { contentHash } from './assets.js';
import { INFIMA_BRIDGE_CSS } from './infima-bridge.js';

/** Files `url(...)` may point to: copied as they are, under a hashed name. */
const FILE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif', '.ico', '.bmp', '.cur', '.woff', '.woff2', '.ttf', '.otf', '.eot'];

/** `/img/x.png` is a path on the site (a static file), not a file on disk. */
const rootRelativeIsExternal: Plugin = {
  name: 'root-relative-external',
  setup(build) {
    build.onResolve({ filter: /^\// }, (args) => (args.kind === 'entry-point' ? undefined : { path: args.path, external: true }));
  },
};

/** An esbuild message as a diagnostic at the stylesheet's file:line:col. */
function toDiagnostic(message: Message, siteDir: string): Diagnostic {
  const loc = message.location;
  return {
    severity: 'error',
    rule: 'custom-css',
    message: `customCss: ${message.text}. Fix the stylesheet (a local @import or url() must name an existing file).`,
    ...(loc ? { file: path.relative(siteDir, path.resolve(siteDir, loc.file)), line: loc.line, column: loc.column + 1 } : {}),
  };
}

/**
 * Bundles `files` (paths from the site folder) into `<outDir>/assets/css/custom.<hash>.css`; returns
 * its URL, or undefined when the site has none. A broken @import or url() fails the build (SiteLoadError).
 */
export async function writeCustomCss(outDir: string, baseUrl: string, siteDir: string, files: string[]): Promise<string | undefined> {
  if (!files.length) return undefined;
  const entry = files.map((f) => {
    const rel = path.relative(siteDir, path.resolve(siteDir, f)).split(path.sep).join('/');
    return `@import ${JSON.stringify(rel.startsWith('.') ? rel : `./${rel}`)};`;
  });
  const cssDir = path.join(outDir, 'assets', 'css');
  let result;
  try {
    result = await esbuild({
      stdin: { contents: entry.join('\n'), loader: 'css', resolveDir: siteDir, sourcefile: 'customCss' },
      bundle: true,
      write: false,
      minify: true,
      outdir: cssDir,
      assetNames: 'media/[name]-[hash]',
      publicPath: `${baseUrl}assets/css`,
      loader: Object.fromEntries(FILE_EXTENSIONS.map((ext) => [ext, 'file' as const])),
      plugins: [rootRelativeIsExternal],
      target: ['chrome110', 'firefox110', 'safari16'],
      logLevel: 'silent',
    });
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors?.length) throw error;
    throw new SiteLoadError(errors.map((m) => toDiagnostic(m, siteDir)), 1);
  }
  let css = '';
  for (const output of result.outputFiles) {
    if (output.path.endsWith('.css') && path.dirname(output.path) === cssDir) css = output.text;
    else {
      mkdirSync(path.dirname(output.path), { recursive: true });
      writeFileSync(output.path, output.contents);
    }
  }
  // The bridge goes last: a remote @import (web fonts) must stay first in the file to apply.
  const code = `${css}${INFIMA_BRIDGE_CSS.trim()}\n`;
  const name = `custom.${contentHash(code)}.css`;
  mkdirSync(cssDir, { recursive: true });
  writeFileSync(path.join(cssDir, name), code);
  return `${baseUrl}assets/css/${name}`;
}
