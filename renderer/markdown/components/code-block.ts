/**
 * `<CodeBlock language title showLineNumbers metastring>{`code`}</CodeBlock>` (or `className="language-x"`): the same markup as a
 * fenced code block (see code-block.ts). The code is the children's literal text: string
 * expressions (`{`…`}`) and plain text; other expressions are ignored. Children that are elements
 * (`<CodeBlock><Box>…</Box></CodeBlock>`) are shown as they render, in a plain block, as Docusaurus shows them.
 */
import type { Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Element, ElementContent } from 'hast';
import { languageClass, renderCodeBlock } from '../code-block.js';
import { expressionText, stringProp } from '../jsx-props.js';
import type { Component } from './types.js';

/** Rendered children without the paragraphs Markdown wrapped lines of text in (a code element holds phrasing content). */
function unwrapParagraphs(children: ElementContent[]): ElementContent[] {
  return children.flatMap((child) => (child.type === 'element' && child.tagName === 'p' ? child.children : [child]));
}

/** A node's literal text, as code: string expressions and plain text, lines kept. */
function codeText(node: Nodes): string {
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return expressionText(node) ?? '';
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') return node.value;
  if ('children' in node) {
    const parts = (node.children as Nodes[]).map(codeText);
    return node.type === 'paragraph' || node.type === 'mdxJsxTextElement' ? parts.join('') : parts.join('\n');
  }
  return toString(node);
}

/** Nodes of a line of text: the children of an element written in one line (`<CodeBlock>yarn {args}</CodeBlock>`). */
const PHRASING = new Set(['text', 'inlineCode', 'mdxTextExpression', 'mdxJsxTextElement', 'emphasis', 'strong', 'delete', 'link', 'break']);

/**
 * The literal text of an element's children, as code (no blank lines around it): an element written
 * in a line of text (`<CodeBlock>yarn {args}</CodeBlock>`) is one line, a block's children are lines.
 */
export function childrenCode(node: { children: Nodes[] }): string {
  let code = '';
  node.children.forEach((child, i) => {
    if (i > 0 && !(PHRASING.has(child.type) && PHRASING.has(node.children[i - 1].type))) code += '\n';
    code += codeText(child);
  });
  return code.replace(/^\n+|\n+$/g, '');
}

/** Whether a node holds an element (JSX, or HTML a site component rendered to), at any depth. */
function holdsElement(node: Nodes): boolean {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' || node.type === 'html') return true;
  return 'children' in node && (node.children as Nodes[]).some(holdsElement);
}

/** The language a CodeBlock's props name: `language`, else a `language-x` class (as Markdown's fences give it), as in Docusaurus. */
const languageOf = (props: Parameters<Component>[0]['props']) => stringProp(props, 'language') ?? /(?:^|\s)language-([\w+#-]+)/.exec(stringProp(props, 'className') ?? '')?.[1];

export const CodeBlock: Component = ({ node, props, children }) => {
  // Elements as children are shown as they render, in a plain block: no title, no highlighting, no
  // copy button (Docusaurus's CodeBlock renders non-text children so).
  if (node.children.some((child) => holdsElement(child as Nodes))) {
    const pre: Element = { type: 'element', tagName: 'pre', properties: { tabIndex: 0 }, children: [{ type: 'element', tagName: 'code', properties: {}, children: unwrapParagraphs(children) }] };
    return { type: 'element', tagName: 'div', properties: { className: ['code-block', 'code-block-plain', `language-${languageClass(languageOf(props))}`] }, children: [{ type: 'element', tagName: 'div', properties: { className: ['code-block-content'] }, children: [pre] }] };
  }
  const code = childrenCode(node);
  const lineNumbers = props.showLineNumbers;
  return renderCodeBlock({
    code,
    lang: languageOf(props),
    meta: stringProp(props, 'metastring'),
    ...(stringProp(props, 'title') !== undefined ? { title: stringProp(props, 'title') } : {}),
    ...(lineNumbers === true || typeof lineNumbers === 'number' ? { showLineNumbers: lineNumbers } : {}),
  });
};
