/**
 * Imported Markdown partials, expanded in the tree: `import Setup from './_setup.mdx'` then
 * `<Setup cloud="aws" />` puts the partial's content where the element is, as Docusaurus renders it.
 *
 * - `{props.cloud}` inside the partial takes the value passed (strings and plain literals);
 * - partials import partials (expanded depth first; a cycle is an error at the import that closes it);
 * - the partial's headings join the page's headings (the TOC) where it is used, with the ids of the
 *   partial's own parse (each MDX file has its own slugger in Docusaurus too);
 * - `.md` links and images inside the partial resolve against the partial's file: their URLs are
 *   rewritten relative to the importing doc, and their references keep the partial's file:line:col
 *   for diagnostics (so `docs check` validates them);
 * - a missing file, a cycle or errors inside the partial are errors at the import (and the partial's
 *   own diagnostics at the partial's file).
 *
 * Pure apart from `load`, which parses a file (through the parse cache).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Nodes, Root, RootContent } from 'mdast';
import type { Diagnostic } from '../diagnostics.js';
import type { ContentReference, Heading } from '../graph/types.js';
import { isConfined, siteRoots } from '../graph/confine.js';
import { boundNames, esmImports, rawLoaderTarget } from './mdx-modules.js';
import { type JsxValue, literalValue, NOT_LITERAL } from './jsx-literal.js';
import type { ParsedContent } from './parse.js';
import { FROM_PARTIAL } from './content-title.js';
import { type PartialScope, partialScope } from './partial-scope.js';

/** A file to parse: absolute path, path for diagnostics (relative to the site root), format. */
export interface PartialFile {
  abs: string;
  source: string;
  format: 'md' | 'mdx';
}

export interface PartialOptions {
  /** Absolute site root (for `@site/` imports). */
  siteDir: string;
  /** Format of imported files: by extension (`detect`), or the site's markdown.format. */
  format: 'detect' | 'md' | 'mdx';
  /** Parses a file (the result may be shared: it is cloned before use). */
  load: (file: PartialFile) => ParsedContent;
  /** Global MDX components that are Markdown files (name -> specifier): used without an import, they are partials. */
  globalPartials?: Record<string, string>;
}

interface EsNode {
  type: string;
  [key: string]: unknown;
}
interface EsLoc {
  start: { line: number; column: number };
}

/** One default import of a Markdown file. */
interface PartialImport {
  local: string;
  specifier: string;
  line: number;
  column: number;
  /** A global Markdown component (MDXComponents), not imported by the file. */
  global?: boolean;
}

const MARKDOWN_FILE = /\.mdx?$/i;

/** Default imports of `.md`/`.mdx` files in the top-level ESM of a tree. */
function markdownImports(tree: Root): PartialImport[] {
  const out: PartialImport[] = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = (node.data as { estree?: { body?: EsNode[] } } | undefined)?.estree;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const source = statement.source as EsNode & { value: unknown; loc?: EsLoc };
      if (typeof source.value !== 'string' || source.value.includes('!') || !MARKDOWN_FILE.test(source.value.split('?')[0])) continue;
      for (const specifier of statement.specifiers as (EsNode & { local: { name: string } })[]) {
        if (specifier.type !== 'ImportDefaultSpecifier') continue;
        const loc = source.loc ?? (statement.loc as EsLoc | undefined);
        out.push({
          local: specifier.local.name,
          specifier: source.value,
          line: loc?.start.line ?? node.position?.start.line ?? 1,
          column: (loc?.start.column ?? 0) + 1,
        });
      }
    }
  }
  return out;
}

/**
 * The global Markdown components (MDXComponents) a tree uses without importing or defining them: the
 * imports Docusaurus implies, each placed at its first use.
 */
function impliedImports(tree: Root, globals: Record<string, string> | undefined): PartialImport[] {
  if (!globals) return [];
  const bound = boundNames(tree);
  const found = new Map<string, PartialImport>();
  const visit = (node: Nodes): void => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && Object.hasOwn(globals, node.name) && !bound.has(node.name) && !found.has(node.name)) {
      found.set(node.name, { local: node.name, specifier: globals[node.name], line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1, global: true });
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  return [...found.values()];
}

/** Whether a parse uses one of the global Markdown components (its component list names it). */
export function usesGlobalPartial(parsed: Pick<ParsedContent, 'components'>, globals: Record<string, string> | undefined): boolean {
  return !!globals && parsed.components.some((c) => Object.hasOwn(globals, c.name));
}

/** Where an import specifier points (absolute), or undefined for package imports. */
function resolveSpecifier(specifier: string, fromAbs: string, siteDir: string): string | undefined {
  const clean = decodeURI(specifier.split('?')[0]);
  if (clean.startsWith('@site/')) return path.join(siteDir, clean.slice('@site/'.length));
  if (clean.startsWith('./') || clean.startsWith('../')) return path.resolve(path.dirname(fromAbs), clean);
  if (path.isAbsolute(clean)) return clean;
  return undefined;
}

/**
 * The files of the site a tree's raw-loader imports name (relative to `fileAbs`, or @site/): what the
 * doc's page is made from besides its text (a package's files are not the site's to follow).
 */
export function rawImportFiles(tree: Root, fileAbs: string, siteDir: string): string[] {
  const files: string[] = [];
  for (const { specifier } of esmImports(tree)) {
    const target = rawLoaderTarget(specifier);
    const abs = target === undefined ? undefined : resolveSpecifier(target, fileAbs, siteDir);
    if (abs) files.push(abs);
  }
  return files;
}

const toPosix = (p: string) => p.split(path.sep).join('/');

/** A URL written in a partial that names a file relative to it: images, and links to `.md`/`.mdx`. */
function isFileRelative(url: string, kind: 'link' | 'image'): boolean {
  if (!url || url.startsWith('#') || url.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(url)) return false;
  if (kind === 'image') return true;
  return /\.mdx?(?:[#?].*)?$/i.test(url);
}

/** `url` (relative to the partial's folder) made relative to the doc's folder. */
function rebase(url: string, partialDir: string, docDir: string): string {
  if (partialDir === docDir) return url;
  const rel = path.posix.relative(docDir, path.posix.join(partialDir, url));
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** `props.x` / `props['x']` in an expression's ESTree: the prop name, else undefined. */
function propName(expression: { data?: unknown }): string | undefined {
  const program = (expression.data as { estree?: { body?: EsNode[] } } | undefined)?.estree;
  const statement = program?.body?.length === 1 ? program.body[0] : undefined;
  const e = statement?.type === 'ExpressionStatement' ? (statement.expression as EsNode) : undefined;
  if (e?.type !== 'MemberExpression') return undefined;
  const object = e.object as EsNode;
  const property = e.property as EsNode;
  if (object.type !== 'Identifier' || object.name !== 'props') return undefined;
  if (!e.computed && property.type === 'Identifier') return property.name as string;
  if (e.computed && property.type === 'Literal' && typeof property.value === 'string') return property.value;
  return undefined;
}

/** `props.x` in an expression's text, for an expression made here (no ESTree): `(props.x)` from a prop passed on. */
const BARE_PROP = /^\s*\(?\s*props\.([A-Za-z_$][\w$]*)\s*\)?\s*$/;
function propNameOf(expression: { value: string; data?: unknown }): string | undefined {
  if ((expression.data as { estree?: unknown } | undefined)?.estree) return propName(expression);
  return BARE_PROP.exec(expression.value)?.[1];
}

/** A prop whose value is not a plain literal: its JavaScript, run where the partial is used (the doc, or the partial passing it on). */
class PropSource {
  constructor(readonly source: string) {}
}

type Props = Record<string, JsxValue | PropSource>;

/** The props as the source of an object, for code that runs with them. */
function propsObjectSource(props: Props): string {
  const entries = Object.entries(props).map(([name, value]) => `${JSON.stringify(name)}: ${value instanceof PropSource ? `(${value.source}\n)` : value === undefined ? 'undefined' : JSON.stringify(value)}`);
  return `{${entries.join(', ')}}`;
}

/** Whether `text` names `name` as an identifier (names may hold `$`). */
const names = (text: string, name: string) => new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(text);

/**
 * The props written on a JSX element: strings, bare (true), plain literals, and the source of any
 * other expression (a doc's `export const`, `1 + 1`, a partial's `props.x` passed on).
 */
function elementProps(node: Extract<Nodes, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>): Props {
  const props: Props = {};
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute') continue;
    if (attr.value === null || attr.value === undefined) props[attr.name] = true;
    else if (typeof attr.value === 'string') props[attr.name] = attr.value;
    else {
      const value = literalValue(attr.value);
      props[attr.name] = value === NOT_LITERAL ? new PropSource(attr.value.value) : value;
    }
  }
  return props;
}

/**
 * An expression of a partial that reads `props` other than as a bare `props.x` (`props.a || props.b`,
 * `` `npm ${props.args}` ``, `{...props}`), or a name of the partial's own ESM: rewritten to run
 * with the props the partial was given and in its scope, as it runs in Docusaurus (the doc's
 * evaluation, mdx-eval, then sees a function of them). Its ESTree is dropped: the text is what is evaluated.
 */
function bindProps(expression: { value: string; data?: unknown }, props: Props, scope: PartialScope | undefined, spread = false): void {
  const inner = spread ? expression.value.replace(/^\s*\.\.\./, '') : expression.value;
  const used = scope ? scope.names.filter((name) => names(inner, name)) : [];
  if (!/\bprops\b/.test(inner) && !used.length) return;
  const bound = used.length ? `((props, { ${used.join(', ')} }) => (${inner}\n))(${propsObjectSource(props)}, ${scope!.name})` : `((props) => (${inner}\n))(${propsObjectSource(props)})`;
  expression.value = spread ? `...${bound}` : bound;
  delete (expression as { data?: unknown }).data;
}

/** A bare `{props.x}`'s replacement: the literal's text, the expression passed (run where the partial is used), or nothing. */
function propReplacement(node: Extract<Nodes, { type: 'mdxTextExpression' | 'mdxFlowExpression' }>, value: JsxValue | PropSource): Nodes | undefined {
  if (value instanceof PropSource) return { type: node.type, value: `(${value.source}\n)`, ...(node.position ? { position: node.position } : {}) } as Nodes;
  const text = textOf(value);
  return text ? { type: 'text', value: text, ...(node.position ? { position: node.position } : {}) } : undefined;
}

/** `{props.children}`'s replacement: the element's children, a paragraph's text where the expression is inline. */
function childrenReplacement(node: Nodes, children: readonly Nodes[]): Nodes[] {
  const copy = structuredClone(children) as Nodes[];
  if (node.type === 'mdxTextExpression' && copy.length === 1 && copy[0].type === 'paragraph') return copy[0].children as Nodes[];
  return copy;
}

/** An element of a partial named by its own ESM: the name it has in the doc (partial-scope.ts). */
function scopedName(name: string, scope: PartialScope): string {
  const [head, ...rest] = name.split('.');
  if (scope.imports.includes(head)) return [`${scope.name}$${head}`, ...rest].join('.');
  if (scope.names.includes(head)) return [scope.name, head, ...rest].join('.');
  return name;
}

const textOf = (value: JsxValue): string => (value === undefined || value === null || typeof value === 'boolean' ? '' : typeof value === 'object' ? '' : String(value));

/** Where a partial is used: the props and children it is given, its scope, its folder and the doc's. */
interface Use {
  props: Props;
  children: readonly Nodes[];
  scope: PartialScope | undefined;
  partialDir: string;
  docDir: string;
}

/**
 * A partial's content made ready for a place in a doc: `{props.x}` replaced by the values passed,
 * `{props.children}` by the element's children, names of its ESM taken from its scope,
 * file-relative URLs rebased to the doc's folder. Mutates `tree` (a clone).
 */
function instantiate(tree: Root, use: Use): RootContent[] {
  const { props, scope, partialDir, docDir } = use;
  const visit = (parent: { children: Nodes[] }): void => {
    const children = parent.children;
    for (let i = 0; i < children.length; i++) {
      const node = children[i];
      switch (node.type) {
        case 'mdxTextExpression':
        case 'mdxFlowExpression': {
          const name = propNameOf(node);
          if (name === undefined) {
            bindProps(node, props, scope);
            break;
          }
          const replacement = name === 'children' && !(name in props) ? childrenReplacement(node, use.children) : [propReplacement(node, props[name])].filter((n): n is Nodes => !!n);
          children.splice(i, 1, ...replacement);
          i += replacement.length - 1;
          continue;
        }
        case 'link':
        case 'definition':
          if (isFileRelative(node.url, 'link')) node.url = rebase(node.url, partialDir, docDir);
          break;
        case 'image':
          if (isFileRelative(node.url, 'image')) node.url = rebase(node.url, partialDir, docDir);
          break;
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          if (scope && node.name) node.name = scopedName(node.name, scope);
          for (const attr of node.attributes) {
            if (attr.type === 'mdxJsxExpressionAttribute') bindProps(attr, props, scope, true);
            if (attr.type !== 'mdxJsxAttribute' || attr.value === null || attr.value === undefined) continue;
            if (typeof attr.value === 'string') {
              if ((attr.name === 'src' && isFileRelative(attr.value, 'image')) || (attr.name === 'href' && isFileRelative(attr.value, 'link'))) {
                attr.value = rebase(attr.value, partialDir, docDir);
              }
              continue;
            }
            const name = propNameOf(attr.value);
            if (name === undefined) {
              bindProps(attr.value, props, scope);
              continue;
            }
            const value = props[name];
            // Literals keep their type: the renderer reads an expression without ESTree as JSON.
            attr.value = typeof value === 'string' ? value : { type: 'mdxJsxAttributeValueExpression', value: value instanceof PropSource ? `(${value.source}\n)` : value === undefined ? 'undefined' : JSON.stringify(value) };
          }
          break;
        default:
          break;
      }
      if ('children' in node) visit(node as { children: Nodes[] });
    }
  };
  visit(tree as { children: Nodes[] });
  const blocks = tree.children.filter((node) => node.type !== 'yaml' && node.type !== 'mdxjsEsm');
  // Marked, so a partial's `# Title` is never taken for the page's content title.
  for (const node of blocks) node.data = { ...node.data, [FROM_PARTIAL]: true } as unknown as typeof node.data;
  return blocks;
}

/** What one expanded file contributes to the doc that (transitively) imports it. */
interface Expanded {
  tree: Root;
  headings: Heading[];
  /** Element and footnote ids (element-anchors.ts), the partials' included. */
  anchors: string[];
  references: ContentReference[];
  components: ParsedContent['components'];
  diagnostics: Diagnostic[];
  dependencies: string[];
  /** The scopes of the partials used (partial-scope.ts), by name: ESM for the top of the doc. */
  scopes: Map<string, RootContent>;
}

function firstError(list: Diagnostic[]): Diagnostic | undefined {
  return list.find((d) => d.severity === 'error');
}

const at = (d: Diagnostic) => `${d.file}:${d.line}:${d.column}`;

// Long on purpose: loading the imported partials and splicing them into the tree share one map of them, in two plain phases.
/**
 * Expands the partials a file imports, recursively. `chain` holds the absolute paths of the files
 * being expanded (the doc first), to detect cycles. `docDir` is the doc's folder (site-relative).
 */
function expand(parsed: ParsedContent, file: PartialFile, docDir: string, options: PartialOptions, chain: string[]): Expanded {
  const imports = [...markdownImports(parsed.tree), ...impliedImports(parsed.tree, options.globalPartials)];
  const result: Expanded = { tree: parsed.tree, headings: parsed.headings, anchors: parsed.anchors ?? [], references: parsed.references, components: parsed.components, diagnostics: [], dependencies: [], scopes: new Map() };
  if (!imports.length) return result;

  const partials = new Map<string, { file: PartialFile; content?: Expanded; scope?: PartialScope; global?: boolean }>();
  for (const imp of imports) {
    const where = { file: toPosix(file.source), line: imp.line, column: imp.column };
    const abs = resolveSpecifier(imp.specifier, file.abs, options.siteDir);
    if (!abs) continue; // a package's Markdown: not ours to read
    const source = toPosix(path.relative(options.siteDir, abs));
    const format = options.format === 'detect' ? (abs.toLowerCase().endsWith('.mdx') ? 'mdx' : 'md') : options.format;
    const partialFile: PartialFile = { abs, source, format };
    result.dependencies.push(abs);
    if (!existsSync(abs)) {
      result.diagnostics.push({ severity: 'error', rule: 'mdx-import', message: `Cannot import ${imp.specifier}: there is no file ${source}. Fix the path (relative to this file, or @site/ for the site root).`, ...where });
      partials.set(imp.local, { file: partialFile });
      continue;
    }
    if (!isConfined(siteRoots(options.siteDir, []), abs)) {
      result.diagnostics.push({ severity: 'error', rule: 'mdx-import', message: `Cannot import ${imp.specifier}: the file is outside the site folder (${abs}), and the engine reads only files inside the site. Move it into the site.`, ...where });
      partials.set(imp.local, { file: partialFile });
      continue;
    }
    if (chain.includes(abs)) {
      const cycle = [...chain.slice(chain.indexOf(abs)), abs].map((p) => toPosix(path.relative(options.siteDir, p))).join(' -> ');
      result.diagnostics.push({ severity: 'error', rule: 'mdx-import-cycle', message: `Import cycle: ${cycle}. A partial cannot include itself; remove one of these imports.`, ...where });
      partials.set(imp.local, { file: partialFile });
      continue;
    }
    const loaded = options.load(partialFile);
    // Docusaurus warns too ("MDX partial files should not contain front matter") and ignores it.
    if (loaded.tree.children.some((node) => node.type === 'yaml')) {
      result.diagnostics.push({ severity: 'warning', rule: 'partial-front-matter', message: `The partial ${source} has front matter, which is ignored where it is imported (Docusaurus warns about it too). Remove it.`, file: source, line: 1, column: 1 });
    }
    const own = structuredClone({ ...loaded, diagnostics: [] as Diagnostic[] });
    const content = expand(own, partialFile, docDir, options, [...chain, abs]);
    const partialDiagnostics = [...loaded.diagnostics, ...content.diagnostics];
    result.diagnostics.push(...partialDiagnostics);
    result.dependencies.push(...content.dependencies);
    const error = firstError(partialDiagnostics);
    if (error) {
      result.diagnostics.push({ severity: 'error', rule: 'mdx-import', message: `The imported partial ${imp.specifier} has errors (first: ${at(error)} ${error.message.split('. ')[0]}). Fix the partial.`, ...where });
    }
    const scope = partialScope(content.tree, partialFile.source);
    partials.set(imp.local, { file: partialFile, content, ...(scope ? { scope } : {}), ...(imp.global ? { global: true } : {}) });
  }

  // Splice each use of a partial; collect headings, references and components in document order.
  const headings: Heading[] = [];
  const references = [...parsed.references];
  const anchors = [...(parsed.anchors ?? [])];
  const components = parsed.components.filter((c) => !partials.has(c.name));
  const partialHeadings: { line: number; list: Heading[] }[] = [];
  const visit = (parent: { children: Nodes[] }): void => {
    const children = parent.children;
    for (let i = 0; i < children.length; i++) {
      const node = children[i];
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && partials.has(node.name)) {
        const partial = partials.get(node.name)!;
        if (!partial.content) {
          children.splice(i--, 1);
          continue;
        }
        const use: Use = { props: elementProps(node), children: node.children as Nodes[], scope: partial.scope, partialDir: path.posix.dirname(partial.file.source), docDir };
        const blocks = instantiate(structuredClone(partial.content.tree), use);
        // Its scope and those of the partials it uses go to the top of the doc.
        for (const [name, scopeNode] of partial.content.scopes) result.scopes.set(name, scopeNode);
        if (partial.scope) result.scopes.set(partial.scope.name, partial.scope.node);
        // Inline use (inside a paragraph): a one-paragraph partial gives its text, else its blocks.
        const replacement = (node.type === 'mdxJsxTextElement' && blocks.length === 1 && blocks[0].type === 'paragraph' ? blocks[0].children : blocks) as Nodes[];
        children.splice(i, 1, ...replacement);
        i += replacement.length - 1;
        // A global component's headings are the page's anchors, not its TOC's: Docusaurus adds to a
        // doc's TOC the headings of the partials it imports only.
        if (partial.global) anchors.push(...partial.content.headings.map((h) => h.id));
        else partialHeadings.push({ line: node.position?.start.line ?? 0, list: partial.content.headings });
        anchors.push(...partial.content.anchors);
        const partialDir = path.posix.dirname(partial.file.source);
        for (const ref of partial.content.references) {
          const kind = ref.kind === 'image' ? 'image' : 'link';
          const url = isFileRelative(ref.url, kind) ? rebase(ref.url, partialDir, docDir) : ref.url;
          references.push({ ...ref, url, ...(url !== ref.url && !ref.written ? { written: ref.url } : {}), file: ref.file ?? partial.file.source });
        }
        for (const c of partial.content.components) components.push({ ...c, file: c.file ?? partial.file.source });
        continue;
      }
      if ('children' in node) visit(node as { children: Nodes[] });
    }
  };
  visit(parsed.tree as { children: Nodes[] });

  // The file's own headings and each partial's, ordered by where they appear in this file.
  let next = 0;
  for (const own of parsed.headings) {
    while (next < partialHeadings.length && partialHeadings[next].line < own.line) {
      const used = partialHeadings[next++];
      headings.push(...used.list.map((h) => ({ ...h, line: used.line })));
    }
    headings.push(own);
  }
  for (const used of partialHeadings.slice(next)) headings.push(...used.list.map((h) => ({ ...h, line: used.line })));
  return { ...result, headings, anchors, references, components };
}

/**
 * A parsed doc with its imported Markdown partials expanded in place (see the module comment).
 * `parsed` is the doc's own parse; it is not modified when the doc imports no Markdown.
 */
export function expandPartials(parsed: ParsedContent, file: PartialFile, options: PartialOptions): ParsedContent {
  if (!parsed.tree.children.some((node) => node.type === 'mdxjsEsm') && !usesGlobalPartial(parsed, options.globalPartials)) return parsed;
  const copy = { ...parsed, tree: structuredClone(parsed.tree) };
  const expanded = expand(copy, file, path.posix.dirname(toPosix(file.source)), options, [file.abs]);
  if (expanded.tree === copy.tree && !expanded.dependencies.length) return parsed;
  // The partials' scopes before the doc's own ESM (a module's imports run first), after its front matter.
  if (expanded.scopes.size) {
    const at = expanded.tree.children.findIndex((node) => node.type !== 'yaml');
    expanded.tree.children.splice(at < 0 ? expanded.tree.children.length : at, 0, ...expanded.scopes.values());
  }
  return {
    ...parsed,
    tree: expanded.tree,
    headings: expanded.headings,
    ...(expanded.anchors.length ? { anchors: expanded.anchors } : {}),
    references: expanded.references,
    components: expanded.components,
    diagnostics: [...parsed.diagnostics, ...expanded.diagnostics],
    ...(expanded.dependencies.length ? { dependencies: [...new Set(expanded.dependencies)] } : {}),
  };
}
