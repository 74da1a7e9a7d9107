/**
 * List items -> `<li>`, as remark-rehype's own handler makes them, in time linear in the list's
 * length. That handler works out whether the item's list is loose (any item spread) for every
 * item, walking all the list's items each time: a tight list of n items costs n² steps (a list of
 * 30,000 items took seconds). Here a list's looseness is worked out once and the default handler is
 * given a stand-in parent that carries it, so it reads it at once; its output is unchanged.
 */
import type { Parents } from 'mdast';
import { defaultHandlers } from 'remark-rehype';
import type { Handler } from './types.js';

/** Whether `list` is loose: spread itself, or any of its items is (what the default handler computes). */
function listLoose(list: Parents): boolean {
  if (list.type !== 'list') return false;
  if (list.spread) return true;
  return list.children.some((item) => (item.spread === null || item.spread === undefined ? item.children.length > 1 : item.spread));
}

/** Each list's looseness, worked out once per render (`state`) of its tree. */
const looseness = new WeakMap<Parents, { state: object; loose: boolean }>();

export const listItem: Handler = (state, node, parent) => {
  if (!parent) return defaultHandlers.listItem(state, node, parent);
  let known = looseness.get(parent);
  if (known?.state !== state) {
    known = { state, loose: listLoose(parent) };
    looseness.set(parent, known);
  }
  // The default handler reads only `type`, `spread` and `children` of the parent (to find looseness).
  return defaultHandlers.listItem(state, node, { type: 'list', spread: known.loose, children: [] });
};
