/**
 * Root-relative `url(/img/x.png)` in customCss under a base URL ('/docs/'), as Docusaurus 3.9 treats
 * it (checked with 3.9.2: it resolves the file from the static folders, then the site folder, and
 * rewrites the URL to a hashed asset under the base URL; a missing file fails the build): the URL
 * points to a copy reachable under the base URL, the fragment kept; remote, protocol-relative and
 * data URLs stay; a missing file is an error at the stylesheet's line and column, exit 1, the
 * previous build kept. One site built once, then a broken copy.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/site.js';

const docs = (args: string[]) => spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', DOCS_NO_CACHE: '1' } });

const CSS = `.hero {
  background-image: url(/img/hero.png);
}
.quoted { background: url("/img/hero.png#part") no-repeat; }
.second { background: url('/img/only-in-public.svg'); }
.in-site { background: url(/src/img/site.svg); }
.remote { background: url(https://example.com/r.png); }
.cdn { background: url(//cdn.example.com/c.png); }
.inline { background: url(data:image/png;base64,AAAA); }
`;

let site: string;
let build: ReturnType<typeof spawnSync>;
let css: string;

const write = (dir: string, file: string, text: string | Buffer) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};
/** The path under the build folder that a URL of the site ('/docs/...') is served from. */
const served = (url: string) => path.join(site, 'build', url.replace(/^\/docs\//, '').replace(/#.*$/, ''));

beforeAll(() => {
  site = path.join(mkdtempSync(path.join(tmpdir(), 'docs-css-site-urls-')), 'site');
  write(
    site,
    'docusaurus.config.js',
    `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/docs/', staticDirectories: ['static', 'public'],
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, theme: { customCss: './src/css/custom.css' } }]] };\n`,
  );
  write(site, 'docs/intro.md', '# Intro\n\nHello.\n');
  write(site, 'src/css/custom.css', CSS);
  write(site, 'static/img/hero.png', Buffer.from('89504e470d0a1a0a-hero', 'utf8'));
  write(site, 'public/img/only-in-public.svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>');
  write(site, 'src/img/site.svg', '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>');
  build = docs(['build', site]);
  const page = readFileSync(path.join(site, 'build/intro/index.html'), 'utf8');
  const href = /<link rel="stylesheet" href="(\/docs\/assets\/css\/custom\.[0-9a-f]+\.css)"/.exec(page)![1];
  css = readFileSync(served(href), 'utf8');
}, 60_000);

describe('root-relative url() in customCss under a base URL', () => {
  it('builds without diagnostics', () => {
    expect(build.status, String(build.stderr)).toBe(0);
    expect(build.stderr).not.toMatch(/warning|error/);
  });

  it('points to a copy of the static file under the base URL, the fragment kept', () => {
    const urls = [...css.matchAll(/url\("?([^")]+)"?\)/g)].map((m) => m[1]);
    const hero = urls.filter((u) => u.includes('hero'));
    expect(hero).toHaveLength(2);
    expect(hero[0]).toMatch(/^\/docs\/assets\/css\/media\/hero-[A-Z0-9]+\.png$/);
    expect(hero[1]).toBe(`${hero[0]}#part`);
    expect(readFileSync(served(hero[0]), 'utf8')).toBe('89504e470d0a1a0a-hero');
  });

  it('finds files in every static folder, then in the site folder', () => {
    const second = /url\("?(\/docs\/assets\/css\/media\/only-in-public-[A-Z0-9]+\.svg)"?\)/.exec(css)?.[1];
    const inSite = /url\("?(\/docs\/assets\/css\/media\/site-[A-Z0-9]+\.svg)"?\)/.exec(css)?.[1];
    expect(readFileSync(served(second!), 'utf8')).toContain('<rect');
    expect(readFileSync(served(inSite!), 'utf8')).toContain('<circle');
  });

  it('leaves remote, protocol-relative and data URLs as written', () => {
    expect(css).toContain('url(https://example.com/r.png)');
    expect(css).toContain('url(//cdn.example.com/c.png)');
    expect(css).toContain('url(data:image/png;base64,AAAA)');
  });

  it('reports a missing file at the stylesheet line and column, exit 1, and keeps the previous build', () => {
    const broken = path.join(mkdtempSync(path.join(tmpdir(), 'docs-css-site-urls-broken-')), 'site');
    cpSync(site, broken, { recursive: true });
    write(broken, 'src/css/custom.css', `${CSS}.gone {\n  background: url(/img/missing.png);\n}\n`);
    const before = readdirSync(path.join(broken, 'build/assets/css')).sort();
    const page = readFileSync(path.join(broken, 'build/intro/index.html'), 'utf8');
    const result = docs(['build', broken]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/src\/css\/custom\.css:11:15 +error +customCss: "\/img\/missing\.png" names no file \(looked in static\/, public\/, the site folder/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(readdirSync(path.join(broken, 'build/assets/css')).sort()).toEqual(before);
    expect(readFileSync(path.join(broken, 'build/intro/index.html'), 'utf8')).toBe(page);
  });

  it('never bundles a site file that links to outside the site: an error at the url()', () => {
    // (A static folder's link to outside is refused before, as every static file's is.)
    const linked = path.join(mkdtempSync(path.join(tmpdir(), 'docs-css-site-urls-link-')), 'site');
    cpSync(site, linked, { recursive: true });
    const secret = path.join(path.dirname(linked), 'secret.png');
    writeFileSync(secret, 'not for publishing');
    symlinkSync(secret, path.join(linked, 'src/img/linked.png'));
    write(linked, 'src/css/custom.css', `${CSS}.linked {\n  background: url(/src/img/linked.png);\n}\n`);
    const result = docs(['build', linked, '--out-dir', 'out']);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/src\/css\/custom\.css:11:15 +error +customCss: "\/src\/img\/linked\.png" is a link to a file outside the site/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(readdirSync(path.dirname(linked))).not.toContain('out');
  });
});
