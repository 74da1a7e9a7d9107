/**
 * Pages of `src/pages` (Docusaurus's pages plugin): Markdown/MDX pages, parsed like docs, and React
 * pages (a module default-exporting a component), which the renderer bundles and renders.
 */
import type { ContentReference, Heading } from '../graph/content-types.js';

interface PageBase {
  /** Unique among docs, posts and pages: `@pages/` + the source path. */
  key: string;
  /** Source path relative to the site root, e.g. `src/pages/about.md`. */
  source: string;
  /** Decoded route, e.g. `/about`, `/` for `index.js`, `/team` for `team/index.md`. */
  permalink: string;
}

export interface MarkdownSitePage extends PageBase {
  type: 'markdown';
  format: 'md' | 'mdx';
  title: string;
  description: string;
  keywords: string[];
  image?: string;
  wrapperClassName?: string;
  hideTableOfContents: boolean;
  tocMinHeadingLevel?: number;
  tocMaxHeadingLevel?: number;
  unlisted: boolean;
  draft: boolean;
  /** From the pages plugin's `editUrl`. */
  editUrl?: string;
  /** With the plugin's showLastUpdateTime/Author (engine/graph/last-update.ts). */
  lastUpdate?: { date?: string; author?: string };
  frontMatter: Record<string, unknown>;
  frontMatterLines: Record<string, number>;
  headings: Heading[];
  /** Ids of elements and footnotes in the content (engine/content/element-anchors.ts). */
  anchors?: string[];
  references: ContentReference[];
  components: { name: string; line: number; column: number; file?: string }[];
}

export interface ReactSitePage extends PageBase {
  type: 'react';
}

export type SitePage = MarkdownSitePage | ReactSitePage;
