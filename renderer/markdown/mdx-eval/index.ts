/** Evaluating a doc's MDX JavaScript at build time (evaluate.ts), with one module cache per build. */
import path from 'node:path';
import type { Root } from 'mdast';
import type { LinkContext } from '../../../engine/graph/links.js';
import type { ContentPage as Doc, Doc as FullDoc } from '../../../engine/graph/types.js';
import type { AssetSink } from '../assets.js';
import { componentStylesheetLink } from './component-stylesheet.js';
import { evaluateMdx } from './evaluate.js';
import { type PageSite, pageI18n, type RenderedLink } from './runtime.js';
import { currentSidebarCategory, currentSidebarSiblings, docInfoOf, docsGlobalData } from './site-data.js';
import { createSiteModules, type SiteModules, takeUsedCss } from './site-modules.js';

export { needsEvaluation } from './evaluate.js';

// One set of evaluated site modules per build (an AssetSink lives as long as one build).
const modulesByBuild = new WeakMap<AssetSink, SiteModules>();

/** The doc's tree with its JavaScript evaluated, and the link of the stylesheet of the site components it used. */
export function evaluateDoc(tree: Root, doc: Doc, ctx: LinkContext, assets: AssetSink): { tree: Root; stylesheet: string; scripts: string[]; links: RenderedLink[] } {
  let modules = modulesByBuild.get(assets);
  if (!modules) modulesByBuild.set(assets, (modules = createSiteModules(assets)));
  const siteDir = ctx.graph.siteDir;
  takeUsedCss();
  const { graph } = ctx;
  // A doc of a docs plugin (a page or blog post has no sidebar).
  const sidebarDoc = 'id' in doc && typeof doc.id === 'string' ? { id: doc.id, version: doc.version } : undefined;
  const site: PageSite = {
    globalData: () => ({ 'docusaurus-plugin-content-docs': docsGlobalData(graph) }),
    sidebarCategory: () => (sidebarDoc ? currentSidebarCategory(graph, sidebarDoc) : undefined),
    sidebarSiblings: () => (sidebarDoc ? currentSidebarSiblings(graph, sidebarDoc) : undefined),
  };
  const docInfo = sidebarDoc && 'relativeSource' in doc ? docInfoOf(graph, doc as FullDoc) : undefined;
  const evaluated = evaluateMdx(tree, { doc, file: path.join(siteDir, doc.source), siteDir, siteConfig: graph.config, modules, i18n: pageI18n(graph), version: graph.versions.find((v) => v.name === doc.version), site, ...(docInfo ? { docInfo } : {}) });
  return { ...evaluated, stylesheet: componentStylesheetLink(takeUsedCss(), assets) };
}
