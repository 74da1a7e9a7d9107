/**
 * The site's own theme components: `import Foo from '@theme/Foo'` names `src/theme/Foo.js` (or
 * `src/theme/Foo/index.js`) when the engine has no Foo of its own, as Docusaurus resolves `@theme/`
 * to the site's theme folder first. In a doc, in a site component, and in its browser island. Before,
 * each such import was an error and the build failed.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildToTemp, writeSite } from '../support/site.js';

const CONFIG = "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };";

const FILES: Record<string, string> = {
  'docusaurus.config.js': CONFIG,
  'docs/intro.mdx': ['# Intro', '', "import Foo from '@theme/Foo';", "import Panel from '@site/src/components/Panel';", '', '<Foo name="Ada" />', '', '<Panel />', ''].join('\n'),
  'src/theme/Foo.js': "import React from 'react';\nexport default function Foo({ name }) { return <div className=\"site-foo\">Site Foo greets {name}</div>; }\n",
  'src/theme/Badge/index.js': "import React from 'react';\nimport Label from '@theme/Badge/Label';\nexport default function Badge() { return <span className=\"badge\"><Label /></span>; }\n",
  'src/theme/Badge/Label.js': "export default function Label() { return 'Badge label'; }\n",
  'src/components/Panel.js': "import React, { useState } from 'react';\nimport Badge from '@theme/Badge';\nexport default function Panel() { const [n] = useState(2); return <section className=\"panel\">Panel {n} <Badge /></section>; }\n",
};

let site = '';
let outDir = '';
beforeAll(async () => {
  site = writeSite(FILES, 'docs-site-theme-');
  ({ outDir } = await buildToTemp(site));
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe("the site's own theme components", () => {
  it("render where a doc imports them as @theme/X, and inside a site component", () => {
    const html = readFileSync(path.join(outDir, 'intro', 'index.html'), 'utf8');
    expect(html).toContain('<div class="site-foo">Site Foo greets Ada</div>');
    expect(html).toMatch(/<section class="panel">Panel 2 <span class="badge">Badge label<\/span><\/section>/);
    // Both hydrate: their island bundles were built (the browser bundle resolves @theme/Badge too).
    expect(html.match(/island-(?:Foo|Panel)-\w+\.js/g)?.length).toBe(2);
  });

  it('get no swizzle warning; an @theme/X the site does not have is an error at the import', async () => {
    const broken = writeSite({ ...FILES, 'docs/other.mdx': "# Other\n\nimport Nope from '@theme/Nope';\n\n<Nope />\n" }, 'docs-site-theme-');
    try {
      const { diagnostics } = await loadSite(broken, { cache: false });
      expect(diagnostics.filter((d) => d.rule === 'swizzled-component')).toEqual([]);
      const errors = diagnostics.filter((d) => d.severity === 'error');
      expect(errors.map((d) => [d.file, d.line, d.rule])).toEqual([['docs/other.mdx', 3, 'mdx-unknown-module']]);
      expect(errors[0].message).toContain('src/theme/Nope');
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
