/** `docs build` end to end: output files, --graph, trailingSlash, and the previous build kept on failure. */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/site.js';

const docs = (args: string[], cwd = REPO_ROOT) => spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

function tinySite(extraConfig = ''): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-build-'));
  cpSync(path.join(REPO_ROOT, 'tests/fixtures/clean-site'), dir, { recursive: true });
  if (extraConfig) {
    const config = path.join(dir, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("baseUrl: '/',", `baseUrl: '/',\n  ${extraConfig}`));
  }
  return dir;
}

describe('docs build', () => {
  it('writes every route, the 404 page and the graph as JSON', () => {
    const site = tinySite();
    const result = docs(['build', site, '--graph', path.join(site, 'graph.json')]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/Built \d+ pages( \([\d,]+ reused\))? into/);
    const out = path.join(site, 'build');
    for (const file of ['index.html', '404.html', 'sitemap.xml', 'next/manual/step 3 - setup & run/run-locally/index.html', 'tags/index.html']) {
      expect(existsSync(path.join(out, file)), file).toBe(true);
    }
    const graph = JSON.parse(readFileSync(path.join(site, 'graph.json'), 'utf8'));
    expect(graph.versions.map((v: { name: string }) => v.name)).toEqual(['current', '1.0']);
    expect(graph.routes.length).toBeGreaterThan(20);
    expect(graph.docs[0]).toHaveProperty('permalink');
    // A tag's tags.yml description is its links' tooltip, on the doc and on the tags index (as Docusaurus's Tag).
    expect(readFileSync(path.join(out, 'next/index.html'), 'utf8')).toContain('<a class="tag" href="/next/tags/getting-started" rel="tag" title="The first pages to read.">');
    expect(readFileSync(path.join(out, 'next/tags/index.html'), 'utf8')).toContain('<a class="tag" href="/next/tags/getting-started" title="The first pages to read.">');
    expect(readFileSync(path.join(out, 'next/tags/index.html'), 'utf8')).toContain('<a class="tag" href="/next/tags/open-shift">');
  });

  it('keeps the previous build untouched when a build fails', () => {
    const site = tinySite();
    expect(docs(['build', site]).status).toBe(0);
    const out = path.join(site, 'build');
    const before = readFileSync(path.join(out, 'index.html'), 'utf8');
    const filesBefore = readdirSync(out).sort();
    const intro = path.join(site, 'versioned_docs/version-1.0/intro.md');
    writeFileSync(intro, `${readFileSync(intro, 'utf8')}\n\nSee [the missing page](./does-not-exist.md).\n`);
    const result = docs(['build', site]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('versioned_docs/version-1.0/intro.md:');
    expect(result.stderr).toContain('[broken-markdown-link]');
    expect(result.stderr).toContain('the build failed and build/ was left as it was');
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe(before);
    expect(readdirSync(out).sort()).toEqual(filesBefore);
    expect(readdirSync(site).filter((f) => f.includes('.tmp-') || f.includes('.old-'))).toEqual([]);
  });

  it('writes route.html files with trailingSlash: false', () => {
    const site = tinySite('trailingSlash: false,');
    const result = docs(['build', site]);
    expect(result.status, result.stderr).toBe(0);
    const out = path.join(site, 'build');
    expect(existsSync(path.join(out, 'guide/install.html'))).toBe(true);
    expect(existsSync(path.join(out, 'next/manual/faq.html'))).toBe(true);
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);
  });

  it('puts every internal link of the content under the baseUrl', () => {
    const site = tinySite();
    const config = path.join(site, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("baseUrl: '/',", "baseUrl: '/base/',"));
    const result = docs(['build', site]);
    expect(result.status, result.stderr).toBe(0);
    const html = readFileSync(path.join(site, 'build/next/manual/step 3 - setup & run/index.html'), 'utf8');
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    expect(article).toContain('href="/base/next/manual/step%203%20-%20setup%20&amp;%20run/run-locally"');
    const rootLinks = [...article.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]);
    expect(rootLinks.length).toBeGreaterThan(1);
    expect(rootLinks.filter((href) => !href.startsWith('/base/'))).toEqual([]);
  });

  it('exits 2 with a clear message for an unknown option and for a missing config', () => {
    const bad = docs(['build', '--bogus']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("unknown option '--bogus'");
    const empty = mkdtempSync(path.join(tmpdir(), 'docs-empty-'));
    const missing = docs(['build', empty]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('No site config');
    expect(missing.stderr).not.toMatch(/\n\s+at /);
  });
});
