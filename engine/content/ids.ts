/**
 * Doc ids, slugs and permalinks, following Docusaurus: number prefixes stripped from every path
 * segment, front matter `id` replaces the last segment, category index docs route at their folder.
 */
import path from 'node:path';

// A prefix that looks like a date (2021-01-31, 31.01.2021) or a version (7.0-foo) is part of the name.
const DATE_LIKE = /^((\d{2}|\d{4})[-_.]\d{2}([-_.](\d{2}|\d{4}))?)(.*)$/;
const VERSION_LIKE = /^\d+[-_.]\d+/;
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(.+)$/;

/** Docusaurus's `numberPrefixParser` option: its default parser (true), none (false), or the site's function. */
export type NumberPrefixParser = boolean | ((filename: string) => unknown);

/**
 * Splits `01-intro` into { name: 'intro', position: 1 } with the parser given (the default one
 * unless told); names without a prefix are unchanged.
 */
export function parseNumberPrefix(name: string, parser: NumberPrefixParser = true): { name: string; position?: number } {
  if (parser === false) return { name };
  return typeof parser === 'function' ? siteNumberPrefix(name, parser) : defaultNumberPrefix(name);
}

/** What the site's parser returns (`{ filename, numberPrefix }`), read defensively: anything else keeps the name. */
function siteNumberPrefix(name: string, parser: (filename: string) => unknown): { name: string; position?: number } {
  const out = parser(name) as { filename?: unknown; numberPrefix?: unknown } | undefined;
  const filename = typeof out?.filename === 'string' && out.filename ? out.filename : name;
  return typeof out?.numberPrefix === 'number' ? { name: filename, position: out.numberPrefix } : { name: filename };
}

function defaultNumberPrefix(name: string): { name: string; position?: number } {
  if (DATE_LIKE.test(name) || VERSION_LIKE.test(name)) return { name };
  const m = NUMBER_PREFIX.exec(name);
  if (!m || /^[-_.\s]/.test(m[2])) return { name };
  return { name: m[2], position: Number(m[1]) };
}

export function stripNumberPrefix(name: string, enabled: NumberPrefixParser = true): string {
  return parseNumberPrefix(name, enabled).name;
}

/** Strips number prefixes from every segment of a `/`-separated path. */
export function stripPathNumberPrefixes(p: string, enabled: NumberPrefixParser = true): string {
  if (!enabled) return p;
  return p
    .split('/')
    .map((segment) => parseNumberPrefix(segment, enabled).name)
    .join('/');
}

/**
 * Is this file its folder's index doc? `index`, `README` (any case), or the folder's own name
 * (`faq/faq.md`). Decided by the file name, whatever the front matter id says, with the number
 * prefixes of file and folder as written (Docusaurus 3.9.2's isCategoryIndex: `guide/0-index.md` and
 * `01-faq/faq.md` are ordinary docs, `01-faq/01-faq.md` is the index).
 */
export function isCategoryIndexFile(relativeSource: string): boolean {
  const parsed = path.posix.parse(relativeSource);
  const name = parsed.name.toLowerCase();
  if (name === 'index' || name === 'readme') return true;
  const folder = parsed.dir.split('/').pop();
  return !!folder && folder.toLowerCase() === name;
}

/** Doc id from its source path relative to the version folder (`a/01-b.md` -> `a/b`). */
export function docIdOf(relativeSource: string, frontMatterId: string | undefined, numberPrefixes: NumberPrefixParser = true): string {
  const parsed = path.posix.parse(relativeSource);
  const dir = parsed.dir ? stripPathNumberPrefixes(parsed.dir, numberPrefixes) : '';
  const base = frontMatterId ?? stripNumberPrefix(parsed.name, numberPrefixes);
  return dir ? `${dir}/${base}` : base;
}

/**
 * The slug of a doc within its version (always starting with `/`):
 * - front matter `slug: /x` is absolute, `slug: x` is relative to the doc's folder;
 * - a category index doc is its folder with a trailing slash;
 * - otherwise folder + (front matter id or file name).
 */
export function docSlugOf(relativeSource: string, opts: { frontMatterSlug?: string; frontMatterId?: string; numberPrefixes?: NumberPrefixParser }): string {
  const numberPrefixes = opts.numberPrefixes ?? true;
  const parsed = path.posix.parse(relativeSource);
  const dir = parsed.dir ? stripPathNumberPrefixes(parsed.dir, numberPrefixes) : '';
  if (opts.frontMatterSlug !== undefined) {
    const slug = opts.frontMatterSlug.trim();
    const joined = slug.startsWith('/') ? slug : `/${dir ? `${dir}/` : ''}${slug}`;
    return normalizeSlashes(joined);
  }
  if (isCategoryIndexFile(relativeSource)) return dir ? `/${dir}/` : '/';
  const base = opts.frontMatterId ?? stripNumberPrefix(parsed.name, numberPrefixes);
  return `/${dir ? `${dir}/` : ''}${base}`;
}

/** Collapses `//`, resolves `.` and `..` segments, keeps a trailing slash. */
export function normalizeSlashes(p: string): string {
  const trailing = p.endsWith('/') && p !== '/';
  const out: string[] = [];
  for (const segment of p.split('/')) {
    if (!segment || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  const joined = `/${out.join('/')}`;
  return trailing && joined !== '/' ? `${joined}/` : joined;
}

/** Joins route parts into one absolute route (`/`, `docs`, `/next/`, `/a`) -> `/docs/next/a`. */
export function joinRoute(...parts: string[]): string {
  return normalizeSlashes(parts.filter(Boolean).join('/'));
}

/** Applies the `trailingSlash` setting to a route. */
export function applyTrailingSlash(route: string, trailingSlash: boolean | undefined): string {
  if (route === '/' || trailingSlash === undefined) return route;
  if (trailingSlash) return route.endsWith('/') ? route : `${route}/`;
  return route.endsWith('/') ? route.slice(0, -1) : route;
}

/** Latin letters that do not decompose into a base letter and marks, as lodash's deburr writes them. */
const DEBURRED: Record<string, string> = {
  Æ: 'Ae', æ: 'ae', Ð: 'D', ð: 'd', Ø: 'O', ø: 'o', Þ: 'Th', þ: 'th', ß: 'ss', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i',
  Ĳ: 'IJ', ĳ: 'ij', ĸ: 'k', Ŀ: 'L', ŀ: 'l', Ł: 'L', ł: 'l', ŉ: "'n", Ŋ: 'N', ŋ: 'n', Œ: 'Oe', œ: 'oe', Ŧ: 'T', ŧ: 't', ſ: 's',
};

/**
 * Lodash's deburr: the letters of Latin-1 Supplement and Latin Extended-A as basic Latin letters
 * (`é` -> `e`, `ß` -> `ss`), and combining marks that stand alone removed. Letters of other scripts
 * keep their marks (`グ`, `ё`, `й`, Hangul syllables): they are not decomposed.
 */
function deburr(text: string): string {
  return text
    .replace(/[\xc0-\xd6\xd8-\xf6\xf8-\xff\u0100-\u017f]/g, (c) => DEBURRED[c] ?? c.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    .replace(/[\u0300-\u036f\ufe20-\ufe2f\u20d0-\u20ff]/g, '');
}

/**
 * Lodash-style kebab case (Docusaurus's tag and author slugs): deburred, split at spaces,
 * punctuation, case changes and digits ("PostgreSQL monitoring" -> "postgre-sql-monitoring",
 * "OpenShift" -> "open-shift", "Straße" -> "strasse", "タグ" stays "タグ").
 */
export function kebabCase(input: string): string {
  const clean = deburr(input).replace(/['\u2019]/g, '');
  const words =
    clean.match(
      /\p{Lu}?[\p{Ll}\p{Lo}\p{Lm}]+(?=[^\p{L}\p{N}]|\p{Lu}|$)|\p{Lu}+(?=[^\p{L}\p{N}]|\p{Lu}\p{Ll}|$)|\p{Lu}?[\p{Ll}\p{Lo}\p{Lm}]+|\p{Lu}+|\p{N}+/gu,
    ) ?? [];
  return words.map((w) => w.toLowerCase()).join('-');
}
