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

export function createRequestHandler(ctx: RequestContext): (req: IncomingMessage, res: ServerResponse) => void {
  const assets = sirv(ctx.outDir, { dev: true, etag: true, dotfiles: true, extensions: [] });

  const sendHtml = (req: IncomingMessage, res: ServerResponse, status: number, html: string) => {
    const body = Buffer.from(html);
    res.writeHead(status, { ...HTML_HEADERS, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    if (!ctx.hasBuild()) return sendHtml(req, res, 503, placeholderPage(ctx.clientState()));
    let html = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page Not Found</title></head><body><h1>Page Not Found</h1></body></html>';
    try {
      html = readFileSync(path.join(ctx.outDir, '404.html'), 'utf8');
    } catch {
      // no 404 page yet: the plain one
    }
    sendHtml(req, res, 404, injectClient(html, ctx.clientState()));
  };

  /** The build file at `rel` (posix, relative), when it is a file really inside the build folder. */
  const fileAt = (rel: string): string | undefined => {
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
  };

  const sendFile = (req: IncomingMessage, res: ServerResponse, abs: string, rel: string) => {
    if (rel.endsWith('.html')) return sendHtml(req, res, 200, injectClient(readFileSync(abs, 'utf8'), ctx.clientState()));
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
      assets(req, res, () => notFound(req, res));
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Cache-Control': 'no-cache', 'Content-Length': statSync(abs).size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(abs).pipe(res);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed: docs serve answers GET and HEAD only.\n');
      return;
    }
    if (!ctx.hostAllowed(req.headers.host)) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Forbidden: docs serve answers localhost, 127.0.0.1 and the host it listens on, not "${req.headers.host}". Open the preview at one of those, or start it with --host ${req.headers.host?.replace(/:\d+$/, '')}.\n`);
      return;
    }
    let target = req.url ?? '/';
    // Absolute-form request targets (`GET http://host/path`): keep the path.
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) {
      try {
        const parsed = new URL(target);
        target = parsed.pathname + parsed.search;
      } catch {
        target = '';
      }
    }
    if (!target.startsWith('/')) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request\n');
      return;
    }
    const queryAt = target.search(/[?#]/);
    const rawPath = queryAt >= 0 ? target.slice(0, queryAt) : target;
    const query = queryAt >= 0 && target[queryAt] === '?' ? target.slice(queryAt).replace(/#.*$/, '') : '';
    if (rawPath === EVENTS_PATH) return ctx.events(req, res);
    if (rawPath === STATUS_PATH) {
      const body = JSON.stringify(ctx.status());
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const decoded = decodeRequestPath(rawPath);
    if ('error' in decoded) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request: the path is malformed or leaves the site.\n');
      return;
    }
    if (!ctx.hasBuild()) return notFound(req, res);
    const base = ctx.baseUrl();
    let pathname = decoded.path;
    if (!pathname.startsWith(base)) {
      if (`${pathname}/` === base || pathname === '/') {
        res.writeHead(302, { Location: base + query }).end();
        return;
      }
      return notFound(req, res);
    }
    const rel = pathname.slice(base.length).replace(/^\/+/, '');
    pathname = `/${rel}`;

    // `.html` and `/index.html`: the route without the suffix, when that is a route.
    if (/\.html$/.test(rel) && !ctx.route(pathname)) {
      const stripped = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
      const route = ctx.route(stripped || '/');
      if (route) {
        res.writeHead(301, { Location: base.replace(/\/$/, '') + encodeRoute(route.path) + query }).end();
        return;
      }
    }

    const candidates = rel === '' || rel.endsWith('/') ? [`${rel}index.html`] : [rel, `${rel}/index.html`, `${rel}.html`];
    for (let attempt = 0; attempt < 2; attempt++) {
      for (const candidate of candidates) {
        if (attempt === 0) await ctx.ensureExtensionFile(candidate, false);
        // Dot-files are served only when the site's static folders hold them (.well-known/...), never build internals.
        if (candidate.split('/').some((segment) => segment.startsWith('.')) && !ctx.isStaticFile(candidate)) continue;
        const abs = fileAt(candidate);
        if (abs) return sendFile(req, res, abs, candidate);
      }
      // A file a build extension writes (the search index) may just not be written yet.
      if (attempt === 0 && !(await ctx.ensureExtensionFile(rel, true))) break;
    }
    notFound(req, res);
  };

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      // One line; the stack only with DEBUG=docs.
      const detail = /(^|,)\s*(docs|\*)\s*(,|$)/.test(process.env.DEBUG ?? '') ? ((error as Error).stack ?? String(error)) : ((error as Error).message ?? String(error));
      process.stderr.write(`docs serve: error answering ${req.method} ${req.url}: ${detail}\n`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end();
    });
  };
}
