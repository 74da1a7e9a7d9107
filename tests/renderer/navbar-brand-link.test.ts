/**
 * The navbar's brand links the site's home (or its logo's `href`), as Docusaurus's does through Link,
 * which reports a home page the site does not have as a broken link (realsites14 A, B and C: Yew,
 * OpenLineage, Web3Signer; repro/brand-link-no-home). Ours shipped the link to a 404 silently; now a
 * warning, once (every locale), at the navbar in the config. *Differs*: a warning even under
 * `onBrokenLinks: 'throw'`, where Docusaurus fails the build. A logo `href` and the footer logo's
 * `href` that are no page are broken links as a navbar item's are.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../engine/helpers.js';
import { writeSite } from '../support/site.js';

const sites: string[] = [];
afterAll(() => sites.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function check(navbar: string, files: Record<string, string> = {}, extra = '') {
  const dir = writeSite({
    'docusaurus.config.js': `module.exports = {\n  title: 'B', url: 'https://b.example.com', baseUrl: '/b/',\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },\n  presets: [['classic', { docs: { routeBasePath: '/docs' }, blog: false }]],\n  themeConfig: {\n    navbar: ${navbar},${extra}\n  },\n};\n`,
    'docs/intro.md': '# Intro\n',
    ...files,
  });
  sites.push(dir);
  return runCli(['build', dir, '--out-dir', `${dir}/build`]);
}

const brandLines = (stderr: string) => stderr.split('\n').filter((line) => line.includes("site's home page"));

describe("the navbar brand's link", () => {
  it("is a warning at the navbar when the site has no home page, once for every locale, and the build succeeds", async () => {
    const result = await check("{ title: 'B' }");
    expect(result.code, result.stderr).toBe(0);
    expect(brandLines(result.stderr)).toHaveLength(1);
    expect(brandLines(result.stderr)[0]).toMatch(/^docusaurus\.config\.js:6:15 +warning +Broken link in the navbar: its title links/);
  });

  it('is not reported when the site has a home page, nor without a brand', async () => {
    const home = await check("{ title: 'B' }", { 'src/pages/index.md': '# Home\n' });
    expect(home.code, home.stderr).toBe(0);
    expect(home.stderr).not.toMatch(/broken/i);
    const noBrand = await check('{ items: [] }');
    expect(noBrand.stderr).not.toMatch(/broken/i);
  });

  it("checks a logo's own href, and the footer logo's, as links", async () => {
    const result = await check("{ title: 'B', logo: { src: 'img/logo.svg', href: '/missing' } }", {}, "\n    footer: { logo: { src: 'img/logo.svg', href: '/gone' } },");
    expect(brandLines(result.stderr)).toHaveLength(0);
    expect(result.stderr).toMatch(/Broken link in the navbar logo: "\/missing" is not a page of this site/);
    expect(result.stderr).toMatch(/Broken link in the footer logo: "\/gone" is not a page of this site/);
  });
});

// As Docusaurus 3.9.2 reports it (realsites14 E, Resoto; repro/dropdown-to-unchecked): a dropdown's own `to`
// is a link; ours never checked it, and shipped a toggle linking a 404 under onBrokenLinks: 'throw'.
describe("a navbar dropdown's own link", () => {
  it('is a broken link at its `to` when no page has it', async () => {
    const result = await check("{ items: [{ type: 'dropdown', label: 'More', to: '/docs', items: [{ label: 'Intro', to: '/docs/intro' }] }] }", { 'src/pages/index.md': '# Home\n' });
    expect(result.code).toBe(2); // an error in the config file, as a navbar item's broken link is
    expect(result.stderr).toMatch(/docusaurus\.config\.js:6:\d+ +error +Broken link in the navbar: "\/docs" is not a page of this site/);
  });
});
