/**
 * Files that content names (images, linked files, static files) must lie inside the site folder or
 * one of its static folders, after symlinks are followed: a doc must never publish a file from
 * elsewhere on the machine (`![x](../../../etc/passwd)`).
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';

/** The real paths of the folders content may read from: the site and its static folders. */
export function siteRoots(siteDir: string, staticDirs: string[]): string[] {
  const roots: string[] = [];
  for (const dir of [siteDir, ...staticDirs]) {
    try {
      roots.push(realpathSync(dir));
    } catch {
      roots.push(path.resolve(dir)); // not there (yet): nothing inside it can be read anyway
    }
  }
  return roots;
}

export const isWithin = (child: string, parent: string): boolean => child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

/** Whether `abs` (an existing file), with every symlink followed, lies inside one of `roots`. */
export function isConfined(roots: string[], abs: string): boolean {
  let real: string;
  try {
    real = realpathSync(abs);
  } catch {
    return false;
  }
  return roots.some((root) => isWithin(real, root));
}
