/**
 * A site component that renders an imported SVG (`import Icon from './icon.svg'`, `<Icon />`, as
 * Docusaurus's SVGR allows) hydrates in the browser: the island bundle's SVG import (a data URL) is
 * rendered as the SVG, as on the server. Before, hydration failed on an element named after the
 * data URL, and the component's state never worked. A `title` prop is the SVG's `<title>`, as
 * SVGR makes it for Docusaurus (`titleProp`), on the server and in the browser (before, an attribute).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServeFiles, launchBrowser } from '../support/browser.js';

let server: Awaited<ReturnType<typeof buildAndServeFiles>>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

const FILES: Record<string, string> = {
  'docusaurus.config.js': "module.exports = { title: 'S', url: 'https://s.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };",
  'src/components/Liker/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle id="dot" cx="5" cy="5" r="4"/></svg>',
  'src/components/Liker/index.js': [
    "import React, {useState} from 'react';",
    "import Icon from './icon.svg';",
    'export default function Liker() {',
    '  const [likes, setLikes] = useState(0);',
    '  return <button className="liker" onClick={() => setLikes(likes + 1)}><Icon className="icon" title="Heart" /> {likes} likes</button>;',
    '}',
  ].join('\n'),
  'src/components/Card/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect id="box" width="8" height="8"/></svg>',
  'src/components/Card/dot.png': 'not really a png',
  'src/components/Card/index.js': [
    "import React, {useState} from 'react';",
    'export default function Card() {',
    '  const [opened, setOpened] = useState(0);',
    "  const Logo = require('./logo.svg').default;",
    "  return <button className=\"card\" onClick={() => setOpened(opened + 1)}><Logo className=\"logo\" /><img className=\"dot\" src={require('./dot.png').default} alt=\"\" /> opened {opened}</button>;",
    '}',
  ].join('\n'),
  'docs/intro.mdx': "# Intro\n\nimport Liker from '@site/src/components/Liker';\nimport Card from '@site/src/components/Card';\n\n<Liker />\n\n<Card />\n",
};

beforeAll(async () => {
  server = await buildAndServeFiles(FILES, 'docs-island-svg-');
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('an island rendering an imported SVG', () => {
  it('hydrates: the SVG stays, the state works, no errors', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${server.url}/intro`);
    await page.waitForSelector('docs-island[data-hydrated]');
    await page.click('button.liker');
    await page.waitForFunction(() => document.querySelector('button.liker')?.textContent?.includes('1 likes'));
    expect(await page.locator('button.liker svg.icon circle#dot').count()).toBe(1);
    expect(await page.locator('button.liker svg.icon > title').textContent()).toBe('Heart');
    expect(await page.locator('button.liker svg.icon').getAttribute('title')).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps an SVG and an image the component requires (require(...).default) through hydration and state changes', async () => {
    // Before, the island bundle's require() gave the data URL itself: .default was undefined, the SVG vanished.
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${server.url}/intro`);
    await page.waitForSelector('docs-island[data-hydrated] button.card');
    await page.click('button.card');
    await page.waitForFunction(() => document.querySelector('button.card')?.textContent?.includes('opened 1'));
    expect(await page.locator('button.card svg.logo rect#box').count()).toBe(1);
    expect(await page.locator('button.card img.dot').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
