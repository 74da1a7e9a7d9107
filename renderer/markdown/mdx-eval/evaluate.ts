/**
 * MDX as a program, for the docs that need it (needsEvaluation): their ESM (`export const x = …`,
 * imports of provided modules, site components and images) and every JavaScript expression (`{x}`,
 * `style={{…}}`, `src={useBaseUrl('/img/a.png')}`, `{...spread}`, `<MyComponent />`) become one
 * module, compiled by esbuild from the source MDX already parsed (no second Markdown parse) and
 * evaluated at build time. Each result is put back into the tree as plain Markdown/HTML:
 *
 *   expression        -> text, or the HTML React renders for an element
 *   attribute         -> a literal value (JSON), which the usual components and elements read
 *   spread attribute  -> one literal attribute per key
 *   component element -> the HTML React renders, around the element's children (which the usual
 *                        pipeline renders: a marker child is split out of the component's HTML);
 *                        children that are only text and expressions are given as values instead,
 *                        as MDX gives them (value-children.ts)
 *
 * Docs without any of this never come here (the fast path: no JavaScript at all).
 */
import { tocValueHtml } from '../../toc-tree.js';
import path from 'node:path';
import type { Nodes, Root, RootContent } from 'mdast';
import { esbuildApi } from './esbuild-lazy.js';
import * as React from 'react';
import { SiteLoadError, type Diagnostic, endSentence } from '../../../engine/diagnostics.js';
import type { ContentPage as Doc } from '../../../engine/graph/types.js';
import { isBuiltinComponent } from '../../../engine/content/components.js';
import { RICH_HTML } from '../components/rich-prop.js';
import { boundNames, esmImports, rawLoaderTarget } from '../../../engine/content/mdx-modules.js';
import { literalValue, NOT_LITERAL } from '../../../engine/content/jsx-literal.js';
import type { SiteConfig } from '../../../engine/config/schema.js';
import { escapeAttribute, messagesAttribute } from './island-markup.js';
import { type PageContext, type PageI18n, type PageSite, type PageVersion, providedModule, type RenderedLink, THEME_SLOT_MARKER, withPage } from './runtime.js';
import { buildIsland, islandId } from './islands.js';
import { siteDataScripts } from './site-data.js';
import { isSerializable, valueChildrenSources } from './value-children.js';
import { expandThemeSlots, literalAttribute, reactContentNodes, renderValue } from './react-content.js';
import { isComponentFile, JsonImportError, OutsideSiteImport, rawTextModule, resolveFile, type SiteModules, siteModule } from './site-modules.js';

type JsxElement = Extract<Nodes, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;
type Expression = Extract<Nodes, { type: 'mdxFlowExpression' | 'mdxTextExpression' }>;
interface EsNode {
  type: string;
  [key: string]: unknown;
}

const estreeOf = (node: { data?: unknown }) => (node.data as { estree?: { body?: EsNode[] } } | undefined)?.estree;
const MARKDOWN_IMPORT = /import\s+[\w$]+\s+from\s+(['"])[^'"!]+\.mdx?\1;?/g;
/** The marker standing for the Markdown children of component slot `index` in the HTML it renders. */
const childrenMarker = (index: number) => `@@docs-mdx-children-5b1e-${index}@@`;
const CHILDREN_MARKERS = /@@docs-mdx-children-5b1e-\d+@@/g;

/** An expression that only holds a comment (`{/* x *\/}`) or a plain literal: the fast path renders it. */
function isStatic(expression: { data?: unknown; value: string }): boolean {
  const body = estreeOf(expression)?.body;
  if (body && body.length === 0) return true;
  return literalValue(expression) !== NOT_LITERAL;
}

/**
 * Whether a content expression renders without evaluation: a comment, or a literal the pipeline
 * writes as text (a string, number, boolean or null). An array or object literal is evaluated as
 * React renders it (`{['a', 'b']}` is "ab"; an object is an error, as in Docusaurus).
 */
function isStaticContent(expression: { data?: unknown; value: string }): boolean {
  const body = estreeOf(expression)?.body;
  if (body && body.length === 0) return true;
  const value = literalValue(expression);
  return value !== NOT_LITERAL && (value === null || typeof value !== 'object');
}

/** A component the usual pipeline renders by name (built in), or a plain element. */
const isUserComponent = (name: string | null | undefined, bound: Set<string>): name is string => !!name && bound.has(name.split('.')[0]) && !isBuiltinComponent(name);

/** True when the doc has ESM other than imports, or JavaScript the fast path cannot render. */
export function needsEvaluation(tree: Root): boolean {
  const bound = boundNames(tree);
  let needed = false;
  const visit = (node: Nodes): void => {
    if (needed) return;
    switch (node.type) {
      case 'mdxjsEsm':
        if ((estreeOf(node)?.body ?? []).some((s) => s.type !== 'ImportDeclaration')) needed = true;
        break;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (!isStaticContent(node)) needed = true;
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        // Plain elements and built-in components alike: their non-literal attributes are evaluated.
        if (isUserComponent(node.name, bound)) needed = true;
        else {
          for (const attr of node.attributes) if (attr.type === 'mdxJsxExpressionAttribute' || (attr.value && typeof attr.value === 'object' && !isStatic(attr.value))) needed = true;
        }
        break;
      default:
        break;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return needed;
}

type Slot =
  | { kind: 'expression'; node: Expression; parent: { children: Nodes[] } }
  | { kind: 'attribute'; element: JsxElement; index: number }
  | { kind: 'spread'; element: JsxElement; index: number }
  | { kind: 'component'; element: JsxElement; parent: { children: Nodes[] }; values?: string[] };

/** `{ "name": value, ... }` source for a component's props, from its attributes. */
function propsSource(element: JsxElement): string {
  const parts: string[] = [];
  for (const attr of element.attributes) {
    if (attr.type === 'mdxJsxExpressionAttribute') parts.push(attr.value);
    else if (attr.value === null || attr.value === undefined) parts.push(`${JSON.stringify(attr.name)}: true`);
    else if (typeof attr.value === 'string') parts.push(`${JSON.stringify(attr.name)}: ${JSON.stringify(attr.value)}`);
    else parts.push(`${JSON.stringify(attr.name)}: (${attr.value.value})`);
  }
  return `{${parts.join(', ')}}`;
}

function collectSlots(tree: Root, bound: Set<string>): Slot[] {
  const slots: Slot[] = [];
  const visit = (parent: { children: Nodes[] }): void => {
    for (const node of parent.children) {
      if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && !isStaticContent(node)) slots.push({ kind: 'expression', node, parent });
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        if (isUserComponent(node.name, bound)) {
          const values = valueChildrenSources(node.children as Nodes[]);
          slots.push({ kind: 'component', element: node, parent, values });
          // Its text and expressions are evaluated as the component's children, not as slots of their own.
          if (values) continue;
        }
        else {
          node.attributes.forEach((attr, index) => {
            if (attr.type === 'mdxJsxExpressionAttribute') slots.push({ kind: 'spread', element: node, index });
            else if (attr.value && typeof attr.value === 'object' && !isStatic(attr.value)) slots.push({ kind: 'attribute', element: node, index });
          });
        }
      }
      if ('children' in node) visit(node as { children: Nodes[] });
    }
  };
  visit(tree as { children: Nodes[] });
  return slots;
}

/**
 * The children of a site component (an island) are wrapped in `<docs-children>`: the browser finds
 * the HTML the pipeline rendered there and hydrates the component around it (islands/mount.ts).
 */
const CHILDREN_SLOT = 'docs-children';

function slotSource(slot: Slot, islands: ReadonlySet<string>, index: number): string {
  switch (slot.kind) {
    case 'expression':
      return `() => (${slot.node.value}\n)`;
    case 'attribute': {
      const attr = slot.element.attributes[slot.index] as { value: { value: string } };
      return `() => (${attr.value.value}\n)`;
    }
    case 'spread':
      return `() => ({${(slot.element.attributes[slot.index] as { value: string }).value}})`;
    case 'component': {
      // The type, its props (they also go to the island's hydration) and, for text/expression children, their values.
      const start = `() => ({ type: ${slot.element.name}, props: ${propsSource(slot.element)}`;
      if (slot.values) return `${start}, values: [${slot.values.join(', ')}] })`;
      if (!slot.element.children.length) return `${start} })`;
      const marker = JSON.stringify(childrenMarker(index));
      return `${start}, marker: ${islands.has(slot.element.name!) ? `__h(${JSON.stringify(CHILDREN_SLOT)}, null, ${marker})` : marker} })`;
    }
  }
}

const positionOf = (slot: Slot) => (slot.kind === 'expression' ? slot.node.position?.start : slot.element.position?.start);

export interface EvaluateContext {
  doc: Doc;
  /** Absolute path of the doc's file. */
  file: string;
  siteDir: string;
  siteConfig: SiteConfig;
  /** Site components and files imported as modules (images): bundled once per build. */
  modules: SiteModules;
  /** The locale being built and its messages (`<Translate>`). */
  i18n?: PageI18n;
  /** The doc's docs version. */
  version?: PageVersion;
  /** What the hooks tell of the site (global data, the doc's sidebar category). */
  site?: PageSite;
  /** `useDoc()` of a doc, but its toc (site-data.ts docInfoOf). */
  docInfo?: Record<string, unknown>;
}

function fail(doc: Doc, line: number | undefined, column: number | undefined, rule: string, message: string): never {
  const diagnostic: Diagnostic = { severity: 'error', rule, message: endSentence(message), file: doc.source, line: line ?? 1, column: column ?? 1 };
  throw new SiteLoadError([diagnostic], 1);
}

/** Whether an error comes from browser-only globals used while rendering on the server. */
const BROWSER_GLOBAL = /\b(window|document|localStorage|sessionStorage|navigator|location)\b is not defined/;

function isReactContent(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(isReactContent);
  return React.isValidElement(value);
}

/** A plain object among a content expression's value (React refuses one as a child, so does Docusaurus's build). */
function objectChild(value: unknown): object | undefined {
  if (Array.isArray(value)) return value.map(objectChild).find((found) => found !== undefined);
  return value !== null && typeof value === 'object' && !React.isValidElement(value) && !(Symbol.iterator in value) ? value : undefined;
}

/** The page the runtime's hooks see while the doc's code runs. */
function pageContextOf(context: EvaluateContext): PageContext & { frontMatter: unknown; contentTitle: unknown } {
  const { doc } = context;
  const toc = doc.headings.map((h) => ({ value: tocValueHtml(h), id: h.id, level: h.depth }));
  return {
    siteConfig: context.siteConfig,
    permalink: doc.permalink,
    toc,
    ...(context.docInfo ? { doc: { ...context.docInfo, toc } } : {}),
    frontMatter: doc.frontMatter,
    contentTitle: (doc as { contentTitle?: string }).contentTitle,
    ...(context.i18n ? { i18n: context.i18n } : {}),
    ...(context.version ? { version: context.version } : {}),
    ...(context.site ? { site: context.site } : {}),
  };
}

/** Runs the doc's program (its ESM, then the slot functions' definitions): the slot functions; a failure is a diagnostic at the doc. */
function runProgram(code: string, require: (name: string) => unknown, page: PageContext, input: Root, context: EvaluateContext): (() => unknown)[] {
  const { doc } = context;
  const module = { exports: {} as { __slots?: (() => unknown)[] } };
  withPage(page, () => {
    try {
      new Function('require', 'module', 'exports', '__page', code)(require, module, module.exports, page);
    } catch (error) {
      const name = (error as { unknownModule?: string }).unknownModule;
      if (error instanceof JsonImportError) {
        const diagnostic: Diagnostic = { severity: 'error', rule: 'mdx-import', message: endSentence(`This JSON file, imported by ${doc.source}, does not parse: ${error.message}.`), file: path.relative(context.siteDir, error.file).split(path.sep).join('/'), line: error.line, column: error.column };
        throw new SiteLoadError([diagnostic], 1);
      }
      if (error instanceof OutsideSiteImport) {
        const at = esmImports(input).find((imp) => error.message.startsWith(`"${imp.specifier}"`));
        fail(doc, at?.line, at?.column, 'mdx-import', `${error.message}.`);
      }
      if (name) {
        const at = esmImports(input).find((imp) => imp.specifier === name);
        fail(doc, at?.line, at?.column, 'mdx-unknown-module', `Cannot import "${name}": there is no such file in the site (relative to this doc, or @site/ for the site root), and it is not a module the engine provides.`);
      }
      fail(doc, 1, 1, 'mdx-evaluate', `This doc's ESM (import/export) failed at build time: ${(error as Error).message}.`);
    }
  });
  return module.exports.__slots ?? [];
}

/**
 * Evaluates the doc's JavaScript and returns a copy of the tree with every result in place.
 * Throws SiteLoadError (a diagnostic at the doc's file:line:col) when the code fails.
 */
export function evaluateMdx(input: Root, context: EvaluateContext): { tree: Root; scripts: string[]; links: RenderedLink[] } {
  const tree = structuredClone(input);
  const bound = boundNames(tree);
  const slots = collectSlots(tree, bound);
  // Site components (files of the site) hydrate in the browser as islands, with or without children.
  const componentFiles = siteComponentImports(input, context);
  const code = compileProgram(tree, slots, new Set(componentFiles.keys()), context.doc);
  const { doc } = context;
  const page = pageContextOf(context);
  const require = (name: string): unknown => {
    const provided = providedModule(name);
    if (provided) return provided;
    const raw = rawLoaderTarget(name);
    const own = raw === undefined ? siteModule(name, context) : rawTextModule(raw, name, context);
    if (own) return own;
    throw Object.assign(new Error(`Cannot import "${name}"`), { unknownModule: name });
  };
  const fns = runProgram(code, require, page, input, context);
  const islandScripts = new Set<string>();
  const writtenSiteData = new Set<string>();
  const islandOf = (element: JsxElement): { id: string; url: string } | undefined => {
    const abs = element.name ? componentFiles.get(element.name) : undefined;
    if (!abs) return undefined;
    let url = context.modules.islands.get(abs);
    if (!url) context.modules.islands.set(abs, (url = buildIsland(abs, context.siteDir, context.modules.assets, context.siteConfig.staticDirectories)));
    return { id: islandId(abs, context.siteDir), url };
  };
  const results = slots.map((slot, i) =>
    withPage(page, () => {
      try {
        const value = fns[i]();
        if (slot.kind === 'expression') {
          const object = objectChild(value);
          if (object) throw new Error(`Objects are not valid as a React child (found: object with keys {${Object.keys(object).join(', ')}}). To render a list of items, use an array`);
        }
        if (slot.kind !== 'component') return value;
        const island = islandOf(slot.element);
        page.usedMessages = undefined;
        page.usedSiteData = undefined;
        const { html, props } = renderComponent(value as ComponentCall, !!island);
        if (!island) return html;
        islandScripts.add(island.url);
        return `${siteDataScripts(page, writtenSiteData)}<docs-island data-island="${island.id}" data-props="${escapeAttribute(JSON.stringify(props))}"${messagesAttribute(page.usedMessages)}>${html}</docs-island>`;
      } catch (error) {
        const at = positionOf(slot);
        const message = (error as Error).message;
        const what = slot.kind === 'component' ? `<${slot.element.name}>` : 'This expression';
        if (BROWSER_GLOBAL.test(message)) {
          fail(doc, at?.line, at?.column, 'mdx-browser-only', `${what} needs the browser at render time (${message}), but pages are rendered at build time. Inside the component, wrap what needs the browser in <BrowserOnly>{() => …}</BrowserOnly> (from @docusaurus/BrowserOnly), or use it in an effect.`);
        }
        fail(doc, at?.line, at?.column, 'mdx-evaluate', `${what} failed at build time: ${message}.`);
      }
    }),
  );
  const passedOn = new Map<string, Nodes[]>();
  putResultsBack(slots, results, passedOn);
  placeSiteRendered(tree as { children: Nodes[] }, page, passedOn);
  tree.children = tree.children.filter((n) => n.type !== 'mdxjsEsm') as RootContent[];
  return { tree, scripts: [...islandScripts], links: page.links ?? [] };
}

/**
 * Built-in components that site components rendered: the pipeline renders them where they are, with
 * the Markdown children a component passed on to one (`<Admonition>{children}</Admonition>`). They
 * nest: a partial's <Tabs> holds its <TabItem>s as passed-on children, which hold markers of their
 * own once placed. Expanded and placed until nothing is left (a few rounds at most).
 */
function placeSiteRendered(tree: { children: Nodes[] }, page: PageContext, passedOn: ReadonlyMap<string, Nodes[]>): void {
  for (let round = 0; round < 16; round++) {
    const expanded = withPage(page, () => expandThemeSlots(tree, page.themeSlots ?? []));
    if (!placePassedOnChildren(tree, passedOn) && !expanded) break;
  }
}

/** A component element as its slot evaluates it: with its children as values, or as the pipeline's marker. */
interface ComponentCall {
  type: React.ElementType;
  props: Record<string, unknown>;
  values?: React.ReactNode[];
  marker?: React.ReactNode;
}

/**
 * The component's HTML, and the props its island hydrates with. Children given as values are passed
 * as MDX passes them. An island that only puts them in its HTML as they are (a wrapper) gets them in
 * <docs-children> like Markdown children, so hydration keeps the server's HTML; one that reads them
 * (a string it transforms) gets them in its props when they can be sent to the browser.
 */
function renderComponent(call: ComponentCall, island: boolean): { html: string; props: Record<string, unknown> } {
  const { type, props, values, marker } = call;
  if (!values) return { html: renderValue(marker === undefined ? React.createElement(type, props) : React.createElement(type, props, marker)), props };
  const html = renderValue(React.createElement(type, props, ...values));
  if (!island || !values.length) return { html, props };
  let wrapped: string | undefined;
  try {
    wrapped = renderValue(React.createElement(type, props, React.createElement(CHILDREN_SLOT, null, ...values)));
  } catch {
    // it reads its children as values: an element is not what it expects
  }
  if (wrapped !== undefined && withoutSlotNumbers(wrapped.replace(/<\/?docs-children>/g, '')) === withoutSlotNumbers(html)) return { html: wrapped, props };
  return { html, props: isSerializable(values) ? { ...props, children: values.length === 1 ? values[0] : values } : props };
}

/** HTML compared without the numbers of its theme slot markers (a second render numbers them anew). */
const withoutSlotNumbers = (html: string) => html.replace(THEME_SLOT_MARKER, '@@');

/** The doc's ESM and one function per slot, as a CommonJS program (esbuild; a compile error is a diagnostic). */
function compileProgram(tree: Root, slots: Slot[], components: Set<string>, doc: EvaluateContext['doc']): string {
  const esm = tree.children.filter((n) => n.type === 'mdxjsEsm').map((n) => (n as { value: string }).value.replace(MARKDOWN_IMPORT, ''));
  const program = [
    'const toc = __page.toc;',
    'const frontMatter = __page.frontMatter;',
    'const contentTitle = __page.contentTitle;',
    "const __h = require('react').createElement;",
    ...esm,
    // The content sees `props` as MDX gives it (the doc's own props: none), even where the ESM declares a `props` of its own.
    `export const __slots = ((props) => [\n${slots.map((slot, i) => slotSource(slot, components, i)).join(',\n')}\n])({});`,
  ].join('\n');
  try {
    return esbuildApi().transformSync(program, { loader: 'tsx', format: 'cjs', jsx: 'automatic', target: 'node20', sourcefile: doc.source }).code;
  } catch (error) {
    const e = (error as { errors?: { text: string }[] }).errors?.[0];
    fail(doc, 1, 1, 'mdx-evaluate', `This doc's JavaScript does not compile: ${e?.text ?? (error as Error).message}.`);
  }
}

/** A node with the Markdown children passed on (by marker) put where their markers are. */
function splitAtChildrenMarkers(node: Nodes, passedOn: ReadonlyMap<string, Nodes[]>): Nodes[] {
  if ((node.type !== 'html' && node.type !== 'text') || !node.value.includes('@@docs-mdx-children-')) return [node];
  const out: Nodes[] = [];
  let last = 0;
  for (const m of node.value.matchAll(CHILDREN_MARKERS)) {
    const children = passedOn.get(m[0]);
    if (!children) continue;
    out.push({ type: node.type, value: node.value.slice(last, m.index) }, ...children);
    last = m.index + m[0].length;
  }
  out.push({ type: node.type, value: node.value.slice(last) });
  return out;
}

/**
 * The Markdown children of site components that passed them on to a built-in component (whose
 * props, children marker included, became a node of the tree: expandThemeSlots), put in its place.
 * Returns whether it placed any.
 */
function placePassedOnChildren(parent: { children: Nodes[] }, passedOn: ReadonlyMap<string, Nodes[]>): boolean {
  if (!passedOn.size) return false;
  let placed = false;
  parent.children = parent.children.flatMap((node) => {
    const split = splitAtChildrenMarkers(node, passedOn);
    if (split.length > 1 || split[0] !== node) placed = true;
    return split;
  });
  for (const node of parent.children) if ('children' in node && placePassedOnChildren(node as { children: Nodes[] }, passedOn)) placed = true;
  return placed;
}

/**
 * Puts each slot's result in the tree: literal attributes, spread props, HTML or text; last first, so
 * earlier indexes stay valid within a parent. Children whose marker a component's HTML does not hold
 * (it gave them to a built-in component) go to `passedOn`, by marker.
 */
function putResultsBack(slots: Slot[], results: unknown[], passedOn: Map<string, Nodes[]>): void {
  for (let i = slots.length - 1; i >= 0; i--) {
    const slot = slots[i];
    const value = results[i];
    if (slot.kind === 'attribute' || slot.kind === 'spread') {
      const attrs = slot.element.attributes;
      if (slot.kind === 'attribute') {
        // React content (`summary={<summary>Rich <b>text</b></summary>}`) reaches a built-in component as its HTML (richProp).
        const replacement = literalAttribute((attrs[slot.index] as { name: string }).name, isReactContent(value) ? { [RICH_HTML]: renderValue(value) } : value);
        attrs.splice(slot.index, 1, ...(replacement ? [replacement] : []));
      } else {
        const entries = value && typeof value === 'object' ? Object.entries(value) : [];
        attrs.splice(slot.index, 1, ...entries.map(([k, v]) => literalAttribute(k, v)).filter((a): a is NonNullable<typeof a> => !!a));
      }
      continue;
    }
    const node = slot.kind === 'expression' ? slot.node : slot.element;
    const index = slot.parent.children.indexOf(node);
    if (index < 0) continue;
    let replacement: Nodes[];
    if (slot.kind === 'component') {
      const html = value as string;
      const marker = childrenMarker(i);
      const cut = html.indexOf(marker);
      if (cut < 0 && slot.element.children.length) passedOn.set(marker, slot.element.children as Nodes[]);
      replacement =
        cut < 0 || !slot.element.children.length
          ? [{ type: 'html', value: html }]
          : [{ type: 'html', value: html.slice(0, cut) }, ...(slot.element.children as Nodes[]), { type: 'html', value: html.slice(cut + marker.length) }];
      // A block element with inline children (an unravelled paragraph's): kept together as a
      // fragment, or the block around it would put a line between its HTML and each child.
      if (replacement.length > 1 && slot.element.type === 'mdxJsxFlowElement' && slot.element.children.every(isPhrasing)) {
        replacement = [{ type: 'mdxJsxFlowElement', name: null, attributes: [], children: replacement } as Nodes];
      }
    } else if (value === null || value === undefined || typeof value === 'boolean') replacement = [];
    else if (isReactContent(value)) replacement = reactContentNodes(value, slot.node.type === 'mdxFlowExpression');
    // As React renders an array: its items in a row, flattened, null and booleans left out.
    else replacement = [{ type: 'text', value: Array.isArray(value) ? value.flat(Infinity).filter((v) => v !== null && v !== undefined && typeof v !== 'boolean').join('') : String(value) }];
    slot.parent.children.splice(index, 1, ...replacement);
  }
}

/** Node types of inline (phrasing) content. */
const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'image', 'linkReference', 'imageReference', 'footnoteReference', 'inlineMath', 'textDirective', 'mdxJsxTextElement', 'mdxTextExpression', 'html']);
const isPhrasing = (node: { type: string }) => PHRASING.has(node.type);


/** Default imports of the site's component files: local name -> absolute path. */
function siteComponentImports(tree: Root, context: EvaluateContext): Map<string, string> {
  const out = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of estreeOf(node)?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const specifier = (statement.source as { value: unknown }).value;
      if (typeof specifier !== 'string') continue;
      const abs = resolveFile(specifier, context.file, context.siteDir, context.siteConfig.staticDirectories);
      if (!abs || !isComponentFile(abs)) continue;
      for (const s of statement.specifiers as { type: string; local: { name: string } }[]) if (s.type === 'ImportDefaultSpecifier') out.set(s.local.name, abs);
    }
  }
  return out;
}
