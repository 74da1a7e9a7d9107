/**
 * The cards of a sidebar category's items: what a generated-index page lists and what
 * `<DocCardList />` shows in a category's index doc (Docusaurus: 📄️ doc, 🗃️ category with its item
 * count, 🔗 link).
 */
import type { Sidebar, SidebarItem, SiteGraph } from '../engine/graph/types.js';
import { flattenSidebar } from '../engine/graph/sidebars.js';
import type { CardData } from './model.js';
import { hrefOf, isExternal, sidebarLinkHref } from './hrefs.js';
import { linkAttributes } from './link-target.js';
import { linkBase } from './base-url.js';
import { countText } from './theme-text.js';

/** A category card's count of items in the locale's words ("2 items", "2 éléments"), as Docusaurus's DocCard says it. */
const itemCount = (graph: SiteGraph, count: number) => countText(graph.translations, 'theme.docs.DocCard.categoryDescription.plurals', count, graph.locale.htmlLang);

export function categoryCards(graph: SiteGraph, version: string, items: readonly SidebarItem[], fallbackHref: string): CardData[] {
  const docsById = new Map(graph.docs.filter((d) => d.version === version).map((d) => [d.id, d]));
  return items.flatMap((i): CardData[] => {
    if (i.type === 'doc') return [{ label: i.label, href: hrefOf(graph, i.href), description: docsById.get(i.id)?.description, icon: '📄️' }];
    if (i.type === 'category') {
      const first = i.link?.href ?? flattenSidebar(i.items)[0]?.href ?? fallbackHref;
      return [{ label: i.label, href: hrefOf(graph, first), description: i.description ?? itemCount(graph, i.items.length), icon: '🗃️' }];
    }
    // As Docusaurus's DocCard: a link off the site 🔗, one of the site 📄️.
    if (i.type === 'link') return [{ label: i.label, href: sidebarLinkHref(graph, i), description: i.description, icon: i.external ? '🔗' : '📄️' }];
    return [];
  });
}

type Category = Extract<SidebarItem, { type: 'category' }>;

/** The categories from a sidebar's root down to the one holding (or linking) the doc `docId`. */
function categoryPath(items: readonly SidebarItem[], docId: string): Category[] | undefined {
  for (const item of items) {
    if (item.type === 'doc' && item.id === docId) return [];
    if (item.type !== 'category') continue;
    if (item.link?.type === 'doc' && item.link.id === docId) return [item];
    const inner = categoryPath(item.items, docId);
    if (inner) return [item, ...inner];
  }
  return undefined;
}

/** The sidebar holding a doc, and the categories from its root down to the doc (categoryPath). */
function sidebarPlaceOf(graph: SiteGraph, version: string, docId: string): { sidebar: Sidebar; categories: Category[] } | undefined {
  for (const sidebar of graph.versions.find((v) => v.name === version)?.sidebars ?? []) {
    const categories = categoryPath(sidebar.withUnlisted ?? sidebar.items, docId);
    if (categories) return { sidebar, categories };
  }
  return undefined;
}

/** Items as the page of `docId` shows them: unlisted docs left out, but for that page's own. */
const shownItems = (items: readonly SidebarItem[], docId: string): SidebarItem[] => items.filter((item) => !(item.type === 'doc' && item.unlisted && item.id !== docId));

/**
 * The sidebar category a doc is in, as Docusaurus's useCurrentSidebarCategory finds it: the deepest
 * one on the way to the doc (the category it is the index of, else the one listing it), with the
 * items the doc's page shows.
 */
export function sidebarCategoryOf(graph: SiteGraph, version: string, docId: string): Category | undefined {
  const category = sidebarPlaceOf(graph, version, docId)?.categories.at(-1);
  return category && { ...category, items: shownItems(category.items, docId) };
}

/**
 * The sidebar items around a doc, as Docusaurus's useCurrentSidebarSiblings finds them (what
 * `<DocCardList />` lists): the items of its sidebar category, else, for a doc at the top of a
 * sidebar, that sidebar's items; undefined when no sidebar has the doc. Unlisted docs are not among
 * them (the page's sidebar shows none but the page's own).
 */
export function sidebarSiblingsOf(graph: SiteGraph, version: string, docId: string): readonly SidebarItem[] | undefined {
  const place = sidebarPlaceOf(graph, version, docId);
  const items = place && (place.categories.at(-1)?.items ?? place.sidebar.items);
  return items && shownItems(items, docId);
}

/** A card of an item as the theme's client sidebar gives it (`<DocCardList items={…}>`, `<DocCard item={…}>`). */
function clientItemCard(graph: SiteGraph, item: Record<string, unknown>, descriptionOf: (docId: string) => string | undefined): CardData | undefined {
  const label = typeof item.label === 'string' ? item.label : '';
  const own = typeof item.description === 'string' ? item.description : undefined;
  if (item.type === 'category') {
    const items = Array.isArray(item.items) ? (item.items as Record<string, unknown>[]) : [];
    const href = typeof item.href === 'string' ? item.href : firstClientHref(items);
    if (!href) return undefined;
    return { label, href, description: own ?? itemCount(graph, items.length), icon: '🗃️' };
  }
  if (item.type !== 'link' || typeof item.href !== 'string') return undefined;
  const docId = typeof item.docId === 'string' ? item.docId : undefined;
  return { label, href: item.href, description: own ?? (docId ? descriptionOf(docId) : undefined), icon: isExternal(item.href) ? '🔗' : '📄️' };
}

/** The first link a category's client items lead to, depth first. */
function firstClientHref(items: Record<string, unknown>[]): string | undefined {
  for (const item of items) {
    if (typeof item.href === 'string') return item.href;
    if (Array.isArray(item.items)) {
      const inner = firstClientHref(item.items as Record<string, unknown>[]);
      if (inner) return inner;
    }
  }
  return undefined;
}

/**
 * The cards of client sidebar items; a doc's description comes from the doc when the item has none.
 * Each card links as Docusaurus's DocCard does, through Link: an internal href gets the locale's base
 * URL (unless it has it: the hooks' items do) and the site's trailing slash; those are noted in `links`
 * (as written, and as linked) for the link check.
 */
export function clientItemCards(graph: SiteGraph, version: string, items: readonly unknown[], links?: { written: string; href: string }[]): CardData[] {
  const docsById = new Map(graph.docs.filter((d) => d.version === version).map((d) => [d.id, d]));
  const { baseUrl, trailingSlash } = graph.config;
  return items.flatMap((item) => {
    const card = item && typeof item === 'object' ? clientItemCard(graph, item as Record<string, unknown>, (id) => docsById.get(id)?.description) : undefined;
    if (!card) return [];
    if (isExternal(card.href)) return [card];
    const href = linkAttributes(card.href, (url) => linkBase(url, baseUrl), trailingSlash).href;
    links?.push({ written: card.href, href });
    return [{ ...card, href }];
  });
}
