/**
 * Long lists and tables render as remark-rehype's own handlers render them (issue 15, item 11):
 * renderer/markdown/list-item.ts and table-row.ts replace handlers whose time grew with the square
 * of a list's or table's length, and must give the very same HTML. A doc of about 1 MB of lists and
 * tables, parsed by the engine's parser, is rendered through our pipeline and through remark-rehype
 * with its default handlers (the old way), and the HTML compared. Not timed.
 */
import type { Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseContent } from '../../engine/content/parse.js';
import { toHast } from '../../renderer/markdown/pipeline.js';

const MB = 1024 * 1024;

/** Lists and tables of every kind the handlers tell apart, repeated to about `bytes`. */
function listsAndTables(bytes: number): string {
  const parts: string[] = ['# Lists\n\n'];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const part = [
      // A tight list with a nested list and task items.
      `## Part ${i}\n\n- item ${i} with [a link](#part-${i})\n- second item\n  - nested a\n  - nested b\n- [x] done ${i}\n- [ ] open ${i}\n`,
      // Loose only because its last item has two paragraphs: every item gets its <p>.
      `\n1. first ${i}\n2. second\n3. third\n\n   more of the third\n`,
      // Loose because of a blank line between items; ordered from 3.
      `\n3) three ${i}\n\n4) four\n`,
      // A table with alignment, and a body row with the header row's text.
      `\n| name | value | note |\n|:-----|------:|:----:|\n| name | value | note |\n| row ${i} | ${i} | \`code\` |\n| short |\n`,
      // A list whose items are only paragraphs.
      `\n${Array.from({ length: 20 }, (_, n) => `- entry ${i}.${n} **bold** and _em_`).join('\n')}\n\n`,
    ].join('');
    parts.push(part);
    size += part.length;
  }
  // One long list and one long table at the end, as a generated doc has.
  parts.push(`\n${Array.from({ length: 5000 }, (_, n) => `* last list ${n}`).join('\n')}\n`);
  parts.push(`\n| a | b |\n|---|---|\n${Array.from({ length: 5000 }, (_, n) => `| ${n} | x |`).join('\n')}\n`);
  return parts.join('');
}

const oldWay = unified().use(remarkRehype, { allowDangerousHtml: true }).freeze();

describe('a 1 MB doc of lists and tables', () => {
  let ours: string;
  let theirs: string;

  beforeAll(() => {
    const { tree } = parseContent(listsAndTables(MB), 'docs/lists.md', 'md');
    ours = toHtml(toHast(tree));
    theirs = toHtml(oldWay.runSync(tree) as HastRoot);
  }, 180_000);

  it('renders to the same HTML as remark-rehype with its own handlers', () => {
    expect(ours.length).toBeGreaterThan(MB);
    // Compared as one boolean: a 1 MB diff in a failure message helps no one; the first difference does.
    let at = 0;
    while (at < ours.length && ours[at] === theirs[at]) at++;
    const firstDifference = ours === theirs ? undefined : { ours: ours.slice(Math.max(0, at - 100), at + 100), theirs: theirs.slice(Math.max(0, at - 100), at + 100) };
    expect(firstDifference).toBeUndefined();
  });

  it('keeps tight lists tight, loose lists loose, and header cells in the first row only', () => {
    expect(ours).toContain('<li>item 0 with <a href="#part-0">a link</a></li>');
    expect(ours).toContain('<li class="task-list-item"><input type="checkbox" checked disabled> done 0</li>');
    expect(ours).toContain('<li>\n<p>first 0</p>\n</li>');
    expect(ours).toContain('<ol start="3">\n<li>\n<p>three 0</p>\n</li>');
    expect(ours).toContain('<thead>\n<tr>\n<th align="left">name</th>');
    expect(ours).toContain('<tbody>\n<tr>\n<td align="left">name</td>\n<td align="right">value</td>');
    expect(ours).toContain('<li>last list 4999</li>');
    expect(ours).toContain('<td>4999</td>');
  });
});
