/**
 * The files of `src/pages` and their routes, as Docusaurus's pages plugin finds them: every
 * `.js/.jsx/.ts/.tsx/.md/.mdx` file but `_`-prefixed files and folders, `*.test.*` files and
 * `__tests__` folders; `index` names its folder's route (`team/index.md` -> `/team`).
 */
import path from 'node:path';
import { compareSourcePaths } from '../content/discover.js';
import { dirEntries } from '../content/dir-entries.js';
import { canMatchGlobs, matchesGlob } from '../content/glob.js';

const PAGE_FILE = /\.(?:jsx?|tsx?|mdx?)$/i;

/** Whether a file name (not a folder) of src/pages is a page. */
export function isPageFileName(name: string): boolean {
  return PAGE_FILE.test(name) && !name.startsWith('_') && !name.startsWith('.') && !/\.test\.[jt]sx?$/i.test(name) && !/\.d\.ts$/i.test(name);
}

/**
 * Page files under `dir`, relative to it (posix), in source order. The options' `include` globs (when
 * given) name the files that may be pages and their `exclude` globs the files that are not, as
 * Docusaurus's pages plugin reads them; the rules above hold whatever they say.
 */
export function listPageFiles(dir: string, globs: { include?: readonly string[]; exclude?: readonly string[] } = {}): string[] {
  const out: string[] = [];
  const walk = (abs: string, rel: string) => {
    for (const entry of dirEntries(abs)) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('_') && !entry.name.startsWith('.') && entry.name !== '__tests__' && entry.name !== 'node_modules') walk(path.join(abs, entry.name), childRel);
      } else if (isPageFileName(entry.name)) out.push(childRel);
    }
  };
  walk(dir, '');
  const { include, exclude = [] } = globs;
  return out.filter((rel) => (!include || !canMatchGlobs || include.some((glob) => matchesGlob(rel, glob))) && !exclude.some((glob) => matchesGlob(rel, glob))).sort(compareSourcePaths);
}

/**
 * The route of a page file relative to src/pages: `about.md` -> `/about`, `team/index.js` -> `/team`
 * (Docusaurus writes `/team/`; routes here compare without the trailing slash, and `trailingSlash`
 * decides the hrefs, as for docs).
 */
export function pageRoute(rel: string): string {
  const withoutExt = rel.replace(/\.[^./]+$/, '');
  if (withoutExt === 'index') return '/';
  // A folder's index page is the folder with its trailing slash (`team/index.js` -> `/team/`), as Docusaurus routes it.
  if (withoutExt.endsWith('/index')) return `/${withoutExt.slice(0, -'index'.length)}`;
  return `/${withoutExt}`;
}

export const isMarkdownPage = (rel: string) => /\.mdx?$/i.test(rel);
