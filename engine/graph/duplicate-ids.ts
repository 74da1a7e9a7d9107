/** Two docs of one version with the same id (`id` front matter or file name): an error naming both files. */
import type { Diagnostic } from '../diagnostics.js';
import type { Doc } from './types.js';

export function duplicateDocIds(docs: Doc[]): Diagnostic[] {
  const first = new Map<string, Doc>();
  const diagnostics: Diagnostic[] = [];
  for (const doc of docs) {
    const earlier = first.get(doc.id);
    if (!earlier) {
      first.set(doc.id, doc);
      continue;
    }
    // Point at the doc whose `id` front matter makes the clash, when one of them has it.
    const at = doc.frontMatterLines.id === undefined && earlier.frontMatterLines.id !== undefined ? earlier : doc;
    diagnostics.push({
      severity: 'error',
      rule: 'duplicate-id',
      message: `Two docs have the id "${doc.id}": ${earlier.source} and ${doc.source}. Ids must be unique in a version; change the \`id\` front matter of one of them, or rename its file.`,
      file: at.source,
      line: at.frontMatterLines.id ?? 1,
      column: 1,
    });
  }
  return diagnostics;
}
