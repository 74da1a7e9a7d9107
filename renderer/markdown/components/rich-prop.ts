/**
 * Props of built-in components that may be React content (`<Details summary={<summary>Rich
 * <b>text</b></summary>}>`, `<Admonition title={<span>…</span>} icon={<Icon />}>`): the evaluated
 * doc (mdx-eval/evaluate.ts) gives such a prop as `{ [RICH_HTML]: html }`, which the component puts
 * in as that HTML; a string or number prop is text.
 */
import type { ElementContent } from 'hast';
import { decodeEntities } from '../../content-head.js';
import { text } from '../hast.js';
import type { JsxValue } from '../jsx-props.js';

/** The key under which an evaluated prop's React content arrives, as HTML. */
export const RICH_HTML = '__docsHtml';

/** The HTML of a prop given as React content, else undefined. */
export function richHtml(value: JsxValue): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const html = value[RICH_HTML];
  return typeof html === 'string' ? html : undefined;
}

/** A prop as content: React content as its HTML (a raw node), a string or number as text, else undefined. */
export function richProp(props: Record<string, JsxValue>, name: string): ElementContent[] | undefined {
  const value = props[name];
  if (typeof value === 'string' || typeof value === 'number') return [text(String(value))];
  const html = richHtml(value);
  return html === undefined ? undefined : [{ type: 'raw', value: html } as unknown as ElementContent];
}

/** A prop's text: a string or number as it is, React content's HTML without its tags, else undefined. */
export function richPropText(props: Record<string, JsxValue>, name: string): string | undefined {
  const value = props[name];
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  const html = richHtml(value);
  return html === undefined ? undefined : decodeEntities(html.replace(/<[^>]*>/g, ''));
}
