/**
 * A document, font or media file MDX requires or imports for its URL (`require('./form.docx').default`,
 * the pattern of Docusaurus's "Static assets" page) is a hashed asset in Docusaurus's folder for it,
 * as Docusaurus 3.9.2 writes it (`/assets/files/example-<hash>.docx`). Before, the build failed: "No
 * loader is configured for .docx files".
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const site = writeSite({
  'docusaurus.config.js': "module.exports = { title: 'F', url: 'https://f.example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false }, blog: false }]] };",
  'docs/intro.mdx': "# Intro\n\nimport font from './assets/face.woff2';\n\n<a target=\"_blank\" href={require('./assets/example.docx').default}>Download this docx</a>\n\n[Markdown link to the docx](./assets/example.docx)\n\n<audio src={require('./assets/clip.mp3').default} />\n\n<span data-font={font}>font</span>\n",
  'docs/assets/example.docx': 'PK docx bytes',
  'docs/assets/clip.mp3': 'ID3 mp3 bytes',
  'docs/assets/face.woff2': 'wOF2 font bytes',
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('files MDX requires for their URL', () => {
  it('are assets in files, medias and fonts, the same file as a Markdown link to it', async () => {
    const { outDir } = await buildToTemp(site);
    const html = readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8');
    const required = /<a target="_blank" href="(\/assets\/files\/example-[0-9a-f]+\.docx)">Download this docx<\/a>/.exec(html)?.[1];
    expect(required).toBeDefined();
    expect(html).toContain(`<a href="${required}" target="_blank">Markdown link to the docx</a>`);
    expect(readFileSync(path.join(outDir, required!.slice(1)), 'utf8')).toBe('PK docx bytes');
    expect(html).toMatch(/<audio src="\/assets\/medias\/clip-[0-9a-f]+\.mp3"/);
    expect(html).toMatch(/data-font="\/assets\/fonts\/face-[0-9a-f]+\.woff2"/);
  });
});
