/**
 * Which index the search box loads: the one of the docs version the reader is in (the version
 * whose route prefix is the longest that starts the page's path), else the latest version's.
 */
import { useEffect, useState } from 'react';

export interface SearchSettings {
  indexUrl: string;
  maxSearchResults: number;
  /** The indexes are also in chunks (renderer/server/search-files.ts). */
  chunked?: boolean;
  /** Other docs versions' indexes, by route prefix. */
  versions?: { path: string; indexUrl: string }[];
}

/** The index URL for a page at `pathname`. */
export function indexUrlFor(settings: SearchSettings, pathname: string): string {
  let best: { path: string; indexUrl: string } | undefined;
  for (const version of settings.versions ?? []) {
    const prefix = version.path.endsWith('/') ? version.path : `${version.path}/`;
    const inside = pathname === version.path || pathname.startsWith(prefix);
    if (inside && (!best || version.path.length > best.path.length)) best = version;
  }
  return best?.indexUrl ?? settings.indexUrl;
}

/** The index URL for the current page, following client-side navigation. */
export function useIndexUrl(settings: SearchSettings): string {
  const [url, setUrl] = useState(() => indexUrlFor(settings, window.location.pathname));
  const versions = JSON.stringify(settings.versions ?? []);
  useEffect(() => {
    const update = () => setUrl(indexUrlFor(settings, window.location.pathname));
    update();
    window.addEventListener('docs:navigated', update);
    window.addEventListener('popstate', update);
    return () => {
      window.removeEventListener('docs:navigated', update);
      window.removeEventListener('popstate', update);
    };
    // `versions` stands for settings (a new object on each render of the bar).
  }, [settings.indexUrl, versions]);
  return url;
}
