/** The search form: the submit icon (a spinner while results load), the input, the clear button. */
import type { FormEvent, KeyboardEvent, RefObject } from 'react';
import { CLEAR, Icon, SEARCH } from './icons.js';
import { searchInputProps } from './input-props.js';
import { useTranslateText } from '../translate.js';

/** The combobox attributes of the live input (the inline one, or the detached one). */
export interface ComboboxState {
  listOpen: boolean;
  listId: string;
  activeOptionId: string | undefined;
}

export interface SearchFormProps {
  input: RefObject<HTMLInputElement | null>;
  query: string;
  stalled: boolean;
  /** The combobox state when this form's input acts as the combobox. */
  combobox: ComboboxState | undefined;
  onQuery: (query: string) => void;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
  onSubmit: () => void;
  onClear: () => void;
}

const keepFocus = (e: { preventDefault(): void }) => e.preventDefault();

export function SearchForm({ input, query, stalled, combobox, onQuery, onKeyDown, onFocus, onBlur, onSubmit, onClear }: SearchFormProps) {
  const t = useTranslateText();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const roles = combobox
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': combobox.listOpen,
        'aria-controls': combobox.listOpen ? combobox.listId : undefined,
        'aria-activedescendant': combobox.listOpen ? combobox.activeOptionId : undefined,
      }
    : {};
  return (
    <form className="search-form" role="search" onSubmit={submit} noValidate>
      <button type="submit" className="search-submit" aria-label="Submit" tabIndex={-1} onMouseDown={keepFocus}>
        {stalled ? <span className="search-spinner" aria-hidden="true" /> : <Icon d={SEARCH} />}
      </button>
      <input ref={input} {...searchInputProps(t)} autoCorrect="off" autoCapitalize="off" enterKeyHint="search" value={query} {...roles} onChange={(e) => onQuery(e.target.value)} onKeyDown={onKeyDown} onFocus={onFocus} onBlur={onBlur} />
      {query && (
        <button type="button" className="search-clear" aria-label={t('theme.SearchModal.searchBox.resetButtonTitle')} onMouseDown={keepFocus} onClick={onClear}>
          <Icon d={CLEAR} size={16} />
        </button>
      )}
    </form>
  );
}
