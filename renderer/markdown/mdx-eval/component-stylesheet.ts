/**
 * The CSS of the site components a page uses (CSS modules, imported stylesheets), as a hashed
 * stylesheet asset the page's content links. A `<link rel="stylesheet">` may stand in the body where
 * a `<style>` may not (HTML's content model), it comes and goes with the content on client-side
 * navigation, and pages that use the same components share one file the browser caches.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { AssetSink } from '../assets.js';
import { escapeAttribute } from './island-markup.js';

/** The `<link>` of the stylesheet holding `css` (none for no CSS). */
export function componentStylesheetLink(css: string, assets: AssetSink): string {
  if (!css.trim()) return '';
  // The scratch path is the same for the same CSS, so a sink that has copied it once answers at once.
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 16);
  const dir = path.join(tmpdir(), `docs-css-${process.pid}-${threadId}-${hash}`);
  const file = path.join(dir, 'components.css');
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(file, css);
    return `<link rel="stylesheet" href="${escapeAttribute(assets.addFile(file, 'css'))}">`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
