/**
 * clsx, which every Docusaurus site has through Docusaurus itself, is lent from the engine to site
 * code when the site has not installed it: the classic template's home page builds without npm install.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, writeSite } from '../support/site.js';

describe('packages lent to site code', () => {
  it('builds a React page and a site component that import clsx, in a site with no node_modules', () => {
    const site = writeSite({
      'docusaurus.config.js': "module.exports = { title: 'L', url: 'https://l.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: false }]] };\n",
      'src/pages/index.js': [
        "import clsx from 'clsx';",
        "import Layout from '@theme/Layout';",
        "import Feature from '@site/src/components/Feature';",
        'export default function Home() {',
        "  return <Layout title=\"Home\"><header className={clsx('hero', false && 'hidden', { 'hero--primary': true })}>Welcome</header><Feature /></Layout>;",
        '}',
      ].join('\n'),
      'src/components/Feature.js': "import clsx from 'clsx';\nexport default function Feature() { return <div className={clsx('col', ['col--4'])}>Feature</div>; }\n",
    }, 'docs-lent-');
    expect(existsSync(path.join(site, 'node_modules'))).toBe(false);
    const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(result.status, result.stderr).toBe(0);
    const html = readFileSync(path.join(site, 'build/index.html'), 'utf8');
    expect(html).toContain('<header class="hero hero--primary">Welcome</header>');
    expect(html).toContain('<div class="col col--4">Feature</div>');
  }, 120_000);
});
