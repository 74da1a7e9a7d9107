/**
 * `<Mermaid value={source} />` of `@theme/Mermaid` (what @docusaurus/theme-mermaid gives site code
 * and MDX): the same diagram as a ```` ```mermaid ```` fence of that source (mermaid.ts). The source
 * may also be `chart` (mdx-mermaid's prop, whose set-up names its component `src/theme/Mermaid`) or
 * the children's text.
 */
import { renderMermaid } from '../mermaid.js';
import { stringProp } from '../jsx-props.js';
import { childrenCode } from './code-block.js';
import type { Component } from './types.js';

export const Mermaid: Component = ({ node, props }) => {
  const source = stringProp(props, 'value') ?? stringProp(props, 'chart') ?? childrenCode(node);
  return renderMermaid({ value: source.trim(), ...(node.position ? { position: node.position } : {}) });
};
