/** `<Admonition type="tip" title="…" icon="💡">`: the same markup as a `:::tip[…]` directive (see admonition.ts). */
import { renderAdmonition } from '../admonition.js';
import { stringProp } from '../jsx-props.js';
import { richProp } from './rich-prop.js';
import type { Component } from './types.js';

export const Admonition: Component = ({ props, children }) =>
  renderAdmonition(stringProp(props, 'type') ?? 'note', richProp(props, 'title'), children, richProp(props, 'icon'));
