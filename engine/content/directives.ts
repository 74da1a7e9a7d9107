/**
 * `:::name` container directives that are no admonition: Docusaurus 3.9.2 leaves them unused (a
 * plain block) and warns. Found while parsing, so `docs check` reports them as `docs build` does.
 */
import type { Diagnostic } from '../diagnostics.js';

/** The admonition names Docusaurus accepts, lowercase only (`:::NOTE` is no admonition). */
export const ADMONITION_DIRECTIVES: ReadonlySet<string> = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary']);

/**
 * The warning for a `:::name` block that is no admonition, at its line and column in `file`;
 * `admonitions`: the names that are admonitions in that file (its content plugin's `admonitions` option).
 */
export function unknownDirectiveDiagnostic(name: string, file: string, line: number, column: number, leaf = false, admonitions: readonly string[] = [...ADMONITION_DIRECTIVES]): Diagnostic {
  if (leaf) {
    return {
      severity: 'warning',
      rule: 'unknown-directive',
      message: `::${name} is a directive no plugin handles: it is shown as written (Docusaurus shows its label alone). Write \\::${name} if it is text.`,
      file,
      line,
      column,
    };
  }
  const lower = name.toLowerCase();
  const why =
    admonitions.includes(lower) && lower !== name
      ? `admonition names are lowercase; write :::${lower}`
      : admonitions.length
        ? `admonitions are ${[...new Set(admonitions)].join(', ')}`
        : "this file's content plugin has no admonitions (its admonitions option)";
  return {
    severity: 'warning',
    rule: 'unknown-directive',
    message: `:::${name} is not an admonition (${why}): its fences are dropped and its content is shown as a plain block, as Docusaurus shows it.`,
    file,
    line,
    column,
  };
}
