/**
 * Last-updated dates and authors of docs, as Docusaurus's docs plugin gives them: only with
 * `showLastUpdateTime` / `showLastUpdateAuthor`; front matter `last_update` wins over git; git is
 * read once for the whole site (content/git-history.ts).
 */
import type { DocsOptions } from '../config/schema.js';
import { type GitHistory, readGitHistory } from '../content/git-history.js';
import type { Diagnostic } from '../diagnostics.js';
import type { Doc } from './types.js';

/** A front matter date (`2024-05-05`, a YAML date) as an ISO time, or undefined when unreadable. */
function isoOf(value: unknown): string | undefined {
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
}

/** What a last update is found for: a doc or a blog post. */
type Dated = Pick<Doc, 'source' | 'frontMatter' | 'lastUpdate'>;

/**
 * Sets `lastUpdate` on every doc (replacing what front matter alone gave), or blog post (the blog
 * plugin's options of the same names). `folders` are the content folders to read the history of,
 * relative to the site root.
 */
export function applyLastUpdates(root: string, docs: Dated[], options: Pick<DocsOptions, 'showLastUpdateTime' | 'showLastUpdateAuthor'>, folders: string[], readHistory: typeof readGitHistory = readGitHistory, noun = 'doc'): Diagnostic[] {
  const { showLastUpdateTime: time, showLastUpdateAuthor: author } = options;
  if (!time && !author) {
    for (const doc of docs) delete doc.lastUpdate;
    return [];
  }
  const fromFrontMatter = (doc: Dated) => {
    const fm = doc.frontMatter.last_update as { date?: unknown; author?: unknown } | undefined;
    return { date: fm ? isoOf(fm.date) : undefined, author: fm && typeof fm.author === 'string' ? fm.author : undefined };
  };
  // Git is read only when some doc needs what its front matter does not give.
  const needsGit = docs.some((doc) => {
    const fm = fromFrontMatter(doc);
    return (time && !fm.date) || (author && !fm.author);
  });
  let history: GitHistory | undefined;
  if (needsGit) history = readHistory(root, folders);
  const diagnostics: Diagnostic[] = [];
  if (history?.kind === 'unavailable') {
    diagnostics.push({ severity: 'warning', rule: 'last-update-git', message: `showLastUpdateTime/showLastUpdateAuthor: ${history.reason}, so pages show no last-updated date or author (front matter last_update still applies).` });
  }
  const untracked: string[] = [];
  for (const doc of docs) {
    const fm = fromFrontMatter(doc);
    const commit = history?.kind === 'ok' ? history.files.get(doc.source) : undefined;
    if (history?.kind === 'ok' && !commit && ((time && !fm.date) || (author && !fm.author))) untracked.push(doc.source);
    const date = time ? (fm.date ?? (commit ? new Date(commit.timestamp * 1000).toISOString() : undefined)) : undefined;
    const by = author ? (fm.author ?? commit?.author) : undefined;
    if (date || by) doc.lastUpdate = { ...(date ? { date } : {}), ...(by ? { author: by } : {}) };
    else delete doc.lastUpdate;
  }
  if (untracked.length) {
    diagnostics.push({
      severity: 'warning',
      rule: 'last-update-git',
      message: `${untracked.length === 1 ? `A ${noun} is` : `${untracked.length} ${noun}s are`} not committed to git yet (${untracked.slice(0, 3).join(', ')}${untracked.length > 3 ? ', ...' : ''}): no last-updated date or author until ${untracked.length === 1 ? 'it is' : 'they are'} committed.`,
      file: untracked[0],
    });
  }
  return diagnostics;
}
