/** Small helpers to build and read hast nodes (no dependency beyond the `hast` types). */
import type { Element, ElementContent, Nodes, Properties, Text } from 'hast';

/** Builds an element. `properties` use hast names (`className`, `ariaLabel`, `tabIndex`). */
export function h(tagName: string, properties: Properties = {}, children: ElementContent[] = []): Element {
  return { type: 'element', tagName, properties, children };
}

export function text(value: string): Text {
  return { type: 'text', value };
}

export function isElement(node: Nodes | undefined, tagName?: string): node is Element {
  return !!node && node.type === 'element' && (tagName === undefined || node.tagName === tagName);
}

/** The element's classes as a list, whatever form `className` has (array or space-separated string). */
export function classList(el: Element): string[] {
  const value: unknown = el.properties.className;
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string') return value.split(/\s+/).filter(Boolean);
  return [];
}

export function hasClass(el: Element, name: string): boolean {
  return classList(el).includes(name);
}

export function addClass(el: Element, ...names: string[]): void {
  const list = classList(el);
  for (const name of names) if (name && !list.includes(name)) list.push(name);
  el.properties.className = list;
}

/** Concatenated text of a node, skipping elements for which `skip` returns true. */
export function textContent(node: Nodes, skip?: (el: Element) => boolean): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && skip?.(node)) return '';
  if (!('children' in node)) return '';
  let out = '';
  for (const child of node.children) out += textContent(child, skip);
  return out;
}

/** Whitespace-only text (the line endings remark-rehype puts between block elements). */
export function isWhitespace(node: ElementContent): boolean {
  return node.type === 'text' && !/\S/.test(node.value);
}

/** Elements that may not sit inside a `<p>` (flow content that is not phrasing content). */
export const FLOW_ONLY = new Set([
  'address', 'article', 'aside', 'blockquote', 'details', 'dialog', 'div', 'dl', 'fieldset', 'figcaption', 'figure',
  'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'main', 'menu', 'nav', 'ol', 'p',
  'pre', 'search', 'section', 'summary', 'table', 'ul',
]);
