/**
 * `<TabItem value label default attributes>`: one panel of a `<Tabs>`. On its own it renders as a
 * plain `<div class="tab-panel">`; `<Tabs>` reads the item's props from `tabItemInfo()` and adds
 * the tabpanel role, ids and `hidden`.
 */
import type { Element, ElementContent } from 'hast';
import { h } from '../hast.js';
import { booleanProp, type JsxValue, stringProp } from '../jsx-props.js';
import { richProp, richPropText } from './rich-prop.js';
import type { Component } from './types.js';

export interface TabItemInfo {
  value: string;
  /** The label's text (the tab's name where only text goes); `labelContent`, the tab's content. */
  label?: string;
  /** The label given as React content (`label={<span>With <code>x</code></span>}`), or as text. */
  labelContent?: ElementContent[];
  isDefault: boolean;
  /** The `attributes` prop: extra attributes for the tab button. */
  attributes: Record<string, JsxValue>;
}

const items = new WeakMap<Element, TabItemInfo>();

/** The TabItem props of a rendered panel, or undefined when `el` is not a TabItem. */
export function tabItemInfo(el: Element): TabItemInfo | undefined {
  return items.get(el);
}

export const TabItem: Component = ({ props, children }) => {
  const value = stringProp(props, 'value') ?? '';
  const el = h('div', { className: ['tab-panel'] }, children);
  const attributes = props.attributes && typeof props.attributes === 'object' && !Array.isArray(props.attributes) ? props.attributes : {};
  const label = richPropText(props, 'label');
  const labelContent = richProp(props, 'label');
  items.set(el, { value, ...(label !== undefined ? { label } : {}), ...(labelContent ? { labelContent } : {}), isDefault: booleanProp(props, 'default'), attributes });
  return el;
};
