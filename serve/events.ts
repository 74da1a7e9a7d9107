/**
 * Server-sent events for `docs serve`: every open page keeps one `EventSource` on
 * `/__docs/events` and hears `hello` (on connect: the current build and errors), `reload` (a new
 * build), `errors` (the errors to show changed) and `idle` (background work done).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export class EventHub {
  private clients = new Set<ServerResponse>();
  private heartbeat: NodeJS.Timeout;

  constructor(heartbeatMs = 15_000) {
    // A comment line now and then keeps idle connections open through proxies and sleep.
    this.heartbeat = setInterval(() => {
      for (const res of this.clients) res.write(': ping\n\n');
    }, heartbeatMs);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  /** Takes over a request as an event stream and sends `hello` first. */
  connect(req: IncomingMessage, res: ServerResponse, hello: unknown): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    res.socket?.setNoDelay(true);
    res.write(`retry: 1000\n\n${frame('hello', hello)}`);
    this.clients.add(res);
    const drop = () => this.clients.delete(res);
    req.on('close', drop);
    res.on('close', drop);
  }

  send(event: string, data: unknown): void {
    this.sendJson(event, JSON.stringify(data));
  }

  /** Sends data already serialised as JSON (one line). */
  sendJson(event: string, json: string): void {
    const message = `event: ${event}\ndata: ${json}\n\n`;
    for (const res of this.clients) res.write(message);
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const res of this.clients) res.end();
    this.clients.clear();
  }
}

function frame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
