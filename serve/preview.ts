/**
 * The state of a running preview and the loop that keeps it current:
 *
 *   file changes ──(coalesced for `debounce` ms, one rebuild at a time)──► SiteSession.update
 *     ──► errors new since the last good build? ── yes ─► overlay + terminal; pages stay as they were
 *                                                  no ──► IncrementalBuilder.update
 *     ──► `reload` to the browsers; once changes stop for `idleDelay` ms, stale pages and the build
 *         extensions (the search index) run in the background.
 *
 * Nothing here exits the process: content and config errors are shown and the last good build stays
 * served; a bug while rebuilding is shown as an internal error until a rebuild succeeds.
 */
import { EventEmitter } from 'node:events';
import { statSync } from 'node:fs';
import path from 'node:path';
import { formatDiagnostic, summarize } from '../engine/diagnostics-text.js';
import { type Diagnostic, SiteLoadError } from '../engine/diagnostics.js';
import { routeIndex } from '../engine/graph/routes.js';
import type { Route } from '../engine/graph/types.js';
import type { FileChange, SessionUpdate, SiteSession } from '../engine/session/session.js';
import type { BuilderUpdate, IncrementalBuilder } from './builder.js';
import { reloadEventJson, showsInPlace } from './live-update.js';
import { type ClientState, toOverlayDiagnostic } from './client.js';
import type { EventHub } from './events.js';

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
  /** performance.now() when the watcher reported the batch's first change. */
  changeSeenAt: number;
  /** Routes whose new data went with the reload event, for open pages to show in place. */
  inPlace: string[];
}

export interface PreviewOptions {
  session: SiteSession;
  builder: IncrementalBuilder;
  hub: EventHub;
  log: (line: string) => void;
  color: boolean;
  debounce: number;
  /** Wait after a lone change of one file (an editor's save) before rebuilding: a few ms, not `debounce`. */
  quickDelay?: number;
  idleDelay: number;
}

/** Default of PreviewOptions.quickDelay: long enough for the events of one write to arrive together. */
const QUICK_DELAY_MS = 5;

/** When files read by a rebuild are looked at again: past chokidar's 50 ms window of one change per file. */
const RECHECK_MS = 75;

/**
 * How far a file's modification time can lag the clock: the kernel stamps writes from its coarse
 * clock, up to one tick (4 ms at 250 Hz, 10 ms at 100 Hz) behind Date.now(). Smaller than RECHECK_MS:
 * the rebuild a recheck starts looks at the file once more only if it was written again.
 */
const MTIME_SLACK_MS = 25;

/** The files modified at or after `readAt` (ms since the epoch), allowing for the file clock's lag; gone files are left out. */
export function writtenSince(files: readonly string[], readAt: number): string[] {
  return files.filter((file) => {
    try {
      return statSync(file).mtimeMs >= readAt - MTIME_SLACK_MS;
    } catch {
      return false; // gone: its unlink event comes
    }
  });
}

/** Every change is a `change` of the same one file. */
function isLoneSave(changes: readonly FileChange[]): boolean {
  return changes.every((c) => c.event === 'change' && c.path === changes[0].path);
}

const diagnosticKey = (d: Diagnostic) => `${d.severity}\u0000${d.file ?? ''}\u0000${d.rule}\u0000${d.message}`;
const errorsOf = (list: Diagnostic[]) => list.filter((d) => d.severity === 'error');

export class Preview {
  /** `rebuild` (RebuildEvent), `errors` (Diagnostic[]), `idle`. */
  readonly events = new EventEmitter();
  build = 0;
  hasBuild = false;
  routesByKey = new Map<string, Route>();
  private readonly session: SiteSession;
  private readonly builder: IncrementalBuilder;
  private readonly hub: EventHub;
  private readonly log: (line: string) => void;
  private readonly color: boolean;
  private readonly debounce: number;
  private readonly quickDelay: number;
  private readonly idleDelay: number;
  /** Errors of the build that is served (new errors block an update; these do not). */
  private appliedErrorKeys = new Set<string>();
  /** Diagnostics of the latest attempt, shown in the overlay. */
  private shownDiagnostics: Diagnostic[] = [];
  /** Config errors of the latest config load that failed (the previous config stays in use). */
  private configErrors: Diagnostic[] = [];
  /** A rebuild that failed on a bug (not a content problem): shown until a rebuild succeeds. */
  private internalErrors: Diagnostic[] = [];
  private printed = new Set<string>();
  private pending: FileChange[] = [];
  private firstChangeAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private closed = false;
  private backgroundTimer: NodeJS.Timeout | undefined;
  private backgroundToken = 0;

  constructor(options: PreviewOptions) {
    ({ session: this.session, builder: this.builder, hub: this.hub, log: this.log, color: this.color, debounce: this.debounce, idleDelay: this.idleDelay } = options);
    this.quickDelay = Math.min(options.quickDelay ?? QUICK_DELAY_MS, this.debounce);
  }

  currentErrors(): Diagnostic[] {
    return [...this.configErrors, ...this.internalErrors, ...errorsOf(this.shownDiagnostics), ...this.builder.renderErrors];
  }

  clientState(): ClientState {
    return { build: this.build, errors: this.currentErrors().map(toOverlayDiagnostic) };
  }

  status(): ServeStatus {
    return {
      build: this.build,
      errors: this.currentErrors(),
      stalePages: this.builder.staleCount,
      extensionsPending: this.builder.needsExtensions,
      busy: !!this.running || !!this.timer || this.pending.length > 0,
      docs: this.builder.current?.graph.docs.length ?? 0,
      clients: this.hub.size,
    };
  }

  /** The first load and build. Config errors are shown, and the server runs on until they are fixed. */
  async start(): Promise<void> {
    const started = performance.now();
    try {
      const first = await this.session.load();
      this.report(first.site.diagnostics);
      this.shownDiagnostics = first.site.diagnostics;
      await this.builder.reset(first);
      await this.builder.renderReactPages();
      this.build = 1;
      this.applied(first);
      const errors = errorsOf(first.site.diagnostics).length;
      this.log(`Loaded ${first.site.graph.docs.length} docs in ${((performance.now() - started) / 1000).toFixed(2)} s${errors ? `; ${summarize(first.site.diagnostics, this.color)}: the browser shows them until they are fixed` : ''}.`);
    } catch (error) {
      if (!(error instanceof SiteLoadError)) throw error;
      this.configErrors = error.diagnostics;
      this.report(error.diagnostics);
      this.log(`${summarize(error.diagnostics, this.color)}: the site cannot be loaded. Fix the config and save; the server keeps running.`);
    }
  }

  /**
   * A file changed: rebuilt with the others that arrive within `debounce` ms. A lone change of one
   * file (a save) waits only `quickDelay` ms; a second file, or a file that comes or goes, makes it
   * a burst (a checkout, a folder moved), waited for `debounce` ms after its last change.
   */
  onChange(event: FileChange['event'], file: string): void {
    if (this.closed) return;
    if (!this.pending.length) this.firstChangeAt = performance.now();
    this.pending.push({ event, path: path.resolve(file) });
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), isLoneSave(this.pending) ? this.quickDelay : this.debounce);
    this.cancelBackground();
  }

  /** Stops every timer and waits for the rebuild under way. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.cancelBackground();
    await this.running?.catch(() => undefined);
  }

  /** Prints the diagnostics not printed in the previous report. */
  private report(list: Diagnostic[]): void {
    const keys = new Set(list.map(diagnosticKey));
    for (const d of list) if (!this.printed.has(diagnosticKey(d))) this.log(formatDiagnostic(d, this.color));
    this.printed = keys;
  }

  private publishErrors(): void {
    const errors = this.currentErrors();
    this.hub.send('errors', { build: this.build, errors: errors.map(toOverlayDiagnostic) });
    this.events.emit('errors', errors);
  }

  private applied(update: SessionUpdate): void {
    this.hasBuild = true;
    this.appliedErrorKeys = new Set(errorsOf(update.site.diagnostics).map(diagnosticKey));
    this.routesByKey = routeIndex(update.site.graph.routes);
  }

  private errorsKey(): string {
    return this.currentErrors().map(diagnosticKey).join('\n');
  }

  /** Runs the pending changes through a rebuild; one at a time, the next batch after it. */
  private flush(): void {
    this.timer = undefined;
    if (this.running || this.closed || !this.pending.length) return;
    const changes = this.pending;
    const since = this.firstChangeAt;
    this.pending = [];
    this.cancelBackground();
    this.recheck(changes, Date.now());
    this.running = this.rebuild(changes, since)
      .catch((error: unknown) => {
        // A bug, not a content problem: say so, keep serving.
        this.log(`docs serve: internal error while rebuilding: ${(error as Error).stack ?? String(error)}`);
        this.internalErrors = [{ severity: 'error', rule: 'internal-error', message: `docs serve could not rebuild: ${(error as Error).message}. The last good build is still served; please report this.` }];
        this.publishErrors();
      })
      .finally(() => {
        this.running = undefined;
        this.session.flushCache();
        if (this.pending.length) this.timer = setTimeout(() => this.flush(), isLoneSave(this.pending) ? this.quickDelay : this.debounce);
        else this.scheduleBackground();
      });
  }

  /** The session's view of the changes, or undefined when the config cannot be loaded (then shown). */
  private async sessionUpdate(changes: FileChange[]): Promise<SessionUpdate | undefined> {
    try {
      return this.hasBuild ? await this.session.update(changes) : await this.session.load();
    } catch (error) {
      if (!(error instanceof SiteLoadError)) throw error;
      this.configErrors = error.diagnostics;
      this.report([...error.diagnostics, ...this.shownDiagnostics]);
      this.log(`${summarize(error.diagnostics, this.color)} in the config: the last good build is still served.`);
      this.publishErrors();
      return undefined;
    }
  }

  private async rebuild(changes: FileChange[], since: number): Promise<void> {
    const startedAt = performance.now();
    const before = this.errorsKey();
    const update = await this.sessionUpdate(changes);
    if (!update) return;
    if (update.full) this.configErrors = [];
    this.internalErrors = [];
    if (!update.modified && !update.full) {
      if (before !== this.errorsKey()) this.publishErrors();
      return;
    }
    const diagnostics = update.site.diagnostics;
    this.shownDiagnostics = diagnostics;
    this.report(diagnostics);
    const blocking = errorsOf(diagnostics).filter((d) => !this.appliedErrorKeys.has(diagnosticKey(d)));
    if (this.hasBuild && blocking.length) {
      this.log(`${summarize(diagnostics, this.color)}: the browser shows ${blocking.length === 1 ? 'it' : 'them'}; the last good build is still served.`);
      if (before !== this.errorsKey()) this.publishErrors();
      return;
    }
    const wasFixed = before !== '' && this.currentErrors().length === 0;
    let rendered: string[] = [];
    let stale: string[] = [];
    let live: BuilderUpdate['live'] = [];
    let structureKept = false;
    let changed = true;
    const buildStarted = performance.now();
    if (update.full || !this.hasBuild) {
      if (!(await this.resetOrShow(update))) return;
    } else ({ rendered, stale, changed, live, structureKept } = this.builder.update(update));
    const reactPages = await this.builder.renderReactPages();
    rendered.push(...reactPages);
    update.timings.build = performance.now() - buildStarted;
    this.applied(update);
    if (!changed && !wasFixed && before === this.errorsKey()) return;
    this.build++;
    const ms = performance.now() - since;
    const inPlace = structureKept && showsInPlace(update, reactPages.length === 0, [...rendered, ...stale]);
    this.hub.sendJson('reload', reloadEventJson(this.build, [...rendered, ...stale], inPlace ? live : undefined));
    if (before !== this.errorsKey()) this.publishErrors();
    this.logRebuild(update, { wasFixed, ms, rendered, stale });
    const timings = { ...update.timings, debounce: this.debounce, waited: startedAt - since };
    const event: RebuildEvent = { build: this.build, ms, rendered, stale, files: update.changed, timings, changeSeenAt: since, inPlace: inPlace ? live.map((p) => p.route) : [] };
    this.events.emit('rebuild', event);
  }

  /** Resets the build folder; a stylesheet the site names that cannot be bundled (customCss) is shown like a config error instead. */
  private async resetOrShow(update: SessionUpdate): Promise<boolean> {
    try {
      await this.builder.reset(update);
      return true;
    } catch (error) {
      if (!(error instanceof SiteLoadError)) throw error;
      this.configErrors = error.diagnostics;
      this.report([...error.diagnostics, ...this.shownDiagnostics]);
      this.log(`${summarize(error.diagnostics, this.color)}: the last good build is still served.`);
      this.publishErrors();
      return false;
    }
  }

  private logRebuild(update: SessionUpdate, { wasFixed, ms, rendered, stale }: { wasFixed: boolean; ms: number; rendered: string[]; stale: string[] }): void {
    const what = update.changed.length === 1 ? update.changed[0] : update.full ? 'the config' : `${update.changed.length} files`;
    this.log(
      `${wasFixed ? 'Fixed: ' : ''}rebuilt after ${what} in ${Math.round(ms)} ms: ${update.full ? 'every page' : `${rendered.length} page${rendered.length === 1 ? '' : 's'}`}${stale.length ? `, ${stale.length} more when opened` : ''}.`,
    );
  }

  /**
   * chokidar reports one change per file per 50 ms and drops the others: a save that lands just
   * after the file was read would go unseen. So files written since the read are looked at again
   * once that window has passed.
   */
  private recheck(changes: FileChange[], readAt: number): void {
    const files = [...new Set(changes.filter((c) => c.event === 'change' || c.event === 'add').map((c) => c.path))];
    if (!files.length) return;
    setTimeout(() => {
      for (const file of writtenSince(files, readAt)) this.onChange('change', file);
    }, RECHECK_MS).unref();
  }

  private cancelBackground(): void {
    this.backgroundToken++;
    if (this.backgroundTimer) clearTimeout(this.backgroundTimer);
    this.backgroundTimer = undefined;
  }

  /** Background work once changes stop: stale pages, then build extensions. */
  scheduleBackground(): void {
    this.cancelBackground();
    if (!this.hasBuild || this.closed) return;
    const token = this.backgroundToken;
    this.backgroundTimer = setTimeout(() => void this.runBackground(token), this.idleDelay);
  }

  private async runBackground(token: number): Promise<void> {
    this.backgroundTimer = undefined;
    const interrupted = () => token !== this.backgroundToken || this.closed || !!this.running;
    try {
      while (!interrupted() && this.builder.renderStale(4) > 0) await new Promise((r) => setImmediate(r));
      if (interrupted()) return;
      if (this.builder.staleCount === 0) await this.builder.runExtensions();
      if (interrupted()) return;
      this.hub.send('idle', { build: this.build });
      this.events.emit('idle');
    } catch (error) {
      this.log(`docs serve: internal error in background rendering: ${(error as Error).stack ?? String(error)}`);
    }
  }
}
