/**
 * `docs serve`: local preview with incremental rebuilds, live reload and an error overlay. This
 * module puts the parts together: the preview's state and rebuild loop (preview.ts), the watcher
 * (watcher.ts), the incremental builder (builder.ts), the HTTP handler (http.ts) with its event
 * streams and overlay client (events.ts, client.ts), and the port (listen.ts).
 */
import type { EventEmitter } from 'node:events';
import { createHash } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FSWatcher } from 'chokidar';
import { useColor } from '../engine/diagnostics-text.js';
import { routeKey } from '../engine/graph/routes.js';
import { SiteSession } from '../engine/session/session.js';
import { IncrementalBuilder } from './builder.js';
import { EventHub } from './events.js';
import { createRequestHandler } from './http.js';
import { createHostCheck } from './host-check.js';
import { listen, openBrowser } from './listen.js';
import { Preview, type ServeStatus } from './preview.js';
import { watchSite } from './watcher.js';

export type { RebuildEvent, ServeStatus } from './preview.js';
export { listen, openBrowser } from './listen.js';

export interface ServeOptions {
  /** Config file relative to the site root. */
  config?: string;
  /** Port to listen on; the next free one is used when it is taken. 0: any free port. */
  port: number;
  host: string;
  /** Open the default browser at the site. */
  open: boolean;
  /** Build folder, relative to the site root (default: a folder of its own in the temp folder, removed on close). */
  outDir?: string;
  /** Changes that arrive within this many ms of each other are rebuilt together. Default 50. */
  debounce?: number;
  /** Quiet time after the last change before background work (other pages, search index). Default 300. */
  idleDelay?: number;
  /** Parse cache folder, or false (default: the engine's). */
  cache?: string | false;
  /** The locale to preview (one of i18n.locales), served under its base URL (`/fr/`); default: the default locale. */
  locale?: string;
  /** Where messages go, one line each; default stderr. `null` silences them. */
  log?: ((line: string) => void) | null;
}

export interface ServeHandle {
  url: string;
  port: number;
  host: string;
  server: Server;
  outDir: string;
  /** `rebuild` (RebuildEvent), `errors` (Diagnostic[]), `idle`. */
  events: EventEmitter;
  status(): ServeStatus;
  /** Stops watching, closes the event streams and the server. */
  close(): Promise<void>;
}

/** Servers started by this process (each gets its own build folder). */
let servers = 0;

export async function serveSite(siteDir: string, options: ServeOptions): Promise<ServeHandle> {
  const root = path.resolve(siteDir);
  // Each server has its own build folder (two servers on one site must not swap each other's files),
  // outside the site (nothing to watch or ignore), removed when the server closes.
  const ownOutDir = !options.outDir;
  const outDir = options.outDir ? path.resolve(root, options.outDir) : path.join(tmpdir(), `docs-serve-${createHash('sha1').update(root).digest('hex').slice(0, 8)}-${process.pid}-${++servers}`);
  const log = options.log === null ? () => undefined : (options.log ?? ((line: string) => process.stderr.write(`${line}\n`)));
  const hub = new EventHub();
  const session = new SiteSession(root, { config: options.config, ...(options.cache !== undefined ? { cache: options.cache } : {}), ...(options.locale ? { locale: options.locale } : {}) });
  const builder = new IncrementalBuilder(outDir);
  const preview = new Preview({ session, builder, hub, log, color: options.log === undefined && useColor(), debounce: options.debounce ?? 50, idleDelay: options.idleDelay ?? 300 });

  await preview.start();
  const watcher = await watchSite(root, session, preview, log);
  const server = createServer(requestHandler(outDir, builder, preview, hub, root, options.host));
  server.keepAliveTimeout = 5000;
  let port: number;
  try {
    port = await listen(server, options.port, options.host, log);
  } catch (error) {
    await watcher.close();
    hub.close();
    await builder.close();
    if (ownOutDir) rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  const hostForUrl = options.host.includes(':') ? `[${options.host}]` : options.host === '0.0.0.0' ? '127.0.0.1' : options.host;
  const url = `http://${hostForUrl}:${port}${builder.current?.graph.config.baseUrl ?? '/'}`;
  if (!['127.0.0.1', 'localhost', '::1'].includes(options.host)) log(`Note: --host ${options.host} makes the preview reachable from other machines.`);
  log(`Serving ${path.relative(process.cwd(), root) || '.'} at ${url}  (watching for changes; Ctrl+C to stop)`);
  if (options.open) openBrowser(url);
  preview.scheduleBackground();

  let closed = false;
  return {
    url,
    port,
    host: options.host,
    server,
    outDir,
    events: preview.events,
    status: () => preview.status(),
    async close() {
      if (closed) return;
      closed = true;
      await closePreview({ preview, watcher, session, builder, hub, server });
      if (ownOutDir) rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** The HTTP handler over the build folder, the preview's state and its event streams. */
function requestHandler(outDir: string, builder: IncrementalBuilder, preview: Preview, hub: EventHub, root: string, host: string) {
  return createRequestHandler({
    outDir,
    baseUrl: () => builder.current?.graph.config.baseUrl ?? '/',
    route: (pathname) => preview.routesByKey.get(routeKey(pathname)),
    hasBuild: () => preview.hasBuild,
    ensureFresh: (rel) => {
      builder.ensureFresh(rel);
    },
    ensureExtensionFile: async (rel, missing) => {
      if (!preview.hasBuild || !builder.needsExtensions) return false;
      const wanted = missing ? /\.[a-z0-9]+$/i.test(rel) && !rel.endsWith('.html') : builder.isExtensionFile(rel);
      if (!wanted) return false;
      await builder.runExtensions();
      return true;
    },
    clientState: () => preview.clientState(),
    events: (req, res) => hub.connect(req, res, { build: preview.build, errors: preview.clientState().errors }),
    status: () => preview.status(),
    hostAllowed: createHostCheck(host),
    isStaticFile: (rel) => (builder.current?.graph.config.staticDirectories ?? []).some((dir) => existsSync(path.join(root, dir, rel))),
  });
}

/** Stops a preview in order: no new rebuilds, the watcher, the rebuild under way, workers, streams, the server. */
async function closePreview(parts: { preview: Preview; watcher: FSWatcher; session: SiteSession; builder: IncrementalBuilder; hub: EventHub; server: Server }): Promise<void> {
  const { preview, watcher, session, builder, hub, server } = parts;
  await preview.close();
  await watcher.close();
  session.flushCache();
  await builder.close();
  hub.close();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
