/**
 * The client's sidebar state, kept across client-side navigation: which categories are expanded
 * (the active page's categories expand on arrival; the user's choices stay), and the children of
 * categories the page data leaves out: those seen on earlier pages, else from the version's full
 * sidebar (`_pages/sidebar-<routeHash(version:sidebarId)>.json`), fetched once when first needed.
 */
import { useMemo, useReducer, useRef } from 'react';
import type { SidebarControl } from '../components/context.js';
import type { PageData, ShellData, SidebarNode } from '../model.js';
import { hrefOfRoute, type PageLoader } from './pages.js';

/** Version of a page with a sidebar: its own for docs, else the version whose path holds it. */
export function pageVersion(page: PageData, shell: ShellData): string | undefined {
  if (page.kind === 'doc') return page.version.name;
  const href = hrefOfRoute(page.route, shell.baseUrl);
  let best: { name: string; length: number } | undefined;
  for (const v of shell.versions) if (href.startsWith(v.path) && (!best || v.path.length > best.length)) best = { name: v.name, length: v.path.length };
  return best?.name;
}

function indexCategories(items: SidebarNode[], into: Map<string, SidebarNode[]>): Map<string, SidebarNode[]> {
  for (const item of items) {
    if (item.type !== 'category' || !item.items) continue;
    into.set(item.key, item.items);
    indexCategories(item.items, into);
  }
  return into;
}

interface Store {
  expanded: Map<string, boolean>;
  /** Pages arrived at so far (the first is hydrated: its sidebar stays as the server rendered it). */
  arrivals: number;
  seen: Map<string, SidebarNode[]>;
  full: Map<string, Map<string, SidebarNode[]>>;
  loading: Set<string>;
}

export function useSidebarControl(page: PageData, shell: ShellData, loader: PageLoader): SidebarControl {
  const store = useRef<Store>({ expanded: new Map(), arrivals: 0, seen: new Map(), full: new Map(), loading: new Set() }).current;
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  const sidebar = page.kind === 'doc' || page.kind === 'generated-index' ? page.sidebar : undefined;
  const sidebarId = page.kind === 'doc' || page.kind === 'generated-index' ? page.sidebarId : undefined;
  const docsVersion = pageVersion(page, shell) ?? '';
  // A page with a sidebar of its own (DocPageData.ownSidebar) keeps its categories' state apart: their keys are its own.
  const scope = `${docsVersion}:${sidebarId ?? ''}${page.kind === 'doc' && page.ownSidebar ? `:${page.route}` : ''}`;

  /** Collapses the categories `siblings` but `key` (themeConfig.docs.sidebar.autoCollapseCategories). */
  const collapseSiblings = (siblings: readonly string[], key: string) => {
    for (const sibling of siblings) if (sibling !== key) store.expanded.set(`${scope}|${sibling}`, false);
  };

  // On arrival: remember the children this page shows, and expand the categories holding it. Where
  // categories auto-collapse, one expanded on arrival (after the first page) collapses its siblings, as
  // if the reader had expanded it.
  const active = useMemo(() => {
    const activePath = new Set<string>();
    let activeHref: string | undefined;
    const autoCollapse = shell.sidebarAutoCollapse && store.arrivals++ > 0;
    const walk = (items: SidebarNode[]) => {
      for (const item of items) {
        if ((item.type === 'doc' || item.type === 'link') && item.active) activeHref = item.href;
        if (item.type !== 'category') continue;
        // A category whose link is the page shown (its index doc, its generated index).
        if (item.current) activeHref = item.href;
        if (item.items) {
          store.seen.set(`${scope}|${item.key}`, item.items);
          walk(item.items);
        }
        if (item.active) {
          activePath.add(item.key);
          if (autoCollapse && store.expanded.get(`${scope}|${item.key}`) !== true) collapseSiblings(items.flatMap((i) => (i.type === 'category' ? [i.key] : [])), item.key);
          store.expanded.set(`${scope}|${item.key}`, true);
        }
      }
    };

    if (sidebar) walk(sidebar);
    return { activePath, activeHref };
  }, [page]);

  return useMemo<SidebarControl>(() => {
    const loadFull = () => {
      if (!sidebarId || store.full.has(scope) || store.loading.has(scope)) return;
      store.loading.add(scope);
      loader
        .sidebar(docsVersion, sidebarId)
        .then((items) => {
          store.full.set(scope, indexCategories(items, new Map()));
          bump();
        })
        .catch((error) => console.warn(`Could not load the sidebar "${sidebarId}":`, error))
        .finally(() => store.loading.delete(scope));
    };
    const childrenOf = (key: string, own: SidebarNode[] | undefined) => own ?? store.seen.get(`${scope}|${key}`) ?? store.full.get(scope)?.get(key);
    return {
      activeHref: active.activeHref,
      activePath: active.activePath,
      isExpanded: (key, fallback) => store.expanded.get(`${scope}|${key}`) ?? fallback,
      childrenOf: (key, own) => {
        const children = childrenOf(key, own);
        if (!children && store.expanded.get(`${scope}|${key}`)) loadFull();
        return children;
      },
      setExpanded: (key, expanded, siblings) => {
        if (expanded && shell.sidebarAutoCollapse && siblings) collapseSiblings(siblings, key);
        store.expanded.set(`${scope}|${key}`, expanded);
        if (expanded && !childrenOf(key, undefined)) loadFull();
        bump();
      },
    };
  }, [scope, active, version]);
}
