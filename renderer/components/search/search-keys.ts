/** The search input's keys: arrows move the active result (or reopen the panel), Enter opens it, Escape closes or clears. */
import type { KeyboardEvent } from 'react';

export interface SearchKeyActions {
  panelOpen: boolean;
  detached: boolean;
  resultCount: number;
  reopen: () => void;
  move: (step: 1 | -1) => void;
  submit: () => void;
  closeDetached: () => void;
  dismiss: () => void;
  clear: () => void;
}

export function onSearchKey(e: KeyboardEvent<HTMLInputElement>, a: SearchKeyActions): void {
  switch (e.key) {
    case 'ArrowDown':
    case 'ArrowUp':
      e.preventDefault();
      if (!a.panelOpen) a.reopen();
      else if (a.resultCount) a.move(e.key === 'ArrowDown' ? 1 : -1);
      return;
    case 'Enter':
      e.preventDefault();
      a.submit();
      return;
    case 'Escape':
      e.preventDefault();
      e.stopPropagation();
      if (a.detached) a.closeDetached();
      else if (a.panelOpen) a.dismiss();
      else a.clear();
      return;
  }
}
