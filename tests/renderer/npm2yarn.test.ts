/**
 * @docusaurus/remark-plugin-npm2yarn, honoured by name: a ```bash npm2yarn block shows as tabs of
 * the npm command and its yarn, pnpm and bun forms, as Docusaurus 3.9.2 renders them (checked).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, writeSite } from '../support/site.js';

const FENCE = '```';
const DOC = ['---', 'slug: /', '---', '# Install', '', `${FENCE}bash npm2yarn`, 'npm install --save left-pad', FENCE, '', `${FENCE}bash`, 'npm install plain', FENCE, ''].join('\n');

function build(files: Record<string, string>) {
  const site = writeSite(files, 'docs-n2y-');
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { result, html: result.status === 0 ? readFileSync(path.join(site, 'build/index.html'), 'utf8') : '' };
}

const tabs = (html: string) => [...html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1]);
const codes = (html: string) => [...html.matchAll(/<code[^>]*>([\s\S]*?)<\/code>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));

describe('npm2yarn code blocks', () => {
  let docusaurus: ReturnType<typeof build>;
  beforeAll(() => {
    docusaurus = build({
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'N', url: 'https://n.example.com', baseUrl: '/',",
        "  presets: [['classic', { blog: false, docs: { routeBasePath: '/', remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { sync: true }]] } }]],",
        '};',
      ].join('\n'),
      'docs/index.md': DOC,
    });
  }, 120_000);

  it('become npm, Yarn, pnpm and Bun tabs with the converted commands, one groupId with sync, and no warning', () => {
    expect(docusaurus.result.status, docusaurus.result.stderr).toBe(0);
    expect(docusaurus.result.stderr).not.toMatch(/warning/);
    expect(tabs(docusaurus.html)).toEqual(['npm', 'Yarn', 'pnpm', 'Bun']);
    expect(codes(docusaurus.html)).toEqual(['npm install --save left-pad', 'yarn add left-pad', 'pnpm add left-pad', 'bun add left-pad', 'npm install plain']);
    expect(docusaurus.html).toContain('data-group-id="npm2yarn"');
  });

  it('are plain code blocks on a site without the plugin; our config chooses the converters', () => {
    const plain = build({ 'site.config.mjs': "export default { title: 'N', url: 'https://n.example.com', docs: { routeBasePath: '/' } };\n", 'docs/index.md': DOC });
    expect(tabs(plain.html)).toEqual([]);
    expect(codes(plain.html)).toEqual(['npm install --save left-pad', 'npm install plain']);
    const own = build({ 'site.config.mjs': "export default { title: 'N', url: 'https://n.example.com', docs: { routeBasePath: '/' }, markdown: { npm2yarn: { converters: ['pnpm'] } } };\n", 'docs/index.md': DOC });
    expect(tabs(own.html)).toEqual(['npm', 'pnpm']);
    expect(own.html).not.toContain('data-group-id');
  });
});
