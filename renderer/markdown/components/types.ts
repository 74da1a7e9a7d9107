/** The contract of a content component: the JSX node, its literal props and its rendered children -> hast. */
import type { ElementContent } from 'hast';
import type { JsxValue } from '../jsx-props.js';
import type { MdxJsxElement } from '../types.js';

/** Per-document state shared by the components of one render. */
export interface RenderScope {
  /** A new id, unique within the rendered document: `${prefix}-1`, `${prefix}-2`, ... */
  uniqueId(prefix: string): string;
}

export interface ComponentInput {
  node: MdxJsxElement;
  /** Literal props (see jsx-props.ts); expressions that are not literals are absent. */
  props: Record<string, JsxValue>;
  /** The element's children, already rendered to hast. */
  children: ElementContent[];
  scope: RenderScope;
}

export type Component = (input: ComponentInput) => ElementContent | ElementContent[];
