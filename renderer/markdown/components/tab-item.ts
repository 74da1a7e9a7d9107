/**
 * `<TabItem value label default attributes>`: one panel of a `<Tabs>`. On its own it renders as a
 * plain `<div class="tab-panel">`; `<Tabs>` reads the item's props from `tabItemInfo()` and adds
 * the tabpanel role, ids and `hidden`.
 */
import type { Element } from 'hast';
import { h } from '../hast.js';
import { booleanProp, type JsxValue, stringProp } from '../jsx-props.js';
import type { Component } from './types.js';

export interface TabItemInfo {
  value: string;
  label?: string;
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
  items.set(el, { value, label: stringProp(props, 'label'), isDefault: booleanProp(props, 'default'), attributes });
  return el;
};
