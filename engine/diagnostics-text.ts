/** Terminal output: compiler-style diagnostics, colour only on a TTY without NO_COLOR. */
import type { Diagnostic } from './diagnostics.js';

export function useColor(stream: NodeJS.WriteStream = process.stderr): boolean {
  if (process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '') return false;
  if (process.env.FORCE_COLOR && process.env.FORCE_COLOR !== '0') return true;
  return !!stream.isTTY;
}

const paint = (on: boolean, code: string, text: string) => (on ? `\u001b[${code}m${text}\u001b[0m` : text);

/** `file:line:col  error  message  [rule]` */
export function formatDiagnostic(d: Diagnostic, color: boolean): string {
  const where = d.file ? `${d.file}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : ''}` : '(site)';
  const severity = d.severity === 'error' ? paint(color, '31;1', 'error') : paint(color, '33;1', 'warning');
  return `${paint(color, '1', where)}  ${severity}  ${d.message}  ${paint(color, '2', `[${d.rule}]`)}`;
}

export function summarize(diagnostics: Diagnostic[], color: boolean): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const text = `${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
  return errors ? paint(color, '31;1', `✖ ${text}`) : warnings ? paint(color, '33;1', `⚠ ${text}`) : paint(color, '32;1', `✔ ${text}`);
}

export function printDiagnostics(diagnostics: Diagnostic[], stream: NodeJS.WriteStream = process.stderr): void {
  const color = useColor(stream);
  for (const d of diagnostics) stream.write(`${formatDiagnostic(d, color)}\n`);
}
