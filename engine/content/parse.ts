/**
 * Markdown/MDX parsing: one unified parse per file. The mdast is kept (for the renderer and search)
 * with heading ids attached (`data.hProperties.id`), and what the graph needs is extracted in the
 * same walk: front matter, headings, links and images, MDX components, the content title.
 */
import { unravelJsxParagraphs } from './unravel.js';
import { headWithoutImport } from './global-head.js';
import GithubSlugger from 'github-slugger';
import type { Heading as MdHeading, Nodes, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { ComponentUse, TitlePart } from '../graph/content-types.js';
import { titleParts } from './title-parts.js';
import { tabsDiagnostics } from './tabs-check.js';
import { undefinedNames } from './free-names.js';
import { computedTitle, contentTitleLeads, contentTitleNode, contentTitleOpensFile } from './content-title.js';
import { ADMONITION_DIRECTIVES, unknownDirectiveDiagnostic } from './directives.js';
import { footnoteAnchor, footnoteReferenceAnchor, htmlAnchors, jsxElementAnchor } from './element-anchors.js';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkComment from '@slorber/remark-comment';
import { unified } from 'unified';
import type { Diagnostic } from '../diagnostics.js';
import type { ContentReference, Heading } from '../graph/types.js';
import type {} from './comment-node.js';
import { CHUNK_BYTES, parseInPieces } from './chunked-parse.js';
import { canParseInParallel, type MathSyntax, PARALLEL_PARSE_BYTES, parallelSegmentsParser } from './parallel-parse.js';
import { sizeWarnings } from './doc-size.js';
import { isBuiltinComponent } from './components.js';
import { parseFrontMatter } from './frontmatter.js';
import { boundNames, checkImports, importedNames } from './mdx-modules.js';
import { findExcessNesting, MAX_NESTING } from './nesting.js';
import { markdownExcerpt } from './excerpt.js';
import { unwrapMdxCodeBlocks } from './mdx-code-blocks.js';
import { mathFencesToMath } from './math-fences.js';
import remarkEmoji from 'remark-emoji';
import type { RemarkPluginEntry } from '../config/markdown-plugins.js';
import { runRemarkPlugins } from './remark-plugins.js';

/** What the parse needs of a unified processor (its plugin-typed chain is collapsed to this). */
export interface Parser {
  use(plugin: unknown, options?: unknown): Parser;
  parse(source: string): unknown;
  data(key: string): unknown;
  freeze(): Parser;
}
/** Which processor a doc needs: its format and the syntax the site switches on. */
const processorKey = (format: 'md' | 'mdx', options: ParseOptions) => `${format}:${options.math ? String(options.math) : ''}:${format === 'mdx' && options.comments !== false ? 'comments' : ''}`;

/** A new processor of the syntax the site switches on: math (`$…$`, remark-math), MDX comments. */
function createProcessor(format: 'md' | 'mdx', options: ParseOptions): Parser {
  let p = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective) as unknown as Parser;
  // With math on (config.markdown.math), `$…$` and `$$…$$` parse as inlineMath/math nodes.
  // 'no-single-dollar': remark-math's `singleDollarTextMath: false` (inline math is `$$…$$` only; `$5` stays text).
  if (options.math) p = p.use(remarkMath, options.math === 'no-single-dollar' ? { singleDollarTextMath: false } : undefined);
  if (format === 'mdx') {
    p = p.use(remarkMdx);
    // MDX with HTML comments (`<!-- x -->`, `<!--- x -->`, ending at the first `-->`) as `comment`
    // nodes, as Docusaurus 3 parses them unless `markdown.mdx1Compat.comments` is false. The
    // package's types name the option `emit`; its code reads `ast`.
    if (options.comments !== false) p = p.use(remarkComment, { ast: true });
  }
  return p;
}

/** The processor of a format and the site's syntax (one each, kept). */
export function processorFor(format: 'md' | 'mdx', options: ParseOptions): Parser {
  const key = processorKey(format, options);
  let processor = processors.get(key);
  if (!processor) processors.set(key, (processor = createProcessor(format, options)));
  return processor;
}
const processors = new Map<string, Parser>();

/**
 * Text that may hold a GFM literal autolink (`www.x.com`, `https://x`, `a@b.co`, `mailto:`,
 * `xmpp:`) once parsed: the characters each kind needs, or a character reference or escape that
 * could make them in a text node.
 */
const MAY_HOLD_LITERAL_AUTOLINK = /[@&\\]|:\/\/|www/i;

/** The tree transform of mdast-util-gfm-autolink-literal: a walk of every text node with four regular expressions. */
const LITERAL_AUTOLINK_TRANSFORM = 'transformGfmAutolinkLiterals';

/**
 * processorFor's processor without the literal autolink transform, for text that cannot hold one
 * (the transform takes about a tenth of a parse); undefined when it is not found by its name.
 */
function leanProcessorFor(format: 'md' | 'mdx', options: ParseOptions): Parser | undefined {
  const key = processorKey(format, options);
  if (leanProcessors.has(key)) return leanProcessors.get(key);
  const lean = createProcessor(format, options);
  let found = false;
  const strip = (extension: unknown): unknown => {
    if (Array.isArray(extension)) return extension.map(strip);
    const transforms = (extension as { transforms?: { name: string }[] } | null)?.transforms;
    if (!transforms?.some((t) => t.name === LITERAL_AUTOLINK_TRANSFORM)) return extension;
    found = true;
    return { ...(extension as object), transforms: transforms.filter((t) => t.name !== LITERAL_AUTOLINK_TRANSFORM) };
  };
  // The plugins add their extensions as the processor freezes; its list is then changed in place.
  const extensions = lean.freeze().data('fromMarkdownExtensions');
  if (Array.isArray(extensions)) extensions.splice(0, extensions.length, ...extensions.map(strip));
  leanProcessors.set(key, found ? lean : undefined);
  return leanProcessors.get(key);
}
const leanProcessors = new Map<string, Parser | undefined>();

/**
 * The parse of a text to its mdast tree, processorFor's, skipping the literal autolink walk for
 * text that cannot hold one: the same tree, sooner.
 */
export function markdownParser(format: 'md' | 'mdx', options: ParseOptions): (text: string) => Root {
  const full = processorFor(format, options);
  const lean = leanProcessorFor(format, options);
  return (text) => ((lean && !MAY_HOLD_LITERAL_AUTOLINK.test(text) ? lean : full).parse(text) as Root);
}

/** Syntax switched on by the site config. */
export interface ParseOptions {
  /** Admonition names besides the built-in ones (config.markdown.admonitionKeywords). */
  admonitionKeywords?: string[];
  /** `false`: the built-in admonition names are not admonitions in this file (its plugin's `admonitions.extendDefaults: false`, or `admonitions: false`). */
  admonitionDefaults?: boolean;
  /** Heading ids keep their letter case (config.markdown.anchors.maintainCase), as github-slugger's option. */
  maintainCase?: boolean;
  /** `false`: the older admonition title syntax (`:::tip Title`) is not read (markdown.mdx1Compat.admonitions). */
  oldAdmonitionTitles?: boolean;
  /** `$…$` and `$$…$$` are math (config.markdown.math); 'no-single-dollar': `$$…$$` only (markdown.singleDollarTextMath false). */
  math?: MathSyntax;
  /** MDX only: HTML comments are comments (default true), else they are a syntax error as in plain MDX. */
  comments?: boolean;
  /** Docs above this size are parsed in pieces (engine/content/chunked-parse.ts); tests lower it. */
  chunkBytes?: number;
  /** Threads a very large doc (PARALLEL_PARSE_BYTES or more) may be parsed on (parallel-parse.ts); default 1. */
  threads?: number;
  /** Emoji shortcodes (`:tada:`) become emoji (config.markdown.emoji, on by default as in Docusaurus). */
  emoji?: boolean;
  /** The site's remark plugins for this file (remark-plugins.ts), and the file's absolute path they see. */
  remarkPlugins?: RemarkPluginEntry[];
  abs?: string;
}

export interface ParsedContent {
  tree: Root;
  frontMatter: Record<string, unknown>;
  frontMatterLines: Record<string, number>;
  headings: Heading[];
  references: ContentReference[];
  components: ComponentUse[];
  /** Text of the content title when it opens the content (content-title.ts), which titles the doc when front matter does not. */
  contentTitle?: string;
  /** Its inline formatting, when it has any (title-parts.ts). */
  contentTitleParts?: TitlePart[];
  /**
   * The content has a content title that does not open it (an image or a paragraph comes first): it
   * stays where it is written, and the page shows no header title; it does not title the doc.
   */
  contentTitleInBody?: true;
  /**
   * The content title comes after a comment, a link definition or an `export` (not only front matter
   * and imports): the page shows it, but it does not title the doc, as Docusaurus's metadata reads
   * the title from the file's first lines, imports aside (content-title.ts contentTitleOpensFile).
   */
  contentTitleAfterPreamble?: true;
  /** Ids of elements and footnotes a link may land on besides the headings' (element-anchors.ts). */
  anchors?: string[];
  /** First paragraph's first line, as plain text (the default description). */
  excerpt?: string;
  diagnostics: Diagnostic[];
  /** Absolute paths of the Markdown files this one imports, transitively (engine/content/partials.ts). */
  dependencies?: string[];
  /**
   * Hash of everything the tree was made from: the file's text, the parse options, the text of each
   * imported partial (set by parse-files.ts; an incremental build re-renders a doc when it changes).
   */
  inputHash?: string;
}

/** A heading's `{#custom-id}` at its end, as Docusaurus reads it (spaces and `{` allowed, no `}` nor a second `{#`). */
const CUSTOM_ID = /\s*\{#((?:.(?!\{#|\}))*.)\}$/;

/**
 * The hast property marking a heading written with a JavaScript expression (`## Version {v}`):
 * Docusaurus's Heading gets children that are not one string, and labels its anchor by the id.
 * Taken off once the anchor is made.
 */
export const COMPUTED_HEADING = 'dataComputedHeading';

/**
 * The older admonition title syntax, `:::tip Title` (quoted `> :::tip Title` too), for the built-in
 * keywords and the site's own: its title becomes the directive's label as written, Markdown and all.
 */
const oldTitlePatterns = new Map<string, RegExp>();
function admonitionOldTitle(keywords: readonly string[], defaults: boolean): RegExp {
  const key = `${defaults}|${keywords.join('|')}`;
  let pattern = oldTitlePatterns.get(key);
  if (!pattern) {
    const names = [...(defaults ? ADMONITION_DIRECTIVES : []), ...keywords.filter((k) => /^[\w-]+$/.test(k))].join('|') || '(?!)';
    oldTitlePatterns.set(key, (pattern = new RegExp(`^((?:> ?)*\\s*:{3,}(?:${names}))[ \\t]+([^\\s[{].*?)\\s*$`)));
  }
  return pattern;
}

/**
 * Line rewrites Docusaurus applies before parsing, outside code fences: the older admonition title
 * syntax `:::tip Title` becomes `:::tip[Title]`, and in MDX a heading's `{#id}` (which MDX would read
 * as a JavaScript expression) is escaped so it stays text. Columns shift only on rewritten lines.
 * Before those, ```mdx-code-block fences are unwrapped (engine/content/mdx-code-blocks.ts).
 */
export function preprocessMarkdown(written: string, format: 'md' | 'mdx', admonitionKeywords: readonly string[] = [], oldAdmonitionTitles = true, admonitionDefaults = true): string {
  const text = unwrapMdxCodeBlocks(written);
  const mdxIds = format === 'mdx' && text.includes('{#');
  const titles = oldAdmonitionTitles && text.includes(':::');
  if (!mdxIds && !titles) return text;
  const oldTitle = admonitionOldTitle(admonitionKeywords, admonitionDefaults);
  let fence: string | null = null;
  return text
    .split('\n')
    .map((line) => {
      const f = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
      if (f) {
        if (!fence) fence = f[1];
        else if (f[1].startsWith(fence[0]) && f[1].length >= fence.length) fence = null;
        return line;
      }
      if (fence) return line;
      const admonition = titles && oldTitle.exec(line);
      if (admonition) return `${admonition[1]}[${admonition[2]}]`;
      // As Docusaurus escapes it: the first `{#` of a heading line, wherever it is (`## A {#id} more`
      // is text, no id); one escaped already (`\{#setup\}`, as MDX 2 sites write it) stays as written.
      if (mdxIds && /^\s{0,3}#{1,6}\s/.test(line)) return line.replace(/(^|[^\\])\{#/, '$1\\{#');
      return line;
    })
    .join('\n');
}

/** Removes a trailing `{#custom-id}` from a heading's text nodes and returns the id. */
function takeCustomId(heading: MdHeading): string | undefined {
  const last = heading.children[heading.children.length - 1];
  if (!last || last.type !== 'text') return undefined;
  const m = CUSTOM_ID.exec(last.value);
  if (!m) return undefined;
  last.value = last.value.slice(0, m.index);
  if (!last.value) heading.children.pop();
  return m[1];
}

/**
 * MDX drops up to two spaces at the start of each continuation line of a block expression, so
 * `{`  indented`}` code (for `<CodeBlock>`) would lose indentation. A template literal without
 * `${}` that starts a line is read again from the source, exactly as written.
 */
function keepTemplateIndentation(node: Extract<Nodes, { type: 'mdxFlowExpression' }>, source: string): void {
  const start = node.position?.start;
  const end = node.position?.end;
  if (!start || !end || start.column !== 1 || start.offset === undefined || end.offset === undefined) return;
  const raw = source.slice(start.offset + 1, end.offset - 1).trim();
  if (raw.length < 2 || !raw.startsWith('`') || !raw.endsWith('`') || raw.includes('${')) return;
  const inner = raw.slice(1, -1);
  if (/(^|[^\\])`/.test(inner)) return;
  const cooked = inner.replace(/\\([`\\$])/g, '$1');
  const statement = (node.data as { estree?: { body?: { expression?: { type: string; quasis?: { value: { cooked?: string | null; raw: string } }[] } }[] } } | undefined)?.estree?.body?.[0];
  const quasi = statement?.expression?.type === 'TemplateLiteral' ? statement.expression.quasis?.[0] : undefined;
  if (!quasi) return;
  quasi.value = { cooked, raw: inner };
  node.value = raw;
}

/** What a file yields when it cannot be parsed: no tree, only its diagnostics. */
/**
 * The parse of a file whose body cannot be parsed: no content, but its front matter still read (its
 * `id`, `slug` and title), so that the body's error is the only one said: the sidebar and the links
 * still find the doc where it was meant to be.
 */
function unparsed(diagnostics: Diagnostic[], text = ''): ParsedContent {
  const block = FRONT_MATTER_BLOCK.exec(text)?.[0];
  const fm = block ? parseFrontMatter(block.replace(/^\uFEFF?---[ \t]*\r?\n/, '').replace(/(?:^|\r?\n)---[ \t]*(?:\r?\n)?$/, ''), '', 2) : undefined;
  return { tree: { type: 'root', children: [] }, frontMatter: fm && !fm.diagnostics.length ? fm.data : {}, frontMatterLines: fm && !fm.diagnostics.length ? fm.lines : {}, headings: [], references: [], components: [], diagnostics };
}

function nestingDiagnostic(tooDeep: NonNullable<ReturnType<typeof findExcessNesting>>, file: string): Diagnostic {
  return {
    severity: 'error',
    rule: 'nesting-too-deep',
    message: `Lists or block quotes nest ${tooDeep.depth} levels deep here; at most ${MAX_NESTING} are allowed (deeper nesting makes parsing very slow, and no reader can follow it). Flatten the list, or split it into sections.`,
    file,
    line: tooDeep.line,
    column: tooDeep.column,
  };
}

/**
 * How to have a file read as plain Markdown instead: an .mdx file renamed to .md; an .md file is
 * MDX already because markdown.format is 'mdx' (Docusaurus's default), which 'detect' changes.
 */
function plainMarkdownHint(file: string): string {
  return /\.md$/i.test(file) ? "or set markdown.format: 'detect' in the config to read .md files as plain Markdown" : 'or rename the file to .md';
}

/** A parser error as an mdx-syntax diagnostic at its line:column. */
function syntaxDiagnostic(error: unknown, file: string): Diagnostic {
  const e = error as { reason?: string; message: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
  // An unclosed tag is found at the end of the file, where the parser has no place: its reason
  // names the opening tag's position, "(7:1-7:6)".
  const named = /\((\d+):(\d+)-\d+:\d+\)/.exec(e.reason ?? e.message);
  const place = (e.place && 'start' in e.place ? e.place.start : e.place) ?? (named ? { line: Number(named[1]), column: Number(named[2]) } : undefined);
  return {
    severity: 'error',
    rule: 'mdx-syntax',
    message: `Invalid MDX: ${(e.reason ?? e.message).replace(/\s+/g, ' ').trim()}${/[.!?]$/.test(e.reason ?? '') ? '' : '.'} In MDX, write \`{\` as \`\\{\` and \`<\` as \`&lt;\` in text, ${plainMarkdownHint(file)}.`,
    file,
    line: place?.line ?? e.line ?? 1,
    column: place?.column ?? e.column ?? 1,
  };
}

/** What one walk over the tree collects. */
interface Collected {
  headings: Heading[];
  references: ContentReference[];
  components: ParsedContent['components'];
  contentTitle?: string;
  contentTitleParts?: TitlePart[];
  contentTitleInBody?: true;
  contentTitleAfterPreamble?: true;
  /** `:::name` blocks that are no admonition (directives.ts). */
  unknownDirectives: { name: string; line: number; column: number; leaf?: true }[];
  anchors: string[];
  /** HTML elements written in JSX with a string `style` (`<div style="color: red">`): Docusaurus refuses them. */
  stringStyles: { name: string; line: number; column: number }[];
}

type Start = { line: number; column: number } | undefined;

/**
 * A heading's text, untrimmed: inline HTML (`## Options <span class="badge">new</span>`) is not part
 * of it (nor of its id), as Docusaurus's headings plugin leaves `html` nodes out; the words inside are.
 */
function headingText(node: MdHeading): string {
  const words = node.children.filter((child) => child.type !== 'html');
  return words.length ? toString({ type: 'paragraph', children: words }) : toString(node);
}

/** A heading: its id (a `{#custom-id}` or a slug), set on the node, and the content title. */
function visitHeading(node: MdHeading, pos: Start, slugger: GithubSlugger, out: Collected, isTitle: boolean, maintainCase: boolean): void {
  const custom = takeCustomId(node);
  const written = headingText(node);
  const text = written.trim();
  // The slug is of the text as written, untrimmed, as Docusaurus's: `## Errors <Badge />` is `errors-`.
  const id = custom ?? slugger.slug(written, maintainCase);
  if (custom) slugger.slug(custom); // reserve it, as github-slugger would for a duplicate
  // An empty heading (`## `) has no id, no anchor and no place in the TOC, as in Docusaurus.
  if (!id) return;
  const data = (node.data ?? {}) as { hProperties?: Record<string, unknown> };
  // A heading with a JavaScript expression is named by its id in its anchor's label (renderer/markdown/heading-anchors.ts).
  const computed = node.depth > 1 && node.children.some((child) => child.type === 'mdxTextExpression');
  node.data = { ...data, hProperties: { ...(data.hProperties ?? {}), id, ...(computed ? { [COMPUTED_HEADING]: true } : {}) } } as typeof node.data;
  const parts = titleParts(node);
  out.headings.push({ depth: node.depth, text, ...(parts ? { parts } : {}), id, line: pos?.line ?? 0 });
  if (isTitle) {
    out.contentTitle = text;
    const withLinks = titleParts(node, true);
    if (withLinks) out.contentTitleParts = withLinks;
  }
}

/** A JSX element: a component (capitalised or dotted name), a string `style` of an HTML element, or the src/href of a JSX `<img>` / `<a>`. */
function visitJsxElement(node: Extract<Nodes, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>, pos: Start, out: Collected): void {
  const name = node.name;
  if (name && (/^[A-Z]/.test(name) || name.includes('.'))) {
    out.components.push({ name, line: pos?.line ?? 0, column: pos?.column ?? 0 });
  }
  if (name && /^[a-z]/.test(name) && node.attributes.some((attr) => attr.type === 'mdxJsxAttribute' && attr.name === 'style' && typeof attr.value === 'string')) {
    out.stringStyles.push({ name, line: pos?.line ?? 0, column: pos?.column ?? 0 });
  }
  if (name === 'img' || name === 'a') {
    for (const attr of node.attributes) {
      if (attr.type === 'mdxJsxAttribute' && (attr.name === 'src' || attr.name === 'href') && typeof attr.value === 'string') {
        out.references.push({ url: attr.value, line: pos?.line ?? 0, column: pos?.column ?? 0, ...(name === 'img' ? { kind: 'image', html: true } : { kind: 'jsx' }) });
      }
    }
  }
}

/** A file that opens front matter (`---` alone on its first line): one without a front matter block never closes it. */
const UNCLOSED_FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n/;

/** The front matter block at the start of a file (its closing `---` line included). */
const FRONT_MATTER_BLOCK = /^\uFEFF?---[ \t]*\r?\n(?:[\s\S]*?\r?\n)??---[ \t]*(?:\r?\n|$)/;

/** Which container directives are admonitions under `options`. */
function admonitionTest(options: ParseOptions): (name: string) => boolean {
  const keywords = options.admonitionKeywords ?? [];
  const defaults = options.admonitionDefaults !== false;
  return (name) => (defaults && ADMONITION_DIRECTIVES.has(name)) || keywords.includes(name);
}

/** One walk: headings (ids set on the nodes), references, components and the content title. */
function collect(tree: Root, source: string, isAdmonition: (name: string) => boolean, maintainCase = false): Collected {
  const slugger = new GithubSlugger();
  const out: Collected = { headings: [], references: [], components: [], unknownDirectives: [], anchors: [], stringStyles: [] };
  const footnoteReferences = new Map<string, number>();
  // As Docusaurus: an h1 that opens the content is the doc's title; one found later (content-title.ts)
  // stays where it is, and only takes the place of the page's header.
  const found = contentTitleNode(tree);
  const title = found && contentTitleLeads(tree, found) ? found : undefined;
  if ((found && !title) || (title && computedTitle(title))) out.contentTitleInBody = true;
  if (title && !contentTitleOpensFile(tree, title)) out.contentTitleAfterPreamble = true;
  const walk = (node: Nodes, depth: number): void => {
    const pos = (node as { position?: { start: { line: number; column: number } } }).position?.start;
    switch (node.type) {
      case 'heading':
        visitHeading(node, pos, slugger, out, node === title, maintainCase);
        break;
      case 'link':
      case 'image':
        out.references.push({ url: node.url, line: pos?.line ?? 0, column: pos?.column ?? 0, kind: node.type });
        break;
      case 'definition':
        out.references.push({ url: node.url, line: pos?.line ?? 0, column: pos?.column ?? 0, kind: 'definition' });
        break;
      case 'html':
        // Raw `<img src>` in Markdown is rendered from a file too: check it like a Markdown image.
        if (pos) out.references.push(...rawHtmlImages(node.value, pos.line, pos.column), ...rawHtmlLinks(node.value, pos.line, pos.column));
        if (/\s(id|name)\s*=/i.test(node.value)) out.anchors.push(...htmlAnchors(node.value));
        break;
      case 'footnoteDefinition':
        out.anchors.push(footnoteAnchor(node));
        break;
      case 'footnoteReference':
        out.anchors.push(footnoteReferenceAnchor(node, footnoteReferences));
        break;
      case 'mdxFlowExpression':
        keepTemplateIndentation(node, source);
        break;
      // A directive a remark plugin handled has data (its hName), as Docusaurus tells them apart.
      case 'containerDirective':
        if (node.data) break;
        // Whether it is an admonition is this file's plugin's to say (its `admonitions` option): the render reads it here.
        (node as { data?: object }).data = { admonition: isAdmonition(node.name) };
        if (!isAdmonition(node.name)) out.unknownDirectives.push({ name: node.name, line: pos?.line ?? 0, column: pos?.column ?? 0 });
        break;
      case 'leafDirective':
        if (!node.data) out.unknownDirectives.push({ name: node.name, line: pos?.line ?? 0, column: pos?.column ?? 0, leaf: true });
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        visitJsxElement(node, pos, out);
        const anchor = jsxElementAnchor(node);
        if (anchor) out.anchors.push(anchor);
        break;
      }
      default:
        break;
    }
    if ('children' in node) {
      for (const child of node.children as RootContent[]) walk(child, depth + 1);
    }
  };
  for (const child of tree.children) walk(child, 0);
  return out;
}

/** Text that may hold an emoji shortcode (remark-emoji's `:name:`). */
const MAY_HOLD_EMOJI = /:[\w+-]+:/;
// The plugin is a function of its options that returns the tree transform (it uses no processor).
const replaceEmoji = (remarkEmoji as unknown as (options: object) => (tree: Root) => void)({});

/**
 * Emoji shortcodes to emoji, as Docusaurus's remark-emoji step does: after heading ids, the content
 * title and the description were taken (they keep `:tada:`, as in Docusaurus), before the TOC's text
 * (which shows the emoji).
 */
function withEmoji(tree: Root, headings: Heading[]): void {
  replaceEmoji(tree);
  // Each heading node with its entry by the id visitHeading gave it (an empty heading has none, and no entry).
  const byId = new Map(headings.map((heading) => [heading.id, heading]));
  const walk = (node: Nodes): void => {
    const id = node.type === 'heading' ? (node.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id : undefined;
    const heading = typeof id === 'string' ? byId.get(id) : undefined;
    if (node.type === 'heading' && heading) {
      heading.text = headingText(node).trim();
      if (heading.parts) heading.parts = titleParts(node);
    }
    if ('children' in node) for (const child of node.children as RootContent[]) walk(child);
  };
  walk(tree);
}

/** Parses one file. `file` is only used in diagnostics. Never throws on bad content. */
export function parseContent(text: string, file: string, format: 'md' | 'mdx', options: ParseOptions = {}): ParsedContent {
  const diagnostics: Diagnostic[] = [];
  const tooDeep = findExcessNesting(text);
  if (tooDeep) return unparsed([nestingDiagnostic(tooDeep, file)]);
  let tree: Root;
  let source: string;
  try {
    source = preprocessMarkdown(text, format, options.admonitionKeywords, options.oldAdmonitionTitles !== false, options.admonitionDefaults !== false);
    const parse = markdownParser(format, options);
    const chunkBytes = options.chunkBytes ?? CHUNK_BYTES;
    const threads = options.threads ?? 1;
    const segments = threads > 1 && source.length >= PARALLEL_PARSE_BYTES && canParseInParallel() ? { count: threads, minBytes: PARALLEL_PARSE_BYTES, parse: parallelSegmentsParser(source, chunkBytes, { format, math: options.math, comments: options.comments }, parse) } : undefined;
    const parsed = parseInPieces(source, parse, chunkBytes, segments);
    tree = parsed.tree;
    diagnostics.push(...sizeWarnings(text.length, parsed.largest, file));
  } catch (error) {
    return unparsed([syntaxDiagnostic(error, file)], text);
  }

  let frontMatter: Record<string, unknown> = {};
  let frontMatterLines: Record<string, number> = {};
  const first = tree.children[0];
  if (first && first.type === 'yaml') {
    const fm = parseFrontMatter(first.value, file, (first.position?.start.line ?? 1) + 1);
    frontMatter = fm.data;
    frontMatterLines = fm.lines;
    diagnostics.push(...fm.diagnostics);
  } else if (UNCLOSED_FRONT_MATTER.test(text)) {
    // Docusaurus (gray-matter) reads all that follows an opening `---` as front matter, and fails on it.
    diagnostics.push({ severity: 'error', rule: 'yaml-syntax', message: 'Front matter opened on line 1 is never closed, so the page would show it as text. Add a line `---` after it (or remove the opening `---`).', file, line: 1, column: 1 });
  }

  if (options.math && source.includes('math')) mathFencesToMath(tree);
  if (options.remarkPlugins?.length) diagnostics.push(...runRemarkPlugins(tree, options.remarkPlugins, { abs: options.abs, source: file, text }));
  const { headings, references, components, contentTitle, contentTitleParts, contentTitleInBody, contentTitleAfterPreamble, unknownDirectives, anchors, stringStyles } = collect(tree, source, admonitionTest(options), options.maintainCase);
  // Written as it is here; Docusaurus's React refuses it, failing the build.
  for (const s of stringStyles) diagnostics.push({ severity: 'warning', rule: 'mdx-string-style', message: `<${s.name} style="…"> is a string style, which MDX hands to React as written: Docusaurus fails to build this page ("The style prop expects a mapping"). Write it as an object (style={{color: 'red'}}), or use a class.`, file, line: s.line, column: s.column });
  const admonitions = [...(options.admonitionDefaults !== false ? ADMONITION_DIRECTIVES : []), ...(options.admonitionKeywords ?? [])];
  for (const d of unknownDirectives) diagnostics.push(unknownDirectiveDiagnostic(d.name, file, d.line, d.column, d.leaf, admonitions));
  // The body after the front matter, as written (not as preprocessed), gives the default description (excerpt.ts).
  const excerpt = markdownExcerpt(first?.type === 'yaml' ? text.replace(FRONT_MATTER_BLOCK, '') : text);
  if (options.emoji !== false && MAY_HOLD_EMOJI.test(source)) withEmoji(tree, headings);
  if (format === 'mdx') {
    unravelJsxParagraphs(tree);
    diagnostics.push(...checkImports(tree, file));
    diagnostics.push(...browserOnlyDiagnostics(tree, components, file));
    if (components.some((c) => c.name === 'Tabs')) diagnostics.push(...tabsDiagnostics(tree, file));
    // Components the doc imports from its own files or defines (export) are evaluated at build time.
    const bound = boundNames(tree);
    headWithoutImport(tree, bound, components);
    for (let i = components.length - 1; i >= 0; i--) if (bound.has(components[i].name.split('.')[0]) && !isBuiltinComponent(components[i].name)) components.splice(i, 1);
    diagnostics.push(...undefinedNameDiagnostics(tree, bound, file));
    // Of the theme's components, Docusaurus gives MDX only `Details` without an import.
    for (const component of components) if (isBuiltinComponent(component.name) && component.name !== 'Details' && !bound.has(component.name)) component.unimported = true;
  }

  return { tree, frontMatter, frontMatterLines, headings, references, components, contentTitle, ...(contentTitleParts ? { contentTitleParts } : {}), ...(contentTitleInBody ? { contentTitleInBody } : {}), ...(contentTitleAfterPreamble ? { contentTitleAfterPreamble } : {}), ...(anchors.length ? { anchors } : {}), excerpt, diagnostics };
}

/**
 * An expression's name that nothing defines: the build fails on it ("x is not defined"), so an error
 * here too. In a partial (`_x.mdx`) a warning: ours runs its expressions in the importing doc, which
 * may define the name (Docusaurus does not: each file is a module).
 */
function undefinedNameDiagnostics(tree: Root, bound: ReadonlySet<string>, file: string): Diagnostic[] {
  const partial = /(?:^|\/)_[^/]*$/.test(file);
  return undefinedNames(tree, bound).map(({ name, line, column }) => ({
    severity: partial ? ('warning' as const) : ('error' as const),
    rule: 'mdx-undefined',
    message: `${name} is not defined: this expression fails when the page is built. Define it in this file (export const ${name} = …), or import it.`,
    file,
    line,
    column,
  }));
}

/**
 * `<BrowserOnly>` written in a doc: its children would render in the browser, but a doc's own content
 * is static HTML here (only site components hydrate), so the page shows the fallback only. Said at
 * the element, never silently.
 */
function browserOnlyDiagnostics(tree: Root, components: Collected['components'], file: string): Diagnostic[] {
  const names = importedNames(tree, '@docusaurus/BrowserOnly');
  if (!names.size) return [];
  return components
    .filter((c) => names.has(c.name))
    .map((c) => ({
      severity: 'warning' as const,
      rule: 'browser-only-in-doc',
      message: `<${c.name}> in a doc shows only its fallback: its children run in the browser, and a doc's own content is static HTML (only the site's components hydrate). Move it into a component of the site (src/components/…) and use that in the doc.`,
      file,
      line: c.line,
      column: c.column,
    }));
}

/** `<img src>` values in a raw HTML block or inline tag, at the line and column of each tag. */
function rawHtmlImages(html: string, line: number, column: number): ContentReference[] {
  return rawHtmlAttributes(html, /<img\b[^>]*>/gi, 'src', line, column).map((ref) => ({ ...ref, kind: 'image' as const, html: true }));
}

/** A raw `<a href>` in Markdown: a link Docusaurus's broken link check sees (a warning here, as a JSX `<a href>`). */
function rawHtmlLinks(html: string, line: number, column: number): ContentReference[] {
  return rawHtmlAttributes(html, /<a\b[^>]*>/gi, 'href', line, column).map((ref) => ({ ...ref, kind: 'jsx' as const }));
}

/** The values of attribute `name` of the tags `tags` matches in raw HTML, at their tags' lines and columns. */
function rawHtmlAttributes(html: string, tags: RegExp, name: string, line: number, column: number): { url: string; line: number; column: number }[] {
  const out: { url: string; line: number; column: number }[] = [];
  const attribute = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i');
  for (const tag of html.matchAll(tags)) {
    const found = attribute.exec(tag[0]);
    const url = found?.[1] ?? found?.[2] ?? found?.[3];
    if (!url) continue;
    const before = html.slice(0, tag.index);
    const lines = before.split('\n');
    out.push({ url, line: line + lines.length - 1, column: lines.length === 1 ? column + before.length : lines[lines.length - 1].length + 1 });
  }
  return out;
}
