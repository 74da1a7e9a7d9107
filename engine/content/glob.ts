/**
 * Glob matching of paths (a docs or blog `exclude`, a sitemap's `ignorePatterns`), by Node's own
 * `path.matchesGlob`. Node 20 and 22 print an ExperimentalWarning on its first use: the engine's users
 * did not ask for it, so that one warning is not shown.
 */
import path from 'node:path';

const nodeMatchesGlob = (path as unknown as { matchesGlob?: (p: string, g: string) => boolean }).matchesGlob;
let warned = false;

/** Whether `target` matches the glob `pattern`; false where Node has no glob matching. */
export function matchesGlob(target: string, pattern: string): boolean {
  if (!nodeMatchesGlob) return false;
  if (warned) return nodeMatchesGlob(target, pattern);
  warned = true;
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    if (!String(typeof warning === 'string' ? warning : warning.message).startsWith('glob is an experimental')) (emitWarning as (...a: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    return nodeMatchesGlob(target, pattern);
  } finally {
    process.emitWarning = emitWarning;
  }
}

/** Whether a glob matching is available (Node 20.17 and later). */
export const canMatchGlobs = !!nodeMatchesGlob;
