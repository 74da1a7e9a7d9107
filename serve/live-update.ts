/**
 * Which rebuilds an open page can show without reloading, and the `reload` event that says so.
 *
 * After an edit that changed only docs (the builder found the same routes, shell, sidebars and tags
 * as in the build served; no asset, static file or React page changed), the builder wrote the edited
 * docs' page data before their HTML; that data goes with the event, and a page showing one of those docs
 * swaps it in (renderer/client/live-update.ts). Anything else reloads the page, as before.
 */
import type { SessionUpdate } from '../engine/session/session.js';
import type { BuilderUpdate } from './builder.js';

/** More changed routes than this: every page reloads (the event does not list them all). */
export const MAX_EVENT_ROUTES = 50;

/** Whether an update the builder found structure-kept may be shown in place (see above). */
export function showsInPlace(update: SessionUpdate, noReactPages: boolean, routes: readonly string[]): boolean {
  return !update.full && update.assets.length === 0 && update.staticFiles.length === 0 && noReactPages && routes.length <= MAX_EVENT_ROUTES;
}

/** The `reload` event's data: `{build, routes, pages?}`, the pages' chunks embedded as written. */
export function reloadEventJson(build: number, routes: readonly string[], live: BuilderUpdate['live'] | undefined): string {
  const head = JSON.stringify({ build, routes: routes.slice(0, MAX_EVENT_ROUTES) }).slice(0, -1);
  if (!live) return `${head}}`;
  return `${head},"pages":{${live.map((p) => `${JSON.stringify(p.route)}:${p.json}`).join(',')}}}`;
}
