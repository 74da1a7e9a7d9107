/**
 * `<TOCInline toc={toc} />` nests the headings as Docusaurus 3.9.2 does (checked on the same doc):
 * each under the nearest heading before it of a higher level, for the levels asked for
 * (`minHeadingLevel`, `maxHeadingLevel`) and for a filtered `toc`. Before, one flat list.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const DOC = [
  '# TOC',
  '',
  "import TOCInline from '@theme/TOCInline';",
  '',
  '<TOCInline toc={toc} />',
  '',
  '<TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={4} />',
  '',
  "<TOCInline toc={toc.filter((node) => node.value !== 'Second')} />",
  '',
  '## First',
  '',
  '### First child',
  '',
  '#### Deep child',
  '',
  '### Second child',
  '',
  '## Second',
  '',
  '### Third child',
  '',
].join('\n');

let site = '';
let lists: string[] = [];
beforeAll(async () => {
  site = writeSite({
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };",
    'docs/toc.mdx': DOC,
  }, 'docs-toc-inline-');
  const { outDir } = await buildToTemp(site);
  const html = readFileSync(path.join(outDir, 'toc', 'index.html'), 'utf8');
  // Links only (`a` = a link, `[`/`]` = a nested list), so the structure reads at a glance.
  lists = [...html.matchAll(/<div class="toc-inline">([\s\S]*?)<\/div>/g)].map((m) =>
    m[1].replace(/<a href="#([^"]+)">[^<]*<\/a>/g, '$1 ').replace(/<li>|<\/li>/g, '').replace(/<ul>/g, '[ ').replace(/<\/ul>/g, '] ').trim(),
  );
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('TOCInline', () => {
  it('nests h3 under their h2 (h2-h3 by default)', () => {
    expect(lists[0]).toBe('[ first [ first-child second-child ] second [ third-child ] ]');
  });

  it('nests within the levels asked for', () => {
    expect(lists[1]).toBe('[ first-child [ deep-child ] second-child third-child ]');
  });

  it('nests a filtered toc under the headings left', () => {
    expect(lists[2]).toBe('[ first [ first-child second-child third-child ] ]');
  });
});
