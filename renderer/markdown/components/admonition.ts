/** `<Admonition type="tip" title="…">`: the same markup as a `:::tip[…]` directive (see admonition.ts). */
import { renderAdmonition } from '../admonition.js';
import { text } from '../hast.js';
import { stringProp } from '../jsx-props.js';
import type { Component } from './types.js';

export const Admonition: Component = ({ props, children }) => {
  const title = stringProp(props, 'title');
  return renderAdmonition(stringProp(props, 'type') ?? 'note', title ? [text(title)] : undefined, children);
};
