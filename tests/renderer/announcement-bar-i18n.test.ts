/**
 * The announcement bar in the site's language, as Docusaurus 3.9.2 writes it on a pt-BR site
 * (checked): its close button labelled by the theme string `theme.AnnouncementBar.closeButtonAriaLabel`
 * ("Fechar"), and the bar named by its own text. Before, both labels were English ("Close",
 * "Announcement") on every site.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildToTemp, writeSite } from '../support/site.js';

const siteDir = writeSite({
  'docusaurus.config.js': `module.exports = { title: 'A', url: 'https://a.example.com', baseUrl: '/', i18n: { defaultLocale: 'pt-BR', locales: ['pt-BR'] },
    presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
    themeConfig: { announcementBar: { id: 'novo', content: 'Versão 2 lançada!', isCloseable: true } } };`,
  'docs/index.md': '# Início\n\n| Camada | Tecnologia |\n| --- | --- |\n| a | b |\n',
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('the announcement bar of a pt-BR site', () => {
  it('has its close button labelled in Portuguese and is named by its own text', async () => {
    const { outDir } = await buildToTemp(siteDir);
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(html).toContain('<section class="announcement-bar" aria-labelledby="announcement-bar-content">');
    expect(html).toContain('<div id="announcement-bar-content" class="announcement-content">Versão 2 lançada!</div>');
    expect(html).toMatch(/<button type="button" class="icon-button announcement-close" aria-label="Fechar">/);
    expect(html).not.toContain('aria-label="Announcement"');
    expect(html).toContain('<div class="table-wrapper" tabindex="0" role="group" aria-label="Camada, Tecnologia">');
  });
});
