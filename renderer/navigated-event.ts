/**
 * The events the site's client dispatches on `window` around a client-side navigation: NAVIGATING
 * before it loads the new page (detail: { href }), NAVIGATED once the page is swapped in (detail:
 * { route }; `location` is the new URL). The client's islands and diagrams listen, and so do the gtag
 * snippet the server writes into the head (renderer/site-head-tags.ts: a page view per new page) and
 * the site's client modules (renderer/islands/client-modules.ts: their route lifecycles).
 */
export const NAVIGATING_EVENT = 'docs:navigating';
export const NAVIGATED_EVENT = 'docs:navigated';
