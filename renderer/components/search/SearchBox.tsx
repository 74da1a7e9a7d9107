/**
 * The interactive search box (a lazily loaded chunk, with lunr): a WAI-ARIA combobox over the
 * local index. SearchBar (renderer/components) renders the static box and swaps this in on first
 * focus; the index is fetched when this mounts, never before.
 *
 * - The panel opens on focus and closes on blur, Escape and submit; the first result is active;
 *   arrow keys move, Enter or a click opens a result at its section (terms in `?_highlight=`).
 *   Each result is a link (SearchResultOption): middle-click and Ctrl/Cmd-click open a new tab.
 * - A spinner shows when results are still loading after 300 ms; "No results found." when none;
 *   "Showing results for ..." when a typo was corrected. What a reader types is never a syntax
 *   error (engine/search/query.ts).
 * - At 996 px and below the search is detached: a full-screen dialog with a Cancel button.
 */
import { type FormEvent, type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { searchQuery, type LoadedSearchIndex } from '../../../engine/search/query.js';
import { normalizeTerms } from '../../../engine/search/terms.js';
import type { SearchHit } from '../../../engine/search/types.js';
import { clearSearchHighlights, withHighlight } from './highlight.js';
import { CLEAR, Icon, SEARCH } from './icons.js';
import { SEARCH_INPUT_PROPS } from './input-props.js';
import { loadIndex } from './load-index.js';
import { lockPageScroll, MOBILE_QUERY } from '../layout.js';
import { SearchResultOption } from './SearchResultOption.js';

/** What the search needs from the site (ShellData.search). */
export interface SearchSettings {
  indexUrl: string;
  maxSearchResults: number;
}

export interface SearchBoxProps {
  settings: SearchSettings;
  /** Text typed into the static box before this loaded. */
  initialQuery: string;
  /** Open in detached (full-screen) mode. */
  detached: boolean;
}

/** Width at and below which search is detached (the mobile layout). */
export const DETACHED_QUERY = MOBILE_QUERY;
const STALL_MS = 300;

declare global {
  interface Window {
    /** Client-side navigation, when the client runtime provides it. */
    __docsNavigate?: (href: string) => void;
  }
}

/** Goes to `href`: client-side when the runtime offers it, else a normal page load. */
function navigate(href: string): void {
  if (typeof window.__docsNavigate === 'function') window.__docsNavigate(href);
  else window.location.assign(href);
}

interface Outcome {
  hits: SearchHit[];
  /** The query searched instead of what was typed (a corrected typo). */
  correctedQuery?: string;
  error?: string;
}

export function SearchBox({ settings, initialQuery, detached: startDetached }: SearchBoxProps) {
  const [query, setQuery] = useState(initialQuery);
  const [index, setIndex] = useState<LoadedSearchIndex>();
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [detached, setDetached] = useState(startDetached);
  // The active option belongs to one outcome: a new outcome starts at the first result, in the
  // same render (no effect that could reset a key press made meanwhile).
  const [activeState, setActiveState] = useState<{ outcome?: Outcome; index: number }>({ index: 0 });
  const [stallTimerFired, setStallTimerFired] = useState(false);
  const inlineInput = useRef<HTMLInputElement>(null);
  const detachedInput = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (i: number) => `${id}-result-${i}`;

  // The index: fetched once (shared between boxes), from the first mount on.
  useEffect(() => {
    let alive = true;
    void loadIndex(settings.indexUrl).then((loaded) => alive && setIndex(loaded));
    return () => {
      alive = false;
    };
  }, [settings.indexUrl]);

  // Focus the box that replaced the static one (or the detached one when it opens), caret at the end.
  // A layout effect: keys typed right after the swap must land in the new input.
  const mounted = useRef(false);
  useLayoutEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    const input = detached ? detachedInput.current : first ? inlineInput.current : null;
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [detached]);

  const trimmed = query.trim();
  const outcome = useMemo<Outcome | undefined>(() => {
    if (!index || !trimmed) return undefined;
    try {
      return searchQuery(index, trimmed, settings.maxSearchResults);
    } catch (error) {
      console.error(error);
      return { hits: [], error: 'The search failed.' };
    }
  }, [index, trimmed, settings.maxSearchResults]);
  const hits = outcome?.hits ?? [];

  const active = activeState.outcome === outcome ? activeState.index : 0;
  const setActive = (next: number | ((current: number) => number)) =>
    setActiveState((state) => ({ outcome, index: typeof next === 'function' ? next(state.outcome === outcome ? state.index : 0) : next }));

  // The loading indicator: a query waiting for the index more than STALL_MS.
  const waiting = !!trimmed && !index;
  useEffect(() => {
    if (!waiting) {
      setStallTimerFired(false);
      return;
    }
    const timer = setTimeout(() => setStallTimerFired(true), STALL_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  // Derived, so the render that shows the results never shows the spinner too.
  const stalled = waiting && stallTimerFired;

  const panelOpen = (detached || (focused && !dismissed)) && !!outcome;
  const listOpen = panelOpen && hits.length > 0;

  // Keep the active option in view (the panel scrolls; focus stays in the input).
  const activeId = listOpen ? optionId(active) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  // Detached: lock the page scroll; leave detached mode when the layout becomes desktop.
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

  const closeDetached = () => {
    setDetached(false);
    setFocused(false);
    // Back to the button that opened it (when it is shown: the navbar's, not the menu's box).
    const button = rootRef.current?.querySelector<HTMLButtonElement>('.search-detached-button');
    if (button && button.offsetParent !== null) button.focus();
  };

  /** Where a result leads: its section, with the matched terms to highlight when the site wants that. */
  const hrefOf = (hit: SearchHit) => (index?.highlight ? withHighlight(hit.document.sectionRoute, normalizeTerms(hit.terms)) : hit.document.sectionRoute);

  /** Closes the search as a result is followed (by its link: the client router or the browser navigates). */
  const leave = () => {
    setDismissed(true);
    setDetached(false);
    inlineInput.current?.blur();
    clearSearchHighlights();
  };

  /** Opens a result as a click on its link would (so the client router takes it), else by URL. */
  const open = (index: number) => {
    const hit = hits[index];
    if (!hit) return;
    const link = document.getElementById(optionId(index));
    if (link instanceof HTMLAnchorElement) {
      link.click();
      return;
    }
    const href = hrefOf(hit);
    leave();
    navigate(href);
  };

  const submit = () => {
    if (hits.length) open(hits[active] ? active : 0);
    else setDismissed(true);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        e.preventDefault();
        if (!panelOpen) {
          setDismissed(false);
          return;
        }
        if (!hits.length) return;
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive((a) => (a + step + hits.length) % hits.length);
        return;
      }
      case 'Enter':
        e.preventDefault();
        submit();
        return;
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        if (detached) closeDetached();
        else if (panelOpen) setDismissed(true);
        else setQuery('');
        return;
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };

  const corrected = outcome?.correctedQuery ? `Showing results for ${outcome.correctedQuery}. ` : '';
  const status = !trimmed ? '' : outcome?.error && !hits.length ? outcome.error : outcome ? (hits.length ? `${corrected}${hits.length} result${hits.length > 1 ? 's' : ''}` : 'No results found.') : stalled ? 'Loading search results' : '';

  /** The search form; `live` is the one acting as the combobox (inline, or the detached one). */
  const form = (live: boolean, input: RefObject<HTMLInputElement | null>) => (
    <form className="search-form" role="search" onSubmit={onSubmit} noValidate>
      <button type="submit" className="search-submit" aria-label="Submit" tabIndex={-1} onMouseDown={(e) => e.preventDefault()}>
        {stalled ? <span className="search-spinner" aria-hidden="true" /> : <Icon d={SEARCH} />}
      </button>
      <input
        ref={input}
        {...SEARCH_INPUT_PROPS}
        autoCorrect="off"
        autoCapitalize="off"
        enterKeyHint="search"
        value={query}
        {...(live
          ? {
              role: 'combobox',
              'aria-autocomplete': 'list' as const,
              'aria-expanded': listOpen,
              'aria-controls': listOpen ? listId : undefined,
              'aria-activedescendant': listOpen && hits[active] ? optionId(active) : undefined,
            }
          : {})}
        onChange={(e) => {
          setQuery(e.target.value);
          setDismissed(false);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (!live) {
            setDetached(true);
            return;
          }
          setFocused(true);
          setDismissed(false);
          if (!detached && window.matchMedia(DETACHED_QUERY).matches) setDetached(true);
        }}
        onBlur={() => {
          if (!detached) setFocused(false);
        }}
      />
      {query && (
        <button
          type="button"
          className="search-clear"
          aria-label="Clear"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            setQuery('');
            setDismissed(false);
            input.current?.focus();
          }}
        >
          <Icon d={CLEAR} size={16} />
        </button>
      )}
    </form>
  );

  let panel: ReactNode = null;
  if (panelOpen && outcome) {
    panel = (
      // mousedown keeps the focus in the input, so choosing a result does not blur-close first.
      <div className="search-panel" onMouseDown={(e) => e.preventDefault()}>
        {outcome.error && <p className="search-message search-error">{outcome.error}</p>}
        {outcome.correctedQuery && hits.length > 0 && (
          <p className="search-corrected">
            Showing results for <strong>{outcome.correctedQuery}</strong>
          </p>
        )}
        {hits.length ? (
          <div className="search-results" role="listbox" id={listId} aria-label="Search results" data-query={trimmed}>
            {hits.map((hit, i) => (
              <SearchResultOption key={hit.document.id} hit={hit} id={optionId(i)} href={hrefOf(hit)} active={i === active} onHover={() => setActive(i)} onFollow={leave} />
            ))}
          </div>
        ) : (
          !outcome.error && <p className="search-message">No results found.</p>
        )}
        {hits.length > 0 && (
          <div className="search-panel-footer" aria-hidden="true">
            <span>
              <kbd>↑</kbd>
              <kbd>↓</kbd> to navigate
            </span>
            <span>
              <kbd>↵</kbd> to open
            </span>
            <span>
              <kbd>esc</kbd> to close
            </span>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className={`navbar-search search-active${panelOpen && !detached ? ' search-open' : ''}`} data-search-root="" ref={rootRef}>
      <button type="button" className="search-detached-button icon-button" aria-label="Search" onClick={() => setDetached(true)}>
        <Icon d={SEARCH} size={20} />
      </button>
      {form(!detached, inlineInput)}
      {!detached && panel}
      {!detached && (
        <div className="sr-only" role="status">
          {focused ? status : ''}
        </div>
      )}
      {detached &&
        createPortal(
          <div className="search-detached" role="dialog" aria-modal="true" aria-label="Search">
            <div className="search-detached-header">
              {form(true, detachedInput)}
              <button type="button" className="search-cancel" onClick={closeDetached}>
                Cancel
              </button>
            </div>
            <div className="search-detached-body">{panel}</div>
            <div className="sr-only" role="status">
              {status}
            </div>
          </div>,
          document.body,
        )}
    </div>
  );
}
