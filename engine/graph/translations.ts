/**
 * The theme's translation files of a locale, as Docusaurus lays them out:
 *   i18n/{locale}/code.json                                   theme strings, `{ key: { message } }`
 *   i18n/{locale}/docusaurus-theme-classic/navbar.json        `title`, `logo.alt`, `item.label.{label}`
 *   i18n/{locale}/docusaurus-theme-classic/footer.json        `link.title.{title}`, `link.item.label.{label}`,
 *                                                             `copyright`, `logo.alt`
 * Navbar and footer labels are replaced in a copy of the config; code.json messages are returned,
 * over the theme's own translations that Docusaurus ships for the locale when the site has them
 * installed (`@docusaurus/theme-translations`, which the classic theme brings), as Docusaurus does.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_DOCS_ID, localizationDir, type SiteConfig, translatesContent } from '../config/schema.js';
import type { Diagnostic } from '../diagnostics.js';

type Messages = Record<string, string>;
type Obj = Record<string, unknown>;

/**
 * The folder of a docs instance's translations for a locale, relative to the site root:
 * `i18n/{locale}/docusaurus-plugin-content-docs`, `…-docs-{id}` for an instance other than the default.
 */
export function docsI18nFolder(config: Pick<SiteConfig, 'i18n'>, locale: string, pluginId: string): string {
  return path.join(localizationDir(config, locale), pluginId === DEFAULT_DOCS_ID ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${pluginId}`);
}

/** A Docusaurus translation file's messages (`{ key: { message, description } }`, or plain strings). */
/**
 * Values that are not `{ "message": "..." }`: Docusaurus refuses the file and fails the locale's build
 * ("must be of type object"). Plain strings are read here all the same, but a key such as
 * `x.message` (a file flattened by hand) names no message: a warning, at the first such key.
 */
function malformedMessages(rel: string, text: string, keys: string[]): Diagnostic {
  const line = text.slice(0, Math.max(0, text.indexOf(JSON.stringify(keys[0])))).split('\n').length;
  const more = keys.length > 1 ? ` (and ${keys.length - 1} more)` : '';
  return {
    severity: 'warning',
    rule: 'translation-file',
    message: `The translation of "${keys[0]}"${more} is not of the form { "message": "..." }, which Docusaurus requires (it fails the locale's build on this file). Write each entry as "key": { "message": "...", "description": "..." }.`,
    file: rel,
    line,
    column: 1,
  };
}

export function readMessages(root: string, rel: string, diagnostics: Diagnostic[]): Messages {
  const abs = path.join(root, rel);
  if (!existsSync(abs)) return {};
  try {
    const text = readFileSync(abs, 'utf8');
    const data = JSON.parse(text) as unknown;
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('expected an object of { "key": { "message": "..." } }');
    const out: Messages = {};
    const malformed: string[] = [];
    for (const [key, value] of Object.entries(data as Obj)) {
      if (typeof value === 'string') out[key] = value;
      else if (value && typeof value === 'object' && typeof (value as Obj).message === 'string') out[key] = (value as Obj).message as string;
      if (typeof value !== 'object' || value === null || typeof (value as Obj).message !== 'string') malformed.push(key);
    }
    if (malformed.length) diagnostics.push(malformedMessages(rel, text, malformed));
    return out;
  } catch (error) {
    diagnostics.push({ severity: 'error', rule: 'translation-file', message: `The translation file cannot be read: ${(error as Error).message}. Fix its JSON.`, file: rel, line: 1, column: 1 });
    return {};
  }
}

function translateItems(items: unknown, messages: Messages, prefix: string): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((raw) => {
    if (!raw || typeof raw !== 'object') return raw;
    const item: Obj = { ...(raw as Obj) };
    if (typeof item.label === 'string' && messages[`${prefix}${item.label}`] !== undefined) item.label = messages[`${prefix}${item.label}`];
    if (Array.isArray(item.items)) item.items = translateItems(item.items, messages, prefix);
    return item;
  });
}

/** Names to look a locale up by, most specific first: "pt" -> pt, pt-BR, pt-Latn; "zh-TW" -> zh-TW, zh-Hant. */
export function localesToTry(locale: string): string[] {
  try {
    const max = new Intl.Locale(locale).maximize();
    return [locale, `${max.language}-${max.region}`, `${max.language}-${max.script}`, max.language];
  } catch {
    return [locale];
  }
}

/** The folder of `@docusaurus/theme-translations` as the site resolves it, else the engine's own copy. */
function themeTranslationsDir(root: string): string | undefined {
  for (const from of [path.join(root, 'package.json'), import.meta.url]) {
    try {
      return path.dirname(createRequire(from).resolve('@docusaurus/theme-translations/package.json'));
    } catch {
      // not installed there: try the next
    }
  }
  return undefined;
}

/**
 * The theme strings Docusaurus ships for `locale` (`locales/{locale}/theme-common.json` and
 * `theme-search-algolia.json` of `@docusaurus/theme-translations`: `{ key: message,
 * "key___DESCRIPTION": … }`): the site's copy of the package (its Docusaurus's strings), else the
 * engine's, so that a site built without Docusaurus installed gets them too; none for a locale the
 * package has no strings for.
 */
function installedThemeMessages(root: string, locale: string): Messages {
  const dir = themeTranslationsDir(root);
  if (!dir) return {};
  for (const name of localesToTry(locale)) {
    const folder = path.join(dir, 'locales', name);
    if (!existsSync(path.join(folder, 'theme-common.json'))) continue;
    const messages: Messages = {};
    // The search box's strings are those of Docusaurus's search theme.
    for (const file of ['theme-common.json', 'theme-search-algolia.json']) {
      try {
        const data = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Obj;
        for (const [key, value] of Object.entries(data)) if (typeof value === 'string' && !key.endsWith('___DESCRIPTION')) messages[key] = value;
      } catch {
        // a file we cannot read (or that is not there) translates nothing: the theme's English stays
      }
    }
    return messages;
  }
  return {};
}

export interface LocaleTranslations {
  /** The config with navbar and footer labels translated (the same object when nothing is). */
  config: SiteConfig;
  /** code.json messages. */
  translations: Messages;
  diagnostics: Diagnostic[];
}

export function readLocaleTranslations(root: string, config: SiteConfig, locale: string): LocaleTranslations {
  const diagnostics: Diagnostic[] = [];
  const base = localizationDir(config, locale);
  const translations = { ...installedThemeMessages(root, locale), ...readMessages(root, path.join(base, 'code.json'), diagnostics) };
  // navbar.json and footer.json are the theme plugin's translation files: not read with translate: false.
  const translates = translatesContent(config, locale);
  const navbar = translates ? readMessages(root, path.join(base, 'docusaurus-theme-classic', 'navbar.json'), diagnostics) : {};
  const footer = translates ? readMessages(root, path.join(base, 'docusaurus-theme-classic', 'footer.json'), diagnostics) : {};
  if (!Object.keys(navbar).length && !Object.keys(footer).length) return { config, translations, diagnostics };

  const theme = config.themeConfig;
  const nav = theme.navbar;
  const translatedNavbar = {
    ...nav,
    // A translated title or copyright applies even where the config has none, as Docusaurus applies it.
    ...(navbar.title !== undefined ? { title: navbar.title } : {}),
    ...(nav.logo && navbar['logo.alt'] !== undefined ? { logo: { ...nav.logo, alt: navbar['logo.alt'] } } : {}),
    items: translateItems(nav.items, navbar, 'item.label.') as typeof nav.items,
  };
  let translatedFooter = theme.footer;
  if (theme.footer) {
    const f = theme.footer;
    // Columns when the first entry has a title (a column without items still has its title translated), else simple links: as Docusaurus tells them apart.
    const columns = 'title' in ((f.links as Obj[])[0] ?? {});
    const links = (f.links as Obj[]).map((column) => {
      if (!columns) return (translateItems([column], footer, 'link.item.label.') as Obj[])[0];
      const title = typeof column.title === 'string' && footer[`link.title.${column.title}`] !== undefined ? footer[`link.title.${column.title}`] : column.title;
      return { ...column, title, ...(Array.isArray(column.items) ? { items: translateItems(column.items, footer, 'link.item.label.') } : {}) };
    });
    translatedFooter = {
      ...f,
      links: links as typeof f.links,
      ...(footer.copyright !== undefined ? { copyright: footer.copyright } : {}),
      ...(f.logo && footer['logo.alt'] !== undefined ? { logo: { ...f.logo, alt: footer['logo.alt'] } } : {}),
    };
  }
  return { config: { ...config, themeConfig: { ...theme, navbar: translatedNavbar, ...(translatedFooter ? { footer: translatedFooter } : {}) } }, translations, diagnostics };
}
