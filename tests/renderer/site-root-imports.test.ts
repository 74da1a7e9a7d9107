/**
 * Imports Docusaurus's bundler finds and ours did not (real sites failed to build), checked against
 * Docusaurus 3.9.2: a path from the site's root (`/img/logo.png`, looked for in the static folders,
 * then the site folder, as webpack's resolve.roots), in an MDX doc and in a React page; and a
 * package that, bundled for Node, uses Node's own modules (`node:path`) in a React page.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, writeSite } from '../support/site.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const site = writeSite({
  'docusaurus.config.js': "module.exports = { title: 'R', url: 'https://r.example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false }, blog: false }]] };",
  'docs/intro.mdx': "# Intro\n\nimport Logo from '/img/logo.png';\nimport SiteLogo from '@site/src/components/SiteLogo';\n\n<img src={Logo} alt=\"Logo\" />\n\n<SiteLogo />\n",
  // A site component's own root import: found the same way, on the server and in its island.
  'src/components/SiteLogo.js': "import logo from '/img/logo.png';\nexport default function SiteLogo() {\n  return <img className=\"site-logo\" src={logo} alt=\"Site logo\" />;\n}\n",
  'src/pages/index.js': "import Layout from '@theme/Layout';\nimport pic from '/static/img/logo.png';\nimport which from 'condpkg';\nexport default function Home() {\n  return <Layout title=\"Home\"><main><img src={pic} alt=\"pic\" /><p id=\"which\">{which}</p></main></Layout>;\n}\n",
  'node_modules/condpkg/package.json': JSON.stringify({ name: 'condpkg', version: '1.0.0', type: 'module', exports: './index.js', imports: { '#impl': { node: './impl-node.js', default: './impl-browser.js' } } }),
  'node_modules/condpkg/index.js': "import impl from '#impl';\nexport default impl;\n",
  'node_modules/condpkg/impl-node.js': "import path from 'node:path';\nexport default 'node build, joined ' + path.posix.join('a', 'b');\n",
  'node_modules/condpkg/impl-browser.js': "export default 'browser build';\n",
});
const out = path.join(site, 'out');
let result: { status: number | null; output: string };

beforeAll(() => {
  const file = path.join(site, 'static/img/logo.png');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, PNG);
  const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site, '--out-dir', out], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  result = { status: run.status, output: run.stdout + run.stderr };
}, 120_000);
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('imports from the site root and Node modules of packages', () => {
  it('builds', () => {
    expect(result.output).not.toMatch(/error/i);
    expect(result.status).toBe(0);
  });

  it('finds /img/logo.png of an MDX import in the static folder', () => {
    expect(readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8')).toMatch(/<img src="\/assets\/images\/logo-[0-9a-f]+\.png" alt="Logo"/);
  });

  it("finds a site component's own /img/logo.png too", () => {
    expect(readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8')).toMatch(/<img class="site-logo" src="data:image\/png;base64,[^"]+" alt="Site logo"[^>]*>/);
  });

  it('finds /static/img/logo.png of a React page in the site folder, and renders a package that uses node:path', () => {
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toMatch(/<img src="data:image\/png;base64,[^"]+" alt="pic"/);
    expect(html).toContain('<p id="which">node build, joined a/b</p>');
  });
});
