/**
 * The site configuration schema. Field names follow Docusaurus (docusaurus.config.js), so a site can
 * move over by renaming its config file. Objects are strict: an unknown key is reported (as a warning
 * with the closest valid key) by `validateConfig`.
 */
import { z } from 'zod';
import type { RemarkPluginEntry } from './markdown-plugins.js';

const reporting = z.enum(['throw', 'warn', 'ignore']);

/** Docusaurus's `editUrl` function form. */
export type EditUrlFunction = (params: { version: string; versionDocsDirPath: string; docPath: string; permalink: string; locale: string }) => string | undefined;

const logo = z.strictObject({
  alt: z.string().optional(),
  src: z.string(),
  srcDark: z.string().optional(),
  href: z.string().optional(),
  target: z.string().optional(),
  width: z.union([z.string(), z.number()]).optional(),
  height: z.union([z.string(), z.number()]).optional(),
  className: z.string().optional(),
  style: z.record(z.string(), z.unknown()).optional(),
});

/** Navbar items are validated by type in validate/navbar.ts, where an unknown type is named. */
const navbarItem = z.looseObject({
  type: z.string().optional(),
  position: z.enum(['left', 'right']).optional(),
  label: z.string().optional(),
  to: z.string().optional(),
  href: z.string().optional(),
});

const footerLinkItem = z.looseObject({
  label: z.string().optional(),
  to: z.string().optional(),
  href: z.string().optional(),
  html: z.string().optional(),
});

const footerColumn = z.strictObject({
  title: z.string().nullable().optional(),
  items: z.array(footerLinkItem),
});

const localeConfig = z.strictObject({
  label: z.string().optional(),
  direction: z.enum(['ltr', 'rtl']).optional(),
  htmlLang: z.string().optional(),
  calendar: z.string().optional(),
  path: z.string().optional(),
  url: z.string().optional(),
  baseUrl: z.string().optional(),
  translate: z.boolean().optional(),
});

const versionOptions = z.strictObject({
  label: z.string().optional(),
  path: z.string().optional(),
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
  badge: z.boolean().optional(),
  noIndex: z.boolean().optional(),
  className: z.string().optional(),
});

const docsOptions = z.strictObject({
  path: z.string().default('docs'),
  routeBasePath: z.string().default('docs'),
  sidebarPath: z.union([z.string(), z.literal(false)]).optional(),
  breadcrumbs: z.boolean().default(true),
  lastVersion: z.string().optional(),
  onlyIncludeVersions: z.array(z.string()).optional(),
  includeCurrentVersion: z.boolean().default(true),
  disableVersioning: z.boolean().default(false),
  versions: z.record(z.string(), versionOptions).default({}),
  /** The tags file, relative to the docs folder (Docusaurus); null or false to use none. */
  tags: z.union([z.string(), z.literal(false), z.null()]).optional(),
  onInlineTags: reporting.default('warn'),
  tagsBasePath: z.string().default('tags'),
  exclude: z.array(z.string()).default(['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**']),
  include: z.array(z.string()).default(['**/*.{md,mdx}']),
  numberPrefixParser: z.boolean().default(true),
  sidebarCollapsible: z.boolean().default(true),
  sidebarCollapsed: z.boolean().default(true),
  /** Base URL that a doc's source path is appended to, or Docusaurus's function form. */
  editUrl: z.union([z.string(), z.custom<EditUrlFunction>((v) => typeof v === 'function', 'a function')]).optional(),
  /** A translated doc's edit URL names its file under `i18n/` (else the original's). */
  editLocalizedFiles: z.boolean().default(false),
  /** Every version's edit URLs name the current version's files (`docs/…`). */
  editCurrentVersion: z.boolean().default(false),
  showLastUpdateTime: z.boolean().default(false),
  showLastUpdateAuthor: z.boolean().default(false),
});

/** A docs plugin instance other than the default one: its options and its `id`. */
/** An attribute of a head tag: a value, or true / false for a bare attribute present or left out. */
const headAttribute = z.union([z.string(), z.number().transform(String), z.boolean()]);

const docsInstance = docsOptions.extend({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'an id of letters, digits, _ and -')
    .refine((id) => id !== 'default', 'not "default" (the `docs` options are the default instance)'),
});

/** `docs` -> `/docs/`, `/docs` -> `/docs/`, `` -> `/`. */
export function normalizeBaseUrl(value: string): string {
  const trimmed = value.trim();
  return `/${trimmed.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
}

/** Docusaurus's `createRedirects`: the old paths (if any) that should redirect to an existing path. */
/** Docusaurus's `markdown.preprocessor`: rewrites a content file's whole text (front matter included) before it is parsed. */
export type MarkdownPreprocessor = (input: { filePath: string; fileContent: string }) => string;

export type CreateRedirectsFunction = (existingPath: string) => string | string[] | null | undefined;

/** `@docusaurus/plugin-client-redirects` options, read from `plugins` (engine/config/plugins.ts). */
const clientRedirects = z.strictObject({
  id: z.string().optional(),
  fromExtensions: z.array(z.string()).default([]),
  toExtensions: z.array(z.string()).default([]),
  redirects: z.array(z.strictObject({ from: z.union([z.string(), z.array(z.string())]), to: z.string() })).default([]),
  createRedirects: z.custom<CreateRedirectsFunction>((v) => typeof v === 'function', 'a function').optional(),
});

export const configSchema = z.strictObject({
  title: z.string(),
  tagline: z.string().default(''),
  url: z.string().default('http://localhost'),
  /** Always starts and ends with `/`, as Docusaurus normalises it (`docs` -> `/docs/`). */
  baseUrl: z.string().default('/').transform(normalizeBaseUrl),
  trailingSlash: z.boolean().optional(),
  favicon: z.string().optional(),
  organizationName: z.string().optional(),
  projectName: z.string().optional(),
  noIndex: z.boolean().default(false),
  customFields: z.record(z.string(), z.unknown()).default({}),
  staticDirectories: z.array(z.string()).default(['static']),
  /** The site's own stylesheets, after the theme's (Docusaurus: the classic theme's customCss); paths from the site folder. */
  customCss: z
    .union([z.string(), z.array(z.string())])
    .default([])
    .transform((v) => (typeof v === 'string' ? [v] : v)),
  /**
   * Scripts every page runs (Docusaurus's `clientModules`; its stylesheets go to customCss), paths
   * from the site folder: bundled together, with their route lifecycles (`onRouteDidUpdate`, ...).
   */
  clientModules: z.array(z.string()).default([]),
  /**
   * Tags every page's head carries, as Docusaurus's `headTags`, `stylesheets` and `scripts` put them
   * there (in that order): a string is an href or src as written, an object the element's attributes.
   */
  headTags: z.array(z.strictObject({ tagName: z.string().regex(/^[a-zA-Z][\w-]*$/), attributes: z.record(z.string(), headAttribute).default({}), innerHTML: z.string().optional() })).default([]),
  stylesheets: z.array(z.union([z.string(), z.record(z.string(), headAttribute).and(z.object({ href: z.string() }))])).default([]),
  scripts: z.array(z.union([z.string(), z.record(z.string(), headAttribute).and(z.object({ src: z.string() }))])).default([]),
  onBrokenLinks: reporting.default('throw'),
  onBrokenMarkdownLinks: reporting.default('throw'),
  onBrokenMarkdownImages: reporting.default('throw'),
  onBrokenAnchors: reporting.default('warn'),
  onDuplicateRoutes: reporting.default('throw'),
  i18n: z
    .strictObject({
      defaultLocale: z.string().default('en'),
      locales: z.array(z.string()).default(['en']),
      path: z.string().default('i18n'),
      localeConfigs: z.record(z.string(), localeConfig).default({}),
    })
    .prefault({}),
  markdown: z
    .strictObject({
      format: z.enum(['detect', 'md', 'mdx']).default('mdx'),
      /** Emoji shortcodes (`:tada:`) become emoji (Docusaurus's remark-emoji, on by default). */
      emoji: z.boolean().default(true),
      /** ```mermaid fences render as diagrams (SVG at build time). */
      mermaid: z.boolean().default(true),
      /** `$x$` and `$$…$$` are math, rendered with KaTeX at build time (Docusaurus: remark-math + rehype-katex). */
      math: z.boolean().default(false),
      /**
       * Code blocks whose meta is `npm2yarn` show as tabs of npm, then each converter's command
       * (Docusaurus: @docusaurus/remark-plugin-npm2yarn); `sync` gives the tabs one groupId.
       */
      npm2yarn: z.strictObject({ sync: z.boolean().default(false), converters: z.array(z.enum(['yarn', 'pnpm', 'bun'])).default(['yarn', 'pnpm', 'bun']) }).optional(),
      /** Docusaurus's MDX v1 compatibility switches; `comments: false` makes `<!-- -->` in MDX an error. */
      mdx1Compat: z
        .strictObject({ comments: z.boolean().default(true), admonitions: z.boolean().default(true), headingIds: z.boolean().default(true) })
        .prefault({}),
      /** Admonition names besides the built-in ones (Docusaurus's `admonitions.keywords` of the docs, blog or pages plugin). */
      admonitionKeywords: z.array(z.string()).default([]),
      /** Run on each doc, post, Markdown page and partial before it is parsed (Docusaurus's `markdown.preprocessor`). */
      preprocessor: z.custom<MarkdownPreprocessor>((v) => typeof v === 'function', 'a function').optional(),
      /**
       * The remark plugins each content plugin lists (`beforeDefaultRemarkPlugins`, `remarkPlugins`), run
       * on its files once parsed; keyed `docs:{id}`, `blog:{id}` and `pages` (set from a Docusaurus config).
       */
      remarkPlugins: z.record(z.string(), z.array(z.custom<RemarkPluginEntry>((v) => typeof (v as RemarkPluginEntry | null)?.plugin === 'function', 'a remark plugin'))).default({}),
    })
    .prefault({}),
  /** `false` disables the docs plugin (and every docs navbar item with it). */
  docs: z.union([z.literal(false), docsOptions]).prefault({}),
  /**
   * More docs plugin instances beside `docs` (Docusaurus's plugin-content-docs listed with an `id`):
   * each with its own folder, route, sidebars, versions (`{id}_versions.json`) and translations.
   */
  docsInstances: z.array(docsInstance).default([]),
  blog: z.union([z.literal(false), z.record(z.string(), z.unknown())]).default(false),
  /**
   * More blog plugin instances beside `blog` (Docusaurus's plugin-content-blog listed with an `id`,
   * a changelog or a second blog): each with its own folder, routes, feeds, authors and translations.
   * Their options are read as `blog`'s (engine/blog/options.ts).
   */
  blogInstances: z.array(z.looseObject({ id: z.string().min(1) })).default([]),
  /** The pages plugin (`src/pages`): `false` turns it off; `path` and `routeBasePath` as in Docusaurus. */
  pages: z.union([z.literal(false), z.looseObject({ path: z.string().default('src/pages'), routeBasePath: z.string().default('/') })]).prefault({}),
  /** Set from `plugins: [['@docusaurus/plugin-client-redirects', {...}]]`. */
  clientRedirects: clientRedirects.optional(),
  /**
   * Google's tags on every built page (not in `docs serve`), as the classic preset's `gtag` and
   * `googleTagManager` options (plugin-google-gtag, plugin-google-tag-manager) add them.
   */
  analytics: z
    .strictObject({
      gtag: z
        .looseObject({ trackingID: z.union([z.string(), z.array(z.string()).min(1)]).transform((v) => (typeof v === 'string' ? [v] : v)), anonymizeIP: z.boolean().default(false) })
        .optional(),
      googleTagManager: z.looseObject({ containerId: z.string() }).optional(),
    })
    .prefault({}),
  themeConfig: z
    .strictObject({
      image: z.string().optional(),
      metadata: z.array(z.record(z.string(), z.string())).default([]),
      navbar: z
        .strictObject({
          title: z.string().optional(),
          logo: logo.optional(),
          hideOnScroll: z.boolean().default(false),
          style: z.enum(['primary', 'dark']).optional(),
          items: z.array(navbarItem).default([]),
        })
    .prefault({}),
      footer: z
        .strictObject({
          style: z.enum(['light', 'dark']).default('light'),
          links: z.union([z.array(footerColumn), z.array(footerLinkItem)]).default([]),
          logo: logo.optional(),
          copyright: z.string().optional(),
        })
        .optional(),
      colorMode: z
        .strictObject({
          defaultMode: z.enum(['light', 'dark']).default('light'),
          disableSwitch: z.boolean().default(false),
          respectPrefersColorScheme: z.boolean().default(false),
        })
    .prefault({}),
      tableOfContents: z
        .strictObject({
          minHeadingLevel: z.number().int().min(2).max(6).default(2),
          maxHeadingLevel: z.number().int().min(2).max(6).default(3),
        })
    .prefault({}),
      announcementBar: z
        .strictObject({
          id: z.string().default('announcement-bar'),
          content: z.string(),
          backgroundColor: z.string().optional(),
          textColor: z.string().optional(),
          isCloseable: z.boolean().default(true),
        })
        .optional(),
      docs: z
        .strictObject({
          sidebar: z
            .strictObject({
              hideable: z.boolean().default(false),
              autoCollapseCategories: z.boolean().default(false),
            })
    .prefault({}),
          versionPersistence: z.enum(['localStorage', 'none']).default('localStorage'),
        })
    .prefault({}),
      prism: z.record(z.string(), z.unknown()).optional(),
      /** Mermaid theme options (Docusaurus theme-mermaid); diagrams follow the site's colours here. */
      mermaid: z.record(z.string(), z.unknown()).optional(),
    })
    .prefault({}),
  /**
   * sitemap.xml, as plugin-sitemap writes it (the classic preset's `sitemap` options); `false`: none.
   * `lastmod` left out: the date, where a doc's last update is known; `null`: none.
   */
  sitemap: z
    .union([
      z.literal(false),
      z.looseObject({
        filename: z.string().regex(/^[^/\\]+$/, 'a file name, without folders').default('sitemap.xml'),
        ignorePatterns: z.array(z.string()).default([]),
        lastmod: z.enum(['date', 'datetime']).nullable().optional(),
        changefreq: z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).nullable().default('weekly'),
        priority: z.number().min(0).max(1).nullable().default(0.5),
      }),
    ])
    .prefault({}),
  /** robots.txt: `true` writes one allowing every crawler (with the sitemap), a string is written as is. */
  robots: z.union([z.boolean(), z.string()]).default(false),
  search: z
    .strictObject({
      maxSearchResults: z.number().int().positive().default(8),
      indexDocs: z.boolean().default(true),
      /** Blog posts in the index too (type `blog`), as docusaurus-search-local's indexBlog. */
      indexBlog: z.boolean().default(true),
      indexDocSidebarParentCategories: z.number().int().min(0).default(0),
      searchResultLimits: z.number().int().positive().optional(),
      searchResultContextMaxLength: z.number().int().positive().default(120),
      highlightSearchTermsOnTargetPage: z.boolean().default(true),
      /** Sites with more indexed pages than this also get their index in chunks (the search box loads only what a query needs). */
      splitIndexAbove: z.number().int().min(0).default(200),
      boosts: z
        .strictObject({
          title: z.number().default(5),
          content: z.number().default(1),
          tags: z.number().default(3),
          parentCategories: z.number().default(2),
        })
    .prefault({}),
    })
    .prefault({}),
});

/** The configuration a user writes (everything optional that has a default). */
export type SiteConfigInput = z.input<typeof configSchema>;
/** The configuration after defaults and validation. */
export type SiteConfig = z.output<typeof configSchema>;
export type DocsOptions = z.output<typeof docsOptions>;
export type DocsInstanceOptions = z.output<typeof docsInstance>;

/** The id of the docs instance configured by `docs` (Docusaurus's default plugin id). */
export const DEFAULT_DOCS_ID = 'default';

/** Every docs plugin instance that is on: the default one (`docs`) first, with its id. */
export function docsInstancesOf(config: Pick<SiteConfig, 'docs' | 'docsInstances'>): DocsInstanceOptions[] {
  return [...(config.docs === false ? [] : [{ ...config.docs, id: DEFAULT_DOCS_ID }]), ...config.docsInstances];
}
export type NavbarItemConfig = z.output<typeof navbarItem>;
export type LogoConfig = z.output<typeof logo>;
export type ClientRedirectsOptions = z.output<typeof clientRedirects>;

/** Identity helper that gives editors completion and type checking for `site.config.ts`. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
