/**
 * The parse cache keeps an entry per text ever parsed (every edit of a doc adds one): entries unused
 * for a month (their modification time, which reading an entry refreshes once a day, parse-files.ts)
 * are removed, and so are temporary files an interrupted write left. Looked through at most once a
 * day (the time of `.pruned` in the cache folder), after a successful build.
 */
import { readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Entries not used for this long are removed. */
export const UNUSED_ENTRY_MS = 30 * DAY_MS;
/** How often the cache is looked through. */
const PRUNE_EVERY_MS = DAY_MS;
/** A temporary file older than this was left by a write that did not finish. */
const STALE_TEMP_MS = DAY_MS;

/** Removes the cache entries of `cacheDir` unused for a month, at most once a day; returns how many files it removed. */
export function pruneParseCache(cacheDir: string, now = Date.now()): number {
  const stamp = path.join(cacheDir, '.pruned');
  try {
    if (now - statSync(stamp).mtimeMs < PRUNE_EVERY_MS) return 0;
  } catch {
    // never pruned
  }
  let removed = 0;
  let folders: string[];
  try {
    folders = readdirSync(cacheDir).filter((name) => /^[0-9a-f]{2}$/.test(name));
  } catch {
    return 0;
  }
  for (const folder of folders) {
    for (const name of readdirSync(path.join(cacheDir, folder))) {
      const file = path.join(cacheDir, folder, name);
      const limit = name.endsWith('.bin') ? UNUSED_ENTRY_MS : name.endsWith('.tmp') ? STALE_TEMP_MS : undefined;
      try {
        if (limit !== undefined && now - statSync(file).mtimeMs > limit) {
          rmSync(file, { force: true });
          removed++;
        }
      } catch {
        // gone meanwhile, or cannot be removed: looked at again next time
      }
    }
  }
  try {
    writeFileSync(stamp, '');
    utimesSync(stamp, new Date(now), new Date(now));
  } catch {
    // a cache that cannot be written is looked through again next time
  }
  return removed;
}
