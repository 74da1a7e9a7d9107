/**
 * Infima's class names as pages written for Docusaurus's classic theme use them (a help page with
 * `container margin-vert--xl`, `col col--6 col--offset-3`, an outline button; a showcase with a
 * `clean-list` of `card`s and `card__body`s, `badge`s and an `avatar`): laid out as Infima lays them
 * out, read from the computed styles at 1280 px. Before, only the classic template's home page classes
 * had styles, and these pages fell back to plain blocks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildAndServeFiles, launchBrowser } from '../support/browser.js';

let server: Awaited<ReturnType<typeof buildAndServeFiles>>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

const FILES: Record<string, string> = {
  'docusaurus.config.js': "module.exports = { title: 'I', url: 'https://i.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: false }]] };",
  'src/pages/help.js': [
    "import React from 'react';",
    "import Layout from '@theme/Layout';",
    "import styles from './help.module.css';",
    'export default function Help() {',
    '  return (',
    '    <Layout title="Help">',
    '      <div className="container margin-vert--xl" id="box">',
    '        <div className="row">',
    '          <div className="col col--6 col--offset-3" id="column">',
    '            <h1 className="text--uppercase">Need help?</h1>',
    '            <p>Move your docs into the <code id="code">docs</code> directory.</p>',
    '            <a className="button button--outline button--primary" id="outline" href="/">Read</a>',
    '            <ul className="clean-list" id="list">',
    '              <li className="card shadow--md margin-bottom--md" id="card"><div className="card__body padding-horiz--lg" id="body">Jest <span className="badge badge--secondary" id="badge">OSS</span></div></li>',
    '            </ul>',
    '            <div className={styles.panel} id="panel">Infima variables</div>',
    '            <div className="avatar" id="avatar"><img className="avatar__photo avatar__photo--lg" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="" /><div className="avatar__intro"><div className="avatar__name">Ada</div></div></div>',
    '          </div>',
    '        </div>',
    '      </div>',
    '    </Layout>',
    '  );',
    '}',
  ].join('\n'),
  'src/pages/help.module.css': '.panel { background: var(--ifm-color-emphasis-200); padding: var(--ifm-spacing-horizontal); border-radius: var(--ifm-global-radius); min-height: calc(var(--ifm-navbar-height) * 2); }\n',
};

beforeAll(async () => {
  server = await buildAndServeFiles(FILES, 'docs-infima-classes-');
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${server.url}/help`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const style = (id: string, property: string) => page.evaluate(([i, p]) => getComputedStyle(document.getElementById(i)!).getPropertyValue(p), [id, property] as const);
const box = (id: string) => page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().toJSON() as DOMRect, id);

describe("Infima's classes in a React page", () => {
  it('spaces with the margin and padding utilities (xl is 5rem, lg 2rem, md 1rem)', async () => {
    expect(await style('box', 'margin-top')).toBe('80px');
    expect(await style('card', 'margin-bottom')).toBe('16px');
    expect(await style('body', 'padding-left')).toBe('32px');
  });

  it('sizes and offsets a column in twelfths', async () => {
    const container = await box('box');
    const column = await box('column');
    expect(Math.round(column.width)).toBe(Math.round(container.width / 2));
    expect(Math.round(column.left - container.left)).toBe(Math.round(container.width / 4));
  });

  it('draws an outline button, a clean list, a raised card, a badge, an avatar and uppercase text', async () => {
    expect(await style('outline', 'background-color')).toBe('rgba(0, 0, 0, 0)');
    expect(await style('outline', 'border-top-style')).toBe('solid');
    expect(await style('list', 'list-style-type')).toBe('none');
    expect(await style('list', 'padding-left')).toBe('0px');
    expect(await style('card', 'border-top-style')).toBe('none');
    expect(await style('card', 'box-shadow')).not.toBe('none');
    expect(await style('badge', 'display')).toBe('inline-block');
    expect(await style('avatar', 'display')).toBe('flex');
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.avatar__photo')!).borderRadius)).toBe('50%');
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).textTransform)).toBe('uppercase');
  });
});

describe("Infima's variables in a page's own CSS", () => {
  it('gives the neutral ones (emphasis colours, spacing, radius, navbar height) their Infima values', async () => {
    expect(await style('panel', 'background-color')).toBe('rgb(235, 237, 240)');
    expect(await style('panel', 'padding-left')).toBe('16px');
    expect(await style('panel', 'border-top-left-radius')).toBe('6.4px');
    expect(await style('panel', 'min-height')).toBe('120px');
  });
});

describe('inline code in a React page', () => {
  it('is drawn as inline code in Markdown is (a tinted box), as Infima draws every code element', async () => {
    expect(await style('code', 'background-color')).not.toBe('rgba(0, 0, 0, 0)');
    expect(await style('code', 'border-top-style')).toBe('solid');
  });
});
