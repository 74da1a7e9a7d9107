/**
 * One parsed blog file -> a BlogPost: date and slug from the file name (`2024-01-02-hello.md`,
 * `2024/01/02/hello.md`, `2024-01-02-hello/index.md`) or front matter, title, description, authors,
 * tags, truncation and reading time, as Docusaurus's blog plugin makes them.
 */
import type { Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type {} from '../content/comment-node.js';
import { applyTrailingSlash, joinRoute } from '../content/ids.js';
import type { ParsedContent } from '../content/parse.js';
import type { Diagnostic, Severity } from '../diagnostics.js';
import { resolveDocTags, tagRoute, type TagsFile } from '../graph/tags.js';
import { type AuthorsMap, resolvePostAuthors } from './authors.js';
import { type BlogOptions, DEFAULT_BLOG_ID } from './options.js';
import type { BlogPost } from './types.js';

/**
 * Docusaurus's file-name convention: a date (`YYYY-MM-DD` or `YYYY/MM/DD`, one or two digits for the
 * month and the day: `2023/10/7-name`, as Docusaurus 3.9.2 reads it), then the text of the slug.
 */
const DATE_FILE_NAME = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

/** The date (UTC), slug and title text that a post's path relative to the blog folder gives. */
export function parseBlogFileName(relativeSource: string): { date?: Date; text: string; slug: string } {
  const match = DATE_FILE_NAME.exec(relativeSource);
  if (match?.groups) {
    const { folder, date, text } = match.groups;
    const [y, m, d] = date.split(/[-/]/).map(Number);
    const parsed = new Date(Date.UTC(y, m - 1, d));
    if (!Number.isNaN(parsed.getTime()) && parsed.getUTCMonth() === m - 1) return { date: parsed, text, slug: `/${date.replace(/-/g, '/')}/${folder}${text}` };
  }
  const text = relativeSource.replace(/(?:\/index)?\.mdx?$/i, '');
  return { text, slug: `/${text}` };
}

const TRUNCATE_HTML = /^<!--\s*truncate\s*-->$/;
const TRUNCATE_MDX = /^\/\*\s*truncate\s*\*\/$/;

/**
 * Whether a node is a truncate marker (`<!-- truncate -->` or `{/* truncate *\/}`), on a line of its
 * own or in a paragraph; with the blog's own `marker`, a comment, HTML or expression whose text it matches.
 */
function isTruncateMarker(node: RootContent | PhrasingContent, marker?: RegExp): boolean {
  if (marker) {
    const written = markerText(node);
    return written !== undefined && marker.test(written);
  }
  if (node.type === 'html') return TRUNCATE_HTML.test(node.value.trim());
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return TRUNCATE_MDX.test(node.value.trim());
  // In MDX, `<!-- truncate -->` is a comment node (engine/content/comment-node.ts).
  if (node.type === 'comment') return node.commentValue.trim() === 'truncate';
  return false;
}

/** The text a node is written as, when it may be a truncate marker (HTML, an HTML comment, an expression). */
function markerText(node: RootContent | PhrasingContent): string | undefined {
  if (node.type === 'html') return node.value.trim();
  if (node.type === 'comment') return `<!--${node.commentValue}-->`;
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return `{${node.value}}`;
  return undefined;
}

/** Child indexes from `parent` down to the first truncate marker, or undefined (code is not looked into). */
function markerPath(parent: Parent, marker?: RegExp): number[] | undefined {
  for (let i = 0; i < parent.children.length; i++) {
    const child = parent.children[i] as RootContent;
    if (isTruncateMarker(child, marker)) return [i];
    if ('children' in child) {
      const inner = markerPath(child, marker);
      if (inner) return [i, ...inner];
    }
  }
  return undefined;
}

/** `parent` with its content from the marker at `path` on left out (the containers on the way kept, cut). */
function cutAt<T extends Parent>(parent: T, path: readonly number[]): T {
  const [at, ...rest] = path;
  const kept = parent.children.slice(0, at);
  if (rest.length) kept.push(cutAt(parent.children[at] as Parent, rest) as (typeof kept)[number]);
  return { ...parent, children: kept };
}

/**
 * A post's excerpt: its content before the first truncate marker, as Docusaurus cuts the post's text
 * there (a marker inside a paragraph, `Intro.<!--truncate--> More`, keeps `Intro.`); with `at`, the
 * index of the top-level node the cut is in. Undefined when the post has no marker.
 */
export function truncatedTree(tree: Root, marker?: RegExp): { tree: Root; at: number } | undefined {
  // Tested node by node: without `g` or `y`, whose lastIndex would carry over from one test to the next.
  const path = markerPath(tree, marker && new RegExp(marker.source, marker.flags.replace(/[gy]/g, '')));
  return path && { tree: cutAt(tree, path), at: path[0] };
}

const FRONT_MATTER = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
const LEADING_IMPORTS = /^(?:import\s(?:.|\r?\n(?!\r?\n))*(?:\r?\n){2,})*/;
const CONTENT_TITLE = /^#[ \t]+[^ \t].*(?:\r?\n|$)|^.*\r?\n=+(?:\r?\n|$)/;

/**
 * The words of a post's reading time, counted as Docusaurus 3.9 counts them: its Markdown source
 * (code, link targets and all) after the front matter and the content title (a first `# Title`,
 * after imports), in word-like segments of Intl.Segmenter for the locale.
 */
export function readingWordCount(markdown: string, locale: string): number {
  const content = markdown.replace(/^\uFEFF/, '').replace(FRONT_MATTER, '').trim();
  const title = CONTENT_TITLE.exec(content.replace(LEADING_IMPORTS, '').trim());
  const body = title ? content.replace(title[0], '') : content;
  let words = 0;
  for (const segment of new Intl.Segmenter(locale, { granularity: 'word' }).segment(body)) if (segment.isWordLike) words++;
  return words;
}

/** Minutes to read at 200 words a minute, as Docusaurus's estimate. */
export const readingTimeOf = (words: number): number => words / 200;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/** A front matter date: a YAML date, or a string `new Date` reads. */
function frontMatterDate(value: unknown): Date | undefined {
  if (value instanceof Date) return value;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  // A date-time text without a zone is UTC, as Docusaurus reads it (`new Date(text + 'Z')`), never the
  // build machine's time zone: `2020-11-17T23:30` is 23:30 UTC wherever the site is built.
  const utc = typeof value === 'string' ? new Date(`${value.trim()}Z`) : undefined;
  const date = utc && !Number.isNaN(utc.getTime()) ? utc : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export interface PostInput {
  parsed: ParsedContent;
  /** Relative to the blog folder, `/` separated. */
  relativeSource: string;
  /** Relative to the site root, `/` separated. */
  source: string;
  format: 'md' | 'mdx';
  options: BlogOptions;
  /** The blog plugin instance the post belongs to (two blogs may read one folder). */
  pluginId: string;
  trailingSlash: boolean | undefined;
  authorsMap?: AuthorsMap;
  tagsFile?: TagsFile;
  /** Used when neither the file name nor the front matter gives a date. */
  fileDate: Date;
  onInlineTags: Severity | null;
  onInlineAuthors: Severity | null;
  /** readingWordCount of the post's file (read when the blog shows reading times). */
  readingWords?: number;
  /** The locale being built, and its base URL (an `editUrl` function is given the permalink with it). */
  locale: string;
  baseUrl: string;
}

/**
 * A post's "Edit this page" URL from the blog's `editUrl`, as Docusaurus makes it: a base URL and the
 * post's file (a translated post's original, unless editLocalizedFiles), or what the function form
 * answers for `{ blogDirPath, blogPath, permalink, locale }`.
 */
function postEditUrl({ options, source, relativeSource, locale }: PostInput, blogDir: string, permalink: string): string | undefined {
  const { editUrl } = options;
  const localized = !source.startsWith(`${blogDir}/`);
  if (typeof editUrl === 'function') {
    const blogDirPath = options.editLocalizedFiles && localized ? source.slice(0, source.length - relativeSource.length - 1) : blogDir;
    try {
      const url: unknown = editUrl({ blogDirPath, blogPath: relativeSource, permalink, locale });
      return typeof url === 'string' ? url : undefined;
    } catch {
      return undefined;
    }
  }
  if (!editUrl) return undefined;
  return `${editUrl.replace(/\/$/, '')}/${options.editLocalizedFiles || !localized ? source : `${blogDir}/${relativeSource}`}`;
}

export function createPost(input: PostInput): { post: BlogPost; diagnostics: Diagnostic[] } {
  const { parsed, relativeSource, source, options } = input;
  const fm = parsed.frontMatter;
  const lines = parsed.frontMatterLines;
  const diagnostics: Diagnostic[] = [];
  const fromName = parseBlogFileName(relativeSource);

  let date = fromName.date ?? input.fileDate;
  if (fm.date !== undefined) {
    const fmDate = frontMatterDate(fm.date);
    if (fmDate) date = fmDate;
    else diagnostics.push({ severity: 'error', rule: 'front-matter-type', message: `Front matter \`date\` should be a date such as 2024-01-31 (or 2024-01-31T10:00:00Z), got ${JSON.stringify(fm.date)}.`, file: source, line: lines.date ?? 1, column: 1 });
  }

  const slug = str(fm.slug) ? `/${str(fm.slug)!.replace(/^\/+/, '')}` : fromName.slug;
  const permalink = applyTrailingSlash(joinRoute(options.routeBasePath, slug), input.trailingSlash);
  const tagsBase = joinRoute(options.routeBasePath, options.tagsBasePath);
  // A draft is left out of the build before its authors and tags are checked, as Docusaurus does.
  const draft = fm.draft === true;
  const tags = resolveDocTags(fm.tags, input.tagsFile, input.onInlineTags, source, lines.tags ?? 1);
  if (!draft) diagnostics.push(...tags.diagnostics);
  const blogDir = options.path.replace(/^\.\/+/, '').replace(/\/+$/, '');
  const authors = resolvePostAuthors(fm, input.authorsMap, input.onInlineAuthors, source, lines.authors ?? lines.author ?? 1, input.authorsMap?.file ?? `${blogDir}/${options.authorsMapPath}`);
  if (!draft) diagnostics.push(...authors.diagnostics);

  const editUrl = 'custom_edit_url' in fm ? str(fm.custom_edit_url) : postEditUrl(input, blogDir, `${input.baseUrl.replace(/\/$/, '')}${permalink}`);
  const post: BlogPost = {
    key: input.pluginId === DEFAULT_BLOG_ID ? `@blog/${source}` : `@blog-${input.pluginId}/${source}`,
    source,
    relativeSource,
    format: input.format,
    permalink,
    slug,
    title: str(fm.title) ?? (parsed.contentTitleAfterPreamble ? undefined : parsed.contentTitle) ?? fromName.text,
    ...(str(fm.sidebar_label) ? { sidebarLabel: str(fm.sidebar_label) } : {}),
    description: str(fm.description) ?? parsed.excerpt ?? '',
    date: date.toISOString(),
    ...(options.showReadingTime ? { readingTime: readingTimeOf(input.readingWords ?? 0) } : {}),
    authors: authors.authors,
    tags: tags.tags.map((t) => ({ label: t.label, permalink: tagRoute(tagsBase, t.permalink, input.trailingSlash), ...(t.description ? { description: t.description } : {}) })),
    keywords: Array.isArray(fm.keywords) ? (fm.keywords as string[]) : [],
    ...(str(fm.image) ? { image: str(fm.image) } : {}),
    // A post that failed to parse has no tree to look in: its syntax error is reported, not a missing marker too.
    truncated: truncatedTree(parsed.tree, options.truncateMarker) !== undefined || parsed.diagnostics.some((d) => d.rule === 'mdx-syntax'),
    unlisted: fm.unlisted === true,
    draft,
    hideTableOfContents: fm.hide_table_of_contents === true,
    ...(typeof fm.toc_min_heading_level === 'number' ? { tocMinHeadingLevel: fm.toc_min_heading_level } : {}),
    ...(typeof fm.toc_max_heading_level === 'number' ? { tocMaxHeadingLevel: fm.toc_max_heading_level } : {}),
    frontMatter: fm,
    frontMatterLines: lines,
    headings: parsed.headings,
    ...(parsed.anchors ? { anchors: parsed.anchors } : {}),
    references: parsed.references,
    components: parsed.components,
    ...(editUrl ? { editUrl } : {}),
  };
  return { post, diagnostics };
}
