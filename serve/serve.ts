/**
 * `docs serve`: local preview with incremental rebuilds, live reload and an error overlay.
 *
 *   chokidar ──(changes, coalesced for `debounce` ms)──► SiteSession.update   (engine/session/session.ts)
 *        ──► errors new since the last good build? ── yes ─► overlay + terminal; pages stay as they were
 *                                                    no ──► IncrementalBuilder.update (serve/builder.ts)
 *        ──► `reload` on /__docs/events ──► browsers reload       (serve/events.ts, serve/client.ts)
 *
 * Pages that changed but are not the edited doc are rendered when requested, or in the background
 * once changes stop for `idleDelay` ms; build extensions (the search index) run then too, or when
 * their file is requested. Requests are answered by serve/http.ts. Nothing here ever exits the
 * process: content and config errors are shown, and the last good build stays served.
 */
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { createHash } from 'node:crypto';
import { rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import chokidar, { type FSWatcher } from 'chokidar';
import { formatDiagnostic, summarize, useColor } from '../engine/diagnostics-text.js';
import { type Diagnostic, SiteLoadError } from '../engine/diagnostics.js';
import { routeIndex, routeKey } from '../engine/graph/routes.js';
import type { Route } from '../engine/graph/types.js';
import { type FileChange, type SessionUpdate, SiteSession } from '../engine/session/session.js';
import { IncrementalBuilder } from './builder.js';
import { type ClientState, toOverlayDiagnostic } from './client.js';
import { EventHub } from './events.js';
import { createRequestHandler } from './http.js';

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
  /** Where messages go, one line each; default stderr. `null` silences them. */
  log?: ((line: string) => void) | null;
}

/** The state of a running server, as `/__docs/status` reports it. */
export interface ServeStatus {
  build: number;
  errors: Diagnostic[];
  stalePages: number;
  extensionsPending: boolean;
  busy: boolean;
  docs: number;
  /** Open event streams (browsers showing the site). */
  clients: number;
}

export interface RebuildEvent {
  build: number;
  /** Milliseconds from the first change of the batch to the reload event. */
  ms: number;
  /** Routes rendered before the reload was sent, and those left for later. */
  rendered: string[];
  stale: string[];
  files: string[];
  timings: Record<string, number>;
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

/** Listens on `port`, or the next free one; resolves with the port used. */
export function listen(server: Server, port: number, host: string, log: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): Promise<number> {
  return new Promise((resolve, reject) => {
    const attempt = (p: number, triesLeft: number) => {
      const onError = (error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE' && triesLeft > 0 && p !== 0) {
          log(`Port ${p} is in use (another server is running there); trying ${p + 1}.`);
          attempt(p + 1, triesLeft - 1);
        } else if (error.code === 'EADDRINUSE') {
          reject(new Error(`Ports ${port} to ${p} are all in use. Pass a free one with --port.`));
        } else reject(error);
      };
      server.once('error', onError);
      server.listen(p, host, () => {
        server.off('error', onError);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : p);
      });
    };
    attempt(port, 20);
  });
}

/** Opens a URL with the platform's opener; does nothing when there is none. */
export function openBrowser(url: string): void {
  const [command, args] =
    process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '""', url]] : ['xdg-open', [url]];
  try {
    const child = spawn(command, args as string[], { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // no opener: the URL is printed anyway
  }
}

const diagnosticKey = (d: Diagnostic) => `${d.severity}\u0000${d.file ?? ''}\u0000${d.rule}\u0000${d.message}`;
const errorsOf = (list: Diagnostic[]) => list.filter((d) => d.severity === 'error');

/** Servers started by this process (each gets its own build folder). */
let servers = 0;

/** Directories never worth watching inside a site. */
const SKIP_DIRS = new Set(['node_modules', '.git', '.docusaurus', '.cache', 'build']);

export async function serveSite(siteDir: string, options: ServeOptions): Promise<ServeHandle> {
  const root = path.resolve(siteDir);
  // Each server has its own build folder (two servers on one site must not swap each other's files),
  // outside the site (nothing to watch or ignore), removed when the server closes.
  const ownOutDir = !options.outDir;
  const outDir = options.outDir ? path.resolve(root, options.outDir) : path.join(tmpdir(), `docs-serve-${createHash('sha1').update(root).digest('hex').slice(0, 8)}-${process.pid}-${++servers}`);
  const log = options.log === null ? () => undefined : (options.log ?? ((line: string) => process.stderr.write(`${line}\n`)));
  const color = options.log === undefined && useColor();
  const debounce = options.debounce ?? 50;
  const idleDelay = options.idleDelay ?? 300;
  const emitter = new EventEmitter();
  const hub = new EventHub();
  const session = new SiteSession(root, { config: options.config, ...(options.cache !== undefined ? { cache: options.cache } : {}) });
  const builder = new IncrementalBuilder(outDir);

  let build = 0;
  let hasBuild = false;
  /** Errors of the build that is served (new errors block an update; these do not). */
  let appliedErrorKeys = new Set<string>();
  /** Diagnostics of the latest attempt, shown in the overlay. */
  let shownDiagnostics: Diagnostic[] = [];
  /** Config errors of the latest config load that failed (the previous config stays in use). */
  let configErrors: Diagnostic[] = [];
  let printed = new Set<string>();
  let routesByKey = new Map<string, Route>();

  /** A rebuild that failed on a bug (not a content problem): shown until a rebuild succeeds. */
  let internalErrors: Diagnostic[] = [];
  const currentErrors = () => [...configErrors, ...internalErrors, ...errorsOf(shownDiagnostics), ...builder.renderErrors];
  const clientState = (): ClientState => ({ build, errors: currentErrors().map(toOverlayDiagnostic) });

  /** Prints the diagnostics not printed in the previous report. */
  const report = (list: Diagnostic[]) => {
    const keys = new Set(list.map(diagnosticKey));
    for (const d of list) if (!printed.has(diagnosticKey(d))) log(formatDiagnostic(d, color));
    printed = keys;
  };

  const publishErrors = () => {
    const errors = currentErrors();
    hub.send('errors', { build, errors: errors.map(toOverlayDiagnostic) });
    emitter.emit('errors', errors);
  };

  const applied = (update: SessionUpdate) => {
    hasBuild = true;
    appliedErrorKeys = new Set(errorsOf(update.site.diagnostics).map(diagnosticKey));
    routesByKey = routeIndex(update.site.graph.routes);
  };

  // First load and build.
  const started = performance.now();
  try {
    const first = await session.load();
    report(first.site.diagnostics);
    shownDiagnostics = first.site.diagnostics;
    await builder.reset(first);
    build = 1;
    applied(first);
    const errors = errorsOf(first.site.diagnostics).length;
    log(`Loaded ${first.site.graph.docs.length} docs in ${((performance.now() - started) / 1000).toFixed(2)} s${errors ? `; ${summarize(first.site.diagnostics, color)}: the browser shows them until they are fixed` : ''}.`);
  } catch (error) {
    if (!(error instanceof SiteLoadError)) throw error;
    configErrors = error.diagnostics;
    report(error.diagnostics);
    log(`${summarize(error.diagnostics, color)}: the site cannot be loaded. Fix the config and save; the server keeps running.`);
  }

  // Rebuilds: changes are coalesced, one rebuild runs at a time.
  let pending: FileChange[] = [];
  let firstChangeAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  const rebuild = async (changes: FileChange[], since: number): Promise<void> => {
    const startedAt = performance.now();
    const errorsKey = () => currentErrors().map(diagnosticKey).join('\n');
    const before = errorsKey();
    let update: SessionUpdate;
    try {
      update = hasBuild ? await session.update(changes) : await session.load();
    } catch (error) {
      if (!(error instanceof SiteLoadError)) throw error;
      configErrors = error.diagnostics;
      report([...error.diagnostics, ...shownDiagnostics]);
      log(`${summarize(error.diagnostics, color)} in the config: the last good build is still served.`);
      publishErrors();
      return;
    }
    if (update.full) configErrors = [];
    internalErrors = [];
    if (!update.modified && !update.full) {
      if (before !== errorsKey()) publishErrors();
      return;
    }
    const diagnostics = update.site.diagnostics;
    shownDiagnostics = diagnostics;
    report(diagnostics);
    const blocking = errorsOf(diagnostics).filter((d) => !appliedErrorKeys.has(diagnosticKey(d)));
    if (hasBuild && blocking.length) {
      log(`${summarize(diagnostics, color)}: the browser shows ${blocking.length === 1 ? 'it' : 'them'}; the last good build is still served.`);
      if (before !== errorsKey()) publishErrors();
      return;
    }
    const wasFixed = before !== '' && currentErrors().length === 0;
    let rendered: string[] = [];
    let stale: string[] = [];
    let changed = true;
    const buildStarted = performance.now();
    if (update.full || !hasBuild) await builder.reset(update);
    else ({ rendered, stale, changed } = builder.update(update));
    update.timings.build = performance.now() - buildStarted;
    applied(update);
    if (!changed && !wasFixed && before === errorsKey()) return;
    build++;
    const ms = performance.now() - since;
    hub.send('reload', { build, routes: [...rendered, ...stale].slice(0, 50) });
    if (before !== errorsKey()) publishErrors();
    const what = update.changed.length === 1 ? update.changed[0] : update.full ? 'the config' : `${update.changed.length} files`;
    log(
      `${wasFixed ? 'Fixed: ' : ''}rebuilt after ${what} in ${Math.round(ms)} ms: ${update.full ? 'every page' : `${rendered.length} page${rendered.length === 1 ? '' : 's'}`}${stale.length ? `, ${stale.length} more when opened` : ''}.`,
    );
    const event: RebuildEvent = { build, ms, rendered, stale, files: update.changed, timings: { ...update.timings, debounce: debounce, waited: startedAt - since } };
    emitter.emit('rebuild', event);
  };

  /**
   * chokidar reports one change per file per 50 ms and drops the others: a save that lands just
   * after the file was read would go unseen. So files whose modification time is later than the
   * read are looked at again once that window has passed.
   */
  const recheck = (changes: FileChange[], readAt: number) => {
    const files = [...new Set(changes.filter((c) => c.event === 'change' || c.event === 'add').map((c) => c.path))];
    if (!files.length) return;
    setTimeout(() => {
      for (const file of files) {
        try {
          if (statSync(file).mtimeMs >= readAt - 2) onChange('change', file);
        } catch {
          // gone: its unlink event comes
        }
      }
    }, 75).unref();
  };

  const flush = () => {
    timer = undefined;
    if (running || closed || !pending.length) return;
    const changes = pending;
    const since = firstChangeAt;
    pending = [];
    cancelBackground();
    const readAt = Date.now();
    recheck(changes, readAt);
    running = rebuild(changes, since)
      .catch((error: unknown) => {
        // A bug, not a content problem: say so, keep serving.
        log(`docs serve: internal error while rebuilding: ${(error as Error).stack ?? String(error)}`);
        internalErrors = [{ severity: 'error', rule: 'internal-error', message: `docs serve could not rebuild: ${(error as Error).message}. The last good build is still served; please report this.` }];
        publishErrors();
      })
      .finally(() => {
        running = undefined;
        session.flushCache();
        if (pending.length) timer = setTimeout(flush, debounce);
        else scheduleBackground();
      });
  };

  const onChange = (event: FileChange['event'], file: string) => {
    if (closed) return;
    if (!pending.length) firstChangeAt = performance.now();
    pending.push({ event, path: path.resolve(file) });
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, debounce);
    cancelBackground();
  };

  // Background work: stale pages, then build extensions.
  let backgroundTimer: NodeJS.Timeout | undefined;
  let backgroundToken = 0;
  const cancelBackground = () => {
    backgroundToken++;
    if (backgroundTimer) clearTimeout(backgroundTimer);
    backgroundTimer = undefined;
  };
  const scheduleBackground = () => {
    cancelBackground();
    if (!hasBuild || closed) return;
    const token = backgroundToken;
    backgroundTimer = setTimeout(() => void runBackground(token), idleDelay);
  };
  const runBackground = async (token: number) => {
    backgroundTimer = undefined;
    try {
      while (token === backgroundToken && !closed && !running && builder.renderStale(4) > 0) await new Promise((r) => setImmediate(r));
      if (token !== backgroundToken || closed || running) return;
      if (builder.staleCount === 0) await builder.runExtensions();
      if (token !== backgroundToken || closed || running) return;
      hub.send('idle', { build });
      emitter.emit('idle');
    } catch (error) {
      log(`docs serve: internal error in background rendering: ${(error as Error).stack ?? String(error)}`);
    }
  };

  const status = (): ServeStatus => ({
    build,
    errors: currentErrors(),
    stalePages: builder.staleCount,
    extensionsPending: builder.needsExtensions,
    busy: !!running || !!timer || pending.length > 0,
    docs: builder.current?.graph.docs.length ?? 0,
    clients: hub.size,
  });

  // The watcher: the site root, filtered to the paths that matter.
  let targets = session.watchTargets();
  const relevant = (file: string) => {
    const rel = path.relative(root, file);
    if (rel === '') return true;
    if (rel.startsWith('..') || path.isAbsolute(rel)) return false;
    const segments = rel.split(path.sep);
    if (segments.some((s) => SKIP_DIRS.has(s))) return targets.some((t) => t === file || file.startsWith(t + path.sep));
    // Without a loaded config, where the docs are is unknown: watch everything, so they are watched
    // already when the config is fixed.
    if (!hasBuild) return true;
    return targets.some((t) => t === file || file.startsWith(t + path.sep) || t.startsWith(file + path.sep));
  };
  const watcher: FSWatcher = chokidar.watch(root, { ignoreInitial: true, ignored: (file: string) => !relevant(path.resolve(file)) });
  for (const event of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const) watcher.on(event, (file: string) => onChange(event, file));
  watcher.on('error', (error: unknown) => log(`docs serve: watcher error: ${(error as Error).message ?? String(error)}`));
  emitter.on('rebuild', () => {
    const next = session.watchTargets();
    const added = next.filter((t) => !targets.includes(t));
    targets = next;
    if (added.length) watcher.add(added);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  const server = createServer(
    createRequestHandler({
      outDir,
      baseUrl: () => builder.current?.graph.config.baseUrl ?? '/',
      route: (pathname) => routesByKey.get(routeKey(pathname)),
      hasBuild: () => hasBuild,
      ensureFresh: (rel) => {
        builder.ensureFresh(rel);
      },
      ensureExtensionFile: async (rel, missing) => {
        if (!hasBuild || !builder.needsExtensions) return false;
        const wanted = missing ? /\.[a-z0-9]+$/i.test(rel) && !rel.endsWith('.html') : builder.isExtensionFile(rel);
        if (!wanted) return false;
        await builder.runExtensions();
        return true;
      },
      clientState,
      events: (req, res) => hub.connect(req, res, { build, errors: clientState().errors }),
      status,
    }),
  );
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
  scheduleBackground();

  return {
    url,
    port,
    host: options.host,
    server,
    outDir,
    events: emitter,
    status,
    async close() {
      if (closed) return;
      closed = true;
      if (timer) clearTimeout(timer);
      cancelBackground();
      await watcher.close();
      await running?.catch(() => undefined);
      session.flushCache();
      await builder.close();
      hub.close();
      if (ownOutDir) rmSync(outDir, { recursive: true, force: true });
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
