/**
 * What parsing finds in a Markdown file and the graph keeps: positions, headings, references. Shared
 * by docs (graph/types.ts) and blog posts (blog/types.ts); imports nothing, so neither imports the other.
 */

/** A position in a source file, 1-based. */
export interface Position {
  line: number;
  column: number;
}

/** An MDX component a file uses (`<Tabs>`, a site component), where it is written. */
export interface ComponentUse {
  name: string;
  line: number;
  column: number;
  /** The file it is written in, when not the page's own (a partial). */
  file?: string;
  /** A theme component Docusaurus does not provide without an import (`<Tabs>` used with no `import Tabs from '@theme/Tabs'`). */
  unimported?: true;
}

export interface Heading {
  depth: number;
  /** Plain text of the heading (without a `{#custom-id}`). */
  text: string;
  /** Its text in runs with their inline code, emphasis, strong and strikethrough, when it has any (the TOC shows them). */
  parts?: TitlePart[];
  id: string;
  line: number;
}

/** A link or image reference found in a doc, as written. */
export interface ContentReference {
  url: string;
  line: number;
  column: number;
  kind: 'link' | 'image' | 'definition' | 'jsx';
  /** An image written as HTML (a JSX or raw `<img>`), which Docusaurus never checks: a missing one only warns. */
  html?: true;
  /** Where it was written when not in the doc itself (an imported partial), relative to the site root. */
  file?: string;
  /** The URL as written in that file, when `url` was rebased to the doc's folder. */
  written?: string;
}

/**
 * A run of a title heading's text with the inline formatting it is written with (`# The \`foo\` API`:
 * "The ", then "foo" as code, then " API"), so the page's h1 shows it as Docusaurus does.
 */
export interface TitlePart {
  text: string;
  code?: true;
  em?: true;
  strong?: true;
  del?: true;
  /** A content title's link (`# Hosting with [fly.io](https://fly.io)`): its URL as written; the page resolves it. */
  href?: string;
  /** On the page: the link leaves the site (a new tab, as Docusaurus opens it). */
  external?: true;
}
