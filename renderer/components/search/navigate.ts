/** Following a search result. */
import type { SearchHit } from '../../../engine/search/types.js';
import { normalizeTerms } from '../../../engine/search/terms.js';
import { withHighlight } from './highlight.js';

declare global {
  interface Window {
    /** Client-side navigation, when the client runtime provides it. */
    __docsNavigate?: (href: string) => void;
  }
}

/** Goes to `href`: client-side when the runtime offers it, else a normal page load. */
export function navigate(href: string): void {
  if (typeof window.__docsNavigate === 'function') window.__docsNavigate(href);
  else window.location.assign(href);
}

/** Where a result leads: its section, with the matched terms to highlight when the site wants that. */
export const resultHref = (hit: SearchHit, highlight: boolean): string => (highlight ? withHighlight(hit.document.sectionRoute, normalizeTerms(hit.terms)) : hit.document.sectionRoute);
