/**
 * Last commit (time and author) of every file under some folders, from ONE `git log` for the whole
 * site: the log is read newest first, and a file's first appearance is its last change. A site that
 * is not in a git work tree, or a shallow clone (whose history is cut short), gets no dates.
 */
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';

export interface FileCommit {
  /** Commit time, seconds since the epoch. */
  timestamp: number;
  author: string;
}

export type GitHistory = { kind: 'ok'; files: Map<string, FileCommit> } | { kind: 'unavailable'; reason: string };

const git = (cwd: string, args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });

/**
 * Reads the last commit of each file under `folders` (relative to `root`); the result is keyed by
 * path relative to `root`, with `/` separators.
 */
export function readGitHistory(root: string, folders: string[]): GitHistory {
  let top: string;
  try {
    top = git(root, ['rev-parse', '--show-toplevel']).trim();
  } catch {
    return { kind: 'unavailable', reason: 'the site is not in a git repository (or git is not installed)' };
  }
  try {
    if (git(root, ['rev-parse', '--is-shallow-repository']).trim() === 'true') return { kind: 'unavailable', reason: 'the git repository is a shallow clone, whose history is cut short (fetch it whole, e.g. `git fetch --unshallow` or `fetch-depth: 0`)' };
  } catch {
    // an old git without --is-shallow-repository: read on
  }
  const realRoot = realpathSync(root);
  const specs = [...new Set(folders)].map((f) => path.relative(top, path.join(realRoot, f)) || '.');
  let out: string;
  try {
    // Record separator before each commit, then "time<TAB>author", then the files it touched.
    out = git(top, ['-c', 'core.quotePath=false', 'log', '--no-renames', '--format=%x1e%ct%x09%an', '--name-only', '--', ...specs]);
  } catch {
    return { kind: 'ok', files: new Map() }; // no commits yet
  }
  const files = new Map<string, FileCommit>();
  for (const chunk of out.split('\x1e')) {
    const lines = chunk.split('\n');
    const [time, author = ''] = (lines[0] ?? '').split('\t');
    const timestamp = Number(time);
    if (!Number.isFinite(timestamp) || !time) continue;
    for (const line of lines.slice(1)) {
      if (!line) continue;
      const rel = path.relative(realRoot, path.join(top, line)).split(path.sep).join('/');
      if (!files.has(rel)) files.set(rel, { timestamp, author });
    }
  }
  return { kind: 'ok', files };
}
