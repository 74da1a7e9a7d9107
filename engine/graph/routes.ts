/** Every page of the site as a route, and the look-ups that match a URL path to one. */
import { type Diagnostic, severityOf } from '../diagnostics.js';
import { blogRoutes } from '../blog/graph.js';
import { flattenSidebar } from './sidebars.js';
import type { Route, SiteGraph } from './types.js';

/**
 * Collects doc, tag, generated-index and blog routes. Two pages on one route are reported as
 * `onDuplicateRoutes` says (an error, a warning or nothing); the first one keeps the route.
 */
export function collectRoutes(graph: SiteGraph): { routes: Route[]; diagnostics: Diagnostic[] } {
  const routes: Route[] = [];
  const diagnostics: Diagnostic[] = [];
  const duplicate = severityOf(graph.config.onDuplicateRoutes);
  const owners = new Map<string, string>();
  // Blog and src/pages routes are flat; the docs plugin's sit under their version's route, which
  // Docusaurus sorts after flat ones: on a clash (docs at `/` and src/pages/index.js), the page is shown.
  const flat: { route: Route; owner: string; file?: string; line?: number }[] = [
    ...graph.blogs.flatMap((blog) => blogRoutes(blog)),
    ...(graph.pages ?? []).map((page) => ({ route: { path: page.permalink, kind: 'page' as const, pageKey: page.key, ...(page.type === 'markdown' && page.unlisted ? { unlisted: true } : {}) }, owner: page.source, file: page.source, line: 1 })),
  ];
  const flatOwners = new Map<string, string>();
  for (const { route, owner } of flat) if (!flatOwners.has(routeKey(route.path))) flatOwners.set(routeKey(route.path), owner);
  const add = (route: Route, owner: string, file?: string, line = 1) => {
    const key = routeKey(route.path);
    const previous = owners.get(key) ?? (route.kind === 'page' || route.kind.startsWith('blog') ? undefined : flatOwners.get(key));
    if (previous === owner) return; // one doc listed twice: two docs share its id (reported as duplicate-id)
    if (previous) {
      if (duplicate) {
        const outcome = duplicate === 'error' ? 'One would overwrite the other' : `The route shows ${previous}; ${owner} is not built`;
        diagnostics.push({ severity: duplicate, rule: 'duplicate-route', message: `Two pages would be written to the route "${route.path}": ${previous} and ${owner}. ${outcome}; change a slug or id.`, file, line, column: 1 });
      }
      return;
    }
    owners.set(key, owner);
    routes.push(route);
  };
  const docsByKey = new Map(graph.docs.map((d) => [d.key, d]));
  for (const version of graph.versions) {
    for (const id of version.docIds) {
      const doc = docsByKey.get(`${version.name}/${id}`);
      if (!doc) continue;
      // Point at the front matter that decides the route, when there is one.
      const line = doc.frontMatterLines.slug ?? doc.frontMatterLines.id ?? 1;
      add({ path: doc.permalink, kind: 'doc', version: version.name, docKey: doc.key, ...(doc.unlisted ? { unlisted: true } : {}) }, doc.source, doc.source, line);
    }
    for (const sidebar of version.sidebars) {
      for (const entry of flattenSidebar(sidebar.items)) {
        if (entry.kind === 'generated-index') add({ path: entry.href, kind: 'generated-index', version: version.name, category: { sidebar: sidebar.id, label: entry.label } }, `category "${entry.label}"`);
      }
    }
    if (version.tags.length) {
      add({ path: version.tagsPath, kind: 'tags-index', version: version.name }, 'the tags index');
      for (const tag of version.tags) add({ path: tag.permalink, kind: 'tag', version: version.name, tag: tag.permalink, ...(tag.unlisted ? { unlisted: true } : {}) }, `tag "${tag.label}"`);
    }
  }
  for (const { route, owner, file, line } of flat) add(route, owner, file, line);
  return { routes, diagnostics };
}

/** Routes compare without a trailing slash and case-sensitively, as paths on disk. */
export function routeKey(p: string): string {
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}

/** Finds the route a decoded URL path lands on, normalising `.html` and `/index.html`. */
export function matchRoute(byKey: Map<string, Route>, pathname: string): Route | undefined {
  const direct = byKey.get(routeKey(pathname));
  if (direct) return direct;
  const stripped = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return byKey.get(routeKey(stripped || '/'));
}

export function routeIndex(routes: Route[]): Map<string, Route> {
  return new Map(routes.map((r) => [routeKey(r.path), r]));
}
