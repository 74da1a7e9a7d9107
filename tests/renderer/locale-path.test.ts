/**
 * `i18n.localeConfigs[locale].path`, as Docusaurus 3.9.2 reads it (checked on a fixture): the folder
 * of the locale's translations under `i18n/`, not its URL. A `pt-BR` locale with `path: 'br'` reads
 * `i18n/br/...` and is built at `/pt-BR/`, in the output's `pt-BR/` folder.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/site.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'docs-locale-path-'));
const site = path.join(scratch, 'site');
const out = path.join(scratch, 'out');
let code = -1;

const files: Record<string, string> = {
  'docusaurus.config.js': `module.exports = {
  title: 'Locale path', url: 'https://example.com', baseUrl: '/base/',
  i18n: { defaultLocale: 'en', locales: ['en', 'pt-BR'], localeConfigs: { 'pt-BR': { label: 'Português', path: 'br' } } },
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
  themeConfig: { navbar: { items: [{ type: 'localeDropdown', position: 'right' }] } },
};\n`,
  'docs/intro.md': '# Intro\n\nText.\n',
  'src/pages/index.md': '# Home\n',
  'i18n/br/docusaurus-plugin-content-docs/current/intro.md': '# Introdução\n\nTexto.\n',
  'i18n/br/code.json': JSON.stringify({ 'theme.common.skipToMainContent': { message: 'Pular para o conteúdo' } }),
};

beforeAll(async () => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  }
  code = await new Promise<number>((resolve) => {
    execFile(process.execPath, [path.join(REPO_ROOT, 'bin/docs.js'), 'build', site, '--out-dir', out], { env: { ...process.env, NO_COLOR: '1' } }, (error) => resolve(error ? 1 : 0));
  });
}, 120_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a locale whose localeConfigs give a path', () => {
  it('is built at /{locale}/, in the output folder named after the locale, not the path', () => {
    expect(code).toBe(0);
    expect(existsSync(path.join(out, 'pt-BR/docs/intro/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'br'))).toBe(false);
    const html = readFileSync(path.join(out, 'pt-BR/docs/intro/index.html'), 'utf8');
    expect(html).toContain('<link rel="canonical" href="https://example.com/base/pt-BR/docs/intro">');
    expect(readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8')).toMatch(/href="\/base\/pt-BR\/docs\/intro"[^>]*>Português/);
  });

  it('reads its translations from i18n/{path}', () => {
    const html = readFileSync(path.join(out, 'pt-BR/docs/intro/index.html'), 'utf8');
    expect(html).toContain('Introdução</h1>');
    expect(html).toContain('Texto.');
    expect(html).toContain('Pular para o conteúdo');
  });
});
