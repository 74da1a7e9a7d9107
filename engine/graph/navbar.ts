/**
 * Navbar items as Docusaurus reads them from `themeConfig.navbar.items`: the types there are, and
 * the type of an item that does not say (validate/navbar.ts checks items, the renderer maps them).
 */

export const NAVBAR_ITEM_TYPES = ['default', 'localeDropdown', 'search', 'dropdown', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'] as const;

/** Item types that need the docs plugin. */
export const DOCS_ITEM_TYPES: ReadonlySet<string> = new Set(['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown']);

/** A navbar item as written in the config. */
export type NavbarItemConfig = Record<string, unknown>;

/** The type of a navbar item, as Docusaurus infers it (items -> dropdown, else default). */
export function navbarItemType(item: NavbarItemConfig): string {
  if (typeof item.type === 'string') return item.type;
  return Array.isArray(item.items) ? 'dropdown' : 'default';
}
