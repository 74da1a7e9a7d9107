/**
 * Hydration of the shipped site: every page hydrates without a console error or page error, the
 * client's first render (preact/compat in the browser) equals the server's React HTML on every page
 * (of the shipped site and of the client fixtures: announcement bar, dropdowns, versions, baseUrl),
 * a mismatch is logged as a recoverable error (never thrown), and a doc page loads at most 80 KB of
 * JS (gzip) before any interaction.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_BUILD_OPTIONS } from '../../renderer/server/client-assets.js';
import { buildAndServe, type BuiltSite, fixtureDir, hydrated, openPage, repoRoot, sharedBrowser, WIDTHS } from './client-helpers.js';

const browser = sharedBrowser();
let site: BuiltSite;
let pages: string[] = [];
let fixtures: { site: BuiltSite; base: string; pages: string[] }[] = [];
let probe = '';

/** Every HTML page of a build, as the URL path it is served at. */
function pageUrls(dir: string, base = ''): string[] {
  const urls: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const abs = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(abs);
      else if (entry.name.endsWith('.html')) {
        if (entry.name === '404.html') {
          urls.push(`${base}/this-page-does-not-exist`);
          continue;
        }
        const html = readFileSync(abs, 'utf8');
        const data = JSON.parse(/<script id="docs-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]) as { page: { route: string } };
        // encodeURI, not the site's own hrefs: sirv decodes paths with decodeURI, so a `%26` in a
        // path would not find its file (a limit of the test server, not of the site).
        urls.push(base + encodeURI(data.page.route));
      }
    }
  };
  walk(dir);
  return urls.sort();
}

beforeAll(async () => {
  const [shipped, clientSite, versions] = await Promise.all([buildAndServe(repoRoot), buildAndServe(fixtureDir('client-site')), buildAndServe(fixtureDir('client-versions'), { mount: '/docs/' })]);
  site = shipped;
  pages = pageUrls(site.dir);
  fixtures = [
    { site: clientSite, base: '', pages: pageUrls(clientSite.dir) },
    { site: versions, base: '/docs', pages: pageUrls(versions.dir, '/docs') },
  ];
  const bundle = await build({ ...CLIENT_BUILD_OPTIONS, target: [...CLIENT_BUILD_OPTIONS.target], entryPoints: [path.join(repoRoot, 'tests/browser/client-probe.tsx')], write: false, format: 'iife' });
  probe = bundle.outputFiles[0].text;
  await browser.launch();
});

afterAll(async () => {
  await browser.close();
  await Promise.all([site?.close(), ...fixtures.map((f) => f.site.close())]);
});

describe.each(WIDTHS)('hydration at %i px', (width) => {
  it('hydrates every page of the shipped site without a console error or page error', async () => {
    expect(pages.length).toBeGreaterThan(100);
    const failures: string[] = [];
    // Three pages at a time (page loads mostly wait on the browser, not the CPU).
    const lanes = 3;
    await Promise.all(
      Array.from({ length: lanes }, async (_, lane) => {
        const { page, errors, close } = await openPage(browser.get(), width);
        for (const url of pages.filter((_, i) => i % lanes === lane)) {
          errors.length = 0;
          const response = await page.goto(site.url + url, { waitUntil: 'load' });
          await hydrated(page);
          // Effects run after paint: give them a frame and a task.
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
          // The not-found page is served with status 404, which Chromium reports for the document itself.
          const own = response?.status() === 404 ? errors.filter((e) => !e.startsWith('Failed to load resource: the server responded with a status of 404')) : errors;
          if (own.length) failures.push(`${url}: ${own.join(' | ')}`);
        }
        await close();
      }),
    );
    expect(failures).toEqual([]);
  }, 180_000); // every page of the shipped site (54 s on a fresh clone of a shared machine): 3x headroom

  it("renders on the client exactly the server's HTML for every page (the hydration matches)", async () => {
    const { page, errors, close } = await openPage(browser.get(), width);
    const mismatches: string[] = [];
    for (const target of [{ url: site.url, base: '', pages }, ...fixtures.map((f) => ({ url: f.site.url, base: f.base, pages: f.pages }))]) {
      await page.goto(`${target.url}${target.base}/`, { waitUntil: 'load' });
      await page.addScriptTag({ content: probe });
      mismatches.push(...(await page.evaluate(compareWithServer, target.pages)));
    }
    await close();
    expect(mismatches).toEqual([]);
    // (the loop also fetched the not-found pages, answered with status 404)
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
  });

  it('logs a hydration mismatch as a recoverable error and keeps the page working', async () => {
    const { page, errors, close } = await openPage(browser.get(), width);
    // Serve a page whose server HTML differs from what the client renders.
    await page.route('**/plans', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('<footer class="footer', '<aside class="footer');
      await route.fulfill({ response, body });
    });
    await page.goto(`${site.url}/plans`, { waitUntil: 'load' });
    await hydrated(page);
    expect(errors.some((e) => e.startsWith('Recoverable hydration error'))).toBe(true);
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    // Repaired: the client's markup is in place and the page still navigates on the client.
    expect(await page.locator('footer.footer').count()).toBe(1);
    await page.evaluate(() => performance.clearMeasures());
    await page.locator('.pagination-next').click();
    await page.waitForFunction(() => performance.getEntriesByName('docs:navigation').length > 0);
    await close();
  });

  it('loads at most 80 KB (gzip) of JavaScript on a doc page before any interaction', async () => {
    const { page, close } = await openPage(browser.get(), width);
    const scripts: { url: string; gzip: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: response.url(), gzip: gzipSync(await response.body()).length });
    });
    await page.goto(`${site.url}/getting-started/step-1`, { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.waitForTimeout(300);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(total, JSON.stringify(scripts)).toBeLessThanOrEqual(80 * 1024);
    await close();
  });
}, 240_000); // every page of the shipped site, twice per width: 3x headroom on a slow shared machine

/**
 * In the page: for each URL, the server's HTML of #docs-root against the client's render of the
 * same hydration data (tests/browser/client-probe.tsx), both canonicalised (attributes sorted,
 * style normalised, comments dropped, adjacent text merged). Returns the differences.
 */
async function compareWithServer(urls: string[]): Promise<string[]> {
  type Token = string;
  const canon = (root: Element): Token[] => {
    const out: Token[] = [];
    const walk = (node: Node) => {
      for (const child of node.childNodes) {
        if (child.nodeType === Node.COMMENT_NODE) continue;
        if (child.nodeType === Node.TEXT_NODE) {
          const text = (child as Text).data;
          if (out.length && out[out.length - 1].startsWith('#text:')) out[out.length - 1] += text;
          else out.push(`#text:${text}`);
          continue;
        }
        const el = child as HTMLElement;
        const attrs = [...el.attributes].map((a) => (a.name === 'style' ? `style=${el.style.cssText}` : `${a.name}=${a.value}`)).sort();
        out.push(`<${el.localName} ${attrs.join(' ')}>`);
        walk(el);
        out.push(`</${el.localName}>`);
      }
    };
    walk(root);
    return out.filter((t) => t !== '#text:');
  };
  const render = (window as unknown as { __probeRender: (shell: unknown, page: unknown) => string }).__probeRender;
  const found: string[] = [];
  for (const url of urls) {
    const html = await (await fetch(url)).text();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const root = doc.getElementById('docs-root')!;
    const data = JSON.parse(doc.getElementById('docs-data')!.textContent!) as { shell: unknown; page: { kind: string; contentHtml?: string } };
    if (data.page.kind === 'doc') data.page.contentHtml = root.querySelector('#main-content .markdown')!.innerHTML;
    // On hydration the client reads its categories' first links from its own document's sidebar
    // (renderedFirstHrefs); the probe renders here, on another page, so it hands over that page's.
    const firstHrefs = [...doc.querySelectorAll('aside.sidebar li > a.menu-category-link[aria-expanded]')].map((a) => a.getAttribute('href') ?? '');
    if (firstHrefs.length) (data.page as { firstHrefs?: string[] }).firstHrefs = firstHrefs;
    const client = document.createElement('div');
    client.innerHTML = render(data.shell, data.page);
    const a = canon(root);
    const b = canon(client);
    const at = a.findIndex((token, i) => token !== b[i]);
    if (at >= 0 || a.length !== b.length) {
      const i = at >= 0 ? at : Math.min(a.length, b.length);
      found.push(`${url} at token ${i}:\n  server: ${a.slice(Math.max(0, i - 2), i + 2).join(' ')}\n  client: ${b.slice(Math.max(0, i - 2), i + 2).join(' ')}`);
    }
  }
  return found;
}
