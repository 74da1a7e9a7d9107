/**
 * The inline formatting of a content title (`# The \`foo\` *API*`): its text in runs, each with the
 * marks it is written with. Only code, emphasis, strong and strikethrough are kept, and a content
 * title's links; another link or an inline element keeps its text. Undefined for a title of plain text (the common case).
 */
import type { Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { TitlePart } from '../graph/content-types.js';

type Marks = Omit<TitlePart, 'text'>;

const MARK_OF: Partial<Record<Nodes['type'], keyof Marks>> = { emphasis: 'em', strong: 'strong', delete: 'del' };

function collectParts(node: Nodes, marks: Marks, out: TitlePart[], links: boolean): void {
  if (node.type === 'text') out.push({ text: node.value, ...marks });
  else if (node.type === 'inlineCode') out.push({ text: node.value, ...marks, code: true });
  else if (MARK_OF[node.type] && 'children' in node) for (const child of node.children) collectParts(child, { ...marks, [MARK_OF[node.type]!]: true }, out, links);
  else if (node.type === 'link' && links) for (const child of node.children) collectParts(child, { ...marks, href: node.url }, out, links);
  else if (node.type === 'link' || node.type === 'linkReference') for (const child of node.children) collectParts(child, marks, out, links);
  // Inline HTML tags are not text (the words between them are).
  else if (node.type === 'html') return;
  else {
    const text = toString(node);
    if (text) out.push({ text, ...marks });
  }
}

const sameMarks = (a: TitlePart, b: TitlePart) => a.code === b.code && a.em === b.em && a.strong === b.strong && a.del === b.del && a.href === b.href;

/**
 * The title's runs (trimmed at both ends, neighbours with the same marks joined), or undefined when
 * none is formatted. With `links` (a doc's content title, which the page header shows as Docusaurus
 * does, links and all) a link's runs keep its URL; elsewhere (the TOC) a link is its text.
 */
export function titleParts(heading: { children: Nodes[] }, links = false): TitlePart[] | undefined {
  const raw: TitlePart[] = [];
  for (const child of heading.children) collectParts(child, {}, raw, links);
  if (raw.every((part) => Object.keys(part).length === 1)) return undefined;
  const parts: TitlePart[] = [];
  for (const part of raw) {
    const last = parts[parts.length - 1];
    if (last && sameMarks(last, part)) parts[parts.length - 1] = { ...last, text: last.text + part.text };
    else parts.push(part);
  }
  parts[0] = { ...parts[0], text: parts[0].text.trimStart() };
  parts[parts.length - 1] = { ...parts[parts.length - 1], text: parts[parts.length - 1].text.trimEnd() };
  return parts.filter((part) => part.text);
}
