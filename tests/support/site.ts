/** Builds a site into a temporary folder for tests (once per test file). */
import type { Diagnostic } from '../../engine/diagnostics.js';
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSite, type LoadedSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** Writes `files` (path in the site -> text) into a new folder under the temp folder; returns the folder. */
export function writeSite(files: Record<string, string>, prefix = 'docs-site-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

export async function buildToTemp(siteDir: string, config?: string): Promise<{ site: LoadedSite; outDir: string; diagnostics: Diagnostic[] }> {
  const site = await loadSite(siteDir, { ...(config ? { config } : {}), cache: false });
  const errors = site.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) throw new Error(`fixture has errors: ${errors.map((e) => `${e.file}:${e.line} ${e.message}`).join('\n')}`);
  const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'docs-test-')), 'build');
  const { diagnostics } = await buildSite(site, { outDir });
  return { site, outDir, diagnostics };
}

/** Every HTML file of a build, relative paths. */
export function htmlFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(dir, rel))) {
    const child = path.join(rel, name);
    if (statSync(path.join(dir, child)).isDirectory()) {
      if (name !== 'assets' && name !== '_pages') out.push(...htmlFiles(dir, child));
    } else if (name.endsWith('.html')) out.push(child);
  }
  return out.sort();
}

/** The URL path of a built HTML file (`a b/index.html` -> `/a%20b/`). */
export function urlOf(file: string): string {
  const route = `/${file.split(path.sep).join('/')}`.replace(/index\.html$/, '');
  return route.split('/').map(encodeURIComponent).join('/');
}
