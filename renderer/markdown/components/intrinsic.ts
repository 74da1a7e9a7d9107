/**
 * Lower-case JSX elements (`<div>`, `<img>`, `<br/>`, …) become the same HTML element with their
 * literal attributes. `<details>` goes through the Details component, as in Docusaurus.
 */
import type { ElementContent } from 'hast';
import { h } from '../hast.js';
import { Details } from './details.js';
import { toProperties } from './props.js';
import type { ComponentInput } from './types.js';

export function renderIntrinsic(input: ComponentInput): ElementContent | ElementContent[] {
  const name = input.node.name ?? 'div';
  if (name === 'details') return Details(input);
  return h(name, toProperties(input.props), input.children);
}
