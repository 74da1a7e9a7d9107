/**
 * Running a site's own module (config, sidebars) without letting it end or hang the command: a
 * `process.exit()` in it is caught, a module that never settles is reported, and a throw is placed
 * at its line and column in the original source (through the bundle's source map).
 */
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** How long a module may take to settle while other work is still pending (a timer, a socket). */
const SETTLE_TIMEOUT_MS = 30_000;

/** The module called process.exit(). */
export class ModuleExitError extends Error {
  constructor(readonly code: unknown) {
    super(`it called process.exit(${code === undefined ? '' : JSON.stringify(code)})`);
  }
}

/** The module's evaluation (or its exported function's promise) never settled. */
export class ModuleHangError extends Error {}

/**
 * Runs `evaluate` with process.exit turned into a throw, and fails when it cannot settle: at once
 * when nothing is left for the event loop to do (the promise can never settle), else after 30 s.
 */
export async function runGuarded<T>(evaluate: () => Promise<T>): Promise<T> {
  const realExit = process.exit;
  process.exit = ((code?: unknown) => {
    throw new ModuleExitError(code);
  }) as typeof process.exit;
  let onDrained = () => {};
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    onDrained = () => reject(new ModuleHangError('it never settled (a promise that never resolves, or a top-level await on one)'));
    timer = setTimeout(() => reject(new ModuleHangError(`it did not settle in ${SETTLE_TIMEOUT_MS / 1000} s`)), SETTLE_TIMEOUT_MS);
    timer.unref();
  });
  process.once('beforeExit', onDrained);
  try {
    return await Promise.race([evaluate(), hang]);
  } finally {
    process.exit = realExit;
    process.off('beforeExit', onDrained);
    clearTimeout(timer);
  }
}

/** The file (absolute), line and column (1-based) in the original sources where a bundled module threw. */
export function throwSite(error: unknown, bundlePath: string, code: string): { file: string; line: number; column: number } | undefined {
  const stack = (error as Error | undefined)?.stack;
  const mapMatch = /\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/.exec(code);
  if (typeof stack !== 'string' || !mapMatch) return undefined;
  const name = path.basename(bundlePath).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const frame = new RegExp(`${name}:(\\d+):(\\d+)`).exec(stack);
  if (!frame) return undefined;
  try {
    const map = new SourceMap(JSON.parse(Buffer.from(mapMatch[1], 'base64').toString('utf8')) as ConstructorParameters<typeof SourceMap>[0]);
    const entry = map.findEntry(Number(frame[1]) - 1, Number(frame[2]) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number };
    if (!entry.originalSource || entry.originalLine === undefined || entry.originalColumn === undefined) return undefined;
    const source = entry.originalSource.startsWith('file:') ? fileURLToPath(entry.originalSource) : path.resolve(path.dirname(bundlePath), entry.originalSource);
    return { file: source, line: entry.originalLine + 1, column: entry.originalColumn + 1 };
  } catch {
    return undefined;
  }
}
