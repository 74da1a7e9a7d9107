/**
 * Front matter: YAML parsed with positions, then checked key by key so a wrong type is reported
 * at the line it is written on. Unknown keys are kept as they are.
 */
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import type { Diagnostic } from '../diagnostics.js';
import { looseBoolean, looseNumber, looseString } from './loose-values.js';

/** What a key's value must be; `convert`: what Docusaurus turns a value of another type into first (loose-values.ts). */
type Check = { expected: string; test: (v: unknown) => boolean; convert?: (v: unknown) => unknown };

const isString = (v: unknown) => typeof v === 'string';
const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isBool = (v: unknown) => typeof v === 'boolean';
const isStringOrNull = (v: unknown) => v === null || typeof v === 'string';
const isTagList = (v: unknown) =>
  Array.isArray(v) &&
  v.every((t) => typeof t === 'string' || (t && typeof t === 'object' && typeof (t as { label?: unknown }).label === 'string'));
/** Docusaurus's last_update: `author` a string and/or `date` a valid date (YAML's or a string `Date` reads); at least one of them. */
function isLastUpdate(v: unknown): boolean {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const { author, date } = v as { author?: unknown; date?: unknown };
  if (author === undefined && date === undefined) return false;
  const validDate = date === undefined || (date instanceof Date ? !Number.isNaN(date.getTime()) : typeof date === 'string' && !Number.isNaN(new Date(date).getTime()));
  return (author === undefined || typeof author === 'string') && validDate;
}
const headingLevel = (v: unknown) => Number.isInteger(v) && (v as number) >= 2 && (v as number) <= 6;

/** Known front matter keys and the type each must have. */
export const FRONT_MATTER_CHECKS: Record<string, Check> = {
  id: { expected: 'a string without "/" (it replaces the file name only)', test: (v) => isString(v) && !(v as string).includes('/'), convert: looseString },
  title: { expected: 'a string', test: isString, convert: looseString },
  sidebar_label: { expected: 'a string', test: isString, convert: looseString },
  sidebar_position: { expected: 'a number', test: isNumber, convert: looseNumber },
  sidebar_class_name: { expected: 'a string', test: isString, convert: looseString },
  sidebar_custom_props: { expected: 'an object', test: (v) => !!v && typeof v === 'object' && !Array.isArray(v) },
  displayed_sidebar: { expected: 'a string or null', test: isStringOrNull, convert: looseString },
  slug: { expected: 'a string', test: isString, convert: looseString },
  tags: { expected: 'a list of tag names (or { label, permalink } objects)', test: isTagList },
  description: { expected: 'a string', test: isString, convert: looseString },
  keywords: { expected: 'a list of strings', test: (v) => Array.isArray(v) && v.every(isString), convert: (v) => (Array.isArray(v) ? v.map((k) => looseString(k) ?? k) : v) },
  image: { expected: 'a string', test: isString, convert: looseString },
  hide_title: { expected: 'true or false', test: isBool, convert: looseBoolean },
  hide_table_of_contents: { expected: 'true or false', test: isBool, convert: looseBoolean },
  toc_min_heading_level: { expected: 'a heading level from 2 to 6', test: headingLevel, convert: looseNumber },
  toc_max_heading_level: { expected: 'a heading level from 2 to 6', test: headingLevel, convert: looseNumber },
  pagination_label: { expected: 'a string', test: isString, convert: looseString },
  pagination_prev: { expected: 'a doc id or null', test: isStringOrNull, convert: looseString },
  pagination_next: { expected: 'a doc id or null', test: isStringOrNull, convert: looseString },
  draft: { expected: 'true or false', test: isBool, convert: looseBoolean },
  unlisted: { expected: 'true or false', test: isBool, convert: looseBoolean },
  custom_edit_url: { expected: 'a URL or null', test: isStringOrNull, convert: looseString },
  parse_number_prefixes: { expected: 'true or false', test: isBool, convert: looseBoolean },
  last_update: {
    expected: 'an object with a date (2024-05-05) and/or an author (a string), as Docusaurus requires',
    test: isLastUpdate,
  },
};

export interface FrontMatterResult {
  data: Record<string, unknown>;
  /** Line of each top-level key, absolute in the file. */
  lines: Record<string, number>;
  diagnostics: Diagnostic[];
}

/**
 * Parses the YAML between the `---` fences. `startLine` is the file line of the first YAML line.
 * Diagnostics carry the file's line and column.
 */
export function parseFrontMatter(yamlText: string, file: string, startLine: number): FrontMatterResult {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const diagnostics: Diagnostic[] = [];
  for (const error of doc.errors) {
    const pos = lineCounter.linePos(error.pos[0]);
    diagnostics.push({
      severity: 'error',
      rule: 'yaml-syntax',
      message: `Front matter is not valid YAML: ${error.message.split('\n')[0]}. Check indentation, quotes and colons.`,
      file,
      line: startLine + pos.line - 1,
      column: pos.col,
    });
  }
  if (diagnostics.length) return { data: {}, lines: {}, diagnostics };
  const lines: Record<string, number> = {};
  const columns: Record<string, number> = {};
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items) {
      if (isScalar(pair.key) && pair.key.range) {
        const pos = lineCounter.linePos(pair.key.range[0]);
        lines[String(pair.key.value)] = startLine + pos.line - 1;
        columns[String(pair.key.value)] = pos.col;
      }
    }
  }
  const value: unknown = doc.toJS();
  if (value === null || value === undefined) return { data: {}, lines, diagnostics };
  if (typeof value !== 'object' || Array.isArray(value)) {
    diagnostics.push({
      severity: 'error',
      rule: 'front-matter-type',
      message: 'Front matter must be a YAML mapping of keys to values (key: value).',
      file,
      line: startLine,
      column: 1,
    });
    return { data: {}, lines, diagnostics };
  }
  const data = value as Record<string, unknown>;
  diagnostics.push(...checkFrontMatter(data, file, (key) => ({ line: lines[key] ?? startLine, column: columns[key] ?? 1 })));
  return { data, lines, diagnostics };
}

/**
 * Checks front matter's known keys (FRONT_MATTER_CHECKS) and the pairs Docusaurus refuses: each
 * wrong key is an error at `at(key)` and is dropped from `data`, so the page builds as if it were not written.
 */
export function checkFrontMatter(data: Record<string, unknown>, file: string, at: (key: string) => { line: number; column: number }): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const [key, check] of Object.entries(FRONT_MATTER_CHECKS)) {
    if (!(key in data) || check.test(data[key])) continue;
    // `sidebar_position: "2"`, `draft: "true"`: converted, as Docusaurus's validation converts them.
    const converted = check.convert?.(data[key]);
    if (converted !== undefined && check.test(converted)) {
      data[key] = converted;
      continue;
    }
    // YAML reads `date: 2024-01-01` as a Date; a string is what we want for last_update.
    const got = data[key];
    const gotText =
      got === null
        ? 'null'
        : Array.isArray(got)
          ? 'a list'
          : typeof got === 'object'
            ? 'an object'
            : typeof got === 'number' && !Number.isFinite(got)
              ? `${Number.isNaN(got) ? '.nan' : got > 0 ? '.inf' : '-.inf'} (YAML's ${Number.isNaN(got) ? 'not-a-number' : 'infinity'}, not a finite number)`
              : `${typeof got} ${JSON.stringify(got)}`;
    diagnostics.push({
      severity: 'error',
      rule: 'front-matter-type',
      message: `Front matter \`${key}\` should be ${check.expected}, got ${gotText}.`,
      file,
      ...at(key),
    });
    delete data[key];
  }
  diagnostics.push(...crossFieldDiagnostics(data, file, at));
  return diagnostics;
}

/**
 * Keys that are each valid but not together, which Docusaurus 3.9.2 refuses (the build fails): a
 * TOC whose lowest level is above its highest, and a page both draft and unlisted. The key that
 * breaks the pair is dropped, so the page builds as if it were not written.
 */
function crossFieldDiagnostics(data: Record<string, unknown>, file: string, at: (key: string) => { line: number; column: number }): Diagnostic[] {
  const out: Diagnostic[] = [];
  const min = data.toc_min_heading_level;
  const max = data.toc_max_heading_level;
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    out.push({ severity: 'error', rule: 'front-matter-type', message: `Front matter \`toc_min_heading_level\` (${min}) is above \`toc_max_heading_level\` (${max}): the TOC would be empty. Make the minimum ${max} or less.`, file, ...at('toc_min_heading_level') });
    delete data.toc_min_heading_level;
  }
  if (data.draft === true && data.unlisted === true) {
    out.push({ severity: 'error', rule: 'front-matter-type', message: 'Front matter sets both `draft` and `unlisted`: a page is either left out of the build (draft) or built without being listed (unlisted). Keep one.', file, ...at('unlisted') });
    delete data.unlisted;
  }
  return out;
}
