/**
 * The announcement bar. A dismissal is stored per announcement id: a new id shows the bar again.
 * The inline head script (html.ts) hides a dismissed bar before first paint; after hydration the
 * bar is removed.
 */
import { useEffect, useState } from 'react';
import type { ShellData } from '../model.js';
import { CloseIcon } from './Icons.js';
import { useTranslateText } from './translate.js';

export const ANNOUNCEMENT_DISMISS_KEY = 'docs-announcement-bar-dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docs-announcement-bar-id';
/** Attribute the head script puts on <html> when the current announcement was dismissed. */
export const ANNOUNCEMENT_DISMISSED_ATTR = 'data-announcement-bar-dismissed';

/** Head script: marks <html> when this announcement was dismissed. Tiny, never throws. */
export function announcementHeadScript(id: string): string {
  return `try{if(localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_ID_KEY)})===${JSON.stringify(id)}&&localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_DISMISS_KEY)})==='true')document.documentElement.setAttribute(${JSON.stringify(ANNOUNCEMENT_DISMISSED_ATTR)},'')}catch(e){}`;
}

export function AnnouncementBar({ bar }: { bar: NonNullable<ShellData['announcementBar']> }) {
  const t = useTranslateText();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    try {
      if (localStorage.getItem(ANNOUNCEMENT_ID_KEY) !== bar.id) {
        localStorage.setItem(ANNOUNCEMENT_ID_KEY, bar.id);
        localStorage.removeItem(ANNOUNCEMENT_DISMISS_KEY);
      }
      setDismissed(bar.isCloseable && localStorage.getItem(ANNOUNCEMENT_DISMISS_KEY) === 'true');
    } catch {
      // no storage: always shown
    }
  }, [bar.id, bar.isCloseable]);
  if (dismissed) return null;
  return (
    // Named by its own text (no word of ours, which would be English on every site).
    <section className="announcement-bar" aria-labelledby="announcement-bar-content" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div id="announcement-bar-content" className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button
          type="button"
          className="icon-button announcement-close"
          aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel')}
          onClick={() => {
            setDismissed(true);
            try {
              localStorage.setItem(ANNOUNCEMENT_ID_KEY, bar.id);
              localStorage.setItem(ANNOUNCEMENT_DISMISS_KEY, 'true');
            } catch {
              // ignore
            }
          }}
        >
          <CloseIcon size={16} />
        </button>
      )}
    </section>
  );
}
