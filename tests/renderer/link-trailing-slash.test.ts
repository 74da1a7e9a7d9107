/**
 * `@docusaurus/Link` in site code (a React page, a component a doc uses) applies the site's
 * `trailingSlash`, as Docusaurus's Link does (`<Link to="/docs/intro">` is `/docs/intro/` under
 * `trailingSlash: true`, and `/docs/intro/` is `/docs/intro` under `false`). Before, it kept the
 * link as written, where the page's other links follow the setting.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const sites: string[] = [];
afterAll(() => sites.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function home(trailingSlash: boolean): Promise<string> {
  const dir = writeSite({
    'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/base/', trailingSlash: ${trailingSlash}, presets: [['classic', { blog: false }]] };`,
    'docs/intro.md': '# Intro\n',
    'src/pages/index.js': "import React from 'react';\nimport Link from '@docusaurus/Link';\nexport default function Home() { return <main><Link to=\"/docs/intro\">plain</Link> <Link to=\"/docs/intro/#part\">slashed</Link> <Link to=\"/\">home</Link> <Link to=\"https://example.org/x\">out</Link></main>; }\n",
  });
  sites.push(dir);
  const { outDir } = await buildToTemp(dir);
  return readFileSync(path.join(outDir, 'index.html'), 'utf8');
}

describe('Link in site code under trailingSlash', () => {
  it('adds the slash with trailingSlash: true', async () => {
    const html = await home(true);
    expect(html).toContain('<a href="/base/docs/intro/">plain</a>');
    expect(html).toContain('<a href="/base/docs/intro/#part">slashed</a>');
    expect(html).toContain('<a href="/base/">home</a>');
    expect(html).toContain('<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">out</a>');
  });

  it('removes it with trailingSlash: false', async () => {
    const html = await home(false);
    expect(html).toContain('<a href="/base/docs/intro">plain</a>');
    expect(html).toContain('<a href="/base/docs/intro#part">slashed</a>');
    expect(html).toContain('<a href="/base/">home</a>');
  });
});
