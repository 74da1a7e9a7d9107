/**
 * The `link` items of the sidebars files: an internal one (`href: '/docs/x'`) must be a page of the
 * site, as Docusaurus's broken link check finds it on every page that shows the sidebar. Each broken
 * href is reported once per sidebars file, at the line that writes it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { locateValue } from '../config/positions.js';
import { closest, type Diagnostic, severityOf } from '../diagnostics.js';
import type { LinkContext } from '../graph/links.js';
import type { SidebarItem, SiteGraph } from '../graph/types.js';
import { brokenSitePath } from './navbar.js';

/** Every link item of a sidebar's items, categories included. */
function* linkItems(items: readonly SidebarItem[]): Generator<Extract<SidebarItem, { type: 'link' }>> {
  for (const item of items) {
    if (item.type === 'link') yield item;
    else if (item.type === 'category') yield* linkItems(item.items);
  }
}

/**
 * The path of a broken link item, else undefined. Written as it is (`autoAddBaseUrl: false`), a path
 * not under a base URL other than `/` leads off the site.
 */
function brokenItemPath(graph: SiteGraph, ctx: LinkContext, item: Extract<SidebarItem, { type: 'link' }>): string | undefined {
  const { baseUrl } = graph.config;
  if (item.noBaseUrl && baseUrl !== '/' && !item.href.startsWith(baseUrl)) return item.href;
  return brokenSitePath(graph, ctx, item.href);
}

export function validateSidebarLinks(graph: SiteGraph, ctx: LinkContext): Diagnostic[] {
  const severity = severityOf(graph.config.onBrokenLinks);
  if (!severity) return [];
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const version of graph.versions) {
    if (!version.sidebarPath) continue;
    let source: string | undefined;
    for (const sidebar of version.sidebars) {
      for (const item of linkItems(sidebar.items)) {
        const key = `${version.sidebarPath}\0${item.href}\0${item.noBaseUrl ?? ''}`;
        if (item.external || !item.href.startsWith('/') || seen.has(key)) continue;
        seen.add(key);
        const pathname = brokenItemPath(graph, ctx, item);
        if (!pathname) continue;
        source ??= readText(path.join(graph.siteDir, version.sidebarPath));
        const where = { file: version.sidebarPath, ...locateValue(source, item.href) };
        if (item.noBaseUrl && pathname === item.href && !brokenSitePath(graph, ctx, item.href)) {
          const fixed = `${graph.config.baseUrl.replace(/\/$/, '')}${item.href}`;
          out.push({ severity, rule: 'broken-link', message: `Broken link in sidebar "${sidebar.id}": "${item.href}" is written without the base URL (autoAddBaseUrl: false), so it leads off the site. Write "${fixed}", or drop autoAddBaseUrl.`, ...where });
          continue;
        }
        const suggestion = closest(pathname, graph.routes.map((r) => r.path));
        out.push({ severity, rule: 'broken-link', message: `Broken link in sidebar "${sidebar.id}": "${item.href}" is not a page of this site.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`, ...where, ...(suggestion ? { suggestion } : {}) });
      }
    }
  }
  return out;
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
