/**
 * The site's client modules (config `clientModules`: scripts every page runs, as Docusaurus's) as one
 * hashed script in `assets/js/`, loaded by every page after the client. A module that does not
 * bundle (a missing file, a syntax error, an import that is not there) fails the build at its
 * file:line:col.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Message } from 'esbuild';
import { SiteLoadError, type Diagnostic } from '../../engine/diagnostics.js';
import { buildClientModulesBundle } from '../markdown/mdx-eval/islands.js';
import { contentHash, PACKAGE_ROOT } from './assets.js';

/** Writes the bundle of `files` (paths from the site folder); returns its URL, or undefined when there are none. */
export async function writeClientModules(outDir: string, baseUrl: string, siteDir: string, files: string[], configFile: string): Promise<string | undefined> {
  if (!files.length) return undefined;
  const absolute = files.map((f) => path.resolve(siteDir, f));
  const missing = absolute.map((abs, i) => [abs, files[i]] as const).filter(([abs]) => !existsSync(abs));
  if (missing.length) {
    throw new SiteLoadError(
      missing.map(([abs, file]): Diagnostic => ({ severity: 'error', rule: 'client-module', message: `Client module "${file}" does not exist (looked for ${path.relative(siteDir, abs) || abs}). Create it, or remove it from clientModules.`, file: configFile })),
      1,
    );
  }
  let js: string;
  try {
    js = await buildClientModulesBundle(absolute, siteDir);
  } catch (error) {
    // esbuild names files relative to its working folder, the package's (CLIENT_BUILD_OPTIONS).
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors?.length) throw error;
    throw new SiteLoadError(
      errors.map((m): Diagnostic => ({
        severity: 'error',
        rule: 'client-module',
        message: `A client module does not bundle for the browser: ${m.text.replace(/\.$/, '')}. Fix the module, or remove it from clientModules.`,
        ...(m.location ? { file: path.relative(siteDir, path.resolve(PACKAGE_ROOT, m.location.file)).split(path.sep).join('/'), line: m.location.line, column: m.location.column + 1 } : { file: configFile }),
      })),
      1,
    );
  }
  const name = `client-modules.${contentHash(js)}.js`;
  const dir = path.join(outDir, 'assets', 'js');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), js);
  return `${baseUrl}assets/js/${name}`;
}
