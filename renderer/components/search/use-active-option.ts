/**
 * The active option of the result list. It belongs to one outcome: a new outcome starts at the
 * first result, in the same render (no effect that could reset a key press made meanwhile). The
 * active option is kept in view (the panel scrolls; focus stays in the input).
 */
import { useEffect, useState } from 'react';

export function useActiveOption(outcome: object | undefined, activeId: (active: number) => string | undefined): [number, (next: number | ((current: number) => number)) => void] {
  const [state, setState] = useState<{ outcome?: object; index: number }>({ index: 0 });
  const active = state.outcome === outcome ? state.index : 0;
  const setActive = (next: number | ((current: number) => number)) =>
    setState((s) => ({ outcome, index: typeof next === 'function' ? next(s.outcome === outcome ? s.index : 0) : next }));
  const id = activeId(active);
  useEffect(() => {
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'nearest' });
  }, [id]);
  return [active, setActive];
}
