/**
 * The docs plugin's `breadcrumbs: false`, as Docusaurus 3.9.2 applies it (realsites14 C,
 * repro/generated-index-breadcrumbs-false; MetaMask's dashboard docs): no breadcrumb bar and no
 * breadcrumb JSON-LD on doc pages and on generated-index pages alike (the generated indexes kept both).
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const sites: string[] = [];
afterAll(() => sites.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function build(breadcrumbs: string): Promise<string> {
  const dir = writeSite({
    'docusaurus.config.js': `module.exports = { title: 'B', url: 'https://b.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: './sidebars.js'${breadcrumbs} }, blog: false }]] };`,
    'sidebars.js': "module.exports = { docs: ['index', { type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['guides/setup'] }] };",
    'docs/index.md': '# Home\n',
    'docs/guides/setup.md': '# Setup\n\nText.\n',
  });
  sites.push(dir);
  return (await buildToTemp(dir)).outDir;
}

const page = (out: string, route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');

describe('breadcrumbs: false', () => {
  it('leaves the breadcrumbs and their JSON-LD out of doc and generated-index pages', async () => {
    const out = await build(', breadcrumbs: false');
    for (const route of ['category/guides', 'guides/setup']) {
      expect(page(out, route), route).not.toContain('class="breadcrumbs"');
      expect(page(out, route), route).not.toContain('BreadcrumbList');
    }
    expect(page(out, 'category/guides')).toContain('Setup');
  });

  it('by default, both have them', async () => {
    const out = await build('');
    for (const route of ['category/guides', 'guides/setup']) {
      expect(page(out, route), route).toContain('class="breadcrumbs"');
      expect(page(out, route), route).toContain('BreadcrumbList');
    }
  });
});
