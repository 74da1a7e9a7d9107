/**
 * Swizzled theme components (src/theme/DocItem/Footer/index.js, src/theme/Root.js): not run by this
 * engine, whose theme is its own. Each gets a warning naming its file; before, they were ignored
 * silently. MDXComponents (read as global components) and a component's own parts get none.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../engine/load.js';
import { writeSite } from '../support/site.js';

let site = '';
afterAll(() => rmSync(site, { recursive: true, force: true }));

const FILES: Record<string, string> = {
  'docusaurus.config.js': "module.exports = { title: 'S', url: 'https://s.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };",
  'docs/intro.md': '# Intro\n\nHello.\n',
  'src/theme/DocItem/Footer/index.js': "import Footer from '@theme-original/DocItem/Footer';\nexport default function F(props) { return <><Footer {...props} /><p>Feedback</p></>; }\n",
  'src/theme/DocItem/Footer/Feedback.js': 'export default function Feedback() { return null; }\n',
  'src/theme/DocItem/Footer/styles.module.css': '.x {}\n',
  'src/theme/Root.tsx': 'export default function Root({children}) { return <>{children}</>; }\n',
  'src/theme/MDXComponents.js': "import MDXComponents from '@theme-original/MDXComponents';\nexport default { ...MDXComponents };\n",
};

describe('swizzled theme components', () => {
  it('get one warning each, at their file', async () => {
    site = writeSite(FILES, 'docs-swizzled-');
    const { diagnostics } = await loadSite(site, { cache: false });
    const swizzled = diagnostics.filter((d) => d.rule === 'swizzled-component');
    expect(swizzled.map((d) => [d.severity, d.file, d.line])).toEqual([
      ['warning', 'src/theme/DocItem/Footer/index.js', 1],
      ['warning', 'src/theme/Root.tsx', 1],
    ]);
    expect(swizzled[0].message).toContain('The swizzled theme component DocItem/Footer is not used');
    expect(diagnostics.filter((d) => d.rule !== 'swizzled-component')).toEqual([]);
  });
});
