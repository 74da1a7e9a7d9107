/**
 * Which `Host` headers `docs serve` answers, against DNS rebinding: a page on another site whose
 * domain name is re-pointed at 127.0.0.1 must not read the preview. Answered: localhost (and
 * `*.localhost`), loopback addresses, the host name it was bound to, and, when bound to every
 * interface (0.0.0.0 or ::), IP addresses and this machine's name. Rebinding needs a domain name, so
 * an IP address in the Host header is safe.
 */
import { isIP } from 'node:net';
import { hostname } from 'node:os';

/** The host name of a Host header value, lower-cased, without the port and IPv6 brackets. */
export function hostNameOf(header: string): string {
  const value = header.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']') >>> 0);
  const colon = value.lastIndexOf(':');
  return (colon >= 0 ? value.slice(0, colon) : value).replace(/\.$/, '');
}

/** A check of Host headers for a server bound to `boundHost`. */
export function createHostCheck(boundHost: string): (header: string | undefined) => boolean {
  const bound = hostNameOf(boundHost.includes(':') && !boundHost.startsWith('[') ? `[${boundHost}]` : boundHost);
  const everywhere = bound === '0.0.0.0' || bound === '::' || bound === '';
  const machine = hostname().toLowerCase();
  return (header) => {
    if (header === undefined) return true; // HTTP/1.0 clients; every browser sends Host
    const name = hostNameOf(header);
    if (name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '::1' || name === bound) return true;
    if (isIP(name) === 4 && name.startsWith('127.')) return true;
    return everywhere && (isIP(name) !== 0 || name === machine);
  };
}
