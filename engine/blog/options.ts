/**
 * The blog plugin's options (Docusaurus's names and defaults), read from `config.blog`. Keys that
 * only Docusaurus's own build uses (remark plugins, components, functions) are accepted and ignored.
 */
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CONTENT_EXCLUDE, DEFAULT_CONTENT_INCLUDE } from '../content/discover.js';
import type { Diagnostic } from '../diagnostics.js';
import { localizationDir, type SiteConfig } from '../config/schema.js';

/** Docusaurus's blog `editUrl` function form. */
export type BlogEditUrlFunction = (params: { blogDirPath: string; blogPath: string; permalink: string; locale: string }) => string | undefined;

const reporting = z.enum(['throw', 'warn', 'ignore', 'log']);
const countOrAll = z.union([z.literal('ALL'), z.number().int().min(0)]);
const feedType = z.enum(['rss', 'atom', 'json']);
/** One feed's XSLT: true for the built-in stylesheet, a file (relative to the blog folder), or false/null for none. */
const xsltOption = z.union([z.string(), z.boolean(), z.null()]);

const blogOptionsSchema = z.looseObject({
  path: z.string().default('blog'),
  routeBasePath: z.string().default('blog'),
  tagsBasePath: z.string().default('tags'),
  archiveBasePath: z.string().nullable().default('archive'),
  pageBasePath: z.string().default('page'),
  authorsBasePath: z.string().default('authors'),
  authorsMapPath: z.string().default('authors.yml'),
  include: z.array(z.string()).default([...DEFAULT_CONTENT_INCLUDE]),
  exclude: z.array(z.string()).default([...DEFAULT_CONTENT_EXCLUDE]),
  postsPerPage: countOrAll.default(10),
  blogTitle: z.string().default('Blog'),
  blogDescription: z.string().default('Blog'),
  blogSidebarCount: countOrAll.default(5),
  blogSidebarTitle: z.string().default('Recent posts'),
  showReadingTime: z.boolean().default(true),
  /** A post's last update (front matter `last_update`, else git) in its page's footer, as the docs' options of these names. */
  showLastUpdateTime: z.boolean().default(false),
  showLastUpdateAuthor: z.boolean().default(false),
  sortPosts: z.enum(['ascending', 'descending']).default('descending'),
  /** The site's own truncate marker (`/<!--\s*more\s*-->/`), else `<!-- truncate -->` and `{/* truncate *\/}`. */
  truncateMarker: z.instanceof(RegExp).optional(),
  /** The tags file in the blog folder; null or false: none. */
  tags: z.union([z.string(), z.literal(false), z.null()]).optional(),
  onInlineTags: reporting.default('warn'),
  onInlineAuthors: reporting.default('warn'),
  onUntruncatedBlogPosts: reporting.default('warn'),
  /** A base URL, or Docusaurus's function form: `({ blogDirPath, blogPath, permalink, locale }) => url`. */
  editUrl: z.union([z.string(), z.custom<BlogEditUrlFunction>((v) => typeof v === 'function', 'a function')]).optional(),
  /** A translated post's edit URL names its file under `i18n/` (else the original's). */
  editLocalizedFiles: z.boolean().default(false),
  feedOptions: z
    .looseObject({
      type: z.union([z.literal('all'), feedType, z.array(feedType), z.null()]).default(['rss', 'atom']),
      title: z.string().optional(),
      description: z.string().optional(),
      copyright: z.string().default(''),
      language: z.string().optional(),
      limit: z.union([z.number().int().positive(), z.literal(false), z.null()]).default(20),
      /** A stylesheet for browsers that open a feed: true (the built-in one) or an .xsl file per feed (beside it, a .css of the same name). */
      xslt: z.union([z.boolean(), z.null(), z.looseObject({ rss: xsltOption.optional(), atom: xsltOption.optional() })]).default(false),
    })
    .prefault({}),
});

export type BlogOptions = z.output<typeof blogOptionsSchema>;

/** The id of the blog configured as `blog` (Docusaurus's plugin-content-blog without an `id`). */
export const DEFAULT_BLOG_ID = 'default';

/** A blog plugin instance as configured: its id and its raw options. */
export interface BlogInstanceConfig {
  id: string;
  raw: unknown;
  /** How the config names its options in messages: `blog`, or `blog instance "changelog"`. */
  label: string;
}

/**
 * A blog's translations for a locale, as Docusaurus lays them out: `i18n/{locale}/docusaurus-plugin-content-blog`,
 * with `-{id}` for another instance than the default one.
 */
export function blogLocalizedPath(config: Pick<SiteConfig, 'i18n'>, locale: string, pluginId: string = DEFAULT_BLOG_ID): string {
  return path.posix.join(localizationDir(config, locale).split(path.sep).join('/'), pluginId === DEFAULT_BLOG_ID ? 'docusaurus-plugin-content-blog' : `docusaurus-plugin-content-blog-${pluginId}`);
}

/** Every blog the config turns on: `blog` (unless false), then each of `blogInstances`. */
export function blogInstancesOf(config: { blog: unknown; blogInstances: { id: string }[] }): BlogInstanceConfig[] {
  const out: BlogInstanceConfig[] = [];
  if (config.blog !== false && config.blog !== undefined && config.blog !== null) out.push({ id: DEFAULT_BLOG_ID, raw: config.blog, label: 'blog' });
  for (const instance of config.blogInstances) out.push({ id: instance.id, raw: instance, label: `blog instance "${instance.id}"` });
  return out;
}

/**
 * Docusaurus's function options this engine does not run (they reshape Docusaurus's own post and feed
 * objects): a warning each, so that posts they would filter out or feed items they would change are
 * not published as they are without a word.
 */
function unrunFunctions(options: BlogOptions, configFile: string, label: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const raw = options as Record<string, unknown> & { feedOptions: Record<string, unknown> };
  if (typeof raw.processBlogPosts === 'function') out.push({ severity: 'warning', rule: 'config-unsupported', message: `${label}.processBlogPosts is not run: every post is published as its file says (drafts and unlisted posts as their front matter says). Filter or change posts in their front matter instead.`, file: configFile });
  if (typeof raw.feedOptions.createFeedItems === 'function') out.push({ severity: 'warning', rule: 'config-unsupported', message: `${label}.feedOptions.createFeedItems is not run: the feeds hold every listed post (up to feedOptions.limit) as it is.`, file: configFile });
  return out;
}

/** A blog's options with defaults, or undefined when the blog is off (`blog: false`). */
export function readBlogOptions(raw: unknown, configFile: string, label = 'blog'): { options?: BlogOptions; diagnostics: Diagnostic[] } {
  if (raw === false || raw === undefined || raw === null) return { diagnostics: [] };
  const result = blogOptionsSchema.safeParse(raw === true ? {} : raw);
  if (result.success) return { options: result.data, diagnostics: unrunFunctions(result.data, configFile, label) };
  const diagnostics: Diagnostic[] = result.error.issues.map((issue) => ({
    severity: 'error',
    rule: 'config-type',
    message: `${label}.${issue.path.join('.')}: ${issue.message}. ${label === 'blog' ? 'The blog' : `This blog`} is not built until this is fixed.`,
    file: configFile,
  }));
  return { diagnostics };
}

