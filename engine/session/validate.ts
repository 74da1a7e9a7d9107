/**
 * Validation for `docs serve`: the same checks as validateSite, but a doc is checked again only
 * when something its checks read may have changed: the doc itself (its parse), the site's link
 * world (routes, doc paths, files), or the headings of a doc one of its anchors points into.
 */
import type { Diagnostic } from '../diagnostics.js';
import { createLinkContext, type LinkContext, resolveDocLink } from '../graph/links.js';
import type { Doc, SiteGraph } from '../graph/types.js';
import { validateDocContent } from '../validate/content.js';
import { validateStaticFolders } from '../validate/static.js';
import { validateNavbarAndFooter } from '../validate/navbar.js';
import { validateDisplayedSidebars } from '../validate/displayed-sidebar.js';
import { identityOf, linkWorldSignature } from './identity.js';

interface Entry {
  own: string;
  /** Link world version the doc was checked in. */
  world: number;
  /** Docs this doc's anchors point into, with the heading ids they had. */
  anchors: [key: string, headings: string][];
  diagnostics: Diagnostic[];
}

const headingIds = (doc: Doc | undefined) => (doc ? doc.headings.map((h) => h.id).join('\n') : '\u0000missing');

/** The parts of a doc that its own checks read. */
function ownKey(doc: Doc): string {
  return [identityOf(doc.references), identityOf(doc.components), identityOf(doc.frontMatter), identityOf(doc.frontMatterLines), doc.source, doc.permalink, doc.version, doc.id].join('|');
}

/** Keys of the docs whose headings this doc's `#anchor` links are checked against. */
function anchorTargets(ctx: LinkContext, doc: Doc): string[] {
  const out = new Set<string>();
  for (const ref of doc.references) {
    if (ref.kind === 'image' || !ref.url.includes('#')) continue;
    const link = resolveDocLink(ctx, doc, ref.url);
    if ((link.kind === 'anchor' || link.kind === 'route') && link.target) out.add(link.target.key);
  }
  return [...out];
}

export class IncrementalValidator {
  private entries = new Map<string, Entry>();
  private world = '';
  private worldVersion = 0;
  private ctx?: LinkContext;
  private staticDiagnostics?: Diagnostic[];
  /** Docs checked again by the last call (for timings and tests). */
  lastChecked = 0;

  /**
   * Every diagnostic validateSite would give for `graph`. `changedDocs` says that only those docs'
   * bodies changed since the previous call (routes, paths and files are the same): the link world is
   * then not compared again, and the previous link context is updated instead of made anew.
   */
  validate(graph: SiteGraph, configSource: string, fileEpoch: number, changedDocs?: string[]): Diagnostic[] {
    let ctx: LinkContext;
    if (changedDocs && this.ctx) {
      ctx = this.ctx;
      ctx.graph = graph;
      const byKey = new Map(graph.docs.map((d) => [d.key, d]));
      for (const key of changedDocs) {
        const doc = byKey.get(key);
        if (!doc) continue;
        ctx.docsByKey.set(key, doc);
        ctx.docsBySource.set(doc.source, doc);
      }
    } else {
      ctx = createLinkContext(graph);
      const signature = linkWorldSignature(graph, fileEpoch);
      if (signature !== this.world) {
        this.world = signature;
        this.worldVersion++;
      }
    }
    this.ctx = ctx;
    const world = this.worldVersion;
    const out: Diagnostic[] = [];
    const seen = new Set<string>();
    let checked = 0;
    const changed = changedDocs ? new Set(changedDocs) : undefined;
    for (const doc of graph.docs) {
      seen.add(doc.key);
      const known = changed && this.entries.get(doc.key);
      if (known && !changed.has(doc.key) && !known.anchors.some(([key]) => changed.has(key))) {
        // Neither the doc nor a doc its anchors point into changed.
        out.push(...known.diagnostics);
        continue;
      }
      const own = ownKey(doc);
      const entry = this.entries.get(doc.key);
      if (entry && entry.own === own && entry.world === world && entry.anchors.every(([key, ids]) => headingIds(ctx.docsByKey.get(key)) === ids)) {
        out.push(...entry.diagnostics);
        continue;
      }
      checked++;
      const diagnostics = validateDocContent(ctx, doc);
      const anchors = anchorTargets(ctx, doc).map((key): [string, string] => [key, headingIds(ctx.docsByKey.get(key))]);
      this.entries.set(doc.key, { own, world, anchors, diagnostics });
      out.push(...diagnostics);
    }
    if (!changedDocs) for (const key of this.entries.keys()) if (!seen.has(key)) this.entries.delete(key);
    // Blog posts are few: checked every time.
    for (const post of graph.blogs.flatMap((b) => b.posts)) out.push(...validateDocContent(ctx, post));
    for (const page of ctx.pagesByKey.values()) out.push(...validateDocContent(ctx, page));
    out.push(...validateNavbarAndFooter(graph, ctx, configSource));
    out.push(...validateDisplayedSidebars(graph));
    // Static folders change only with the file world, not with a doc body.
    if (!changedDocs || !this.staticDiagnostics) this.staticDiagnostics = validateStaticFolders(ctx);
    out.push(...this.staticDiagnostics);
    this.lastChecked = checked;
    return out;
  }
}
