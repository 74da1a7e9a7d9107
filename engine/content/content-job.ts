/**
 * The parse job of a content file (a doc, a blog post, a Markdown page), as the site's Markdown
 * options say, and which file a locale reads: its translation when it has one (Docusaurus's
 * `i18n/{locale}/{plugin}/…` folders), else the original.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { type GlobalComponent, markdownGlobalComponents } from './global-components.js';
import type { ParseJob } from './parse-files.js';

/**
 * The parse job of `source` (relative to the site root); `plugin` is the key of its content plugin
 * (`docs:{id}`, `blog:{id}`, `pages`), whose remark plugins run on it; `components`: the site's global
 * MDX components.
 */
export function contentJob(root: string, config: SiteConfig, source: string, plugin?: string, components?: Record<string, GlobalComponent>): ParseJob {
  const { markdown } = config;
  const remarkPlugins = plugin ? markdown.remarkPlugins[plugin] : undefined;
  const admonitions = (plugin ? markdown.admonitions[plugin] : undefined) ?? { keywords: markdown.admonitionKeywords, extendDefaults: true };
  const globalPartials = markdownGlobalComponents(components);
  return {
    abs: path.join(root, source),
    source,
    // A file outside the site folder (a docs `path` of '../docs'): its site folder cannot be read off its paths.
    ...(source.startsWith('..') ? { siteDir: root } : {}),
    format: markdown.format === 'detect' ? (source.toLowerCase().endsWith('.mdx') ? 'mdx' : 'md') : markdown.format,
    ...(markdown.math ? { math: markdown.singleDollarTextMath ? true : 'no-single-dollar' } : {}),
    ...(markdown.mdx1Compat.comments ? {} : { comments: false }),
    ...(markdown.emoji ? {} : { emoji: false }),
    ...(markdown.format === 'detect' ? {} : { partialFormat: markdown.format }),
    ...(markdown.preprocessor ? { preprocess: markdown.preprocessor } : {}),
    ...(admonitions.keywords.length ? { admonitionKeywords: admonitions.keywords } : {}),
    ...(admonitions.extendDefaults ? {} : { admonitionDefaults: false }),
    ...(markdown.anchors.maintainCase ? { maintainCase: true } : {}),
    ...(markdown.mdx1Compat.admonitions ? {} : { oldAdmonitionTitles: false }),
    ...(remarkPlugins?.length ? { remarkPlugins } : {}),
    ...(globalPartials ? { globalPartials } : {}),
  };
}

/** `rel` in the locale's folder `localized` when it is there, else in `original` (folders relative to the root). */
export function localizedSource(root: string, original: string, localized: string | undefined, rel: string): string {
  return localized && existsSync(path.join(root, localized, rel)) ? path.join(localized, rel) : path.join(original, rel);
}
