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
import { packageNameOf } from '../../engine/content/mdx-modules.js';
import { isPackageInstalled } from '../../engine/content/site-packages.js';

/** The package a "Could not resolve" error names, when it is a package the site has not installed. */
function missingPackage(message: Message, siteDir: string): string | undefined {
  const specifier = /^Could not resolve "([^"]+)"/.exec(message.text)?.[1];
  const name = specifier === undefined ? undefined : packageNameOf(specifier);
  return name !== undefined && !isPackageInstalled(name, siteDir) ? name : undefined;
}

/** The esbuild errors of a failed bundle, else the error rethrown. */
function bundleErrors(error: unknown): Message[] {
  const errors = (error as { errors?: Message[] }).errors;
  if (!errors?.length) throw error;
  return errors;
}

/**
 * The modules of `absolute` that bundle, each alone, and a warning for each that does not because it
 * imports a package the site has not installed (as a config import of one gets a stand-in): the site
 * builds without that module's browser code. Undefined when another error stops one of them.
 */
async function withoutUninstalled(absolute: string[], siteDir: string): Promise<{ kept: string[]; diagnostics: Diagnostic[] } | undefined> {
  const kept: string[] = [];
  const diagnostics: Diagnostic[] = [];
  for (let i = 0; i < absolute.length; i++) {
    try {
      await buildClientModulesBundle([absolute[i]], siteDir);
      kept.push(absolute[i]);
    } catch (error) {
      const packages = bundleErrors(error).map((m) => missingPackage(m, siteDir));
      if (packages.some((p) => p === undefined)) return undefined;
      const file = path.relative(siteDir, absolute[i]).split(path.sep).join('/');
      diagnostics.push({ severity: 'warning', rule: 'client-module', message: `Client module ${file} imports ${[...new Set(packages)].join(', ')}, which the site has not installed: it is left out, and its browser code does not run. Install it (npm install), then build again.`, file });
    }
  }
  return { kept, diagnostics };
}

/**
 * Writes the bundle of `files` (paths from the site folder); returns its URL (none when there are no
 * modules) and warnings. A module importing a package the site has not installed is left out, with a
 * warning; any other failure is an error at its file.
 */
export async function writeClientModules(outDir: string, baseUrl: string, siteDir: string, files: string[], configFile: string): Promise<{ href?: string; diagnostics: Diagnostic[] }> {
  if (!files.length) return { diagnostics: [] };
  const absolute = files.map((f) => path.resolve(siteDir, f));
  const missing = absolute.map((abs, i) => [abs, files[i]] as const).filter(([abs]) => !existsSync(abs));
  if (missing.length) {
    throw new SiteLoadError(
      missing.map(([abs, file]): Diagnostic => ({ severity: 'error', rule: 'client-module', message: `Client module "${file}" does not exist (looked for ${path.relative(siteDir, abs) || abs}). Create it, or remove it from clientModules.`, file: configFile })),
      1,
    );
  }
  let js: string | undefined;
  let diagnostics: Diagnostic[] = [];
  try {
    js = await buildClientModulesBundle(absolute, siteDir);
  } catch (error) {
    const errors = bundleErrors(error);
    const partial = errors.every((m) => missingPackage(m, siteDir) !== undefined) ? await withoutUninstalled(absolute, siteDir) : undefined;
    if (!partial) throw bundleFailure(errors, siteDir, configFile);
    diagnostics = partial.diagnostics;
    js = partial.kept.length ? await buildClientModulesBundle(partial.kept, siteDir) : undefined;
  }
  if (js === undefined) return { diagnostics };
  const name = `client-modules.${contentHash(js)}.js`;
  const dir = path.join(outDir, 'assets', 'js');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), js);
  return { href: `${baseUrl}assets/js/${name}`, diagnostics };
}

/** The errors of a bundle that failed, at their files (esbuild names them relative to its working folder, the package's: CLIENT_BUILD_OPTIONS). */
function bundleFailure(errors: Message[], siteDir: string, configFile: string): SiteLoadError {
  return new SiteLoadError(
    errors.map((m): Diagnostic => ({
      severity: 'error',
      rule: 'client-module',
      message: `A client module does not bundle for the browser: ${m.text.replace(/\.$/, '')}. Fix the module, or remove it from clientModules.`,
      ...(m.location ? { file: path.relative(siteDir, path.resolve(PACKAGE_ROOT, m.location.file)).split(path.sep).join('/'), line: m.location.line, column: m.location.column + 1 } : { file: configFile }),
    })),
    1,
  );
}
