/** The panel under the search box: the corrected query, the results (a listbox of links) or "No results found.", and the key hints. */
import type { SearchHit } from '../../../engine/search/types.js';
import { SearchResultOption } from './SearchResultOption.js';
import type { Outcome } from './use-search.js';
import { type TranslateText, useTranslateText } from '../translate.js';

export interface SearchPanelProps {
  outcome: Outcome;
  /** The query the outcome answers. */
  query: string;
  listId: string;
  optionId: (i: number) => string;
  active: number;
  hrefOf: (hit: SearchHit) => string;
  onHover: (i: number) => void;
  onFollow: () => void;
}

function KeyHints() {
  const t = useTranslateText();
  return (
    <div className="search-panel-footer" aria-hidden="true">
      <span>
        <kbd>↑</kbd>
        <kbd>↓</kbd> {t('theme.SearchModal.footer.navigateText')}
      </span>
      <span>
        <kbd>↵</kbd> {t('theme.SearchModal.footer.selectText')}
      </span>
      <span>
        <kbd>esc</kbd> {t('theme.SearchModal.footer.closeText')}
      </span>
    </div>
  );
}

export function SearchPanel({ outcome, query, listId, optionId, active, hrefOf, onHover, onFollow }: SearchPanelProps) {
  const { hits } = outcome;
  const t = useTranslateText();
  return (
    // mousedown keeps the focus in the input, so choosing a result does not blur-close first.
    <div className="search-panel" onMouseDown={(e) => e.preventDefault()}>
      {outcome.error && <p className="search-message search-error">{outcome.error}</p>}
      {outcome.correctedQuery && hits.length > 0 && (
        <p className="search-corrected">
          Showing results for <strong>{outcome.correctedQuery}</strong>
        </p>
      )}
      {hits.length ? (
        <div className="search-results" role="listbox" id={listId} aria-label="Search results" data-query={query}>
          {hits.map((hit, i) => (
            <SearchResultOption key={hit.document.id} hit={hit} id={optionId(i)} href={hrefOf(hit)} active={i === active} onHover={() => onHover(i)} onFollow={onFollow} />
          ))}
        </div>
      ) : (
        !outcome.error && <p className="search-message">{t('theme.SearchPage.noResultsText')}</p>
      )}
      {hits.length > 0 && <KeyHints />}
    </div>
  );
}

/** What the screen reader's status says. */
export function searchStatus(query: string, outcome: Outcome | undefined, stalled: boolean, t: TranslateText): string {
  if (!query) return '';
  if (!outcome) return stalled ? 'Loading search results' : '';
  const { hits } = outcome;
  if (outcome.error && !hits.length) return outcome.error;
  if (!hits.length) return t('theme.SearchPage.noResultsText');
  const corrected = outcome.correctedQuery ? `Showing results for ${outcome.correctedQuery}. ` : '';
  return `${corrected}${hits.length} result${hits.length > 1 ? 's' : ''}`;
}
