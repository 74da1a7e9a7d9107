/**
 * The search box as the server renders it, and its small client part: on first focus (or a tap
 * on the mobile search button) it imports the interactive search (renderer/components/search/SearchBox.tsx, a
 * separate chunk with lunr) and swaps it in; the index is fetched by that chunk, never before.
 * Hovering the box preloads the chunk (code only). This module also applies the `?_highlight=`
 * terms of the URL after hydration and after each client-side navigation (`docs:navigated`), and
 * wires the Ctrl+K / Cmd+K and `/` shortcuts (shortcuts.ts).
 */
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { clearSearchHighlights, highlightSearchTerms } from './highlight.js';
import { searchInputProps } from './input-props.js';
import { useTranslateText } from '../translate.js';
import type { SearchBoxProps, SearchSettings } from './SearchBox.js';
import { wireSearchShortcuts } from './shortcuts.js';
import { SearchIcon } from '../Icons.js';
import { MOBILE_QUERY } from '../layout.js';

let searchBox: Promise<ComponentType<SearchBoxProps>> | undefined;
const loadSearchBox = () => (searchBox ??= import('./SearchBox.js').then((m) => m.SearchBox));

/** Settings from the page's data when no props were given (the shell's `search`). */
function settingsFromPage(): SearchSettings {
  try {
    const data = JSON.parse((document.getElementById('docs-data') ?? document.getElementById('__docs-data'))?.textContent ?? '{}') as { shell?: { search?: SearchSettings; baseUrl?: string; htmlLang?: string } };
    if (data.shell?.search) return data.shell.search;
  } catch {
    // fall through
  }
  return { indexUrl: `/search-index-${document.documentElement.lang || 'en'}.json`, maxSearchResults: 8 };
}

let highlighterWired = false;
/**
 * Highlights the URL's terms now and after every client-side navigation; removes highlights
 * before leaving the page through a link or history, so React finds its text nodes as it left them.
 */
function wireHighlighter(): void {
  if (highlighterWired) return;
  highlighterWired = true;
  highlightSearchTerms();
  window.addEventListener('docs:navigated', () => highlightSearchTerms());
  window.addEventListener('popstate', () => clearSearchHighlights());
  document.addEventListener(
    'click',
    (e) => {
      const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (link && link.pathname !== location.pathname) clearSearchHighlights();
    },
    true,
  );
}

const isDetachedLayout = () => window.matchMedia(MOBILE_QUERY).matches;

export function SearchBar({ search }: { search?: SearchSettings } = {}) {
  const t = useTranslateText();
  const [box, setBox] = useState<{ Component: ComponentType<SearchBoxProps>; query: string; detached: boolean }>();
  const input = useRef<HTMLInputElement>(null);
  const activating = useRef(false);

  useEffect(wireHighlighter, []);
  useEffect(wireSearchShortcuts, []);

  const activate = (detached: boolean) => {
    if (activating.current) return;
    activating.current = true;
    // Keys typed while the search loads (after a tap on the mobile button nothing has focus):
    // kept for the box. Typed into the static input, they are in its value already.
    let typed = '';
    const onKey = (e: KeyboardEvent) => {
      if (document.activeElement === input.current || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key.length === 1) typed += e.key;
      else if (e.key === 'Backspace') typed = typed.slice(0, -1);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey, true);
    loadSearchBox().then(
      (Component) => {
        document.removeEventListener('keydown', onKey, true);
        setBox({ Component, query: (input.current?.value ?? '') + typed, detached });
      },
      (error: unknown) => {
        document.removeEventListener('keydown', onKey, true);
        activating.current = false;
        console.warn('The search could not be loaded.', error);
      },
    );
  };

  if (box) {
    const { Component, query, detached } = box;
    return <Component settings={search ?? settingsFromPage()} initialQuery={query} detached={detached} />;
  }
  return (
    <div className="navbar-search" data-search-root="" onPointerEnter={() => void loadSearchBox().catch(() => undefined)}>
      <button type="button" className="search-detached-button icon-button" aria-label={t('theme.SearchBar.label')} onClick={() => activate(true)}>
        <SearchIcon size={20} />
      </button>
      <div className="search-form">
        <SearchIcon className="search-icon" />
        <input
          ref={input}
          {...searchInputProps(t)}
          onFocus={() => activate(isDetachedLayout())}
        />
      </div>
    </div>
  );
}
