/**
 * GFM task list items: remark-rehype writes `<li class="task-list-item"><input type="checkbox" disabled> text`.
 * A checkbox needs an accessible name (axe's label rule), so the checkbox and the item's first line
 * of text go into a label: `<li class="task-list-item"><label class="task-list-item-label"><input …> text</label>…`.
 */
import type { Element, ElementContent } from 'hast';
import { FLOW_ONLY, h, hasClass, isElement, isWhitespace } from './hast.js';

const NOT_IN_LABEL = new Set([...FLOW_ONLY, 'label', 'input', 'button', 'select', 'textarea', 'meter', 'progress', 'output']);

export function labelTaskListItem(li: Element): void {
  if (!hasClass(li, 'task-list-item')) return;
  const firstIndex = li.children.findIndex((child) => !isWhitespace(child));
  const first = li.children[firstIndex];
  const container = isElement(first, 'p') ? first : li;
  const index = container.children.findIndex((child) => isElement(child, 'input') && child.properties.type === 'checkbox');
  if (index < 0) return;
  const content: ElementContent[] = [];
  for (let i = index + 1; i < container.children.length; i++) {
    const child = container.children[i];
    if (child.type === 'element' && NOT_IN_LABEL.has(child.tagName)) break;
    content.push(child);
  }
  while (content.length && isWhitespace(content[content.length - 1])) content.pop();
  container.children.splice(index, 1 + content.length, h('label', { className: ['task-list-item-label'] }, [container.children[index], ...content]));
}
