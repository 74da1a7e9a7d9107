/**
 * `<CodeBlock language title showLineNumbers metastring>{`code`}</CodeBlock>` (or `className="language-x"`): the same markup as a
 * fenced code block (see code-block.ts). The code is the children's literal text: string
 * expressions (`{`…`}`) and plain text; other expressions are ignored.
 */
import type { Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { renderCodeBlock } from '../code-block.js';
import { expressionText, stringProp } from '../jsx-props.js';
import type { Component } from './types.js';

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

export const CodeBlock: Component = ({ node, props }) => {
  const code = childrenCode(node);
  const lineNumbers = props.showLineNumbers;
  return renderCodeBlock({
    code,
    // As Docusaurus: `language`, else a `language-x` class (as Markdown's fences give it).
    lang: stringProp(props, 'language') ?? /(?:^|\s)language-([\w+#-]+)/.exec(stringProp(props, 'className') ?? '')?.[1],
    meta: stringProp(props, 'metastring'),
    ...(stringProp(props, 'title') !== undefined ? { title: stringProp(props, 'title') } : {}),
    ...(lineNumbers === true || typeof lineNumbers === 'number' ? { showLineNumbers: lineNumbers } : {}),
  });
};
