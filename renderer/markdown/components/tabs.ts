/**
 * `<Tabs groupId defaultValue values queryString className>` with `<TabItem>` children, as WAI-ARIA tabs:
 *
 *   <div class="tabs-container" data-group-id="os" data-query-string="os">
 *     <div role="tablist" aria-orientation="horizontal" class="tabs">
 *       <button type="button" role="tab" id="tabs-1-tab-1" aria-controls="tabs-1-panel-1" aria-selected="true"
 *               tabindex="0" class="tabs-item tabs-item-active" data-value="linux">Linux</button>
 *       <button … aria-selected="false" tabindex="-1" class="tabs-item" …>macOS</button>
 *     </div>
 *     <div class="tabs-panels">
 *       <div role="tabpanel" id="tabs-1-panel-1" aria-labelledby="tabs-1-tab-1" tabindex="0" class="tab-panel" data-value="linux">…</div>
 *       <div role="tabpanel" … class="tab-panel" data-value="macos" hidden>…</div>
 *     </div>
 *   </div>
 *
 * Every panel is in the HTML; the ones not selected carry `hidden` (the client switches them; CSS may
 * show them all when scripts are off). Selected: `defaultValue`, else the item marked `default`, else the first.
 */
import type { Element, ElementContent } from 'hast';
import { addClass, h, isElement, text } from '../hast.js';
import { type JsxValue, stringProp } from '../jsx-props.js';
import { classNames, toProperties } from './props.js';
import { type TabItemInfo, tabItemInfo } from './tab-item.js';
import type { Component } from './types.js';

/** TabItems among the children; inline ones sit inside a paragraph. */
function collectItems(nodes: ElementContent[], out: { el: Element; info: TabItemInfo }[] = []): { el: Element; info: TabItemInfo }[] {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    const info = tabItemInfo(node);
    if (info) out.push({ el: node, info });
    else if (node.tagName === 'p') collectItems(node.children, out);
  }
  return out;
}

/** The `values` prop's tabs (`[{ value, label }]`), when it is a list of them: the whole tab list, as in Docusaurus. */
function tabsFromValues(values: JsxValue): { value: string; label: string }[] | undefined {
  if (!Array.isArray(values) || !values.length) return undefined;
  const tabs: { value: string; label: string }[] = [];
  for (const entry of values) {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry) || typeof entry.value !== 'string') return undefined;
    tabs.push({ value: entry.value, label: typeof entry.label === 'string' ? entry.label : entry.value });
  }
  return tabs;
}

/** One tab: its value and label, and its panel (a TabItem; an empty panel for a `values` entry no TabItem has). */
interface TabEntry {
  value: string;
  label: ElementContent[];
  /** The label's text (the panel's name where only text goes). */
  labelText: string;
  panel: Element;
  attributes?: TabItemInfo['attributes'];
  isDefault?: boolean;
}

/** The tabs: the `values` prop's when given (its labels win, a value without a TabItem gets an empty panel), else the TabItems'. */
function tabEntries(items: { el: Element; info: TabItemInfo }[], values: JsxValue): { tabs: TabEntry[]; unlisted: Element[] } {
  const listed = tabsFromValues(values);
  if (!listed) return { tabs: items.map(({ el, info }) => ({ value: info.value, label: info.labelContent ?? [text(info.label ?? info.value)], labelText: info.label ?? info.value, panel: el, attributes: info.attributes, isDefault: info.isDefault })), unlisted: [] };
  const tabs = listed.map(({ value, label }): TabEntry => {
    const item = items.find((i) => i.info.value === value);
    return { value, label: [text(label)], labelText: label, panel: item?.el ?? h('div', {}, []), ...(item ? { attributes: item.info.attributes, isDefault: item.info.isDefault } : {}) };
  });
  // TabItems the list does not name: in the HTML, never shown (Docusaurus renders them hidden).
  const unlisted = items.filter((i) => !listed.some((t) => t.value === i.info.value)).map((i) => i.el);
  return { tabs, unlisted };
}

export const Tabs: Component = ({ props, children, scope }) => {
  const items = collectItems(children);
  const { tabs: entries, unlisted } = tabEntries(items, props.values);
  if (!entries.length) return children;
  const defaultValue = stringProp(props, 'defaultValue');
  let selected = entries.findIndex((entry) => defaultValue !== undefined && entry.value === defaultValue);
  if (selected < 0) selected = entries.findIndex((entry) => entry.isDefault);
  if (selected < 0) selected = 0;

  const id = scope.uniqueId('tabs');
  const tabs: ElementContent[] = [];
  const panels: ElementContent[] = [];
  entries.forEach(({ value, label, labelText, panel: el, attributes }, i) => {
    const tabId = `${id}-tab-${i + 1}`;
    const panelId = `${id}-panel-${i + 1}`;
    const isSelected = i === selected;
    const { className: extraClasses, ...extra } = toProperties(attributes ?? {});
    const tab = h(
      'button',
      {
        ...extra,
        type: 'button',
        role: 'tab',
        id: tabId,
        ariaControls: [panelId],
        ariaSelected: isSelected ? 'true' : 'false',
        tabIndex: isSelected ? 0 : -1,
        className: ['tabs-item', ...(isSelected ? ['tabs-item-active'] : []), ...(extraClasses ?? [])],
        dataValue: value,
      },
      label,
    );
    tabs.push(tab);
    // data-label lets the no-JavaScript stylesheet show every panel under its label.
    el.properties = { ...el.properties, role: 'tabpanel', id: panelId, ariaLabelledBy: [tabId], tabIndex: 0, dataValue: value, dataLabel: labelText, ...(isSelected ? {} : { hidden: true }) };
    addClass(el, 'tab-panel');
    panels.push(el);
  });
  for (const el of unlisted) {
    el.properties = { ...el.properties, hidden: true };
    addClass(el, 'tab-panel');
    panels.push(el);
  }

  const groupId = stringProp(props, 'groupId');
  const queryString = props.queryString === true ? groupId : stringProp(props, 'queryString');
  return h('div', { className: ['tabs-container'], ...(groupId ? { dataGroupId: groupId } : {}), ...(queryString ? { dataQueryString: queryString } : {}) }, [
    h('div', { role: 'tablist', ariaOrientation: 'horizontal', className: ['tabs', ...classNames(props.className)] }, tabs),
    h('div', { className: ['tabs-panels'] }, panels),
  ]);
};
