/** Shared browser-test helpers: Debian's chromium through playwright-core, and a static server. */
import { createServer, type Server } from 'node:http';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import sirv from 'sirv';
import { REPO_ROOT, writeSite } from './site.js';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
  });
}

/** Serves a build folder on 127.0.0.1 (a free port), with the site's 404 page for unknown paths. */
export async function serveStatic(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const handler = sirv(dir, { dev: true, extensions: ['html'] });
  const server: Server = createServer((req, res) => {
    // sirv decodes with decodeURI, which leaves %26 (&) encoded: hand it a fully decoded path.
    const [pathname, query] = (req.url ?? '/').split('?');
    try {
      req.url = encodeURI(decodeURIComponent(pathname)) + (query ? `?${query}` : '');
    } catch {
      // malformed escapes: let sirv answer
    }
    handler(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(readFileSync(path.join(dir, '404.html')));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** axe-core's browser build, read once. */
let axeSource: string | undefined;

export interface AxeCheck {
  /** Only these rules (default: every WCAG 2.1 A and AA rule). */
  rules?: string[];
  /** Only this part of the page (a CSS selector; default the whole document). */
  include?: string;
  /** Rules to leave out. */
  disable?: string[];
}

/**
 * axe-core's violations on the page, one line each ("rule (N nodes) first-target"). axe is injected
 * into the page itself and asked for violations only: the same rules as @axe-core/playwright's
 * builder, without its per-frame injection and full result serialisation (four times faster).
 */
export async function axeViolations(page: Page, check: AxeCheck = {}): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Colours mid-transition (a mode switch fades the search box's background) are not what a
  // reader sees once the page settles: let running transitions end, however slow the machine.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
  return page.evaluate(async ({ rules, include, disable }) => {
    const axe = (window as unknown as { axe: AxeApi }).axe;
    const result = await axe.run(include ? { include: [include] } : document, {
      runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
      rules: Object.fromEntries((disable ?? []).map((id) => [id, { enabled: false }])),
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ') ?? ''}`);
  }, check);
}

/** The part of axe-core's API the check uses (it runs in the page). */
interface AxeApi {
  run(context: unknown, options: unknown): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
}

/** A site written from `files`, built with the CLI and served: its folder, and `close` to stop and remove it. */
export async function buildAndServeFiles(files: Record<string, string>, prefix: string): Promise<{ site: string; url: string; close: () => Promise<void> }> {
  const site = writeSite(files, prefix);
  const out = path.join(site, 'build');
  const build = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site, '--out-dir', out], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  if (build.status !== 0) throw new Error(build.stderr);
  const server = await serveStatic(out);
  return {
    site,
    url: server.url,
    close: async () => {
      await server.close();
      rmSync(site, { recursive: true, force: true });
    },
  };
}
