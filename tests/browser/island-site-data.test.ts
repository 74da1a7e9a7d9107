/**
 * A site component that reads the site through Docusaurus's hooks (useDocusaurusContext's
 * customFields, usePluginData, useCurrentSidebarCategory, useCurrentSidebarSiblings, useDoc) shows the same after it hydrates and
 * re-renders in the browser as the server rendered: the page carries what its render read. Before,
 * the browser's hooks gave an empty customFields and no data, and the text went blank on hydration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServeFiles, launchBrowser } from '../support/browser.js';

let server: Awaited<ReturnType<typeof buildAndServeFiles>>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

const FILES: Record<string, string> = {
  'docusaurus.config.js': "module.exports = { title: 'S', url: 'https://s.example.com', baseUrl: '/', customFields: { apiVersion: 'v2.3' }, presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js') }, blog: false }]] };",
  'sidebars.js': "module.exports = { main: ['intro', { type: 'category', label: 'Guides', items: ['guides/setup', 'guides/run'] }] };",
  'src/components/About.js': [
    "import React, {useState} from 'react';",
    "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
    "import {usePluginData} from '@docusaurus/useGlobalData';",
    "import {useCurrentSidebarCategory} from '@docusaurus/plugin-content-docs/client';",
    'export default function About() {',
    '  const [clicks, setClicks] = useState(0);',
    '  const { siteConfig } = useDocusaurusContext();',
    "  const docs = usePluginData('docusaurus-plugin-content-docs');",
    '  const category = useCurrentSidebarCategory();',
    '  return <button className="about" onClick={() => setClicks(clicks + 1)}>',
    "    Api {siteConfig.customFields.apiVersion}; {docs.versions[0].docs.length} docs; {category.label}: {category.items.map((i) => i.label).join(', ')}; {clicks} clicks",
    '  </button>;',
    '}',
  ].join('\n'),
  'src/components/Contents.js': [
    "import React, {useState} from 'react';",
    "import TOCInline from '@theme/TOCInline';",
    'export default function Contents({ toc }) {',
    '  const [open, setOpen] = useState(true);',
    '  return <nav className="contents"><button onClick={() => setOpen(!open)}>{open ? "hide" : "show"}</button><TOCInline toc={toc} /></nav>;',
    '}',
  ].join('\n'),
  'docs/guides/setup.mdx': "# Setup\n\nimport About from '@site/src/components/About';\nimport Contents from '@site/src/components/Contents';\n\n<About />\n\n<Contents toc={toc} />\n\n## Install\n\n### On Linux\n\n## Use\n",
  'docs/guides/run.md': '# Run\n\nRun it.\n',
  // A doc at the top of the sidebar: its siblings are the sidebar's top items.
  'src/components/Siblings.js': [
    "import React, {useState} from 'react';",
    "import {useCurrentSidebarSiblings, filterDocCardListItems} from '@docusaurus/plugin-content-docs/client';",
    'export default function Siblings() {',
    '  const [clicks, setClicks] = useState(0);',
    '  const items = filterDocCardListItems(useCurrentSidebarSiblings());',
    "  return <button className=\"siblings\" onClick={() => setClicks(clicks + 1)}>{items.map((i) => `${i.type} ${i.label}`).join(', ')}; {clicks} clicks</button>;",
    '}',
  ].join('\n'),
  'docs/intro.mdx': "# Intro\n\nimport Siblings from '@site/src/components/Siblings';\n\n<Siblings />\n",
  // useDoc(), as TotalControlAdmin's docs use it: the doc's metadata, and its front matter with a YAML date as a Date.
  'src/components/DocInfo.js': [
    "import React, {useState} from 'react';",
    "import {useDoc} from '@docusaurus/plugin-content-docs/client';",
    'export default function DocInfo() {',
    '  const [clicks, setClicks] = useState(0);',
    '  const { metadata, frontMatter } = useDoc();',
    "  const date = frontMatter.date instanceof Date ? frontMatter.date.toISOString().slice(0, 10) : 'no date';",
    '  return <button className="doc-info" onClick={() => setClicks(clicks + 1)}>{metadata.title} at {metadata.permalink} on {date}, tagged {metadata.tags.map((t) => t.label).join()}; {clicks} clicks</button>;',
    '}',
  ].join('\n'),
  'docs/guides/release.mdx': "---\ntitle: Release one\ndate: 2026-02-06\ntags: [news]\n---\n\nimport DocInfo from '@site/src/components/DocInfo';\n\n<DocInfo />\n",
};
const TEXT = 'Api v2.3; 4 docs; Guides: Setup, Run;';

beforeAll(async () => {
  server = await buildAndServeFiles(FILES, 'docs-island-data-site-');
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('an island reading the site through the hooks', () => {
  it('shows what the server rendered after hydrating and re-rendering', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${server.url}/guides/setup`);
    expect(await page.locator('button.about').textContent()).toContain(`${TEXT} 0 clicks`);
    await page.waitForSelector('docs-island[data-hydrated]');
    await page.click('button.about');
    await page.waitForFunction(() => document.querySelector('button.about')?.textContent?.includes('1 clicks'));
    expect(await page.locator('button.about').textContent()).toContain(`${TEXT} 1 clicks`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('gives useCurrentSidebarSiblings() at the top of a sidebar the same items in the browser', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${server.url}/intro`);
    expect(await page.locator('button.siblings').textContent()).toBe('link Intro, category Guides; 0 clicks');
    await page.waitForSelector('docs-island[data-hydrated]');
    await page.click('button.siblings');
    await page.waitForFunction(() => document.querySelector('button.siblings')?.textContent?.includes('1 clicks'));
    expect(await page.locator('button.siblings').textContent()).toBe('link Intro, category Guides; 1 clicks');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('gives useDoc() the doc being rendered, in the browser too', async () => {
    // Before, a component calling useDoc() failed the build: the hook did not exist.
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${server.url}/guides/release`);
    const text = 'Release one at /guides/release on 2026-02-06, tagged news;';
    expect(await page.locator('button.doc-info').textContent()).toBe(`${text} 0 clicks`);
    await page.waitForSelector('docs-island[data-hydrated]');
    await page.click('button.doc-info');
    await page.waitForFunction(() => document.querySelector('button.doc-info')?.textContent?.includes('1 clicks'));
    expect(await page.locator('button.doc-info').textContent()).toBe(`${text} 1 clicks`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps a TOCInline a site component renders, nested, through hydration and re-render', async () => {
    // Before, the browser's TOCInline rendered an empty <div>: the list vanished on hydration.
    const page = await browser.newPage();
    await page.goto(`${server.url}/guides/setup`);
    await page.waitForSelector('docs-island[data-hydrated] nav.contents');
    await page.click('nav.contents button');
    await page.waitForFunction(() => document.querySelector('nav.contents button')?.textContent === 'show');
    const links = await page.locator('nav.contents .toc-inline a').evaluateAll((as) => as.map((a) => `${a.closest('ul')?.parentElement?.tagName}:${a.getAttribute('href')}`));
    expect(links).toEqual(['DIV:#install', 'LI:#on-linux', 'DIV:#use']);
    await page.close();
  });
});
