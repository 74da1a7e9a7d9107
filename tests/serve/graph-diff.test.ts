/**
 * The dev server's graph diff (serve/graph-diff.ts) as pure functions: given the snapshots of two
 * graphs of a site, which routes may show something new. Sites are loaded from a copy of the serve
 * fixture, edited between the two loads as a writer would edit them.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import type { SiteGraph } from '../../engine/graph/types.js';
import { buildShell } from '../../renderer/server/model.js';
import { candidateRoutes, docFingerprints, type GraphSnapshot, snapshotGraph } from '../../serve/graph-diff.js';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/serve-site');
let site: string;

beforeEach(() => {
  site = path.join(mkdtempSync(path.join(tmpdir(), 'docs-diff-')), 'site');
  cpSync(FIXTURE, site, { recursive: true });
});

async function graphOf(): Promise<{ graph: SiteGraph; snapshot: GraphSnapshot }> {
  const { graph } = await loadSite(site, { cache: false, validate: false });
  return { graph, snapshot: snapshotGraph(graph, buildShell(graph)) };
}

const edit = (rel: string, change: (text: string) => string) => writeFileSync(path.join(site, rel), change(readFileSync(path.join(site, rel), 'utf8')));

/**
 * The candidates of a full comparison (the slow path: structure may have changed). Two loads parse
 * every doc anew, and a doc's own page is compared by the identity of its parse (the session keeps
 * unchanged parses): so every doc page is a candidate here, and the tests look at the other pages.
 */
async function candidatesAfter(change: () => void): Promise<{ full: boolean; candidates: string[] }> {
  const before = await graphOf();
  change();
  const after = await graphOf();
  const { full, candidates } = candidateRoutes(after.graph, before.snapshot, after.snapshot, { fast: false, docsToCheck: after.graph.docs, contentChanged: new Set(), docsByKey: new Map(after.graph.docs.map((d) => [d.key, d])) });
  return { full, candidates: [...candidates].sort() };
}

describe('candidateRoutes', () => {
  it('finds nothing when nothing changed', async () => {
    const { graph, snapshot } = await graphOf();
    const { full, candidates } = candidateRoutes(graph, snapshot, snapshot, { fast: false, docsToCheck: graph.docs, contentChanged: new Set(), docsByKey: new Map(graph.docs.map((d) => [d.key, d])) });
    expect({ full, candidates: [...candidates] }).toEqual({ full: false, candidates: [] });
  });

  it('a body edit on the fast path: only that doc, through its content', async () => {
    const { graph, snapshot } = await graphOf();
    const doc = graph.docs.find((d) => d.id === 'guide/install')!;
    const docsByKey = new Map(graph.docs.map((d) => [d.key, d]));
    const next = { ...snapshot, docs: new Map(snapshot.docs).set(doc.key, docFingerprints(doc)) };
    const { full, candidates } = candidateRoutes(graph, snapshot, next, { fast: true, docsToCheck: [doc], contentChanged: new Set([doc.key]), docsByKey });
    expect(full).toBe(false);
    expect([...candidates]).toEqual([doc.permalink]);
  });

  it('a changed sidebar label: every page of that sidebar and the generated indexes', async () => {
    const { graph } = await graphOf();
    const { candidates } = await candidatesAfter(() => edit('docs/guide/install.md', (t) => t.replace('sidebar_position: 1', 'sidebar_position: 1\nsidebar_label: Setting up')));
    const sidebarDocs = graph.docs.filter((d) => d.sidebar).map((d) => d.permalink);
    for (const route of sidebarDocs) expect(candidates).toContain(route);
    // What tag pages show of the doc changed (its label is not shown there, its nav fingerprint is).
    expect(candidates.filter((r) => r.startsWith('/tags/'))).toEqual(['/tags/setup', '/tags/start']);
  });

  it('a tag added to a doc: that doc, its tag pages (the new one and the old one) and the tags index', async () => {
    const { candidates } = await candidatesAfter(() => edit('docs/guide/configure.md', (t) => t.replace('tags: [setup]', 'tags: [setup, brand-new]')));
    expect(candidates.filter((r) => r.startsWith('/tags'))).toEqual(['/tags', '/tags/brand-new', '/tags/setup']);
    expect(candidates).toContain('/guide/configure');
  });

  it('a config change that changes the shell: every route', async () => {
    const { graph } = await graphOf();
    const result = await candidatesAfter(() => edit('site.config.mjs', (t) => t.replace("title: 'Serve',", "title: 'Serve 2',")));
    expect(result.full).toBe(true);
    expect(result.candidates).toEqual(graph.routes.map((r) => r.path).sort());
  });
});
