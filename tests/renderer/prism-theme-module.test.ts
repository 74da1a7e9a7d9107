/**
 * A Prism theme the site keeps in its own TypeScript module, required by the config as Docusaurus
 * sites do (`prism: { theme: require('./prismTheme.js') }` of a `prismTheme.ts` with `export
 * default`): Docusaurus 3.9.2 gives the config the module's default export and colours code with it
 * (checked on reselect's site layout).
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../engine/diagnostics.js';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';
import { writeSite } from '../support/site.js';

const site = writeSite({
  'docusaurus.config.ts': [
    "import type { Config } from '@docusaurus/types'",
    'const config: Config = {',
    "  title: 'T', url: 'https://t.example.com', baseUrl: '/',",
    "  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],",
    "  themeConfig: { prism: { theme: require('./monokaiTheme.js') } },",
    '}',
    'export default config',
  ].join('\n'),
  'monokaiTheme.ts': [
    'const monokaiTheme = {',
    "  plain: { color: '#f8f8f2', backgroundColor: '#272822' },",
    "  styles: [{ types: ['keyword'], style: { color: '#F92672' } }],",
    '}',
    'export default monokaiTheme',
  ].join('\n'),
  'docs/intro.md': '# Intro\n\n```js\nconst a = 1\n```\n',
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

let diagnostics: Diagnostic[];
let css: string;
beforeAll(async () => {
  const loaded = await loadSite(site, { cache: false });
  diagnostics = loaded.diagnostics;
  const out = path.join(site, 'out');
  await buildSite(loaded, { outDir: out });
  const cssDir = path.join(out, 'assets', 'css');
  css = readdirSync(cssDir).filter((f) => f.startsWith('prism-theme.')).map((f) => readFileSync(path.join(cssDir, f), 'utf8')).join('\n');
}, 60_000);

describe('a Prism theme required from the site’s own ES module', () => {
  it('is applied without a warning', () => {
    expect(diagnostics.filter((d) => /prism/.test(d.message))).toEqual([]);
  });

  it('colours code blocks and their tokens', () => {
    expect(css).toContain('.code-block{color:#f8f8f2;background-color:#272822}');
    expect(css).toMatch(/\.token\.keyword\{color:#F92672\}/);
  });
});
