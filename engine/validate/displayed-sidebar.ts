/**
 * Front matter `displayed_sidebar` must name a sidebar of the doc's version: Docusaurus fails the
 * build on one it does not know, and the page would show no sidebar at all (before, silently).
 */
import { closest, type Diagnostic } from '../diagnostics.js';
import type { SiteGraph } from '../graph/types.js';

export function validateDisplayedSidebars(graph: SiteGraph): Diagnostic[] {
  const sidebarIds = new Map(graph.versions.map((v) => [v.name, v.sidebars.map((s) => s.id)]));
  const out: Diagnostic[] = [];
  for (const doc of graph.docs) {
    const value = doc.frontMatter.displayed_sidebar;
    if (typeof value !== 'string') continue;
    const ids = sidebarIds.get(doc.version) ?? [];
    if (ids.includes(value)) continue;
    const near = closest(value, ids);
    out.push({
      severity: 'error',
      rule: 'unknown-displayed-sidebar',
      message: `displayed_sidebar "${value}" is no sidebar of this doc's version (${ids.length ? `its sidebars: ${ids.join(', ')}` : 'it has none'}), so the page would show none. Name one of them, or write displayed_sidebar: null for no sidebar.`,
      file: doc.source,
      line: doc.frontMatterLines.displayed_sidebar ?? 1,
      column: 1,
      ...(near ? { suggestion: near } : {}),
    });
  }
  return out;
}
