/**
 * A local Markdown image gets its file's width and height, as Docusaurus 3.9.2 writes them (checked
 * on the same images: PNG, JPEG, GIF, WebP, BMP, SVG by width/height or viewBox, relative or from the
 * static folder); a raw or JSX `<img>` and a remote image get none. Before, no image had a size, so
 * the page's layout shifted as each one loaded. A raster image that cannot be read (a damaged file)
 * is a warning at its line, as Docusaurus warns ("can't be read correctly"); before, nothing was said.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSizeOf } from '../../engine/content/image-size.js';
import { loadSite } from '../../engine/load.js';
import { buildToTemp, writeSite } from '../support/site.js';

function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]); // CRC unchecked here
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(height * (1 + width * 3)))), chunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG header: SOI, an APP0 segment, then a baseline frame of the size (enough to be measured). */
function jpeg(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0', 'latin1'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, 0x00, 0x0b, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

let siteDir: string;
let html: string;

beforeAll(async () => {
  siteDir = writeSite({
    'docusaurus.config.js': `module.exports = { title: 'I', url: 'https://i.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };`,
    'docs/intro.mdx':
      '# Images\n\n![shot](./shot.png) ![photo](./photo.jpg) ![icon](./icon.svg "Icon") ![banner](/img/banner.png) ![remote](https://example.com/x.png)\n\n<img src={require(\'./shot.png\').default} alt="jsx" />\n',
    'docs/icon.svg': '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12"><rect width="24" height="12"/></svg>\n',
  });
  writeFileSync(path.join(siteDir, 'docs/shot.png'), png(120, 80));
  writeFileSync(path.join(siteDir, 'docs/photo.jpg'), jpeg(640, 480));
  mkdirSync(path.join(siteDir, 'static/img'), { recursive: true });
  writeFileSync(path.join(siteDir, 'static/img/banner.png'), png(300, 200));
  const { outDir } = await buildToTemp(siteDir);
  html = readFileSync(path.join(outDir, 'intro/index.html'), 'utf8');
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('Markdown images', () => {
  it('get the width and height of their file, relative or static', () => {
    expect(html).toMatch(/<img src="[^"]*shot[^"]*" alt="shot" width="120" height="80"/);
    expect(html).toMatch(/<img src="[^"]*photo[^"]*" alt="photo" width="640" height="480"/);
    expect(html).toMatch(/<img src="[^"]*icon[^"]*" alt="icon" title="Icon" width="24" height="12"/);
    expect(html).toMatch(/<img src="[^"]*banner[^"]*" alt="banner" width="300" height="200"/);
  });

  it('leave remote images and JSX <img> without a size', () => {
    expect(html).toMatch(/<img src="https:\/\/example.com\/x.png" alt="remote" loading/);
    expect(html).toMatch(/<img src="[^"]*" alt="jsx" loading/);
    expect(html).not.toContain('data-markdown-image');
  });
});

describe('imageSizeOf', () => {
  it('reads GIF, WebP and BMP headers, and an SVG sized in inches against its viewBox', () => {
    const gif = Buffer.from([...Buffer.from('GIF89a', 'latin1'), 16, 0, 9, 0]);
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'latin1');
    webp.write('WEBPVP8X', 8, 'latin1');
    webp.writeUIntLE(99, 24, 3);
    webp.writeUIntLE(49, 27, 3);
    const bmp = Buffer.alloc(26);
    bmp.write('BM', 0, 'latin1');
    bmp.writeInt32LE(7, 18);
    bmp.writeInt32LE(-5, 22);
    const dir = writeSite({ 'c.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="2in" viewBox="0 0 100 50"/>' });
    writeFileSync(path.join(dir, 'a.gif'), gif);
    writeFileSync(path.join(dir, 'a.webp'), webp);
    writeFileSync(path.join(dir, 'a.bmp'), bmp);
    writeFileSync(path.join(dir, 'a.txt'), 'not an image');
    expect(imageSizeOf(path.join(dir, 'a.gif'))).toEqual({ width: 16, height: 9 });
    expect(imageSizeOf(path.join(dir, 'a.webp'))).toEqual({ width: 100, height: 50 });
    expect(imageSizeOf(path.join(dir, 'a.bmp'))).toEqual({ width: 7, height: 5 });
    expect(imageSizeOf(path.join(dir, 'c.svg'))).toEqual({ width: 192, height: 96 });
    expect(imageSizeOf(path.join(dir, 'a.txt'))).toBeUndefined();
    expect(imageSizeOf(path.join(dir, 'missing.png'))).toBeUndefined();
    rmSync(dir, { recursive: true, force: true });
  });

  it('are a warning at their line when the file cannot be read as an image', async () => {
    const dir = writeSite({
      'docusaurus.config.js': `module.exports = { title: 'I', url: 'https://i.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };`,
      'docs/intro.md': '# Images\n\n![broken](./bad.jpg)\n\n![fine](./ok.png)\n',
      'docs/bad.jpg': '<html>not an image</html>',
    });
    writeFileSync(path.join(dir, 'docs/ok.png'), png(2, 2));
    try {
      const { diagnostics } = await loadSite(dir, { cache: false });
      expect(diagnostics.map((d) => `${d.file}:${d.line} ${d.rule}`)).toEqual(['docs/intro.md:3 unreadable-image']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
