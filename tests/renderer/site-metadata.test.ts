/**
 * `themeConfig.metadata` in the head, as Docusaurus 3.9.2 keeps it (seen on hologram-docs, built by
 * it): one tag per name or property. A configured tag replaces the page's default of the same key
 * (`og:url`, `twitter:title`, `og:type`), and the page's own title, description and keywords win
 * over configured ones. Before, both were written: two `og:title`, two `og:url`, with different values.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

let siteDir: string;
let head: string;
/** The contents of every meta tag of `key` (a name or property) in the page's head. */
const values = (key: string) => [...head.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`, 'g'))].map((m) => m[1]);

beforeAll(async () => {
  const metadata = [
    { name: 'twitter:title', content: 'Site card' },
    { property: 'og:title', content: 'Site OG title' },
    { property: 'og:url', content: 'https://m.example.com' },
    { property: 'og:type', content: 'website' },
    { name: 'description', content: 'Site description' },
    { name: 'google-site-verification', content: 'abc' },
    { name: 'og:site_name', content: 'Named, not a property' },
  ];
  siteDir = writeSite({
    'docusaurus.config.js': `module.exports = { title: 'M', url: 'https://m.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]], themeConfig: { metadata: ${JSON.stringify(metadata)} } };`,
    'docs/trust.md': '---\ndescription: The page says this.\n---\n\n# The trust model\n\nBody.\n',
  });
  const { outDir } = await buildToTemp(siteDir);
  const html = readFileSync(path.join(outDir, 'trust', 'index.html'), 'utf8');
  head = html.slice(0, html.indexOf('</head>'));
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('themeConfig.metadata', () => {
  it('replaces the page’s default tag of the same key', () => {
    expect(values('twitter:title')).toEqual(['Site card']);
    expect(values('og:url')).toEqual(['https://m.example.com']);
    expect(values('og:type')).toEqual(['website']);
  });

  it('gives way to the page’s own title and description', () => {
    expect(values('og:title')).toEqual(['The trust model | M']);
    expect(values('description')).toEqual(['The page says this.']);
  });

  it('adds the tags the page has none of', () => {
    expect(values('google-site-verification')).toEqual(['abc']);
  });

  // A `name` is another tag than a `property` of the same key, as Docusaurus 3.9.2 keeps both
  // (Physical-AI-Humanoid-Robotics-Book's config): before, `name: 'og:…'` replaced the page's own property.
  it('keeps a name and a property of one key apart', () => {
    expect(head).toContain('<meta name="og:site_name" content="Named, not a property">');
    expect(head).toContain('<meta property="og:site_name" content="M">');
  });
});

describe('titleDelimiter', () => {
  // As Docusaurus 3.9.2 writes it (checked on babel's site, `titleDelimiter: '·'`): between the page's title and the site's.
  it('separates the page’s title from the site’s in the head', async () => {
    const site = writeSite({
      'docusaurus.config.js': "module.exports = { title: 'Babel', titleDelimiter: '·', url: 'https://b.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };",
      'docs/intro.md': '# What is Babel?\n\nBody.\n',
    });
    const { outDir, site: loaded } = await buildToTemp(site);
    rmSync(site, { recursive: true, force: true });
    expect(loaded.diagnostics).toEqual([]);
    const html = readFileSync(path.join(outDir, 'intro', 'index.html'), 'utf8');
    expect(html).toContain('<title>What is Babel? · Babel</title>');
    expect(html).toContain('<meta property="og:title" content="What is Babel? · Babel">');
  });
});

// As Docusaurus 3.9.2 writes it (realsites13 Y, repro/og-image): the site's card (themeConfig.image) is a default
// that a configured og:image replaces; only a page's own image wins over it. Before, the configured tag was dropped.
describe('themeConfig.metadata og:image beside themeConfig.image', () => {
  it('replaces the site card in og:image, and gives way to a page\'s own image', async () => {
    const metadata = [{ property: 'og:image', content: '/img/other-card.png' }];
    const dir = writeSite({
      'docusaurus.config.js': `module.exports = { title: 'M', url: 'https://m.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]], themeConfig: { image: 'img/card.png', metadata: ${JSON.stringify(metadata)} } };`,
      'docs/plain.md': '# Plain\n',
      'docs/own.md': '---\nimage: https://cdn.example.com/own.png\n---\n\n# Own\n',
    });
    try {
      const { outDir } = await buildToTemp(dir);
      const headOf = (route: string) => readFileSync(path.join(outDir, route, 'index.html'), 'utf8').split('</head>')[0];
      const of = (html: string, key: string) => [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`, 'g'))].map((m) => m[1]);
      expect(of(headOf('plain'), 'og:image')).toEqual(['/img/other-card.png']);
      expect(of(headOf('plain'), 'twitter:image')).toEqual(['https://m.example.com/img/card.png']);
      expect(of(headOf('own'), 'og:image')).toEqual(['https://cdn.example.com/own.png']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
