/**
 * Errors of the machine rather than of the site (a file that cannot be read or written, a port in
 * use): one line saying what failed, on which path, and what to do. The stack trace is printed
 * only with DEBUG=docs.
 */
import path from 'node:path';

/** The stack of `error` and a newline when DEBUG names docs, else ''. */
export function debugStack(error: unknown): string {
  const debug = process.env.DEBUG ?? '';
  if (!/(^|,)\s*(docs|docs:\*|\*)\s*(,|$)/.test(debug) || !(error instanceof Error)) return '';
  const cause = error.cause instanceof Error ? error.cause : error;
  return cause.stack ? `${cause.stack}\n` : '';
}

const ADVICE: Record<string, string> = {
  ENOENT: 'it does not exist (a dangling symbolic link?). Create it, or remove what names it.',
  EACCES: 'permission denied. Make it readable (and writable, for an output folder) for you.',
  EPERM: 'operation not permitted. Check its permissions.',
  EROFS: 'the file system is read-only. Choose a writable location.',
  ENOSPC: 'the disk is full. Free some space and try again.',
  EDQUOT: 'the disk quota is used up. Free some space and try again.',
  EISDIR: 'it is a folder where a file was expected.',
  ENOTDIR: 'a part of the path is a file where a folder was expected.',
  ELOOP: 'symbolic links point at each other in a loop. Fix the links.',
  EMFILE: 'too many open files. Raise the limit (ulimit -n) and try again.',
  EADDRINUSE: 'the address is already in use. Choose another --port, or stop the program using it.',
  EADDRNOTAVAIL: 'the address is not available on this machine. Choose another --host.',
};

/** One line for a file-system or network error (`code` and `path` from Node), or undefined for anything else. */
export function systemErrorLine(error: unknown): string | undefined {
  const e = error as Partial<NodeJS.ErrnoException> | undefined;
  if (!e || typeof e.code !== 'string' || !(e.code in ADVICE)) return undefined;
  const target = e.path ? ` ${path.relative(process.cwd(), e.path) || e.path}` : (e as { address?: string; port?: number }).address ? ` ${(e as { address?: string }).address}:${(e as { port?: number }).port}` : '';
  return `${e.syscall ?? 'access'}${target} failed: ${ADVICE[e.code]} (${e.code})`;
}
