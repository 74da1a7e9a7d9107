/**
 * Tags: declared in a tags file (`tags.yml`: key -> { label, description, permalink }) or written
 * inline in front matter. A tag page routes at `{version}/tags/{permalink}`, where the permalink is
 * the lodash kebab case of the tags-file key, or of the label for inline tags.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { closest, type Diagnostic, type Severity } from '../diagnostics.js';
import { applyTrailingSlash, joinRoute, kebabCase } from '../content/ids.js';
import type { Doc, Tag, TagRef } from './types.js';

// One collator for every comparison: `localeCompare` given options makes a collator per call
// (0.13 s for the tags of 10,000 docs). The order is the same.
const labelCollator = new Intl.Collator(undefined, { sensitivity: 'base' });

/** Tags (or anything labelled) in the order of their labels, case and accents aside (Docusaurus's order). */
export const byLabel = (a: { label: string }, b: { label: string }): number => labelCollator.compare(a.label, b.label);

export interface TagsFileEntry {
  label: string;
  description?: string;
  permalink: string;
}

export interface TagsFile {
  file: string;
  entries: Map<string, TagsFileEntry>;
}

/** Reads the tags file; `file` is relative to the site root. */
export function readTagsFile(siteDir: string, file: string): { tagsFile?: TagsFile; diagnostics: Diagnostic[] } {
  const abs = path.join(siteDir, file);
  if (!existsSync(abs)) return { diagnostics: [] };
  const lineCounter = new LineCounter();
  const doc = parseDocument(readFileSync(abs, 'utf8'), { lineCounter, prettyErrors: false });
  if (doc.errors.length) {
    const e = doc.errors[0];
    const pos = lineCounter.linePos(e.pos[0]);
    return { diagnostics: [{ severity: 'error', rule: 'yaml-syntax', message: `The tags file is not valid YAML: ${e.message.split('\n')[0]}`, file, line: pos.line, column: pos.col }] };
  }
  const diagnostics: Diagnostic[] = [];
  const entries = new Map<string, TagsFileEntry>();
  const byPermalink = new Map<string, string>();
  if (doc.contents && !isMap(doc.contents)) {
    return { diagnostics: [{ severity: 'error', rule: 'tags-file', message: 'The tags file must map tag keys to { label, description, permalink }.', file, line: 1, column: 1 }] };
  }
  for (const pair of isMap(doc.contents) ? doc.contents.items : []) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const pos = isScalar(pair.key) && pair.key.range ? lineCounter.linePos(pair.key.range[0]) : { line: 1, col: 1 };
    const value = (pair.value && typeof (pair.value as { toJSON?: () => unknown }).toJSON === 'function' ? (pair.value as { toJSON: () => unknown }).toJSON() : null) as Record<string, unknown> | null;
    if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
      diagnostics.push({ severity: 'error', rule: 'tags-file', message: `Tag "${key}" must be an object with label and description.`, file, line: pos.line, column: pos.col });
      continue;
    }
    const label = typeof value?.label === 'string' ? value.label : key.charAt(0).toUpperCase() + key.slice(1);
    const permalinkRaw = typeof value?.permalink === 'string' ? value.permalink : undefined;
    const permalink = permalinkRaw ? `/${permalinkRaw.replace(/^\/+/, '')}` : `/${kebabCase(key)}`;
    // Two tags of one page (Docusaurus refuses the file: "Duplicate permalinks"): the second is left out.
    const sharing = byPermalink.get(permalink);
    if (sharing !== undefined) {
      diagnostics.push({ severity: 'error', rule: 'tags-file', message: `Tag "${key}" has the permalink ${permalink} of tag "${sharing}": one page cannot be both tags'. Give it a permalink of its own.`, file, line: pos.line, column: pos.col });
      continue;
    }
    entries.set(key, { label, description: typeof value?.description === 'string' ? value.description : undefined, permalink });
    byPermalink.set(permalink, key);
  }
  return { tagsFile: { file, entries }, diagnostics };
}

/** Resolves a doc's front matter tags against the tags file. */
/** A tag a doc uses that the tags file does not declare (onInlineTags). */
function undeclaredTag(name: string, tagsFile: TagsFile, severity: Severity, file: string, line: number): Diagnostic {
  const suggestion = closest(name, tagsFile.entries.keys());
  return {
    severity,
    rule: 'unknown-tag',
    message: `Tag "${name}" is not declared in ${tagsFile.file}.${suggestion ? ` Did you mean "${suggestion}"?` : ' Add it there with a label and description.'}`,
    file,
    line,
    column: 1,
    suggestion,
  };
}

export function resolveDocTags(
  raw: unknown,
  tagsFile: TagsFile | undefined,
  onInlineTags: Severity | null,
  file: string,
  line: number,
): { tags: TagRef[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const tags: TagRef[] = [];
  const seen = new Set<string>();
  for (const item of Array.isArray(raw) ? raw : []) {
    let ref: TagRef;
    if (typeof item === 'string') {
      const declared = tagsFile?.entries.get(item);
      if (declared) ref = { key: item, label: declared.label, permalink: declared.permalink, description: declared.description, declared: true };
      else {
        ref = { key: item, label: item, permalink: `/${kebabCase(item)}`, declared: false };
        if (tagsFile && onInlineTags) diagnostics.push(undeclaredTag(item, tagsFile, onInlineTags, file, line));
      }
    } else {
      const obj = item as { label: string; permalink?: string; description?: string };
      ref = { key: obj.label, label: obj.label, permalink: obj.permalink ? `/${obj.permalink.replace(/^\/+/, '')}` : `/${kebabCase(obj.label)}`, description: obj.description, declared: false };
      // A tag written as an object is inline too: Docusaurus reports it the same way.
      if (tagsFile && onInlineTags) diagnostics.push(undeclaredTag(obj.label, tagsFile, onInlineTags, file, line));
    }
    if (seen.has(ref.permalink)) continue;
    seen.add(ref.permalink);
    tags.push(ref);
  }
  return { tags, diagnostics };
}

/** A tag's route: its permalink under the tags path (`/docs/tags` + `/alpha`), in the site's `trailingSlash` form, as Docusaurus links it. */
export function tagRoute(tagsPath: string, permalink: string, trailingSlash: boolean | undefined): string {
  return applyTrailingSlash(joinRoute(tagsPath, permalink), trailingSlash);
}

/** Groups a version's docs by tag; tag permalinks become full routes under `tagsPath` (tagRoute). */
export function collectTags(docs: Doc[], tagsPath: string, trailingSlash?: boolean): Tag[] {
  const byPermalink = new Map<string, Tag>();
  for (const doc of docs) {
    for (const ref of doc.tags) {
      const permalink = tagRoute(tagsPath, ref.permalink, trailingSlash);
      let tag = byPermalink.get(permalink);
      if (!tag) {
        tag = { key: ref.key, label: ref.label, description: ref.description, permalink, docKeys: [], unlisted: true };
        byPermalink.set(permalink, tag);
      }
      if (!doc.unlisted) {
        tag.unlisted = false;
        tag.docKeys.push(doc.key);
      }
      ref.permalink = permalink;
    }
  }
  return [...byPermalink.values()].sort(byLabel);
}
