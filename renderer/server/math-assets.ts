/**
 * KaTeX's stylesheet and fonts copied into the build (assets/katex/), for sites with math on. Only
 * the woff2 fonts are copied (every browser the theme supports reads them), and the stylesheet is
 * rewritten to name only those, so it never points at a file that is not there.
 */
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { mathStylesheetHref } from '../math-stylesheet.js';

/** The stylesheet with each `src` reduced to its woff2 font. */
export function woff2Only(css: string): string {
  return css.replace(/src:\s*([^;}]+)/g, (m, list: string) => {
    const woff2 = list.split(/,(?=\s*url\()/).find((s) => /format\(["']?woff2["']?\)/.test(s));
    return woff2 ? `src:${woff2.trim()}` : m;
  });
}

/** Writes the stylesheet and fonts; returns the stylesheet's URL. */
export function writeMathAssets(outDir: string, baseUrl: string): string {
  const dist = path.dirname(createRequire(import.meta.url).resolve('katex/dist/katex.min.css'));
  const dir = path.join(outDir, 'assets', 'katex');
  mkdirSync(path.join(dir, 'fonts'), { recursive: true });
  writeFileSync(path.join(dir, 'katex.min.css'), woff2Only(readFileSync(path.join(dist, 'katex.min.css'), 'utf8')));
  for (const font of readdirSync(path.join(dist, 'fonts'))) {
    if (font.endsWith('.woff2')) copyFileSync(path.join(dist, 'fonts', font), path.join(dir, 'fonts', font));
  }
  return mathStylesheetHref(baseUrl);
}
