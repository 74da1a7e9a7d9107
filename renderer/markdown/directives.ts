/**
 * remark-directive nodes -> hast. Container directives named like an admonition (lowercase) become admonitions;
 * any other container (`:::details[Label]` … `:::`) is a plain block of its label and content, as
 * Docusaurus renders it (the parse warns about it). Text and leaf directives go back to the literal text they were
 * written as (`10:30` parses as text `10` and a text directive `:30`), as in Docusaurus.
 */
import type { ElementContent } from 'hast';
import type { Paragraph } from 'mdast';
import { isAdmonitionDirective, renderAdmonition } from './admonition.js';
import { h, text } from './hast.js';
import { currentFeatures } from './render-context.js';
import type { ContainerDirective, Directive, Handler, LeafDirective, State, TextDirective } from './types.js';

/** `{#id .a .b key="value"}` for a directive's attributes, or '' when there are none. */
export function formatDirectiveAttributes(attributes: Directive['attributes']): string {
  if (!attributes) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(attributes)) {
    if (value === null || value === undefined) continue;
    if (key === 'id') parts.push(`#${value}`);
    else if (key === 'class') parts.push(...value.split(/\s+/).filter(Boolean).map((c) => `.${c}`));
    else parts.push(value === '' ? key : `${key}="${value.replace(/"/g, '&quot;')}"`);
  }
  return parts.length ? `{${parts.join(' ')}}` : '';
}

function labelParagraph(node: ContainerDirective): Paragraph | undefined {
  const first = node.children[0];
  return first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel ? first : undefined;
}

/** Merges adjacent text nodes (literal directive text is built from several pieces). */
function mergeText(nodes: ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text') out[out.length - 1] = text(last.value + node.value);
    else out.push(node);
  }
  return out;
}

export const containerDirective: Handler = (state: State, node: ContainerDirective) => {
  const label = labelParagraph(node);
  const body = state.wrap(state.all(label ? { ...node, children: node.children.slice(1) } : node), true);
  const labelContent = label ? state.all(label) : undefined;
  // The parse marks each directive (its file's plugin decides which names are admonitions); else the site's names.
  const marked = (node.data as { admonition?: boolean } | undefined)?.admonition;
  if (marked ?? (isAdmonitionDirective(node.name) || currentFeatures().admonitionKeywords?.includes(node.name))) {
    const title = labelContent ?? (node.attributes?.title ? [text(node.attributes.title)] : undefined);
    // A site's own keyword is drawn as Docusaurus's theme draws an admonition type it has no component for: as info.
    return renderAdmonition(isAdmonitionDirective(node.name) ? node.name : 'info', title, body);
  }
  // Its warning comes from the parse (engine/content/directives.ts), so `docs check` has it too.
  return h('div', {}, [...(labelContent ? [h('p', {}, labelContent)] : []), ...body]);
};

export const leafDirective: Handler = (state: State, node: LeafDirective) =>
  h('p', {}, mergeText([text(`::${node.name}`), ...(node.children.length ? [text('['), ...state.all(node), text(']')] : []), text(formatDirectiveAttributes(node.attributes))]));

export const textDirective: Handler = (state: State, node: TextDirective) =>
  mergeText([text(`:${node.name}`), ...(node.children.length ? [text('['), ...state.all(node), text(']')] : []), text(formatDirectiveAttributes(node.attributes))]);
