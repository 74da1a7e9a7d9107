/**
 * Tables scroll sideways in their own focusable group (keyboard users can scroll it; axe's
 * scrollable-region-focusable rule), named after the table's header cells, in the content's own words:
 *   <div class="table-wrapper" tabindex="0" role="group" aria-label="Option, Type, Default"><table>…</table></div>
 * A group, not a region landmark: its name need not be unique, and needs no word of ours ("Table 1"
 * was English on every site). Docusaurus writes a bare table, which scrolls but cannot be focused.
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

/**
 * A column's alignment (`| :-: |`) as a class of its cells (`align-center`), which the theme styles:
 * the `align` attribute Markdown gives them is obsolete HTML, and lost against the theme's header
 * alignment. (Docusaurus writes an inline style; the theme's pages carry none.)
 */
function alignAsClass(node: Element): void {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    const align = child.properties.align;
    if ((child.tagName === 'th' || child.tagName === 'td') && typeof align === 'string') {
      delete child.properties.align;
      const classes = Array.isArray(child.properties.className) ? child.properties.className : [];
      child.properties.className = [...classes, `align-${align}`];
    } else alignAsClass(child);
  }
}

/** Wraps a table in its scrolling group, named after its header cells when it has any. */
export function wrapTable(table: Element): Element {
  alignAsClass(table);
  const headers = headerCells(table).join(', ');
  const label = headers.length > 80 ? `${headers.slice(0, 79)}…` : headers;
  return h('div', { className: ['table-wrapper'], tabIndex: 0, role: 'group', ...(label ? { ariaLabel: label } : {}) }, [table]);
}
