/**
 * The headings of `<TOCInline>` as a tree, as Docusaurus nests them: each heading under the nearest
 * heading before it of a higher level. Shared by the server's component (mdx-eval/runtime.ts) and
 * the browser's (islands/docusaurus.tsx), so a hydrating island renders the same list.
 */

/** A heading as MDX's `toc` export gives it: `value` is HTML, as in Docusaurus (`The <code>config</code> file`). */
export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

/** A heading's text run with its inline marks (engine TitlePart). */
interface Run {
  text: string;
  code?: boolean;
  em?: boolean;
  strong?: boolean;
  del?: boolean;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A heading's `toc` value: its text as HTML, with its inline code, emphasis, strong and strikethrough. */
export function tocValueHtml(heading: { text: string; parts?: readonly Run[] }): string {
  if (!heading.parts) return escapeHtml(heading.text);
  return heading.parts
    .map((part) => {
      let html = part.code ? `<code>${escapeHtml(part.text)}</code>` : escapeHtml(part.text);
      if (part.del) html = `<del>${html}</del>`;
      if (part.em) html = `<em>${html}</em>`;
      if (part.strong) html = `<strong>${html}</strong>`;
      return html;
    })
    .join('');
}

/** A heading with the headings below it (deeper levels, up to the next of its level or above). */
export interface TocNode {
  entry: TocEntry;
  children: TocNode[];
}

/** The headings from `min` to `max` level, nested. */
export function tocTree(entries: readonly TocEntry[], min = 2, max = 3): TocNode[] {
  const roots: TocNode[] = [];
  const open: TocNode[] = [];
  for (const entry of entries) {
    if (entry.level < min || entry.level > max) continue;
    const node = { entry, children: [] };
    while (open.length && open[open.length - 1].entry.level >= entry.level) open.pop();
    (open.length ? open[open.length - 1].children : roots).push(node);
    open.push(node);
  }
  return roots;
}
