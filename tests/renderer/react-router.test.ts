/**
 * Site code that imports react-router directly (`react-router-dom`, `react-router`), as Docusaurus
 * sites do, since Docusaurus ships react-router 5: it builds, with no node_modules in the site, as
 * Docusaurus 3.9.2 builds it (checked: `<a data-from=/docs/intro href=/docs/other>`, "You are at
 * /where"). Before, the doc failed with "Could not resolve" and the page with page-unknown-module.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { buildToTemp, writeSite } from '../support/site.js';

const siteDir = writeSite({
  'docusaurus.config.js': `module.exports = { title: 'R', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: {}, blog: false }]] };`,
  'src/components/Go.jsx': `import React from 'react';
import { Link, NavLink, useLocation, matchPath, withRouter } from 'react-router-dom';
import { useRouteMatch } from 'react-router';
export function Go({ to, children }) {
  const { pathname } = useLocation();
  const inDocs = matchPath(pathname, { path: '/docs/:id' });
  const match = useRouteMatch();
  return <p><Link to={to} data-from={pathname}>{children}</Link> <NavLink to="/where">where</NavLink> <span className="doc-id">{inDocs ? inDocs.params.id : 'none'}</span> <span className="exact">{String(match.isExact)}</span></p>;
}
export const Located = withRouter(({ location }) => <span className="located">{location.pathname}</span>);
`,
  'docs/intro.mdx': "---\ntitle: Intro\n---\n\nimport { Go, Located } from '@site/src/components/Go';\n\n<Go to=\"/docs/other\">Go to other</Go>\n\n<Located />\n",
  'docs/other.md': '# Other\n',
  'src/pages/where.jsx': `import React from 'react';
import Layout from '@theme/Layout';
import { useLocation } from 'react-router-dom';
export default function Where() {
  const { pathname } = useLocation();
  return <Layout title="Where"><main><p>You are at {pathname}</p></main></Layout>;
}
`,
});
let outDir: string;
beforeAll(async () => {
  ({ outDir } = await buildToTemp(siteDir));
}, 60_000);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const html = (route: string) => readFileSync(path.join(outDir, route, 'index.html'), 'utf8');

describe('react-router in site code', () => {
  it('gives a doc’s components the page’s location, matches and links', () => {
    const intro = html('docs/intro');
    expect(intro).toContain('<a data-from="/docs/intro" href="/docs/other">Go to other</a>');
    expect(intro).toContain('<a href="/where">where</a>');
    expect(intro).toContain('<span class="doc-id">intro</span>');
    expect(intro).toContain('<span class="exact">true</span>');
    expect(intro).toContain('<span class="located">/docs/intro</span>');
  });

  it('gives a React page its location', () => {
    expect(html('where')).toMatch(/You are at (<!-- -->)?\/where/);
  });

  it('is no error for docs check', async () => {
    const { diagnostics } = await loadSite(siteDir, { cache: false });
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
