/**
 * Cheap change detection for `docs serve`: objects that come from the same parse keep their
 * identity between two loads, so "same object" stands for "same content" without a deep compare.
 */
import type { SiteGraph } from '../graph/types.js';

const ids = new WeakMap<object, number>();
let next = 1;

/** A number that stays the same for the same object (and differs between live objects). */
export function identityOf(value: object | undefined): number {
  if (!value) return 0;
  let id = ids.get(value);
  if (id === undefined) {
    id = next++;
    ids.set(value, id);
  }
  return id;
}

/**
 * What link resolution sees of a site: its routes, which doc sits at which source path and route,
 * the doc ids of each version, the config (by identity), and `fileEpoch` (bumped when files appear
 * or disappear in content or static folders). When it is unchanged, a link that resolved one way
 * still resolves the same way.
 */
export function linkWorldSignature(graph: SiteGraph, fileEpoch: number): string {
  const parts: string[] = [`${identityOf(graph.config)}#${fileEpoch}`];
  for (const route of graph.routes) parts.push(`${route.kind}\u0001${route.path}\u0001${route.docKey ?? route.tag ?? ''}`);
  for (const doc of graph.docs) parts.push(`${doc.key}\u0001${doc.source}\u0001${doc.permalink}`);
  return parts.join('\u0000');
}
