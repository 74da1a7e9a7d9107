/**
 * Finding content on disk: doc files of a version folder and the `_category_` metadata of its folders.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { closest, type Diagnostic } from '../diagnostics.js';
import { dirEntries } from './dir-entries.js';
import { canMatchGlobs, matchesGlob } from './glob.js';
import { looseBoolean, looseNumber } from './loose-values.js';

/** Docusaurus's default `exclude` of docs and blog posts: partials (`_x.md`, `_folder/`), tests. */
export const DEFAULT_CONTENT_EXCLUDE: readonly string[] = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];
/** Docusaurus's default `include`. */
export const DEFAULT_CONTENT_INCLUDE: readonly string[] = ['**/*.{md,mdx}'];

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((g, i) => g === b[i]);

/** The default exclusions by name (as fast as the globs they stand for), and never dot files or node_modules. */
function isExcludedName(name: string, isDir: boolean, defaults: boolean): boolean {
  if (name.startsWith('.') || (isDir && name === 'node_modules')) return true;
  if (!defaults) return false;
  if (name.startsWith('_')) return true;
  return isDir ? name === '__tests__' : /\.test\.(js|jsx|ts|tsx)$/.test(name);
}

/**
 * Doc files under `dir`, as sorted paths relative to it with `/` separators: those `include` matches
 * (`.md`/`.mdx` by default) that `exclude` does not. A site's own `exclude` replaces the default, as in
 * Docusaurus (its `_partial.md` files are docs then, unless it excludes them too).
 */
export function listDocFiles(dir: string, options: { exclude?: readonly string[]; include?: readonly string[] } = {}): string[] {
  const defaults = !options.exclude || sameList(options.exclude, DEFAULT_CONTENT_EXCLUDE);
  const exclude = defaults ? [] : options.exclude!;
  const include = options.include && !sameList(options.include, DEFAULT_CONTENT_INCLUDE) && canMatchGlobs ? options.include : undefined;
  const out: string[] = [];
  const walk = (abs: string, rel: string) => {
    for (const entry of dirEntries(abs)) {
      const isDir = entry.isDirectory();
      if (isExcludedName(entry.name, isDir, defaults)) continue;
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (isDir) walk(path.join(abs, entry.name), childRel);
      else if (/\.mdx?$/i.test(entry.name)) {
        if (include && !include.some((g) => matchesGlob(childRel, g))) continue;
        if (exclude.some((g) => matchesGlob(childRel, g))) continue;
        out.push(childRel);
      }
    }
  };
  walk(dir, '');
  return out.sort(compareSourcePaths);
}

/** Orders paths segment by segment, so `a/b.md` and `a/c/d.md` stay grouped and `a-b` sorts after `a/`. */
export function compareSourcePaths(a: string, b: string): number {
  const as = a.split('/');
  const bs = b.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    if (as[i] !== bs[i]) return as[i] < bs[i] ? -1 : 1;
  }
  return as.length - bs.length;
}

export interface CategoryMetadata {
  label?: string;
  /** The category's translation key (Docusaurus's `key`: `sidebar.{sidebar}.category.{key}`), else its label. */
  key?: string;
  position?: number;
  collapsible?: boolean;
  collapsed?: boolean;
  className?: string;
  description?: string;
  customProps?: Record<string, unknown>;
  /** `null` removes the category's index link. */
  link?: { type: 'doc'; id: string } | { type: 'generated-index'; slug?: string; title?: string; description?: string; keywords?: unknown; image?: unknown } | null;
  /** The `_category_` file (relative to the site root) and its text, for positions in diagnostics. */
  definedIn?: { file: string; text: string };
}

/** Line and column of the first `key` (quoted, or a YAML key) in a `_category_` file's text. */
export function locateInText(text: string, needle: string): { line: number; column: number } {
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`(["'])${escaped}\\1|^\\s*${escaped}\\s*:`, 'm').exec(text);
  if (!m) return { line: 1, column: 1 };
  const index = m.index + (m[0].length - m[0].trimStart().length);
  const before = text.slice(0, index);
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
}

const CATEGORY_FILES = ['_category_.json', '_category_.yml', '_category_.yaml'];

/** A category file's data: as JSON when it is valid JSON (the same data, much faster), else as YAML. */
function jsonOrYaml(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return parseYaml(text);
  }
}

/** The keys of a category file, as Docusaurus validates them (any other fails its build). */
const CATEGORY_KEYS = ['key', 'label', 'description', 'position', 'collapsed', 'collapsible', 'className', 'link', 'customProps'];

/** A warning for each key of a category file that is none of CATEGORY_KEYS: it changes nothing (a typo, as often as not). */
function unknownCategoryKeys(meta: Record<string, unknown>, name: string, file: string, text: string): Diagnostic[] {
  return Object.keys(meta)
    .filter((key) => !CATEGORY_KEYS.includes(key))
    .map((key) => {
      const suggestion = closest(key, CATEGORY_KEYS);
      return { severity: 'warning', rule: 'category-key', message: `${name}: \`${key}\` is not a category option, so it changes nothing (Docusaurus refuses it).${suggestion ? ` Did you mean \`${suggestion}\`?` : ''} Options: ${CATEGORY_KEYS.join(', ')}.`, file, ...locateInText(text, key), ...(suggestion ? { suggestion } : {}) } satisfies Diagnostic;
    });
}

/** Reads `_category_.json|yml` of a folder, with diagnostics for unreadable files or wrong types. */
export function readCategoryMetadata(absDir: string, relFile: (name: string) => string): { meta?: CategoryMetadata; diagnostics: Diagnostic[] } {
  const present = CATEGORY_FILES.filter((name) => existsSync(path.join(absDir, name)));
  // The first of CATEGORY_FILES is read (a second one is a warning below).
  const name = present[0];
  if (name === undefined) return { diagnostics: [] };
  const abs = path.join(absDir, name);
  const file = relFile(name);
  let data: unknown;
  const text = readFileSync(abs, 'utf8');
  try {
    // Read as YAML whatever its extension, as Docusaurus reads it: a trailing comma in the JSON is
    // accepted. Valid JSON reads the same either way, and JSON.parse is some 50 times faster.
    data = jsonOrYaml(text);
  } catch (error) {
    const e = error as Error & { linePos?: { line: number; col: number }[] };
    let line = 1;
    let column = 1;
    if (e.linePos?.[0]) ({ line, col: column } = e.linePos[0]);
    else {
      // JSON.parse says "... at position N" (newer Node versions add the line and column too).
      const offset = /position (\d+)/.exec(e.message);
      if (offset) {
        const before = text.slice(0, Number(offset[1]));
        line = before.split('\n').length;
        column = before.length - before.lastIndexOf('\n');
      }
    }
    const isYaml = !name.endsWith('.json');
    return {
      diagnostics: [
        {
          severity: 'error',
          rule: isYaml ? 'yaml-syntax' : 'category-syntax',
          message: `${name} cannot be parsed: ${e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}.`,
          file,
          line,
          column,
        },
      ],
    };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return { diagnostics: [{ severity: 'error', rule: 'category-type', message: `${name} must hold an object such as { "label": "Guides", "position": 2 }.`, file, line: 1, column: 1 }] };
  }
  const meta = data as Record<string, unknown>;
  const diagnostics: Diagnostic[] = [];
  const expect = (key: string, type: string) => {
    // `"position": "2"`, `"collapsed": "false"`: converted, as Docusaurus's validation converts them.
    const converted = type === 'number' ? looseNumber(meta[key]) : type === 'boolean' ? looseBoolean(meta[key]) : undefined;
    if (converted !== undefined) meta[key] = converted;
    if (key in meta && meta[key] !== undefined && typeof meta[key] !== type) {
      diagnostics.push({ severity: 'error', rule: 'category-type', message: `${name}: \`${key}\` should be a ${type}, got ${JSON.stringify(meta[key])}.`, file, ...locateInText(text, key) });
      delete meta[key];
    }
  };
  expect('label', 'string');
  expect('key', 'string');
  expect('position', 'number');
  expect('collapsible', 'boolean');
  expect('collapsed', 'boolean');
  expect('className', 'string');
  diagnostics.push(...unknownCategoryKeys(meta, name, file, text));
  const link = meta.link as { type?: unknown } | null | undefined;
  if (link && typeof link === 'object' && link.type !== 'doc' && link.type !== 'generated-index') {
    diagnostics.push({ severity: 'error', rule: 'category-type', message: `${name}: \`link\` is of unknown type ${JSON.stringify(link.type)}. Use { "type": "doc", "id": … } or { "type": "generated-index" }.`, file, ...locateInText(text, 'link') });
    delete meta.link;
  }
  // Docusaurus says which it reads is "undetermined"; it is the first of CATEGORY_FILES, here and there.
  if (present.length > 1) {
    diagnostics.push({ severity: 'warning', rule: 'category-files', message: `This folder has more than one category file (${present.join(', ')}): ${name} is read, the others are not. Keep one.`, file: relFile(present[1]), line: 1, column: 1 });
  }
  Object.defineProperty(meta, 'definedIn', { value: { file, text }, enumerable: false });
  return { meta: meta as CategoryMetadata, diagnostics };
}
