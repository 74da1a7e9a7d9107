/** Following a result from the search box: by its link (so the client router takes it), else by URL; the search closes as it goes. */
import type { RefObject } from 'react';
import type { SearchHit } from '../../../engine/search/types.js';
import { clearSearchHighlights } from './highlight.js';
import { navigate } from './navigate.js';

export interface ResultActionsInput {
  hits: SearchHit[];
  active: number;
  optionId: (i: number) => string;
  hrefOf: (hit: SearchHit) => string;
  inlineInput: RefObject<HTMLInputElement | null>;
  setDismissed: (dismissed: boolean) => void;
  setDetached: (detached: boolean) => void;
}

export function resultActions({ hits, active, optionId, hrefOf, inlineInput, setDismissed, setDetached }: ResultActionsInput) {
  /** Closes the search as a result is followed. */
  const leave = () => {
    setDismissed(true);
    setDetached(false);
    inlineInput.current?.blur();
    clearSearchHighlights();
  };
  /** Opens a result as a click on its link would, else by URL. */
  const open = (i: number) => {
    const link = document.getElementById(optionId(i));
    if (link instanceof HTMLAnchorElement) return link.click();
    if (!hits[i]) return;
    leave();
    navigate(hrefOf(hits[i]));
  };
  /** Enter: the active result (or the first), or just close when there is none. */
  const submit = () => (hits.length ? open(hits[active] ? active : 0) : setDismissed(true));
  return { leave, submit };
}
