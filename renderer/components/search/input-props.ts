import type { TranslateText } from '../translate.js';

/**
 * The attributes of the search input, the same on the static box the server renders
 * (components/SearchBar.tsx) and on the interactive one that replaces it (SearchBox.tsx).
 */
export const searchInputProps = (t: TranslateText) => ({
  className: 'search-input',
  type: 'search',
  placeholder: t('theme.SearchModal.placeholder'),
  'aria-label': t('theme.SearchBar.label'),
  /** shortcuts.ts */
  'aria-keyshortcuts': 'Control+K Meta+K /',
  maxLength: 512,
  autoComplete: 'off',
  spellCheck: false,
}) as const;
