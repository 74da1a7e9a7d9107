/**
 * What a site's config runs in the browser. The preset's `gtag`: the page loads gtag's snippet (its
 * requests to Google are answered here, empty), and a client-side navigation sends a page view with
 * the new page's path, as plugin-google-gtag's route hook does in Docusaurus. `clientModules`: each
 * runs on load, and its route lifecycles are called as Docusaurus calls them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, type BuiltSite, hydrated, openPage, sharedBrowser } from './client-helpers.js';

const browser = sharedBrowser();
const scratch = mkdtempSync(path.join(tmpdir(), 'docs-analytics-'));
let site: BuiltSite;

beforeAll(async () => {
  const dir = path.join(scratch, 'site');
  mkdirSync(path.join(dir, 'docs'), { recursive: true });
  // The home page (the navbar's title links there).
  writeFileSync(path.join(dir, 'docs/one.md'), '---\nslug: /\n---\n\n# One\n\nGo to [two](./two.md).\n');
  writeFileSync(path.join(dir, 'docs/two.md'), '# Two\n\nBack to [one](./one.md).\n');
  mkdirSync(path.join(dir, 'static/img'), { recursive: true });
  writeFileSync(path.join(dir, 'static/img/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
  mkdirSync(path.join(dir, 'src'));
  // A client module as Docusaurus documents them: code run on load, and route lifecycles.
  writeFileSync(
    path.join(dir, 'src/lifecycles.js'),
    `import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
const log = (entry) => (window.__lifecycles ||= []).push(entry);
if (ExecutionEnvironment.canUseDOM) log('loaded');
export function onRouteUpdate({ location, previousLocation }) {
  log(\`update \${previousLocation ? previousLocation.pathname : null} -> \${location.pathname}\`);
  return () => log(\`loaded \${location.pathname}\`);
}
export function onRouteDidUpdate({ location, previousLocation }) {
  log(\`did \${previousLocation ? previousLocation.pathname : null} -> \${location.pathname} (\${document.querySelector('h1').textContent})\`);
}
`,
  );
  writeFileSync(
    path.join(dir, 'docusaurus.config.js'),
    "module.exports = { title: 'A', url: 'https://a.example.com', baseUrl: '/', favicon: 'img/favicon.svg', clientModules: [require.resolve('./src/lifecycles.js')], presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, gtag: { trackingID: 'G-TEST' } }]] };\n",
  );
  site = await buildAndServe(dir);
  await browser.launch();
}, 120_000);
afterAll(async () => {
  await browser.close();
  await site?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('gtag', () => {
  it('sends a page view with the new path after a client-side navigation', async () => {
    const { page, context, errors, close } = await openPage(browser.get(), 1280);
    // No request leaves the machine: Google's script is answered with nothing.
    await context.route(/googletagmanager|google-analytics/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await page.goto(`${site.url}/`);
    await hydrated(page);
    const calls = () => page.evaluate(() => ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((a) => Array.from(a).map((v) => (v instanceof Date ? 'date' : v))));
    expect(await calls()).toEqual([['js', 'date'], ['config', 'G-TEST', {}]]);
    await page.getByRole('link', { name: 'two', exact: true }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Two');
    await expect.poll(calls).toEqual([['js', 'date'], ['config', 'G-TEST', {}], ['set', 'page_path', '/two'], ['event', 'page_view']]);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('clientModules', () => {
  it('runs each module on load, and calls its route lifecycles around a client-side navigation', async () => {
    const { page, context, errors, close } = await openPage(browser.get(), 1280);
    await context.route(/googletagmanager|google-analytics/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await page.goto(`${site.url}/`);
    await hydrated(page);
    const log = () => page.evaluate(() => (window as unknown as { __lifecycles?: string[] }).__lifecycles ?? []);
    await expect.poll(log).toEqual(['loaded', 'update null -> /', 'did null -> / (One)']);
    await page.getByRole('link', { name: 'two', exact: true }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Two');
    await expect.poll(log).toEqual(['loaded', 'update null -> /', 'did null -> / (One)', 'update / -> /two', 'loaded /two', 'did / -> /two (Two)']);
    expect(errors).toEqual([]);
    await close();
  });
});
