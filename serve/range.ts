/**
 * The `Range` header of a file request, checked before the file is sent (RFC 9110 section 14): one
 * `bytes=first-last`, `bytes=first-` or `bytes=-suffix` range is served; a header that is malformed,
 * names several ranges or has last < first is ignored (the whole file, 200); a range that starts past
 * the end is unsatisfiable (416).
 */
export type RangeRequest = { kind: 'whole' } | { kind: 'unsatisfiable' } | { kind: 'part'; start: number; end: number };

export function readRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'whole' };
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'whole' };
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (!Number.isSafeInteger(suffix)) return { kind: 'whole' };
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const last = m[2] === '' ? size - 1 : Number(m[2]);
  if (m[2] !== '' && last < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: Math.min(last, size - 1) };
}
