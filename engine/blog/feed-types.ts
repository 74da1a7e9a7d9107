/**
 * The feed formats a blog writes. Apart from options.ts, whose schema library the render workers
 * then never load (the blog graph, which they import for routes, needs only this).
 */
import type { BlogOptions } from './options.js';

/** The feed formats of `feedOptions.type` ('all', one, several, or null for none). */
export function feedTypes(type: BlogOptions['feedOptions']['type']): ('rss' | 'atom' | 'json')[] {
  if (type === null) return [];
  if (type === 'all') return ['rss', 'atom', 'json'];
  return Array.isArray(type) ? [...new Set(type)] : [type];
}

/** The stylesheet a feed links to: the built-in one, or an XSLT file (relative to the blog folder). */
export type FeedXslt = { builtin: true } | { file: string };

/**
 * `feedOptions.xslt` per feed: `true` styles both feeds with the built-in stylesheets, an object
 * chooses per feed (`true`, or a file), anything else none. JSON feeds have none.
 */
export function feedXslt(xslt: BlogOptions['feedOptions']['xslt']): { rss?: FeedXslt; atom?: FeedXslt } {
  const choice = (value: unknown): FeedXslt | undefined => (value === true ? { builtin: true } : typeof value === 'string' ? { file: value } : undefined);
  if (xslt === true) return { rss: { builtin: true }, atom: { builtin: true } };
  if (!xslt || typeof xslt !== 'object') return {};
  const rss = choice(xslt.rss);
  const atom = choice(xslt.atom);
  return { ...(rss ? { rss } : {}), ...(atom ? { atom } : {}) };
}
