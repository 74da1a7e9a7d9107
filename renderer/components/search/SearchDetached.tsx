/** The detached search (996 px and below): a full-screen dialog with the live form, a Cancel button and the panel. */
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

export function SearchDetached({ form, panel, status, onCancel }: { form: ReactNode; panel: ReactNode; status: string; onCancel: () => void }) {
  return createPortal(
    <div className="search-detached" role="dialog" aria-modal="true" aria-label="Search">
      <div className="search-detached-header">
        {form}
        <button type="button" className="search-cancel" onClick={onCancel}>
          Cancel
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
