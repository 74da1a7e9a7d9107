/**
 * The static folders are copied into the build as they are, symlinks followed. A symlink there that
 * points outside the site (or nowhere) is an error: the build would publish a file from elsewhere
 * on the machine, or fail half-way through the copy.
 */
import { lstatSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { isConfined } from '../graph/confine.js';
import type { LinkContext } from '../graph/links.js';
import { dirEntries } from '../content/dir-entries.js';

export function validateStaticFolders(ctx: LinkContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  const siteDir = ctx.graph.siteDir;
  const walk = (dir: string) => {
    for (const entry of dirEntries(dir)) {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(abs);
      else if (entry.isSymbolicLink()) checkLink(abs);
    }
  };
  const checkLink = (abs: string) => {
    const file = path.relative(siteDir, abs).split(path.sep).join('/');
    const target = readlinkSync(abs);
    let exists = true;
    try {
      lstatSync(path.resolve(path.dirname(abs), target));
    } catch {
      exists = false;
    }
    if (!exists || !isConfined(ctx.roots, abs)) {
      out.push({
        severity: 'error',
        rule: exists ? 'file-outside-site' : 'broken-symlink',
        message: exists
          ? `Symlink in a static folder points outside the site (to ${target}); the build publishes only files of the site. Copy the file into the static folder instead of linking it.`
          : `Symlink in a static folder points to a file that does not exist (${target}). Remove the link or restore its target.`,
        file,
        line: 1,
        column: 1,
      });
      return;
    }
    // A link to a folder inside the site: its files are copied too, so check the links in it.
    try {
      if (lstatSync(abs).isSymbolicLink() && readdirSync(abs)) walk(abs);
    } catch {
      // a file, not a folder
    }
  };
  for (const dir of ctx.staticDirs) walk(dir);
  return out;
}
