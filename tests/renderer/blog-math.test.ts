/**
 * The blog's own remark/rehype plugins, as the docs' are read (rich-content.test.ts): remark-math and
 * rehype-katex in `blog.remarkPlugins` / `rehypePlugins` turn math on, so a post's `$…$` is KaTeX; any
 * other plugin is named in a warning; a post's page and a list page showing it link the KaTeX stylesheet. Built with the real CLI on a copy of tests/fixtures/blog-translations.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/site.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'docs-blog-math-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let site: string;
let result: ReturnType<typeof spawnSync>;
const build = () => spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
const post = () => readFileSync(path.join(site, 'build/blog/2024/03/01/formula/index.html'), 'utf8');

beforeAll(() => {
  site = path.join(scratch, 'site');
  cpSync(path.join(REPO_ROOT, 'tests/fixtures/blog-translations'), site, { recursive: true });
  writeFileSync(path.join(site, 'blog/2024-03-01-formula.md'), '---\ntitle: A formula\n---\n\nEnergy is $E = mc^2$.\n\n<!-- truncate -->\n');
  writeFileSync(
    path.join(site, 'docusaurus.config.js'),
    `import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import remarkToc from 'remark-toc';
export default {
  title: 'Fixture', url: 'https://fixture.example.com', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en'] },
  presets: [['classic', { docs: { routeBasePath: '/docs' }, blog: { remarkPlugins: [remarkMath, remarkToc], rehypePlugins: [rehypeKatex], onUntruncatedBlogPosts: 'ignore' } }]],
};
`,
  );
  result = build();
}, 120_000);

describe('the blog’s remark and rehype plugins', () => {
  it('renders a post’s math with KaTeX when the blog lists remark-math and rehype-katex', () => {
    expect(result.status, String(result.stderr)).toBe(0);
    expect(post()).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>');
    // The article shows no raw formula (the meta description is the source's first line, as Docusaurus's excerpt is).
    expect(post().slice(post().indexOf('<article'), post().indexOf('</article>'))).not.toContain('$E = mc^2$');
    expect(post()).toContain('katex.min.css');
    // The list page shows it too, and links the stylesheet; a page without math does not.
    const list = readFileSync(path.join(site, 'build/blog/index.html'), 'utf8');
    expect(list).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>');
    expect(list).toContain('katex.min.css');
    expect(readFileSync(path.join(site, 'build/blog/2024/01/01/hello/index.html'), 'utf8')).not.toContain('katex.min.css');
  });

  it('names every other plugin of the blog in a warning', () => {
    expect(String(result.stderr)).toMatch(/blog\.remarkPlugins: "remark-toc" is not run/);
    expect(String(result.stderr)).not.toMatch(/"remark-math" is not run|"rehype-katex" is not run/);
  });
});
