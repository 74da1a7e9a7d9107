/**
 * Lower-case JSX elements (`<div>`, `<img>`, `<br/>`, …) become the same HTML element with their
 * literal attributes. `<details>` goes through the Details component, as in Docusaurus.
 */
import type { ElementContent } from 'hast';
import { h } from '../hast.js';
import { Details } from './details.js';
import { JSX_ANCHOR } from '../links.js';
import { toProperties } from './props.js';
import type { ComponentInput } from './types.js';

export function renderIntrinsic(input: ComponentInput): ElementContent | ElementContent[] {
  const name = input.node.name ?? 'div';
  if (name === 'details') return Details(input);
  const properties = toProperties(input.props);
  // A JSX `<a>` is no Markdown link: Docusaurus's Link never sees it, so no new tab (links.ts).
  if (name === 'a') properties[JSX_ANCHOR] = true;
  return h(name, properties, input.children);
}
