/**
 * The meeting point of `docs serve`'s live-reload script (serve/client.ts) and the site's client
 * (renderer/client/live-update.ts): after a rebuild that changed only doc bodies, the script
 * dispatches this cancelable event on `window`; the client cancels it when it has shown the change
 * (or has nothing to show), else the script reloads the page.
 */
import type { PageData } from './model.js';

export const LIVE_UPDATE_EVENT = 'docs:live-update';

export interface LiveUpdateDetail {
  build: number;
  /** Every route whose page changed (the current page is reloaded when it is one of them but not in `pages`). */
  routes: string[];
  /** The new page data (as its chunk holds it) of the routes that can be shown in place. */
  pages: Record<string, PageData>;
}
