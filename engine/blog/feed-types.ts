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
