/**
 * `<Mermaid value={source} />` of `@theme/Mermaid` (what @docusaurus/theme-mermaid gives site code
 * and MDX): the same diagram as a ```` ```mermaid ```` fence of that source (mermaid.ts).
 */
import { renderMermaid } from '../mermaid.js';
import { stringProp } from '../jsx-props.js';
import type { Component } from './types.js';

export const Mermaid: Component = ({ node, props }) => renderMermaid({ value: (stringProp(props, 'value') ?? '').trim(), ...(node.position ? { position: node.position } : {}) });
