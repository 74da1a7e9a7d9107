/**
 * The docs option `numberPrefixParser` given as a function is the site's parser, as in Docusaurus
 * 3.9.2 (checked on the same files): it makes doc ids, routes, category labels and sidebar positions
 * (`2_guides/1_one.md` -> /guides/one, under "guides", before `2_two.md`), and names it does not
 * parse keep their prefix (`01-keep/01-a.md` -> /01-keep/01-a). Before, a warning said the function
 * was not run and the default parser was used (routes /2_guides/1_one, /keep/a).
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../engine/diagnostics.js';
import { buildToTemp, htmlFiles, writeSite } from '../support/site.js';

const CONFIG = `module.exports = {
  title: 'Prefixes', url: 'https://prefixes.example.com', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarCollapsed: false,
    numberPrefixParser(filename) {
      const m = /^(\\d+)_(.+)$/.exec(filename);
      return m ? { filename: m[2], numberPrefix: Number(m[1]) } : { filename, numberPrefix: undefined };
    },
  }, blog: false, pages: false }]],
};
`;

let site = '';
let outDir = '';
let diagnostics: Diagnostic[] = [];
beforeAll(async () => {
  site = writeSite({
    'docusaurus.config.js': CONFIG,
    'docs/index.md': '---\nslug: /\n---\n# Home\n',
    'docs/1_top.md': '# Top\n',
    'docs/2_guides/2_two.md': '# U two\n',
    'docs/2_guides/1_one.md': '# U one\n',
    'docs/01-keep/02-b.md': '# K b\n',
    'docs/01-keep/01-a.md': '# K a\n',
  }, 'docs-number-prefix-parser-');
  const built = await buildToTemp(site);
  outDir = built.outDir;
  diagnostics = built.site.diagnostics;
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('numberPrefixParser as a function', () => {
  it('makes the routes, and names it does not parse keep their prefix', () => {
    expect(htmlFiles(outDir)).toEqual(['01-keep/01-a/index.html', '01-keep/02-b/index.html', '404.html', 'guides/one/index.html', 'guides/two/index.html', 'index.html', 'top/index.html']);
    expect(diagnostics.filter((d) => /numberPrefixParser/.test(d.message))).toEqual([]);
  });

  it('orders and labels the sidebar by what it returns', () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const nav = /<nav class="sidebar-nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    const labels = [...nav.matchAll(/class="menu-link[^"]*"[^>]*>([^<]+)/g)].map((m) => m[1]);
    expect(labels).toEqual(['Top', 'guides', 'U one', 'U two', '01-keep', 'K a', 'K b', 'Home']);
  });
});
