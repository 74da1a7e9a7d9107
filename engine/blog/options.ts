/**
 * The blog plugin's options (Docusaurus's names and defaults), read from `config.blog`. Keys that
 * only Docusaurus's own build uses (remark plugins, components, functions) are accepted and ignored.
 */
import { z } from 'zod';
import type { Diagnostic } from '../diagnostics.js';

const reporting = z.enum(['throw', 'warn', 'ignore', 'log']);
const countOrAll = z.union([z.literal('ALL'), z.number().int().min(0)]);
const feedType = z.enum(['rss', 'atom', 'json']);

const blogOptionsSchema = z.looseObject({
  path: z.string().default('blog'),
  routeBasePath: z.string().default('blog'),
  tagsBasePath: z.string().default('tags'),
  archiveBasePath: z.string().nullable().default('archive'),
  pageBasePath: z.string().default('page'),
  authorsBasePath: z.string().default('authors'),
  authorsMapPath: z.string().default('authors.yml'),
  include: z.array(z.string()).default(['**/*.{md,mdx}']),
  exclude: z.array(z.string()).default(['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**']),
  postsPerPage: countOrAll.default(10),
  blogTitle: z.string().default('Blog'),
  blogDescription: z.string().default('Blog'),
  blogSidebarCount: countOrAll.default(5),
  blogSidebarTitle: z.string().default('Recent posts'),
  showReadingTime: z.boolean().default(true),
  sortPosts: z.enum(['ascending', 'descending']).default('descending'),
  /** The tags file in the blog folder; null or false: none. */
  tags: z.union([z.string(), z.literal(false), z.null()]).optional(),
  onInlineTags: reporting.default('warn'),
  onInlineAuthors: reporting.default('warn'),
  onUntruncatedBlogPosts: reporting.default('warn'),
  editUrl: z.string().optional(),
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
    })
    .prefault({}),
});

export type BlogOptions = z.output<typeof blogOptionsSchema>;

/** The blog's options with defaults, or undefined when the blog is off (`blog: false`). */
export function readBlogOptions(raw: unknown, configFile: string): { options?: BlogOptions; diagnostics: Diagnostic[] } {
  if (raw === false || raw === undefined || raw === null) return { diagnostics: [] };
  const result = blogOptionsSchema.safeParse(raw === true ? {} : raw);
  if (result.success) return { options: result.data, diagnostics: [] };
  const diagnostics: Diagnostic[] = result.error.issues.map((issue) => ({
    severity: 'error',
    rule: 'config-type',
    message: `blog.${issue.path.join('.')}: ${issue.message}. The blog is not built until this is fixed.`,
    file: configFile,
  }));
  return { diagnostics };
}

