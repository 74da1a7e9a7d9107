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

function labelsFromValues(values: JsxValue): Map<string, string> {
  const labels = new Map<string, string>();
  if (!Array.isArray(values)) return labels;
  for (const entry of values) {
    if (entry && typeof entry === 'object' && !Array.isArray(entry) && typeof entry.value === 'string' && typeof entry.label === 'string') labels.set(entry.value, entry.label);
  }
  return labels;
}

export const Tabs: Component = ({ props, children, scope }) => {
  const items = collectItems(children);
  if (!items.length) return children;
  const labels = labelsFromValues(props.values);
  const defaultValue = stringProp(props, 'defaultValue');
  let selected = items.findIndex((item) => defaultValue !== undefined && item.info.value === defaultValue);
  if (selected < 0) selected = items.findIndex((item) => item.info.isDefault);
  if (selected < 0) selected = 0;

  const id = scope.uniqueId('tabs');
  const tabs: ElementContent[] = [];
  const panels: ElementContent[] = [];
  items.forEach(({ el, info }, i) => {
    const tabId = `${id}-tab-${i + 1}`;
    const panelId = `${id}-panel-${i + 1}`;
    const isSelected = i === selected;
    const { className: extraClasses, ...extra } = toProperties(info.attributes);
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
        dataValue: info.value,
      },
      info.labelContent ?? [text(labels.get(info.value) ?? info.value)],
    );
    tabs.push(tab);
    // data-label lets the no-JavaScript stylesheet show every panel under its label.
    el.properties = { ...el.properties, role: 'tabpanel', id: panelId, ariaLabelledBy: [tabId], tabIndex: 0, dataValue: info.value, dataLabel: info.label ?? labels.get(info.value) ?? info.value, ...(isSelected ? {} : { hidden: true }) };
    addClass(el, 'tab-panel');
    panels.push(el);
  });

  const groupId = stringProp(props, 'groupId');
  const queryString = props.queryString === true ? groupId : stringProp(props, 'queryString');
  return h('div', { className: ['tabs-container'], ...(groupId ? { dataGroupId: groupId } : {}), ...(queryString ? { dataQueryString: queryString } : {}) }, [
    h('div', { role: 'tablist', ariaOrientation: 'horizontal', className: ['tabs', ...classNames(props.className)] }, tabs),
    h('div', { className: ['tabs-panels'] }, panels),
  ]);
};
