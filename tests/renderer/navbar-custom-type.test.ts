/**
 * A navbar item of a site's own type (`type: 'custom-hello'`, registered by its swizzled
 * `src/theme/NavbarItem/ComponentTypes`): Docusaurus 3.9.2 accepts any `custom-` type and renders the
 * site's component (/tmp/realsites11/R/repro/navbar-custom-type, S/repro/r1-custom-navbar-type: the
 * real tanaos-docs site). This engine does not run swizzled components: the item is left out with a
 * warning at it, and the site builds. Before, it was an error and the build failed. An unknown type
 * that is not `custom-` stays an error (tests/engine/diagnostics.test.ts).
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../engine/diagnostics.js';
import { buildToTemp, writeSite } from '../support/site.js';

const siteDir = writeSite({
  'docusaurus.config.js': `module.exports = { title: 'C', url: 'https://c.example.com', baseUrl: '/',
    themeConfig: { navbar: { items: [{ type: 'custom-hello', position: 'left', greeting: 'Hi there' }, { to: '/intro', label: 'Intro' }] } },
    presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };`,
  'src/theme/NavbarItem/ComponentTypes.js': "import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';\nimport Hello from '@site/src/components/Hello';\nexport default { ...ComponentTypes, 'custom-hello': Hello };\n",
  'src/components/Hello.js': "export default function Hello({ greeting }) { return <span className=\"navbar__item\">{greeting}</span>; }\n",
  'docs/intro.md': '# Intro\n\nText.\n',
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

let diagnostics: Diagnostic[];
let html: string;
beforeAll(async () => {
  const built = await buildToTemp(siteDir);
  diagnostics = [...built.site.diagnostics, ...built.diagnostics];
  html = readFileSync(path.join(built.outDir, 'intro/index.html'), 'utf8');
});

describe('a custom- navbar item type', () => {
  it('is a warning at its item, and the site builds with the other items', () => {
    const item = diagnostics.filter((d) => d.rule === 'navbar-item-type');
    expect(item.map((d) => `${d.severity} ${d.file}:${d.line}`)).toEqual(['warning docusaurus.config.js:2']);
    expect(item[0].message).toContain('"custom-hello" is left out');
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(html).toMatch(/<a href="\/intro"[^>]*>Intro<\/a>/);
    expect(html).not.toContain('Hi there');
  });
});
