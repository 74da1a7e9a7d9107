/**
 * Navbar and footer checks: item types, doc ids, sidebar ids, version names, internal `to` links.
 * Positions point into the config file, at the value that is wrong.
 */
import { closest, type Diagnostic, severityOf } from '../diagnostics.js';
import { findStaticFile, isUnbuiltRoute, type LinkContext } from '../graph/links.js';
import { matchRoute } from '../graph/routes.js';
import { flattenSidebar } from '../graph/sidebars.js';
import type { SiteGraph } from '../graph/types.js';
import { locateValue } from '../config/positions.js';

export const NAVBAR_ITEM_TYPES = ['default', 'localeDropdown', 'search', 'dropdown', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'] as const;
const DOCS_ITEM_TYPES = new Set(['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown']);

type Item = Record<string, unknown>;

/** The type of a navbar item, as Docusaurus infers it (items -> dropdown, else default). */
export function navbarItemType(item: Item): string {
  if (typeof item.type === 'string') return item.type;
  return Array.isArray(item.items) ? 'dropdown' : 'default';
}

export function validateNavbarAndFooter(graph: SiteGraph, ctx: LinkContext, configSource: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const file = graph.configFile;
  const config = graph.config;
  const last = graph.versions.find((v) => v.isLast) ?? graph.versions[0];
  const brokenLink = severityOf(config.onBrokenLinks);
  const describe = (item: Item) => JSON.stringify(item);

  const checkTo = (to: unknown, where: string) => {
    if (typeof to !== 'string' || !brokenLink || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(to)) return;
    const pathname = to.split('#')[0].split('?')[0];
    if (!pathname || matchRoute(ctx.routes, pathname) || findStaticFile(ctx, pathname) || isUnbuiltRoute(ctx, pathname)) return;
    const suggestion = closest(pathname, graph.routes.map((r) => r.path));
    out.push({
      severity: brokenLink,
      rule: 'broken-link',
      message: `Broken link in the ${where}: "${to}" is not a page of this site.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
      suggestion,
      file,
      ...locateValue(configSource, to),
    });
  };

  const checkItem = (item: Item, where: string, inDropdown: boolean) => {
    const type = navbarItemType(item);
    const pos = locateValue(configSource, typeof item.type === 'string' ? item.type : String(item.label ?? item.to ?? item.href ?? ''));
    if (!(NAVBAR_ITEM_TYPES as readonly string[]).includes(type)) {
      const suggestion = closest(type, NAVBAR_ITEM_TYPES);
      out.push({
        severity: 'error',
        rule: 'navbar-item-type',
        message: `Unknown ${where} item type "${type}": no navbar component renders it. Item config: ${describe(item)}. Use one of ${NAVBAR_ITEM_TYPES.join(', ')}.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
        suggestion,
        file,
        ...pos,
      });
      return;
    }
    if (DOCS_ITEM_TYPES.has(type) && config.docs === false) {
      out.push({
        severity: 'error',
        rule: 'docs-plugin-disabled',
        message: `The ${where} item of type "${type}" needs the docs plugin, which is not enabled (docs: false). Remove the item or enable docs. Item config: ${describe(item)}.`,
        file,
        ...pos,
      });
      return;
    }
    switch (type) {
      case 'default':
        if (typeof item.to !== 'string' && typeof item.href !== 'string') {
          out.push({ severity: 'error', rule: 'navbar-item', message: `A ${where} link needs \`to\` (a page of the site) or \`href\` (a URL). Item config: ${describe(item)}.`, file, ...pos });
        }
        checkTo(item.to, where);
        break;
      case 'dropdown':
        if (inDropdown) {
          out.push({ severity: 'error', rule: 'navbar-item', message: `Dropdowns cannot be nested in the ${where}. Item config: ${describe(item)}.`, file, ...pos });
          break;
        }
        for (const child of Array.isArray(item.items) ? (item.items as Item[]) : []) checkItem(child, `${where} dropdown "${String(item.label ?? '')}"`, true);
        break;
      case 'html':
        if (typeof item.value !== 'string') out.push({ severity: 'error', rule: 'navbar-item', message: `An html ${where} item needs a \`value\` string. Item config: ${describe(item)}.`, file, ...pos });
        break;
      case 'doc': {
        const docId = String(item.docId ?? '');
        if (!last || !last.docIds.includes(docId)) {
          const suggestion = closest(docId, last?.docIds ?? []);
          out.push({
            severity: 'error',
            rule: 'navbar-unknown-doc',
            message: `The ${where} item names doc "${docId}", which does not exist in version "${last?.name ?? 'current'}".${suggestion ? ` Did you mean "${suggestion}"?` : ''} Item config: ${describe(item)}.`,
            suggestion,
            file,
            ...locateValue(configSource, docId),
          });
        }
        break;
      }
      case 'docSidebar': {
        const sidebarId = String(item.sidebarId ?? '');
        const sidebar = last?.sidebars.find((s) => s.id === sidebarId);
        if (!sidebar) {
          const suggestion = closest(sidebarId, last?.sidebars.map((s) => s.id) ?? []);
          out.push({
            severity: 'error',
            rule: 'navbar-unknown-sidebar',
            message: `The ${where} item names sidebar "${sidebarId}", which does not exist. Sidebars: ${last?.sidebars.map((s) => s.id).join(', ') || '(none)'}.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
            suggestion,
            file,
            ...locateValue(configSource, sidebarId),
          });
        } else if (!flattenSidebar(sidebar.items).length) {
          out.push({
            severity: 'error',
            rule: 'navbar-sidebar-no-link',
            message: `The ${where} item links to sidebar "${sidebarId}", but that sidebar has no link target (no doc and no category index). Add a doc to it. Item config: ${describe(item)}.`,
            file,
            ...locateValue(configSource, sidebarId),
          });
        }
        break;
      }
      case 'docsVersionDropdown': {
        const names = graph.versions.map((v) => v.name);
        const wanted = Array.isArray(item.versions) ? (item.versions as unknown[]).map(String) : item.versions && typeof item.versions === 'object' ? Object.keys(item.versions) : [];
        for (const name of wanted) {
          if (names.includes(name)) continue;
          const suggestion = closest(name, names);
          out.push({
            severity: 'error',
            rule: 'navbar-unknown-version',
            message: `The ${where} docsVersionDropdown names version "${name}", which does not exist. Available versions: ${names.join(', ')}.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
            suggestion,
            file,
            ...locateValue(configSource, name),
          });
        }
        for (const extra of [...((item.dropdownItemsBefore as Item[]) ?? []), ...((item.dropdownItemsAfter as Item[]) ?? [])]) checkItem(extra, where, true);
        break;
      }
      default:
        break;
    }
  };

  for (const item of config.themeConfig.navbar.items as Item[]) checkItem(item, 'navbar', false);

  const footer = config.themeConfig.footer;
  for (const entry of (footer?.links ?? []) as Item[]) {
    const items = Array.isArray(entry.items) ? (entry.items as Item[]) : [entry];
    for (const link of items) checkTo(link.to, 'footer');
  }
  return out;
}
