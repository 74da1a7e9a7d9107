/**
 * What Docusaurus's hooks tell site code about the site, as Docusaurus 3.9.2 gives it (checked on the
 * same fixture): useAllDocsData / usePluginData / useGlobalData (the docs plugin's versions and docs),
 * useCurrentSidebarCategory (the category the doc is in), and the cards of DocCardList and DocCard.
 * Before: useAllDocsData was no export (the build failed), the others were empty, DocCardList in a
 * doc a category lists (not its index) showed nothing, `items` was ignored, and @theme/DocCard was an
 * unknown module. Islands get the same data in the page, and the site config (customFields) too.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../engine/diagnostics.js';
import { buildToTemp, writeSite } from '../support/site.js';

const FILES: Record<string, string> = {
  'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/docs-site/', onBrokenLinks: 'warn', customFields: { apiVersion: 'v2.3' }, presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js') }, blog: false }]] };",
  'sidebars.js': "module.exports = { main: ['intro', { type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides/index' }, items: ['guides/install', 'guides/config'] }] };",
  'docs/intro.mdx': ['---', 'slug: /', '---', '# Intro', '', "import Data from '@site/src/components/Data';", '', '<Data />', ''].join('\n'),
  'docs/guides/index.mdx': [
    '# Guides',
    '',
    "import DocCardList from '@theme/DocCardList';",
    "import DocCard from '@theme/DocCard';",
    "import {useCurrentSidebarCategory} from '@docusaurus/plugin-content-docs/client';",
    '',
    'export const First = () => <DocCardList items={useCurrentSidebarCategory().items.slice(0, 1)} />;',
    '',
    '<First />',
    '',
    "<DocCard item={{type: 'link', href: '/docs-site/guides/config', label: 'Configure it', docId: 'guides/config'}} />",
    '',
    // Written without the base URL: Docusaurus's DocCard links through Link, which adds it.
    "<DocCard item={{type: 'link', href: '/guides/install', label: 'Without base'}} />",
    '',
    "<DocCard item={{type: 'link', href: '/guides/missing', label: 'Missing'}} />",
    '',
  ].join('\n'),
  'docs/guides/install.mdx': "# Install\n\nimport DocCardList from '@theme/DocCardList';\n\nInstall it.\n\n<DocCardList />\n",
  'docs/guides/config.md': '---\ndescription: Configure things\n---\n# Config\n\nConfigure.\n',
  'src/components/Data.js': [
    "import React from 'react';",
    "import useGlobalData, {usePluginData} from '@docusaurus/useGlobalData';",
    "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
    "import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';",
    'export default function Data() {',
    "  const docs = usePluginData('docusaurus-plugin-content-docs');",
    '  const { siteConfig } = useDocusaurusContext();',
    '  return <ul className="data">',
    "    <li>Versions: {docs.versions.map((v) => `${v.name} at ${v.path}`).join(', ')}</li>",
    "    <li>Docs: {docs.versions[0].docs.map((d) => `${d.id}=${d.path}`).join(', ')}</li>",
    "    <li>Plugins: {Object.keys(useGlobalData()).join(', ')}; instances: {Object.keys(useAllDocsData()).join(', ')}</li>",
    '    <li>Api {siteConfig.customFields.apiVersion}</li>',
    '  </ul>;',
    '}',
  ].join('\n'),
};

let site = '';
let outDir = '';
let diagnostics: Diagnostic[] = [];
const page = (route: string) => readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
const cards = (html: string) => [...html.matchAll(/<a class="card" href="([^"]*)"><h2 class="card-title">([^<]*)<\/h2>(?:<p class="card-description">([^<]*)<\/p>)?/g)].map((m) => m.slice(1).filter(Boolean).join(' | '));

beforeAll(async () => {
  site = writeSite(FILES, 'docs-site-data-');
  ({ outDir, diagnostics } = await buildToTemp(site));
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe("Docusaurus's site data hooks", () => {
  it('give the docs plugin data to a site component, and its island the same in the page', () => {
    const html = page('');
    // Under the base URL, which a version at the docs root keeps whole (Docusaurus: '/docs-site/').
    expect(html).toContain('<li>Versions: current at /docs-site/</li>');
    expect(html).toContain('<li>Docs: guides/config=/docs-site/guides/config, guides/index=/docs-site/guides/, guides/install=/docs-site/guides/install, intro=/docs-site/</li>');
    expect(html).toContain('<li>Plugins: docusaurus-plugin-content-docs; instances: default</li>');
    expect(html).toContain('<li>Api v2.3</li>');
    const data = JSON.parse(/<script type="application\/json" data-docs-site-data="">(.*?)<\/script>/.exec(html)![1]);
    expect(data.globalData['docusaurus-plugin-content-docs'].default.versions[0].mainDocId).toBe('intro');
    expect(JSON.parse(/<script type="application\/json" data-docs-site-config="">(.*?)<\/script>/.exec(html)![1]).customFields).toEqual({ apiVersion: 'v2.3' });
  });

  it('DocCardList lists the items given, DocCard one item, its description from the doc', () => {
    expect(cards(page('guides'))).toEqual([
      '/docs-site/guides/install | 📄️ Install | Install it.',
      '/docs-site/guides/config | 📄️ Configure it | Configure things',
      '/docs-site/guides/install | 📄️ Without base',
      '/docs-site/guides/missing | 📄️ Missing',
    ]);
    // A card's link is checked as a <Link>'s is (Docusaurus fails the build on it).
    expect(diagnostics.filter((d) => d.rule === 'broken-link').map((d) => `${d.file} ${d.message.split(':')[0]}`)).toEqual(['docs/guides/index.mdx Broken link on /docs-site/guides/']);
  });

  it("DocCardList in a doc the category lists shows that category's cards", () => {
    expect(cards(page('guides/install'))).toEqual(['/docs-site/guides/install | 📄️ Install | Install it.', '/docs-site/guides/config | 📄️ Config | Configure things']);
  });
});
