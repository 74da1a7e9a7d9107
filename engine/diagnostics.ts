/** Diagnostics: what the engine reports about a site, compiler style. */

export type Severity = 'error' | 'warning';

/** One problem found in a site. Positions are 1-based; `file` is relative to the site root. */
export interface Diagnostic {
  severity: Severity;
  /** Stable rule id, e.g. `broken-link`, `front-matter-type`. */
  rule: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
  /** "did you mean ..." suggestion, when a close match exists. */
  suggestion?: string;
}

/** The setting that decides what a broken link/image/anchor is. */
export type ReportingSeverity = 'throw' | 'warn' | 'log' | 'ignore';

/** Maps an onBroken* setting to a severity (`log`, Docusaurus's info level, a warning), or null when the problem is ignored. */
export function severityOf(setting: ReportingSeverity): Severity | null {
  if (setting === 'ignore') return null;
  return setting === 'throw' ? 'error' : 'warning';
}

/** Levenshtein distance, small and allocation-light; used for "did you mean". */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = new Array<number>(b.length + 1);
  let cur = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}

/**
 * The closest candidate to `input`, if it is close enough to be a plausible typo
 * (distance at most a third of the longer string, and at least one character shared).
 */
export function closest(input: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const lower = input.toLowerCase();
  for (const candidate of candidates) {
    const d = editDistance(lower, candidate.toLowerCase());
    if (d < bestDistance) {
      bestDistance = d;
      best = candidate;
    }
  }
  if (best === undefined) return undefined;
  const limit = Math.max(2, Math.ceil(Math.max(input.length, best.length) / 3));
  return bestDistance <= limit ? best : undefined;
}

/** Sorts diagnostics by file, line, column, so output is stable. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) =>
      (a.file ?? '').localeCompare(b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      a.message.localeCompare(b.message),
  );
}

/** Thrown for problems that stop loading altogether (e.g. an unreadable config). */
export class SiteLoadError extends Error {
  constructor(
    public readonly diagnostics: Diagnostic[],
    /** 2 for configuration/usage problems, 1 for content problems. */
    public readonly exitCode: 1 | 2 = 2,
  ) {
    super(diagnostics.map((d) => d.message).join('\n'));
  }
}

/** A message built as `…: ${cause}.` ends with one full stop, also when the cause ends with its own. */
export function endSentence(message: string): string {
  return message.replace(/([.!?])\.$/, '$1');
}

/** Where `literal` is first written as a string (in quotes, backticks) in `text`: the line and column of its opening quote. */
export function quotedAt(text: string, literal: string): { line: number; column: number } | undefined {
  for (const quote of ["'", '"', '`']) {
    const index = text.indexOf(`${quote}${literal}${quote}`);
    if (index < 0) continue;
    const before = text.slice(0, index);
    return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
  }
  return undefined;
}
