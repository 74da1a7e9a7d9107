/** validateSite: every check over a loaded SiteGraph, as diagnostics. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { createLinkContext } from '../graph/links.js';
import type { SiteGraph } from '../graph/types.js';
import { validateDocContent } from './content.js';
import { validateNavbarAndFooter } from './navbar.js';
import { validateStaticFolders } from './static.js';

export function validateSite(graph: SiteGraph): Diagnostic[] {
  const ctx = createLinkContext(graph);
  const out: Diagnostic[] = [];
  for (const doc of graph.docs) out.push(...validateDocContent(ctx, doc));
  let configSource = '';
  try {
    configSource = readFileSync(path.join(graph.siteDir, graph.configFile), 'utf8');
  } catch {
    // positions are a nicety
  }
  out.push(...validateNavbarAndFooter(graph, ctx, configSource));
  out.push(...validateStaticFolders(ctx));
  return out;
}
