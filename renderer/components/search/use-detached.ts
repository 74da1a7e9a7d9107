/**
 * Detached (full-screen) search, at 996 px and below: while detached the page does not scroll,
 * and the search leaves detached mode when the layout becomes desktop. Also focuses the box that
 * replaced the static one (or the detached one when it opens), caret at the end.
 */
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { lockPageScroll, MOBILE_QUERY } from '../layout.js';

/** Width at and below which search is detached (the mobile layout). */
export const DETACHED_QUERY = MOBILE_QUERY;

export function useDetached(startDetached: boolean): [boolean, (detached: boolean) => void] {
  const [detached, setDetached] = useState(startDetached);
  useEffect(() => {
    if (!detached) return;
    const unlock = lockPageScroll();
    const media = window.matchMedia(DETACHED_QUERY);
    const onChange = () => {
      if (!media.matches) setDetached(false);
    };
    media.addEventListener('change', onChange);
    return () => {
      unlock();
      media.removeEventListener('change', onChange);
    };
  }, [detached]);
  return [detached, setDetached];
}

/** A layout effect: keys typed right after the swap must land in the new input. */
export function useSearchFocus(detached: boolean, inline: RefObject<HTMLInputElement | null>, detachedInput: RefObject<HTMLInputElement | null>): void {
  const mounted = useRef(false);
  useLayoutEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    const input = detached ? detachedInput.current : first ? inline.current : null;
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [detached, inline, detachedInput]);
}
