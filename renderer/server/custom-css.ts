/**
 * The site's own stylesheets (config `customCss`, Docusaurus's classic theme option) bundled into
 * one hashed stylesheet, linked after the theme's (Sass files compiled first: sass-module.ts): esbuild follows `@import` of local files and
 * copies what `url(...)` points to (fonts, images) under assets/css/media/, root-relative ones
 * (`/img/x.png`) found in the static folders (css-site-urls.ts). Remote URLs and data URIs are left
 * as written.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build as esbuild, type Message } from 'esbuild';
import { SiteLoadError, type Diagnostic } from '../../engine/diagnostics.js';
import { contentHash } from './assets.js';
import { siteUrlFiles } from './css-site-urls.js';
import { INFIMA_BRIDGE_CSS } from './infima-bridge.js';
import { sassPlugin } from '../markdown/mdx-eval/sass-module.js';

/** Files `url(...)` may point to: copied as they are, under a hashed name. */
const FILE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif', '.ico', '.bmp', '.cur', '.woff', '.woff2', '.ttf', '.otf', '.eot'];

/** An esbuild message as a diagnostic at the stylesheet's file:line:col. */
function toDiagnostic(message: Message, siteDir: string, severity: 'error' | 'warning'): Diagnostic {
  const loc = message.location;
  const advice = severity === 'error' ? 'Fix the stylesheet (a local @import or url() must name an existing file).' : 'The browser would ignore it too; fix the stylesheet.';
  return {
    severity,
    rule: 'custom-css',
    message: `customCss: ${message.text.replace(/\.$/, '')}. ${advice}`,
    ...(loc ? { file: path.relative(siteDir, path.resolve(siteDir, loc.file)), line: loc.line, column: loc.column + 1 } : {}),
  };
}

/**
 * Bundles `files` (paths from the site folder) into `<outDir>/assets/css/custom.<hash>.css`; returns
 * its URL (none when the site has no customCss) and esbuild's warnings (an @import after other rules,
 * which CSS ignores). A broken @import or url() fails the build (SiteLoadError). `staticDirectories`
 * (config, from the site folder) are where root-relative URLs are found.
 */
export async function writeCustomCss(outDir: string, baseUrl: string, siteDir: string, files: string[], staticDirectories: string[]): Promise<{ href?: string; diagnostics: Diagnostic[] }> {
  if (!files.length) return { diagnostics: [] };
  const entry = files.map((f) => {
    const rel = path.relative(siteDir, path.resolve(siteDir, f)).split(path.sep).join('/');
    return `@import ${JSON.stringify(rel.startsWith('.') ? rel : `./${rel}`)};`;
  });
  const cssDir = path.join(outDir, 'assets', 'css');
  let result;
  try {
    result = await esbuild({
      // The bridge's rules follow the site's (@import rules come first): a remote @import (web fonts) stays first in the file, as it must.
      stdin: { contents: [...entry, INFIMA_BRIDGE_CSS].join('\n'), loader: 'css', resolveDir: siteDir, sourcefile: 'customCss' },
      bundle: true,
      write: false,
      minify: true,
      outdir: cssDir,
      assetNames: 'media/[name]-[hash]',
      publicPath: `${baseUrl}assets/css`,
      loader: Object.fromEntries(FILE_EXTENSIONS.map((ext) => [ext, 'file' as const])),
      plugins: [sassPlugin(siteDir), siteUrlFiles([...staticDirectories.map((d) => path.resolve(siteDir, d)), path.resolve(siteDir)], siteDir)],
      target: ['chrome110', 'firefox110', 'safari16'],
      // Stylesheets owe nothing to the site's tsconfig.json, whose `extends` may name a package not installed (`@docusaurus/tsconfig`).
      tsconfigRaw: {},
      logLevel: 'silent',
    });
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors?.length) throw error;
    throw new SiteLoadError(errors.map((m) => toDiagnostic(m, siteDir, 'error')), 1);
  }
  let css = '';
  for (const output of result.outputFiles) {
    if (output.path.endsWith('.css') && path.dirname(output.path) === cssDir) css = output.text;
    else {
      mkdirSync(path.dirname(output.path), { recursive: true });
      writeFileSync(output.path, output.contents);
    }
  }
  const name = `custom.${contentHash(css)}.css`;
  mkdirSync(cssDir, { recursive: true });
  writeFileSync(path.join(cssDir, name), css);
  return { href: `${baseUrl}assets/css/${name}`, diagnostics: result.warnings.map((m) => toDiagnostic(m, siteDir, 'warning')) };
}
