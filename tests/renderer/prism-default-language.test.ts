/**
 * `themeConfig.prism.defaultLanguage` is the language of a code block that names none, as Docusaurus
 * 3.9.2's CodeBlock reads it (myckhel/use-redux-states: `defaultLanguage: 'jsx'`, its unmarked blocks
 * highlighted as JSX). Before, such a block was plain text.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const sites: string[] = [];
afterAll(() => sites.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function intro(prism: string): Promise<string> {
  const dir = writeSite({
    'docusaurus.config.js': `module.exports = { title: 'D', url: 'https://d.example.com', baseUrl: '/', themeConfig: { prism: ${prism} }, presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };`,
    'docs/intro.md': '# Intro\n\n```\nconst App = () => <div>{count}</div>;\n```\n\n```bash\nnpm install\n```\n',
  });
  sites.push(dir);
  const { outDir } = await buildToTemp(dir);
  return readFileSync(path.join(outDir, 'intro/index.html'), 'utf8');
}

describe('prism.defaultLanguage', () => {
  it('highlights a block without a language in it, and leaves a named one alone', async () => {
    const html = await intro("{ defaultLanguage: 'jsx' }");
    expect(html).toContain('class="code-block language-jsx"');
    expect(html).toContain('<span class="token keyword">const</span>');
    expect(html).toContain('class="code-block language-bash"');
  });

  it('leaves such a block plain text without one', async () => {
    const html = await intro('{}');
    expect(html).toContain('class="code-block language-text"');
    expect(html).not.toContain('<span class="token keyword">const</span>');
  });
});
