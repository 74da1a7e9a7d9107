/**
 * The sidebar in the hydration data. A page's HTML already shows its sidebar, and on a large site
 * that sidebar is mostly collapsed top-level categories; as SidebarNode objects it was a second
 * copy about a third the size of the markup (17 KB of a 94 KB page with 140 top-level categories,
 * against under 4 KB packed). So the hydration data carries it
 * packed: each node an array of its fields in a fixed order, without the category keys (a key is
 * the node's index path, recomputed on unpacking) and without trailing defaults; a plain collapsed
 * category, by far the most common node, is just its label. The client unpacks it before its
 * first render (renderer/client/app.tsx), so that render equals the server's.
 *
 * A page-data chunk (client-side navigation) carries the same packed form with its first links,
 * and, in a build, not the top-level items every page of its sidebar shows alike: each run of them
 * is a number, and the client takes them from the sidebar's top (`sidebarTop`: the sidebar as a page
 * off every category shows it, one file per sidebar named after its content), fetched once. At
 * 10,000 docs (167 top-level categories) that is 12 KB less in each of 10,000 chunks.
 */
import type { PageData, SidebarNode } from './model.js';

/** Category flags: bit 0 active (on the active path), bit 1 collapsed, bit 2 not collapsible, bit 3 no first link, bit 4 its link is the page shown. */
const ACTIVE = 1;
const COLLAPSED = 2;
const FIXED = 4;
const NO_FIRST = 8;
const CURRENT = 16;

/** Whether a category's label is a link to its first page (and so takes one of the `firstHrefs`). */
const takesFirstHref = (item: { collapsible: boolean; href?: string }) => item.collapsible && !item.href;

/**
 * One packed node. A `0` stands for an absent field that a later field follows.
 * - number (top level of a chunk only): that many of the sidebar top's items, from this position on
 * - string: a collapsed, collapsible, inactive category without link, children or class name
 *
 * A collapsible category without a page of its own has a `firstHref` (the no-JavaScript link of its
 * label). It is not packed: the label's `<a href>` in the server's desktop sidebar has it, and the
 * client reads those links in document order (`firstHrefs`) while unpacking. Only a category with
 * no link inside at all (flag NO_FIRST) has none. A 140-category sidebar would otherwise carry
 * 5 KB more per page.
 */
export type PackedSidebarNode =
  | number
  | string
  | [type: 'd', label: string, href: string, active?: 0 | 1, className?: string]
  /** `flags`: 1 external, 2 active (the page shown). */
  | [type: 'l', label: string, href: string, flags?: number, className?: string]
  | [type: 'h', value: string, className?: string]
  | [type: 'c', label: string, flags: number, items?: PackedSidebarNode[] | 0, href?: string | 0, className?: string];

/** A page as the hydration data holds it: `sidebar` may be left out for `packedSidebar`; `sidebarTop` names the file its runs are taken from (SidebarTop). */
export type HydrationPage = PageData & { packedSidebar?: PackedSidebarNode[]; firstHrefs?: string[]; sidebarTop?: string };

/** A sidebar's top: its nodes as a page off every category shows them, and the name of its file (`_pages/sidebar-top-{name}.json`, holding `packedSidebar` and `firstHrefs`). */
export interface SidebarTop {
  name: string;
  nodes: SidebarNode[];
}

/** The first links of a sidebar's categories that take one, in the order unpackSidebar consumes them. */
export function firstHrefsOf(items: SidebarNode[]): string[] {
  const out: string[] = [];
  const walk = (list: SidebarNode[]) => {
    for (const item of list) {
      if (item.type !== 'category') continue;
      if (takesFirstHref(item) && item.firstHref) out.push(item.firstHref);
      if (item.items) walk(item.items);
    }
  };
  walk(items);
  return out;
}

/** Drops the trailing absent optional fields (`undefined`, `0`, `''`); an absent one before a present one becomes `0`. */
function trim<T extends Exclude<PackedSidebarNode, string | number>>(required: number, fields: T): T {
  let end = fields.length;
  while (end > required && (fields[end - 1] === undefined || fields[end - 1] === 0 || fields[end - 1] === '')) end--;
  return fields.slice(0, end).map((f) => f ?? 0) as T;
}

/** A category's key: its index path (`2.0.3`). */
export const childKey = (prefix: string, i: number): string => (prefix ? `${prefix}.${i}` : String(i));

export function packSidebar(items: SidebarNode[], prefix = ''): PackedSidebarNode[] {
  return items.map((item, i) => packNode(item, prefix, i));
}

function packNode(item: SidebarNode, prefix: string, i: number): PackedSidebarNode {
  switch (item.type) {
    case 'doc':
      return trim(3, ['d', item.label, item.href, item.active ? 1 : 0, item.className]);
    case 'link':
      return trim(3, ['l', item.label, item.href, (item.external ? 1 : 0) | (item.active ? 2 : 0), item.className]);
    case 'html':
      return trim(2, ['h', item.value, item.className]);
    case 'category': {
      // Keys are not packed: unpacking gives each category its index path, as the server does.
      if (item.key !== childKey(prefix, i)) throw new Error(`Sidebar category "${item.label}" has key "${item.key}", not its index path "${childKey(prefix, i)}".`);
      const flags = (item.active ? ACTIVE : 0) | (item.current ? CURRENT : 0) | (item.collapsed ? COLLAPSED : 0) | (item.collapsible ? 0 : FIXED) | (takesFirstHref(item) && !item.firstHref ? NO_FIRST : 0);
      if (flags === COLLAPSED && !item.items && !item.href && !item.className) return item.label;
      return trim(3, ['c', item.label, flags, item.items && packSidebar(item.items, item.key), item.href, item.className]);
    }
  }
}

/** Whether two nodes are the same (the server shares most nodes between pages: the same object). */
const sameNode = (a: SidebarNode, b: SidebarNode | undefined) => a === b || (!!b && JSON.stringify(a) === JSON.stringify(b));

/**
 * A chunk's sidebar: packed, each run of top-level items the same as the top's at their position a
 * number, and the first links of the items packed (the top's are in its file).
 */
function packAgainstTop(items: SidebarNode[], top: SidebarTop): { packed: PackedSidebarNode[]; firstHrefs: string[] } {
  const packed: PackedSidebarNode[] = [];
  const own: SidebarNode[] = [];
  let run = 0;
  items.forEach((item, i) => {
    if (sameNode(item, top.nodes[i])) {
      run++;
      return;
    }
    if (run) packed.push(run);
    run = 0;
    packed.push(packNode(item, '', i));
    own.push(item);
  });
  if (run) packed.push(run);
  return { packed, firstHrefs: firstHrefsOf(own) };
}

/**
 * `firstHrefs`: the first links of the categories that take one, in tree order (consumed). `top`:
 * the nodes a number stands for runs of (a chunk's top level).
 */
export function unpackSidebar(packed: PackedSidebarNode[], firstHrefs: string[] = [], prefix = '', top?: readonly SidebarNode[]): SidebarNode[] {
  const out: SidebarNode[] = [];
  for (const node of packed) {
    if (typeof node !== 'number') out.push(unpackNode(node, firstHrefs, childKey(prefix, out.length)));
    else if (top && top.length >= out.length + node) out.push(...top.slice(out.length, out.length + node));
    else throw new Error(`The sidebar refers to ${node} items of its top that it does not have.`);
  }
  return out;
}

function unpackNode(node: Exclude<PackedSidebarNode, number>, firstHrefs: string[], key: string): SidebarNode {
  const first = () => {
    const href = firstHrefs.shift();
    return href ? { firstHref: href } : {};
  };
  if (typeof node === 'string') return { type: 'category', label: node, active: false, collapsible: true, collapsed: true, key, ...first() };
  const className = (value: string | undefined) => (value ? { className: value } : {});
  switch (node[0]) {
    case 'd':
      return { type: 'doc', label: node[1], href: node[2], active: node[3] === 1, ...className(node[4]) };
    case 'l':
      return { type: 'link', label: node[1], href: node[2], external: ((node[3] ?? 0) & 1) !== 0, ...(((node[3] ?? 0) & 2) !== 0 ? { active: true as const } : {}), ...className(node[4]) };
    case 'h':
      return { type: 'html', value: node[1], ...className(node[2]) };
    case 'c': {
      const [, label, flags, items, href, cls] = node;
      const collapsible = (flags & FIXED) === 0;
      // Pre-order, as the server renders: a category's own link comes before its children's.
      const firstHref = takesFirstHref({ collapsible, href: typeof href === 'string' ? href : undefined }) && !(flags & NO_FIRST) ? first() : {};
      return {
        type: 'category',
        label,
        ...(typeof href === 'string' ? { href } : {}),
        active: (flags & ACTIVE) !== 0,
        ...((flags & CURRENT) !== 0 ? { current: true as const } : {}),
        collapsible,
        collapsed: (flags & COLLAPSED) !== 0,
        key,
        ...(items ? { items: unpackSidebar(items, firstHrefs, key) } : {}),
        ...className(cls || undefined),
        ...firstHref,
      };
    }
  }
}

/**
 * The page data the hydration data holds for a page: its sidebar packed (see above). `firstHrefs`
 * for a page-data chunk, which carries its first links (after client-side navigation the DOM still
 * shows the previous page); `top`, its sidebar's top, for a chunk that takes its runs from it.
 */
export function packPage(page: PageData, options: { firstHrefs?: boolean; top?: SidebarTop } = {}): HydrationPage {
  if ((page.kind !== 'doc' && page.kind !== 'generated-index') || !page.sidebar) return page;
  const { sidebar, ...rest } = page;
  if (options.top) {
    const { packed, firstHrefs } = packAgainstTop(sidebar, options.top);
    return { ...rest, packedSidebar: packed, ...(firstHrefs.length ? { firstHrefs } : {}), sidebarTop: options.top.name };
  }
  const firstHrefs = options.firstHrefs ? firstHrefsOf(sidebar) : [];
  return { ...rest, packedSidebar: packSidebar(sidebar), ...(firstHrefs.length ? { firstHrefs } : {}) };
}

/** The page with its sidebar unpacked (the same object when it has no packed sidebar). `top`: the nodes of its `sidebarTop`. */
export function unpackPage(page: HydrationPage, firstHrefs: string[] = [], top?: readonly SidebarNode[]): PageData {
  if (!page.packedSidebar) return page;
  const { packedSidebar, firstHrefs: own, sidebarTop: _top, ...rest } = page;
  return { ...rest, sidebar: unpackSidebar(packedSidebar, [...(own ?? firstHrefs)], '', top) } as PageData;
}

/** The JSON of a sidebar top's file. */
export const sidebarTopJson = (nodes: SidebarNode[]): string => JSON.stringify({ packedSidebar: packSidebar(nodes), firstHrefs: firstHrefsOf(nodes) });

/** The nodes of a sidebar top's file (its JSON parsed). */
export function sidebarTopNodes(file: { packedSidebar?: unknown; firstHrefs?: unknown }): SidebarNode[] {
  if (!Array.isArray(file.packedSidebar) || !Array.isArray(file.firstHrefs)) throw new Error('not a sidebar top');
  return unpackSidebar(file.packedSidebar as PackedSidebarNode[], [...(file.firstHrefs as string[])]);
}

/**
 * The first links of the server's desktop sidebar, in document order: the labels of collapsible
 * categories without a page of their own are the only `a.menu-category-link` with aria-expanded
 * directly in an item (a category's own page link has no aria-expanded, or sits in a row).
 */
export function renderedFirstHrefs(root: ParentNode): string[] {
  return [...root.querySelectorAll<HTMLAnchorElement>('aside.sidebar li > a.menu-category-link[aria-expanded]')].map((a) => a.getAttribute('href') ?? '');
}
