/**
 * Helpers of the `docs serve` tests: a copy of the fixture site in a temporary folder, the server on
 * a free port, raw HTTP requests (paths sent exactly as written), and an event-stream client whose
 * events can be awaited. Nothing here sleeps for a fixed time: tests wait for events.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ServeHandle, type ServeOptions, serveSite } from '../../serve/serve.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FIXTURE = path.join(repoRoot, 'tests', 'fixtures', 'serve-site');

/** How long a test waits for the server to react to a file change (a loaded 2-core machine is slow). */
export const EVENT_TIMEOUT = 30_000;

export interface Response {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with the path sent as written (no normalisation of `..` or escapes). */
export function request(port: number, rawPath: string, method = 'GET'): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

export interface ServerEvent {
  event: string;
  data: { build?: number; errors?: { where: string; message: string; rule: string; severity: string; file?: string; line?: number; column?: number }[]; routes?: string[] };
}

/** A client of /__docs/events: keeps every event; `next` waits for one matching a test. */
export class EventStream {
  readonly events: ServerEvent[] = [];
  private waiters: { test: (e: ServerEvent) => boolean; from: number; resolve: (e: ServerEvent) => void }[] = [];
  private req: http.ClientRequest;
  readonly connected: Promise<void>;

  constructor(port: number) {
    let onConnect!: () => void;
    this.connected = new Promise((resolve) => (onConnect = resolve));
    this.req = http.get({ host: '127.0.0.1', port, path: '/__docs/events', agent: false }, (res) => {
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (!event) continue;
          const message: ServerEvent = { event, data: data ? JSON.parse(data) : {} };
          this.events.push(message);
          if (event === 'hello') onConnect();
          for (const waiter of [...this.waiters]) {
            if (this.events.length - 1 >= waiter.from && waiter.test(message)) {
              this.waiters.splice(this.waiters.indexOf(waiter), 1);
              waiter.resolve(message);
            }
          }
        }
      });
    });
    this.req.on('error', () => undefined);
  }

  /** Index to wait from: events after this point. */
  mark(): number {
    return this.events.length;
  }

  /** The first event at or after `from` that passes `test`. */
  next(test: (e: ServerEvent) => boolean, from: number, label: string, timeout = EVENT_TIMEOUT): Promise<ServerEvent> {
    const found = this.events.slice(from).find(test);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out after ${timeout} ms waiting for ${label}; events: ${JSON.stringify(this.events.slice(from))}`)), timeout);
      this.waiters.push({
        test,
        from,
        resolve: (e) => {
          clearTimeout(timer);
          resolve(e);
        },
      });
    });
  }

  close(): void {
    this.req.destroy();
  }
}

export interface ServedSite {
  dir: string;
  handle: ServeHandle;
  port: number;
  stream: EventStream;
  /** Site-relative file helpers. */
  read(rel: string): string;
  write(rel: string, text: string): void;
  get(rawPath: string, method?: string): Promise<Response>;
  /** Resolves when every page is rendered and the build extensions ran (the server's `idle`). */
  settled(): Promise<void>;
  /** Writes a file and resolves with the `reload` event that follows. */
  editAndReload(rel: string, text: string): Promise<ServerEvent>;
  close(): Promise<void>;
  log: string[];
}

/** Copies the fixture (tests/fixtures/serve-site unless told another) to a temporary folder and serves it on a free port. */
export async function serveFixture(options: Partial<ServeOptions> = {}, prepare?: (dir: string) => void, fixture = FIXTURE): Promise<ServedSite> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'docs-serve-test-'));
  const dir = path.join(tmp, 'site');
  cpSync(fixture, dir, { recursive: true });
  prepare?.(dir);
  const log: string[] = [];
  const handle = await serveSite(dir, { port: 0, host: '127.0.0.1', open: false, cache: false, log: (line) => log.push(line), ...options });
  const stream = new EventStream(handle.port);
  await stream.connected;
  const site: ServedSite = {
    dir,
    handle,
    port: handle.port,
    stream,
    log,
    read: (rel) => readFileSync(path.join(dir, rel), 'utf8'),
    write: (rel, text) => writeFileSync(path.join(dir, rel), text),
    get: (rawPath, method) => request(handle.port, rawPath, method),
    async settled() {
      while (handle.status().busy || handle.status().stalePages > 0 || handle.status().extensionsPending) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 1000);
          handle.events.once('idle', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    async editAndReload(rel, text) {
      const from = stream.mark();
      const build = handle.status().build;
      writeFileSync(path.join(dir, rel), text);
      return stream.next((e) => e.event === 'reload' && (e.data.build ?? 0) > build, from, `a reload after writing ${rel}`);
    },
    async close() {
      stream.close();
      await handle.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
  return site;
}

/** The live-reload state the server put into an HTML response. */
export function injectedState(html: string): { build: number; errors: { where: string; message: string; rule: string }[] } {
  const m = /<script data-docs-serve>\(function\(\)\{\nvar state=(.*?);\n/.exec(html);
  if (!m) throw new Error('no live-reload script in the response');
  return JSON.parse(m[1]);
}

/** A `docs serve` child process (the compiled CLI) and what it printed so far. */
export interface ServeProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
}

/**
 * Starts `node bin/docs.js serve SITE --port 0 ...args` and resolves once it says where it serves
 * (the URL's path must start with `pathPrefix`, e.g. `/fr/`).
 */
export function startServeProcess(site: string, args: string[], env: NodeJS.ProcessEnv, pathPrefix = '/'): Promise<ServeProcess> {
  let output = '';
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'docs.js'), 'serve', site, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const served = new RegExp(`Serving .* at http://127\\.0\\.0\\.1:(\\d+)${pathPrefix.replace(/[/.]/g, '\\$&')}`);
  return new Promise<ServeProcess>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`docs serve did not start:\n${output}`)), 120_000);
    const check = () => {
      const m = served.exec(output);
      if (!m) return;
      clearTimeout(timer);
      child.stderr!.off('data', check);
      resolve({ child, port: Number(m[1]), output: () => output });
    };
    child.stderr!.on('data', check);
    child.once('exit', (code) => reject(new Error(`docs serve exited with ${code}:\n${output}`)));
  });
}

