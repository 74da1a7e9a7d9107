/**
 * The attributes of the search input, the same on the static box the server renders
 * (components/SearchBar.tsx) and on the interactive one that replaces it (SearchBox.tsx).
 */
export const SEARCH_INPUT_PROPS = {
  className: 'search-input',
  type: 'search',
  placeholder: 'Search...',
  'aria-label': 'Search',
  /** shortcuts.ts */
  'aria-keyshortcuts': 'Control+K Meta+K /',
  maxLength: 512,
  autoComplete: 'off',
  spellCheck: false,
} as const;
