/**
 * What changed between two graphs of a site, as the dev server's builder needs it: a snapshot of
 * everything pages are made of (the shell, versions, routes, each doc's own page and what other
 * pages show of it, each sidebar, each tag), and from two snapshots, the routes whose page may have
 * changed. Pure functions over the graph; the builder then compares those pages' data.
 */
import { latestVersions } from '../engine/graph/instances.js';
import { identityOf } from '../engine/session/identity.js';
import type { Doc, SiteGraph } from '../engine/graph/types.js';
import type { ShellData } from '../renderer/model.js';

export interface GraphSnapshot {
  shell: string;
  versions: string;
  routes: string;
  /** Per doc key: [own page fingerprint, what other pages read of it, tag permalinks]. */
  docs: Map<string, DocFingerprints>;
  /** Per `version:sidebar`. */
  sidebars: Map<string, string>;
  /** Per tag permalink. */
  tags: Map<string, string>;
}

const SEP = '\u0001';
const SUB = '\u0002';

/** What other pages show of a doc (sidebars, pagination, tag pages, generated indexes). */
function navFingerprint(doc: Doc): string {
  let s = `${doc.id}${SEP}${doc.permalink}${SEP}${doc.title}${SEP}${doc.sidebarLabel}${SEP}${doc.description}${SEP}${String(doc.frontMatter.pagination_label ?? '')}${SEP}${doc.unlisted}${SEP}${doc.sidebarPosition ?? ''}${SEP}${doc.sidebarClassName ?? ''}`;
  for (const t of doc.tags) s += `${SEP}${t.label}${SUB}${t.permalink}`;
  return s;
}

/**
 * What a doc's own page is made of. Every field a doc takes from its file (front matter, title,
 * headings, ...) comes with a new parse, so the parse is compared by identity; the rest is what the
 * graph adds (sidebar, pagination, categories, tags). Config changes rebuild everything anyway.
 */
function pageFingerprint(doc: Doc): string {
  const link = (l: Doc['previous']) => (l ? `${l.title}${SUB}${l.permalink}` : '');
  let s = `${identityOf(doc.frontMatter)}${SEP}${identityOf(doc.headings)}${SEP}${doc.key}${SEP}${doc.permalink}${SEP}${doc.title}${SEP}${doc.sidebar ?? ''}${SEP}${link(doc.previous)}${SEP}${link(doc.next)}${SEP}${doc.sidebarParentCategories.join(SUB)}${SEP}${doc.editUrl ?? ''}`;
  for (const t of doc.tags) s += `${SEP}${t.label}${SUB}${t.permalink}${SUB}${t.description ?? ''}`;
  return s;
}

export type DocFingerprints = { page: string; nav: string; tags: string[]; version: string };

export function docFingerprints(doc: Doc): DocFingerprints {
  return { page: pageFingerprint(doc), nav: navFingerprint(doc), tags: doc.tags.map((t) => t.permalink), version: doc.version };
}

export function snapshotGraph(graph: SiteGraph, shell: ShellData): GraphSnapshot {
  const docs = new Map<string, DocFingerprints>();
  for (const doc of graph.docs) docs.set(doc.key, docFingerprints(doc));
  const sidebars = new Map<string, string>();
  const tags = new Map<string, string>();
  const latest = new Set(latestVersions(graph).map((v) => v.name));
  for (const version of graph.versions) {
    for (const sidebar of version.sidebars) sidebars.set(`${version.name}:${sidebar.id}`, JSON.stringify(sidebar.items));
    for (const tag of version.tags) tags.set(tag.permalink, JSON.stringify(tag));
  }
  const versions = JSON.stringify([
    graph.versions.map(({ name, label, isLast, path: p, banner, badge, mainDocId, tagsPath }) => [name, label, isLast, p, banner, badge, mainDocId, tagsPath]),
    // Pages of older versions link to the same doc in the latest version.
    graph.versions.length > 1 ? graph.docs.filter((d) => latest.has(d.version)).map((d) => `${d.version} ${d.id} ${d.permalink}`) : [],
  ]);
  return { shell: JSON.stringify(shell), versions, routes: JSON.stringify(graph.routes.map((r) => [r.path, r.unlisted])), docs, sidebars, tags };
}


/** What candidateRoutes needs besides the two snapshots. */
export interface DiffInput {
  /** Only doc bodies changed: the previous structure (sidebars, tags, routes) holds. */
  fast: boolean;
  /** The docs to compare (the changed ones on the fast path, every doc otherwise). */
  docsToCheck: readonly Doc[];
  /** Docs whose content must be rendered again. */
  contentChanged: ReadonlySet<string>;
  docsByKey: ReadonlyMap<string, Doc>;
}

/**
 * The routes whose page may have changed from `previous` to `snapshot`: every route when the shell
 * or the versions changed (`full`); else the pages of changed docs, every doc page of a changed
 * sidebar, the tag pages of docs whose tags or listing changed, generated indexes of changed
 * sidebars, and tag indexes when tags came or went.
 */
export function candidateRoutes(graph: SiteGraph, previous: GraphSnapshot | undefined, snapshot: GraphSnapshot, input: DiffInput): { full: boolean; candidates: Set<string> } {
  const full = !previous || previous.shell !== snapshot.shell || previous.versions !== snapshot.versions;
  const candidates = new Set<string>();
  if (full) {
    for (const route of graph.routes) candidates.add(route.path);
    return { full, candidates };
  }
  const { fast, docsToCheck, contentChanged, docsByKey } = input;
  const changedSidebars = fast ? new Set<string>() : changedKeys(previous.sidebars, snapshot.sidebars);
  for (const doc of fast ? [] : graph.docs) if (doc.sidebar && changedSidebars.has(`${doc.version}:${doc.sidebar}`)) candidates.add(doc.permalink);
  const versionsWithNavChange = new Set<string>();
  const tagRoutes = new Set<string>();
  for (const doc of fast ? docsToCheck : graph.docs) {
    const now = snapshot.docs.get(doc.key)!;
    const before = previous.docs.get(doc.key);
    if (!before || before.page !== now.page || contentChanged.has(doc.key)) candidates.add(doc.permalink);
    if (!before || before.nav !== now.nav) {
      versionsWithNavChange.add(doc.version);
      for (const t of now.tags) tagRoutes.add(t);
      for (const t of before?.tags ?? []) tagRoutes.add(t);
    }
  }
  for (const key of contentChanged) {
    const doc = docsByKey.get(key);
    if (doc) candidates.add(doc.permalink);
  }
  const tagIndexVersions = new Set<string>();
  if (!fast) {
    for (const [key, before] of previous.docs) {
      if (snapshot.docs.has(key)) continue;
      versionsWithNavChange.add(before.version);
      for (const t of before.tags) tagRoutes.add(t);
    }
    for (const permalink of changedKeys(previous.tags, snapshot.tags)) if (snapshot.tags.has(permalink)) tagRoutes.add(permalink);
    if (previous.tags.size !== snapshot.tags.size || [...previous.tags.keys()].some((k) => !snapshot.tags.has(k))) for (const v of graph.versions) tagIndexVersions.add(v.name);
  }
  if (tagRoutes.size || versionsWithNavChange.size || changedSidebars.size) {
    for (const route of graph.routes) {
      if (route.kind === 'tag' && tagRoutes.has(route.tag!)) {
        candidates.add(route.path);
        tagIndexVersions.add(route.version!);
      } else if (route.kind === 'generated-index' && (changedSidebars.has(`${route.version}:${route.category?.sidebar}`) || versionsWithNavChange.has(route.version!))) candidates.add(route.path);
    }
  }
  if (tagIndexVersions.size) for (const route of graph.routes) if (route.kind === 'tags-index' && tagIndexVersions.has(route.version!)) candidates.add(route.path);
  return { full, candidates };
}

/** Keys whose value differs between two maps, or that only one of them has. */
/**
 * Whether two snapshots have the same structure: shell, versions, routes, every sidebar and tag.
 * Then only docs' own pages (and what other pages show of them) can differ.
 */
export function sameStructure(previous: GraphSnapshot, snapshot: GraphSnapshot): boolean {
  return previous.shell === snapshot.shell && previous.versions === snapshot.versions && previous.routes === snapshot.routes && changedKeys(previous.sidebars, snapshot.sidebars).size === 0 && changedKeys(previous.tags, snapshot.tags).size === 0;
}

function changedKeys(before: ReadonlyMap<string, string>, now: ReadonlyMap<string, string>): Set<string> {
  const out = new Set<string>();
  for (const [key, value] of now) if (before.get(key) !== value) out.add(key);
  for (const key of before.keys()) if (!now.has(key)) out.add(key);
  return out;
}

/** Whether any of `docs` changed what it shows on its own page or on others (build extensions read both). */
export function docsChanged(previous: GraphSnapshot | undefined, snapshot: GraphSnapshot, docs: readonly Doc[]): boolean {
  return docs.some((d) => previous?.docs.get(d.key)?.nav !== snapshot.docs.get(d.key)?.nav || previous?.docs.get(d.key)?.page !== snapshot.docs.get(d.key)?.page);
}
