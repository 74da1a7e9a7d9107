/** The HTTP side of starting a preview: a free port, and the browser opened at the site. */
import { spawn } from 'node:child_process';
import type { Server } from 'node:http';

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
