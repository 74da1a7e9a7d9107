/**
 * An image a doc's own component renders (`export const Img = () => <img src="/img/pic.png" />`) has
 * no preload hint in the article: React 19 wrote one there, to the image as written, while the build
 * gives the `<img>` its hashed URL, so the browser fetched the picture twice (vason-io's ThemedImg
 * on every page).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const site = writeSite({
  'docusaurus.config.js': "module.exports = { title: 'I', url: 'https://i.example.com', baseUrl: '/', presets: [['classic', { blog: false }]] };",
  'docs/intro.mdx': "# Intro\n\nexport const Img = () => <img src=\"/img/pic.png\" alt=\"pic\" />;\n\n<Img />\n",
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe("a doc component's image", () => {
  it('is not preloaded from the article', async () => {
    mkdirSync(path.join(site, 'static/img'), { recursive: true });
    writeFileSync(path.join(site, 'static/img/pic.png'), PNG);
    const { outDir } = await buildToTemp(site);
    const html = readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8');
    const article = html.slice(html.indexOf('<article'));
    expect(article).toMatch(/<img src="[^"]*pic[^"]*" alt="pic"/);
    expect(article).not.toContain('rel="preload"');
  });
});
