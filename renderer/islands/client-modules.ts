/**
 * The site's client modules in the browser (config `clientModules`, bundled together by
 * renderer/server/client-modules.ts): each was run as it was imported; their route lifecycles are
 * called as Docusaurus calls them: `onRouteUpdate` when a navigation starts (and once on load), the
 * function it returns when the new page is loaded, `onRouteDidUpdate` once it is shown (and once on
 * load, with `previousLocation` null).
 */
import { NAVIGATED_EVENT, NAVIGATING_EVENT } from '../navigated-event.js';

interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}
type Lifecycle = (args: { location: RouteLocation; previousLocation: RouteLocation | null }) => unknown;
type ClientModule = Record<string, unknown> & { default?: Record<string, unknown> | null };

const locationOf = (url: URL | Location): RouteLocation => ({ pathname: url.pathname, search: url.search, hash: url.hash });

export function runClientModules(modules: ClientModule[]): void {
  const call = (name: string, location: RouteLocation, previousLocation: RouteLocation | null): unknown[] =>
    modules.map((module) => {
      const lifecycle = (module.default?.[name] ?? module[name]) as Lifecycle | undefined;
      return typeof lifecycle === 'function' ? lifecycle({ location, previousLocation }) : undefined;
    });
  let current = locationOf(location);
  let cleanups: unknown[] = [];
  call('onRouteUpdate', current, null);
  call('onRouteDidUpdate', current, null);
  window.addEventListener(NAVIGATING_EVENT, (event) => {
    const href = (event as CustomEvent<{ href: string }>).detail.href;
    cleanups = call('onRouteUpdate', locationOf(new URL(href, location.href)), current);
  });
  window.addEventListener(NAVIGATED_EVENT, () => {
    for (const cleanup of cleanups) if (typeof cleanup === 'function') cleanup();
    cleanups = [];
    const previous = current;
    current = locationOf(location);
    call('onRouteDidUpdate', current, previous);
  });
}
