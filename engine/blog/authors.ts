/**
 * Blog authors: the authors map (`blog/authors.yml`: key -> { name, title, url, image_url, email,
 * socials }) and a post's front matter (`authors: key | [key, { name, ... }]`, or the older
 * `author`, `author_title`, `author_url`, `author_image_url` keys), as Docusaurus reads them.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { applyTrailingSlash, joinRoute, kebabCase } from '../content/ids.js';
import { closest, type Diagnostic, type Severity } from '../diagnostics.js';
import type { BlogAuthor } from './types.js';

export interface AuthorsMap {
  file: string;
  authors: Map<string, BlogAuthor>;
}

/** Where a social handle (not a URL) points, by platform: the handle goes between the two parts. */
const SOCIAL_BASES: Record<string, string | [string, string]> = {
  github: 'https://github.com/',
  x: 'https://x.com/',
  twitter: 'https://twitter.com/',
  linkedin: ['https://www.linkedin.com/in/', '/'],
  stackoverflow: 'https://stackoverflow.com/users/',
  bluesky: 'https://bsky.app/profile/',
  instagram: 'https://www.instagram.com/',
  threads: 'https://www.threads.net/@',
  mastodon: 'https://mastodon.social/@',
  twitch: 'https://twitch.tv/',
  youtube: 'https://youtube.com/@',
  email: 'mailto:',
};

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/**
 * An author's socials as links, as Docusaurus makes them: a URL (or `mailto:`) as written, a handle
 * on a known platform (named in any case) as its profile URL. A number is a handle too: YAML reads a
 * Stack Overflow user id (`stackoverflow: 82609`) as one.
 */
function socialsOf(raw: unknown): Record<string, string> | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const handle = typeof value === 'number' ? String(value) : str(value);
    if (!handle) continue;
    const platform = name.toLowerCase();
    const base = SOCIAL_BASES[platform];
    if (/^(https?:\/\/|mailto:)/.test(handle)) out[platform] = handle;
    else if (typeof base === 'string') out[platform] = base + handle.replace(/^@/, '');
    else if (base) out[platform] = base[0] + handle.replace(/^@/, '') + base[1];
  }
  return Object.keys(out).length ? out : undefined;
}

/** An author from an authors-map entry or an inline front matter object (both use the same keys). */
export function authorOf(raw: Record<string, unknown>, key?: string): BlogAuthor {
  const author: BlogAuthor = {
    ...(key ? { key } : {}),
    name: str(raw.name),
    title: str(raw.title),
    url: str(raw.url),
    imageURL: str(raw.image_url) ?? str(raw.imageURL),
    email: str(raw.email),
    socials: socialsOf(raw.socials),
    description: str(raw.description),
  };
  for (const k of Object.keys(author) as (keyof BlogAuthor)[]) if (author[k] === undefined) delete author[k];
  return author;
}

/** The route of an author's page under `authorsPath` (`page: true` -> its key), or undefined. */
function authorPage(raw: unknown, key: string, authorsPath: string): string | undefined {
  if (raw === true) return joinRoute(authorsPath, kebabCase(key) || key);
  if (raw && typeof raw === 'object' && typeof (raw as { permalink?: unknown }).permalink === 'string') return joinRoute(authorsPath, (raw as { permalink: string }).permalink);
  return undefined;
}

/** Reads the authors map (`file` relative to the site root); no file, no map. */
export function readAuthorsMap(siteDir: string, file: string, authorsPath = '/blog/authors', trailingSlash?: boolean): { map?: AuthorsMap; diagnostics: Diagnostic[] } {
  const abs = path.join(siteDir, file);
  if (!existsSync(abs)) return { diagnostics: [] };
  const lineCounter = new LineCounter();
  const doc = parseDocument(readFileSync(abs, 'utf8'), { lineCounter, prettyErrors: false });
  if (doc.errors.length) {
    const pos = lineCounter.linePos(doc.errors[0].pos[0]);
    return { diagnostics: [{ severity: 'error', rule: 'yaml-syntax', message: `The blog authors file is not valid YAML: ${doc.errors[0].message.split('\n')[0]}`, file, line: pos.line, column: pos.col }] };
  }
  const authors = new Map<string, BlogAuthor>();
  const diagnostics: Diagnostic[] = [];
  if (doc.contents && !isMap(doc.contents)) {
    return { diagnostics: [{ severity: 'error', rule: 'blog-authors', message: 'The blog authors file must map author keys to { name, title, url, image_url }.', file, line: 1, column: 1 }] };
  }
  for (const pair of isMap(doc.contents) ? doc.contents.items : []) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const pos = isScalar(pair.key) && pair.key.range ? lineCounter.linePos(pair.key.range[0]) : { line: 1, col: 1 };
    const value = (pair.value as { toJSON?: () => unknown } | null)?.toJSON?.();
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      diagnostics.push({ severity: 'error', rule: 'blog-authors', message: `Author "${key}" must be an object with a name (and title, url, image_url).`, file, line: pos.line, column: pos.col });
      continue;
    }
    // Docusaurus refuses an author whose name, title, url or image_url is not text; ours would drop it silently.
    for (const field of ['name', 'title', 'url', 'image_url', 'email'] as const) {
      const given = (value as Record<string, unknown>)[field];
      if (given !== undefined && given !== null && typeof given !== 'string') {
        diagnostics.push({ severity: 'error', rule: 'blog-authors', message: `Author "${key}": \`${field}\` should be text, got ${Array.isArray(given) ? 'a list' : typeof given === 'object' ? 'an object' : `${typeof given} ${JSON.stringify(given)}`}. Quote it, or remove it.`, file, line: pos.line, column: pos.col });
      }
    }
    const author = authorOf(value as Record<string, unknown>, key);
    const page = authorPage((value as Record<string, unknown>).page, key, authorsPath);
    // In the site's trailingSlash form, as the blog's other routes.
    if (page) author.page = applyTrailingSlash(page, trailingSlash);
    if (!author.name && !author.imageURL) {
      diagnostics.push({ severity: 'error', rule: 'blog-authors', message: `Author "${key}" needs a name or an image_url.`, file, line: pos.line, column: pos.col });
    }
    authors.set(key, author);
  }
  return { map: { file, authors }, diagnostics };
}

/** The legacy single-author keys of front matter, as an inline author. */
function legacyAuthor(fm: Record<string, unknown>): BlogAuthor | undefined {
  const name = str(fm.author);
  const title = str(fm.author_title) ?? str(fm.authorTitle);
  const url = str(fm.author_url) ?? str(fm.authorURL);
  const imageURL = str(fm.author_image_url) ?? str(fm.authorImageURL);
  if (!name && !title && !url && !imageURL) return undefined;
  return authorOf({ name, title, url, image_url: imageURL });
}

/**
 * The authors of a post, with diagnostics for unknown keys and inline authors (reported whether or
 * not the authors map `mapFile` exists, as Docusaurus 3.9 reports them).
 */
export function resolvePostAuthors(
  fm: Record<string, unknown>,
  map: AuthorsMap | undefined,
  onInlineAuthors: Severity | null,
  file: string,
  line: number,
  mapFile: string,
): { authors: BlogAuthor[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const authors: BlogAuthor[] = [];
  const raw = fm.authors;
  const items = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
  let inline = 0;
  for (const item of items) {
    if (typeof item === 'string') {
      const found = map?.authors.get(item);
      if (found) authors.push(found);
      else {
        const suggestion = map ? closest(item, map.authors.keys()) : undefined;
        diagnostics.push({
          severity: 'error',
          rule: 'blog-author',
          message: map
            ? `Blog author "${item}" is not in ${map.file}.${suggestion ? ` Did you mean "${suggestion}"?` : ' Add it there, or write the author inline as { name, title, url }.'}`
            : `Blog author "${item}" is a key, but there is no authors file (${file.split('/')[0]}/authors.yml). Create it, or write the author inline as { name, title, url }.`,
          file,
          line,
          column: 1,
          suggestion,
        });
      }
    } else if (item && typeof item === 'object' && !Array.isArray(item)) {
      const obj = item as Record<string, unknown>;
      const key = str(obj.key);
      const base = key ? map?.authors.get(key) : undefined;
      authors.push(base ? { ...base, ...authorOf(obj, key) } : authorOf(obj));
      if (!base) inline++;
    } else {
      diagnostics.push({ severity: 'error', rule: 'front-matter-type', message: 'Front matter `authors` should be an author key, an author object { name, title, url, image_url }, or a list of them.', file, line, column: 1 });
    }
  }
  const legacy = legacyAuthor(fm);
  if (legacy && !items.length) {
    authors.push(legacy);
    inline++;
  }
  if (inline && onInlineAuthors) {
    diagnostics.push({
      severity: onInlineAuthors,
      rule: 'blog-inline-author',
      message: `This post names an author inline, not by a key of ${mapFile}. Add the author there and refer to it by key (or set blog.onInlineAuthors to 'ignore').`,
      file,
      line,
      column: 1,
    });
  }
  return { authors, diagnostics };
}
