/**
 * docs-engine as a library: load a Docusaurus-layout site into a typed, serialisable SiteGraph.
 *
 *   import { loadSite } from 'docs-engine';
 *   const { graph, diagnostics } = await loadSite('.');
 */
export { loadSite, type LoadOptions, type LoadedSite } from './load.js';
export { defineConfig, type SiteConfig, type SiteConfigInput } from './config/schema.js';
export { loadConfig, validateConfig } from './config/load.js';
export { type Diagnostic, type Severity, SiteLoadError, closest } from './diagnostics.js';
export { kebabCase, docIdOf, docSlugOf, stripNumberPrefix } from './content/ids.js';
export { encodeHref, encodeRoute } from './content/route-encoding.js';
export { createLinkContext, resolveDocLink, resolveDocImage, type LinkContext, type ResolvedLink } from './graph/links.js';
export type * from './graph/types.js';
