/**
 * Table rows -> `<tr>`, as remark-rehype's own handler makes them, in time linear in the table's
 * length. That handler finds whether a row is the table's first (its cells are then `<th>`) by
 * looking the row up among all the table's rows, so a table of n rows costs n² steps. Here it is
 * given a stand-in parent holding only what it reads: the table's alignment, and the row itself
 * when it is the first row; its output is unchanged.
 */
import type { TableRow } from 'mdast';
import { defaultHandlers } from 'remark-rehype';
import type { Handler } from './types.js';

export const tableRow: Handler = (state, node: TableRow, parent) => {
  if (parent?.type !== 'table') return defaultHandlers.tableRow(state, node, parent);
  const first = parent.children[0] === node;
  return defaultHandlers.tableRow(state, node, { type: 'table', align: parent.align, children: first ? [node] : [] });
};
