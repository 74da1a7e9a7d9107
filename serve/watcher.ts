/**
 * The watcher of a preview: chokidar on the site root, filtered to the paths that matter (config,
 * versions, sidebars, content and static folders, tags files: the session's watch targets), with
 * the targets refreshed after each rebuild (a new version folder, a new static folder).
 */
import path from 'node:path';
import chokidar, { type FSWatcher } from 'chokidar';
import type { SiteSession } from '../engine/session/session.js';
import type { Preview } from './preview.js';

/** Directories never worth watching inside a site. */
const SKIP_DIRS = new Set(['node_modules', '.git', '.docusaurus', '.cache', 'build']);

/** Whether `file` can matter to the site, given the session's current watch targets. */
export function isRelevant(root: string, file: string, targets: readonly string[], hasBuild: boolean): boolean {
  const rel = path.relative(root, file);
  if (rel === '') return true;
  if (rel.startsWith('..') || path.isAbsolute(rel)) return false;
  const segments = rel.split(path.sep);
  if (segments.some((s) => SKIP_DIRS.has(s))) return targets.some((t) => t === file || file.startsWith(t + path.sep));
  // Without a loaded config, where the docs are is unknown: watch everything, so they are watched
  // already when the config is fixed.
  if (!hasBuild) return true;
  return targets.some((t) => t === file || file.startsWith(t + path.sep) || t.startsWith(file + path.sep));
}

/** Starts watching; resolves once the watcher is ready. Changes go to `preview.onChange`. */
export async function watchSite(root: string, session: SiteSession, preview: Preview, log: (line: string) => void): Promise<FSWatcher> {
  let targets = session.watchTargets();
  const watcher = chokidar.watch(root, { ignoreInitial: true, ignored: (file: string) => !isRelevant(root, path.resolve(file), targets, preview.hasBuild) });
  for (const event of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const) watcher.on(event, (file: string) => preview.onChange(event, file));
  watcher.on('error', (error: unknown) => log(`docs serve: watcher error: ${(error as Error).message ?? String(error)}`));
  preview.events.on('rebuild', () => {
    const next = session.watchTargets();
    const added = next.filter((t) => !targets.includes(t));
    targets = next;
    if (added.length) watcher.add(added);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return watcher;
}
