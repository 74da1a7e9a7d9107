/**
 * A doc's default description, made as Docusaurus makes it: the first line of the Markdown body
 * (front matter removed) that still has text once its markup is taken off. Lines of imports and
 * exports (up to the next blank line) and of fenced code are skipped; an h1 line (the title) and an
 * admonition's `:::` line have no text; other headings, list items and quotes count with their text.
 * So a doc that opens with `## Overview` is described "Overview", one that opens with a list by
 * its first item ("- Install the agent", the marker kept, as Docusaurus keeps it).
 */

/** Markup taken off a line, in order (HTML tags first, heading markers, emphasis, images, links...). */
const CLEANUPS: [RegExp, string][] = [
  [/<[^>]*>/g, ''],
  [/^#[^#]+#?/gm, ''],
  [/^#{1,6}\s*([^#]*?)\s*#{0,6}/gm, '$1'],
  [/([*_]{1,3})(.*?)\1/g, '$2'],
  [/~~(\S.*\S)~~/g, '$1'],
  [/!\[(.*?)\][[(].*?[\])]/g, '$1'],
  [/\[\^.+?\](?:: .*$)?/g, ''],
  [/\[(.*?)\][[(].*?[\])]/g, '$1'],
  [/`(.+?)`/g, '$1'],
  [/^\s{0,3}>\s?/g, ''],
  [/:::.*/, ''],
  // Emoji shortcodes (`:tada:`) with the space before them.
  [/\s?:(?:::|[^:\n])+:/g, ''],
  [/\{#*[\w-]+\}/, ''],
];

/** An MDX comment alone on a line (`{/* ... *\/}`): no text to describe a page with. */
const MDX_COMMENT_LINE = /^\{\s*\/\*[\s\S]*\*\/\s*\}$/;

function cleanLine(line: string): string {
  let out = line;
  for (const [pattern, replacement] of CLEANUPS) out = out.replace(pattern, replacement);
  return out.trim();
}

/** The description a body gives, or undefined when no line has text. */
export function markdownExcerpt(body: string): string | undefined {
  // A Setext title (`Title` over `=====`) at the start is the title, not text.
  const lines = body.trimStart().replace(/^[^\r\n]*\r?\n=+/, '').split(/\r?\n/);
  let inImport = false;
  let fence = '';
  for (const line of lines) {
    const trimmed = line.trim();
    if (!trimmed) {
      inImport = false;
      continue;
    }
    if (!fence && (inImport || /^(?:import|export)\s/.test(line))) {
      inImport = true;
      continue;
    }
    if (trimmed.startsWith('```')) {
      const ticks = /^`+/.exec(trimmed)![0];
      // A longer fence is closed only by one at least as long.
      if (!fence) fence = ticks;
      else if (ticks.length >= fence.length) fence = '';
      continue;
    }
    if (fence || MDX_COMMENT_LINE.test(trimmed)) continue;
    const text = cleanLine(line);
    if (text) return text;
  }
  return undefined;
}
