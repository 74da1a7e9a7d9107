/** validateSite: every check over a loaded SiteGraph, as diagnostics. */
import type { Diagnostic } from '../diagnostics.js';
import { createLinkContext } from '../graph/links.js';
import type { SiteGraph } from '../graph/types.js';
import { validateDocContent } from './content.js';
import { validateNavbarAndFooter } from './navbar.js';
import { validateDisplayedSidebars } from './displayed-sidebar.js';
import { validateStaticFolders } from './static.js';
import { validateSidebarLinks } from './sidebar-links.js';

/** `configSource` is the config file's text, read once by the loader: it places navbar and footer diagnostics. */
export function validateSite(graph: SiteGraph, configSource = ''): Diagnostic[] {
  const ctx = createLinkContext(graph);
  const out: Diagnostic[] = [];
  for (const doc of graph.docs) out.push(...validateDocContent(ctx, doc));
  for (const post of graph.blogs.flatMap((b) => b.posts)) out.push(...validateDocContent(ctx, post));
  for (const page of ctx.pagesByKey.values()) out.push(...validateDocContent(ctx, page));
  out.push(...validateNavbarAndFooter(graph, ctx, configSource));
  out.push(...validateDisplayedSidebars(graph));
  out.push(...validateSidebarLinks(graph, ctx));
  out.push(...validateStaticFolders(ctx));
  return out;
}
