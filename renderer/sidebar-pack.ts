/**
 * The sidebar in the hydration data. A page's HTML already shows its sidebar, and on a large site
 * that sidebar is mostly collapsed top-level categories; as SidebarNode objects it was a second
 * copy about a third the size of the markup (17 KB of a 94 KB page with 140 top-level categories,
 * against under 4 KB packed). So the hydration data carries it
 * packed: each node an array of its fields in a fixed order, without the category keys (a key is
 * the node's index path, recomputed on unpacking) and without trailing defaults; a plain collapsed
 * category, by far the most common node, is just its label. The client unpacks it before its
 * first render (renderer/client/app.tsx), so that render equals the server's. Page-data chunks
 * (client-side navigation) keep the plain SidebarNode form.
 */
import type { PageData, SidebarNode } from './model.js';

/** Category flags: bit 0 active (on the active path), bit 1 collapsed, bit 2 not collapsible. */
const ACTIVE = 1;
const COLLAPSED = 2;
const FIXED = 4;

/**
 * One packed node. A `0` stands for an absent field that a later field follows.
 * - string: a collapsed, collapsible, inactive category without link, children or class name
 */
export type PackedSidebarNode =
  | string
  | [type: 'd', label: string, href: string, active?: 0 | 1, className?: string]
  | [type: 'l', label: string, href: string, external?: 0 | 1, className?: string]
  | [type: 'h', value: string, className?: string]
  | [type: 'c', label: string, flags: number, items?: PackedSidebarNode[] | 0, href?: string | 0, className?: string];

/** A page as the hydration data holds it: `sidebar` may be left out for `packedSidebar`. */
export type HydrationPage = PageData & { packedSidebar?: PackedSidebarNode[] };

/** Drops the trailing absent optional fields (`undefined`, `0`, `''`); an absent one before a present one becomes `0`. */
function trim<T extends Exclude<PackedSidebarNode, string>>(required: number, fields: T): T {
  let end = fields.length;
  while (end > required && (fields[end - 1] === undefined || fields[end - 1] === 0 || fields[end - 1] === '')) end--;
  return fields.slice(0, end).map((f) => f ?? 0) as T;
}

const childKey = (prefix: string, i: number) => (prefix ? `${prefix}.${i}` : String(i));

export function packSidebar(items: SidebarNode[], prefix = ''): PackedSidebarNode[] {
  return items.map((item, i): PackedSidebarNode => {
    switch (item.type) {
      case 'doc':
        return trim(3, ['d', item.label, item.href, item.active ? 1 : 0, item.className]);
      case 'link':
        return trim(3, ['l', item.label, item.href, item.external ? 1 : 0, item.className]);
      case 'html':
        return trim(2, ['h', item.value, item.className]);
      case 'category': {
        // Keys are not packed: unpacking gives each category its index path, as the server does.
        if (item.key !== childKey(prefix, i)) throw new Error(`Sidebar category "${item.label}" has key "${item.key}", not its index path "${childKey(prefix, i)}".`);
        const flags = (item.active ? ACTIVE : 0) | (item.collapsed ? COLLAPSED : 0) | (item.collapsible ? 0 : FIXED);
        if (flags === COLLAPSED && !item.items && !item.href && !item.className) return item.label;
        return trim(3, ['c', item.label, flags, item.items && packSidebar(item.items, item.key), item.href, item.className]);
      }
    }
  });
}

export function unpackSidebar(packed: PackedSidebarNode[], prefix = ''): SidebarNode[] {
  return packed.map((node, i): SidebarNode => {
    const key = childKey(prefix, i);
    if (typeof node === 'string') return { type: 'category', label: node, active: false, collapsible: true, collapsed: true, key };
    const className = (value: string | undefined) => (value ? { className: value } : {});
    switch (node[0]) {
      case 'd':
        return { type: 'doc', label: node[1], href: node[2], active: node[3] === 1, ...className(node[4]) };
      case 'l':
        return { type: 'link', label: node[1], href: node[2], external: node[3] === 1, ...className(node[4]) };
      case 'h':
        return { type: 'html', value: node[1], ...className(node[2]) };
      case 'c': {
        const [, label, flags, items, href, cls] = node;
        return {
          type: 'category',
          label,
          ...(typeof href === 'string' ? { href } : {}),
          active: (flags & ACTIVE) !== 0,
          collapsible: (flags & FIXED) === 0,
          collapsed: (flags & COLLAPSED) !== 0,
          key,
          ...(items ? { items: unpackSidebar(items, key) } : {}),
          ...className(cls),
        };
      }
    }
  });
}

/** The page data the hydration data holds for a page: its sidebar packed (see above). */
export function packPage(page: PageData): HydrationPage {
  if ((page.kind !== 'doc' && page.kind !== 'generated-index') || !page.sidebar) return page;
  const { sidebar, ...rest } = page;
  return { ...rest, packedSidebar: packSidebar(sidebar) };
}

/** The page with its sidebar unpacked (the same object when it has no packed sidebar). */
export function unpackPage(page: HydrationPage): PageData {
  if (!page.packedSidebar) return page;
  const { packedSidebar, ...rest } = page;
  return { ...rest, sidebar: unpackSidebar(packedSidebar) } as PageData;
}
