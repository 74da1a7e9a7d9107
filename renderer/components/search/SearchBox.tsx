/**
 * The interactive search box (a lazily loaded chunk, with lunr): a WAI-ARIA combobox over the
 * local index. SearchBar (renderer/components) renders the static box and swaps this in on first
 * focus; the index is fetched when this mounts, never before (use-search.ts: the page's docs
 * version's index, whole or in chunks).
 *
 * - The panel opens on focus and closes on blur, Escape and submit; the first result is active;
 *   arrow keys move, Enter or a click opens a result at its section (terms in `?_highlight=`).
 *   Each result is a link (SearchResultOption): middle-click and Ctrl/Cmd-click open a new tab.
 * - A spinner shows when results are still loading after 300 ms; "No results found." when none;
 *   "Showing results for ..." when a typo was corrected. What a reader types is never a syntax
 *   error (engine/search/query.ts).
 * - At 996 px and below the search is detached: a full-screen dialog with a Cancel button.
 */
import { type ReactNode, useId, useRef, useState } from 'react';
import type { SearchHit } from '../../../engine/search/types.js';
import type { SearchSettings } from './index-url.js';
import { resultHref } from './navigate.js';
import { onSearchKey } from './search-keys.js';
import { SearchDetached } from './SearchDetached.js';
import { SearchForm } from './SearchForm.js';
import { SearchPanel, searchStatus } from './SearchPanel.js';
import { useActiveOption } from './use-active-option.js';
import { resultActions } from './result-actions.js';
import { DETACHED_QUERY, useDetached, useSearchFocus } from './use-detached.js';
import { useSearchIndex, useSearchOutcome, useStalled } from './use-search.js';
import { Icon, SEARCH } from './icons.js';
import { useTranslateText } from '../translate.js';

export type { SearchSettings } from './index-url.js';
export { DETACHED_QUERY } from './use-detached.js';

export interface SearchBoxProps {
  settings: SearchSettings;
  /** Text typed into the static box before this loaded. */
  initialQuery: string;
  /** Open in detached (full-screen) mode. */
  detached: boolean;
}

export function SearchBox({ settings, initialQuery, detached: startDetached }: SearchBoxProps) {
  const t = useTranslateText();
  const [query, setQuery] = useState(initialQuery);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [detached, setDetached] = useDetached(startDetached);
  const inlineInput = useRef<HTMLInputElement>(null);
  const detachedInput = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (i: number) => `${id}-result-${i}`;
  useSearchFocus(detached, inlineInput, detachedInput);

  const trimmed = query.trim();
  const handle = useSearchIndex(settings);
  const answered = useSearchOutcome(handle, trimmed, settings.maxSearchResults);
  const outcome = answered?.outcome;
  const hits = outcome?.hits ?? [];
  const stalled = useStalled(!!trimmed && answered?.query !== trimmed);
  const panelOpen = (detached || (focused && !dismissed)) && !!outcome;
  const listOpen = panelOpen && hits.length > 0;
  const [active, setActive] = useActiveOption(outcome, (i) => (listOpen ? optionId(i) : undefined));

  const closeDetached = () => {
    setDetached(false);
    setFocused(false);
    // Back to the button that opened it (when it is shown: the navbar's, not the menu's box).
    const button = rootRef.current?.querySelector<HTMLButtonElement>('.search-detached-button');
    if (button && button.offsetParent !== null) button.focus();
  };
  const hrefOf = (hit: SearchHit) => resultHref(hit, !!handle?.index.highlight);
  const { leave, submit } = resultActions({ hits, active, optionId, hrefOf, inlineInput, setDismissed, setDetached });
  const move = (step: number) => setActive((a) => (a + step + hits.length) % hits.length);
  const keys = { panelOpen, detached, resultCount: hits.length, reopen: () => setDismissed(false), move, submit, closeDetached, dismiss: () => setDismissed(true), clear: () => setQuery('') };

  const form = (live: boolean, input: typeof inlineInput) => (
    <SearchForm
      input={input}
      query={query}
      stalled={stalled}
      combobox={live ? { listOpen, listId, activeOptionId: hits[active] ? optionId(active) : undefined } : undefined}
      onQuery={(q) => (setQuery(q), setDismissed(false))}
      onKeyDown={(e) => onSearchKey(e, keys)}
      onFocus={() => {
        if (!live) return setDetached(true);
        setFocused(true);
        setDismissed(false);
        if (!detached && window.matchMedia(DETACHED_QUERY).matches) setDetached(true);
      }}
      onBlur={() => !detached && setFocused(false)}
      onSubmit={submit}
      onClear={() => (setQuery(''), setDismissed(false), input.current?.focus())}
    />
  );
  const panel: ReactNode = panelOpen && outcome ? <SearchPanel outcome={outcome} query={answered.query} listId={listId} optionId={optionId} active={active} hrefOf={hrefOf} onHover={setActive} onFollow={leave} /> : null;
  const status = searchStatus(trimmed, outcome, stalled, t);

  return (
    <div className={`navbar-search search-active${panelOpen && !detached ? ' search-open' : ''}`} data-search-root="" ref={rootRef}>
      <button type="button" className="search-detached-button icon-button" aria-label={t('theme.SearchBar.label')} onClick={() => setDetached(true)}>
        <Icon d={SEARCH} size={20} />
      </button>
      {form(!detached, inlineInput)}
      {!detached && panel}
      {!detached && (
        <div className="sr-only" role="status">
          {focused ? status : ''}
        </div>
      )}
      {detached && <SearchDetached form={form(true, detachedInput)} panel={panel} status={status} onCancel={closeDetached} />}
    </div>
  );
}
