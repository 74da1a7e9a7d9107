/**
 * Requests of `docs serve`: GET and HEAD only (405 otherwise), the event stream, and files of the
 * build folder, never anything outside it.
 *
 * A request path is percent-decoded once (so `%20` and `%26` find `a b & c/`); a `.` or `..`
 * segment (written or encoded) is refused with 400, as are malformed escapes and NUL bytes; what is
 * left is joined to the build folder, checked to stay inside it, and the file's real path (symlinks
 * resolved) must be inside the build folder's real path too. `.html` and `/index.html` paths that are
 * no file but name a route redirect to the route (SITE-SPEC section 2); unknown paths get the site's
 * 404 page with status 404. HTML responses carry the live-reload client (serve/client.ts); the files
 * on disk do not.
 */
import { createReadStream, readFileSync, realpathSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { encodeRoute } from '../engine/content/route-encoding.js';
import type { Route } from '../engine/graph/types.js';
import { readRange } from './range.js';
import { EVENTS_PATH, STATUS_PATH, injectClient, placeholderPage, type ClientState } from './client.js';

export interface RequestContext {
  /** The build folder. */
  outDir: string;
  /** Base URL of the site being served (`/` or `/docs/`). */
  baseUrl(): string;
  /** The route at exactly this decoded path (without the base URL; a trailing slash does not matter). */
  route(pathname: string): Route | undefined;
  /** Whether there is a build to serve at all (false when the first load failed). */
  hasBuild(): boolean;
  /** Renders the page a build file belongs to when it is stale. */
  ensureFresh(rel: string): void;
  /** Runs stale build extensions when `rel` may be one of their files; resolves when done. */
  ensureExtensionFile(rel: string, missing: boolean): Promise<boolean>;
  clientState(): ClientState;
  /** Answers the event stream. */
  events(req: IncomingMessage, res: ServerResponse): void;
  status(): unknown;
  /** Whether a request with this Host header is answered (serve/host-check.ts); others get 403. */
  hostAllowed(header: string | undefined): boolean;
  /** Whether `rel` (a build file under a dot-folder or dot-file name) was copied from the site's static folders. */
  isStaticFile(rel: string): boolean;
}

/** Decodes a request path; undefined when it is malformed or tries to leave the folder. */
export function decodeRequestPath(raw: string): { path: string } | { error: 400 } {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { error: 400 };
  }
  if (decoded.includes('\0') || !decoded.startsWith('/')) return { error: 400 };
  // Backslashes are separators on Windows and are turned into slashes by browsers: treat them so.
  if (decoded.split(/[/\\]/).some((segment) => segment === '..' || segment === '.')) return { error: 400 };
  return { path: decoded };
}

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };

type Handler = ReturnType<typeof sirv>;
type Req = IncomingMessage;
type Res = ServerResponse;

function sendHtml(req: Req, res: Res, status: number, html: string): void {
  const body = Buffer.from(html);
  res.writeHead(status, { ...HTML_HEADERS, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The site's 404 page with status 404 (a plain one before the first build writes it; 503 with no build). */
function notFound(ctx: RequestContext, req: Req, res: Res): void {
  if (!ctx.hasBuild()) return sendHtml(req, res, 503, placeholderPage(ctx.clientState()));
  let html = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page Not Found</title></head><body><h1>Page Not Found</h1></body></html>';
  try {
    html = readFileSync(path.join(ctx.outDir, '404.html'), 'utf8');
  } catch {
    // no 404 page yet: the plain one
  }
  sendHtml(req, res, 404, injectClient(html, ctx.clientState()));
}

/** The build file at `rel` (posix, relative), when it is a file really inside the build folder. */
function fileAt(ctx: RequestContext, rel: string): string | undefined {
  const root = path.resolve(ctx.outDir);
  const abs = path.resolve(root, rel);
  if (abs !== root && !abs.startsWith(root + path.sep)) return undefined;
  ctx.ensureFresh(rel);
  try {
    if (!statSync(abs).isFile()) return undefined;
    const real = realpathSync(abs);
    const realRoot = realpathSync(root);
    return real.startsWith(realRoot + path.sep) ? real : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The client bundle and the stylesheet under their content-hashed names (`assets/js/main.X7KQ2M4B.js`,
 * `assets/css/styles.5dab4e15f8.css`): a new content gets a new name, so the browser may keep them.
 * Each live reload then takes them from its cache instead of fetching and compiling them again.
 */
const HASHED_CODE = /^assets\/(?:js|css)\/(?:[^/]+\/)*[^/]+\.[A-Za-z0-9]{8,}\.(js|css)$/;
const CODE_TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

function sendHashedCode(req: Req, res: Res, abs: string, ext: string): void {
  res.writeHead(200, { 'Content-Type': CODE_TYPES[ext], 'Cache-Control': 'public, max-age=31536000, immutable', 'Content-Length': statSync(abs).size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(abs).pipe(res);
}

/** Sends a build file: HTML with the live-reload client, others through sirv, odd names streamed here. */
function sendFile(ctx: RequestContext, assets: Handler, req: Req, res: Res, abs: string, rel: string): void {
  if (rel.endsWith('.html')) return sendHtml(req, res, 200, injectClient(readFileSync(abs, 'utf8'), ctx.clientState()));
  const hashed = HASHED_CODE.exec(rel);
  if (hashed) return sendHashedCode(req, res, abs, hashed[1]);
  const url = `/${rel}`;
  const encoded = encodeURI(url);
  // sirv decodes with decodeURI: hand it the path in that form; names it cannot take are streamed here.
  if (!/[?#]/.test(rel) && decodeURI(encoded) === url) {
    req.url = encoded;
    // sirv trusts the Range header: it reaches it only checked and in one plain form.
    const size = statSync(abs).size;
    const range = readRange(req.headers.range, size);
    if (range.kind === 'unsatisfiable') {
      res.writeHead(416, { 'Content-Range': `bytes */${size}`, 'Accept-Ranges': 'bytes' }).end();
      return;
    }
    if (range.kind === 'part') req.headers.range = `bytes=${range.start}-${range.end}`;
    else delete req.headers.range;
    assets(req, res, () => notFound(ctx, req, res));
    return;
  }
  res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Cache-Control': 'no-cache', 'Content-Length': statSync(abs).size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(abs).pipe(res);
}

/** Answers requests no file can satisfy (a method other than GET/HEAD, a foreign Host); true when it did. */
function refused(ctx: RequestContext, req: Req, res: Res): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method Not Allowed: docs serve answers GET and HEAD only.\n');
    return true;
  }
  if (!ctx.hostAllowed(req.headers.host)) {
    res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`Forbidden: docs serve answers localhost, 127.0.0.1 and the host it listens on, not "${req.headers.host}". Open the preview at one of those, or start it with --host ${req.headers.host?.replace(/:\d+$/, '')}.\n`);
    return true;
  }
  return false;
}

/** A request target split into its raw path and `?query` (no hash); undefined when it is not a path. */
export function splitTarget(url: string | undefined): { rawPath: string; query: string } | undefined {
  let target = url ?? '/';
  // Absolute-form request targets (`GET http://host/path`): keep the path.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) {
    try {
      const parsed = new URL(target);
      target = parsed.pathname + parsed.search;
    } catch {
      target = '';
    }
  }
  if (!target.startsWith('/')) return undefined;
  const queryAt = target.search(/[?#]/);
  const rawPath = queryAt >= 0 ? target.slice(0, queryAt) : target;
  const query = queryAt >= 0 && target[queryAt] === '?' ? target.slice(queryAt).replace(/#.*$/, '') : '';
  return { rawPath, query };
}

function sendStatus(ctx: RequestContext, req: Req, res: Res): void {
  const body = JSON.stringify(ctx.status());
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** `.html` and `/index.html` paths that are no route: a 301 to the route without the suffix, when that is one. */
function htmlSuffixRedirect(ctx: RequestContext, pathname: string, base: string, query: string): string | undefined {
  if (!/\.html$/.test(pathname) || ctx.route(pathname)) return undefined;
  const stripped = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  const route = ctx.route(stripped || '/');
  return route ? base.replace(/\/$/, '') + encodeRoute(route.path) + query : undefined;
}

/** The build file a site-relative path names (as is, `/index.html`, `.html`), waiting for stale extension files. */
async function findBuildFile(ctx: RequestContext, rel: string): Promise<{ abs: string; candidate: string } | undefined> {
  const candidates = rel === '' || rel.endsWith('/') ? [`${rel}index.html`] : [rel, `${rel}/index.html`, `${rel}.html`];
  for (let attempt = 0; attempt < 2; attempt++) {
    for (const candidate of candidates) {
      if (attempt === 0) await ctx.ensureExtensionFile(candidate, false);
      // Dot-files are served only when the site's static folders hold them (.well-known/...), never build internals.
      if (candidate.split('/').some((segment) => segment.startsWith('.')) && !ctx.isStaticFile(candidate)) continue;
      const abs = fileAt(ctx, candidate);
      if (abs) return { abs, candidate };
    }
    // A file a build extension writes (the search index) may just not be written yet.
    if (attempt === 0 && !(await ctx.ensureExtensionFile(rel, true))) break;
  }
  return undefined;
}

/** A decoded path under the site: redirects, then the file, else the 404 page. */
async function serveSitePath(ctx: RequestContext, assets: Handler, req: Req, res: Res, decodedPath: string, query: string): Promise<void> {
  const base = ctx.baseUrl();
  if (!decodedPath.startsWith(base)) {
    if (`${decodedPath}/` === base || decodedPath === '/') {
      res.writeHead(302, { Location: base + query }).end();
      return;
    }
    return notFound(ctx, req, res);
  }
  const rel = decodedPath.slice(base.length).replace(/^\/+/, '');
  const redirect = htmlSuffixRedirect(ctx, `/${rel}`, base, query);
  if (redirect) {
    res.writeHead(301, { Location: redirect }).end();
    return;
  }
  const found = await findBuildFile(ctx, rel);
  if (found) return sendFile(ctx, assets, req, res, found.abs, found.candidate);
  notFound(ctx, req, res);
}

/** One line on stderr and a 500; the stack only with DEBUG=docs. */
function reportFailure(req: Req, res: Res, error: unknown): void {
  const detail = /(^|,)\s*(docs|\*)\s*(,|$)/.test(process.env.DEBUG ?? '') ? ((error as Error).stack ?? String(error)) : ((error as Error).message ?? String(error));
  process.stderr.write(`docs serve: error answering ${req.method} ${req.url}: ${detail}\n`);
  if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end();
}

export function createRequestHandler(ctx: RequestContext): (req: IncomingMessage, res: ServerResponse) => void {
  const assets = sirv(ctx.outDir, { dev: true, etag: true, dotfiles: true, extensions: [] });
  const handle = async (req: Req, res: Res): Promise<void> => {
    if (refused(ctx, req, res)) return;
    const target = splitTarget(req.url);
    if (!target) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request\n');
      return;
    }
    if (target.rawPath === EVENTS_PATH) return ctx.events(req, res);
    if (target.rawPath === STATUS_PATH) return sendStatus(ctx, req, res);
    const decoded = decodeRequestPath(target.rawPath);
    if ('error' in decoded) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request: the path is malformed or leaves the site.\n');
      return;
    }
    if (!ctx.hasBuild()) return notFound(ctx, req, res);
    await serveSitePath(ctx, assets, req, res, decoded.path, target.query);
  };
  return (req, res) => {
    handle(req, res).catch((error: unknown) => reportFailure(req, res, error));
  };
}
