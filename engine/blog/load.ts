/**
 * Loading the blog: its options, files (parsed by the same pipeline and cache as docs), authors
 * map and tags file (read), then the posts and the blog graph (assembled). `loadSite` and the
 * `docs serve` session both run these two phases.
 */
import { applySiteFrontMatter } from '../content/site-front-matter.js';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { locateKey } from '../config/positions.js';
import { type SiteConfig, translatesContent } from '../config/schema.js';
import { contentJob, localizedSource } from '../content/content-job.js';
import type { GlobalComponent } from '../content/global-components.js';
import { listDocFiles } from '../content/discover.js';
import { joinRoute } from '../content/ids.js';
import type { ParsedContent } from '../content/parse.js';
import { type ParseJob, parseFiles } from '../content/parse-files.js';
import type { Diagnostic, Severity } from '../diagnostics.js';
import { readTagsFile, type TagsFile } from '../graph/tags.js';
import { readMessages } from '../graph/translations.js';
import { type AuthorsMap, readAuthorsMap } from './authors.js';
import { buildBlogGraph, feedXslt } from './graph.js';
import { type BlogInstanceConfig, blogInstancesOf, blogLocalizedPath, type BlogOptions, readBlogOptions } from './options.js';
import { createPost, readingWordCount } from './posts.js';
import { type BlogGraph, type BlogPost, BUILT_IN_XSLT } from './types.js';

/** Everything read from disk for the blog, before its graph is built. */
export interface BlogInput {
  /** The blog plugin instance (DEFAULT_BLOG_ID for `blog`). */
  pluginId: string;
  options: BlogOptions;
  /** Blog folder relative to the site root. */
  path: string;
  files: string[];
  jobs: ParseJob[];
  parsed: ParsedContent[];
  /** Modification time of each file (ISO), the date of a post that has none in its name or front matter. */
  fileDates: string[];
  /** Each post's reading-time word count (posts.ts readingWordCount), when the blog shows reading times. */
  readingWords?: number[];
  authors: { map?: AuthorsMap; diagnostics: Diagnostic[] };
  tags: { tagsFile?: TagsFile; diagnostics: Diagnostic[] };
  diagnostics: Diagnostic[];
  /** The locale being built (an `editUrl` function is told it). */
  locale?: string;
}

const posix = (p: string) => p.split(path.sep).join('/');

/** What a blog is read from: the site and the locale being built. */
export interface BlogSource {
  root: string;
  config: SiteConfig;
  /** Config file relative to the site root, and its text (to place a diagnostic). */
  configFile: string;
  configSource: string;
  locale: string;
  /** The site's global MDX components (src/theme/MDXComponents). */
  globalComponents?: Record<string, GlobalComponent>;
}

/** One blog as read: its input, only diagnostics (its options are wrong), or undefined (off, no folder). */
export type ReadBlog = BlogInput | { pluginId: string; diagnostics: Diagnostic[] };

/** Reads every blog the config turns on (engine/blog/options.ts blogInstancesOf), each as readBlogInput. */
export async function readBlogInputs(site: BlogSource, cacheDir: string | undefined): Promise<ReadBlog[]> {
  const out: ReadBlog[] = [];
  const ids = new Set<string>();
  for (const instance of blogInstancesOf(site.config)) {
    if (ids.has(instance.id)) {
      const message = `Two blog plugin instances have the id "${instance.id}": give each its own id (the routes and translations of each are named by it).`;
      out.push({ pluginId: instance.id, diagnostics: [{ severity: 'error', rule: 'duplicate-blog-instance', message, file: site.configFile, ...(locateKey(site.configSource, ['plugins']) ?? {}) }] });
      continue;
    }
    ids.add(instance.id);
    const read = await readBlogInput(site, instance, cacheDir);
    if (read) out.push(read);
  }
  return out;
}

/** The blog options with the title, description and sidebar title of the locale's `options.json`. */
function translatedOptions(root: string, options: BlogOptions, localized: string | undefined, diagnostics: Diagnostic[]): BlogOptions {
  if (!localized) return options;
  const messages = readMessages(root, `${localized}/options.json`, diagnostics);
  return { ...options, blogTitle: messages.title ?? options.blogTitle, blogDescription: messages.description ?? options.blogDescription, blogSidebarTitle: messages['sidebar.title'] ?? options.blogSidebarTitle };
}

/**
 * Reads and parses the blog, or returns undefined when it is off or its folder does not exist.
 * `localized` (blogLocalizedPath): the locale's folder, whose posts (by the same file name), authors
 * map, tags file and `options.json` replace the blog's own; the posts are those of the blog folder.
 */
async function readBlogInput(site: BlogSource, instance: BlogInstanceConfig, cacheDir: string | undefined): Promise<ReadBlog | undefined> {
  const { root, config } = site;
  const pluginId = instance.id;
  const localized = translatesContent(config, site.locale) ? blogLocalizedPath(config, site.locale, pluginId) : undefined;
  const read = readBlogOptions(instance.raw, site.configFile, instance.label);
  if (!read.options) return read.diagnostics.length ? { pluginId, diagnostics: read.diagnostics } : undefined;
  const diagnostics = [...read.diagnostics];
  const options = translatedOptions(root, read.options, localized, diagnostics);
  const dir = posix(options.path.replace(/^\.\/+/, '').replace(/\/+$/, ''));
  const abs = path.join(root, dir);
  try {
    if (!statSync(abs).isDirectory()) return undefined;
  } catch {
    return undefined;
  }
  const files = listDocFiles(abs, { exclude: options.exclude, include: options.include });
  const jobs: ParseJob[] = files.map((rel) => contentJob(root, config, posix(localizedSource(root, dir, localized, rel)), `blog:${pluginId}`, site.globalComponents));
  const parsed = await parseFiles(jobs, { cacheDir });
  await applySiteFrontMatter(jobs, parsed, config.markdown.parseFrontMatter);
  const fileDates = jobs.map((job) => statSync(job.abs).mtime.toISOString());
  diagnostics.push(...missingXsltFiles(root, options, dir, site));
  const readingWords = options.showReadingTime ? jobs.map((job) => readingWordCount(readFileSync(job.abs, 'utf8'), site.locale)) : undefined;
  const tagsName = options.tags === false || options.tags === null ? undefined : (options.tags ?? 'tags.yml');
  return {
    pluginId,
    options,
    path: dir,
    files,
    jobs,
    parsed,
    fileDates,
    ...(readingWords ? { readingWords } : {}),
    authors: readAuthorsMap(root, posix(localizedSource(root, dir, localized, options.authorsMapPath)), joinRoute(options.routeBasePath, options.authorsBasePath), config.trailingSlash),
    tags: tagsName ? readTagsFile(root, posix(localizedSource(root, dir, localized, tagsName))) : { diagnostics: [] },
    diagnostics,
    locale: site.locale,
  };
}

/** A feed stylesheet the options name (feedOptions.xslt) that is not there, or has no .css beside it: an error, as in Docusaurus. */
function missingXsltFiles(root: string, options: BlogOptions, dir: string, site: BlogSource): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const file of Object.values(feedXslt(options.feedOptions.xslt, dir))) {
    if (file === BUILT_IN_XSLT) continue;
    const css = file.replace(/\.[^./]*$/, '') + '.css';
    const missing = [file, css].find((f) => !existsSync(path.resolve(root, f)));
    if (!missing) continue;
    const what = missing === file ? `The feed stylesheet ${file} (blog feedOptions.xslt) does not exist.` : `The feed stylesheet ${file} needs its CSS beside it: ${css} does not exist.`;
    out.push({ severity: 'error', rule: 'blog-feed-xslt', message: `${what} Create it, or set xslt to true for the built-in stylesheet.`, file: site.configFile, ...(locateKey(site.configSource, ['feedOptions', 'xslt']) ?? {}) });
  }
  return out;
}

const reportAs = (setting: BlogOptions['onInlineTags']): Severity | null => (setting === 'ignore' ? null : setting === 'throw' ? 'error' : 'warning');

export interface AssembledBlog {
  blog: BlogGraph;
  /** The parsed tree of each built post, by post key. */
  trees: Map<string, Root>;
  /** Diagnostics by post source (parse, front matter, authors, tags). */
  postDiagnostics: Map<string, Diagnostic[]>;
  /** Authors file, tags file, untruncated posts (the options' own are in BlogInput.diagnostics). */
  other: Diagnostic[];
}

/** The posts and blog graph from what was read. */
export function assembleBlog(input: BlogInput, config: SiteConfig): AssembledBlog {
  const { options } = input;
  const posts: BlogPost[] = [];
  const trees = new Map<string, Root>();
  const postDiagnostics = new Map<string, Diagnostic[]>();
  const other = [...input.authors.diagnostics, ...input.tags.diagnostics];
  input.files.forEach((rel, i) => {
    const parsed = input.parsed[i];
    const { post, diagnostics } = createPost({
      parsed,
      relativeSource: rel,
      source: input.jobs[i].source,
      format: input.jobs[i].format,
      options,
      pluginId: input.pluginId,
      trailingSlash: config.trailingSlash,
      authorsMap: input.authors.map,
      tagsFile: input.tags.tagsFile,
      fileDate: new Date(input.fileDates[i]),
      ...(input.readingWords ? { readingWords: input.readingWords[i] } : {}),
      onInlineTags: reportAs(options.onInlineTags),
      onInlineAuthors: reportAs(options.onInlineAuthors),
      locale: input.locale ?? config.i18n.defaultLocale,
      baseUrl: config.baseUrl,
    });
    postDiagnostics.set(post.source, [...parsed.diagnostics, ...diagnostics]);
    posts.push(post);
    if (!post.draft) trees.set(post.key, parsed.tree);
  });
  const blog = buildBlogGraph({ pluginId: input.pluginId, path: input.path, options, siteTitle: config.title, posts, sidebarGroupByYear: true, authors: [...(input.authors.map?.authors.values() ?? [])], trailingSlash: config.trailingSlash });
  const untruncated = blog.posts.filter((p) => !p.truncated && !p.unlisted);
  const severity = reportAs(options.onUntruncatedBlogPosts);
  if (untruncated.length && severity) {
    const names = untruncated.slice(0, 5).map((p) => p.source).join(', ') + (untruncated.length > 5 ? `, and ${untruncated.length - 5} more` : '');
    other.push({
      severity,
      rule: 'blog-untruncated',
      message: `${untruncated.length === 1 ? 'A blog post has' : `${untruncated.length} blog posts have`} no truncation marker, so list pages show ${untruncated.length === 1 ? 'it' : 'them'} in full: ${names}. Add <!-- truncate --> (or {/* truncate */} in MDX) after the introduction, or set blog.onUntruncatedBlogPosts to 'ignore'.`,
      file: untruncated[0].source,
      line: 1,
      column: 1,
    });
  }
  return { blog, trees, postDiagnostics, other };
}
