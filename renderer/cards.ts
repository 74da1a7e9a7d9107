/**
 * The cards of a sidebar category's items: what a generated-index page lists and what
 * `<DocCardList />` shows in a category's index doc (Docusaurus: 📄️ doc, 🗃️ category with its item
 * count, 🔗 link).
 */
import type { SidebarItem, SiteGraph } from '../engine/graph/types.js';
import { flattenSidebar } from '../engine/graph/sidebars.js';
import type { CardData } from './model.js';
import { hrefOf } from './hrefs.js';

export function categoryCards(graph: SiteGraph, version: string, items: readonly SidebarItem[], fallbackHref: string): CardData[] {
  const docsById = new Map(graph.docs.filter((d) => d.version === version).map((d) => [d.id, d]));
  return items.flatMap((i): CardData[] => {
    if (i.type === 'doc') return [{ label: i.label, href: hrefOf(graph, i.href), description: docsById.get(i.id)?.description, icon: '📄️' }];
    if (i.type === 'category') {
      const first = i.link?.href ?? flattenSidebar(i.items)[0]?.href ?? fallbackHref;
      return [{ label: i.label, href: hrefOf(graph, first), description: `${i.items.length} item${i.items.length === 1 ? '' : 's'}`, icon: '🗃️' }];
    }
    if (i.type === 'link') return [{ label: i.label, href: i.external ? i.href : hrefOf(graph, i.href), icon: '🔗' }];
    return [];
  });
}

/** The items of the category whose link is `docId` (a category index doc), in any sidebar of its version. */
export function categoryOfDoc(graph: SiteGraph, version: string, docId: string): readonly SidebarItem[] | undefined {
  const find = (items: readonly SidebarItem[]): readonly SidebarItem[] | undefined => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.link?.type === 'doc' && item.link.id === docId) return item.items;
      const inner = find(item.items);
      if (inner) return inner;
    }
    return undefined;
  };
  for (const sidebar of graph.versions.find((v) => v.name === version)?.sidebars ?? []) {
    const items = find(sidebar.items);
    if (items) return items;
  }
  return undefined;
}
