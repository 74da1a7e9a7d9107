/**
 * The interactive search box (a lazily loaded chunk, with lunr): a WAI-ARIA combobox over the
 * local index. SearchBar (renderer/components) renders the static box and swaps this in on first
 * focus; the index is fetched when this mounts, never before.
 *
 * - The panel opens on focus and closes on blur, Escape and submit; the first result is active;
 *   arrow keys move, Enter or a click opens a result at its section (terms in `?_highlight=`).
 * - A spinner shows when results are still loading after 300 ms; "No results found." when none;
 *   a query lunr cannot parse shows lunr's message.
 * - At 996 px and below the search is detached: a full-screen dialog with a Cancel button.
 */
import { type FormEvent, type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { literalQuery, searchIndexes, SearchSyntaxError, type LoadedSearchIndex } from '../../../engine/search/query.js';
import { normalizeTerms, splitByTerms, termPattern } from '../../../engine/search/terms.js';
import type { SearchHit } from '../../../engine/search/types.js';
import { clearSearchHighlights, withHighlight } from './highlight.js';
import { SEARCH_INPUT_PROPS } from './input-props.js';
import { loadIndex } from './load-index.js';
import { lockPageScroll, MOBILE_QUERY } from '../layout.js';

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

const Icon = ({ d, size = 18 }: { d: string; size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d={d} />
  </svg>
);
const SEARCH = 'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z';
const CLEAR = 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm3.5 5.1L12 10.6 8.5 7.1 7.1 8.5l3.5 3.5-3.5 3.5 1.4 1.4 3.5-3.5 3.5 3.5 1.4-1.4-3.5-3.5 3.5-3.5-1.4-1.4z';
const PAGE = 'M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5L13 3.5zM8 13h8v2H8v-2zm0 4h8v2H8v-2z';
const HASH = 'M9.6 3h2l-.8 5h4l.8-5h2l-.8 5H20v2h-3.5l-.6 4H19v2h-3.4l-.8 5h-2l.8-5h-4l-.8 5h-2l.8-5H4v-2h3.5l.6-4H5V8h3.4l.8-5zm1 7-.6 4h4l.6-4h-4z';
const ENTER = 'M19 6h2v7a3 3 0 0 1-3 3H8.8l3.1 3.1-1.4 1.4L5 15l5.5-5.5 1.4 1.4L8.8 14H18a1 1 0 0 0 1-1V6z';

/** Text with the words matching `pattern` in <mark>. */
function Marked({ text, pattern }: { text: string; pattern: RegExp | undefined }) {
  return <>{splitByTerms(text, pattern).map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text))}</>;
}

interface Outcome {
  hits: SearchHit[];
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
      return { hits: searchIndexes(index, trimmed, settings.maxSearchResults) };
    } catch (error) {
      // Say what lunr could not parse, and search the words as plain text meanwhile.
      if (error instanceof SearchSyntaxError) {
        let hits: SearchHit[] = [];
        try {
          hits = searchIndexes(index, literalQuery(trimmed), settings.maxSearchResults);
        } catch {
          // the message is enough
        }
        return { hits, error: error.message };
      }
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

  const choose = (hit: SearchHit) => {
    const route = hit.document.sectionRoute;
    const href = index?.highlight ? withHighlight(route, normalizeTerms(hit.terms)) : route;
    setDismissed(true);
    setDetached(false);
    inlineInput.current?.blur();
    clearSearchHighlights();
    navigate(href);
  };

  const submit = () => {
    const hit = hits[active] ?? hits[0];
    if (hit) choose(hit);
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

  const status = !trimmed ? '' : outcome?.error && !hits.length ? outcome.error : outcome ? (hits.length ? `${hits.length} result${hits.length > 1 ? 's' : ''}` : 'No results found.') : stalled ? 'Loading search results' : '';

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
        {outcome.error && (
          <p className="search-message search-error">
            <strong>Search syntax:</strong> {outcome.error}
          </p>
        )}
        {hits.length ? (
          <ul className="search-results" role="listbox" id={listId} aria-label="Search results" data-query={trimmed}>
            {hits.map((hit, i) => {
              const { pageTitle, sectionTitle, sectionRoute, excerpt } = hit.document;
              const pattern = termPattern(hit.terms);
              const isPage = !sectionRoute.includes('#');
              return (
                <li
                  key={hit.document.id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={`search-result${i === active ? ' active' : ''}`}
                  onMouseMove={() => i !== active && setActive(i)}
                  onClick={() => choose(hit)}
                >
                  <span className="search-result-icon">
                    <Icon d={isPage ? PAGE : HASH} size={18} />
                  </span>
                  <span className="search-result-text">
                    {!isPage && <span className="search-result-page">{pageTitle}</span>}
                    <span className="search-result-title">
                      <Marked text={sectionTitle} pattern={pattern} />
                    </span>
                    {excerpt && (
                      <span className="search-result-excerpt">
                        <Marked text={excerpt} pattern={pattern} />
                      </span>
                    )}
                  </span>
                  <span className="search-result-enter">
                    <Icon d={ENTER} size={16} />
                  </span>
                </li>
              );
            })}
          </ul>
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
