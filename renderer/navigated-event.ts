/**
 * The event the site's client dispatches on `window` after a client-side navigation swapped a page in
 * (detail: { route }): the client's islands and diagrams listen, and so does the gtag snippet the
 * server writes into the head (renderer/site-head-tags.ts: a page view per new page).
 */
export const NAVIGATED_EVENT = 'docs:navigated';
