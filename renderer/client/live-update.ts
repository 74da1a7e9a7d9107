/**
 * Edits shown in place under `docs serve`: its live-reload script dispatches LIVE_UPDATE_EVENT with
 * the new data of the edited docs' pages (renderer/live-update-event.ts). The page being read, when
 * it is one of them, is swapped in like a client-side navigation to itself (content, TOC, title;
 * scroll position kept, islands hydrated again, no focus move); pages not open just forget their
 * cached data. A changed page whose data did not come (another page showing the doc) is left to the
 * script, which reloads it. Never dispatched outside `docs serve`.
 */
import { LIVE_UPDATE_EVENT, type LiveUpdateDetail } from '../live-update-event.js';
import type { Router } from './router.js';

export function listenForLiveUpdates(router: Router): void {
  window.addEventListener(LIVE_UPDATE_EVENT, (e) => {
    const detail = (e as CustomEvent<LiveUpdateDetail>).detail;
    if (!detail || !Array.isArray(detail.routes) || !detail.pages) return;
    const current = router.state.page.route;
    const page = detail.pages[current];
    if (!page && detail.routes.includes(current)) return; // the script reloads it
    router.loader.forget(detail.routes);
    // Its sidebar may take items from its sidebar's top (fetched first, once); failing that, the page is loaded again.
    if (page) router.loader.withSidebarTop(current, page).then((whole) => router.showInPlace(whole), () => location.reload());
    e.preventDefault();
  });
}
