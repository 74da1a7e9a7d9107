/**
 * `docs check` reports an MDX import of a site file that does not exist, at the import, as `docs
 * build` does (before, check said "0 errors" and build failed). Files found as Node finds them (an
 * extension or a folder's index added) are no error.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';

const dir = mkdtempSync(path.join(tmpdir(), 'docs-site-file-imports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('imports of the site’s own files in MDX', () => {
  it('are errors at the import when no file is there', async () => {
    const files: Record<string, string> = {
      'docusaurus.config.js': "module.exports = { title: 'I', url: 'https://i.example.com', baseUrl: '/', presets: [['classic', { blog: false }]] };\n",
      'docs/intro.mdx': "# Intro\n\nimport Chart from '@site/src/components/Chart';\nimport Widget from '../src/widget';\nimport data from './data.json';\nimport Logo from './nope.png';\n\n<Chart /> <Widget /> {data.a} <img src={Logo} />\n",
      'docs/data.json': '{ "a": 1 }\n',
      'src/components/Chart.jsx': 'export default function Chart() { return <b>chart</b>; }\n',
      'src/widget/index.tsx': 'export default function Widget() { return <i>w</i>; }\n',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    const { diagnostics } = await loadSite(dir, { cache: false });
    expect(diagnostics.map((d) => [d.severity, d.rule, d.file, d.line, d.column])).toEqual([['error', 'mdx-unknown-module', 'docs/intro.mdx', 6, 18]]);
    expect(diagnostics[0].message).toContain('Cannot import "./nope.png": there is no such file in the site');
  });

  // As Docusaurus 3.9.2 builds react-native-ama (realsites9 N): its docs are in a folder beside the site's.
  it('are found from docs outside the site folder (docs path ../guides)', async () => {
    const root = path.join(dir, 'outside');
    const files: Record<string, string> = {
      'website/docusaurus.config.js': "module.exports = { title: 'O', url: 'https://o.example.com', baseUrl: '/', presets: [['classic', { docs: { path: '../guides', routeBasePath: '/' }, blog: false }]] };\n",
      'website/src/components/badge.jsx': 'export function Badge({ children }) { return <b className="badge">{children}</b>; }\n',
      'guides/index.mdx': "---\nslug: /\n---\n\nimport { Badge } from '@site/src/components/badge';\n\n# Home\n\nA <Badge>one</Badge>.\n",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    const { diagnostics, graph } = await loadSite(path.join(root, 'website'), { cache: false });
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(graph.docs.map((d) => d.source)).toEqual(['../guides/index.mdx']);
  });
});
