/** The announcement bar; a dismissal is stored per announcement id. */
import { useEffect, useState } from 'react';
import type { ShellData } from '../model.js';
import { CloseIcon } from './Icons.js';

export const ANNOUNCEMENT_DISMISS_KEY = 'docs-announcement-bar-dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docs-announcement-bar-id';

export function AnnouncementBar({ bar }: { bar: NonNullable<ShellData['announcementBar']> }) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    try {
      const storedId = localStorage.getItem(ANNOUNCEMENT_ID_KEY);
      if (storedId !== bar.id) {
        localStorage.setItem(ANNOUNCEMENT_ID_KEY, bar.id);
        localStorage.removeItem(ANNOUNCEMENT_DISMISS_KEY);
      }
      setDismissed(localStorage.getItem(ANNOUNCEMENT_DISMISS_KEY) === 'true');
    } catch {
      // no storage: always shown
    }
  }, [bar.id]);
  if (dismissed) return null;
  return (
    <div className="announcement-bar" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button
          type="button"
          className="icon-button announcement-close"
          aria-label="Close"
          onClick={() => {
            setDismissed(true);
            try {
              localStorage.setItem(ANNOUNCEMENT_DISMISS_KEY, 'true');
            } catch {
              // ignore
            }
          }}
        >
          <CloseIcon size={16} />
        </button>
      )}
    </div>
  );
}
