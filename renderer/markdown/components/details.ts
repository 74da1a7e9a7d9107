/**
 * `<Details summary="…">` or `<Details><summary>…</summary>…</Details>` (and lower-case `<details>`
 * in MDX, as Docusaurus maps it to the same component):
 *
 *   <details class="details"><summary>Title</summary><div class="details-content">…</div></details>
 */
import type { Element, ElementContent } from 'hast';
import { h, isElement, isWhitespace, text } from '../hast.js';
import type { JsxValue } from '../jsx-props.js';
import { richHtml, richProp } from './rich-prop.js';
import { toProperties } from './props.js';
import type { Component } from './types.js';

/**
 * Removes the summary from `children`: the first top-level `<summary>`, wherever it is among them (as
 * Docusaurus's MDXDetails finds it: a `<br />` before it does not make it body text), else one that
 * opens the first paragraph.
 */
function takeSummary(children: ElementContent[]): { summary?: Element; rest: ElementContent[] } {
  const rest = [...children];
  const at = rest.findIndex((node) => isElement(node, 'summary'));
  if (at >= 0) return { summary: rest.splice(at, 1)[0] as Element, rest };
  const first = rest.findIndex((node) => !isWhitespace(node));
  const head = rest[first];
  if (head?.type !== 'element') return { rest };
  if (head.tagName === 'p') {
    const inner = head.children.findIndex((node) => !isWhitespace(node));
    const candidate = head.children[inner];
    if (isElement(candidate, 'summary')) {
      const remaining = head.children.slice(inner + 1);
      const firstText = remaining[0];
      if (firstText?.type === 'text') remaining[0] = text(firstText.value.replace(/^\s+/, ''));
      const keep = remaining.filter((node) => !(node.type === 'text' && node.value === ''));
      if (keep.some((node) => !isWhitespace(node))) rest[first] = { ...head, children: keep };
      else rest.splice(first, 1);
      return { summary: candidate, rest };
    }
  }
  return { rest };
}

/** The `summary` prop's element: React content that is a `<summary>` as it is, anything else inside one. */
function summaryOf(props: Record<string, JsxValue>): ElementContent {
  const html = richHtml(props.summary);
  if (html !== undefined && /^\s*<summary[\s>]/i.test(html) && /<\/summary>\s*$/i.test(html)) return { type: 'raw', value: html.trim() } as unknown as ElementContent;
  return h('summary', {}, richProp(props, 'summary') ?? [text('Details')]);
}

export const Details: Component = ({ props, children }) => {
  const { summary, rest } = takeSummary(children);
  const { summary: _summary, className, ...others } = toProperties(props);
  const summaryEl = summary ?? summaryOf(props);
  const classes = ['details', ...(Array.isArray(className) ? className.map(String) : [])];
  return h('details', { ...others, className: classes }, [summaryEl, h('div', { className: ['details-content'] }, rest)]);
};
