/**
 * How an incremental build's reused files get into the new build folder. A hard link each costs
 * little, but the folders they go into must be made first: at 10,000 pages some 11,000 of them,
 * seconds of system time on some file systems (ext4 allocating directory inodes). So a folder of
 * the previous build that holds nothing but reused files, and that this build writes nothing into,
 * is moved into the new folder whole (one rename, at the end of the build: place-pages.ts
 * moveFolders); the other reused files are linked one by one.
 *
 * What the previous folder holds is known from the record of the build that wrote it
 * (unchanged-build.ts: every file and folder with its stamp). A folder is moved only when every file
 * the record lists under it is reused, and (checked by the placing thread) each of its folders still
 * has the recorded stamp: an entry added or removed since changes a folder's mtime, so nothing that
 * build did not write is carried into this one.
 */

/** A file or folder of a build folder, relative ('/'-separated), with its size, mtime and inode. */
export type OutputStamp = readonly [file: string, size: number, mtimeMs: number, ino: number];

/** A folder to move whole: its reused files, and its folders (itself included) with the stamps they must still have. */
export interface FolderMove {
  dir: string;
  files: string[];
  folders: OutputStamp[];
}

export interface PlacingPlan {
  /** Reused files to link one by one. */
  link: string[];
  /** Folders to move whole (none inside another). */
  moves: FolderMove[];
}

const parentOf = (p: string) => {
  const at = p.lastIndexOf('/');
  return at < 0 ? '' : p.slice(0, at);
};

/** `p`'s folders, outermost first ('a/b/c' -> 'a', 'a/b'). */
function foldersOf(p: string): string[] {
  const out: string[] = [];
  for (let at = p.indexOf('/'); at >= 0; at = p.indexOf('/', at + 1)) out.push(p.slice(0, at));
  return out;
}

/** How many of `files` each folder holds, at any depth. */
function countsByFolder(files: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of files) for (const dir of foldersOf(file)) counts.set(dir, (counts.get(dir) ?? 0) + 1);
  return counts;
}

/**
 * The plan for `reused` ('/'-separated paths in the previous build folder), given what that folder
 * held (`previous`: the record's entries, '.' for the folder itself; none: everything is linked)
 * and the folders this build writes pages into (`written`: no folder holding one of them is moved).
 */
export function planPlacing(reused: readonly string[], previous: readonly OutputStamp[] | undefined, written: Iterable<string>): PlacingPlan {
  if (!previous) return { link: [...reused], moves: [] };
  const entries = previous.filter(([file]) => file !== '.');
  const folders = new Set<string>();
  for (const [file] of entries) for (const dir of foldersOf(file)) folders.add(dir);
  // A folder of the record with nothing in it counts as a file: its parent is not moved.
  const held = countsByFolder(entries.map(([file]) => file).filter((file) => !folders.has(file)));
  const reusedHeld = countsByFolder(reused);
  const blocked = new Set<string>();
  for (const dir of written) {
    if (!dir) continue;
    blocked.add(dir);
    for (const outer of foldersOf(dir)) blocked.add(outer);
  }
  const movable = (dir: string) => folders.has(dir) && !blocked.has(dir) && reusedHeld.get(dir) === held.get(dir);
  const topMoved = new Map<string, string | null>();
  /** The outermost folder of `p` that moves whole, if any. */
  const movedWith = (p: string): string | undefined => {
    const dir = parentOf(p);
    if (!dir) return undefined;
    let known = topMoved.get(dir);
    if (known === undefined) {
      known = movedWith(dir) ?? (movable(dir) ? dir : null);
      topMoved.set(dir, known);
    }
    return known ?? undefined;
  };
  const link: string[] = [];
  const moves = new Map<string, FolderMove>();
  const moveOf = (dir: string) => {
    let move = moves.get(dir);
    if (!move) moves.set(dir, (move = { dir, files: [], folders: [] }));
    return move;
  };
  for (const file of reused) {
    const dir = movedWith(file);
    if (dir) moveOf(dir).files.push(file);
    else link.push(file);
  }
  for (const entry of entries) {
    if (!folders.has(entry[0])) continue;
    const dir = moves.has(entry[0]) ? entry[0] : movedWith(entry[0]);
    if (dir && moves.has(dir)) moves.get(dir)!.folders.push(entry);
  }
  return { link, moves: [...moves.values()] };
}
