/**
 * Mermaid in the browser, for the diagrams the build cannot draw (renderer/markdown/mermaid.ts):
 * when the site has the `mermaid` package (Docusaurus sites get it with @docusaurus/theme-mermaid),
 * its ES module build is copied into the build (assets/mermaid/, the entry and its chunks, no source
 * maps), only when a page has such a diagram; the client imports it on those pages only.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteGraph } from '../../engine/graph/types.js';
import { magicCommentsOf } from '../markdown/magic-comments.js';
import type { RenderFeatures } from '../markdown/render-context.js';

import { MERMAID_ENTRY as ENTRY } from '../mermaid-module.js';
/** The folder of the entry's chunks, beside it in the package (mermaid 10 and 11). */
const CHUNKS = path.join('chunks', 'mermaid.esm.min');

const found = new Map<string, string | null>();

/** The `dist` folder of the site's mermaid package (with its ES module build), if it has one. */
export function mermaidDist(siteDir: string): string | undefined {
  let dist = found.get(siteDir);
  if (dist === undefined) {
    dist = null;
    try {
      const entry = createRequire(path.join(siteDir, 'package.json')).resolve(`mermaid/dist/${ENTRY}`);
      if (existsSync(path.join(path.dirname(entry), CHUNKS))) dist = path.dirname(entry);
    } catch {
      // not installed: diagrams the build cannot draw stay their source, with a warning
    }
    found.set(siteDir, dist);
  }
  return dist ?? undefined;
}

const featuresByGraph = new WeakMap<SiteGraph, RenderFeatures>();

/** What the Markdown renderer may do on this site (made once per graph: it is asked for every page). */
export function renderFeaturesOf(graph: SiteGraph): RenderFeatures {
  let features = featuresByGraph.get(graph);
  if (!features) featuresByGraph.set(graph, (features = featuresOf(graph)));
  return features;
}

function featuresOf(graph: SiteGraph): RenderFeatures {
  const mermaid = graph.config.markdown.mermaid;
  // The theme strings the Markdown renders itself (RenderFeatures.messages).
  const messages = Object.entries(graph.translations ?? {}).filter(([key]) => key.startsWith('theme.admonition.') || key.startsWith('theme.CodeBlock.'));
  const magicComments = magicCommentsOf(graph.config.themeConfig.prism);
  const defaultLanguage = graph.config.themeConfig.prism?.defaultLanguage;
  return {
    mermaid,
    mermaidInBrowser: mermaid && mermaidDist(graph.siteDir) !== undefined,
    ...(messages.length ? { messages: Object.fromEntries(messages) } : {}),
    ...(magicComments ? { magicComments } : {}),
    ...(typeof defaultLanguage === 'string' && defaultLanguage ? { defaultCodeLanguage: defaultLanguage } : {}),
    ...(graph.config.markdown.remarkRehypeOptions ? { remarkRehypeOptions: graph.config.markdown.remarkRehypeOptions } : {}),
    ...(graph.config.markdown.npm2yarn ? { npm2yarn: graph.config.markdown.npm2yarn } : {}),
    ...(graph.config.markdown.katex ? { katex: graph.config.markdown.katex } : {}),
    ...(graph.config.markdown.admonitionKeywords.length ? { admonitionKeywords: graph.config.markdown.admonitionKeywords } : {}),
  };
}

/** Copies the site's mermaid ES module build into `outDir`/assets/mermaid (no-op without the package). */
export function writeMermaidAssets(outDir: string, siteDir: string): void {
  const dist = mermaidDist(siteDir);
  if (!dist) return;
  const dir = path.join(outDir, 'assets', 'mermaid');
  mkdirSync(path.join(dir, CHUNKS), { recursive: true });
  copyFileSync(path.join(dist, ENTRY), path.join(dir, ENTRY));
  for (const name of readdirSync(path.join(dist, CHUNKS))) {
    if (name.endsWith('.mjs')) copyFileSync(path.join(dist, CHUNKS, name), path.join(dir, CHUNKS, name));
  }
}
