/**
 * Build assets: content-hashed images referenced by docs, and the static folders copied as they
 * are. The stylesheet and the client bundle are client-assets.ts.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../../engine/write-atomic.js';
import { fileURLToPath } from 'node:url';
import type { AssetFolder } from '../markdown/assets.js';

/** The package root (works from sources and from dist/). */
export const PACKAGE_ROOT = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    if (path.dirname(dir) === dir) throw new Error(`docs: no package.json above ${fileURLToPath(import.meta.url)}; reinstall the engine.`);
    dir = path.dirname(dir);
  }
  return dir;
})();

export const contentHash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 10);

/** Collects files referenced by content and copies each once, under a hashed name. */
export class ImageAssets {
  private byPath = new Map<string, string>();
  constructor(
    private outDir: string,
    private baseUrl: string,
  ) {}

  addFile(absPath: string, folder: AssetFolder = 'images'): string {
    const key = `${folder}:${absPath}`;
    const known = this.byPath.get(key);
    if (known) return known;
    const data = readFileSync(absPath);
    const parsed = path.parse(absPath);
    const name = `${parsed.name.replace(/[^\w.-]+/g, '-')}-${contentHash(data).slice(0, 8)}${parsed.ext.toLowerCase()}`;
    const dir = path.join(this.outDir, 'assets', folder);
    mkdirSync(dir, { recursive: true });
    // Render workers may copy the same image at once: each writes its own file and renames it in.
    writeFileAtomic(path.join(dir, name), data);
    const url = `${this.baseUrl}assets/${folder}/${encodeURIComponent(name)}`;
    this.byPath.set(key, url);
    return url;
  }
}

/**
 * Copies every static folder into the build, as Docusaurus does (files keep their names). Symlinks
 * are copied as the files they point to (validation refused any that leave the site), never as
 * links to absolute paths.
 */
export function copyStaticDirs(staticDirs: string[], outDir: string): void {
  for (const dir of staticDirs) {
    if (existsSync(dir)) cpSync(dir, outDir, { recursive: true, dereference: true });
  }
}
