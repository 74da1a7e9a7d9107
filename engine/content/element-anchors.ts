/**
 * Anchors a page has besides its headings: the `id` of an element written in the content
 * (`<a id="legacy"></a>`, `<div id="x">`, `<details id>`; an `<a name>` too, which browsers scroll
 * to), and the ids footnotes get (`user-content-fn-1`, `user-content-fnref-1`). A link to one of
 * them lands there, so the broken-anchor check accepts it. (Docusaurus 3.9.2 accepts footnotes and
 * `<details id>`, and warns about the other element ids though the browser finds them: we do not.)
 */
import type { FootnoteDefinition, FootnoteReference } from 'mdast';

type JsxAttributes = { attributes: ({ type: string; name?: string; value?: unknown } | { type: string })[]; name: string | null };

/** The anchor a JSX element carries: its string `id`, or an `<a>`'s `name`. */
export function jsxElementAnchor(node: JsxAttributes): string | undefined {
  const attr = (name: string) => node.attributes.find((a): a is { type: string; name: string; value: unknown } => a.type === 'mdxJsxAttribute' && 'name' in a && a.name === name);
  const id = attr('id')?.value;
  if (typeof id === 'string' && id) return id;
  const name = node.name === 'a' ? attr('name')?.value : undefined;
  return typeof name === 'string' && name ? name : undefined;
}

const HTML_ANCHOR = /<([a-z][\w-]*)\b[^>]*?\s(id|name)\s*=\s*(["'])(.*?)\3/gi;

/** The anchors of raw HTML (a `.md` file's): each tag's `id`, and an `<a>`'s `name`. */
export function htmlAnchors(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(HTML_ANCHOR)) if (m[4] && (m[2].toLowerCase() === 'id' || m[1].toLowerCase() === 'a')) out.push(m[4]);
  return out;
}

/** The id a footnote's definition gets (remark-rehype's, with its `user-content-` prefix). */
export function footnoteAnchor(node: FootnoteDefinition): string {
  return `user-content-fn-${encodeURIComponent(node.identifier.toLowerCase())}`;
}

/** The id of a footnote reference: the first to a note is `…fnref-1`, the next ones `…fnref-1-2`, `-3`, … */
export function footnoteReferenceAnchor(node: FootnoteReference, seen: Map<string, number>): string {
  const id = encodeURIComponent(node.identifier.toLowerCase());
  const count = (seen.get(id) ?? 0) + 1;
  seen.set(id, count);
  return `user-content-fnref-${id}${count > 1 ? `-${count}` : ''}`;
}
