/**
 * The site's own stylesheets (Docusaurus's classic theme `customCss`): where a Docusaurus config
 * names them, and the check that each one exists. Paths are relative to the site folder (or
 * absolute, as `require.resolve('./src/css/custom.css')` gives).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { locateKey, locateValue } from './positions.js';

/** The classic theme's names, as a preset's `theme` options or an entry of `themes`/`plugins`. */
export const CLASSIC_THEMES = new Set(['@docusaurus/theme-classic', 'docusaurus-theme-classic', 'classic']);

/** `customCss` as Docusaurus accepts it (a string or an array of strings): the list of paths. */
export function customCssList(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  return [];
}

/** The `customCss` of a classic theme entry in `themes` or `plugins` (`['@docusaurus/theme-classic', { customCss }]`). */
export function classicThemeCustomCss(entry: unknown): string[] | undefined {
  if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !CLASSIC_THEMES.has(entry[0])) return undefined;
  const options = entry[1] as Record<string, unknown> | undefined;
  return options && typeof options === 'object' ? customCssList(options.customCss) : [];
}

/** One error for each stylesheet that is not a file, at the place the config names it. */
export function checkCustomCss(files: string[], siteDir: string, configFile: string, source: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    const abs = path.resolve(siteDir, file);
    if (existsSync(abs) && statSync(abs).isFile()) continue;
    const where = locateValue(source, file);
    diagnostics.push({
      severity: 'error',
      rule: 'config-custom-css',
      message: `customCss "${file}" does not exist (looked for ${path.relative(siteDir, abs) || abs}). Create the stylesheet, or remove it from customCss (in Docusaurus configs: the classic preset's theme.customCss).`,
      file: configFile,
      ...(where.line ? where : (locateKey(source, ['customCss']) ?? {})),
    });
  }
  return diagnostics;
}
