/**
 * `filterDocCardListItems(items)` of Docusaurus's docs client: the sidebar items (in the client's
 * shape) a card list shows, a category only when it leads somewhere (a link of its own or of an
 * item in it). Shared by the build-time runtime and the browser islands' runtime.
 */
type ClientItem = Record<string, unknown>;

const leadsSomewhere = (item: ClientItem): boolean => typeof item.href === 'string' || (Array.isArray(item.items) && (item.items as ClientItem[]).some(leadsSomewhere));

export function filterDocCardListItems(items: readonly ClientItem[]): ClientItem[] {
  return items.filter((item) => item.type !== 'category' || leadsSomewhere(item));
}
