/**
 * Positions in a config or sidebars source, for a line:column on diagnostics about what it says:
 * where a key is written, where a string value is written. Text search, not a parse: a config is a
 * program, and what it evaluates to may be built in ways no parse of its text would follow.
 */

/** 1-based line and column of a character offset in `source`. */
export function lineColumnAt(source: string, index: number): { line: number; column: number } {
  const before = source.slice(0, index);
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the last key of `keyPath` is written (each key searched after the previous one). */
export function locateKey(source: string, keyPath: (string | number)[]): { line: number; column: number } | undefined {
  let from = 0;
  let found: { line: number; column: number } | undefined;
  for (const key of keyPath) {
    if (typeof key === 'number') continue;
    const re = new RegExp(`(^|[\\s{,])(['"]?)${escapeRegExp(key)}\\2\\s*:`, 'g');
    re.lastIndex = from;
    const m = re.exec(source);
    if (!m) break;
    const index = m.index + m[1].length;
    from = index + key.length;
    found = lineColumnAt(source, index);
  }
  return found;
}

/** Where a string value is written in quotes (first occurrence after `after`, else the first at all). */
export function locateValue(source: string, value: string, after = 0): { line?: number; column?: number } {
  if (!source) return {};
  const re = new RegExp(`(['"\`])${escapeRegExp(value)}\\1`, 'g');
  re.lastIndex = after;
  const m = re.exec(source) ?? (after ? new RegExp(re.source).exec(source) : null);
  return m ? lineColumnAt(source, m.index) : {};
}
