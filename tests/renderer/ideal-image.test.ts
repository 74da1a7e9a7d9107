/**
 * `@theme/IdealImage` (Docusaurus's plugin-ideal-image), as sites write it: `<IdealImage
 * img={require('./shot.png')} />`. The image is published and shown; a doc importing it built
 * before with an "engine does not provide it" error, and the whole build failed.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildSite } from '../../renderer/server/build.js';
import { idealImageSrc } from '../../renderer/ideal-image.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'docs-ideal-image-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A 2x2 PNG. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    let c = ~0;
    for (const byte of body) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    crc.writeUInt32BE(~c >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const rows = Buffer.from([0, 255, 0, 0, 255, 0, 0, 0, 255, 0, 0, 255, 0, 0]);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

describe('@theme/IdealImage', () => {
  it('renders the required image, published under assets/', async () => {
    const site = path.join(scratch, 'site');
    mkdirSync(path.join(site, 'docs/img'), { recursive: true });
    writeFileSync(path.join(site, 'docs/img/shot.png'), png());
    // The plugin listed as sites list it: no "plugin not run" warning, its component is provided.
    writeFileSync(path.join(site, 'docusaurus.config.js'), "module.exports = { title: 'I', url: 'https://i.example.com', baseUrl: '/', plugins: [['@docusaurus/plugin-ideal-image', { quality: 70 }]], presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };");
    writeFileSync(path.join(site, 'docs/intro.mdx'), "# Intro\n\nimport IdealImage from '@theme/IdealImage';\n\n<IdealImage img={require('./img/shot.png')} alt=\"A shot\" />\n");
    const loaded = await loadSite(site, { cache: false });
    expect(loaded.diagnostics).toEqual([]);
    const out = path.join(scratch, 'out');
    await buildSite(loaded, { outDir: out });
    const img = /<img [^>]*alt="A shot"[^>]*>/.exec(readFileSync(path.join(out, 'intro/index.html'), 'utf8'))![0];
    const src = /src="([^"]+)"/.exec(img)![1];
    expect(src).toMatch(/^\/assets\/images\/shot-[0-9a-f]+\.png$/);
    expect(readFileSync(path.join(out, src))).toEqual(png());
  });

  it('takes the image from what each loader gives: a module, Docusaurus’s { src: { src } }, a URL', () => {
    expect(idealImageSrc({ default: '/a.png', __esModule: true })).toBe('/a.png');
    expect(idealImageSrc({ src: { src: '/b.png', width: 10 }, preSrc: 'data:' })).toBe('/b.png');
    expect(idealImageSrc('/c.png')).toBe('/c.png');
    expect(idealImageSrc(undefined)).toBeUndefined();
  });
});
