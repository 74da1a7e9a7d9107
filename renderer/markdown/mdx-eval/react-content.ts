/**
 * What an expression of a doc evaluated to, put back into the tree. React elements of the built-in
 * components (`<TabItem>`, `<Admonition>`, `<Details>`, `<CodeBlock>` ... from `@theme/*`) become
 * JSX elements that the pipeline renders as if the doc had written them: `<Tabs>{items.map((i) =>
 * <TabItem value={i.value}>…</TabItem>)}</Tabs>` gets its tab buttons as Docusaurus gives them.
 * Plain elements around one keep their tag and props; any other content is its HTML. A built-in
 * component that site code rendered left a marker in that HTML (runtime.ts): it is put there.
 */
import type { Nodes, RootContent } from 'mdast';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { builtinComponentOf, THEME_SLOT_MARKER, type ThemeSlot } from './runtime.js';

type JsxElement = Extract<Nodes, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;
type Attribute = JsxElement['attributes'][number];

/** The image preloads React 19 writes before a rendered `<img>`'s markup. */
const IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;

/**
 * What React renders for a value, as HTML (an element, an array, a string). Without React's image
 * preloads: in the content, they would be hints in the body, to the image as written, which the
 * build then gives its hashed URL (the browser would fetch the picture twice).
 */
export function renderValue(value: unknown): string {
  return renderToStaticMarkup(React.createElement(React.Fragment, null, value as React.ReactNode)).replace(IMAGE_PRELOADS, '');
}

/** A literal attribute value for the pipeline: strings as written, the rest as JSON. */
export function literalAttribute(name: string, value: unknown): Attribute | undefined {
  if (value === undefined || value === null || value === false || typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value === 'string') return { type: 'mdxJsxAttribute', name, value };
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    return undefined;
  }
  return json === undefined ? undefined : { type: 'mdxJsxAttribute', name, value: { type: 'mdxJsxAttributeValueExpression', value: json } };
}

const childrenOf = (value: unknown): unknown[] => (Array.isArray(value) ? value.flat(Infinity) : [value]);

/** Whether a value holds an element of a built-in component, at any depth of plain elements. */
function holdsBuiltin(value: unknown): boolean {
  return childrenOf(value).some((v) => React.isValidElement(v) && (builtinComponentOf(v.type) !== undefined || (typeof v.type === 'string' && holdsBuiltin((v.props as { children?: unknown }).children))));
}

/** A JSX node named `name`: its props literal attributes, its children converted. */
function jsxNode(name: string, allProps: Record<string, unknown>, flow: boolean): Nodes {
  const { children, ...props } = allProps;
  const attributes = Object.entries(props).map(([key, value]) => literalAttribute(key, value)).filter((a): a is Attribute => !!a);
  return { type: flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement', name, attributes, children: contentNodes(children, flow) } as Nodes;
}

function contentNodes(value: unknown, flow: boolean): Nodes[] {
  const out: Nodes[] = [];
  for (const item of childrenOf(value)) {
    if (item === null || item === undefined || typeof item === 'boolean') continue;
    if (!React.isValidElement(item)) {
      // React renders adjacent strings as one text (`{cmd} {pkg}` is one line of a code block).
      const last = out.at(-1);
      if (last?.type === 'text') last.value += String(item);
      else out.push({ type: 'text', value: String(item) });
    } else {
      const builtin = builtinComponentOf(item.type);
      if (builtin) out.push(jsxNode(builtin, item.props as Record<string, unknown>, flow));
      else if (typeof item.type === 'string' && holdsBuiltin((item.props as { children?: unknown }).children)) out.push(jsxNode(item.type, item.props as Record<string, unknown>, flow));
      else out.push({ type: 'html', value: renderValue(item) });
    }
  }
  return out;
}

/** The nodes for React content (`flow`: it stands as a block, not inside a paragraph). */
export function reactContentNodes(value: unknown, flow: boolean): Nodes[] {
  return holdsBuiltin(value) ? contentNodes(value, flow) : [{ type: 'html', value: renderValue(value) }];
}

/** HTML with theme slot markers, as HTML nodes around the built-in components they stand for. */
function splitAtSlots(html: string, slots: readonly ThemeSlot[]): Nodes[] {
  const out: Nodes[] = [];
  let last = 0;
  for (const m of html.matchAll(THEME_SLOT_MARKER)) {
    out.push({ type: 'html', value: html.slice(last, m.index) });
    const slot = slots[Number(m[1])];
    if (slot) out.push(jsxNode(slot.name, slot.props, true));
    last = m.index + m[0].length;
  }
  out.push({ type: 'html', value: html.slice(last) });
  return out;
}

/**
 * HTML that site code rendered, as nodes: its pieces of HTML, and the built-in components its
 * markers stand for (a React page's Tabs), for the pipeline to render where they are.
 */
export function themeSlotNodes(html: string, slots: readonly ThemeSlot[]): RootContent[] {
  const root = { children: [{ type: 'html', value: html } as Nodes] };
  expandThemeSlots(root, slots);
  return root.children as RootContent[];
}

/**
 * Puts the built-in components that site code rendered (`slots`, by the markers in the tree's HTML
 * nodes) into the tree, at any depth; their own content may hold more markers. Returns whether it found any.
 */
export function expandThemeSlots(parent: { children: Nodes[] }, slots: readonly ThemeSlot[]): boolean {
  let found = false;
  const children: Nodes[] = [];
  for (const node of parent.children) {
    if (node.type === 'html' && node.value.includes('@@docs-theme-slot-')) {
      children.push(...splitAtSlots(node.value, slots));
      found = true;
    } else children.push(node);
  }
  parent.children = children;
  for (const node of children) if ('children' in node && expandThemeSlots(node as { children: Nodes[] }, slots)) found = true;
  return found;
}
