/**
 * `<Details summary="…">` or `<Details><summary>…</summary>…</Details>` (and lower-case `<details>`
 * in MDX, as Docusaurus maps it to the same component):
 *
 *   <details class="details"><summary>Title</summary><div class="details-content">…</div></details>
 */
import type { Element, ElementContent } from 'hast';
import { h, isElement, isWhitespace, text } from '../hast.js';
import { stringProp } from '../jsx-props.js';
import { toProperties } from './props.js';
import type { Component } from './types.js';

/** Removes the first `<summary>` (top level, or inside the first paragraph) from `children`. */
function takeSummary(children: ElementContent[]): { summary?: Element; rest: ElementContent[] } {
  const rest = [...children];
  const first = rest.findIndex((node) => !isWhitespace(node));
  const head = rest[first];
  if (head?.type !== 'element') return { rest };
  if (head.tagName === 'summary') {
    rest.splice(first, 1);
    return { summary: head, rest };
  }
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

export const Details: Component = ({ props, children }) => {
  const { summary, rest } = takeSummary(children);
  const { summary: _summary, className, ...others } = toProperties(props);
  const summaryText = stringProp(props, 'summary');
  const summaryEl = summary ?? h('summary', {}, [text(summaryText ?? 'Details')]);
  const classes = ['details', ...(Array.isArray(className) ? className.map(String) : [])];
  return h('details', { ...others, className: classes }, [summaryEl, h('div', { className: ['details-content'] }, rest)]);
};
