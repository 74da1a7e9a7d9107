/** The detached search (996 px and below): a full-screen dialog with the live form, a Cancel button and the panel. */
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslateText } from '../translate.js';

export function SearchDetached({ form, panel, status, onCancel }: { form: ReactNode; panel: ReactNode; status: string; onCancel: () => void }) {
  const t = useTranslateText();
  return createPortal(
    <div className="search-detached" role="dialog" aria-modal="true" aria-label={t('theme.SearchBar.label')}>
      <div className="search-detached-header">
        {form}
        <button type="button" className="search-cancel" onClick={onCancel}>
          {t('theme.SearchModal.searchBox.cancelButtonText')}
        </button>
      </div>
      <div className="search-detached-body">{panel}</div>
      <div className="sr-only" role="status">
        {status}
      </div>
    </div>,
    document.body,
  );
}
