/**
 * The SiteGraph: everything the engine knows about a site, as plain serialisable data.
 * The renderer, search and validation all read this; nothing here refers to files on disk
 * except `source` paths (relative to the site root) kept for diagnostics.
 */
import type { BlogGraph } from '../blog/types.js';
import type { SiteConfig } from '../config/schema.js';
import type { SitePage } from '../pages/types.js';
import type { GlobalComponent } from '../content/global-components.js';

export type { ContentReference, Heading, Position, TitlePart } from './content-types.js';
import type { ContentReference, Heading, TitlePart } from './content-types.js';

export interface TagRef {
  /** Key in tags.yml, or the inline label. */
  key: string;
  label: string;
  /** Route of the tag page, e.g. `/tags/open-shift`. */
  permalink: string;
  description?: string;
  /** Declared in tags.yml. */
  declared: boolean;
}

export interface NavLink {
  title: string;
  permalink: string;
}

export interface Doc {
  /** Unique across versions: `${version}/${id}`. */
  key: string;
  /** Doc id within its version, e.g. `getting-started/step-0`. */
  id: string;
  version: string;
  /** Source path relative to the site root, e.g. `content/docs/intro.md`. */
  source: string;
  /** Source path relative to its version's content folder. */
  relativeSource: string;
  format: 'md' | 'mdx';
  /** Route as written (decoded), e.g. `/getting-started/step 3 - instrumenting/kubernetes`. */
  permalink: string;
  slug: string;
  title: string;
  /** The h1 that opens the content, when there is one (engine/content/content-title.ts). */
  contentTitle?: string;
  /** Its inline formatting (code, emphasis), when it has any. */
  contentTitleParts?: TitlePart[];
  /** Other content comes before the content title: it stays in the content, and the page shows no other title. */
  contentTitleInBody?: true;
  /** Ids of elements and footnotes in the content, which links may target besides headings. */
  anchors?: string[];
  description: string;
  sidebarLabel: string;
  sidebarPosition?: number;
  sidebarClassName?: string;
  isCategoryIndex: boolean;
  frontMatter: Record<string, unknown>;
  /** Line where each front matter key is written (for diagnostics). */
  frontMatterLines: Record<string, number>;
  tags: TagRef[];
  keywords: string[];
  unlisted: boolean;
  draft: boolean;
  headings: Heading[];
  references: ContentReference[];
  /** MDX component names used in the doc (JSX elements). */
  components: {
    name: string;
    line: number;
    column: number;
    file?: string;
    /** A theme component Docusaurus does not provide without an import (`<Tabs>` used with no `import Tabs from '@theme/Tabs'`). */
    unimported?: true;
  }[];
  /** Sidebar this doc belongs to, if any. */
  sidebar?: string;
  previous?: NavLink;
  next?: NavLink;
  /** Category labels from the sidebar root down to this doc. */
  sidebarParentCategories: string[];
  hideTitle: boolean;
  hideTableOfContents: boolean;
  tocMinHeadingLevel?: number;
  tocMaxHeadingLevel?: number;
  /** With showLastUpdateTime/Author: `date` an ISO time (front matter, else the last commit), `author`. */
  lastUpdate?: { date?: string; author?: string };
  editUrl?: string;
  image?: string;
}

/** What link resolution and content validation read of a Markdown page: a doc or a blog post. */
export type ContentPage = Pick<Doc, 'key' | 'source' | 'permalink' | 'title' | 'headings' | 'anchors' | 'references' | 'components' | 'frontMatter' | 'frontMatterLines'> & {
  /** The doc's version; absent for a blog post. */
  version?: string;
};

export type SidebarItem = SidebarDocItem | SidebarLinkItem | SidebarCategoryItem | SidebarHtmlItem;

export interface SidebarDocItem {
  type: 'doc';
  id: string;
  label: string;
  href: string;
  className?: string;
  customProps?: Record<string, unknown>;
  /** The doc is unlisted: shown only on its own page (Sidebar.withUnlisted). */
  unlisted?: true;
}
export interface SidebarLinkItem {
  type: 'link';
  label: string;
  href: string;
  external: boolean;
  className?: string;
  /** What its card says (`<DocCardList />`). */
  description?: string;
}
export interface SidebarHtmlItem {
  type: 'html';
  value: string;
  defaultStyle?: boolean;
  className?: string;
}
export interface SidebarCategoryItem {
  type: 'category';
  label: string;
  items: SidebarItem[];
  collapsed: boolean;
  collapsible: boolean;
  className?: string;
  /** What its card says (`description` of the item or its `_category_` file), instead of "N items". */
  description?: string;
  /** The page the category label opens: its index doc, or a generated index. */
  link?: { type: 'doc'; id: string; href: string; unlisted?: true } | { type: 'generated-index'; href: string; title: string; description?: string; keywords?: string[]; image?: string };
}

export interface Sidebar {
  id: string;
  /** The items every page shows: unlisted docs left out (listedItems). */
  items: SidebarItem[];
  /** When the sidebars name unlisted docs: the items with them, from which an unlisted doc's own page shows itself (listedItems with its id). */
  withUnlisted?: SidebarItem[];
}

export interface Version {
  /**
   * The version's unique name in the graph (what Doc.version holds): its own name in the default docs
   * instance, `{pluginId}/{versionName}` in another.
   */
  name: string;
  /** `current` for the docs folder, else the name in versions.json (`{id}_versions.json`). */
  versionName: string;
  /** The docs plugin instance of the version: `default`, or the id of another instance. */
  pluginId: string;
  label: string;
  isLast: boolean;
  /** Route prefix of the version, always ending with `/`, e.g. `/`, `/docs/next/`. */
  path: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  /** `versions.X.noIndex`: every page of the version asks search engines not to index it, and the sitemap leaves it out. */
  noIndex: boolean;
  /** Content folder relative to the site root. */
  contentPath: string;
  /** The folder of this version's translations for the locale being built (i18n/...), when it exists. */
  localizedContentPath?: string;
  /** Sidebars file relative to the site root, when there is one. */
  sidebarPath?: string;
  /** The doc the version's navbar link opens: the one at the version root, else the first in the sidebar. */
  mainDocId?: string;
  docIds: string[];
  draftIds: string[];
  sidebars: Sidebar[];
  /** Tag pages of this version. */
  tags: Tag[];
  tagsPath: string;
}

export interface Tag {
  key: string;
  label: string;
  description?: string;
  permalink: string;
  /** Keys of the docs with this tag (unlisted docs excluded). */
  docKeys: string[];
  unlisted: boolean;
}

export interface LocaleInfo {
  locale: string;
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  /** The folder of its translations under i18n.path (localeConfigs path, else the locale). */
  path: string;
  /** The locale's base URL: the site's for the default locale, else `${baseUrl}${locale}/` (or its localeConfigs baseUrl). */
  baseUrl: string;
  /** The locale's site URL (localeConfigs url, else the site's). */
  url: string;
}

export type RouteKind = 'doc' | 'tags-index' | 'tag' | 'generated-index' | '404' | 'blog-list' | 'blog-post' | 'blog-tags' | 'blog-tag' | 'blog-archive' | 'blog-authors' | 'blog-author' | 'page';

export interface Route {
  /** Decoded path, e.g. `/getting-started/step 3 - instrumenting/kubernetes`. */
  path: string;
  kind: RouteKind;
  version?: string;
  docKey?: string;
  tag?: string;
  /** For generated-index pages: the category's sidebar and label path. */
  category?: { sidebar: string; label: string };
  unlisted?: boolean;
  /** For blog-post pages: the post's key. */
  postKey?: string;
  /** For blog list, tag and author pages: the 1-based page number. */
  listPage?: number;
  /** For blog author pages: the author's page route. */
  author?: string;
  /** For the pages of a blog other than the default one: its plugin id. */
  blogId?: string;
  /** For pages of src/pages: the page's key. */
  pageKey?: string;
}

/** An old path that sends readers to a page (plugin-client-redirects). */
export interface Redirect {
  /** Decoded site path without the trailing slash, e.g. `/old/page`. */
  from: string;
  /** The old path was written with a trailing slash (`/old/page/`): its page is `old/page/index.html` whatever trailingSlash says. */
  slash?: true;
  /** A route of the site (decoded) or an absolute URL. */
  to: string;
}

export interface SiteGraph {
  siteDir: string;
  configFile: string;
  config: SiteConfig;
  locale: LocaleInfo;
  locales: LocaleInfo[];
  versions: Version[];
  docs: Doc[];
  /** The blogs that are on and whose folder exists: `blog` first (plugin id `default`), then `blogInstances`. */
  blogs: BlogGraph[];
  /** The pages of src/pages (Markdown and React), when there are any. */
  pages?: SitePage[];
  routes: Route[];
  /** Client redirects: old paths and where they lead. */
  redirects: Redirect[];
  /** Theme strings of the locale being built (i18n/{locale}/code.json), by key. */
  translations?: Record<string, string>;
  /** The site's global MDX components (src/theme/MDXComponents), by the name docs use them by. */
  mdxComponents?: Record<string, GlobalComponent>;
}
