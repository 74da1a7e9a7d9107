/**
 * Docs plugin instances in the graph: a site has the default one (`docs`) and may have more
 * (`docsInstances`; Docusaurus's plugin-content-docs with an `id`). Each version belongs to one, and
 * what names a doc, a sidebar or a version (navbar items, the version dropdown) names it within one.
 */
import { DEFAULT_DOCS_ID, type DocsOptions, type SiteConfig } from '../config/schema.js';
import type { SiteGraph, Version } from './types.js';

/** The docs instance a navbar item (or anything with Docusaurus's `docsPluginId`) refers to. */
export function docsPluginIdOf(item: { docsPluginId?: unknown }): string {
  return typeof item.docsPluginId === 'string' && item.docsPluginId ? item.docsPluginId : DEFAULT_DOCS_ID;
}

/** The ids of the docs instances that have versions in the graph, the default one first. */
export function docsPluginIds(graph: Pick<SiteGraph, 'versions'>): string[] {
  return [...new Set(graph.versions.map((v) => v.pluginId))];
}

/**
 * The versions of one docs instance, in display order. The default id also finds the only instance
 * of a site whose docs are all in another one (Docusaurus has no default then; its items fail).
 */
export function instanceVersions(graph: Pick<SiteGraph, 'versions'>, pluginId: string = DEFAULT_DOCS_ID): Version[] {
  const own = graph.versions.filter((v) => v.pluginId === pluginId);
  if (own.length || pluginId !== DEFAULT_DOCS_ID) return own;
  const first = graph.versions[0]?.pluginId;
  return first === undefined ? [] : graph.versions.filter((v) => v.pluginId === first);
}

/** The latest version of a docs instance (its `lastVersion`), else its first. */
export function latestVersion(graph: Pick<SiteGraph, 'versions'>, pluginId: string = DEFAULT_DOCS_ID): Version | undefined {
  const versions = instanceVersions(graph, pluginId);
  return versions.find((v) => v.isLast) ?? versions[0];
}

/** The latest version of every docs instance (each instance's docs searched from the site's main index). */
export function latestVersions(graph: Pick<SiteGraph, 'versions'>): Version[] {
  return docsPluginIds(graph)
    .map((id) => latestVersion(graph, id))
    .filter((v): v is Version => !!v);
}

/** The options of the docs instance a version belongs to (read per doc page: nothing is copied). */
export function instanceOptions(config: Pick<SiteConfig, 'docs' | 'docsInstances'>, pluginId: string): DocsOptions | undefined {
  if (pluginId === DEFAULT_DOCS_ID) return config.docs === false ? undefined : config.docs;
  return config.docsInstances.find((instance) => instance.id === pluginId);
}
