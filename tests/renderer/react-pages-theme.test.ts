/**
 * React pages of src/pages as real landing pages write them, built with the CLI: the theme's
 * components they render (`<Tabs>` from `@theme/Tabs`) and what `@theme/Layout` and
 * `@theme/Heading` give them.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, writeSite } from '../support/site.js';

const docs = (args: string[]) => spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

const CONFIG = `module.exports = {
  title: 'R', url: 'https://r.example.com', baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  themeConfig: { footer: { style: 'dark', copyright: 'Copyright R Inc.' } },
};
`;

describe('a React page rendering the theme\'s Tabs', () => {
  let outDir = '';
  let result: ReturnType<typeof docs>;
  beforeAll(() => {
    const site = writeSite({
      'docusaurus.config.js': CONFIG,
      'src/pages/install.tsx': [
        "import React, { type ReactNode } from 'react';",
        "import Layout from '@theme/Layout';",
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        'export default function Install(): ReactNode {',
        '  return (',
        '    <Layout title="Install">',
        '      <main className="container">',
        '        <h1>Install</h1>',
        '        <Tabs>',
        '          <TabItem value="npm" label="npm" default>npm install docs</TabItem>',
        '          <TabItem value="yarn" label="Yarn">yarn add docs</TabItem>',
        '        </Tabs>',
        '        <p>Or with your system:</p>',
        '        <Tabs groupId="os">',
        '          <TabItem value="mac" label="macOS">Use <b>Homebrew</b>.</TabItem>',
        '          <TabItem value="linux" label="Linux" default>Use apt.</TabItem>',
        '        </Tabs>',
        '      </main>',
        '    </Layout>',
        '  );',
        '}',
      ].join('\n'),
    }, 'docs-react-tabs-');
    outDir = path.join(site, 'build');
    result = docs(['build', site, '--out-dir', outDir]);
  }, 120_000);

  it('shows every tab label and panel, the default selected, with no marker left in the page', () => {
    expect(result.status, result.stderr).toBe(0);
    const html = readFileSync(path.join(outDir, 'install/index.html'), 'utf8');
    expect(html).not.toContain('@@docs-theme-slot');
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*aria-selected="(true|false)"[^>]*>([^<]+)<\/button>/g)].map((m) => `${m[2]}${m[1] === 'true' ? '*' : ''}`);
    expect(tabs).toEqual(['npm*', 'Yarn', 'macOS', 'Linux*']);
    const panels = [...html.matchAll(/<div class="tab-panel"[^>]*>(.*?)<\/div>/g)].map((m) => m[1]);
    expect(panels).toEqual(['npm install docs', 'yarn add docs', 'Use <b>Homebrew</b>.', 'Use apt.']);
    // Each where the page puts it, the text between them too (they were all put in the first's place).
    expect(html.indexOf('yarn add docs')).toBeLessThan(html.indexOf('Or with your system:'));
    expect(html.indexOf('Or with your system:')).toBeLessThan(html.indexOf('Homebrew'));
    // The two tab groups have ids of their own.
    const ids = [...html.matchAll(/role="tab" id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(4);
  });
});

let layoutOutDir = '';

describe("@theme/Layout's props", () => {
  let outDir = '';
  let result: ReturnType<typeof docs>;
  const page = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
  beforeAll(() => {
    const site = writeSite({
      'docusaurus.config.js': CONFIG,
      'src/pages/help.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Help() {\n  return <Layout title=\"Help\" noFooter><main>Need help?</main></Layout>;\n}\n",
      'src/pages/about.js': [
        "import React from 'react';",
        "import Layout from '@theme/Layout';",
        "import Link from '@docusaurus/Link';",
        'export default function About() {',
        '  return (',
        '    <Layout title="About">',
        '      <main>',
        '        About us',
        '        <Link href="https://discord.gg/docs">Discord</Link>',
        '        <Link to="/help">Help</Link>',
        '        <Link to="pathname:///files/guide.pdf">Guide</Link>',
        '        <Link href="https://example.com" target="_self">Same tab</Link>',
        '      </main>',
        '    </Layout>',
        '  );',
        '}',
      ].join('\n'),
    }, 'docs-react-layout-');
    outDir = layoutOutDir = path.join(site, 'build');
    result = docs(['build', site, '--out-dir', outDir]);
  }, 120_000);

  it('noFooter leaves the site footer out of that page only', () => {
    expect(result.status, result.stderr).toBe(0);
    expect(page('help/index.html')).toContain('Need help?');
    const footer = (html: string) => /<footer[\s\S]*?<\/footer>/.exec(html)?.[0];
    expect(footer(page('help/index.html'))).toBeUndefined();
    expect(footer(page('about/index.html'))).toContain('Copyright R Inc.');
  });
});

describe('@docusaurus/Link in a React page', () => {
  it('opens a URL with a protocol, or a pathname:// path, in a new tab, as Docusaurus does; a page path in the same tab', () => {
    const html = readFileSync(path.join(layoutOutDir, 'about/index.html'), 'utf8');
    expect(html).toContain('<a href="https://discord.gg/docs" target="_blank" rel="noopener noreferrer">Discord</a>');
    expect(html).toContain('<a href="/help">Help</a>');
    expect(html).toContain('<a href="/files/guide.pdf" target="_blank" rel="noopener noreferrer">Guide</a>');
    expect(html).toContain('<a target="_self" href="https://example.com" rel="noopener noreferrer">Same tab</a>');
  });
});

describe("@theme/Heading in a React page", () => {
  it('gives an h2-h6 with an id the anchor link a Markdown heading has; an h1 (which drops its id) or a heading without id gets none', () => {
    const site = writeSite({
      'docusaurus.config.js': CONFIG,
      'src/pages/about.js': [
        "import React from 'react';",
        "import Layout from '@theme/Layout';",
        "import Heading from '@theme/Heading';",
        'export default function About() {',
        '  return (',
        '    <Layout title="About">',
        '      <main>',
        '        <Heading as="h1" id="about">About us</Heading>',
        '        <Heading as="h2" id="channels">Channels</Heading>',
        '        <Heading as="h3">Without an id</Heading>',
        '      </main>',
        '    </Layout>',
        '  );',
        '}',
      ].join('\n'),
    }, 'docs-react-heading-');
    const outDir = path.join(site, 'build');
    const result = docs(['build', site, '--out-dir', outDir]);
    expect(result.status, result.stderr).toBe(0);
    const html = readFileSync(path.join(outDir, 'about/index.html'), 'utf8');
    // An h1 drops its id, as in Docusaurus 3.9.2.
    expect(html).toContain('<h1>About us</h1>');
    expect(html).toContain('<h2 id="channels">Channels<a class="hash-link" aria-label="Direct link to Channels" title="Direct link to Channels" href="#channels">\u200B</a></h2>');
    expect(html).toContain('<h3>Without an id</h3>');
  }, 120_000);
});

describe("a React page that redirects with @docusaurus/router's <Redirect>", () => {
  it('builds, and its head sends the reader on to the target', () => {
    const site = writeSite({
      'docusaurus.config.js': CONFIG,
      'src/pages/index.md': '# Home\n',
      'src/pages/old-page.js': "import React from 'react';\nimport { Redirect } from '@docusaurus/router';\nexport default function OldPage() {\n  return <Redirect to=\"/\" />;\n}\n",
    }, 'docs-react-redirect-');
    const outDir = path.join(site, 'build');
    const result = docs(['build', site, '--out-dir', outDir]);
    expect(result.status, result.stderr).toBe(0);
    const head = /<head>([\s\S]*?)<\/head>/.exec(readFileSync(path.join(outDir, 'old-page/index.html'), 'utf8'))?.[1];
    expect(head).toContain('<meta http-equiv="refresh" content="0; url=/"/>');
  }, 120_000);
});

// As Docusaurus 3.9.2 renders it (realsites12 U, repro/theme-common, the showcase pattern of waldolemmer.github.io):
// these hooks were undefined, so the page failed the build with "is not a function".
describe("a React page using @docusaurus/theme-common's hooks", () => {
  it('renders with plural forms, an empty query string, the theme config and the server window size', () => {
    const site = writeSite({
      'docusaurus.config.js': CONFIG.replace("themeConfig: {", "themeConfig: { navbar: { title: 'Brand' },"),
      'src/pages/showcase.js': [
        "import React from 'react';",
        "import Layout from '@theme/Layout';",
        "import { usePluralForm, useQueryString, useQueryStringList, useClearQueryString, useThemeConfig, useWindowSize, uniq } from '@docusaurus/theme-common';",
        'export default function Showcase() {',
        '  const { selectMessage } = usePluralForm();',
        "  const [name] = useQueryString('name');",
        "  const [tags] = useQueryStringList('tags');",
        '  const clear = useClearQueryString();',
        '  return (',
        '    <Layout title="Showcase">',
        "      <p id=\"plural\">{selectMessage(1, '1 site|{count} sites')} / {selectMessage(3, '1 site|{count} sites').replace('{count}', '3')}</p>",
        "      <p id=\"query\">name=[{name}] tags={tags.length} clear={typeof clear} size={useWindowSize()} brand={useThemeConfig().navbar.title} uniq={uniq([1, 1, 2]).join(',')}</p>",
        '    </Layout>',
        '  );',
        '}',
      ].join('\n'),
    }, 'docs-react-theme-common-');
    const outDir = path.join(site, 'build');
    const result = docs(['build', site, '--out-dir', outDir]);
    expect(result.status, result.stderr).toBe(0);
    const html = readFileSync(path.join(outDir, 'showcase/index.html'), 'utf8');
    expect(html).toContain('<p id="plural">1 site / 3 sites</p>');
    expect(html).toContain('<p id="query">name=[] tags=0 clear=function size=ssr brand=Brand uniq=1,2</p>');
    // The browser's render reads the theme config too (it failed on `navbar` of undefined, and the page emptied).
    const clientConfig = JSON.parse(/<script type="application\/json" data-docs-site-config>(.*?)<\/script>/.exec(html)![1]) as { themeConfig?: { navbar?: { title?: string } } };
    expect(clientConfig.themeConfig?.navbar?.title).toBe('Brand');
  }, 120_000);
});
