/**
 * Link and image resolution for doc content, shared by validation (is it broken?) and the renderer
 * (what href does it become?). Markdown file links (`../a.md#x`) resolve through source paths;
 * URL links (`/a/b`, `../b`) through routes; `/img/x.png` through the static folders.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { encodeRoute, safeDecode } from '../content/route-encoding.js';
import { isConfined, siteRoots } from './confine.js';
import { matchRoute, routeIndex, routeKey } from './routes.js';
import { isExternal, pathnameHref, pathnameLinkPath, withoutBaseUrl } from './urls.js';
import { blogInstancesOf, blogLocalizedPath } from '../blog/options.js';
import type { BlogPost } from '../blog/types.js';

export { isExternal };
import type { ContentPage, Doc, Redirect, Route, SiteGraph } from './types.js';
import type { MarkdownSitePage } from '../pages/types.js';

export type ResolvedLink =
  | { kind: 'external'; href: string }
  /**
   * Docusaurus's `pathname://` links (`[API](pathname:///api/)`): a path of the site that is no page of
   * it (another tool's output, a static file), linked under baseUrl and never checked.
   */
  | { kind: 'pathname'; href: string }
  | { kind: 'anchor'; href: string; hash: string; target: ContentPage }
  | {
      kind: 'route';
      href: string;
      route: Route;
      hash?: string;
      target?: ContentPage;
      viaFile: boolean;
      /**
       * A `./x.md` link between a locale's translated and untranslated docs (the file is not next to
       * the linking one): linked to that doc here, unresolved in Docusaurus (it fails the locale's build).
       */
      untranslated?: true;
    }
  | { kind: 'static'; href: string; file: string }
  /** An old path that a client redirect sends on: valid, linked as written (under baseUrl). */
  | { kind: 'redirect'; href: string; to: string }
  /** A local file that is not a doc (`./diagram.drawio`, `@site/x.pdf`): copied into the build as a hashed asset. */
  | { kind: 'file'; file: string; suffix: string }
  | { kind: 'broken-file'; target: string }
  | { kind: 'broken-route'; target: string };

export type ResolvedImage =
  | { kind: 'external'; src: string }
  | { kind: 'file'; file: string }
  | { kind: 'missing'; target: string }
  /** A file that exists but lies outside the site and its static folders (never published). */
  | { kind: 'outside'; target: string };

export interface LinkContext {
  graph: SiteGraph;
  routes: Map<string, Route>;
  docsByKey: Map<string, Doc>;
  /** Docs by source path relative to the site root. */
  docsBySource: Map<string, Doc>;
  /** Blog posts by key and by source path relative to the site root. */
  postsByKey: Map<string, BlogPost>;
  postsBySource: Map<string, BlogPost>;
  /** Markdown pages of src/pages by key and by source path (React pages have no content to link into). */
  pagesByKey: Map<string, MarkdownSitePage>;
  pagesBySource: Map<string, MarkdownSitePage>;
  staticDirs: string[];
  /** Real paths of the site folder and the static folders: content reads files inside these only. */
  roots: string[];
  /**
   * Routes a Docusaurus site has that this build does not make (a blog whose options are wrong):
   * links to them are not reported as broken.
   */
  unbuilt: { prefixes: string[]; routes: Set<string> };
  /** Client redirects by old path (without trailing slash). */
  redirects: Map<string, Redirect>;
}

/**
 * The route base of each blog that is configured but could not be built (its options are wrong). A
 * blog whose folder does not exist has no routes, in Docusaurus too: links into it are broken.
 */
function unbuiltRoutes(graph: SiteGraph): LinkContext['unbuilt'] {
  const prefixes: string[] = [];
  for (const { id, raw } of blogInstancesOf(graph.config)) {
    if (graph.blogs.some((b) => b.pluginId === id)) continue;
    const option = (name: string) => (raw && typeof raw === 'object' && typeof (raw as Record<string, unknown>)[name] === 'string' ? ((raw as Record<string, unknown>)[name] as string) : undefined);
    if (!isFolder(path.resolve(graph.siteDir, option('path') ?? 'blog'))) continue;
    const base = option('routeBasePath') ?? 'blog';
    prefixes.push(`/${base.replace(/^\/+|\/+$/g, '')}`);
  }
  return { prefixes, routes: new Set<string>() };
}

function isFolder(abs: string): boolean {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false;
  }
}

export function isUnbuiltRoute(ctx: LinkContext, pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return ctx.unbuilt.routes.has(clean) || ctx.unbuilt.prefixes.some((p) => clean === p || clean.startsWith(`${p}/`));
}

/** The client redirect whose old path is `pathname` (decoded, `.html` and `/index.html` accepted). */
export function matchRedirect(ctx: LinkContext, pathname: string): Redirect | undefined {
  if (!ctx.redirects.size) return undefined;
  const stripped = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return ctx.redirects.get(routeKey(pathname)) ?? ctx.redirects.get(routeKey(stripped || '/'));
}

/**
 * Blog posts by source: by the post's path in its blog folder and in the locale's folder (whichever
 * it was read from), so that links between translated and untranslated posts resolve both ways.
 */
function postsBySource(graph: SiteGraph): Map<string, BlogPost> {
  const out = new Map<string, BlogPost>();
  for (const blog of graph.blogs) {
    const localized = blogLocalizedPath(graph.config, graph.locale.locale, blog.pluginId);
    for (const post of blog.posts) {
      out.set(`${blog.path}/${post.relativeSource}`, post);
      out.set(`${localized}/${post.relativeSource}`, post);
    }
  }
  return out;
}

export function createLinkContext(graph: SiteGraph): LinkContext {
  const docsBySource = new Map<string, Doc>();
  // A doc is found by its original path and by its translation's path, so that links between
  // translated and untranslated docs resolve in both directions.
  const versions = new Map(graph.versions.map((v) => [v.name, v]));
  for (const doc of graph.docs) {
    const version = versions.get(doc.version);
    if (version?.localizedContentPath) {
      docsBySource.set(`${version.contentPath}/${doc.relativeSource}`, doc);
      docsBySource.set(`${version.localizedContentPath}/${doc.relativeSource}`, doc);
    }
    docsBySource.set(doc.source, doc);
  }
  const config = graph.config;
  const staticDirs = config.staticDirectories.map((d) => path.resolve(graph.siteDir, d));
  const markdownPages = (graph.pages ?? []).filter((p): p is MarkdownSitePage => p.type === 'markdown');
  return {
    graph,
    routes: routeIndex(graph.routes),
    docsByKey: new Map(graph.docs.map((d) => [d.key, d])),
    docsBySource,
    postsByKey: new Map(graph.blogs.flatMap((b) => b.posts).map((p) => [p.key, p])),
    postsBySource: postsBySource(graph),
    pagesByKey: new Map(markdownPages.map((p) => [p.key, p])),
    pagesBySource: new Map(markdownPages.map((p) => [p.source, p])),
    staticDirs,
    roots: siteRoots(graph.siteDir, staticDirs),
    unbuilt: unbuiltRoutes(graph),
    redirects: new Map((graph.redirects ?? []).map((r) => [r.from, r])),
  };
}


function splitHash(url: string): { pathPart: string; hash: string; query: string } {
  const hashIndex = url.indexOf('#');
  const beforeHash = hashIndex >= 0 ? url.slice(0, hashIndex) : url;
  const hash = hashIndex >= 0 ? url.slice(hashIndex + 1) : '';
  const queryIndex = beforeHash.indexOf('?');
  return { pathPart: queryIndex >= 0 ? beforeHash.slice(0, queryIndex) : beforeHash, query: queryIndex >= 0 ? beforeHash.slice(queryIndex) : '', hash };
}

/** A file in one of the static folders, for a site-absolute path like `/img/x.png`. */
export function findStaticFile(ctx: LinkContext, sitePath: string): string | undefined {
  const rel = safeDecode(sitePath).replace(/^\/+/, '');
  if (!rel) return undefined;
  for (const dir of ctx.staticDirs) {
    const abs = path.join(dir, rel);
    if (!abs.startsWith(dir + path.sep)) continue;
    try {
      if (statSync(abs).isFile() && isConfined(ctx.roots, abs)) return abs;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

/** The base URL of the site's default locale (the site's own), whichever locale is being built. */
function defaultLocaleBaseUrl(graph: SiteGraph): string {
  return graph.locales.find((l) => l.locale === graph.config.i18n.defaultLocale)?.baseUrl ?? graph.config.baseUrl;
}

function stripBaseUrl(ctx: LinkContext, pathname: string): string {
  const base = ctx.graph.config.baseUrl;
  if (base !== '/' && pathname.startsWith(base)) return `/${pathname.slice(base.length)}`;
  return pathname;
}

/** The href of a site path (already encoded): under the site's baseUrl. */
function siteHref(ctx: LinkContext, encodedPath: string): string {
  return ctx.graph.config.baseUrl.replace(/\/$/, '') + encodedPath;
}

/** A page whose links are resolved: a doc (with its version), or a blog post (no version). */
type LinkSource = ContentPage & Partial<Pick<Doc, 'version' | 'relativeSource'>>;

/**
 * Where a `.md` link may point, in the order Docusaurus tries: `./x.md` and `../x.md` only next to
 * the file; `/x.md` in the version's docs folder, then the site root; a bare `x.md` next to the
 * file, then in the docs folder, then the site root; `@site/docs/x.md` from the site root. Paths
 * relative to the site root.
 */
function markdownLinkCandidates(ctx: LinkContext, doc: LinkSource, decoded: string): string[] {
  if (decoded.startsWith('@site/')) return [path.posix.normalize(decoded.slice(6))];
  const version = ctx.graph.versions.find((v) => v.name === doc.version);
  const contentPaths = [...(version?.localizedContentPath ? [version.localizedContentPath] : []), version?.contentPath ?? ''];
  const candidates: string[] = [];
  if (!decoded.startsWith('/')) candidates.push(path.posix.join(path.posix.dirname(doc.source), decoded));
  if (!decoded.startsWith('./') && !decoded.startsWith('../')) {
    for (const dir of contentPaths) candidates.push(path.posix.join(dir, decoded));
    candidates.push(path.posix.normalize(decoded.replace(/^\/+/, '')));
  }
  return candidates.map((c) => path.posix.normalize(c));
}

/**
 * A link to a local file that is not a page, as Docusaurus's Markdown link transform reads it: a
 * path with a file extension other than .md/.mdx/.html that names a file next to the doc, or any
 * `@site/` path. Absolute paths are left to the static folders (they are served as they are).
 */
function localAssetFile(ctx: LinkContext, doc: LinkSource, decoded: string): string | undefined {
  let abs: string;
  if (decoded.startsWith('@site/')) abs = path.join(ctx.graph.siteDir, decoded.slice(6));
  else if (decoded.startsWith('/') || !path.posix.extname(decoded) || /\.(?:mdx?|html?)$/i.test(decoded)) return undefined;
  else abs = path.join(ctx.graph.siteDir, path.dirname(doc.source), decoded);
  const candidates = [abs];
  const original = originalSourceOf(ctx, doc);
  if (original && !decoded.startsWith('@site/')) candidates.push(path.join(ctx.graph.siteDir, path.dirname(original), decoded));
  // Never publish a file from outside the site (`../../secret.json`).
  return candidates.find((file) => {
    try {
      return statSync(file).isFile() && isConfined(ctx.roots, file);
    } catch {
      return false;
    }
  });
}

/**
 * For a translated doc (read from i18n/...): the path of the doc it translates, whose folder
 * also holds the files its links and images name (translations seldom copy them).
 */
function originalSourceOf(ctx: LinkContext, doc: LinkSource): string | undefined {
  const version = ctx.graph.versions.find((v) => v.name === doc.version);
  if (!version?.localizedContentPath || !doc.relativeSource || !doc.source.startsWith(`${version.localizedContentPath}/`)) return undefined;
  return `${version.contentPath}/${doc.relativeSource}`;
}

/** Resolves a link written in `doc` (or a blog post); `href` is what the built page links to (baseUrl included). */
export function resolveDocLink(ctx: LinkContext, doc: ContentPage, url: string): ResolvedLink {
  const pathnamePath = pathnameLinkPath(url);
  if (pathnamePath !== undefined) return { kind: 'pathname', href: pathnameHref(pathnamePath, (sitePath) => siteHref(ctx, withoutBaseUrl(sitePath, ctx.graph.config.baseUrl))) };
  if (isExternal(url)) return { kind: 'external', href: url };
  const { pathPart, hash, query } = splitHash(url);
  if (!pathPart) return { kind: 'anchor', href: `#${hash}`, hash: safeDecode(hash), target: doc };
  // A file path written with backslashes (`docs\guide\setup.md`) is read as the URL parser reads it, with slashes.
  const decoded = /\.mdx?$/i.test(pathPart) ? safeDecode(pathPart).replace(/\\/g, '/') : safeDecode(pathPart);
  if (/\.mdx?$/i.test(decoded)) {
    const candidates = markdownLinkCandidates(ctx, doc, decoded);
    for (const candidate of candidates) {
      const source = path.posix.normalize(candidate);
      const target = ctx.docsBySource.get(source) ?? ctx.postsBySource.get(source) ?? ctx.pagesBySource.get(source);
      if (target) {
        const route = ctx.routes.get(target.permalink.length > 1 ? target.permalink.replace(/\/$/, '') : target.permalink);
        // Found under the other path of a doc (its original for a translation's link, or the reverse): not next to the linking file.
        const untranslated = /^\.\.?\//.test(decoded) && target.source !== source;
        if (route) return { kind: 'route', href: siteHref(ctx, encodeRoute(target.permalink)) + query + (hash ? `#${hash}` : ''), route, target, viaFile: true, ...(hash ? { hash: safeDecode(hash) } : {}), ...(untranslated ? { untranslated } : {}) };
      }
    }
    return { kind: 'broken-file', target: path.posix.normalize(candidates[0]) };
  }
  const asset = localAssetFile(ctx, doc, decoded);
  if (asset) return { kind: 'file', file: asset, suffix: query + (hash ? `#${hash}` : '') };
  return resolveSitePath(ctx, doc.permalink, { pathPart, hash, query });
}

/**
 * Resolves a path of the site (absolute, or relative to the page at `fromPermalink`) to a route, a
 * redirect or a static file: how a link a page renders (a component's `<Link to>`) is checked.
 */
export function resolveRenderedLink(ctx: LinkContext, fromPermalink: string, url: string): ResolvedLink {
  if (pathnameLinkPath(url) !== undefined || isExternal(url)) return { kind: 'external', href: url };
  const parts = splitHash(url);
  if (!parts.pathPart) return { kind: 'external', href: url };
  return resolveSitePath(ctx, fromPermalink, parts);
}

function resolveSitePath(ctx: LinkContext, fromPermalink: string, { pathPart, hash, query }: ReturnType<typeof splitHash>): ResolvedLink {
  const decoded = safeDecode(pathPart);
  let pathname: string;
  try {
    pathname = safeDecode(new URL(pathPart, `http://site${encodeRoute(fromPermalink)}`).pathname);
  } catch {
    return { kind: 'broken-route', target: decoded };
  }
  pathname = stripBaseUrl(ctx, pathname);
  const route = matchRoute(ctx.routes, pathname);
  if (route) {
    const target = route.docKey ? ctx.docsByKey.get(route.docKey) : route.postKey ? ctx.postsByKey.get(route.postKey) : route.pageKey ? ctx.pagesByKey.get(route.pageKey) : undefined;
    return { kind: 'route', href: siteHref(ctx, encodeRoute(route.path)) + query + (hash ? `#${hash}` : ''), route, viaFile: false, ...(target ? { target } : {}), ...(hash ? { hash: safeDecode(hash) } : {}) };
  }
  const redirect = matchRedirect(ctx, pathname);
  if (redirect) return { kind: 'redirect', href: siteHref(ctx, encodeRoute(pathname)) + query + (hash ? `#${hash}` : ''), to: redirect.to };
  const file = findStaticFile(ctx, pathname);
  if (file) return { kind: 'static', href: siteHref(ctx, encodeRoute(pathname)) + query + (hash ? `#${hash}` : ''), file };
  if (isUnbuiltRoute(ctx, pathname)) return { kind: 'external', href: siteHref(ctx, encodeRoute(pathname)) + query + (hash ? `#${hash}` : '') };
  return { kind: 'broken-route', target: pathname };
}

/** Resolves an image written in `doc` (or a blog post) to a file on disk, inside the site or its static folders. */
export function resolveDocImage(ctx: LinkContext, doc: ContentPage, url: string): ResolvedImage {
  if (isExternal(url)) return { kind: 'external', src: url };
  const { pathPart } = splitHash(url);
  const decoded = safeDecode(pathPart);
  const existing = (abs: string): ResolvedImage | undefined => {
    try {
      if (!statSync(abs).isFile()) return undefined;
    } catch {
      return undefined;
    }
    return isConfined(ctx.roots, abs) ? { kind: 'file', file: abs } : { kind: 'outside', target: path.resolve(abs) };
  };
  if (decoded.startsWith('@site/')) {
    const target = decoded.slice(6);
    return existing(path.join(ctx.graph.siteDir, target)) ?? { kind: 'missing', target };
  }
  if (decoded.startsWith('/')) {
    // A raw `<img src="/base/img/x.png">` names the file under baseUrl, as it must in Docusaurus (which
    // uses a raw src as written).
    // In another locale's build, a src written under the site's base URL (`/base/img/x.png`, not
    // `/base/fr/…`) names the same static file: that locale's build has it too.
    const file = findStaticFile(ctx, decoded) ?? findStaticFile(ctx, stripBaseUrl(ctx, decoded)) ?? findStaticFile(ctx, withoutBaseUrl(decoded, defaultLocaleBaseUrl(ctx.graph)));
    return file ? { kind: 'file', file } : { kind: 'missing', target: decoded };
  }
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(doc.source), decoded));
  const original = originalSourceOf(ctx, doc);
  for (const source of [doc.source, ...(original ? [original] : [])]) {
    const found = existing(path.join(ctx.graph.siteDir, path.dirname(source), decoded));
    if (found) return found;
  }
  // Docusaurus also accepts a relative image path that names a static file.
  const file = findStaticFile(ctx, `/${decoded}`);
  return file ? { kind: 'file', file } : { kind: 'missing', target };
}

/** The key of a broken Markdown link or image in SiteGraph.hookedUrls: the page's source and the URL as written. */
export const brokenUrlKey = (source: string, url: string): string => `${source}\0${url}`;
