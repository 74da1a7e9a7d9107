/**
 * Config validation and locale configs, in process: key paths of wrong types (also inside unions such
 * as `docs: false | {...}`), "did you mean" for unknown keys, positions in the config source, and
 * which locales have a usable config.
 */
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../engine/config/load.js';
import { locateKey } from '../../engine/config/positions.js';
import { resolveLocales } from '../../engine/graph/locales.js';
import { severityOf } from '../../engine/diagnostics.js';
import { pluginName } from '../../engine/config/plugins.js';

const messages = (raw: unknown, source = '') => validateConfig(raw, 'site.config.ts', source).diagnostics.map((d) => `${d.severity} [${d.rule}] ${d.message}`);

describe('validateConfig', () => {
  it('accepts a minimal config and fills in defaults', () => {
    const { config, diagnostics } = validateConfig({ title: 'T' }, 'site.config.ts');
    expect(diagnostics).toEqual([]);
    expect(config?.docs).toMatchObject({ path: 'docs', routeBasePath: 'docs', numberPrefixParser: true, tagsBasePath: 'tags' });
    expect(config?.onBrokenAnchors).toBe('warn');
    expect(config?.onBrokenLinks).toBe('throw');
  });

  // As Docusaurus 3.9.2 accepts it (realsites12 W, oclif.github.io): `log` failed the config, so the build.
  it("accepts 'log' for the onBroken* settings, reported as warnings", () => {
    const { config, diagnostics } = validateConfig({ title: 'T', onBrokenLinks: 'log', onBrokenAnchors: 'log', onDuplicateRoutes: 'log', onBrokenMarkdownLinks: 'log', onBrokenMarkdownImages: 'log' }, 'site.config.ts');
    expect(diagnostics).toEqual([]);
    expect(config?.onBrokenLinks).toBe('log');
    expect(severityOf('log')).toBe('warning');
  });

  // As Docusaurus 3.9.2 refuses it (realsites11 R, repro/toc-min-gt-max): before, every page's TOC was empty, silently.
  it('refuses a table of contents whose lowest level is above its highest', () => {
    expect(messages({ title: 'T', themeConfig: { tableOfContents: { minHeadingLevel: 4, maxHeadingLevel: 3 } } })).toEqual([
      'error [config-type] `themeConfig.tableOfContents.minHeadingLevel` must be at most maxHeadingLevel (every table of contents would be empty otherwise), got number 4.',
    ]);
    expect(messages({ title: 'T', themeConfig: { tableOfContents: { minHeadingLevel: 4 } } })).toHaveLength(1);
    expect(messages({ title: 'T', themeConfig: { tableOfContents: { minHeadingLevel: 3, maxHeadingLevel: 3 } } })).toEqual([]);
  });

  // realsites13 Y (metro, nitro): a function was "got function undefined", and an ES module's plugin "(unnamed plugin)".
  it('names a function as such, and an ES module plugin by its default export', () => {
    expect(messages({ title: 'T', docs: { showLastUpdateTime: () => true } })).toEqual(['error [config-type] `docs.showLastUpdateTime` should be a boolean, got a function.']);
    expect(pluginName([{ default: function generateOgImages() {} }, {}])).toBe('generateOgImages');
  });

  it('names the full key path of a wrong type, also inside the docs union', () => {
    expect(messages({ title: 'T', docs: { breadcrumbs: 'yes' } })).toEqual(['error [config-type] `docs.breadcrumbs` should be a boolean, got string "yes".']);
    expect(messages({ title: 'T', docs: { versions: { current: { banner: 'soon' } } } })).toEqual([
      'error [config-type] `docs.versions.current.banner` should be one of "none", "unreleased", "unmaintained", got string "soon".',
    ]);
    expect(messages({ title: 'T', docs: 'yes' })).toEqual(['error [config-type] `docs` has the wrong type or shape, got string "yes".']);
    expect(messages({ title: 42 })).toEqual(['error [config-type] `title` should be a string, got number 42.']);
    expect(messages({})).toEqual(['error [config-type] `title` should be a string, it is missing.']);
  });

  it('accepts docs: false', () => {
    expect(validateConfig({ title: 'T', docs: false }, 'site.config.ts').config?.docs).toBe(false);
  });

  it('warns about unknown keys with the closest valid key, and drops them', () => {
    const { config, diagnostics } = validateConfig({ title: 'T', tagLine: 'x', docs: { sidebarColapsed: false }, themeConfig: { navbar: { itmes: [] } } }, 'site.config.ts');
    expect(diagnostics.map((d) => `${d.severity} ${d.rule} ${d.suggestion}`).sort()).toEqual([
      'warning config-unknown-key items',
      'warning config-unknown-key sidebarCollapsed',
      'warning config-unknown-key tagline',
    ]);
    expect(diagnostics.map((d) => d.message)).toContain('Unknown config key `docs.sidebarColapsed`; it is ignored. Did you mean `sidebarCollapsed`?');
    expect(config).toBeDefined();
    expect((config as unknown as Record<string, unknown>).tagLine).toBeUndefined();
  });

  // Docusaurus 3.9.2 refuses such a config ("The url is not supposed to contain a sub-path"); before,
  // the path was written twice into every canonical link (seen on flash-list's docs).
  it('refuses a url with a path, naming the baseUrl to write it in, and a url that is no URL', () => {
    const errors = (url: string) => validateConfig({ title: 'T', url }, 'site.config.ts').diagnostics.filter((d) => d.severity === 'error').map((d) => d.message);
    expect(errors('https://shopify.github.io/flash-list/docs')).toEqual([
      '`url` should be the site\'s origin, without the path "/flash-list/docs" (write it in `baseUrl`: "/flash-list/docs/", as Docusaurus requires), got string "https://shopify.github.io/flash-list/docs".',
    ]);
    expect(errors('docs.example.com')).toEqual(['`url` should be the site\'s address, such as "https://docs.example.com", got string "docs.example.com".']);
    expect(errors('https://docs.example.com/')).toEqual([]);
    expect(errors('http://localhost:3000')).toEqual([]);
  });

  it('locates keys in the config source', () => {
    const source = "export default {\n  title: 'T',\n  docs: {\n    path: 'docs',\n    'routeBasePath': '/',\n  },\n};\n";
    expect(locateKey(source, ['title'])).toEqual({ line: 2, column: 3 });
    expect(locateKey(source, ['docs', 'path'])).toEqual({ line: 4, column: 5 });
    expect(locateKey(source, ['docs', 'routeBasePath'])).toEqual({ line: 5, column: 5 });
  });
});

describe('resolveLocales', () => {
  const configWith = (i18n: Record<string, unknown>) => validateConfig({ title: 'T', i18n }, 'site.config.ts').config!;

  it('derives label, direction and htmlLang for valid language tags', () => {
    const { locales, diagnostics } = resolveLocales(configWith({ defaultLocale: 'en', locales: ['en', 'fr', 'ar'] }), 'site.config.ts');
    expect(diagnostics).toEqual([]);
    expect(locales.map((l) => [l.locale, l.label, l.direction, l.htmlLang, l.calendar, l.path])).toEqual([
      ['en', 'English', 'ltr', 'en', 'gregory', 'en'],
      ['fr', 'Français', 'ltr', 'fr', 'gregory', 'fr'],
      ['ar', 'العربية', 'rtl', 'ar', 'gregory', 'ar'],
    ]);
  });

  it('reports a locale that is no language tag and has no locale config, at its position', () => {
    const source = "export default {\n  i18n: {\n    defaultLocale: 'en',\n    locales: ['en', 'xx-invalid_'],\n  },\n};\n";
    const { locales, diagnostics } = resolveLocales(configWith({ defaultLocale: 'en', locales: ['en', 'xx-invalid_'] }), 'site.config.ts', source);
    expect(locales.map((l) => l.locale)).toEqual(['en']);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', rule: 'locale-config', file: 'site.config.ts', line: 4, column: 21 });
  });

  it('accepts such a locale when its config gives label and htmlLang', () => {
    const { locales, diagnostics } = resolveLocales(
      configWith({ defaultLocale: 'en', locales: ['en', 'xx-invalid_'], localeConfigs: { 'xx-invalid_': { label: 'Custom', htmlLang: 'en-x-custom', direction: 'rtl' } } }),
      'site.config.ts',
    );
    expect(diagnostics).toEqual([]);
    expect(locales[1]).toMatchObject({ locale: 'xx-invalid_', label: 'Custom', htmlLang: 'en-x-custom', direction: 'rtl' });
  });

  it('reports a default locale missing from the list', () => {
    const { diagnostics } = resolveLocales(configWith({ defaultLocale: 'de', locales: ['en'] }), 'site.config.ts');
    expect(diagnostics.map((d) => [d.severity, d.rule])).toEqual([['error', 'locale-config']]);
    expect(diagnostics[0].message).toContain('"de" is not in i18n.locales');
  });
});
