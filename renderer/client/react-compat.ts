/**
 * Where preact/compat (the browser's `react`) renders differently from React (the server), made to
 * render like React, so the client's markup equals the server's:
 * - "booleanish" attributes (`spellCheck={false}`, `draggable`, `contentEditable`): React writes
 *   "true"/"false"; preact drops an attribute whose value is `false`.
 */
import { options, type VNode } from 'preact';

const BOOLEANISH = ['spellCheck', 'draggable', 'contentEditable'];

const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === 'string' && props) {
    for (const name of BOOLEANISH) if (typeof props[name] === 'boolean') props[name] = String(props[name]);
  }
  previous?.(vnode);
};
