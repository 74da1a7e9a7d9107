/**
 * What an expression of a doc evaluated to, put back into the tree. React elements of the built-in
 * components (`<TabItem>`, `<Admonition>`, `<Details>`, `<CodeBlock>` ... from `@theme/*`) become
 * JSX elements that the pipeline renders as if the doc had written them: `<Tabs>{items.map((i) =>
 * <TabItem value={i.value}>…</TabItem>)}</Tabs>` gets its tab buttons as Docusaurus gives them.
 * Plain elements around one keep their tag and props; any other content is its HTML.
 */
import type { Nodes } from 'mdast';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { builtinComponentOf } from './runtime.js';

type JsxElement = Extract<Nodes, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;
type Attribute = JsxElement['attributes'][number];

/** What React renders for a value, as HTML (an element, an array, a string). */
export function renderValue(value: unknown): string {
  return renderToStaticMarkup(React.createElement(React.Fragment, null, value as React.ReactNode));
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

/** A React element as a JSX node named `name`, its props literal attributes, its children converted. */
function jsxNode(name: string, element: React.ReactElement, flow: boolean): Nodes {
  const { children, ...props } = element.props as Record<string, unknown>;
  const attributes = Object.entries(props).map(([key, value]) => literalAttribute(key, value)).filter((a): a is Attribute => !!a);
  return { type: flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement', name, attributes, children: contentNodes(children, flow) } as Nodes;
}

function contentNodes(value: unknown, flow: boolean): Nodes[] {
  const out: Nodes[] = [];
  for (const item of childrenOf(value)) {
    if (item === null || item === undefined || typeof item === 'boolean') continue;
    if (!React.isValidElement(item)) out.push({ type: 'text', value: String(item) });
    else {
      const builtin = builtinComponentOf(item.type);
      if (builtin) out.push(jsxNode(builtin, item, flow));
      else if (typeof item.type === 'string' && holdsBuiltin((item.props as { children?: unknown }).children)) out.push(jsxNode(item.type, item, flow));
      else out.push({ type: 'html', value: renderValue(item) });
    }
  }
  return out;
}

/** The nodes for React content (`flow`: it stands as a block, not inside a paragraph). */
export function reactContentNodes(value: unknown, flow: boolean): Nodes[] {
  return holdsBuiltin(value) ? contentNodes(value, flow) : [{ type: 'html', value: renderValue(value) }];
}
