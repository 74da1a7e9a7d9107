/**
 * One search result: a link that is the listbox's option (`<a role="option" href>`), so the
 * browser shows its URL on hover, a middle-click or Ctrl/Cmd/Shift-click opens it in a new tab
 * or window as with any link, and a plain click is followed like any link of the page (the client
 * router takes it: client-side navigation), after onFollow closes the search. The option is the
 * link itself, not a link inside an option: an option may not contain focusable content.
 */
import type { MouseEvent } from 'react';
import { splitByTerms, termPattern } from '../../../engine/search/terms.js';
import type { SearchHit } from '../../../engine/search/types.js';
import { ENTER, HASH, Icon, PAGE } from './icons.js';

/** Text with the words matching `pattern` in <mark>. */
function Marked({ text, pattern }: { text: string; pattern: RegExp | undefined }) {
  return <>{splitByTerms(text, pattern).map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text))}</>;
}

/** A click the browser should handle itself: another button, or a modifier asking for a new tab or window. */
export const opensElsewhere = (e: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean => e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey;

export interface SearchResultOptionProps {
  hit: SearchHit;
  id: string;
  href: string;
  active: boolean;
  onHover: () => void;
  /** A plain click, before the link is followed. */
  onFollow: () => void;
}

export function SearchResultOption({ hit, id, href, active, onHover, onFollow }: SearchResultOptionProps) {
  const { pageTitle, sectionTitle, sectionRoute, excerpt } = hit.document;
  const pattern = termPattern(hit.terms);
  const isPage = !sectionRoute.includes('#');
  return (
    <a
      id={id}
      role="option"
      aria-selected={active}
      href={href}
      tabIndex={-1}
      className={`search-result${active ? ' active' : ''}`}
      onMouseMove={() => !active && onHover()}
      onClick={(e) => {
        if (!opensElsewhere(e)) onFollow();
      }}
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
    </a>
  );
}
