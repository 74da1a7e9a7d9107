/**
 * Hydration. In the browser bundle `react`/`react-dom` are preact/compat (renderer/server/assets.ts),
 * which patches a mismatched tree without a word: its `options` hook for mismatches (mangled `__m`,
 * what preact/debug uses) reports them here as recoverable errors, logged and never thrown, like
 * React's `onRecoverableError` (also passed, for a React build).
 */
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { options } from 'preact';

export function reportRecoverableError(error: unknown): void {
  console.error('Recoverable hydration error (the page was repaired on the client):', error);
}

type MismatchHook = (vnode: { type: unknown }, excess: (Node | null)[]) => void;

export function hydrate(container: Element, element: ReactNode): void {
  const hooks = options as unknown as { __m?: MismatchHook };
  const previous = hooks.__m;
  hooks.__m = (vnode, excess) => {
    const expected = typeof vnode.type === 'string' ? `<${vnode.type}>` : typeof vnode.type === 'function' ? `<${(vnode.type as { name?: string }).name ?? 'component'}>` : 'text';
    const found = excess.filter((n): n is Node => !!n).map((n) => (n.nodeType === 1 ? `<${(n as Element).localName}>` : n.nodeType === 3 ? 'text' : n.nodeName));
    reportRecoverableError(new Error(`Hydration mismatch: expected ${expected}, found ${found.join(', ') || 'nothing'}.`));
    previous?.(vnode, excess);
  };
  hydrateRoot(container, element, { onRecoverableError: reportRecoverableError });
}
