/**
 * Paragraphs -> `<p>`, split around block elements: an inline JSX element such as
 * `<Tabs>`/`<Details>`/`<div>` on one line is parsed inside a paragraph, and a `<div>` inside a
 * `<p>` is invalid HTML. Runs of phrasing content stay in `<p>`; block elements stand alone.
 */
import type { Element, ElementContent } from 'hast';
import type { Paragraph } from 'mdast';
import { defaultHandlers } from 'remark-rehype';
import { FLOW_ONLY, h, isWhitespace, text } from './hast.js';
import type { Handler, State } from './types.js';

/** Drops the line endings left at the edges of a run split off around a block element. */
function trimRun(run: ElementContent[]): ElementContent[] {
  const out = [...run];
  const first = out[0];
  if (first?.type === 'text') out[0] = text(first.value.replace(/^\s+/, ''));
  const last = out[out.length - 1];
  if (last?.type === 'text') out[out.length - 1] = text(last.value.replace(/\s+$/, ''));
  return out.filter((node) => node.type !== 'text' || node.value !== '');
}

export const paragraph: Handler = (state: State, node: Paragraph) => {
  const p = defaultHandlers.paragraph(state, node) as Element;
  if (!p.children.some((child) => child.type === 'element' && FLOW_ONLY.has(child.tagName))) return p;
  const out: ElementContent[] = [];
  let run: ElementContent[] = [];
  const flush = () => {
    if (run.some((child) => !isWhitespace(child))) out.push(h('p', {}, trimRun(run)));
    run = [];
  };
  for (const child of p.children) {
    if (child.type === 'element' && FLOW_ONLY.has(child.tagName)) {
      flush();
      out.push(child);
    } else run.push(child);
  }
  flush();
  return out;
};
