/**
 * Tables scroll sideways in their own focusable region (keyboard users can scroll it; axe's
 * scrollable-region-focusable rule), named after the table's header cells:
 *   <section class="table-wrapper" tabindex="0" aria-label="Table 1: Option, Type, Default"><table>…</table></section>
 * A named `<section>` is a region landmark; html-validate prefers it to `<div role="region">`.
 */
import type { Element } from 'hast';
import { h, isElement, textContent } from './hast.js';

function headerCells(table: Element): string[] {
  for (const section of table.children) {
    if (!isElement(section)) continue;
    const row = section.tagName === 'tr' ? section : section.children.find((child): child is Element => isElement(child, 'tr'));
    if (!row) continue;
    return row.children
      .filter((cell): cell is Element => isElement(cell, 'th'))
      .map((cell) => textContent(cell).replace(/\s+/g, ' ').trim())
      .filter(Boolean);
  }
  return [];
}

/** Wraps a table; `index` (1-based, per document) keeps the region names unique. */
export function wrapTable(table: Element, index: number): Element {
  let label = `Table ${index}`;
  const headers = headerCells(table).join(', ');
  if (headers) label += `: ${headers.length > 80 ? `${headers.slice(0, 79)}…` : headers}`;
  return h('section', { className: ['table-wrapper'], tabIndex: 0, ariaLabel: label }, [table]);
}
